# Chinese, Simplified (zh-CN). Glossary: move = 走子, turn = 回合, piece = 棋子, square = 格, game = 游戏（一盘为对局）, challenge = 挑战, claim = 操控, capture = 吃子, stage = 暂存, last rank = 底线, infiltrator = 卧底, commander = 指挥官, pawn = 兵, puppeteer = 傀儡师, witch = 女巫, loadout = 配装, element = 元素, augmentor = 强化能力, offense = 进攻能力, temporal ability = 时间能力, shells = 贝壳, values = 点数, table = 桌, tournament = 赛事
# 主持方对任何游戏都会说的话：命令、拒绝、挑战、
# 计时、等级分、赛事。

## 机器人这边出了故障；没有做任何更改。
host-fault = 我这边出了问题，没有做任何更改；管理员可以用 `gamehost verify` 检查对局。
host-store-failed = 我这边出了问题，没有做任何更改。请再试一次。
host-picture-failed = 你的命令已执行，但我没能画出图片。

## 计时。$movers 是轮到的人的名字，$when 是一个时刻。
host-turn-due = { $movers }：本回合将于 { $when } 截止。
## /game 的计时行。$span 是一段时长（time-span）。
host-clock = 计时：每回合 { $span }。
host-clock-waiting = { $waiting }：轮到你时，可以用满 { $span }。
host-no-clock = 不计时：每回合想用多久都行。

## /game 的等级分行：$changes 列出 host-rating-moved，每位玩家一条。
host-rating-change = 等级分变化：{ $changes }。
host-rating-moved = { $who }：{ $before } → { $after }
host-friendly-game = 友谊赛：等级分不变。
host-half-time-gone = { $movers }：你在 { $game } 中本回合的时间已用掉一半（每回合 { $per_turn }）；将于 { $when } 截止。

## /language。$language 是语言的自称（language-name）。
host-language-mine = 从现在起，我用{ $language }回复你。
host-language-mine-auto = 从现在起，我用你在 Discord 中设置的语言回复你。
host-language-server = 从现在起，本服务器的公开消息使用{ $language }。
host-language-server-auto = 从现在起，本服务器的公开消息使用服务器的 Discord 语言。
host-language-server-not-manager = 只有能管理本服务器的人才能选择它的语言。
host-language-unknown = `locale:{ $given }` 不是我会的语言：请用 auto 或 { $known } 之一。
host-language-whose = `for:{ $given }` 既不是 me 也不是 server：请这样用：/language locale:de for:server。

## /help 和 /rules。$games 是游戏名称的列表。
help-commands = 命令（选项写作 名称:值）：
help-for-games = { $about }（{ $games }）
help-games = 游戏：{ $games }（/challenge opponent:<name> game:<game>；Throne：/challenge game:throne players:<2-4>，然后 /join；/rules game:<game>）。
help-the-bot = 没人一起玩？直接挑战机器人：/challenge opponent:<the bot> level:<1-5>（控制台中为 opponent:engine）；在 Throne 的桌上，用 bots:<1-3> 让它入座。与机器人的对局不计等级分。
help-hosted = 我主持这些游戏；规则见 /rules game:<name>。
help-rules-by-id = 按编号查看每条规则：{ $url }

## 对局的条件。$clock 是 terms-per-turn 或 terms-no-clock；$rated 是 yes 或 no。
terms = { $rated ->
    [yes] { $clock }
   *[no] { $clock }，友谊赛（不计等级分）
}
terms-per-turn = 每回合 { $span }
terms-no-clock = 不计时

## 挑战。$challenger、$opponent 和 $opener 是玩家的名字。
challenge-open = { $challenger } 向 { $opponent } 发起 { $game } 挑战（{ $plays }），{ $terms }。{ $opponent }，请在 { $minutes ->
       *[other] { $minutes } 分钟
    }内用 /accept 或 /decline 回应。
challenge-playing = 挑战者执 { $side }
challenge-coin-flip = 掷硬币决定双方
challenge-engine-game = { $player } 与 { $level } 级的机器人进行 { $game } 对局（不计等级分）。机器人会自己走它的回合。
challenge-level-without-bot = `level:` 用于直接挑战机器人（opponent: 选机器人）时设定它的强度；与真人对战时请不要填写。
challenge-yourself = 你不能挑战自己：请指定别人，如 /challenge opponent:bob。
challenge-game-running = 本频道已有对局在进行：用 /board 观看，或到其他频道发起挑战。
challenge-closed = 这个挑战已经失效了。
challenge-none-here = 本频道没有待回应的挑战；可用 /challenge opponent:<name> 发起一个。
challenge-is-a-table = { $opener } 在这里开了一桌：用 /join 入座（由开桌者用 /start 开始）。
challenge-for-someone-else = 这个挑战是发给 { $opponent } 的，只有对方能回应。
challenge-game-gone = 这个挑战指定的游戏我已不再主持。
challenge-declined = { $opponent } 拒绝了 { $challenger } 的挑战。
challenge-none-to-cancel = 本频道没有可撤回的挑战。
challenge-not-yours = 只有 { $challenger } 本人能撤回这个挑战。
challenge-withdrawn-from = { $challenger } 撤回了对 { $opponent } 的挑战。
challenge-withdrawn = { $challenger } 撤回了挑战。
table-closed = { $opener } 关闭了这一桌。

## 开桌（Throne）。$opener、$who 和 $invited 是玩家的名字；$seat 是座位的颜色。
table-open = { $opener } 开了一桌 { $size } 人的 { $game }（{ $terms }；{ $minutes ->
       *[other] { $minutes } 分钟
    }内可加入）。
table-invited = { $invited }，你受到了邀请。
table-seat = { $number }. { $seat }：{ $who }
table-seat-open = { $number }. { $seat }：空位
table-full-start = 这桌已坐满；{ $opener } 用“开始”按钮或 /start 开始游戏。
table-join-or-start = 用“加入”按钮或 /join 加入；{ $opener } 用“开始”按钮或 /start 开始游戏。
table-join = 用“加入”按钮或 /join 加入；坐满 { $min } 人后，{ $opener } 即可开始。
table-joins = { $who } 坐上了 { $seat } 座位。
table-leaves = { $who } 离开了这一桌。
