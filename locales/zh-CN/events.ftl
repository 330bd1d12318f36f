# Chinese, Simplified (zh-CN). Glossary: event = 赛事, round = 轮, board = 台（一轮中的一盘）, bye = 轮空（bye）, organiser = 组织者, standings = 积分榜, tie-breaks = 小分（布赫霍尔茨、索嫩伯恩-伯格）, arena = 竞技场, pairing = 配对, leaderboard = 排行榜, rating = 等级分, table = 桌, seat = 座位, archive = 存档
# 赛事、牌桌、排行榜、存档，以及前端自己说的话。

## 赛事简介。$game 是游戏名，$span 是一段时间。
tournament-rounds = { $n ->
    [0] 按人数定轮数
   *[other] { $n } 轮
}
tournament-about-swiss = { $game } 瑞士制赛事（{ $rounds }，每回合 { $span }）
tournament-about-round-robin = { $game } 单循环赛（每回合 { $span }）
tournament-about-double-round-robin = { $game } 双循环赛（每回合 { $span }）
tournament-about-knockout-replay = { $game } 淘汰赛（每回合 { $span }；和棋则交换座位重下）
tournament-about-knockout-seed = { $game } 淘汰赛（每回合 { $span }；和棋则种子排名较高者晋级）
tournament-about-arena = { $game } 竞技场（配对持续 { $length }，每回合 { $span }）
tournament-about-tables = { $game } 多人桌赛事（{ $rounds }，然后一张决赛桌，每回合 { $span }）

## /tournament。
tournament-players = { $n ->
   *[other] { $n } 名玩家
}
tournament-no-event = 这个频道没有赛事；组织者可以用 /tournament action:create 创建。
tournament-organiser-only = 只有赛事组织者（创建者或服务器管理者）才能这样做。
tournament-you-not-joined = 你没有参加这个赛事。
tournament-left = { $who } 退出了赛事（{ $players }）。
tournament-started-by = { $who } 开始了赛事。
tournament-not-in = { $who } 不在这个赛事中。
tournament-unentered = { $who } 已不再报名这个赛事。
tournament-withdrew = { $organiser } 让 { $who } 退出了赛事：不再配对。
tournament-withdrew-playing = { $organiser } 让 { $who } 退出了赛事：不再配对；正在进行的对局会下完。
tournament-paused = 赛事已暂停：进行中的对局继续，在 /tournament action:resume 之前不会配对新一轮。
tournament-running-again = 赛事继续进行。
tournament-over-already = 赛事已经结束了。
tournament-ended-by = { $who } 结束了赛事；这份积分榜是最终结果（还在进行的对局不再计入）。
tournament-over-see-standings = 赛事已结束：/tournament action:standings 可查看最终积分榜。
tournament-busy = 这个频道已经有一个赛事（{ $about }）；它结束之后才能在这里创建新的。
tournament-game-gone = 这里已经不再提供那个游戏。
tournament-created = { $who } 创建了赛事：{ $about }。用 /tournament action:join 参加；
tournament-starts-in = { $span }后自动开始（或在 { $who } 用 /tournament action:start 开始时）。
tournament-starts-by = { $who } 用 /tournament action:start 开始赛事。
tournament-enter-yourself = 只有组织者能为别人报名；你自己用 /tournament action:join 参加。
tournament-level-for-bot = `level:` 用于给机器人报名，例如 /tournament action:join player:engine level:1。
tournament-joined-already = { $who } 已经报名了。
tournament-joined = { $who } 参加了赛事（{ $players }）。
tournament-changed = 赛事在同一时刻发生了变化；什么都没做。请再试一次。

## 配对会拒绝的情况。
tournament-refused-join-after-start = 赛事已经开始：现在不能再参加。
tournament-refused-already-joined = 你已经报名了。
tournament-refused-leave-after-start = 赛事已经开始：请让组织者帮你退出。
tournament-refused-not-joined = 你没有报名。
tournament-refused-already-started = 赛事已经开始了。
tournament-refused-too-few = 报名人数太少，无法开始。
tournament-refused-not-a-player = 那位玩家不在赛事中。
tournament-refused-not-running = 只有进行中的赛事才能暂停。
tournament-refused-not-paused = 赛事没有暂停。
tournament-refused-not-its-game = 那盘对局不属于这个赛事。
tournament-refused-result-in = 那盘对局的结果已经录入了。

## 一轮的对局。
tournament-name = { $who }
tournament-versus = { $first } 对 { $second }
tournament-seated = { $who }（{ $seat }）
tournament-round = 第 { $round } 轮：{ $games }。每盘对局都在自己的频道中进行。
tournament-round-byes = 第 { $round } 轮：{ $games }；轮空：{ $byes }。每盘对局都在自己的频道中进行。
tournament-new-games = 新对局：{ $games }。每盘对局都在自己的频道中进行。
tournament-new-games-byes = 新对局：{ $games }；轮空：{ $byes }。每盘对局都在自己的频道中进行。

