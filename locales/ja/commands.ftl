# Japanese (ja). Glossary: move = 移動, turn = ターン, piece = 駒, square = マス, game = ゲーム（1回の対戦は対局）, challenge = 対戦の申し込み, claim = 支配, capture = 取る, stage = 予約, last rank = 最終ランク, infiltrator = 潜入者, commander = 指揮官, pawn = ポーン, puppeteer = 人形使い, witch = 魔女, loadout = 編成, element = 属性, augmentor = 強化能力, offense = 攻撃能力, temporal ability = 時間能力, shells = 貝, values = 出目, table = テーブル, tournament = 大会
# スラッシュコマンドの説明。Discord が各コマンドとオプションの横に表示する
# （最大 100 文字。名前と選択肢は英語のままなので、`/move from:E2 to:E4` は
# どの言語でも同じ）。複数のコマンドで共通の説明は一度だけ書いて参照する。

## 一部のゲームにしかないコマンドの説明。そのゲーム名を挙げる。
## $games はゲームのタイトルの並び、$about は説明。
command-for-games = { $games }：{ $about }
## そのような並びの中のゲームのタイトル。
game-title = { $title }

## ホストのコマンド。
command-challenge = このチャンネルで誰かに対戦を申し込む（Throne：2〜4 人のテーブルを開く）
command-challenge-opponent = 申し込む相手（テーブルでは招待する相手。誰でも参加できる）
command-challenge-game = どのゲームか（既定：/help の最初のゲーム）
command-challenge-side = 自分の陣営（既定：コイントス）
command-challenge-players = テーブル制のゲーム：席の数、2〜4（既定：最大）
command-challenge-time = 1 ターンの持ち時間（既定 1 日）。切れると手番のプレイヤーの負け
command-challenge-rated = レーティングに反映するか（既定 true。false なら親善対局）
command-challenge-level = ボットと対戦：強さ、1（速いが弱い）〜5（最強）。既定 3
command-challenge-bots = テーブル制のゲーム：ボットが一度に受け持つ席の数、1〜3（level: 指定時）
command-accept = 自分への対戦の申し込みを受ける
command-decline = 自分への対戦の申し込みを断る
command-cancel = 自分の対戦の申し込みを取り下げる
command-join = 募集中のテーブルに着席する
command-leave = 募集中のテーブルの席を離れる
command-start = テーブルのゲームを始める（開いた人が、2 人以上着席したら）
command-board = 盤面を全員に見せる
command-game = 手番、支配、提案、取った駒、局面を見る（自分だけに表示）
command-history = 棋譜を見る（自分だけに表示）
command-play = 入力せず、順に選んでターンを指す（自分だけに表示）
command-undo = 予約したターンを取り消す
command-endturn = 予約したターンを実行する
command-resign = 投了する
command-abort = 2 ターン目の前に、結果なしで対局を終える
command-draw = 引き分けを提案・承諾・拒否する
command-draw-action = offer、accept、decline のどれか
command-rules = ゲームのルール。駒を指定するとその動き方
command-rules-game = どのゲームか（既定：このチャンネルのゲーム）
command-rules-piece = 表示する駒
command-leaderboard = このサーバーでのゲームのレーティング上位 10 人と、自分の順位
command-leaderboard-game = { command-rules-game }
command-profile = プレイヤーのレーティング、勝ち、負け、引き分け、連勝・連敗、直近 5 局
command-profile-user = 誰のものか（既定：自分）
command-archive = このサーバーの対局を Web で公開する、または停止する（サーバー管理者）
command-archive-state = on か off
command-anonymous = このボットの Web アーカイブで「匿名」と表示する、または名前の表示に戻す
command-anonymous-state = { command-archive-state }
command-language = 自分への返事の言語、またはこのサーバーの公開メッセージの言語
command-language-locale = 言語、または auto で Discord の設定に合わせる
command-language-for = 自分だけか、サーバー全体か（サーバー管理者）（既定：自分）
command-notify = DM でターンの通知：毎ターン、持ち時間が少ないときだけ、1日1回のまとめ、またはオフ
command-notify-mode = every（自分のターンと持ち時間不足）、low（持ち時間不足だけ）、digest（1日1回）、off
command-notify-game = このゲームだけ（既定：すべてのゲーム）
command-notify-quiet = 通知しない時間、例：22-07（zone: が必要）
command-notify-zone = 自分のタイムゾーン、例：Europe/Berlin
command-notify-low = 残りがこの分数より少なくなったら通知（既定：ターンの 4 分の 1、最大 60）
command-replay = 対局をアニメーション画像で見る（チャンネルの最新局、または番号で指定）
command-replay-game = 対局番号、/history の表示どおり（既定：このチャンネルの最新局）
command-analyse = 終わった対局のボットの解析を見る（チャンネルの最新局、または番号で指定）
command-analyse-game = 対局番号、/history の表示どおり（既定：このチャンネルの最新局）
command-tournament = 大会：作成、参加、退出、開始、順位。主催者は除外、一時停止、再開、終了
command-tournament-action = 何をするか
command-tournament-game = create：どのゲームか（既定：/help の最初のゲーム）
command-tournament-format = create：swiss（既定）、roundrobin、double、knockout、arena。Throne：tables
command-tournament-rounds = create：swiss と tables のラウンド数（既定：勝者がはっきり決まる数）
command-tournament-time = create：全対局の 1 ターンの持ち時間（既定 1 日）。来ない人は時間切れ負け
command-tournament-starts = create：この時間が経つと自動で開始、例：30m、2h、1d（既定：start したとき）
command-tournament-length = create：arena のみ、新しい対局を組む期間、例：1h（既定 1h）
command-tournament-draws = create：knockout のみ、引き分けは再対局（既定）か上位シードが勝ち上がり
command-tournament-player = join（主催者が誰か、またはボットを登録）か withdraw：対象の人
command-tournament-level = player でボットを join：そのレベル、1（速い）〜5（最強）
command-help = コマンド一覧とターンの進め方

