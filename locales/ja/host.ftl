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
host-time-running-low = { $movers }：この { $game } のターンの持ち時間（1 ターン { $per_turn }）が残りわずかだよ。期限は { $when }。

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
## 開催中のゲーム 1 つ：$title はゲーム名、$name は /rules に渡す名前、$help はそのコマンド（ゲームのヘルプ 1 行）。
help-hosted-game = - { $title }（`/rules game:{ $name }`）：{ $help }
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

## 対局の流れ（$who などはプレイヤー名、$seat と $other は席、$game はゲーム、$when は UTC の時刻）。
host-player = { $who }
host-player-seat = { $who }（{ $seat }）
host-command = /{ $verb }
host-ratings = レーティング：{ $changes }。
host-committed-first = この盤面は古いよ。別の変更が先に保存されたんだ。/board で今の局面を見てね。
host-no-game-running = このチャンネルで進行中の対局はないよ。/challenge opponent:<name> で始めてね。
host-no-game-yet = このチャンネルではまだ対局がないよ。/challenge opponent:<name> で始めてね。
host-game-gone = そのゲームはもう扱っていないよ。
host-game-running-there = そこではもう対局が進行中だよ。
host-game-not-read-back = 新しい対局を読み戻せなかったよ。もう一度試してみて。
host-button-unknown-game = そのボタンは知らない対局のものだよ。
host-button-other-channel = そのボタンは別のチャンネルの対局のものだよ。
host-verb-elsewhere = /{ $verb } は { $games } のコマンドだよ。このチャンネルでは { $game } を対局中。
host-verb-nowhere = /{ $verb } はどのゲームのコマンドでもないよ。このチャンネルでは { $game } を対局中。

## 盤外での対局の終わり。
ending-no-draws = { $game } に引き分けはないよ。続けるか、/resign してね。
ending-abort-event = 大会の対局は中止できないよ。代わりに /resign で終わらせてね。
ending-abort-too-late = 中止するには遅すぎるよ。もう { $played } ターン進んでいるんだ。代わりに /resign で対局を終わらせてね。
ending-aborted-result = 2 ターン目の前に { $who } が中止。結果なし。
ending-aborted = { $who } が 2 ターン目の前に対局を中止したよ。結果なし。
ending-resigned-result = { $who }（{ $seat }）が投了。{ $winners } の{ $count ->
       *[other] 勝ち
    }。
ending-resigns = { $who }（{ $seat }）が投了したよ。{ $winners } の{ $count ->
       *[other] 勝ち
    }！
ending-your-opponent = 相手
ending-draw-already-offered = もう引き分けを提案しているよ。相手が答えるかターンを指すまで有効だよ。
ending-draw-offered-you = { $offerer } がもう引き分けを提案しているよ。/draw action:accept か /draw action:decline で答えてね。
ending-ended-meanwhile = この対局はその間に終わったよ。
ending-draw-offer = { $who }（{ $seat }）が引き分けを提案したよ。{ $others }、/draw action:accept で承諾、/draw action:decline で拒否してね。ターンを指すと拒否になるよ。
ending-no-draw-offer = 答える引き分けの提案はないよ。/draw action:offer で提案してね。
ending-own-offer = それは自分の提案だよ。答えられるのは { $others } だけ。
ending-draw-accepted = { $who }（{ $seat }）が引き分けを承諾したよ。対局は引き分け。
ending-drawn-by-agreement = 合意による引き分け。
ending-draw-declined = { $who }（{ $seat }）が引き分けを拒否したよ。対局続行。
ending-engines-alone-result = { $who }（{ $seat }）が{ $how ->
        [resigned] 投了
       *[timeout] 時間切れ
    }。ボットの席しか残らなかったので、対局はそこで終了。
ending-engines-alone = ボットの席しか残っていないので、対局はここで終わりだよ。ボットだけで続けることはないんだ。

## 持ち時間。
clock-aborted = { $late } が 2 ターン目の前に時間内に指さなかったよ。対局は結果なしで中止。
clock-aborted-result = 中止：{ $late } が 2 ターン目の前に時間内に指さなかった（{ $when }）。結果なし。
clock-at = （{ $when }）
clock-timeout = { $loser }（{ $seat }）が時間切れ。{ $winner }（{ $other }）の勝ち！
clock-timeout-result = { $loser }（{ $seat }）が { $when } に時間切れ。{ $winner }（{ $other }）の勝ち。

## /history。
record-versus = { $first } 対 { $second }
record-header = { $game }：{ $players }
record-attached = （棋譜の全体は添付ファイルにあるよ）
record-no-turns = まだ 1 ターンも進んでいないよ。
record-description = 表記法で書いた対局の棋譜。
record-page-line = 対局のページ：{ $url }

## /replay。
replay-no-such-game = このサーバーに対局 { $id } はないよ。/history でこのチャンネルの対局を見られるよ。
replay-no-game-yet = このチャンネルではまだ対局がないよ。/challenge で始めてね。
replay-cannot = この対局の棋譜は再生できないよ。管理者が `gamehost verify` で確認できるよ。
replay-of = 対局 { $id } のリプレイ（{ $game }：{ $players }）、{ $turns ->
       *[other] { $turns } ターン
    }。