## 赛事对局获得自己的频道。
tournament-board-name = { $game } · R{ $round } B{ $board } · { $players }
tournament-board-heading = 赛事对局：第 { $round } 轮，第 { $board } 台 — { $players }。
tournament-board-placed = 第 { $round } 轮第 { $board } 台：{ $players } — 在 { $place }。
tournament-this-channel = 本频道
tournament-gone = 那个赛事已经不存在了。
tournament-unreadable = 无法重新读取赛事对局。
tournament-placed-already = 那盘对局已经安排好了位置。
tournament-over-final = 赛事已结束。最终积分榜：

## 赛事的一盘对局结束了。
tournament-result-not-counted = 这盘对局所属的赛事已经结束，结果不再计入。
tournament-last-game = 这是赛事的最后一盘：赛事结束了，最终积分榜会发到赛事频道（在那里用 /tournament action:standings）。
tournament-goes-on = 赛事继续。
tournament-round-complete = 赛事第 { $round } 轮已全部结束。
tournament-paused-next = 赛事已暂停：组织者恢复后会配对下一轮。
tournament-arena-goes-on = 赛事继续：一旦有积分接近的玩家空闲，你就会再次被配对。
tournament-round-waits = 赛事第 { $round } 轮还在等 { $left ->
   *[other] { $left } 盘对局
}结束。

## 时钟对赛事做的事。
tournament-has-started = 赛事开始了。
tournament-could-not-start = 赛事没能按时开始：报名 { $joined } 人，至少需要 { $least } 人。赛事已关闭；组织者可以再创建一个。
tournament-arena-time-up = 竞技场时间到：不再配对新对局，进行中的对局结束后竞技场即结束。

## 积分榜。
tournament-format-swiss = 瑞士制
tournament-format-round-robin = 单循环
tournament-format-double-round-robin = 双循环
tournament-format-knockout = 淘汰赛
tournament-format-arena = 竞技场
tournament-format-tables = 多人桌
tournament-status-open = 报名中，已有 { $count } 人
tournament-status-final = 最终排名
tournament-status-round = 第 { $round } 轮
tournament-status-round-of = 第 { $round }/{ $rounds } 轮
tournament-status-round-of-final = 第 { $round }/{ $rounds } 轮及决赛
tournament-status-paused = 暂停于{ $round }
tournament-status-arena = 竞技场进行中
tournament-standings-title = { $game } { $format } · { $status }
tournament-standings-head = 积分榜 — { $about } — { $status }：
tournament-standings-nobody = 还没有人参加：/tournament action:join。
tournament-standings-row = { $rank }. { $who } — { $points } { $n ->
   *[other] 分
}
tournament-standings-row-half = { $rank }. { $who } — { $points } 分
tournament-standings-tie-breaks = （布赫霍尔茨 { $bh }，SB { $sb }）
tournament-standings-more = …还有 { $n } 人（图片里有全部）。
tournament-withdrawn = { $who }（已退出）
tournament-withdrawn-mark = （已退出）

## 结果格：胜3 胜第 3 名，和3 和棋，负3 负。
tournament-cell-won = 胜{ $rank }
tournament-cell-drew = 和{ $rank }
tournament-cell-lost = 负{ $rank }
tournament-cell-bye = 轮空
tournament-column-round = R{ $n }
tournament-column-game = G{ $n }

## 积分榜图片。
tournament-picture-points = 分
tournament-picture-nobody = 暂时没有人
tournament-legend-bh = Bh 布赫霍尔茨
tournament-legend-sb = SB 索嫩伯恩-伯格
tournament-legend-won = 胜3 胜第 3 名
tournament-legend-drew = 和 和棋
tournament-legend-lost = 负 负
tournament-legend-place = 2/4 本桌四人中第二
tournament-legend-playing = …3 进行中
tournament-legend-playing-table = … 进行中
tournament-alt-head = 积分榜，{ $title }。
tournament-alt-nobody = 还没有人参加。
tournament-alt-row = { $rank }. { $who }，{ $points } { $n ->
   *[other] 分
}
tournament-alt-row-half = { $rank }. { $who }，{ $points } 分
tournament-alt-tie-breaks = ，布赫霍尔茨 { $bh }，索嫩伯恩-伯格 { $sb }
tournament-alt-results = ，结果 { $results }

