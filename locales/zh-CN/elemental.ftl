# Chinese, Simplified (zh-CN). Glossary: loadout = 配装, element = 元素, augmentor = 强化能力, offense = 进攻能力, temporal = 时间能力, slot = 槽位, lock in = 锁定, turn = 回合, move = 走子（第 N 回合）, ply = 步, piece = 棋子, square = 格, capture = 吃子, remove = 移除, rank (of a piece) = 等级, stage = 暂存, knockback = 击退, White/Black = 白方/黑方, pawn/knight/bishop/rook/queen/king = 兵/马/象/车/后/王, check = 将军, checkmate = 将死, stalemate = 逼和, draw = 和棋.
# Elemental chess 的用语：回合、拒绝、规则和图片。元素和能力名称是专有名称，保持英文（Fire、Side Step、Double Kill …）。

## Sides, pieces, facings.
-elemental-white = 白方
-elemental-black = 黑方
elemental-side-white = { -elemental-white }
elemental-side-black = { -elemental-black }
-elemental-pawn = 兵
-elemental-knight = 马
-elemental-bishop = 象
-elemental-rook = 车
-elemental-queen = 后
-elemental-king = 王
elemental-piece-pawn = { -elemental-pawn }
elemental-piece-knight = { -elemental-knight }
elemental-piece-bishop = { -elemental-bishop }
elemental-piece-rook = { -elemental-rook }
elemental-piece-queen = { -elemental-queen }
elemental-piece-king = { -elemental-king }
## The same names starting a sentence.
elemental-piece-pawn-start = 兵
elemental-piece-knight-start = 马
elemental-piece-bishop-start = 象
elemental-piece-rook-start = 车
elemental-piece-queen-start = 后
elemental-piece-king-start = 王
elemental-facing-north = 北
elemental-facing-east = 东
elemental-facing-south = 南
elemental-facing-west = 西

## Elements and abilities (proper names, English everywhere).
-elemental-fire = Fire
-elemental-water = Water
-elemental-earth = Earth
-elemental-air = Air
-elemental-lightning = Lightning
-elemental-light = Light
-elemental-shadow = Shadow
-elemental-side-step = Side Step
-elemental-block-piece = Block Piece
-elemental-quantum-step = Quantum Step
-elemental-stalwart = Stalwart
-elemental-belligerent = Belligerent
-elemental-indomitable = Indomitable
-elemental-double-kill = Double Kill
-elemental-quantum-kill = Quantum Kill
-elemental-chain-kill = Chain Kill
-elemental-poisonous-meat = Poisonous Meat
-elemental-do-over = Do-Over
-elemental-resurrection = Resurrection
-elemental-temporal-lock = Temporal Lock
-elemental-schrodingers-laugh = Schrödinger's Laugh
-elemental-sturdy = Sturdy
-elemental-bastion = Bastion
-elemental-mist-shroud = Mist Shroud
-elemental-blaze-rush = Blaze Rush
-elemental-flood-wake = Flood Wake
-elemental-sadist-streak = Sadist Streak
-elemental-raijin = Raijin
elemental-element-fire = { -elemental-fire }
elemental-element-water = { -elemental-water }
elemental-element-earth = { -elemental-earth }
elemental-element-air = { -elemental-air }
elemental-element-lightning = { -elemental-lightning }
elemental-element-light = { -elemental-light }
elemental-element-shadow = { -elemental-shadow }
elemental-augmentor-side-step = { -elemental-side-step }
elemental-augmentor-block-piece = { -elemental-block-piece }
elemental-augmentor-quantum-step = { -elemental-quantum-step }
elemental-augmentor-stalwart = { -elemental-stalwart }
elemental-augmentor-belligerent = { -elemental-belligerent }
elemental-augmentor-indomitable = { -elemental-indomitable }
elemental-offense-double-kill = { -elemental-double-kill }
elemental-offense-quantum-kill = { -elemental-quantum-kill }
elemental-offense-chain-kill = { -elemental-chain-kill }
elemental-offense-poisonous-meat = { -elemental-poisonous-meat }
elemental-temporal-do-over = { -elemental-do-over }
elemental-temporal-resurrection = { -elemental-resurrection }
elemental-temporal-temporal-lock = { -elemental-temporal-lock }
elemental-temporal-schrodingers-laugh = { -elemental-schrodingers-laugh }
elemental-sturdy-name = { -elemental-sturdy }
elemental-mist-shroud-name = { -elemental-mist-shroud }
elemental-flood-wake-name = { -elemental-flood-wake }
elemental-sadist-streak-name = { -elemental-sadist-streak }
elemental-raijin-name = { -elemental-raijin }
elemental-blaze-double-kill = { -elemental-blaze-rush } 的 { -elemental-double-kill }
elemental-blaze-quantum-kill = { -elemental-blaze-rush } 的 { -elemental-quantum-kill }
elemental-empty-slot = 空槽位
elemental-slot-augmentor = 强化能力
elemental-slot-offense = 进攻能力
elemental-slot-temporal = 时间能力

