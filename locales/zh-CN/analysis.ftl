# Chinese, Simplified (zh-CN). Glossary: move = 走子, turn = 回合, piece = 棋子, square = 格, game = 游戏（一盘为对局）, challenge = 挑战, claim = 操控, capture = 吃子, stage = 暂存, last rank = 底线, infiltrator = 卧底, commander = 指挥官, pawn = 兵, puppeteer = 傀儡师, witch = 女巫, loadout = 配装, element = 元素, augmentor = 强化能力, offense = 进攻能力, temporal ability = 时间能力, shells = 贝壳, values = 点数, table = 桌, tournament = 赛事, analysis = 分析, accuracy = 准确率, inaccuracy = 不精确, mistake = 失误, blunder = 严重失误, win chance = 胜率, engine = 机器人
# 机器人对已结束对局的分析（/analyse、“分析”按钮、分析图片，
# 以及对局页面上的分析）。

## /analyse 的拒绝。$id 是对局编号，$game 是游戏名称。
analyse-no-such-game = 这个服务器上没有第 { $id } 局；/history 显示本频道的对局。
analyse-no-game-yet = 这个频道还没下过对局；用 /challenge 开一局吧。
analyse-not-over = 第 { $id } 局还在进行中：结束之后才会有分析。
analyse-not-this-game = 机器人不分析 { $game } 对局。
analyse-nothing = 第 { $id } 局在任何人走出一个回合之前就结束了：没有可分析的内容。

## 分析还没准备好。$ahead 是排在它前面的对局数。
analyse-queued = 机器人正在分析第 { $id } 局{ $ahead ->
        [0] {""}
       *[other] （前面还有 { $ahead } 局在排队）
    }。过一两分钟再用 /analyse game:{ $id } 查看吧。

## 分析。$players 形如“alice 对 bob”。
analyse-of = 第 { $id } 局的分析（{ $game }：{ $players }）
analyse-alt = 第 { $id } 局中每位玩家胜率变化的图表（{ $game }：{ $players }），下方是被标记的回合。
## 每位玩家一行。$accuracy 是整数百分比。
analyse-player = { $who }：准确率 { $accuracy }%，{ $inaccuracies ->
       *[other] 不精确 { $inaccuracies } 次
    }，{ $mistakes ->
       *[other] 失误 { $mistakes } 次
    }，{ $blunders ->
       *[other] 严重失误 { $blunders } 次
    }
analyse-player-no-turns = { $who }：没有做出机器人能评判的选择
analyse-swings = 局势变化最大的回合：
## $turn 是回合序号，$played 和 $best 是用本游戏记谱法写的回合，$mark 是 analysis-mark- 中的一个词。
analyse-swing = 第 { $turn } 回合，{ $who }：{ $played }（{ $mark }）；机器人更倾向于 { $best }
analysis-mark-inaccuracy = 不精确
analysis-mark-mistake = 失误
analysis-mark-blunder = 严重失误
analysis-mark-none = 小幅损失

## 已结束对局最后一条消息下方的按钮。
button-analysis = 分析

## 对局页面上的分析。
web-analysis-title = 机器人的分析
web-analysis-graph-alt = 第 { $id } 局中每位玩家逐个局面的胜率，下方是被标记的回合。
web-analysis-secrets = 机器人读取了对局中隐藏的信息（对局结束时公开的秘密选择）；本分析也一样，对所有人都相同。
## $mark 是 analysis-mark- 中的一个词。
web-analysis-shown-mark = 标记：{ $mark }。
web-analysis-shown-best = 机器人也会走这个回合。
## $best 是用本游戏记谱法写的回合，$line 是机器人预计其后的回合。
web-analysis-shown-preferred = 机器人更倾向于 { $best }（它的预想变化：{ $line }）。
web-analysis-how = 胜率来自机器人以固定计算量做出的评估，并按它自己的对局校准。与机器人的选择相比，一个回合若让该玩家的胜率损失 5（不精确）、10（失误）或 15（严重失误）个百分点，就会被标记；准确率是该玩家所有回合的平均值。
web-analysis-waiting = 机器人还没有分析这局；分析完成后会显示在这里。

## Under a page's board where the next turn was marked: the engine's choice, drawn as an arrow.
web-analysis-arrow = 箭头：机器人在这里的选择，{ $best }。
