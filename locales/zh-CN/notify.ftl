# Chinese, Simplified (zh-CN). Glossary: turn = 回合, game = 游戏（一盘为对局）, turn alert = 回合提醒, direct message = 私信, quiet hours = 免打扰时段, time zone = 时区
# 通过私信发送的回合提醒（/notify）。

## /notify 的回复。
notify-off = 回合提醒已关闭：我不会再为你的对局私信你。
notify-every = 轮到你时我会私信你；你的时间快用完时，还会再提醒一次。
notify-low = 你某个回合的时间快用完时，我会私信提醒你一次。
## $at is the local time of day the digest is sent (09:00).
notify-digest = 我会每天在你的时区 { $at }（没有 zone: 则为 UTC）私信你一次，列出等你走的对局。
## 接在上面某条回复之后：该选择只适用于一种游戏。$game 是它的名称。
notify-only-game = （仅限 { $game }。）
## $from 和 $to 是一天中的时刻（22:00），$zone 是时区名称。
notify-quiet = 免打扰时段：{ $from } 至 { $to } 不发任何消息（{ $zone }）。

## /notify 被拒绝。$given 是输入的内容。
notify-mode-unknown = `mode:{ $given }` 不是可选项：请用 every、low 或 off。
notify-quiet-unreadable = `quiet:{ $given }` 不是有效的时段：请写成 quiet:22-07 或 quiet:22:30-07:00 这样的格式。
notify-zone-unknown = `zone:{ $given }` 不是我认识的时区：请使用 Europe/Berlin 或 America/New_York 这样的名称。
notify-quiet-needs-zone = 免打扰时段还需要你的时区：请加上 zone:，例如 zone:Europe/Berlin。
notify-low-unreadable = `low:{ $given }` 不是 1 到 10080 之间的分钟数。

## 提醒。$title 是游戏名称，$number 是对局编号，
## $opponents 是其他玩家（notify-name 的列表），$channel 是对局所在的地方。
notify-name = { $name }
notify-alert-turn = 轮到你了：{ $title } #{ $number }，对阵 { $opponents }，在 { $channel }。
notify-alert-low = 你的时间快用完了：{ $title } #{ $number }，对阵 { $opponents }，在 { $channel }。
## $when 是本回合时间用完的时刻（相对时间：“3小时后”）。
notify-time-left = 你的时间将在 { $when } 用完。

## /mygames: a header, then one line per running game (newest first).
## $state is one of mygames-your-turn-due ($when: when the turn is due),
## mygames-your-turn, or mygames-waiting ($movers: who is to act).
mygames-none = 你没有进行中的对局。
mygames-header = 你进行中的对局：
mygames-line = { $title } #{ $number }，对手 { $opponents }，在 { $channel }：{ $state }
mygames-your-turn-due = 轮到你了，截止 { $when }。
mygames-your-turn = 轮到你了。
mygames-waiting = 等待 { $movers }。
mygames-more = 只列出最新的 { $listed } 局。

## A daily digest: $count games wait for the reader, listed below (mygames-line each).
notify-digest-header = 有 { $count } 局在等你走：