## What removed a piece or blocked a capture, with its rule.
elemental-by-double-kill = { -elemental-double-kill }（E32）
elemental-by-quantum-kill = { -elemental-quantum-kill }（E32）
elemental-by-poisonous-meat = { -elemental-poisonous-meat }（E32）
elemental-by-blaze-double-kill = { -elemental-blaze-rush } 的 { -elemental-double-kill }（E10）
elemental-by-blaze-quantum-kill = { -elemental-blaze-rush } 的 { -elemental-quantum-kill }（E10）
elemental-by-sadist-streak = { -elemental-sadist-streak }（E24）
elemental-by-flood-wake = { -elemental-flood-wake }（E11）
elemental-blocker-cone = { -elemental-block-piece }（E25）
elemental-blocker-stalwart = { -elemental-stalwart }（E28）
elemental-blocker-belligerent = { -elemental-belligerent }（E29）
elemental-blocker-sturdy = { -elemental-sturdy }（E14）
elemental-blocker-solid = 无法穿过的棋子（E3、E62）
elemental-blocker-solid-short = 无法穿过的棋子

## Loadouts. $element, $army, $slots, $first… are names of elements and abilities; $square a square.
elemental-loadout = { $element }；全军：{ $army }
elemental-loadout-piece = ；{ $square }：{ $slots }
elemental-no-slots = 无槽位
elemental-slots-one = { $first }
elemental-slots-two = { $first }、{ $second }
elemental-slots-three = { $first }、{ $second }、{ $third }
elemental-concealed = ；隐藏（E12）：{ $parts }
elemental-code = { $code }
elemental-name = { $player }
elemental-nothing = {""}
elemental-none = 无
elemental-not-chosen = 未选择
elemental-player-side = { $player }（{ $side }）
elemental-choose-loadout = 选择配装

## Setting up.
elemental-game-on = 对局开始：{ $white }（{ -elemental-white }）对 { $black }（{ -elemental-black }），Elemental chess。首先你们各自秘密选择配装：为你的军队选一个元素和一个强化能力（E4）。点“选择配装”，或输入 /loadout element:… augmentor:…。双方都锁定之前，谁也看不到对方的配装。
elemental-choose-first = 先选择你的配装：点“选择配装”，或输入 /loadout element:earth augmentor:block-piece（E4）。
elemental-opponent-choosing = 对手还在选择配装；对手锁定后对局开始（E6）。
elemental-loadouts-cannot-change = 双方配装都已锁定，对局中不能更改（E6）。用 /game 查看。
elemental-locked-in-already = 你已经锁定了配装；双方都锁定后对局开始（E6）。
elemental-element-first = 先选一个元素（/loadout element:earth，或点“选择配装”）。
elemental-not-a-choice-here = “{ $value }”在这里不可选。
elemental-not-my-menu = 那不是本机器人的菜单。
elemental-holds-none-of-your-pieces = 开局时 { $square } 上没有你的棋子。
elemental-only-lightning-add-element = 只有 Lightning（Overload，E18）能为每枚棋子单独选槽位：加上 element:lightning。
elemental-only-lightning-per-piece = 只有 Lightning（Overload，E18）能为每枚棋子单独选槽位。
elemental-not-in-the-game-yet-named = { $name } 还没加入游戏；/rules game:elemental 列出了已有的内容。
elemental-loadout-pair = 这套配装中有两个能力相互依赖（E51）。
elemental-not-a-loadout = 那不是配装。
elemental-draft = 元素：{ $element } · 强化能力：{ $augmentor } · 进攻能力：{ $offense } · 时间能力：{ $temporal }
elemental-draft-per-piece = {" "}· 每枚棋子：{ $pieces }
elemental-set-only-you = 已设置（只有你能看到）。
elemental-lock-in-lightning = 用 /loadout element:lightning 加上全军的槽位来锁定。
elemental-you-locked-in = 你锁定了：
elemental-only-you-see-it = 双方都锁定前只有你能看到（E6）。
elemental-both-locked-in = 双方配装都已锁定（E6）。
elemental-moves-first = { $player }（{ $side }）先走。棋盘上的徽记、标记和圆点：/rules piece:board。
elemental-moves-first-how = { $player }（{ $side }）先走：/move from:e2 to:e4。棋盘上的徽记、标记和圆点：/rules piece:board。
elemental-locked-in-waiting = { $player }（{ $side }）已锁定配装；正在等待 { $other }。

## /game and the status line.
elemental-game-over = 对局结束：
elemental-choosing-loadouts-waiting = 正在选择配装：等待 { $players }。
elemental-status = 第 { $number } 回合 · 轮到{ $side }（{ $player }）走。
elemental-describe-players = Elemental chess：{ $white }（{ -elemental-white }）对 { $black }（{ -elemental-black }）。
elemental-locked-in = 已锁定：
elemental-your-loadout = 你的配装（双方都锁定前只有你能看到）：
elemental-has-locked-in = { $player } 已锁定配装。
elemental-still-choosing = { $player } 还在选择。
elemental-in-check = { $side }被将军。
elemental-has-lost = { $side }失去了：{ $pieces }。
elemental-position = 局面：`{ $fen }`
elemental-seed-shown = 生成器种子：{ $seed }（SplitMix64，E41）：可以用它重现击退。
elemental-seed-hidden = 击退由本局带种子的随机生成器抽取；种子在对局结束前保持隐藏（E41）。
elemental-loadouts-shown-at-end = 对局已结束，现在公开配装（E99）：
elemental-had-not-locked-in = { $player }（{ $side }）没有锁定配装。

