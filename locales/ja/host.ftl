# Japanese (ja). Glossary: move = 移動, turn = ターン, piece = 駒, square = マス, game = ゲーム（1回の対戦は対局）, challenge = 対戦の申し込み, claim = 支配, capture = 取る, stage = 予約, last rank = 最終ランク, infiltrator = 潜入者, commander = 指揮官, pawn = ポーン, puppeteer = 人形使い, witch = 魔女, loadout = 編成, element = 属性, augmentor = 強化能力, offense = 攻撃能力, temporal ability = 時間能力, shells = 貝, values = 出目, table = テーブル, tournament = 大会
# どのゲームでもホストが言うこと：コマンド、お断り、対戦の申し込み、
# 持ち時間、レーティング、大会。

## ボット側で何かが壊れた。何も変更されていない。
host-fault = こっちで問題が起きたので、何も変更していないよ。管理者は `gamehost verify` で対局をチェックできる。
host-store-failed = こっちで問題が起きたので、何も変更していないよ。もう一度試してみて。
host-picture-failed = コマンドは実行したけど、画像を描けなかった。

## 持ち時間。$movers は手番の人の名前、$when は日時。
host-turn-due = { $movers }：このターンの期限は { $when }。
## /game の持ち時間の行。$span は期間（time-span）。
host-clock = 持ち時間：1 ターン { $span }。
host-clock-waiting = { $waiting }：自分のターンが来たら、{ $span } をまるごと使えるよ。
host-no-clock = 持ち時間なし：1 ターンにどれだけ時間をかけてもいいよ。

## /game のレーティングの行。$changes は host-rating-moved の並びで、プレイヤーごとに 1 つ。
host-rating-change = レーティングの変動：{ $changes }。
host-rating-moved = { $who }：{ $before } → { $after }
host-friendly-game = 親善対局なので、レーティングの変動はなし。
host-half-time-gone = { $movers }：この { $game } のターンの持ち時間（1 ターン { $per_turn }）が半分過ぎたよ。期限は { $when }。

## /language。$language は言語自身での名前（language-name）。
host-language-mine = これからは{ $language }で返事するね。
host-language-mine-auto = これからは Discord で設定している言語で返事するね。
host-language-server = これからこのサーバーの公開メッセージは{ $language }になるよ。
host-language-server-auto = これからこのサーバーの公開メッセージはサーバーの Discord の言語になるよ。
host-language-server-not-manager = サーバーの言語を選べるのは、このサーバーを管理できる人だけだよ。
host-language-unknown = `locale:{ $given }` は対応していない言語だよ。auto か、{ $known } のどれかを使ってね。
host-language-whose = `for:{ $given }` は me でも server でもないよ。/language locale:de for:server のように使ってね。

## /help と /rules。$games はゲームのタイトルの並び。
help-commands = コマンド（オプションは 名前:値 の形）：
help-for-games = { $about }（{ $games }）
help-games = ゲーム：{ $games }（/challenge opponent:<name> game:<game>。Throne は /challenge game:throne players:<2-4> のあと /join。/rules game:<game>）。
help-the-bot = 相手がいない？ ボット自身に挑戦しよう：/challenge opponent:<the bot> level:<1-5>（コンソールでは opponent:engine）。Throne のテーブルでは bots:<1-3> でボットが席に着く。ボットとの対局はレーティング対象外。
help-hosted = これらのゲームを開催しているよ。ルールは /rules game:<name> で。
help-rules-by-id = ID ごとの全ルール：{ $url }

## 対局の条件。$clock は terms-per-turn か terms-no-clock、$rated は yes か no。
terms = { $rated ->
    [yes] { $clock }
   *[no] { $clock }、親善対局（レーティング対象外）
}
terms-per-turn = 1 ターン { $span }
terms-no-clock = 持ち時間なし

## 対戦の申し込み。$challenger、$opponent、$opener はプレイヤーの名前。
challenge-open = { $challenger }から{ $opponent }へ、{ $game }（{ $plays }）の対戦の申し込みだよ。条件：{ $terms }。{ $opponent }、{ $minutes ->
       *[other] { $minutes } 分
    }以内に /accept か /decline で答えてね。
challenge-playing = 申し込んだ側が { $side }
challenge-coin-flip = 陣営はコイントスで決定
challenge-engine-game = { $player }がレベル { $level } のボットと { $game } で対局するよ（レーティング対象外）。ボットは自分でターンを進めるよ。
challenge-level-without-bot = `level:` は、ボット自身に対戦を申し込むとき（opponent: にボットを指定）のボットの強さだよ。人が相手のときは付けないでね。
challenge-yourself = 自分自身には対戦を申し込めないよ。/challenge opponent:bob のように、ほかの人を指定してね。
challenge-game-running = このチャンネルではもう対局が進行中だよ。/board で観戦するか、別のチャンネルで対戦を申し込んでね。
challenge-closed = この対戦の申し込みはもう受け付けていないよ。
challenge-none-here = このチャンネルには受付中の対戦の申し込みがないよ。/challenge opponent:<name> で申し込んでね。
challenge-is-a-table = ここでは{ $opener }がテーブルを開いているよ。/join で席に着いてね（開いた人が /start で始める）。
challenge-for-someone-else = この対戦の申し込みは{ $opponent }宛てだよ。答えられるのはその人だけ。
challenge-game-gone = この対戦の申し込みのゲームは、もう開催していないよ。
challenge-declined = { $opponent }が{ $challenger }からの対戦の申し込みを断ったよ。
challenge-none-to-cancel = このチャンネルには取り下げられる対戦の申し込みがないよ。
challenge-not-yours = この対戦の申し込みを取り下げられるのは{ $challenger }だけだよ。
challenge-withdrawn-from = { $challenger }が{ $opponent }への対戦の申し込みを取り下げたよ。
challenge-withdrawn = { $challenger }が対戦の申し込みを取り下げたよ。
table-closed = { $opener }がテーブルを閉じたよ。

## テーブル（Throne）。$opener、$who、$invited はプレイヤーの名前、$seat は席の色。
table-open = { $opener }が { $size } 人用の { $game } のテーブルを開いたよ（{ $terms }。受付は { $minutes ->
       *[other] { $minutes } 分
    }）。
table-invited = { $invited }、招待されているよ。
table-seat = { $number }. { $seat }：{ $who }
table-seat-open = { $number }. { $seat }：空席
table-full-start = テーブルが満席になったよ。{ $opener }が「開始」ボタンか /start でゲームを始めるよ。
table-join-or-start = 「参加」ボタンか /join で参加してね。{ $opener }が「開始」ボタンか /start でゲームを始めるよ。
table-join = 「参加」ボタンか /join で参加してね。{ $min } 人が着席したら{ $opener }が始められるよ。
table-joins = { $who }が { $seat } の席に着いたよ。
table-leaves = { $who }がテーブルを離れたよ。
