# Chinese, Simplified (zh-CN). Glossary: move = 走子, turn = 回合, piece = 棋子, square = 格, game = 游戏（一盘为对局）, challenge = 挑战, claim = 操控, capture = 吃子, stage = 暂存, last rank = 底线, infiltrator = 卧底, commander = 指挥官, pawn = 兵, puppeteer = 傀儡师, witch = 女巫, loadout = 配装, element = 元素, augmentor = 强化能力, offense = 进攻能力, temporal ability = 时间能力, shells = 贝壳, values = 点数, table = 桌, tournament = 赛事
# 所有游戏说法一致的内容：求和、布置、一回合。

## $player is a player's name.
game-draw-offered = { $player } 提出和棋。
game-draw-offer-lapsed = { $player } 的和棋提议已失效。

## How a secret set-up reads in another player's record, and a turn with nothing staged.
game-set-up = 已完成布置
game-a-turn = 一回合
regions-picked-an-infiltrator = 选定了卧底
elemental-locked-in-a-loadout = 锁定了配装


## Options a game's command was given wrong. $option is the option's name, $value what was typed, $verb the command.
game-not-a-square = `{ $option }:{ $value }` 不是格子：写一个 A–J 的列和 1–12 的行，比如 E2。
game-needs-option = `/{ $verb }` 需要 `{ $option }:`，比如 { $example }。
## $what is choice or answer; $words the values it takes, joined with "or".
game-not-one-of = `{ $option }:{ $value }` 不是{ $what ->
    [answer] 有效的回答
   *[choice] 可选项
}：用 { $words }。
game-value = { $value }
## $game is the game's title; $options the options it has.
game-no-such-option = 在 { $game } 中，`/{ $verb }` 没有 `{ $option }` 选项；它的选项有：{ $options }。
game-no-options = 在 { $game } 中，`/{ $verb }` 没有 `{ $option }` 选项；它不带任何选项。
## Someone who does not play asks to act. $players the players' names (game-player), joined with "and".
game-player = { $player }
game-not-seated = 这局只有 { $players } 在下；你可以用 /board 观战。

## A turn typed wrong, a staged move replaced. $value is what was typed; $old a staged move in notation.
game-not-a-move = `move:{ $value }` 不是一步棋：一步棋是两个格子，比如 move:E2-E4。
game-replaced-staged = 已替换你暂存的 { $old }。

## How a game ended off the board, on its picture. $winner and $loser are sides' names.
game-ended-resigned = { $winner }获胜：{ $loser }认输
game-ended-agreed = 协议和棋
game-ended-on-time = { $winner }超时获胜
game-ended-aborted = 已中止
