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
host-time-running-low = { $movers }：你在 { $game } 中本回合的时间快用完了（每回合 { $per_turn }）；将于 { $when } 截止。

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
## 提供的一款游戏：$title 是名称，$name 是 /rules 使用的名字，$help 是它的命令（游戏的帮助行）。
help-hosted-game = - { $title }（`/rules game:{ $name }`）：{ $help }
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

## 对局流程（$who 等是玩家名，$seat 和 $other 是座位，$game 是游戏，$when 是 UTC 时间）。
host-player = { $who }
host-player-seat = { $who }（{ $seat }）
host-command = /{ $verb }
host-ratings = 等级分：{ $changes }。
host-committed-first = 这个棋盘已经过时：另一处更改先保存了。用 /board 查看当前局面。
host-no-game-running = 这个频道没有进行中的对局；用 /challenge opponent:<name> 开一局吧。
host-no-game-yet = 这个频道还没下过对局；用 /challenge opponent:<name> 开一局吧。
host-game-gone = 我已经不再提供那个游戏了。
host-game-running-there = 那里已经有一局在进行了。
host-game-not-read-back = 新对局读取失败；请再试一次。
host-button-unknown-game = 这个按钮属于一局我不认识的对局。
host-button-other-channel = 这个按钮属于另一个频道的对局。
host-verb-elsewhere = /{ $verb } 是 { $games } 的命令；这个频道正在下 { $game }。
host-verb-nowhere = /{ $verb } 不是我提供的任何游戏的命令；这个频道正在下 { $game }。

## 棋盘之外的结束方式。
ending-no-draws = { $game } 没有和棋：继续下，或者 /resign。
ending-abort-event = 赛事对局不能中止；请改用 /resign 结束。
ending-abort-too-late = 来不及中止了：已经下了 { $played } 个回合。请改用 /resign 结束对局。
ending-aborted-result = { $who } 在第二回合前中止；无结果。
ending-aborted = { $who } 在第二回合前中止了对局。无结果。
ending-resigned-result = { $who }（{ $seat }）认输；{ $winners }{ $count ->
       *[other] 获胜
    }。
ending-resigns = { $who }（{ $seat }）认输。{ $winners }{ $count ->
       *[other] 赢得了对局
    }。
ending-your-opponent = 你的对手
ending-draw-already-offered = 你已经提过和棋了；在对手回应或走完一个回合之前一直有效。
ending-draw-offered-you = { $offerer } 已经向你提和：/draw action:accept 或 /draw action:decline。
ending-ended-meanwhile = 这局在此期间已经结束了。
ending-draw-offer = { $who }（{ $seat }）提和。{ $others }，用 /draw action:accept 接受，或用 /draw action:decline 拒绝；走一个回合即视为拒绝。
ending-no-draw-offer = 没有可回应的和棋提议；用 /draw action:offer 提和。
ending-own-offer = 这是你自己的提议；只有 { $others } 能回应。
ending-draw-accepted = { $who }（{ $seat }）接受和棋。对局以和棋结束。
ending-drawn-by-agreement = 协议和棋。
ending-draw-declined = { $who }（{ $seat }）拒绝和棋。继续下。
ending-engines-alone-result = { $who }（{ $seat }）{ $how ->
        [resigned] 认输
       *[timeout] 超时
    }；只剩下机器人的座位，所以对局就此结束。
ending-engines-alone = 只剩下机器人的座位，所以对局到此结束：机器人不会自己接着下。

## 计时。
clock-aborted = { $late } 没有在第二回合前按时走棋：对局中止，无结果。
clock-aborted-result = 已中止：{ $late } 没有在第二回合前按时走棋（{ $when }）；无结果。
clock-at = （{ $when }）
clock-timeout = { $loser }（{ $seat }）超时。{ $winner }（{ $other }）赢得对局。
clock-timeout-result = { $loser }（{ $seat }）于 { $when } 超时；{ $winner }（{ $other }）获胜。

## /history。
record-versus = { $first } 对 { $second }
record-header = { $game }：{ $players }
record-attached = （完整记录见附件）
record-no-turns = 还没有下过任何回合。
record-description = 用记谱法写的对局记录。
record-page-line = 对局页面：{ $url }

## /replay。
replay-no-such-game = 这个服务器上没有第 { $id } 局；/history 显示本频道的对局。
replay-no-game-yet = 这个频道还没下过对局；用 /challenge 开一局吧。
replay-cannot = 这局的记录无法回放；管理员可以用 `gamehost verify` 检查。
replay-of = 第 { $id } 局回放（{ $game }：{ $players }），{ $turns ->
       *[other] { $turns } 个回合
    }。
