# Japanese (ja). Glossary: move = 移動, turn = ターン, piece = 駒, square = マス, game = ゲーム（1回の対戦は対局）, challenge = 対戦の申し込み, claim = 支配, capture = 取る, stage = 予約, last rank = 最終ランク, infiltrator = 潜入者, commander = 指揮官, pawn = ポーン, puppeteer = 人形使い, witch = 魔女, loadout = 編成, element = 属性, augmentor = 強化能力, offense = 攻撃能力, temporal ability = 時間能力, shells = 貝, values = 出目, table = テーブル, tournament = 大会
# ウェブページの言葉：ホームページ、対局のページ、席のページ（とその
# スクリプトの文）、アーカイブ、Activity、一文の返答。名前、棋譜の表記、
# ゲームのタイトルは引数で、そのまま表示する。

## すべてのページ。
web-languages = 言語
web-home-title = gamehost
web-versus = 対
web-in-play = 対局中。
web-anonymous = 匿名
web-play-as = プレイする席…

## 一文の返答。
web-no-such-page = そんなページはないよ。
web-unavailable = 今はゲームを読み込めないよ。少ししてからもう一度試してね。
web-too-many = このアドレスからのリクエストが多すぎるよ。1 分待ってね。
web-too-large = そのリクエストは、どのページが送るものよりも大きいよ。
web-too-slow = そのリクエストは届くのに時間がかかりすぎたよ。
web-not-this-site = それはこのサイトのアドレスじゃないよ。
web-not-own-page = それを頼めるのは、このサイト自身のページだけだよ。
web-not-an-ask = それはページが頼めることじゃないよ。

## ホームページ。$game はゲームのタイトル、$id は対局番号、
## $channel はチャンネル名。
web-home-about = 対局ごとに専用のページがあるよ。リンクは対局のメッセージにある（またはボットに /history を頼んでね）。
web-home-running = 進行中の対局
web-home-none = 今は何もないよ。コンソールで /challenge を使って始めてね。
web-home-game = { $game } #{ $id }（#{ $channel }）
web-home-archive = コンソールのアーカイブ

## 対局のページ。$game はゲームのタイトル、$players は対局するプレイヤー
## （名前と席）、$standing は現在の状況。
web-game-title = { $game }：{ $players }
web-game-description = { $game }：{ $players }。{ $standing }
web-rules = ルール
## 対局の開始日：$day と $year は数、$month は 1 から 12。
web-started = 開始：{ $year }年{ $month ->
    [1] 1月
    [2] 2月
    [3] 3月
    [4] 4月
    [5] 5月
    [6] 6月
    [7] 7月
    [8] 8月
    [9] 9月
    [10] 10月
    [11] 11月
   *[12] 12月
}{ $day }日
## 盤の下：表示中のターンで何をしたか。$line は棋譜の行（ゲーム自身の
## 言葉）、$who は指した人、$number はターン番号、$entry は表示中の
## ログの項目数。
web-caption-start = 開始時。
web-caption-turn = { $number }. { $line }（{ $who }）の後
web-caption-setup = 初期配置の選択の後：{ $line }（{ $who }）
web-caption-entry = 項目 { $entry } の後。
web-steps-label = ターン
web-step-first = « 最初
web-step-back = ◀ 戻る
web-step-forward = 進む ▶
web-step-last = 最後 »
web-record = 棋譜
web-record-empty = まだ 1 ターンも指されていないよ。
web-replay = リプレイ（GIF）
web-download-record = 棋譜をダウンロード

## 席のページ：そのプレイヤーがクリックで指すところ。$name はプレイヤーの
## 名前、$turn と $last はターン番号。
web-seat-label = 自分のターン
web-seat-playing-as = { $name } としてプレイ中
web-seat-past = ターン { $turn }（全 { $last } ターン）の後の局面を見ているよ。
web-seat-present = 現在の局面に戻る
web-seat-needs-script = ここで指すにはページのスクリプトが必要だよ。ゲームのコマンドはいつもどおり使えるよ。
web-seat-several = ここには選択肢がいくつかあるよ。1 つ選んでね。
web-seat-unanswered = サーバーが応答しなかったよ。もう一度試してね。
## ステップのパネル。$choices はここまでの選択、$what はボタンで指す
## 内容（どちらもゲームの言葉）、$plays は指すと何をするか。
web-so-far = ここまで：{ $choices }。
web-take-back = 取り消す
web-start-again = 最初から
web-plays-end-turn = ターン終了
web-plays-throw = 投げる
web-plays-move = 移動
web-plays-what = { $plays }：{ $what }

