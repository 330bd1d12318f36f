# Chinese, Simplified (zh-CN). Glossary: move = 走子, turn = 回合, piece = 棋子, square = 格, game = 游戏（一盘为对局）, challenge = 挑战, claim = 操控, capture = 吃子, stage = 暂存, last rank = 底线, infiltrator = 卧底, commander = 指挥官, pawn = 兵, puppeteer = 傀儡师, witch = 女巫, loadout = 配装, element = 元素, augmentor = 强化能力, offense = 进攻能力, temporal ability = 时间能力, shells = 贝壳, values = 点数, table = 桌, tournament = 赛事
# 主持方对任何游戏都会说的话：命令、拒绝、挑战、
# 计时、等级分、赛事。

## 机器人这边出了故障；没有做任何更改。
host-fault = 我这边出了问题，没有做任何更改；管理员可以用 `gamehost verify` 检查对局。
host-store-failed = 我这边出了问题，没有做任何更改。请再试一次。
host-picture-failed = 你的命令已执行，但我没能画出图片。

## 计时。$movers 是轮到的人的名字，$when 是一个时刻。
host-turn-due = { $movers }：本回合将于 { $when } 截止。
host-half-time-gone = { $movers }：你在 { $game } 中本回合的时间已用掉一半（每回合 { $per_turn }）；将于 { $when } 截止。

## /language。$language 是语言的自称（language-name）。
host-language-mine = 从现在起，我用{ $language }回复你。
host-language-mine-auto = 从现在起，我用你在 Discord 中设置的语言回复你。
host-language-server = 从现在起，本服务器的公开消息使用{ $language }。
host-language-server-auto = 从现在起，本服务器的公开消息使用服务器的 Discord 语言。
host-language-server-not-manager = 只有能管理本服务器的人才能选择它的语言。
host-language-unknown = `locale:{ $given }` 不是我会的语言：请用 auto 或 { $known } 之一。
host-language-whose = `for:{ $given }` 既不是 me 也不是 server：请这样用：/language locale:de for:server。

## /help 和 /rules。$games 是游戏名称的列表。
help-commands = 命令（选项写作 名称:值）：
help-for-games = { $about }（{ $games }）
help-games = 游戏：{ $games }（/challenge opponent:<name> game:<game>；Throne：/challenge game:throne players:<2-4>，然后 /join；/rules game:<game>）。
help-the-bot = 没人一起玩？直接挑战机器人：/challenge opponent:<the bot> level:<1-5>（控制台中为 opponent:engine）；在 Throne 的桌上，用 bots:<1-3> 让它入座。与机器人的对局不计等级分。
help-hosted = 我主持这些游戏；规则见 /rules game:<name>。
help-rules-by-id = 按编号查看每条规则：{ $url }