replay-alt = 第 { $id } 局的动画（{ $game }：{ $players }），{ $turns ->
       *[other] { $turns } 个回合
    }。
replay-skipped = 只显示最后 { $shown } 个回合；前 { $skipped } 个回合省略。

## 再来一局。
rematch-still-running = 那局还在进行中：先下完吧。
rematch-no-opponent = 那局没有对手。

## 等待中或过期的挑战。
challenge-table-open-here = { $opener } 在这里开了一桌；用 /join 加入，或等它开始或关闭。
challenge-already-challenged = { $challenger } 已经在这里挑战了 { $opponent }；需要先回应或取消。
challenge-open-here = { $challenger } 在这里有一个未决的挑战；需要先回应或取消。
challenge-table-expired = { $opener } 的 { $game } 桌已关闭：没人按时开始。用 /challenge game:{ $name } 重新开一桌。
challenge-expired-to = { $challenger } 对 { $opponent } 的挑战无人回应，已过期。用 /challenge 再挑战一次。
challenge-expired = { $challenger } 的挑战无人回应，已过期。
challenge-game-not-hosted = 这里已经不再提供那个游戏了。
challenge-name-opponent = 说说你要挑战谁，例如 /challenge opponent:bob。

## 下棋。
play-wrong-game = 那是 { $game } 的 /{ $verb }；这个频道正在下 { $playing }：请用 /{ $verb } { $name }。
play-moved-on = 那条消息显示的回合已经下过了；这是对局现在的样子。
play-unknown-game = 我不认识那局。
play-retired-button = 这个按钮来自旧版本的机器人：按“走棋”，或输入 /play。

## 暂存的回合。
staging-nothing-staged = 你没有暂存任何内容：用 { $verbs } 暂存一个回合，或用 /turn 直接下。
staging-staged-first = 你暂存了 { $staged }：先用 /endturn 确认，或用 /undo 撤销。
staging-nothing = 你没有暂存任何内容。
staging-cleared = 你暂存的回合已清除。
staging-old-preview = 这个预览已经过时：你暂存的回合之后改过了。请用最新的预览，或 /endturn。
staging-moved-on = 这个棋盘已经过时：对局之后又推进了。用 /board 查看当前局面。

## 一步步选择回合（$prompt、$so_far、$turn、$choices、$group 和 $first 是游戏自己的话）。
choosing-chosen-since = 这些选项已经过时：你之后又选过了。请用最新的消息，或 /play。
choosing-no-such-choice = 现在没有第 { $n } 个选项：请在 1 到 { $count } 中选择（/play 会列出）。
choosing-not-a-choice = 这不是现在的选项之一：/play 会显示。
choosing-incomplete = 你的回合还没完成：{ $prompt }
choosing-nothing-chosen = 你还什么都没选。
choosing-step = { $game } · { $prompt }
choosing-so-far = 目前：{ $so_far }。
choosing-complete = 已完成：“{ $button }”将下 { $turn }。
choosing-choices = 选项（/choose N）：{ $choices }。
choosing-menu = 选择…
choosing-menu-group = { $group }…
choosing-menu-run = { $number }. { $first }…

## 座位的网页。
seat-behind = 这个页面已经过时：你在另一个窗口里选过了，现在显示的是你的选择。
seat-stale = 这个页面已经过时：对局推进了，现在显示的是对局当前的样子。
seat-fault = 我这边出了问题，没有做任何更改。
seat-draw-failed = 暂时画不出棋盘。
seat-not-done = 没有执行。

# An engine seat's name in a game ($level is its level, $n its number among the game's engine seats).
engine-name = { $n ->
    [1] 机器人（{ $level } 级）
   *[other] 机器人 { $n }（{ $level } 级）
}

# A game's button pressed in a direct message (a turn alert's): what
# everyone sees was posted in the game's channel ($channel, a link).
host-shown-in-channel = 完成：已在 { $channel } 中显示。
host-told-from-channel = 在 { $channel }（将在那里的下一条命令时显示）：

# A challenge to a person in a direct message with the bot (no one else
# there could accept it).
challenge-direct-message = 这里只有机器人能和你下：选它做对手，或在服务器里向别人挑战。

# A table opened in a direct message with the bot that needs other people
# ($bots: the seats besides the opener's, which bots could take).
table-direct-message = 这里只有机器人能和你下：用 bots:{ $bots } 把其余座位交给它，或在服务器里开桌。