## 指せないプレイリンク。
web-dead-link = このプレイリンクでは指せないよ
web-watch-game = 対局を観戦する
web-link-forged = このプレイリンクは無効だよ。「プレイ」ボタンで新しいリンクをもらってね。
web-link-expired = このプレイリンクは期限切れだよ。「プレイ」ボタンで新しいリンクをもらってね。
web-link-replaced = このリンクの後に、この席の新しいプレイリンクが作られたよ。一番新しいものを使うか、もう一度「プレイ」を押してね。
web-link-finished = 対局は終わったので、このリンクではもう指せないよ。
web-link-unavailable = 今はウェブで指すことができないよ。

## コンソールの「プレイする席」。$game はゲームのタイトル。
web-play-as-title = { $game }：プレイする席…
web-a-game = 対局
web-game-over = 対局は終了したよ。
web-watch-instead = 観戦する

## 終わった対局の結果を席で示す（プレイヤーが匿名のとき）。
## $seat は席の名前、$places は順位順の席（`1. Ember, 2. Frost`）、
## $how は終わり方（web-how-… のどれか）。
web-result-aborted = 中止。結果なし。
web-result-drawn = 引き分け。
web-result-ended = { $how }終了。
web-result-wins = { $seat } の勝ち。
web-result-wins-how = { $seat } の勝ち（{ $how }）。
web-result-places = 順位：{ $places }。
web-result-places-how = 順位：{ $places }（{ $how }終了）。
web-how-on-the-board = 盤上で
web-how-by-resignation = 投了で
web-how-on-time = 時間切れで

## サーバーのアーカイブとプレイヤーのページ。$game はゲームのタイトル、
## $rating はレーティング、$games はレーティング対象の対局数。
web-archive = 対局アーカイブ
web-archive-games = 対局
web-archive-all = すべての対局
web-archive-one-player = 1 人のプレイヤーの対局だけ：{ $everyone }
web-archive-everyone = 全員の対局を表示
web-archive-player-page = プレイヤーのページ
web-archive-empty = まだ対局はないよ。
web-archive-events = 大会
web-archive-back = サーバーのアーカイブ
web-recent-games = 最近の対局
web-leaderboard = { $game } ランキング
web-rating = { $game } レーティング
web-rating-one = レーティング対象の対局 1 局後の { $game } レーティング：{ $rating }
web-rating-over = レーティング対象の対局 { $games } 局での { $game } レーティング：{ $first } から { $last }（最低 { $lowest }、最高 { $highest }）
## 大会の順位表：列の見出しと、タイブレークの正式名（略称について
## スクリーンリーダーが読み上げるもの）。
web-standings-player = プレイヤー
web-standings-points = 勝ち点
web-standings-bh = Bh
web-standings-buchholz = ブッフホルツ
web-standings-sb = SB
web-standings-sonneborn-berger = ゾンネボルン・ベルガー

## Activity：Discord の中のページと、そのスクリプトが言うこと。
web-activity-connecting = Discord に接続中…
web-activity-outside = このページは Discord の中で動くよ。
web-activity-asking = Discord にあなたが誰か問い合わせ中…
web-activity-failed = 問題が起きたよ。Activity を閉じて、もう一度開いてね。
web-activity-not-framed = このページは Discord の中で動くよ。対局の「プレイ」ボタンから開いてね。
web-activity-no-code = Discord があなたが誰かを教えてくれなかったよ。Activity を閉じて、もう一度開いてね。
web-activity-unconfirmed = Discord があなたが誰かを確認できなかったよ。Activity を閉じて、もう一度開いてね。
web-activity-no-game = このチャンネルでは対局が進行していないよ。/challenge で始めてね。
web-activity-no-page = この対局にはページがないよ。
web-activity-players-only = ここで開けるのは対局のプレイヤーだけだよ。チャンネルで観戦してね。
