# Chinese, Simplified (zh-CN). Glossary: move = 走子, turn = 回合, piece = 棋子, square = 格, game = 游戏（一盘为对局）, challenge = 挑战, claim = 操控, capture = 吃子, stage = 暂存, last rank = 底线, infiltrator = 卧底, commander = 指挥官, pawn = 兵, puppeteer = 傀儡师, witch = 女巫, loadout = 配装, element = 元素, augmentor = 强化能力, offense = 进攻能力, temporal ability = 时间能力, shells = 贝壳, values = 点数, table = 桌, tournament = 赛事
# 机器人各部分共用的列表和短词。

## 列表：“a、b 和 c”“a、b 或 c”。$head 是除最后一项外的所有项，
## 已用 list-comma 连接。
list-comma = 、
list-and = { $head }和{ $last }
list-or = { $head }或{ $last }

## 单独一行显示的消息截止时间。$when 是一个时刻。
reply-due = 截止时间：{ $when }

## 按代码显示的语言名称，用该语言本身书写（所有语言区域都相同）。
language-name = { $code ->
    [en-US] English (US)
    [de] Deutsch
    [fr] Français
    [es-ES] Español
    [pt-BR] Português (Brasil)
    [it] Italiano
    [pl] Polski
    [ru] Русский
    [uk] Українська
    [tr] Türkçe
    [ja] 日本語
    [zh-CN] 中文（简体）
    [ko] 한국어
   *[other] { $code }
}

## 一段时长：$n 个 $unit（day、hour、minute 或 second）。
time-span = { $unit ->
    [day] { $n ->
       *[other] { $n } 天
    }
    [hour] { $n ->
       *[other] { $n } 小时
    }
    [minute] { $n ->
       *[other] { $n } 分钟
    }
   *[second] { $n ->
       *[other] { $n } 秒
    }
}

## 每个游戏都会显示的按钮。
button-accept = 接受
button-decline = 拒绝
button-join = 加入
button-leave = 离开
button-start = 开始
button-game-page = 对局页面
button-play = 走棋
button-rematch = 再来一局
button-end-turn = 结束回合
button-undo = 撤销
button-throw = 投掷
button-move = 走子
button-accept-draw = 接受和棋
button-decline-draw = 拒绝和棋
button-play-on-the-web = 在网页上走棋
button-back = 返回
button-start-again = 重新开始

## 对局结束后附上回放的那一行。$game 是对局编号。
replay-line = 再看一遍：/replay game:{ $game }