## The record. $turn and $loadout are notation.
elemental-record-tried = 尝试 { $turn }：被隐藏的能力阻止，该能力已公开（E53）
elemental-record-stopped = 被隐藏能力阻止的回合；该能力已公开（E53）
elemental-record-locked-in-own = 锁定了 { $loadout }（只有你能看到）
elemental-record-locked-in = 锁定了 { $loadout }
elemental-record-locked-in-water = 锁定了 Water 配装（隐藏，E12）

## Refusals of a command's options. $value is what was typed.
elemental-not-one-to-choose = `{ $key }:{ $value }` 不可选：用 { $choices }。
elemental-not-a-list-of-steps = `{ $option }:{ $value }` 不是步骤列表：按顺序给出一到三个格，Quantum Step 在前，如 { $option }:f4、{ $option }:f4,g5 或 { $option }:b4,a4,b5（E93）。
elemental-not-a-facing = `{ $option }:{ $value }` 不是朝向：用 north、east、south 或 west，或写成“格=方向”，如 { $option }:e2=north。
elemental-not-a-returned-piece = `res:{ $value }` 不是要复活的棋子：给出棋子和格，如 knight@b1。
elemental-not-raijins-capture = `rj:{ $value }` 不是 Raijin 的吃子：给出一个格，如 f5 或 f8=q,dk:g7。
elemental-not-a-square = “{ $value }”不是格：用列 a–h 和行 1–8，如 e4。
elemental-move-to-another-square = 走子必须走到另一个格。
elemental-not-a-promotion = `promote:{ $value }` 不可选：用 queen、rook、bishop 或 knight。
elemental-a-facing-is = 朝向是 north、east、south 或 west。
elemental-not-your-turn = 现在轮到 { $player }（{ $side }）：等对方走完。
elemental-turn-needs-a-move = 一个回合需要走子，如 /turn move:e2-e4。
elemental-nothing-staged = 你没有暂存的走子：用 /move 暂存，或用 /turn move:e2-e4 一次走完。

## A turn: the channel's line, its events, the ending. $on is "on e5" (elemental-on).
elemental-on = { $square } 的
elemental-on-also = { $square }（也在 { $other }）的
elemental-turn-line = 第 { $number } 回合 · { $side }（{ $player }）：{ $turn }
elemental-story-takes = { $piece }吃掉 { $on }{ $victim }
elemental-story-moves = { $piece } { $from }-{ $to }
elemental-story-castles-king-side = 王翼易位
elemental-story-castles-queen-side = 后翼易位
elemental-story-captured = 吃掉 { $on }{ $piece }
elemental-story-promotes = 在 { $square } 升变为{ $piece }
elemental-story-blocked = { $attacker }吃不掉 { $on }{ $defender }：{ $by }
elemental-story-sturdy-used = { -elemental-sturdy } 保住了 { $on }棋子
elemental-story-knocked-back = { -elemental-bastion } 将其击退到 { $to }
elemental-story-knocked-back-also = { -elemental-bastion } 将其（也在 { $other }）击退到 { $to }
elemental-story-removed = { $by } 移除了 { $on }{ $piece }
elemental-story-sturdy-saved = { -elemental-sturdy } 让 { $on }{ $piece }躲过了 { $by }
elemental-story-resurrected = { -elemental-resurrection } 让{ $piece }回到 { $square }
elemental-story-locked = { -elemental-temporal-lock } 锁住了 { $on }{ $piece }
elemental-story-passed = { $side }停一手，所有走法都被锁定
elemental-story-marked = { -elemental-sadist-streak } 标记了 { $on }{ $piece }
elemental-story-raijin-takes = { -elemental-raijin } 吃掉 { $on }{ $piece }
elemental-story-do-over = { -elemental-do-over }！棋盘回退 { $plies } 步
elemental-story-blinded = Blinding：下一步由{ $side }走
elemental-story-stopped = { $piece }无法越过 { $square } 的棋子
elemental-story-revealed = { $side }的 { $ability } 已公开
elemental-story-stepped = 走一步到 { $square }
elemental-story-swapped = { -elemental-quantum-step } 与 { $square } 的棋子交换
elemental-event-moved = { $side }{ $piece } { $from }-{ $to }。
elemental-event-castled-king-side = { $side }王翼易位。
elemental-event-castled-queen-side = { $side }后翼易位。
elemental-event-captured = { $on }{ $side }{ $piece }被吃。
elemental-event-promoted = { $square } 的兵升变为{ $piece }。
elemental-event-promoted-displaced = 被挤到 { $square } 的兵升变为后（E50）。
elemental-event-stopped = { $from } 的{ $piece }无法越过 { $square } 的棋子：那枚棋子无法穿过，所以{ $piece }留在原地，回合结束（E3、E62）。
elemental-event-revealed = { $side }隐藏的 { $ability } 已公开（E12）。
elemental-event-blocked = { $from } 的{ $attacker }吃不掉 { $on }{ $defender }：被 { $by } 挡住，吃子没有发生（E30）。
elemental-event-sturdy-used = { $on }棋子幸存：它的 { -elemental-sturdy } 已用掉（E14）。
elemental-event-knocked-back = { -elemental-bastion } 将进攻的棋子从 { $from } 击退到 { $to }（E13）。
elemental-event-knocked-back-also = { -elemental-bastion } 将进攻的棋子（也在 { $other }）从 { $from } 击退到 { $to }（E13）。
elemental-event-knockback-cancelled = 为 { $square } 上进攻的棋子抽出的击退会让己方的王暴露，所以它留在原地（E40）。
elemental-event-stepped = 它从 { $from } 走一步到 { $to }。
elemental-event-swapped = { -elemental-quantum-step }：它与 { $with } 的己方棋子交换位置，站到那里；那枚己方棋子去到 { $from }（E27）。
elemental-event-poisoned = { -elemental-poisonous-meat }：{ $on }{ $piece }吃了有毒的{ $victim }（E32）。
elemental-event-removed = { $by } 移除了 { $on }{ $side }{ $piece }。
elemental-event-sturdy-saved = { $on }{ $piece }躲过了 { $by }：它的 { -elemental-sturdy } 已用掉（E14）。
elemental-event-resurrected = { -elemental-resurrection } 让{ $side }的{ $piece }回到 { $square }（E35）。
elemental-event-locked = { -elemental-temporal-lock }：{ $on }{ $side }{ $piece }在该方接下来的 2 个回合内不能走（E36）。
elemental-event-marked-second = { -elemental-sadist-streak } 标记了 { $on }{ $side }{ $piece }：从现在起该方的第二个回合，它会被移除，届时与它相邻的所有同方棋子也一并移除（E24）。
elemental-event-marked-third = { -elemental-sadist-streak } 标记了 { $on }{ $side }{ $piece }：从现在起该方的第三个回合，它会被单独移除（E24）。
elemental-event-raijin = { -elemental-raijin }：Quantum Step 之后，{ $from } 的棋子在 { $to } 再吃一次子（E19）。
elemental-event-do-over = { -elemental-do-over }！{ $side }的{ $piece }触发了它：本回合作废，棋盘回退 { $plies } 步（E34）。
elemental-event-blinded = Blinding：下一步由{ $side }走（E21）。
elemental-event-passed = { $side }停一手：所有可走的走法都被锁定（E36）。
elemental-event-faced = { $square } 的 { -elemental-block-piece } 现在朝{ $facing }。
elemental-event-decided = { $side }此前隐藏的 { $ability } 让{ $other }没有合法的回合可走（E97）。
elemental-event-checkmate = 将死：{ $side }获胜。
elemental-event-stalemate = 逼和：和棋（E1）。
elemental-event-seventy-five-moves = 按 75 回合规则和棋：连续 150 步没有吃子、移除、Sturdy 触发或兵的移动（E1）。
elemental-event-fivefold = 和棋：同一局面第五次出现（E1）。
elemental-decided-by = ：{ $side }的 { $abilities }（隐藏，E12）让{ $other }没有合法的回合可走（E97）
elemental-wins-by-checkmate = { $player }（{ $side }）将死获胜{ $decided }。
elemental-checkmate-line = 将死！{ $result }
elemental-drawn-by-stalemate = 逼和，和棋（E1）{ $decided }。
elemental-drawn-by-seventy-five-moves = 按 75 回合规则和棋（E1）。
elemental-drawn-by-fivefold = 五次重复局面，和棋（E1）。
elemental-rejected = { $player }（{ $side }）选的回合会被隐藏的能力阻止（E53）：
elemental-no-other-legal-turn = { $side }没有其他合法的回合可走。
elemental-plays-another-turn = { $side }改走另一个回合。

