# Chinese, Simplified (zh-CN). 术语：Ember、Frost（阵营，专有名词）；general = 将军，puppeteer = 傀儡师，witch = 女巫（三位首领）；cardinal = 枢机，dragon = 龙，sentinel = 哨兵，archer = 弓手，horseman = 骑手，scout = 斥候；claim = 操控，inherit = 继承，offer = 提议，moveset = 走法，aura = 光环。输入的选项值（promote:dragon、inherit:accept、piece:horseman）和命令保持原样。

## 阵营和棋子。
-masters-ember = Ember
-masters-frost = Frost
-masters-general = 将军
-masters-puppeteer = 傀儡师
-masters-witch = 女巫
-masters-cardinal = 枢机
-masters-dragon = 龙
-masters-sentinel = 哨兵
-masters-archer = 弓手
-masters-horseman = 骑手
-masters-scout = 斥候

masters-side-ember = { -masters-ember }
masters-side-frost = { -masters-frost }
masters-piece-general = { -masters-general }
masters-piece-puppeteer = { -masters-puppeteer }
masters-piece-witch = { -masters-witch }
masters-piece-cardinal = { -masters-cardinal }
masters-piece-dragon = { -masters-dragon }
masters-piece-sentinel = { -masters-sentinel }
masters-piece-archer = { -masters-archer }
masters-piece-horseman = { -masters-horseman }
masters-piece-scout = { -masters-scout }

masters-owned = { $side } 的{ $piece }
masters-yours-on = 你在 { $square } 的{ $piece }
masters-yours-on-start = 你在 { $square } 的{ $piece }
masters-theirs-on = { $side } 在 { $square } 的{ $piece }
masters-notation = { $notation }
masters-and-then = { $first }，{ $rest }
masters-notes-join = { $first }；{ $rest }

masters-started = 对局开始：{ $ember }（{ -masters-ember }）对 { $frost }（{ -masters-frost }）。{ -masters-ember } 先走：{ $ember }。
masters-started-how = 对局开始：{ $ember }（{ -masters-ember }）对 { $frost }（{ -masters-frost }）。{ -masters-ember } 先走：{ $ember }，用 /move 和 /claim 暂存你的回合，然后 /endturn（或用 /turn 一次走完）。
masters-game-over = 对局结束：
masters-status = 第 { $turn } 回合 · 轮到 { $side }（{ $player }）。
masters-not-your-turn = 现在轮到 { $player }（{ $side }）；等对方走完。
masters-players = Masters：{ $ember }（{ -masters-ember }）对 { $frost }（{ -masters-frost }）。
masters-holds = { $side } 的{ -masters-puppeteer }操控着 { $square } 的{ $piece }。
masters-offered = { $side } 的{ -masters-witch }收到提议：{ $offers }。
masters-offered-forced = { $side } 的{ -masters-witch }收到提议：{ $offers }（{ $forced }是强制的）。
masters-witch-moves-as = { $side } 的{ -masters-witch }按{ $piece }的走法行动。
masters-has-lost = { $side } 失去了：{ $pieces }。
masters-position = 局面：`{ $position }`

masters-turn-line = 第 { $number } 回合 · { $side }（{ $player }）：{ $what }
masters-part-inherits = 继承{ $piece }
masters-part-declines = 拒绝继承
masters-part-takes = 吃掉{ $piece }
masters-part-claims = 操控 { $square }
masters-event-claimed = { $side } 的{ -masters-puppeteer }操控了{ $piece }。
masters-event-retargeted = { $side } 的{ -masters-puppeteer }放开了{ $released }，操控了{ $piece }。
masters-event-released = { $side } 的{ -masters-puppeteer }失去了对{ $piece }的操控。
masters-event-offer = { $side } 的{ -masters-witch }收到{ $piece }走法的提议。
masters-event-offer-forced = { $side } 的{ -masters-witch }收到{ $piece }走法的提议，且必须接受。
masters-event-forced = { $side } 的{ -masters-witch }被迫继承{ $piece }的走法。
masters-event-promoted = { $side } 在 { $square } 的{ -masters-scout }升变为{ $piece }。
masters-won = { $player }（{ $side }）获胜！{ $loser } 的三位首领全部倒下。
masters-result-won = { $player }（{ $side }）获胜：{ $loser } 的三位首领全部倒下。
masters-stuck = { $player }（{ $side }）没有合法的回合：用 /resign 认输，或用 /draw action:offer 提和。
masters-note-takes = 吃掉 { $square } 的{ $piece }
masters-note-promotes = 升变为{ $piece }
masters-note-inherits = { -masters-witch }继承{ $piece }
masters-note-inherits-forced = { -masters-witch }继承{ $piece }，强制（M34）

