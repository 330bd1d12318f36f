# Throne (zh-CN). 术语: soldier = 士兵, unit = 小队（2 名士兵，画成马）, squad = 战车队（4 名士兵，画成车）, Throne = 王座, home = 大本营, ring = 环道, entry = 入口, gate = 关门（锁住/打开）, bridge = 桥, shield = 护盾格, shells = 贝壳, throw = 投掷, value = 点数, power value = 强力点数, bonus round = 奖励轮, round = 轮; 颜色 红、蓝、绿、金。
# 输入的位置（home、5、red-1、throne）、种类（kind:unit）和点数（6+5）保持原样。

-throne-red = 红
-throne-blue = 蓝
-throne-green = 绿
-throne-gold = 金
-throne-soldier = 士兵
-throne-unit = 小队
-throne-squad = 战车队
-throne = 王座
-throne-home = 大本营
-throne-gate = 关门
-throne-bridge = 桥

throne-seat-red = { -throne-red }
throne-seat-blue = { -throne-blue }
throne-seat-green = { -throne-green }
throne-seat-gold = { -throne-gold }
throne-who = { $seat }（{ $player }）

throne-at-home = 在大本营
throne-at-throne = 在王座
throne-at-square = 在 { $square }
throne-from-home = 从大本营
throne-from-square = 从 { $square }
throne-to-square = 到 { $square }
throne-to-throne = 进入王座
throne-reach-throne = { -throne }
throne-reach-square = { $square }

throne-begins = Throne 开始：{ $seats }。让你的 12 名士兵沿环道跑进王座：{ -throne-squad }、{ -throne-squad }、{ -throne-unit }、{ -throne-soldier }、{ -throne-soldier }（T19）。
throne-throws-first = { $who } 先投：/throw 或按钮。
throne-throws-first-engine = { $who } 先投。
throne-to-throw = 轮到 { $who } 投掷：/throw。
throne-to-throw-engine = 轮到 { $who } 投掷。
throne-to-move-button = 轮到 { $who } 用 { $values } 走子（{ $moves } 种合法走法）：/move piece:<place> values:<values> 或按钮。
throne-to-move-menu = 轮到 { $who } 用 { $values } 走子（{ $moves } 种合法走法）：/move piece:<place> values:<values> 或菜单。
throne-to-move-engine = 轮到 { $who } 用 { $values } 走子（{ $moves } 种合法走法）。
throne-threw = 第 { $turn } 轮 · { $who } 掷出 { $throws }：可用 { $values }。

throne-won = { $who } 夺得了王座。
throne-wins = { $who } 夺得王座。
throne-resigned-wins = { $who } 认输；{ $winner } 获胜。
throne-timed-out-wins = { $who } 超时；{ $winner } 获胜。
throne-timed-out-leaves = { $who } 超时，离开了对局。

throne-event-moved = { $who } 用 { $values } 把一个{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}{ $from }{ $to }。
throne-event-moved-stopped = { $who } 用 { $values } 把一个{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}{ $from }{ $to }，停在关门（损失 { $lost } 步）。
throne-event-captured = { $by } 在 { $square } 吃掉了 { $seat } 的 { $count } 个{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}：以士兵身份回到大本营。
throne-event-formed = { $who } 在 { $square } 组成了一个{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}。
throne-event-unlocked-by-capture = { $who } 的关门因首次吃子而打开。
throne-event-unlocked-by-throne = { $who } 的关门打开了：有棋子进入了王座。
throne-event-bonus-earned = { $who } 获得一个奖励轮。
throne-event-bonus-round = { $who } 进行奖励轮：再投一次。
throne-event-forfeited = { $who } 用 { $values } 没有合法走法：作废。
throne-event-finished = { $who } 的{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}进入了王座（{ $count }/5）。
throne-event-resigned = { $who } 认输了。
throne-event-won = { $who } 夺得王座！

throne-describe-head = { -throne }，{ $players } 名玩家，第 { $turn } 轮。
throne-describe-seat = { $who }：大本营 { $home }；{ $pieces }；{ -throne } { $finished }/5；{ $gate ->
    [open] 关门已打开
   *[locked] 关门锁住（吃子或第一个进入王座的棋子会打开它）
}。
throne-describe-pieces = { $count } 个{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}{ $at }
throne-describe-nothing = 棋盘上没有棋子
throne-describe-bonus = { $who } 还有 { $count } 个奖励轮。
throne-describe-position = 局面：`{ $position } | 生成器已隐藏`

