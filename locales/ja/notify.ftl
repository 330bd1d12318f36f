# Japanese (ja). Glossary: turn = ターン, game = ゲーム（1回の対戦は対局）, turn alert = ターンの通知, direct message = DM, quiet hours = 通知しない時間, time zone = タイムゾーン
# DM で送るターンの通知（/notify）。

## /notify の返答。
notify-off = ターンの通知はオフだよ。対局のことで DM は送らないよ。
notify-every = あなたのターンが来たら DM を送るよ。持ち時間が残り少なくなったときにも 1 回送るよ。
notify-low = ターンの持ち時間が残り少なくなったら、1 回だけ DM を送るよ。
## $at is the local time of day the digest is sent (09:00).
notify-digest = 1日1回、あなたのタイムゾーンの { $at }（zone: がなければ UTC）に、あなたの番を待っている対局をお知らせします。
## 上の返答のあとに続く：選択は 1 つのゲームだけに適用。$game はその名前。
notify-only-game = （{ $game } だけ。）
## $from と $to は時刻（22:00）、$zone はタイムゾーンの名前。
notify-quiet = 通知しない時間：{ $from } から { $to } まで（{ $zone }）。

## /notify のお断り。$given は入力されたもの。
notify-mode-unknown = `mode:{ $given }` という選択肢はないよ。every、low、off のどれかを使ってね。
notify-quiet-unreadable = `quiet:{ $given }` は時間の範囲として読めないよ。quiet:22-07 や quiet:22:30-07:00 のように書いてね。
notify-zone-unknown = `zone:{ $given }` は知らないタイムゾーンだよ。Europe/Berlin や America/New_York のような名前を使ってね。
notify-quiet-needs-zone = 通知しない時間にはタイムゾーンも必要だよ。zone:Europe/Berlin のように zone: を付けてね。
notify-low-unreadable = `low:{ $given }` は 1 から 10080 までの分数になっていないよ。

## 通知。$title はゲームのタイトル、$number は対局番号、
## $opponents はほかのプレイヤー（notify-name の並び）、$channel は対局の場所。
notify-name = { $name }
notify-alert-turn = あなたのターンだよ：{ $title } #{ $number }、相手：{ $opponents }、{ $channel }。
notify-alert-low = 持ち時間が残り少ないよ：{ $title } #{ $number }、相手：{ $opponents }、{ $channel }。
## $when はターンの持ち時間が切れる時点（相対表示：「3 時間後」）。
notify-time-left = 持ち時間が切れるのは { $when } だよ。

## /mygames: a header, then one line per running game (newest first).
## $state is one of mygames-your-turn-due ($when: when the turn is due),
## mygames-your-turn, or mygames-waiting ($movers: who is to act).
mygames-none = 進行中の対局はありません。
mygames-header = 進行中の対局：
mygames-line = { $title } #{ $number }（対戦相手：{ $opponents }、{ $channel }）：{ $state }
mygames-your-turn-due = あなたの番です。期限は{ $when }。
mygames-your-turn = あなたの番です。
mygames-waiting = { $movers }の番を待っています。
mygames-more = 新しい { $listed } 件だけを表示しています。

## A daily digest: $count games wait for the reader, listed below (mygames-line each).
notify-digest-header = あなたの番を待っている対局：{ $count } 件
