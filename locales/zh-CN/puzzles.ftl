# Chinese, Simplified (zh-CN). Glossary: puzzle = 谜题, daily puzzle = 每日谜题（当天那道为今日谜题）, solve = 解题（“解题”按钮）, puzzle rating = 谜题等级分, attempt = 尝试, solver = 解题者, line = 着法序列, reply = 应对, turn = 回合, game = 游戏（一盘为对局）, challenge = 挑战, side = 一方, engine = 机器人
# 取自这里所下对局的谜题（/puzzle、每日谜题、解题过程中的消息）。谜题是
# 这样的局面：只有一个回合能取胜，其他回合都差得远；解题者走答案中的
# 回合，机器人走其间的应对。
# $id 是谜题编号，$game 是游戏名称，$seat 是解题者所执一方
# （Ember、White…），$turns 是解题者要走的回合数。

## /puzzle 的拒绝。
puzzle-none-left = 暂时没有可供你尝试的谜题了：谜题取自机器人分析过的已结束对局。继续下棋，过些时候再来问吧。
puzzle-game-running-here = 本频道有对局正在进行：请到其他频道，或在与机器人的私信中解题。
puzzle-challenge-open-here = 本频道有一个待回应的挑战：请到其他频道解题，或等挑战有了结果再来。

## 开始解题。$solver 是解题者，$rating 是谜题的等级分。
puzzle-start = 谜题 { $id }（{ $game }，等级分 { $rating }）：{ $solver }，你执{ $seat }。{ $turns ->
        [1] 找出致胜的那个回合。
       *[other] 找出致胜的着法序列：你走 { $turns } 个回合，其间由机器人应对。
    }
puzzle-tried-before = 你之前尝试过这道谜题：这次尝试不会改变你的谜题等级分。
## 出处。$source 是那盘对局的编号，$url 是它的页面。
puzzle-from-game = 出自第 { $source } 局。
puzzle-from-game-page = 出自第 { $source } 局：{ $url }
puzzle-from-this-server = 出自本服务器上下过的一盘对局。
puzzle-from-elsewhere = 出自其他服务器上下过的一盘对局。

## 解题者的回合。
puzzle-not-the-answer = 这不是谜题的答案：再看看，换一个回合试试。
puzzle-right-go-on = 正确！机器人已应对；找出下一个回合。
puzzle-solved = 解出来了！
## $rating 是 puzzle-rating-moved。
puzzle-solved-rated = 解出来了！你的谜题等级分：{ $rating }。
puzzle-given-up-rated = 已放弃这道谜题。你的谜题等级分：{ $rating }。
puzzle-rating-moved = { $before } → { $after }
## 解题的结果，与对局结果形式相同。$solver 是解出者。
puzzle-solved-result = { $solver } 解出了这道谜题。

## 每日谜题。
puzzle-daily-servers-only = 每日谜题发布在服务器的频道里；这里不是服务器。
puzzle-daily-managers-only = 只有能管理这个服务器的人才能开启或关闭每日谜题。
puzzle-daily-on = 以后每天都会在这个频道发布一道谜题。这是今天的。
puzzle-daily-off = 这个服务器不再发布每日谜题。
puzzle-daily = 今日谜题：{ $game }，谜题 { $id }。{ $seat }走，{ $turns ->
        [1] 一个回合
       *[other] { $turns } 个回合
    }内取胜。点“解题”在这里试试吧。

button-next-puzzle = 下一题
button-solve-puzzle = 解题

## 解题的网页。$source 是谜题出自的对局编号（链接到该对局页面）。
web-puzzle = 谜题 { $id }
web-puzzle-from-game = 出自第 { $source } 局
web-puzzle-from-this-server = 出自本服务器上下过的一盘对局
web-puzzle-from-elsewhere = 出自其他服务器上下过的一盘对局

## A board's headline once an attempt is solved.
game-ended-solved = 谜题已解
## /analyse of an attempt.
analyse-a-puzzle = 第 { $id } 局是一次谜题尝试，不做分析。

## /profile: a player's puzzle rating in one game.
leaderboard-profile-puzzles = { $game } 谜题：等级分 { $rating }（解出 { $solved }，失败 { $missed }）

## An attempt where an earlier one was played in the same channel.
puzzle-played-here-before = 这道谜题之前在这个频道里玩过，答案可能就在上面：这次尝试不会改变你的谜题等级分。
## Above the solver's own view of a game with secrets.
puzzle-your-view = 只有你能看到的己方局面，包括隐藏的选择。
## A wrong turn, the first of a rated attempt.
puzzle-not-the-answer-counted = 这不是谜题的答案：这次尝试在你的谜题等级分上已记为失败。再看看，换一个回合试试。