throne-game-over = 对局已结束：{ $who } 获胜。
throne-game-over-short = 对局已结束。
throne-you-resigned = 你已在这局认输；可以用 /board 观战。
throne-their-round-throw = 现在是 { $who } 的轮次：等他投掷。
throne-their-round-move = 现在是 { $who } 的轮次：等他走子。
throne-their-turn = 现在轮到 { $seat }，不是你。
throne-stale-choices = 这些选择在这里已构不成走法：重新开始吧。
throne-thrown-already = 你已经投过了：用 { $values } 走子（/move piece:<place> values:<values>）；不能跳过（T16）。
throne-throw-first = 先用 /throw 投掷：这一轮投完后才能走子（T8）。
throne-not-a-place = `piece:{ $piece }` 不是位置：用 home、环道格 1–12，或像 red-1 这样的桥格。
throne-not-values = `values:{ $values }` 不是点数列表：用 + 连接，如 values:6+5。
throne-bad-place = `{ $place }` 不是位置：用 home、环道格 1–12、像 red-1 这样的桥格，或 throne。
throne-bad-values = `{ $values }` 不是投掷点数列表：用 + 连接，如 6+5（点数为 2–8、11 和 16）。
throne-move-needs = `/move` 需要 `{ $option }:`，如 /move piece:home values:6+5。
throne-not-a-kind = `kind:{ $kind }` 不是种类：用 soldier、unit 或 squad。
throne-not-your-bridge = { $place } 是 { $owner } 的桥；你的桥格是 { $first } 和 { $second }。
throne-finished-do-not-move = 王座里的棋子已完成；不再移动。
throne-no-piece-on = 你在 { $square } 没有棋子。
throne-several-kinds = { $square } 上有你的几种棋子：加上 { $options }。
throne-option = { $option }
throne-rejected-game-over = 对局已结束：{ $seat } 获胜。
throne-rejected-not-your-round = 现在是 { $seat } 的轮次，不是你的。
throne-rejected-resigned = { $seat } 已认输，不再参与（T21）。
throne-rejected-throw-first = 先投掷：这一轮投完之前不能走子（T8）。
throne-rejected-already-thrown = 你这一轮已经投过了：用点数 { $values } 走子；不能跳过（T16）。
throne-rejected-not-a-chain = `{ $throws }` 不是一轮的投掷：除最后一个外，每个点数都必须是强力点数（16、11、4、6、8），最后一个则不能是（T8）。
throne-rejected-no-values = 至少说出这一轮的一个点数来走子（T10）。
throne-rejected-values-not-thrown = 这一轮还剩 { $unused }，不是 { $asked }（T10）。
throne-rejected-no-piece = 你{ $at }没有{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}。
throne-rejected-wrong-values = { $kind ->
    [unit] { -throne-unit }只能用偶数点数走（2、4、6、8、16）
   *[squad] { -throne-squad }只能用 4 的倍数走（4、8、16）
}；{ $values } 不行（T11）。
throne-rejected-overshoot = 这会越过王座 { $over } 步：进入需要正好的距离（T12）。
throne-rejected-last-bridge = 单个{ -throne-soldier }不能停在 { $square }：没有投掷能得到 1，它将永远出不来（T12）。
throne-rejected-whole-lap = 你的关门锁着，{ $steps } 步会把棋子带回 { $square }：走子必须换格（T13）。
throne-rejected-held-at-gate = 你的单个士兵在你的关门（{ $square }）等待，直到两个战车队和小队都组成（T13a）。
throne-rejected-mixed-landing = 你的{ $mover ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}不能停在 { $square }：那里有 { $owner } 的{ $other ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}，只有同种棋子才能吃（T14）。
throne-rejected-finish-order = 你下一个进入王座的棋子必须是{ $expected ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}，不是{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}（顺序：{ -throne-squad }、{ -throne-squad }、{ -throne-unit }、{ -throne-soldier }、{ -throne-soldier }；T19）。

throne-move-label = { $from }{ $kind ->
    [unit] {" "}{ -throne-unit }
    [squad] {" "}{ -throne-squad }
    [soldier] {" "}{ -throne-soldier }
   *[none] {""}
} { $values } → { $to }
throne-label-throne = { -throne }
throne-label-home = { -throne-home }
throne-label-square = { $square }
## Choosing a move step by step. $kind is soldier, unit or squad; $values the shells' values not yet spent.
throne-kind = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}
throne-choice-kind = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}
throne-prompt-throw = 投掷你的贝壳。
throne-prompt-piece = 选一枚棋子，用 { $values } 走。
throne-prompt-kind = 那里有几种棋子：选一种。
throne-prompt-values = 选择要用的点数（按落点列出）。
throne-prompt-move = 点“走子”走出。
throne-moves-menu = 走法 { $first }–{ $last }，共 { $total }