masters-staged = 已暂存：{ $draft }。按“结束回合”（或 /endturn）走出，按“撤销”（/undo）重来。
masters-draft-claim = 操控 { $square }
masters-draft-accept = 接受提议
masters-draft-decline = 拒绝提议
masters-draft-inherit = 继承{ $piece }
masters-no-claim = 没有可操控的棋子。
masters-no-claim-after-move = 按你暂存的走子，走完后没有可操控的棋子。
masters-can-claim = 你可以操控：{ $targets }。用 /claim target:{ $first } 暂存一个。
masters-can-claim-after-move = 按你暂存的走子，走完后你可以操控：{ $targets }。用 /claim target:{ $first } 暂存一个。
masters-claim-target = { $square }（{ $piece }）
masters-claim-staged-already = 你已暂存了对 { $square } 的操控：要改先 /undo。
masters-answer-staged-already = 你已经选了（{ $answer }）：要改先 /undo。
masters-nothing-staged = 你没有暂存走子或操控：用 /move 或 /claim 暂存，或用 /turn 一次走完。
masters-m23-warning = 注意：按你暂存的走子，走完后{ $reason } 这个回合会被拒绝：改一下走子或操控（/undo）。
masters-m23-warning-blocked = 注意：按你暂存的走子，走完后{ $reason } 这个回合会被拒绝（{ $square } 的{ $blocker }挡住了）：改一下走子或操控（/undo）。
masters-claim-first = { $refusal } 想走它，就在同一回合操控它：先 /claim target:{ $square }。

masters-choices-over = 对局已结束。
masters-choices-not-your-turn = 现在轮到 { $side }，不是你。
masters-choices-stale = 这些选择在这里已经组不成回合了：重新开始吧。

## Choosing a turn by buttons: what each choice says and what to do now.
## $piece a piece's name (or a side's piece); $square a square.
masters-choice-inherit = 你的{ -masters-witch }继承{ $piece }
masters-choice-decline = 拒绝{ -masters-witch }收到的提议
masters-choice-piece = { $square } · { $piece }
masters-choice-promote = 升变为{ $piece }
masters-choice-claim-only = 只操控
masters-choice-claim = 操控 { $square }
masters-takes = 吃掉{ $piece }
masters-prompt-piece = 选一枚要走的棋子。
masters-prompt-piece-or-claim = 选一枚要走的棋子，或点“只操控”。
masters-prompt-offers = 你的{ -masters-witch }收到了提议：回应它们，或选一枚要走的棋子。
masters-prompt-promote = 选择你的{ -masters-scout }升变为什么。
masters-prompt-claim-or-end = 操控一枚棋子（虚线圈），或点“结束回合”。
masters-prompt-claim = 选择你的{ -masters-puppeteer }要操控的棋子（虚线圈）。
masters-prompt-end = 点“结束回合”走出。
masters-prompt-where = 选择走到哪里。

masters-bad-promotion = `promote:{ $value }` 不是可选项：用 dragon、sentinel、archer 或 horseman。
masters-bad-answer = `inherit:{ $value }` 不是有效回答：用 accept、decline 或被提议的棋子（如 horseman）。
masters-turn-needs-action = 一个回合需要走子或操控（或两者），如 /turn move:E2-E4 或 /turn claim:F7。
masters-turn-needs-move-or-claim = 一个回合需要走子或操控（或两者），如 /turn move:E2-E4。
masters-promote-needs-move = `promote:` 要和走子一起用，如 /turn move:E11-E12 promote:dragon。
masters-no-offer-to-accept = 你的{ -masters-witch }没有可接受的继承提议。
masters-several-offers = 你的{ -masters-witch }有多个提议（{ $offers }）：选一个，如 { $option }:{ $first }。
masters-bad-piece = `piece:{ $value }` 不是 Masters 的棋子：用 general、puppeteer、witch、cardinal、dragon、sentinel、archer、horseman 或 scout。

masters-claim-no-puppeteer = 你已经没有可以操控的{ -masters-puppeteer }了。
masters-claim-puppeteer-held = 你在 { $puppeteer } 的{ -masters-puppeteer }被 { $side } 操控着，无法操控。
masters-claim-empty = { $target } 上没有可操控的棋子。
masters-claim-own-piece = { $target }是你自己的棋子：你只能操控 { $enemy } 的棋子。
masters-claim-already-held = 你的{ -masters-puppeteer }已经操控着{ $target }。
masters-claim-no-line = 你在 { $puppeteer } 的{ -masters-puppeteer }看不到 { $target }：它们不在同一行或同一列。
masters-claim-blocked = 你在 { $puppeteer } 的{ -masters-puppeteer }看不到 { $target }：{ $square } 的{ $blocker }挡在中间。
masters-claim-protected = { $target }在 { $cardinal } 的{ -masters-cardinal }的光环里，不能被操控。
masters-claim-no-puppeteer-start = 你已经没有可以操控的{ -masters-puppeteer }了。
masters-claim-puppeteer-held-start = 你在 { $puppeteer } 的{ -masters-puppeteer }被 { $side } 操控着，无法操控。
masters-claim-empty-start = { $target } 上没有可操控的棋子。
masters-claim-own-piece-start = { $target }是你自己的棋子：你只能操控 { $enemy } 的棋子。
masters-claim-already-held-start = 你的{ -masters-puppeteer }已经操控着{ $target }。
masters-claim-no-line-start = 你在 { $puppeteer } 的{ -masters-puppeteer }看不到 { $target }：它们不在同一行或同一列。
masters-claim-blocked-start = 你在 { $puppeteer } 的{ -masters-puppeteer }看不到 { $target }：{ $square } 的{ $blocker }挡在中间。
masters-claim-protected-start = { $target }在 { $cardinal } 的{ -masters-cardinal }的光环里，不能被操控。
masters-claim-after-move = 走完后{ $reason } 改一下走子或操控。

