# Chinese, Simplified (zh-CN). Glossary: move = 走子, turn = 回合, piece = 棋子, square = 格, game = 游戏（一盘为对局）, challenge = 挑战, claim = 操控, capture = 吃子, stage = 暂存, last rank = 底线, infiltrator = 卧底, commander = 指挥官, pawn = 兵, puppeteer = 傀儡师, witch = 女巫, loadout = 配装, element = 元素, augmentor = 强化能力, offense = 进攻能力, temporal ability = 时间能力, shells = 贝壳, values = 点数, table = 桌, tournament = 赛事
# 网页上的文字：首页、对局页面、座位页面（及其脚本的文字）、存档、
# Activity、一句话的回复。名字、记谱和游戏名称是参数，原样显示。

## 每个页面。
web-languages = 语言
web-home-title = gamehost
web-versus = 对
web-in-play = 进行中。
web-anonymous = 匿名
web-play-as = 以某方身份走棋…

## 一句话的回复。
web-no-such-page = 没有这个页面。
web-unavailable = 暂时无法读取对局，请稍后再试。
web-too-many = 来自你的地址的请求太多了，请等一分钟。
web-too-large = 这个请求比任何页面发送的都大。
web-too-slow = 这个请求送达用时太长。
web-not-this-site = 这不是本网站的地址。
web-not-own-page = 只有本网站自己的页面才能发出这个请求。
web-not-an-ask = 这不是页面能发出的请求。

## 首页。$game 是游戏名称，$id 是对局编号，$channel 是频道名称。
web-home-about = 每局对局都有自己的页面，链接在对局的消息里（也可以向机器人发送 /history）。
web-home-running = 进行中的对局
web-home-none = 目前没有：在控制台用 /challenge 开始一局。
web-home-game = { $game } #{ $id }，位于 #{ $channel }
web-home-archive = 控制台的存档

## 对局页面。$game 是游戏名称，$players 是对局的玩家（名字及其座位），
## $standing 是当前局势。
web-game-title = { $game }：{ $players }
web-game-description = { $game }：{ $players }。{ $standing }
web-rules = 规则
## 对局开始的日期：$day 和 $year 是数字，$month 为 1 到 12。
web-started = 开始于 { $year } 年 { $month ->
    [1] 1 月
    [2] 2 月
    [3] 3 月
    [4] 4 月
    [5] 5 月
    [6] 6 月
    [7] 7 月
    [8] 8 月
    [9] 9 月
    [10] 10 月
    [11] 11 月
   *[12] 12 月
} { $day } 日
## 棋盘下方：所显示的回合做了什么。$line 是记录中的一行（游戏自己的
## 说法），$who 是谁走的，$number 是回合编号，$entry 是显示到日志的第几条。
web-caption-start = 开局。
web-caption-turn = 第 { $number } 回合后：{ $line }（{ $who }）
web-caption-setup = 布阵选择后：{ $line }（{ $who }）
web-caption-entry = 第 { $entry } 条记录后。
web-steps-label = 回合
web-step-first = « 最前
web-step-back = ◀ 后退
web-step-forward = 前进 ▶
web-step-last = 最后 »
web-record = 对局记录
web-record-empty = 还没有走过任何回合。
web-replay = 回放（GIF）
web-download-record = 下载对局记录

## 座位页面：该座位的玩家在这里点击走棋。$name 是玩家的名字；$turn 和
## $last 是回合编号。
web-seat-label = 你的回合
web-seat-playing-as = 当前身份：{ $name }
web-seat-past = 你正在查看第 { $turn } 回合（共 { $last } 回合）之后的局面。
web-seat-present = 回到当前局面
web-seat-needs-script = 在这里走棋需要页面的脚本；游戏命令照常可用。
web-seat-several = 这里有几个选择：请选一个。
web-seat-unanswered = 服务器没有响应，请再试一次。
## 步骤面板。$choices 是目前为止的选择，$what 是按钮要走的内容（两者都是
## 游戏自己的说法），$plays 是走这一步的动作。
web-so-far = 目前：{ $choices }。
web-take-back = 撤回
web-start-again = 重新开始
web-plays-end-turn = 结束回合
web-plays-throw = 投掷
web-plays-move = 走子
web-plays-what = { $plays }：{ $what }

