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
