# Chinese, Simplified (zh-CN). Glossary: Swiss = 瑞士制, round robin = 单循环, knockout = 淘汰制, seed = 种子, standings = 排名, draw = 和棋, White/Black = 白方/黑方 (Ember, Frost stay English), puppeteer = 傀儡师, witch = 女巫, general = 将军, cardinal = 枢机主教, dragon = 龙, sentinel = 哨兵, archer = 弓箭手, horseman = 骑兵, scout = 斥候; game titles, elements, augmentors and abilities stay English
# Discord 为某个选项列出的固定选项名称（玩家从中挑选；选项在各语言中
# 都保留输入的英文单词：`state:on`）。每个选项和单词一条消息：
# choice-<option>-<word>。

## /tournament action:
choice-action-create = 创建
choice-action-join = 加入
choice-action-leave = 退出
choice-action-withdraw = 移除选手
choice-action-start = 开始
choice-action-pause = 暂停
choice-action-resume = 恢复
choice-action-end = 结束
choice-action-standings = 排名
## /draw action:
choice-action-offer = 提出和棋
choice-action-accept = 接受
choice-action-decline = 拒绝

## /tournament format: 和 draws:
choice-format-swiss = 瑞士制
choice-format-roundrobin = 单循环
choice-format-double = 双循环
choice-format-knockout = 淘汰制
choice-format-arena = 竞技场
choice-format-tables = 桌（Throne）
choice-draws-replay = 和局重赛
choice-draws-seed = 种子排名较高者晋级

## 游戏和阵营。
choice-game-masters = Masters
choice-game-regions = Regions chess
choice-game-throne = Throne
choice-game-elemental = Elemental chess
choice-side-white = 白方
choice-side-black = 黑方
choice-side-ember = Ember
choice-side-frost = Frost
choice-side-random = 随机

## 每回合时限。
choice-time-none = 不限时
choice-time-5m = 5 分钟
choice-time-15m = 15 分钟
choice-time-1h = 1 小时
choice-time-6h = 6 小时
choice-time-1d = 1 天
choice-time-3d = 3 天
choice-time-7d = 7 天

## /notify mode:
choice-mode-every = 每回合
choice-mode-low = 仅在时间快用完时
choice-mode-digest = 每日汇总
choice-mode-off = 关闭

## 开启或关闭；谁的语言。
choice-state-on = 开启
choice-state-off = 关闭
choice-daily-on = { choice-state-on }
choice-daily-off = { choice-state-off }
choice-for-me = 我
choice-for-server = 本服务器

## /language locale: 每种语言用其自身文字书写（各语言中相同）。
choice-locale-auto = 自动
choice-locale-en-US = English (US)
choice-locale-de = Deutsch
choice-locale-fr = Français
choice-locale-es-ES = Español
choice-locale-pt-BR = Português (Brasil)
choice-locale-it = Italiano
choice-locale-pl = Polski
choice-locale-ru = Русский
choice-locale-uk = Українська
choice-locale-tr = Türkçe
choice-locale-ko = 한국어
choice-locale-ja = 日本語
choice-locale-zh-CN = 中文（简体）

## Masters：女巫的继承（/inherit choice:、/turn inherit:）。
choice-choice-accept = 接受
choice-choice-decline = 拒绝
choice-choice-general = 将军
choice-choice-puppeteer = 傀儡师
choice-choice-cardinal = 枢机主教
choice-choice-dragon = 龙
choice-choice-sentinel = 哨兵
choice-choice-archer = 弓箭手
choice-choice-horseman = 骑兵
choice-choice-scout = 斥候
choice-inherit-accept = { choice-choice-accept }
choice-inherit-decline = { choice-choice-decline }
choice-inherit-general = { choice-choice-general }
choice-inherit-puppeteer = { choice-choice-puppeteer }
choice-inherit-cardinal = { choice-choice-cardinal }
choice-inherit-dragon = { choice-choice-dragon }
choice-inherit-sentinel = { choice-choice-sentinel }
choice-inherit-archer = { choice-choice-archer }
choice-inherit-horseman = { choice-choice-horseman }
choice-inherit-scout = { choice-choice-scout }

## Elemental chess：元素、强化能力和能力是游戏的专有名称（各语言中
## 均为英文）；“none”需翻译。
choice-element-fire = Fire
choice-element-water = Water
choice-element-earth = Earth
choice-element-air = Air
choice-element-lightning = Lightning
choice-element-light = Light
choice-element-shadow = Shadow
choice-augmentor-none = 无
choice-augmentor-side-step = Side Step
choice-augmentor-quantum-step = Quantum Step
choice-augmentor-stalwart = Stalwart
choice-augmentor-belligerent = Belligerent
choice-augmentor-indomitable = Indomitable
choice-augmentor-block-piece = Block Piece
choice-offense-none = { choice-augmentor-none }
choice-offense-chain-kill = Chain Kill
choice-offense-double-kill = Double Kill
choice-offense-quantum-kill = Quantum Kill
choice-offense-poisonous-meat = Poisonous Meat
choice-temporal-none = { choice-augmentor-none }
choice-temporal-do-over = Do-Over
choice-temporal-resurrection = Resurrection
choice-temporal-temporal-lock = Temporal Lock
choice-temporal-schrodingers-laugh = Schrödinger's Laugh
choice-laugh-yes = 是