## /leaderboard 和 /profile。
leaderboard-nobody = 这个服务器上还没有人有 { $game } 等级分：先下完一盘计分对局（挑战默认计分，除非写了 rated:false）。
leaderboard-head = { $game } 排行榜（? = 暂定）：
leaderboard-row = { $place }. { $who } { $rating }（{ $games ->
   *[other] { $games } 盘
}：{ $wins }–{ $losses }–{ $draws }）
leaderboard-you = 你：{ $count } 人中第 { $rank }，等级分 { $rating }。
leaderboard-you-unrated = 你在这个服务器上还没有 { $game } 计分对局。
leaderboard-profile-head = { $who } 在这个服务器上：
leaderboard-profile-game = { $game }：{ $rating } · { $wins } 胜 { $losses } 负 { $draws } 和
leaderboard-profile-none = 还没有计分对局。
leaderboard-streak-win = 当前连续：{ $n ->
   *[other] { $n } 连胜
}。
leaderboard-streak-loss = 当前连续：{ $n ->
   *[other] { $n } 连败
}。
leaderboard-streak-draw = 当前连续：{ $n ->
   *[other] { $n } 连和
}。
leaderboard-last-games = 最近对局：
leaderboard-last-game = 对局 { $id } · { $game } · { $outcome } · { $before } → { $after }
leaderboard-outcome-win = 胜
leaderboard-outcome-loss = 负
leaderboard-outcome-draw = 和

## /archive 和 /anonymous。
archive-managers-only = 只有能管理这个服务器的人才能把它的对局公开到网页上。
archive-on = 这个服务器的对局现在已公开到网页：{ $link }。想隐藏名字的玩家可以用 /anonymous state:on。
archive-on-later = 等机器人开始提供网页后，这个服务器的对局就会公开到网页上（web.public_url）。想隐藏名字的玩家可以用 /anonymous state:on。
archive-off = 这个服务器的对局不再公开到网页；每盘对局的页面仍可通过链接打开。
archive-anonymous-on = 从现在起你在网页存档中显示为“匿名”。
archive-anonymous-off = 你在网页存档中重新显示为自己的名字。

## 牌桌（Throne）：会被拒绝的情况。
table-own-table = 你已经坐在自己的桌上了：邀请别人，或者不要填 opponent:。
table-level-without-bot = `level:` 设置机器人的强度：用 bots:1（或 opponent: 机器人）让它入座，或者不要填 level:。
table-channel-busy = 这个频道已经有对局在进行：用 /board 观战，或者在别的频道开桌。
table-too-many-bots = { $size } 人桌除了你之外最多能坐 { $most } 个机器人：减少 bots: 或增加 players:。
table-game-running = 这个频道已经有对局在进行。
table-no-longer-open = 这张桌已经不再开放。
table-none-here = 这个频道没有开放的桌；用 /challenge game:throne 开一张。
table-two-players = 这里开放的挑战是两人对局：用 /accept 或 /decline 回应。
table-game-gone = 这张桌属于我已不再提供的游戏。
table-sitting-already = 你已经坐在这张桌上了。
table-full = 这张桌已满（{ $seats } 个座位）；{ $opener } 可以开始。
table-game-started = 这张桌的对局已经开始：要离开，请用 /resign。
table-opener-cancels = 这张桌是你开的：用 /cancel 关闭。
table-not-sitting = 你没有坐在这张桌上。
table-opener-starts = 只有 { $opener }（开桌的人）能开始。
table-too-few = 至少要有 { $min } 名玩家入座才能开始；{ $now ->
   *[other] 现在只有 { $now } 人
}。

## Discord 前端自己说的话。
discord-unknown-command = /{ $command } 命令已经不存在了；输入 /help 查看我现在的命令。
discord-not-my-button = 那个按钮不是我的。
discord-out-of-date = 这个 /{ $command } 已过时：请重新输入。
discord-out-of-date-games = 这个 /{ $command } 已过时：请重新输入 /{ $command } 并选择游戏（{ $games }）。
discord-bot-opponent = { $who } 是机器人，这里只有我作为机器人下棋：挑战我，或挑战这个频道里的人。
discord-thread-name = { $game } · { $players }
discord-accepted-in-thread = { $who } 接受了：对局在 { $thread } 进行。

## 控制台自己说的话：不是命令的行。
console-usage = 请写 `#频道 用户 /命令`，例如 `#lobby alice /help`
console-greeting = gamehost 控制台：输入 `#频道 用户 /命令`，例如 `#lobby alice /help`。按 Ctrl-D 结束。
console-channel-empty = 频道名不能为空
console-user-empty = 用户名不能为空
console-channel-hidden = 频道名不能包含控制字符、不可见字符或改变文字方向的字符
console-user-hidden = 用户名不能包含控制字符、不可见字符或改变文字方向的字符
console-not-a-channel = `{ $channel }` 不是频道：频道以 # 开头，例如 #lobby
console-name-too-long = 频道名和用户名最多 { $most } 个字符
console-not-utf8 = 这一行不是 UTF-8 文本；请输入类似 `#lobby alice /help` 的命令
console-engine-name = `{ $user }` 是控制台里机器人的名字（用 /challenge opponent:engine 挑战它）；请用别的名字输入
console-nothing-to-do = 空行或注释：无事可做