masters-error-game-over = 对局已结束：{ $winner } 获胜。
masters-error-no-piece = { $square } 上没有可以走的棋子。
masters-error-held = { $piece }被 { $side } 的{ -masters-puppeteer }操控着：操控结束前你不能走它。
masters-error-not-yours = { $piece }不归你走。
masters-error-witch-still = { $piece }还没有走法：她只有接受继承后才能走。
masters-error-null-move = 走子总得去个地方：从 { $square } 到 { $square } 等于没动。
masters-error-out-of-reach = { $piece }到不了 { $to }。
masters-error-out-of-reach-witch = { $piece }到不了 { $to }（她按{ $moves }的走法行动）。
masters-error-blocked = { $piece }到不了 { $to }：{ $square } 的{ $blocker }挡在中间。
masters-error-scout-blocked = { $piece }不能走到 { $to }：那里有棋子，而{ -masters-scout }只能斜向前吃子。
masters-error-scout-diagonal = { $piece }只有吃子时才能斜走，而 { $to } 是空的。
masters-error-own-piece = { $piece }不能走到 { $to }：那枚棋子归你控制。
masters-error-protected = { $piece }在 { $cardinal } 的{ -masters-cardinal }的光环里，不能被吃。
masters-error-promotion-missing = 你的{ -masters-scout }在 { $to } 到达底线：用 promote:dragon、promote:sentinel、promote:archer 或 promote:horseman 选择它变成什么，如 /move from:{ $from } to:{ $to } promote:dragon。
masters-error-promotion-not-allowed = 只有到达底线的{ -masters-scout }才能升变：把 promote: 从 { $from }-{ $to } 这步里去掉。
masters-error-no-offer = 你的{ -masters-witch }没有继承提议：去掉回答。
masters-error-not-offered = 你的{ -masters-witch }没有收到{ $piece }走法的提议；她收到的是：{ $offers }。
masters-error-forced = 你的{ -masters-witch }必须继承{ $piece }的走法（强制）：去掉回答。
masters-error-no-witch = 你的{ -masters-witch }已被吃掉：没人可以继承。

masters-rules = Masters：{ -masters-ember } 对 { -masters-frost }，10×12 的棋盘；{ -masters-ember } 先走。吃掉或操控对方全部三位首领（{ -masters-general }、{ -masters-puppeteer }、{ -masters-witch }）就赢了。
    一个回合是走子、操控，或两者都做。你的{ -masters-puppeteer }可以操控同一行或同一列、中间没有阻隔的敌方棋子；在连线断开前，那枚棋子归你控制。{ -masters-cardinal }守护周围 8 格（金点）：那里的棋子不能被吃也不能被操控。你的棋子被吃后，你的{ -masters-witch }可以在你的下一回合继承它的走法。到达底线的{ -masters-scout }会变成{ -masters-dragon }、{ -masters-sentinel }、{ -masters-archer }或{ -masters-horseman }。
    用 /rules piece:horseman 看棋子怎么走。
