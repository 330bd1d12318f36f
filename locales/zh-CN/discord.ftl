# Chinese, Simplified (zh-CN). Glossary: move = 走子, turn = 回合, piece = 棋子, square = 格, game = 游戏（一盘为对局）, challenge = 挑战, claim = 操控, capture = 吃子, stage = 暂存, last rank = 底线, infiltrator = 卧底, commander = 指挥官, pawn = 兵, puppeteer = 傀儡师, witch = 女巫, loadout = 配装, element = 元素, augmentor = 强化能力, offense = 进攻能力, temporal ability = 时间能力, shells = 贝壳, values = 点数, table = 桌, tournament = 赛事
# 只有 Discord 前端才会说的话。

## 消息中省略的图片。$megabytes 是服务器的上传上限。
discord-picture-too-large = （图片超过了本服务器 { $megabytes } MB 的上传上限，已省略。）
