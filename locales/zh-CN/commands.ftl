# Chinese, Simplified (zh-CN). Glossary: move = 走子, turn = 回合, piece = 棋子, square = 格, game = 游戏（一盘为对局）, challenge = 挑战, claim = 操控, capture = 吃子, stage = 暂存, last rank = 底线, infiltrator = 卧底, commander = 指挥官, pawn = 兵, puppeteer = 傀儡师, witch = 女巫, loadout = 配装, element = 元素, augmentor = 强化能力, offense = 进攻能力, temporal ability = 时间能力, shells = 贝壳, values = 点数, table = 桌, tournament = 赛事
# 斜杠命令的说明，Discord 会显示在每个命令和选项旁边
# （最多 100 个字符；名称和选项值保持英文，因此 `/move from:E2 to:E4`
# 在所有语言中都一样）。多个命令共用的说明只写一次，其余引用它。

## 只有部分游戏才有的命令的说明，并列出这些游戏。
## $games 是游戏名称的列表，$about 是说明。
command-for-games = { $games }：{ $about }
## 这种列表中的一个游戏名称。
game-title = { $title }

## 主持方的命令。
command-challenge = 在此频道向某人发起挑战（Throne：开一桌 2–4 人的游戏）
command-challenge-opponent = 你要挑战的人（开桌时为邀请的人；任何人都可加入）
command-challenge-game = 哪个游戏（默认：/help 中的第一个）
command-challenge-side = 你执哪一方（默认：掷硬币决定）
command-challenge-players = 开桌的游戏：座位数，2–4（默认：最多）
command-challenge-time = 每回合时限（默认 1 天）；用完时轮到的一方判负
command-challenge-rated = 是否计入等级分（默认 true；false 为友谊赛）
command-challenge-level = 与机器人对战：它的强度，1（快但弱）到 5（最强）；默认 3
command-challenge-bots = 开桌的游戏：机器人一次占的座位数，1–3（需配合 level:）
command-accept = 接受别人向你发起的挑战
command-decline = 拒绝别人向你发起的挑战
command-cancel = 撤回你的挑战
command-join = 在开放的桌上入座
command-leave = 让出你在开放桌上的座位
command-start = 开始本桌的游戏（由开桌者操作，需 2 人或以上入座）
command-board = 向所有人展示棋盘
command-game = 轮到谁、操控、提议、吃子情况和局面（仅你可见）
command-history = 对局记录（仅你可见）
command-play = 不用打字，逐步选择来走你的回合（仅你可见）
command-undo = 清除你暂存的回合
command-endturn = 提交你暂存的回合
command-resign = 认输
command-abort = 在第二回合之前结束对局，不计结果
command-draw = 提出、接受或拒绝和棋
command-draw-action = offer、accept 或 decline
command-rules = 游戏规则；指定棋子时显示它的走法
command-rules-game = 哪个游戏（默认：本频道的游戏）
command-rules-piece = 要显示的棋子
command-leaderboard = 本服务器某个游戏等级分最高的十名玩家，以及你的排名
command-leaderboard-game = { command-rules-game }
command-profile = 玩家的等级分、胜、负、和、连胜/连败及最近五局
command-profile-user = 谁的（默认：你的）
command-archive = 在网页上公开本服务器的对局，或停止公开（服务器管理者）
command-archive-state = on 或 off
command-anonymous = 在本机器人的网页存档中显示为“匿名”，或恢复显示名字
command-anonymous-state = { command-archive-state }
command-language = 我回复你所用的语言，或本服务器公开消息的语言
command-language-locale = 一种语言，或 auto 跟随你的 Discord 设置
command-language-for = 仅你自己，或整个服务器（服务器管理者）（默认：你）
command-notify = 通过私信提醒回合：每个回合、只在时间快用完时、每日汇总，或关闭
command-notify-mode = every（你的回合和时间不足）、low（只在时间不足时）、digest（每天一次）或 off
command-notify-game = 仅限此游戏（默认：所有游戏）
command-notify-quiet = 免打扰时段，例如 22-07（需要 zone:）
command-notify-zone = 你的时区，例如 Europe/Berlin
command-notify-low = 剩余分钟数少于此值时提醒（默认：回合时间的四分之一，最多 60）
command-replay = 以动画图片回放对局（本频道最新一局，或按编号指定）
command-replay-game = 对局编号，即 /history 中显示的编号（默认：本频道最新一局）
command-analyse = 查看机器人对已结束对局的分析（本频道最新一局，或按编号指定）
command-analyse-game = 对局编号，即 /history 中显示的编号（默认：本频道最新一局）
command-tournament = 赛事：创建、加入、退出、开始、排名；组织者可移除选手、暂停、恢复、结束
command-tournament-action = 要做什么
command-tournament-game = create：哪个游戏（默认：/help 中的第一个）
command-tournament-format = create：swiss（默认）、roundrobin、double、knockout、arena；Throne：tables
command-tournament-rounds = create：swiss 和 tables 的轮数（默认：足以决出明确胜者）
command-tournament-time = create：每局每回合的时限（默认 1 天）；缺席者超时判负
command-tournament-starts = create：过了这段时间自动开始，如 30m、2h 或 1d（默认：手动 start 时）
command-tournament-length = create：仅 arena，新对局的配对持续多久，如 1h（默认 1h）
command-tournament-draws = create：仅 knockout，和局重赛（默认）或种子排名较高者晋级
command-tournament-player = join（组织者为某人或机器人报名）或 withdraw：对象是谁
command-tournament-level = 用 player 让机器人 join：它的等级，1（快）到 5（最强）
command-help = 命令列表，以及回合怎么进行