## 无法走棋的走棋链接。
web-dead-link = 这个走棋链接无法走棋
web-watch-game = 观看对局
web-link-forged = 这个走棋链接无效：请用“走棋”按钮获取新链接。
web-link-expired = 这个走棋链接已过期：请用“走棋”按钮获取新链接。
web-link-replaced = 在这个链接之后，已为这个座位生成了更新的走棋链接：请使用最新的，或再按一次“走棋”。
web-link-finished = 对局已结束：这个链接不能再走棋了。
web-link-unavailable = 暂时无法在网页上走棋。

## 控制台的“以某方身份走棋”。$game 是游戏名称。
web-play-as-title = { $game }：以某方身份走棋…
web-a-game = 对局
web-game-over = 对局已结束。
web-watch-instead = 改为观看

## 按座位给出已结束对局的结果（有玩家匿名时）。$seat 是座位名称，
## $places 是按名次排列的座位（`1. Ember, 2. Frost`），$how 是结束方式
## （web-how-… 之一）。
web-result-aborted = 已中止，无结果。
web-result-drawn = 和棋。
web-result-ended = 结束方式：{ $how }。
web-result-wins = { $seat } 获胜。
web-result-wins-how = { $seat } 获胜（{ $how }）。
web-result-places = 名次：{ $places }。
web-result-places-how = 名次：{ $places }（结束方式：{ $how }）。
web-how-on-the-board = 盘上分出胜负
web-how-by-resignation = 认输
web-how-on-time = 超时

## 服务器的存档及其玩家页面。$game 是游戏名称，$rating 是等级分，
## $games 是计等级分的对局数。
web-archive = 对局存档
web-archive-games = 对局
web-archive-all = 所有对局
web-archive-one-player = 只显示一位玩家的对局：{ $everyone }
web-archive-everyone = 显示所有人的
web-archive-player-page = 玩家页面
web-archive-empty = 还没有对局。
web-archive-events = 赛事
web-archive-back = 服务器的存档
web-recent-games = 最近的对局
web-leaderboard = { $game } 排行榜
web-rating = { $game } 等级分
web-rating-one = 一局计分对局后的 { $game } 等级分：{ $rating }
web-rating-over = { $games } 局计分对局中的 { $game } 等级分：从 { $first } 到 { $last }（最低 { $lowest }，最高 { $highest }）
## 赛事的排名表：各列的标题，以及破同分规则的全称（屏幕阅读器为简称读出的内容）。
web-standings-player = 玩家
web-standings-points = 积分
web-standings-bh = Bh
web-standings-buchholz = 布赫霍尔茨分
web-standings-sb = SB
web-standings-sonneborn-berger = 索内博恩-伯格分

## Activity：Discord 内的页面，以及它的脚本说的话。
web-activity-connecting = 正在连接 Discord…
web-activity-outside = 这个页面在 Discord 内运行。
web-activity-asking = 正在向 Discord 询问你的身份…
web-activity-failed = 出了点问题：请关闭 Activity 再重新打开。
web-activity-not-framed = 这个页面在 Discord 内运行：请从对局的“走棋”按钮打开。
web-activity-no-code = Discord 没有告知你的身份：请关闭 Activity 再重新打开。
web-activity-unconfirmed = Discord 没有确认你的身份：请关闭 Activity 再重新打开。
web-activity-no-game = 本频道没有进行中的对局：用 /challenge 开始一局。
web-activity-no-page = 这个对局没有页面。
web-activity-players-only = 只有对局的玩家才能在这里打开；请在频道中观看。
