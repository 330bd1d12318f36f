# Korean (ko). Glossary: move = 수 (이동), turn = 턴 (whose turn = 차례), piece = 기물, square = 칸, game = 게임, challenge = 도전
# 모든 게임이 똑같이 말하는 것: 무승부 제안, 준비, 한 수.

## $player is a player's name.
game-draw-offered = { $player } 님이 무승부를 제안합니다.
game-draw-offer-lapsed = { $player } 님의 무승부 제안이 만료되었습니다.

## How a secret set-up reads in another player's record, and a turn with nothing staged.
game-set-up = 준비를 마쳤습니다
game-a-turn = 한 수
regions-picked-an-infiltrator = 잠입자를 골랐습니다
elemental-locked-in-a-loadout = 로드아웃을 확정했습니다


## Options a game's command was given wrong. $option is the option's name, $value what was typed, $verb the command.
game-not-a-square = `{ $option }:{ $value }`은(는) 칸이 아니에요: E2처럼 A–J 열과 1–12 행을 쓰세요.
game-needs-option = `/{ $verb }`에는 `{ $option }:`이(가) 필요해요. 예: { $example }.
## $what is choice or answer; $words the values it takes, joined with "or".
game-not-one-of = `{ $option }:{ $value }`은(는) { $what ->
    [answer] 답이
   *[choice] 선택지가
} 아니에요: { $words } 중 하나를 쓰세요.
game-value = { $value }
## $game is the game's title; $options the options it has.
game-no-such-option = { $game }에서 `/{ $verb }`에는 `{ $option }` 옵션이 없어요. 쓸 수 있는 옵션: { $options }.
game-no-options = { $game }에서 `/{ $verb }`에는 `{ $option }` 옵션이 없어요. 옵션을 받지 않아요.
## Someone who does not play asks to act. $players the players' names (game-player), joined with "and".
game-player = { $player }
game-not-seated = 이 게임의 플레이어는 { $players }뿐이에요. /board로 관전할 수 있어요.

## A turn typed wrong, a staged move replaced. $value is what was typed; $old a staged move in notation.
game-not-a-move = `move:{ $value }`는 수가 아니에요: 수는 move:E2-E4처럼 두 칸이에요.
game-replaced-staged = 예약했던 { $old }를 바꿨어요.

## How a game ended off the board, on its picture. $winner and $loser are sides' names.
game-ended-resigned = { $winner } 승리: { $loser } 기권
game-ended-agreed = 합의 무승부
game-ended-on-time = { $winner } 시간승
game-ended-aborted = 중단됨