replay-alt = 対局 { $id } のアニメーション（{ $game }：{ $players }）、{ $turns ->
       *[other] { $turns } ターン
    }。
replay-skipped = 最後の { $shown } ターンを表示中。最初の { $skipped } ターンは省略しているよ。

## 再戦。
rematch-still-running = その対局はまだ進行中だよ。先に終わらせてね。
rematch-no-opponent = その対局には相手がいなかったよ。

## 待っている、または期限切れの申し込み。
challenge-table-open-here = { $opener } がここでテーブルを開いているよ。/join で参加するか、始まるか閉じるまで待ってね。
challenge-already-challenged = { $challenger } がここで { $opponent } にもう対戦を申し込んでいるよ。先に返事をするか取り下げてね。
challenge-open-here = { $challenger } がここで対戦を申し込み中だよ。先に返事をするか取り下げてね。
challenge-table-expired = { $opener } の { $game } テーブルは閉じたよ。時間内に誰も始めなかったんだ。/challenge game:{ $name } で新しく開いてね。
challenge-expired-to = { $challenger } から { $opponent } への対戦の申し込みは返事がないまま期限切れになったよ。/challenge でもう一度申し込んでね。
challenge-expired = { $challenger } の対戦の申し込みは返事がないまま期限切れになったよ。
challenge-game-not-hosted = そのゲームはもうここでは扱っていないよ。
challenge-name-opponent = 誰に申し込むか指定してね。例：/challenge opponent:bob

## プレイ。
play-wrong-game = それは { $game } の /{ $verb } だよ。このチャンネルでは { $playing } を対局中：/{ $verb } { $name } を使ってね。
play-moved-on = そのメッセージのターンはもう指されたよ。今の対局はこちら。
play-unknown-game = その対局は知らないよ。
play-retired-button = そのボタンは古いバージョンのボットのものだよ。「プレイ」を押すか /play と入力してね。

## 予約したターン。
staging-nothing-staged = 何も予約していないよ。{ $verbs } でターンを予約するか、/turn ですぐに指してね。
staging-staged-first = { $staged } を予約中だよ。先に /endturn で確定するか /undo で取り消してね。
staging-nothing = 何も予約していないよ。
staging-cleared = 予約したターンを消したよ。
staging-old-preview = このプレビューは古いよ。予約したターンがその後変わったんだ。最新のプレビューか /endturn を使ってね。
staging-moved-on = この盤面は古いよ。その後対局が進んだんだ。/board で今の局面を見てね。

## ターンを一歩ずつ選ぶ（$prompt、$so_far、$turn、$choices、$group、$first はゲーム自身の言葉）。
choosing-chosen-since = この選択肢は古いよ。その後もう選んでいるんだ。最新のメッセージか /play を使ってね。
choosing-no-such-choice = 今は選択肢 { $n } はないよ。1〜{ $count } から選んでね（/play で一覧が出るよ）。
choosing-not-a-choice = それは今の選択肢じゃないよ。/play で見られるよ。
choosing-incomplete = ターンはまだ完成していないよ：{ $prompt }
choosing-nothing-chosen = まだ何も選んでいないよ。
choosing-step = { $game } · { $prompt }
choosing-so-far = ここまで：{ $so_far }。
choosing-complete = 完成：「{ $button }」で { $turn } を指すよ。
choosing-choices = 選択肢（/choose N）：{ $choices }。
choosing-menu = 選ぶ…
choosing-menu-group = { $group }…
choosing-menu-run = { $number }. { $first }…

## 席の Web ページ。
seat-behind = このページは古かったよ。別のウィンドウで選んだので、今はその選択を表示しているよ。
seat-stale = このページは古かったよ。対局が進んだので、今の対局を表示しているよ。
seat-fault = こっちで問題が起きたので、何も変更していないよ。
seat-draw-failed = 今は盤面を描けなかったよ。
seat-not-done = それは実行されなかったよ。

# An engine seat's name in a game ($level is its level, $n its number among the game's engine seats).
engine-name = { $n ->
    [1] ボット（レベル { $level }）
   *[other] ボット { $n }（レベル { $level }）
}

# A game's button pressed in a direct message (a turn alert's): what
# everyone sees was posted in the game's channel ($channel, a link).
host-shown-in-channel = 完了：{ $channel } に表示されています。
host-told-from-channel = { $channel } にて（次のコマンドのときにそこに表示されます）：

# A challenge to a person in a direct message with the bot (no one else
# there could accept it).
challenge-direct-message = ここで対局できるのはボットだけです。ボットを相手に選ぶか、サーバーで人に挑戦してください。

# A table opened in a direct message with the bot that needs other people
# ($bots: the seats besides the opener's, which bots could take).
table-direct-message = ここで対局できるのはボットだけです。bots:{ $bots } で残りの席をボットにするか、サーバーでテーブルを開いてください。