throne-rules-soldier = 士兵（T11）：你的 12 名之一；走的步数是你所用点数之和。在你的关门相遇的士兵先组成战车队，再组成你的小队（T17）；最后两名士兵在两个战车队和小队之后进入王座（T19）。
throne-rules-unit = 小队（T11、T17）：在你的关门组成的 2 名士兵，画成马；只用偶数点数（2、4、6、8、16），走点数和的一半。第三个进入王座（T19）。
throne-rules-squad = 战车队（T11、T17）：在你的关门组成的 4 名士兵，画成车；只用 4 的倍数（4、8、16），走点数和的四分之一。你的两个战车队最先进入王座（T19）。
throne-rules-not-a-piece = `piece:{ $piece }` 不是 Throne 的棋子：用 soldier、unit 或 squad。
throne-rules = Throne（2–4 人）。每位玩家带 12 名士兵从大本营出发，绕 12 格的环道，经过自己的 2 格桥，进入中央的王座。你的轮次：/throw 投 8 枚贝壳；白面决定点数（2–8；1 个白面 = 11，没有 = 16）。16、11、4、6 和 8 是强力点数：再投一次，这一轮的点数就是整条链。然后使用点数：/move piece:<home、某格或你的桥> values:<其中一些，如 6+5>（或按按钮）。士兵走点数之和；小队（2 名士兵，一匹马）只用偶数点数，走一半；战车队（4 名，一辆车）用 4 的倍数，走四分之一。在普通格落到同种敌方棋子上即可吃掉它（它以士兵身份回到大本营）并获得奖励轮；护盾格（每个入口和关门，灰色）是安全的。你的关门（入口前一格，带锁）在你第一次吃子或任何棋子进入王座之前都锁着；在那之前你的棋子只能绕环道转圈。在你的关门相遇的士兵先组成战车队，再组成小队（车位显示进度）；单个士兵在关门等待，直到两个战车队和小队都组成。棋子按战车队、战车队、小队、士兵、士兵的顺序，以正好的距离进入王座；先完成的人获胜。不能跳过：只要有走法就必须走；任何走法都用不上的点数作废。图中标出了你能到达的每一格。

throne-status-won = { $who } 夺得王座
throne-status-throw = 轮到 { $who } 投掷
throne-status-throw-bonus = 轮到 { $who } 投掷（奖励轮）
throne-status-move = 轮到 { $who } 用 { $values } 走子
throne-header = { -throne } · { $status } · 第 { $turn } 轮
throne-header-ended = { -throne } · { $ended }
throne-foot = 上次投掷 { $value } · 本轮 { $values }
throne-foot-left = 上次投掷 { $value } · 本轮 { $values } · 剩余 { $left }
throne-foot-no-throw = 尚未投掷
throne-alt-head = { -throne }，{ $players } 名玩家。{ $status }。
throne-alt-resigned = { $who } 认输了。
throne-alt-seat = { $who }：大本营 { $home }，{ $pieces }；{ -throne } { $finished }/5；{ $gate ->
    [open] 关门已打开
   *[locked] 关门锁住
}。
throne-alt-pieces = { $count } 个{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}在 { $square }{ $gate ->
    [yes] （关门）
   *[no] {""}
}
throne-alt-reachable = 可到达：{ $squares }。
throne-alt-last-throw = 上次投掷 { $value }（8 枚中 { $white } 枚白面）；点数 { $values }。

throne-diagram-you = 你
throne-diagram-opponent = 对手
throne-diagram-entry = ← 你的入口
throne-diagram-home = ← 你的大本营
throne-diagram-gate = 你的关门：锁、车位 →
throne-diagram-bridge = ← 你的桥
throne-diagram-shields = 护盾格（灰色）：入口和关门 →
throne-diagram-alt = 2 人 Throne 棋盘，带标注：你的大本营和 12 名士兵，你的入口格 1（彩色条），第 12 格的你的关门（彩色边框，锁住时有锁，车位用于组队），通往中央王座的 2 格桥，以及灰色护盾格（每个入口和关门）。

## /help：用一行说明游戏的命令。
throne-help = Throne：/challenge game:throne players:<2-4> 开一张桌；/join、/leave、/start；然后 /throw 和 /move piece:<place> values:<6+5>（该处有多个时加 kind:unit|squad）。