## Masters
command-masters-move = 移動を予約する。ターンを終える前に自分だけにプレビューが見える
command-masters-move-from = 駒のいるマス（例：E2）
command-masters-move-to = 移動先（例：E4）
command-masters-move-promote = 最終ランクに着いた駒が何に成るか
command-masters-claim = 人形使いで支配を予約する。対象なしなら支配できる駒を見る
command-masters-claim-target = 敵の駒のマス（例：F9）
command-masters-inherit = 魔女の継承の申し出に答える
command-masters-inherit-choice = accept、decline、または動きを受け継ぐ駒
command-masters-turn = 1 つのコマンドでターン全体を指す
command-masters-turn-move = 移動（例：E2-E4）
command-masters-turn-claim = 支配の対象（例：F9）
command-masters-turn-inherit = 魔女の申し出への答え
command-masters-turn-promote = { command-masters-move-promote }

## Regions chess
command-regions-pick = 秘密の潜入者として敵の駒を 1 つ選ぶ（自分にだけ見える）
command-regions-pick-piece = 敵の駒のマス（例：e9）
command-regions-move = { command-masters-move }
command-regions-move-from = { command-masters-move-from }
command-regions-move-to = { command-masters-move-to }
command-regions-move-promote = { command-masters-move-promote }
command-regions-move-carry = 指揮官が一緒に運ぶポーン
command-regions-move-carry_promote = 運ばれたポーンが最終ランクで何に成るか
command-regions-reveal = 潜入者を明かす（一度チェックが起きた後）。これでターンが終わる
command-regions-turn = { command-masters-turn }
command-regions-turn-move = { command-masters-turn-move }
command-regions-turn-promote = { command-masters-move-promote }
command-regions-turn-carry = { command-regions-move-carry }
command-regions-turn-carry_promote = { command-regions-move-carry_promote }

## Throne
command-throne-throw = 自分のラウンドの貝を投げる
command-throne-move = 出目のいくつかを使って、駒を一度に動かす
command-throne-move-piece = 駒のいる場所（home、1–12、red-1 …）
command-throne-move-kind = そこに複数いるときは soldier、unit、squad のどれか
command-throne-move-values = 使う出目（例：6+5）

## Elemental chess
command-elemental-loadout = 秘密の編成を選んで確定する（piece: で駒 1 つを設定、Lightning のみ）
command-elemental-loadout-element = 自分の属性
command-elemental-loadout-augmentor = すべての駒が持つ強化能力（piece: 指定時はその駒の）
command-elemental-loadout-offense = 攻撃能力
command-elemental-loadout-temporal = 時間能力
command-elemental-loadout-piece = Lightning：これらのスロットを割り当てる駒（例：e2）
command-elemental-move = { command-masters-move }
command-elemental-move-from = { command-masters-move-from }
command-elemental-move-to = { command-masters-move-to }
command-elemental-move-promote = { command-masters-move-promote }
command-elemental-move-chain = Chain Kill：連鎖の終点にいて、そこから駒を取る味方の駒（例：c3）
command-elemental-move-dk = Double Kill：取ったマスの隣で取り除く敵の駒（例：g7）
command-elemental-move-qk = Quantum Kill：取り除く敵の駒（例：a7）
command-elemental-move-bdk = Fire の Blaze Rush：追加の Double Kill の対象（例：g7）
command-elemental-move-bqk = Fire の Blaze Rush：追加の Quantum Kill の対象（例：a7）
command-elemental-move-res = Resurrection：盤上にない駒と、戻す場所（例：knight@b1）
command-elemental-move-lock = Temporal Lock：ロックする敵の駒（例：d7）
command-elemental-move-then = 移動の後：Quantum Step、続いて各ステップ（例：f4、f4,g5、b4,a4,b5）（E93）
command-elemental-move-rj = Lightning の Raijin：Quantum Step の後の駒取り（例：f5、f8=q,dk:g7）
command-elemental-move-laugh = Schrödinger's Laugh：駒を動かさず、to: のマスにコピーする
command-elemental-move-face = Block Piece の向き（例：north、e2=north）
command-elemental-turn = { command-masters-turn }
command-elemental-turn-move = { command-masters-turn-move }
command-elemental-turn-promote = { command-masters-move-promote }
command-elemental-turn-chain = { command-elemental-move-chain }
command-elemental-turn-dk = { command-elemental-move-dk }
command-elemental-turn-qk = { command-elemental-move-qk }
command-elemental-turn-bdk = { command-elemental-move-bdk }
command-elemental-turn-bqk = { command-elemental-move-bqk }
command-elemental-turn-res = { command-elemental-move-res }
command-elemental-turn-lock = { command-elemental-move-lock }
command-elemental-turn-then = { command-elemental-move-then }
command-elemental-turn-rj = { command-elemental-move-rj }
command-elemental-turn-laugh = { command-elemental-move-laugh }
command-elemental-turn-face = { command-elemental-move-face }
command-mygames = 全サーバーで進行中のあなたの対局：誰の番か、期限、場所（非公開）
command-puzzle = このサーバー（または全サーバー）の対局からのパズルをここで解く。daily:on で毎日 1 問投稿
command-puzzle-game = どのゲームのパズルか（既定：どれでも）
command-puzzle-daily = 毎日ここにパズルを投稿する、または停止する（サーバー管理者）
