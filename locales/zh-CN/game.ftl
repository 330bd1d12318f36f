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
