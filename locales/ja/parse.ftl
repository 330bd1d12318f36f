# Japanese (ja). Glossary: command = コマンド, option = オプション, value = 値, side = 陣営, seat = 席, table = テーブル, turn time = 1 ターンの持ち時間, level = レベル, event = 大会, round = ラウンド, format = 形式, menu = メニュー, button = ボタン, choice = 選択肢
# 打ち間違えたコマンドへのお断り：各オプションが受け付けるもの。$value は入力された値（短縮）。
# 値の一覧（$games、$sides、$times、$formats、$others）は「または」でつないで渡される。$game は
# ゲーム名。入力するオプションと値（players:、rated:true、state:on、format:tables、
# /challenge opponent:bob）はそのまま。

## /challenge、/replay、/draw、/rules、/archive など。
parse-not-a-game = `game:{ $value }` はまだ開催していないゲームだよ。{ $games } のどれかを使ってね。
parse-unknown-member = `{ $value }` が誰かわからないよ。このチャンネルのメンバーを指定してね。
parse-no-such-command = `/{ $value }` というコマンドはないよ。一覧は /help で見られるよ。
## $verb はコマンド、$options はそのオプション（入力する形のまま）。
parse-no-such-option = `/{ $verb }` に `{ $value }` というオプションはないよ。オプションは：{ $options }。
parse-no-options = `/{ $verb }` に `{ $value }` というオプションはないよ。このコマンドはオプションを取らないんだ。
parse-needs-opponent = `/challenge` には `opponent:` が必要だよ。例：/challenge opponent:bob
parse-players-not-a-table = `players:` はテーブル制のゲーム用だよ。{ $game } は 2 人用。
## $min と $max はプレイヤーの人数。
parse-not-a-table-size = `players:{ $value }` はテーブルの人数じゃないよ。{ $min }〜{ $max } を使ってね。
parse-no-side-to-choose = `side:{ $value }`：{ $game } では席は参加した順に決まるから、選べる陣営はないよ。
parse-not-a-side = `side:{ $value }` は陣営じゃないよ。{ $sides } のどれかを使ってね。
parse-not-a-turn-time = `time:{ $value }` は持ち時間じゃないよ。{ $times } のどれかを使ってね。
parse-not-a-rated-answer = `rated:{ $value }` は答えになっていないよ。rated:true か rated:false を使ってね。
parse-not-a-level = `level:{ $value }` はレベルじゃないよ。1（速いが弱い）〜5（最強）を使ってね。
parse-bots-not-a-table = `bots:` はテーブル制のゲーム用だよ。{ $game } ではボット自身に対戦を申し込んでね。例：/challenge opponent:engine
## $max は席の数。
parse-not-bot-seats = `bots:{ $value }` はボットの席の数じゃないよ。1〜{ $max } を使ってね。
parse-not-a-game-number = `game:{ $value }` は対局番号じゃないよ。/history に出る番号を使ってね。例：game:12
parse-not-a-draw-action = `action:{ $value }` は引き分けの操作じゃないよ。offer、accept、decline のどれかを使ってね。
## $first は入力された形のゲーム名（masters）、$others はほかのゲームの名前。
parse-not-a-piece = `piece:{ $value }` はここのどのゲームの駒でもないよ。駒の一覧は `/rules game:{ $first }`（または { $others }）で見られるよ。
## $verb はコマンド（/archive、/anonymous）。
parse-not-on-or-off = `state:{ $value }` は on でも off でもないよ。{ $verb } state:on か state:off を使ってね。

## 入力された 1 行（コンソール）、/choose と /press。
## $max は文字数。
parse-too-long = コマンドが長すぎるよ（{ $max } 文字を超えている）。
parse-empty = コマンドを入力してね。例：/help
parse-no-slash = コマンドは /help のように `/` で始まるよ。`{ $value }` はそうなっていないよ。
parse-choose-not-a-number = `/choose { $value }`：選択肢の番号（例：/choose 2。/play で一覧が出るよ）か、メニュー ID と値を指定してね。
parse-choose-needs = `/choose` には選択肢の番号（例：/choose 2。/play で一覧が出るよ）か、メニュー ID と値（例：/choose g:1:0:cs:p:0:~0 e9）が必要だよ。
parse-not-my-menu = そのメニューは私のものじゃないよ。
parse-press-needs = `/press` にはボタン ID が必要だよ。例：/press g:1:4:endturn
parse-press-one = `/press` に指定できるのはボタン ID 1 つだけだよ。例：/press g:1:4:endturn
parse-not-my-button = そのボタンは私のものじゃないよ。
parse-not-an-option = `{ $value }` はオプションじゃないよ。名前:値 の形で書いてね。例：from:E2
parse-option-twice = オプション `{ $value }` が 2 回指定されているよ。

## /tournament。
event-needs-action = `/tournament` には `action:`（create、join、leave、start、standings、withdraw、pause、resume、end のどれか）が必要だよ。例：/tournament action:standings
event-withdraw-needs-player = 誰を棄権させるか指定してね。例：/tournament action:withdraw player:bob
event-not-an-action = `action:{ $value }` は大会の操作じゃないよ。create、join、leave、start、standings、withdraw、pause、resume、end のどれかを使ってね。
event-not-a-format = `format:{ $value }` は大会の形式じゃないよ。{ $formats } のどれかを使ってね。
event-tables-only = { $game } は最大 4 人のテーブルで遊ぶゲームだから、大会は format:tables を使うよ。
event-tables-not-for-two = format:tables は 3 人以上のゲーム用だよ。{ $game } は 2 人用だから、swiss、roundrobin、double、knockout、arena のどれかを使ってね。
## $max はラウンド数。
event-not-rounds = `rounds:{ $value }` はラウンド数じゃないよ。1〜{ $max } を使ってね。
event-rounds-not-here = `rounds:` はスイス式とテーブル制の大会用だよ。ほかの形式ではラウンド数は自動で決まるよ。
event-needs-clock = 大会の対局には持ち時間が必要だよ（来ない人は時間切れ負け）。time:1d のように時間を指定してね。
event-not-starts = `starts:{ $value }` は今からの時間じゃないよ。分・時間・日で指定してね。例：starts:30m、starts:2d
event-length-not-here = `length:` はアリーナ大会用で、新しい対局を組む期間を決めるよ。
event-not-length = `length:{ $value }` は期間じゃないよ。分・時間・日で指定してね。例：length:1h
event-draws-not-here = `draws:` はノックアウト戦用で、引き分けた対局をどう決着させるかを決めるよ。
event-not-draw-rule = `draws:{ $value }` は引き分けのルールじゃないよ。replay（席を入れ替えて再戦）か seed（上位シードが勝ち上がり）を使ってね。
