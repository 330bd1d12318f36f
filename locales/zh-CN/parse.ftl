# Chinese, Simplified (zh-CN). Glossary: command = 命令, option = 选项, value = 值, side = 一方, seat = 座位, table = 桌, turn time = 每回合时限, level = 级别, event = 赛事, round = 轮, format = 赛制, menu = 菜单, button = 按钮, choice = 选项
# 输错命令时的拒绝：每个选项接受什么。$value 是输入的值（已截短）；值的列表（$games、$sides、
# $times、$formats、$others）已用“或”连接；$game 是游戏名称。玩家输入的选项和值（players:、
# rated:true、state:on、format:tables、/challenge opponent:bob）保持原样。

## /challenge、/replay、/draw、/rules、/archive 等命令。
parse-not-a-game = `game:{ $value }` 不是我目前提供的游戏：请用 { $games }。
parse-unknown-member = 我不知道 `{ $value }` 是谁：请指定本频道的成员。
parse-no-such-command = 没有 `/{ $value }` 这个命令。输入 /help 查看列表。
## $verb 是命令；$options 是它的选项，按输入的样子写出。
parse-no-such-option = `/{ $verb }` 没有 `{ $value }` 选项；它的选项有：{ $options }。
parse-no-options = `/{ $verb }` 没有 `{ $value }` 选项；它不带任何选项。
parse-needs-opponent = `/challenge` 需要 `opponent:`，例如 /challenge opponent:bob。
parse-players-not-a-table = `players:` 用于开桌的游戏；{ $game } 是两人游戏。
## $min 和 $max 是玩家人数。
parse-not-a-table-size = `players:{ $value }` 不是有效的桌上人数：请用 { $min } 到 { $max }。
parse-no-side-to-choose = `side:{ $value }`：{ $game } 的座位按加入顺序分配，所以没有哪一方可选。
parse-not-a-side = `side:{ $value }` 不是有效的一方：请用 { $sides }。
parse-not-a-turn-time = `time:{ $value }` 不是有效的回合时限：请用 { $times }。
parse-not-a-rated-answer = `rated:{ $value }` 不是有效的回答：请用 rated:true 或 rated:false。
parse-not-a-level = `level:{ $value }` 不是有效的级别：请用 1（快但弱）到 5（最强）。
parse-bots-not-a-table = `bots:` 用于开桌的游戏；在 { $game } 中请直接挑战机器人，例如 /challenge opponent:engine。
## $max 是座位数。
parse-not-bot-seats = `bots:{ $value }` 不是有效的机器人座位数：请用 1 到 { $max }。
parse-not-a-game-number = `game:{ $value }` 不是对局编号：请用 /history 显示的编号，例如 game:12。
parse-not-a-draw-action = `action:{ $value }` 不是和棋操作：请用 offer、accept 或 decline。
## $first 是按输入写出的游戏名（masters）；$others 是其他游戏的名称。
parse-not-a-piece = `piece:{ $value }` 不是这里任何游戏的棋子：`/rules game:{ $first }`（或 { $others }）会列出该游戏的棋子。
## $verb 是命令（/archive、/anonymous）。
parse-not-on-or-off = `state:{ $value }` 既不是 on 也不是 off：请用 { $verb } state:on 或 state:off。

## 输入的一行（控制台）、/choose 和 /press。
## $max 是字符数。
parse-too-long = 这条命令太长了（超过 { $max } 个字符）。
parse-empty = 请输入命令，例如 /help。
parse-no-slash = 命令以 `/` 开头，例如 /help；`{ $value }` 不是。
parse-choose-not-a-number = `/choose { $value }`：请给出选项编号，例如 /choose 2（/play 会列出），或者给出菜单 ID 和一个值。
parse-choose-needs = `/choose` 需要选项编号，例如 /choose 2（/play 会列出），或者菜单 ID 和一个值，例如 /choose g:1:0:cs:p:0:~0 e9。
parse-not-my-menu = 那个菜单不是我的。
parse-press-needs = `/press` 需要一个按钮 ID，例如 /press g:1:4:endturn。
parse-press-one = `/press` 只接受一个按钮 ID，不能再多，例如 /press g:1:4:endturn。
parse-not-my-button = 那个按钮不是我的。
parse-not-an-option = `{ $value }` 不是选项：请写成 名称:值，例如 from:E2。
parse-option-twice = 选项 `{ $value }` 给了两次。

## /tournament。
event-needs-action = `/tournament` 需要 `action:`（create、join、leave、start、standings、withdraw、pause、resume 或 end），例如 /tournament action:standings。
event-withdraw-needs-player = 请指定让谁退出，例如 /tournament action:withdraw player:bob。
event-not-an-action = `action:{ $value }` 不是赛事操作：请用 create、join、leave、start、standings、withdraw、pause、resume 或 end。
event-not-a-format = `format:{ $value }` 不是赛制：请用 { $formats }。
event-tables-only = { $game } 在最多四人的桌上进行：它的赛事使用 format:tables。
event-tables-not-for-two = format:tables 用于两人以上的游戏；{ $game } 是两人游戏：请用 swiss、roundrobin、double、knockout 或 arena。
## $max 是轮数。
event-not-rounds = `rounds:{ $value }` 不是有效的轮数：请用 1 到 { $max }。
event-rounds-not-here = `rounds:` 用于瑞士制和多人桌赛事；其他赛制自行决定轮数。
event-needs-clock = 赛事对局需要计时（缺席者超时判负）：请设定时限，例如 time:1d。
event-not-starts = `starts:{ $value }` 不是从现在起的一段时间：请用分钟、小时或天，例如 starts:30m 或 starts:2d。
event-length-not-here = `length:` 用于竞技场赛事：设定新对局的配对持续多久。
event-not-length = `length:{ $value }` 不是有效的时长：请用分钟、小时或天，例如 length:1h。
event-draws-not-here = `draws:` 用于淘汰赛：设定和棋时由什么决定谁晋级。
event-not-draw-rule = `draws:{ $value }` 不是和棋规则：请用 replay（交换座位重下）或 seed（种子排名较高者晋级）。