masters-rule-general = 将军（M6）：首领；沿 8 个方向之一直走 1 或 2 格（走 2 格时第一格必须为空）。
masters-rule-puppeteer = 傀儡师（M7、M21）：首领；向任意方向走 1 格。可操控同一行或同一列、中间没有阻隔的敌方棋子，连线断开前那枚棋子归你控制。
masters-rule-witch = 女巫（M8、M31）：没有自己走法的首领；你的棋子被吃后，她可以在你的下一回合继承它的走法，之后像那枚棋子一样走和吃。
masters-rule-cardinal = 枢机（M9、M16）：斜向滑行任意距离，守护周围 8 格（金点）：那里的棋子不能被吃也不能被操控。
masters-rule-dragon = 龙（M10）：直向或斜向滑行任意距离，可以越过己方棋子（不能越过敌方）。
masters-rule-sentinel = 哨兵（M11）：沿行或列直向滑行任意距离。
masters-rule-archer = 弓手（M11）：沿 8 个方向之一直走 1、2 或 3 格，途经空格。
masters-rule-horseman = 骑手（M12）：一个方向跳 2 格、另一个方向 1 格，可越过中间任何棋子。
masters-rule-scout = 斥候（M13、M36）：从任何格子直向前走 1 格，两格都空时可走 2 格；斜向前 1 格吃子。到达底线时变成{ -masters-dragon }、{ -masters-sentinel }、{ -masters-archer }或{ -masters-horseman }。
masters-rule-diagram = 半透明的棋子表示它能走到哪里；方括号表示它能在哪里吃子。
masters-rule-puppeteer-diagram = 对局中，不带目标的 /claim 会用你颜色的虚线圈标出{ -masters-puppeteer }能操控的每枚棋子；被操控的棋子随后带有操控方颜色的圆点。
masters-rule-cardinal-diagram = 相邻的敌人没有方括号：它在这位{ -masters-cardinal }自己的光环里，光环守护双方的棋子（M16、M17），所以{ -masters-cardinal }只能吃两格或更远的棋子。

masters-header-over = 对局结束 · { $ended }
masters-header-won = 第 { $turn } 回合 · { $side } 获胜
masters-header-to-move = 第 { $turn } 回合 · 轮到 { $side }

masters-alt-over = Masters 棋盘，第 { $turn } 回合后对局结束：{ $ended }。
masters-alt-won = 第 { $turn } 回合后的 Masters 棋盘：{ $side }（{ $player }）获胜。
masters-alt-to-move = Masters 棋盘，第 { $turn } 回合，轮到 { $side }（{ $player }）。
masters-alt-last-move = 上一步 { $move }。
masters-alt-staged-move = 暂存的走子 { $move }。
masters-alt-staged-claim = 暂存的操控 { $square }。
masters-alt-claim-targets = 可操控目标：{ $squares }。
masters-alt-no-claim-targets = 可操控目标：无。
masters-alt-holds = { $side } 操控着 { $square } 的{ $piece }。
masters-alt-protected = 受守护：{ $squares }。
masters-alt-offered = { $side } 的{ -masters-witch }收到提议：{ $offers }。
masters-alt-army = { $side }（{ $player }）：{ $army }。
masters-alt-no-pieces = { $side }（{ $player }）：没有棋子。
masters-alt-lost = { $side } 失去了：{ $pieces }。
masters-alt-witch-moves-as = { $witches }（按{ $piece }的走法行动）
masters-alt-generals = { $count ->
   *[other] { -masters-general }
} { $squares }
masters-alt-puppeteers = { $count ->
   *[other] { -masters-puppeteer }
} { $squares }
masters-alt-witches = { $count ->
   *[other] { -masters-witch }
} { $squares }
masters-alt-cardinals = { $count ->
   *[other] { -masters-cardinal }
} { $squares }
masters-alt-dragons = { $count ->
   *[other] { -masters-dragon }
} { $squares }
masters-alt-sentinels = { $count ->
   *[other] { -masters-sentinel }
} { $squares }
masters-alt-archers = { $count ->
   *[other] { -masters-archer }
} { $squares }
masters-alt-horsemen = { $count ->
   *[other] { -masters-horseman }
} { $squares }
masters-alt-scouts = { $count ->
   *[other] { -masters-scout }
} { $squares }

masters-title-general = 将军
masters-title-puppeteer = 傀儡师
masters-title-witch = 女巫
masters-title-cardinal = 枢机
masters-title-dragon = 龙
masters-title-sentinel = 哨兵
masters-title-archer = 弓手
masters-title-horseman = 骑手
masters-title-scout = 斥候
masters-diagram-general = 将军：向任意方向走 1 或 2 格；走 2 格时第一格必须为空。
masters-diagram-puppeteer = 傀儡师：向任意方向走 1 格。虚线圈：它能沿行和列操控的棋子。
masters-diagram-witch = 女巫：只按继承来的棋子（这里是{ -masters-horseman }）的走法行动，显示在她的徽章上。
masters-diagram-cardinal = 枢机：斜向滑行；光环守护周围 8 格。
masters-diagram-dragon = 龙：向 8 个方向滑行，越过己方棋子，直到第一个敌人。
masters-diagram-sentinel = 哨兵：沿行和列滑行。
masters-diagram-archer = 弓手：向任意方向走 1 到 3 格。
masters-diagram-horseman = 骑手：跳 2 + 1，可越过任何棋子。
masters-diagram-scout = 斥候：向前 1 或 2 格；斜向前 1 格吃子；到底线升变。

## /help：用一行说明游戏的命令。
masters-help = Masters：一回合是一步走子、一次操控，或两者都有：私下暂存，查看预览，然后 /endturn。