## Masters
command-masters-move = 暂存一步走子；结束回合前你会看到仅自己可见的预览
command-masters-move-from = 棋子所在的格，如 E2
command-masters-move-to = 走到哪里，如 E4
command-masters-move-promote = 棋子到达底线时升变成什么
command-masters-claim = 用你的傀儡师暂存一次操控；不指定目标时查看可操控的棋子
command-masters-claim-target = 敌方棋子所在的格，如 F9
command-masters-inherit = 回应你的女巫的继承提议
command-masters-inherit-choice = accept、decline，或要继承其走法的棋子
command-masters-turn = 用一条命令走完整个回合
command-masters-turn-move = 一步走子，如 E2-E4
command-masters-turn-claim = 操控的目标，如 F9
command-masters-turn-inherit = 你对女巫提议的回应
command-masters-turn-promote = { command-masters-move-promote }

## Regions chess
command-regions-pick = 选择你的秘密卧底：一枚敌方棋子（只有你能看到）
command-regions-pick-piece = 敌方棋子所在的格，如 e9
command-regions-move = { command-masters-move }
command-regions-move-from = { command-masters-move-from }
command-regions-move-to = { command-masters-move-to }
command-regions-move-promote = { command-masters-move-promote }
command-regions-move-carry = 你的指挥官随身携带的兵
command-regions-move-carry_promote = 被携带的兵到达底线时升变成什么
command-regions-reveal = 亮出你的卧底（出现过将军之后）；这会结束你的回合
command-regions-turn = { command-masters-turn }
command-regions-turn-move = { command-masters-turn-move }
command-regions-turn-promote = { command-masters-move-promote }
command-regions-turn-carry = { command-regions-move-carry }
command-regions-turn-carry_promote = { command-regions-move-carry_promote }

## Throne
command-throne-throw = 为你的这一轮掷贝壳
command-throne-move = 用你的若干点数，一次移动一枚棋子
command-throne-move-piece = 棋子所在的位置（home、1–12、red-1 …）
command-throne-move-kind = 该处有多个时：soldier、unit 或 squad
command-throne-move-values = 要使用的点数，如 6+5

## Elemental chess
command-elemental-loadout = 选择并锁定你的秘密配装（piece: 设置单个棋子，仅限 Lightning）
command-elemental-loadout-element = 你的元素
command-elemental-loadout-augmentor = 每枚棋子都带的强化能力（用 piece: 时为该棋子的）
command-elemental-loadout-offense = 进攻能力
command-elemental-loadout-temporal = 时间能力
command-elemental-loadout-piece = Lightning：这些槽位所属的棋子，如 e2
command-elemental-move = { command-masters-move }
command-elemental-move-from = { command-masters-move-from }
command-elemental-move-to = { command-masters-move-to }
command-elemental-move-promote = { command-masters-move-promote }
command-elemental-move-chain = Chain Kill：位于连锁末端、由它吃子的己方棋子，如 c3
command-elemental-move-dk = Double Kill：要移除的、与被吃格相邻的敌方棋子，如 g7
command-elemental-move-qk = Quantum Kill：要移除的敌方棋子，如 a7
command-elemental-move-bdk = Fire 的 Blaze Rush：额外那次 Double Kill 的目标，如 g7
command-elemental-move-bqk = Fire 的 Blaze Rush：额外那次 Quantum Kill 的目标，如 a7
command-elemental-move-res = Resurrection：要复活的已失棋子及其位置，如 knight@b1
command-elemental-move-lock = Temporal Lock：要锁定的敌方棋子，如 d7
command-elemental-move-then = 走子之后：先 Quantum Step，再逐步走，如 f4、f4,g5 或 b4,a4,b5（E93）
command-elemental-move-rj = Lightning 的 Raijin：Quantum Step 之后的吃子，如 f5 或 f8=q,dk:g7
command-elemental-move-laugh = Schrödinger's Laugh：把棋子复制到 to: 格，而不是移动它
command-elemental-move-face = Block Piece 的朝向，如 north 或 e2=north
command-elemental-turn = { command-masters-turn }
command-elemental-turn-move = { command-masters-turn-move }
command-elemental-turn-promote = { command-masters-move-promote }
command-elemental-turn-chain = { command-elemental-move-chain }
command-elemental-turn-dk = { command-elemental-move-dk }
command-elemental-turn-qk = { command-elemental-move-qk }
command-elemental-turn-bdk = { command-elemental-move-bdk }
command-elemental-turn-bqk = { command-elemental-move-bqk }
command-elemental-turn-res = { command-elemental-move-res }
command-elemental-turn-lock = { command-elemental-move-lock }
command-elemental-turn-then = { command-elemental-move-then }
command-elemental-turn-rj = { command-elemental-move-rj }
command-elemental-turn-laugh = { command-elemental-move-laugh }
command-elemental-turn-face = { command-elemental-move-face }
command-mygames = 你在所有服务器上进行中的对局：轮到谁、何时到期、在哪里（仅自己可见）
command-puzzle = 在这里解一道取自本服务器（或任意服务器）对局的谜题；daily:on 每天发布一道
command-puzzle-game = 哪个游戏的谜题（默认：任意）
command-puzzle-daily = 每天在这里发布一道谜题，或停止发布（服务器管理者）