## A staged turn's preview. $by is what blocks (elemental-blocker-…), $directions a count.
elemental-staged = 已暂存：{ $turn }。图片在棋盘上标出了它：起点格变暗，棋子落点显示虚影，被吃的棋子加括号，经过的格标圆点。按“结束回合”（或 /endturn）走出，按“撤销”（/undo）重来。
elemental-this-turn = 本回合：
elemental-blocked-sturdy = 吃子被挡：你的{ $attacker }吃不掉 { $square } 的{ $victim }；{ $by } 阻止了它（E30）。{ $victim }的 Sturdy 被用掉，你的{ $attacker }留在 { $from }，你的回合结束。
elemental-blocked-bastion = 吃子被挡：你的{ $attacker }吃不掉 { $square } 的{ $victim }；{ $by } 阻止了它（E30）。Bastion 会击退你的{ $attacker }（E13）：{ $directions } 个方向之一、1–3 格，在你结束回合时抽取；会让你的王暴露的落点将被取消（E40）。

## The picture's header.
elemental-headline-move = 第 { $number } 回合 · 轮到{ $side }
elemental-headline-checkmate = 将死 · { $side }获胜
elemental-headline-stalemate = 逼和 · 和棋
elemental-headline-seventy-five-moves = 75 回合规则 · 和棋
elemental-headline-fivefold = 五次重复局面 · 和棋
elemental-headline-choosing = 正在选择配装
elemental-headline-ended = 对局结束 · { $ended }

## /rules.
elemental-kind-elements = 元素
elemental-kind-augmentors = 强化能力
elemental-kind-offense = 进攻能力
elemental-kind-temporal = 时间能力
elemental-coming-later = 即将推出：{ $names }。
elemental-not-in-the-game-yet = （尚未加入游戏。）
elemental-rules = Elemental chess：每支军队带一套秘密配装的国际象棋（有王车易位、吃过路兵、升变；将死获胜；逼和、75 回合规则和五次重复局面为和棋，E1）。
    第一步之前，每位玩家各选一个元素，以及强化能力、进攻能力和时间能力各一个；每枚棋子都带有它们（E4）。双方都锁定之前，谁也看不到对方的配装（E6）。
    将军按走法规则计算所有吃子，包括会被能力挡住的吃子（E1a）；被挡的吃子只有产生效果时才合法：用掉 Sturdy，或 Bastion 击退（E30）。
    一个回合：/move from: to: [promote:] [chain:c3 Chain Kill] [dk:g7 Double Kill] [qk:a7 Quantum Kill] [bdk: bqk: Blaze Rush] [res:knight@b1 Resurrection] [lock:d7 Temporal Lock] [then:f4,g5 用于 Side Step、Tailwind 或 Quantum Step；then:b4,a4,b5 为一次 Quantum Step 加两步，E93] [rj:f5 之后 Raijin 的吃子] [laugh:yes 在 to: 上 Schrödinger's Laugh] [face:e2=north Block Piece 的朝向]，先私下预览，再 /endturn。能力按 E38 的顺序生效。
elemental-rules-see-one = 单独查看：/rules game:elemental piece:earth（或 block-piece、double-kill、knight …）；棋盘上的徽记、标记和圆点：piece:board。
elemental-rules-piece = { $piece }的走法与国际象棋相同（E1）；比较能力时它的等级是 { $rank }（E2）。虚影表示它能走到的格，括号表示它能吃子的格。
elemental-rules-unknown = `piece:{ $piece }` 不是 Elemental chess 的棋子、元素或能力：试试 knight、earth、block-piece 或 double-kill。
elemental-reading-the-board = 看懂 Elemental 棋盘：每枚棋子的元素徽记在左下角（Fire 三角形、Water 水滴、Earth 方块、Air 圆环、Lightning 闪电、Light 星星、Shadow 新月）；强化能力的字母在右上角（Ss Side Step、Qs Quantum Step、St Stalwart、Be Belligerent、In Indomitable；Block Piece 则用箭头显示朝向，E25）；右下角的棕色圆点是 Earth 棋子尚未用掉的 Sturdy（E14）。带数字和圆点的斜线格是焦土格：数字是它挡住的等级，圆点是 Fire 剩余的回合（E9）；挂锁是 Temporal Lock 及其剩余回合（E36）；准星是 Sadist 标记（E24）；相连的圆环是 Schrödinger 棋子的两个格（E37）。仍隐藏的配装在标题栏显示为 ?（E12）。在私下预览中，移动棋子的格变暗，虚影表示落点，括号标出被吃的棋子，圆点标出经过的格。
elemental-about-fire = Scorch：你的棋子离开的格，在你接下来的 3 个回合内挡住等级更低的敌方棋子（Water 除外）；Blaze Rush：吃子后额外一次 Double Kill 或 Quantum Kill，对 Earth 两者都有（E9–E10）。
elemental-about-water = Flood Wake：被 Do-Over 撤回的那几步中你方吃掉的棋子仍然移除；Mist Shroud：每枚棋子都有 Quantum Step，并且在各能力首次生效前，你的配装对对手隐藏（E11–E12）。
elemental-about-earth = Bastion：180° 的 Block Piece 扇形和按种子抽取的击退；Sturdy：挺过第一次被吃（E13–E14）。
elemental-about-air = Gale Lift 可穿过棋子，Tailwind 额外走 2 步，Scatter Shot 让兵横向吃子（E15–E17）。
elemental-about-lightning = Overload：为每枚棋子单独选槽位（E18）；Raijin：Quantum Kill 无视 Indomitable，Quantum Step 之后该棋子可以再吃一次子（E19）。
elemental-about-light = Radiant Vision：远程棋子可隔着第一个阻挡的棋子将军；Light Speed：你吃子时先判定 Sturdy（E20、E22）。
elemental-about-shadow = Anarchist Streak：所有能力中的等级比较都被忽略，对双方都是如此（E23）；Sadist Streak：你的 Poisonous Meat 会标记吃掉它的棋子，该棋子在它那方的两个回合后被移除，期间走到它旁边的同方棋子也一并移除（E24）。
elemental-about-side-step = 走子后，该棋子可以再走 1 格到相邻的空格（E26）。
elemental-about-block-piece = 来自其 90° 扇形内的吃子会被挡住；用 face: 改变朝向（E25）。
elemental-about-quantum-step = 走子后，该棋子可以与相邻的、等级更低的己方棋子交换位置，或瞬移到相邻的空格（E27）。
elemental-about-stalwart = 等级更低的棋子吃不掉它（E28）。
elemental-about-belligerent = 等级更高的棋子吃不掉它（E29）。
elemental-about-indomitable = 不受能力移除；无法被穿过（E31、E3）。
elemental-about-double-kill = 吃子后，移除被吃棋子旁边一枚等级不高于被吃棋子的敌方棋子（E32）。
elemental-about-quantum-kill = 每回合一次，吃子后移除任意一枚等级不高于被吃棋子的敌方棋子；有 Lightning 时，Indomitable 的也能移除（E32、E19）。
elemental-about-chain-kill = 从一串相邻己方棋子的末端吃子，就像站在那里一样（E33）；与 Air 搭配时还获得 Quantum Step（E16）。
elemental-about-poisonous-meat = 吃掉它的更高等级棋子也会被移除，王和 Indomitable 除外（E32）。
elemental-about-do-over = 每枚棋子一次：它被吃或被移除时，本回合作废，并撤回最后两步（E34）。
elemental-about-resurrection = 它吃子后，让你一枚等级不高于被吃棋子的已失棋子回到你的底部两行（E35）。
elemental-about-temporal-lock = 每枚棋子一次，走子后锁定一枚敌方棋子（王除外），持续该方接下来的 2 个回合（E36）。
elemental-about-schrodingers-laugh = 每枚棋子一次（王除外），不走子，而是把自己复制到相邻的空格：一枚棋子占两个格，必须一起吃掉（E37）。


## Choosing a turn or a loadout step by step. $square a square; $piece a
## piece's name (elemental-piece-…); $facing a facing (elemental-facing-…);
## $side a side; $slot the slot's key as typed (augmentor, offense, temporal).
elemental-a-piece = 棋子
elemental-choice-pass = 停一手：所有走法都被锁定（E36）
elemental-choice-piece = { $square } · { $piece }
elemental-choice-laugh = { -elemental-schrodingers-laugh }：复制到那里（E37）
elemental-choice-promote = 升变为{ $piece }
elemental-choice-chain = { -elemental-chain-kill }：从 { $square } 吃子（E33）
elemental-choice-double-kill = { -elemental-double-kill }：{ $square }
elemental-choice-quantum-kill = { -elemental-quantum-kill }：{ $square }
elemental-choice-blaze-double-kill = { -elemental-blaze-rush } 的 { -elemental-double-kill }：{ $square }
elemental-choice-blaze-quantum-kill = { -elemental-blaze-rush } 的 { -elemental-quantum-kill }：{ $square }
elemental-choice-resurrection = { -elemental-resurrection }：{ $piece }回到 { $square }
elemental-choice-group-return = 复活一个{ $piece }
elemental-choice-lock = { -elemental-temporal-lock }：{ $square }
elemental-choice-then = 再走到 { $square }
elemental-choice-and-on = 接着走到 { $square }
elemental-choice-raijin = { -elemental-raijin } 的吃子：{ $square }
elemental-choice-its-chain = 它的 { -elemental-chain-kill }：从 { $square } 吃子
elemental-choice-its-double-kill = 它的 { -elemental-double-kill }：{ $square }
elemental-choice-its-quantum-kill = 它的 { -elemental-quantum-kill }：{ $square }
elemental-choice-its-resurrection = 它的 { -elemental-resurrection }：{ $piece }回到 { $square }
elemental-choice-face = 让 { $square } 的{ $piece }朝{ $facing }
elemental-choice-group-face = 调整 { $square } 的朝向
elemental-choice-no-slot = { $slot ->
    [augmentor] 不选强化能力
    [offense] 不选进攻能力
   *[temporal] 不选时间能力
}
elemental-choice-overload = { $square } 棋子的专属槽位（Overload，E18）
elemental-choice-group-overload = Overload
elemental-so-far-face = { $square } 朝{ $facing }
elemental-legend-step = 走子后额外走的一步，或 { -elemental-quantum-step } 的格（E16、E26、E27、E93）
elemental-legend-chain = { -elemental-chain-kill }：从哪枚己方棋子那里吃子（E33）
elemental-legend-double-kill = { -elemental-double-kill }：被吃格旁边要移除的敌方棋子
elemental-legend-quantum-kill = { -elemental-quantum-kill }：要移除的敌方棋子
elemental-legend-blaze = { -elemental-blaze-rush }：额外移除的目标（E10）
elemental-legend-resurrection = { -elemental-resurrection }：棋子回到的格
elemental-legend-lock = { -elemental-temporal-lock }：要锁住的敌方棋子（E36）
elemental-legend-raijin = { -elemental-raijin }：{ -elemental-quantum-step } 之后的吃子（E19）
elemental-legend-facing = { -elemental-block-piece }：让棋子转向另一个方向（E25）
elemental-prompt-piece = 选一枚要走的棋子。
elemental-prompt-where = 选择走到哪里。
elemental-prompt-face-or-end = 调整 { -elemental-block-piece } 的朝向（带标记的棋子），或点“结束回合”。
elemental-prompt-ability-face-or-end = 添加能力的选择，或调整 { -elemental-block-piece } 的朝向（图例说明了各个标记的含义），或点“结束回合”。
elemental-prompt-ability-or-end = 添加能力的选择（图例说明了各个标记的含义），或点“结束回合”。
elemental-prompt-end = 点“结束回合”走出。
elemental-prompt-promote = 选择兵升变为什么。
elemental-prompt-abilities = 选择本回合的能力怎么用。
elemental-prompt-lock-passed = （{ -elemental-temporal-lock } 要在额外走步之前选择，E38：点“撤回”回去选。）
elemental-prompt-element = 选择你军队的元素（双方都锁定前只有你能看到，E6）。
elemental-prompt-augmentor = 选择一个强化能力。
elemental-prompt-offense = 选择一个进攻能力。
elemental-prompt-temporal = 选择一个时间能力。
elemental-prompt-lock-in = 点“结束回合”锁定你的配装。
elemental-prompt-lock-in-or-overload = 点“结束回合”锁定，或给某枚棋子单独的槽位（Overload，E18）。
elemental-choices-over = 对局已结束。
elemental-choices-not-your-turn = 现在轮到{ $side }，不是你。
elemental-choices-stale = 这些选择在这里已经组不成回合了：重新开始吧。
elemental-loadout-locked-already = 你的配装已经锁定；对手锁定后对局开始。
elemental-loadout-choices-stale = 这些选择已经组不成配装了：重新开始吧。

## Autocomplete's suggestions. $value is the value filled in (notation).
elemental-suggest-piece = { $square } · { $side }{ $piece }
elemental-suggest-swap = { $value } · { -elemental-quantum-step } 交换
elemental-suggest-step = { $value } · 走一步
elemental-suggest-raijin = { $value } · { -elemental-raijin } 的吃子
elemental-suggest-return = { $value } · 复活失去的{ $piece }
elemental-suggest-face = { $square } { $piece }朝{ $facing }

## /help：用一行说明游戏的命令。
elemental-help = Elemental chess：先选择你的秘密配装（“选择配装”，或 /loadout element:… augmentor:…；{ -elemental-lightning } 用 /loadout piece:e2 … 逐个设置棋子）；然后每回合是一次 /move（能力的选择用 chain:、dk:、qk:、bdk:、bqk:、res:、lock:、rj:、laugh:，额外步用 then:，{ -elemental-block-piece } 的朝向用 face:），私下暂存，再用 /endturn 走出；或者用 /turn move:e2-e4。

## Alt text of the board picture (what a screen reader says). $white and
## $black are elemental-alt-player; $loadout a loadout in words (or
## elemental-alt-loadout-not-shown); $parts what is concealed; $headline the
## header's line; $groups a side's pieces (elemental-alt-group each);
## $squares squares in notation; $n a count; $facing a facing.
elemental-alt-board = Elemental chess 棋盘：{ $white } 对 { $black }。
elemental-alt-player = { $player }（{ $side }，{ $loadout }）
elemental-alt-loadout-not-shown = 配装尚未公开
elemental-alt-concealed = { $loadout }；隐藏：{ $parts }
elemental-alt-headline = { $headline }。
elemental-alt-in-check = { $side }被将军。
elemental-alt-last-move = 上一步 { $move }。
elemental-alt-group = { $n ->
   *[other] { $piece } { $squares }
}
elemental-alt-pieces = { $side }：{ $groups }。
elemental-alt-no-pieces = { $side }：没有棋子。
elemental-alt-faces = { $square } 朝{ $facing }
elemental-alt-block-pieces = { $side }的 { -elemental-block-piece } 棋子朝{ $facing }。
## $except the pieces turned another way (elemental-alt-faces each).
elemental-alt-block-pieces-except = { $side }的 { -elemental-block-piece } 棋子朝{ $facing }，除了 { $except }。
elemental-alt-sturdy-used = { $side }：{ $squares } 的 { -elemental-sturdy } 已用掉。
elemental-alt-staged = 已暂存，尚未走出：{ $parts }。
elemental-alt-leaves = 离开 { $squares }
elemental-alt-landed = { $square }（{ $side }{ $piece }）
elemental-alt-lands = 落在 { $landed }
elemental-alt-takes = 吃掉 { $squares }
elemental-alt-passes = 经过 { $squares }
elemental-alt-options = 标记为可选：{ $squares }。
elemental-alt-scorched = { $square } 是焦土格（等级 { $rank }，{ $n ->
   *[other] 还剩 { $n } 个回合
}）。
elemental-alt-locked = { $square } 被锁定（{ $n ->
   *[other] 还剩 { $n } 个回合
}）。
elemental-alt-marked = { $square } 有标记。
elemental-alt-linked = { $square } 和 { $with } 是同一枚棋子（{ -elemental-schrodingers-laugh }）。

## A piece's /rules diagram: its header and alt text. $piece a piece's name
## (elemental-piece-…-start in the header); $square where it stands; $moves
## and $captures squares.
elemental-diagram-headline = { $square } 上的{ $piece }
elemental-diagram-alt = { $square } 上的{ $piece }的示意图（E1）：虚影表示它能走到的格（{ $moves }）。
elemental-diagram-alt-captures = { $square } 上的{ $piece }的示意图（E1）：虚影表示它能走到的格（{ $moves }），括号表示它能吃子的格（{ $captures }）。

## Why a turn is refused (typed errors of the rules crate). $square, $from, $to, $given, $option, $again, $steps and $turn are notation;
## $piece a piece (elemental-piece-…, or -start at the head of a sentence); $side the mover and $owner the piece's side (elemental-side-…);
## $blocker what blocks a capture (elemental-blocker-…); $ability an ability with what it may choose (elemental-turn-choice-…), $first and $second
## abilities' names; $offered and $allowed lists of notation; $n a count (turns left, or how many choices are listed); $rank a piece's rank.
elemental-turn-game-over = 对局已结束。
elemental-turn-refaced-twice = { $square } 的朝向被调整了两次。
elemental-turn-no-block-piece = 你在 { $square } 的{ $piece }没有 { -elemental-block-piece }，不能调整朝向（E25）。
elemental-turn-nothing-to-face = { $square } 上没有你可以调整朝向的棋子（E25）。
elemental-turn-pass-not-allowed = 只有当你所有的走法都被锁定时才能停一手（E36）。
elemental-turn-no-laugh = 不能从 { $from } 向 { $to } 使用 Laugh：{ -elemental-schrodingers-laugh }（E37）每枚棋子只能用一次，王和被锁定的棋子不能用，而且只能复制到该棋子可以放置的相邻空格。
elemental-turn-no-piece = { $square } 上没有棋子。
elemental-turn-not-yours = { $square } 的{ $piece }属于{ $owner }；你是{ $side }。
elemental-turn-locked = 你在 { $square } 的{ $piece }受到 { -elemental-temporal-lock }，在你接下来的 { $n ->
       *[other] { $n } 个回合
    }内不能走（E36）。
elemental-turn-blocked-in-check = 这次吃子会被 { $blocker }挡住，并让你的王仍被将军（E40）。
elemental-turn-blocked-without-effect = 这次吃子会被 { $blocker }挡住且没有任何效果，所以不允许（E30、E42）。
elemental-turn-king-unsafe = { $piece } { $from }-{ $to } 会让你的王被将军，或经过受攻击的格（E1b、E44）。
elemental-turn-scorched = { $square } 是焦土格：等级 { $rank } 的焦土标记还会持续 { -elemental-fire } 一方的 { $n ->
       *[other] { $n } 个回合
    }，把你的{ $piece }挡在那里（E9）。
elemental-turn-cannot-go = { $from } 的{ $piece }不能走到 { $to }。
elemental-turn-no-choice = 不允许 { $option }:{ $given }：这步走子之后，{ $ability } 没有可选的目标。
elemental-turn-not-offered = 不允许 { $option }:{ $given }：{ $ability }{ $n ->
       *[other] 只能选 { $offered }
    }。
elemental-turn-named-twice = { $option }:{ $square } 和 { $again }:{ $square } 指向同一枚棋子：就你所见，你的 { $first } 会移除它，所以 { $second } 不能再指向它；只有被移除后仍留在棋盘上的棋子（被 { -elemental-sturdy } 保住）才能被指定两次（E57、E96）。
elemental-turn-blocked-does-not-arrive = 这次吃子被挡住，所以棋子不会到达：去掉 promote: 和 then:（E30、E50）。
elemental-turn-promotion-missing = 兵到达了底线：用 promote:queen 指定升变的棋子（或 rook、bishop、knight）。
elemental-turn-cannot-promote = 只有到达底线的兵才会升变。
elemental-turn-raijin-without-step = { -elemental-raijin } 的吃子要在 { -elemental-quantum-step } 之后（E19）：用 then: 加上棋子走到或交换到的格。
elemental-turn-steps-needed = 只走 { $from }-{ $to } 会让你的王被将军，或让回合在棋子出发的格结束（E1b、E43）；用 then: 加上额外步。
elemental-turn-no-steps = 该{ $piece }在 { $from }-{ $to } 之后不能再走步（{ -elemental-side-step } E26、Tailwind E16、{ -elemental-quantum-step } E27）。
elemental-turn-steps-not-allowed = { $from }-{ $to } 之后不允许 then:{ $steps }（E16、E26、E27、E43、E44）；{ $n ->
       *[other] 只能是 { $allowed }
    }。
elemental-turn-removal-defeated = 一个隐藏的 { -elemental-indomitable } 让你的移除失效，而你这个回合的其余部分需要这次移除（E12、E53）。请选择别的回合。
elemental-turn-poisoned = 你要吃的棋子带有隐藏的 { -elemental-poisonous-meat }：你吃子的棋子会被移除，你的王也不再安全（E86、E53）。请选择别的回合。
elemental-turn-raijin-blocked = 在那里的 { -elemental-raijin } 吃子被一个隐藏的能力挡住，而你的棋子不能在当前位置结束回合（E53、E70）。请选择别的回合。
elemental-turn-unsafe-to-stay = { $square } 上棋子的一个隐藏能力阻止了这一步，而你的棋子留在原地时你的王不安全（E53）。请选择别的回合。
elemental-turn-not-here = { $turn } 在这里不能走；请选择别的回合。
elemental-turn-choice-chain = { -elemental-chain-kill }（E33：从该棋子旁边开始的一串相邻己方棋子中的最后一枚，以及从那里吃子）
elemental-turn-choice-double-kill = { -elemental-double-kill }（E32：被吃格旁边一枚等级不高于被吃棋子的敌方棋子，王和 { -elemental-indomitable } 棋子除外）
elemental-turn-choice-quantum-kill = { -elemental-quantum-kill }（E32：任意一枚等级不高于被吃棋子的敌方棋子，王和 { -elemental-indomitable } 棋子除外）
elemental-turn-choice-blaze-double-kill = { -elemental-blaze-rush } 的额外 { -elemental-double-kill }（E10：同 { -elemental-double-kill }；对 { -elemental-earth } 时与额外的 { -elemental-quantum-kill } 一起，否则代替它）
elemental-turn-choice-blaze-quantum-kill = { -elemental-blaze-rush } 的额外 { -elemental-quantum-kill }（E10：同 { -elemental-quantum-kill }；对 { -elemental-earth } 时与额外的 { -elemental-double-kill } 一起，否则代替它）
elemental-turn-choice-resurrection = { -elemental-resurrection }（E35：一枚等级不高于被吃棋子的已失棋子，放到你底部两行的空格）
elemental-turn-choice-raijin = { -elemental-raijin }（E19：{ -elemental-quantum-step } 之后，从新格再吃一次子）
elemental-turn-choice-lock = { -elemental-temporal-lock }（E36：每枚棋子一次，王以外的任意敌方棋子）
