# Japanese (ja). Glossary: event = 大会, round = ラウンド, board = ボード（ラウンド内の1局）, bye = 不戦勝（bye）, organiser = 主催者, standings = 順位表, tie-breaks = タイブレーク（ブッフホルツ、ゾンネボルン・ベルガー）, arena = アリーナ, pairing = 組み合わせ, leaderboard = ランキング, rating = レーティング, table = テーブル, seat = 席, archive = アーカイブ
# 大会、テーブル、ランキング、アーカイブ、フロントエンド自身のことば。

## 大会の説明。$game はゲーム名、$span は時間の長さ。
tournament-rounds = { $n ->
    [0] 参加人数に応じたラウンド数
   *[other] { $n } ラウンド
}
tournament-about-swiss = { $game } のスイス式大会（{ $rounds }、1 ターン { $span }）
tournament-about-round-robin = { $game } の総当たり戦（1 ターン { $span }）
tournament-about-double-round-robin = { $game } の2回総当たり戦（1 ターン { $span }）
tournament-about-knockout-replay = { $game } のノックアウト戦（1 ターン { $span }。引き分けは席を入れ替えて再戦）
tournament-about-knockout-seed = { $game } のノックアウト戦（1 ターン { $span }。引き分けは上位シードが勝ち上がり）
tournament-about-arena = { $game } のアリーナ（組み合わせは { $length }、1 ターン { $span }）
tournament-about-tables = { $game } のテーブル大会（{ $rounds } の後に決勝テーブル、1 ターン { $span }）

## /tournament。
tournament-players = { $n ->
   *[other] { $n } 人
}
tournament-no-event = このチャンネルに大会はないよ。主催者が /tournament action:create で作れるよ。
tournament-organiser-only = それができるのは大会の主催者（作った人かサーバー管理者）だけだよ。
tournament-you-not-joined = この大会には参加していないよ。
tournament-left = { $who }が大会を抜けたよ（{ $players }）。
tournament-started-by = { $who }が大会を開始したよ。
tournament-not-in = { $who }はこの大会に参加していないよ。
tournament-unentered = { $who }はもう大会にエントリーしていないよ。
tournament-withdrew = { $organiser }が{ $who }を大会から棄権させたよ。今後の組み合わせはなし。
tournament-withdrew-playing = { $organiser }が{ $who }を大会から棄権させたよ。今後の組み合わせはなし、対局中のゲームは最後まで指すよ。
tournament-paused = 大会は一時停止中。対局中のゲームは続くけど、/tournament action:resume まで新しいラウンドは組まれないよ。
tournament-running-again = 大会が再開したよ。
tournament-over-already = 大会はもう終わっているよ。
tournament-ended-by = { $who }が大会を終了したよ。この順位表が最終結果（対局中のゲームはもう数えないよ）。
tournament-over-see-standings = 大会は終了。/tournament action:standings で最終順位表が見られるよ。
tournament-busy = このチャンネルにはもう大会があるよ（{ $about }）。ここで新しく作るには、先に終わらせてね。
tournament-game-gone = そのゲームはもうここでは遊べないよ。
tournament-created = { $who }が大会を作ったよ：{ $about }。/tournament action:join で参加してね。
tournament-starts-in = { $span }後に自動で始まるよ（または{ $who }が /tournament action:start で開始したとき）。
tournament-starts-by = { $who }が /tournament action:start で開始するよ。
tournament-enter-yourself = 他の人をエントリーできるのは主催者だけ。自分は /tournament action:join で参加してね。
tournament-level-for-bot = `level:` はボットをエントリーするときに使うよ。例：/tournament action:join player:engine level:1
tournament-joined-already = { $who }はもう参加しているよ。
tournament-joined = { $who }が大会に参加したよ（{ $players }）。
tournament-changed = 同じ瞬間に大会が変わったので、何もしていないよ。もう一度試してね。

## 組み合わせが断ること。
tournament-refused-join-after-start = 大会は始まっているよ。もう参加はできないよ。
tournament-refused-already-joined = もう参加しているよ。
tournament-refused-leave-after-start = 大会は始まっているよ。主催者に棄権させてもらってね。
tournament-refused-not-joined = 参加していないよ。
tournament-refused-already-started = 大会はもう始まっているよ。
tournament-refused-too-few = 開始するには参加者が少なすぎるよ。
tournament-refused-not-a-player = そのプレイヤーは大会に参加していないよ。
tournament-refused-not-running = 一時停止できるのは進行中の大会だけだよ。
tournament-refused-not-paused = 大会は一時停止していないよ。
tournament-refused-not-its-game = その対局は大会のものじゃないよ。
tournament-refused-result-in = その対局の結果はもう入っているよ。

## 1 ラウンドの対局。
tournament-name = { $who }
tournament-versus = { $first } 対 { $second }
tournament-seated = { $who }（{ $seat }）
tournament-round = ラウンド { $round }：{ $games }。対局はそれぞれ専用のチャンネルで始まるよ。
tournament-round-byes = ラウンド { $round }：{ $games }。不戦勝：{ $byes }。対局はそれぞれ専用のチャンネルで始まるよ。
tournament-new-games = 新しい対局：{ $games }。対局はそれぞれ専用のチャンネルで始まるよ。
tournament-new-games-byes = 新しい対局：{ $games }。不戦勝：{ $byes }。対局はそれぞれ専用のチャンネルで始まるよ。

## 大会の対局がチャンネルに置かれる。
tournament-board-name = { $game } · R{ $round } B{ $board } · { $players }
tournament-board-heading = 大会の対局：ラウンド { $round }、ボード { $board } — { $players }。
tournament-board-placed = ラウンド { $round }、ボード { $board }：{ $players } — 場所：{ $place }。
tournament-this-channel = このチャンネル
tournament-gone = その大会はもうないよ。
tournament-unreadable = 大会の対局を読み直せなかったよ。
tournament-placed-already = その対局はもう場所が決まっているよ。
tournament-over-final = 大会は終了。最終順位表：

## 大会の対局が終わった。
tournament-result-not-counted = この対局が属していた大会は終わっているので、結果は大会には数えられないよ。
tournament-last-game = これが大会の最後の対局だったよ。大会は終了して、最終順位表は大会のチャンネルに出るよ（そこで /tournament action:standings）。
tournament-goes-on = 大会は続くよ。
tournament-round-complete = 大会のラウンド { $round } が終わったよ。
tournament-paused-next = 大会は一時停止中。主催者が再開すると次のラウンドが組まれるよ。
tournament-arena-goes-on = 大会は続くよ。スコアの近い人が空きしだい、また組み合わせるよ。
tournament-round-waits = 大会のラウンド { $round } は、あと { $left ->
   *[other] { $left } 局
}の終了を待っているよ。

## 時計が大会にすること。
tournament-has-started = 大会が始まったよ。
tournament-could-not-start = 大会は予定の時刻に始められなかったよ。参加は { $joined } 人で、{ $least } 人必要。大会は閉じたので、主催者は新しく作れるよ。
tournament-arena-time-up = アリーナの時間切れ。新しい対局は組まれず、対局中のゲームが終わるとアリーナも終わるよ。

## 順位表。
tournament-format-swiss = スイス式
tournament-format-round-robin = 総当たり
tournament-format-double-round-robin = 2回総当たり
tournament-format-knockout = ノックアウト
tournament-format-arena = アリーナ
tournament-format-tables = テーブル
tournament-status-open = 受付中、{ $count } 人参加
tournament-status-final = 最終順位
tournament-status-round = ラウンド { $round }
tournament-status-round-of = ラウンド { $round }/{ $rounds }
tournament-status-round-of-final = ラウンド { $round }/{ $rounds }＋決勝
tournament-status-paused = 一時停止中：{ $round }
tournament-status-arena = アリーナ進行中
tournament-standings-title = { $game } { $format } · { $status }
tournament-standings-head = 順位表 — { $about } — { $status }：
tournament-standings-nobody = まだ誰も参加していないよ：/tournament action:join
tournament-standings-row = { $rank }. { $who } — { $points } { $n ->
   *[other] 点
}
tournament-standings-row-half = { $rank }. { $who } — { $points } 点
tournament-standings-tie-breaks = （ブッフホルツ { $bh }、SB { $sb }）
tournament-standings-more = …ほか { $n } 人（画像には全員いるよ）。
tournament-withdrawn = { $who }（棄権）
tournament-withdrawn-mark = （棄権）

## 結果のマス：勝3 は 3 位に勝ち、分3 は引き分け、負3 は負け。
tournament-cell-won = 勝{ $rank }
tournament-cell-drew = 分{ $rank }
tournament-cell-lost = 負{ $rank }
tournament-cell-bye = 不戦勝
tournament-column-round = R{ $n }
tournament-column-game = G{ $n }

## 順位表の画像。
tournament-picture-points = 点
tournament-picture-nobody = まだ誰もいない
tournament-legend-bh = Bh ブッフホルツ
tournament-legend-sb = SB ゾンネボルン・ベルガー
tournament-legend-won = 勝3 3 位に勝ち
tournament-legend-drew = 分 引き分け
tournament-legend-lost = 負 負け
tournament-legend-place = 2/4 テーブル 4 人中 2 位
tournament-legend-playing = …3 対局中
tournament-legend-playing-table = … 対局中
tournament-alt-head = 順位表、{ $title }。
tournament-alt-nobody = まだ誰も参加していないよ。
tournament-alt-row = { $rank }. { $who }、{ $points } { $n ->
   *[other] 点
}
tournament-alt-row-half = { $rank }. { $who }、{ $points } 点
tournament-alt-tie-breaks = 、ブッフホルツ { $bh }、ゾンネボルン・ベルガー { $sb }
tournament-alt-results = 、結果 { $results }

## /leaderboard と /profile。
leaderboard-nobody = このサーバーではまだ誰も { $game } のレーティングを持っていないよ。まずレーティング対局を最後まで指してね（rated:false と書かない限り、対戦の申し込みはレーティング対象）。
leaderboard-head = { $game } ランキング（? = 暫定）：
leaderboard-row = { $place }. { $who } { $rating }（{ $games ->
   *[other] { $games } 局
}：{ $wins }–{ $losses }–{ $draws }）
leaderboard-you = あなた：{ $count } 人中 { $rank } 位、{ $rating }。
leaderboard-you-unrated = このサーバーではまだ { $game } のレーティング対局をしていないよ。
leaderboard-profile-head = このサーバーでの{ $who }：
leaderboard-profile-game = { $game }：{ $rating } · { $wins } 勝 { $losses } 敗 { $draws } 分
leaderboard-profile-none = レーティング対局はまだないよ。
leaderboard-streak-win = 現在の連続記録：{ $n ->
   *[other] { $n } 連勝
}。
leaderboard-streak-loss = 現在の連続記録：{ $n ->
   *[other] { $n } 連敗
}。
leaderboard-streak-draw = 現在の連続記録：{ $n ->
   *[other] { $n } 連続引き分け
}。
leaderboard-last-games = 最近の対局：
leaderboard-last-game = 対局 { $id } · { $game } · { $outcome } · { $before } → { $after }
leaderboard-outcome-win = 勝ち
leaderboard-outcome-loss = 負け
leaderboard-outcome-draw = 引き分け

## /archive と /anonymous。
archive-managers-only = このサーバーの対局を Web で公開できるのは、サーバーを管理できる人だけだよ。
archive-on = このサーバーの対局が Web で公開されたよ：{ $link }。名前を隠したい人は /anonymous state:on を使ってね。
archive-on-later = ボットがページを配信し始めたら、このサーバーの対局が Web で公開されるよ（web.public_url）。名前を隠したい人は /anonymous state:on を使ってね。
archive-off = このサーバーの対局はもう Web で公開されないよ。各対局のページはリンクから今までどおり開けるよ。
archive-anonymous-on = これから Web アーカイブでは「匿名」と表示されるよ。
archive-anonymous-off = Web アーカイブでまた自分の名前で表示されるよ。

## テーブル（Throne）：断られること。
table-own-table = もう自分のテーブルに座っているよ。他の人を招待するか、opponent: を外してね。
table-level-without-bot = `level:` はボットの強さを決めるよ。bots:1（または opponent: にボット）で座らせるか、level: を外してね。
table-channel-busy = このチャンネルではもう対局中だよ。/board で観戦するか、別のチャンネルでテーブルを開いてね。
table-too-many-bots = { $size } 人用のテーブルに、あなた以外に座れるボットは最大 { $most } 体だよ。bots: を減らすか players: を増やしてね。
table-game-running = このチャンネルではもう対局中だよ。
table-no-longer-open = このテーブルはもう受付を終えたよ。
table-none-here = このチャンネルに開いているテーブルはないよ。/challenge game:throne で開いてね。
table-two-players = ここで受付中の申し込みは 2 人用だよ。/accept か /decline で答えてね。
table-game-gone = このテーブルは、もう遊べないゲームのものだよ。
table-sitting-already = もうこのテーブルに座っているよ。
table-full = このテーブルは満席（{ $seats } 席）。{ $opener }が開始できるよ。
table-game-started = このテーブルの対局は始まっているよ。抜けるなら /resign。
table-opener-cancels = このテーブルを開いたのはあなただよ。閉じるなら /cancel。
table-not-sitting = このテーブルには座っていないよ。
table-opener-starts = 開始できるのはテーブルを開いた{ $opener }だけだよ。
table-too-few = 対局を始めるには最低 { $min } 人が座る必要があるよ。{ $now ->
   *[other] 今は { $now } 人
}。

## Discord のフロントエンド自身のことば。
discord-unknown-command = /{ $command } コマンドはもうないよ。今あるコマンドは /help で見てね。
discord-not-my-button = そのボタンは私のものじゃないよ。
discord-out-of-date = この /{ $command } は古いよ。もう一度入力してね。
discord-out-of-date-games = この /{ $command } は古いよ。/{ $command } を入力し直して、ゲームを選んでね（{ $games }）。
discord-bot-opponent = { $who }はボットで、ここでボットとして遊ぶのは私だけだよ。私かこのチャンネルの誰かに申し込んでね。
discord-thread-name = { $game } · { $players }
discord-accepted-in-thread = { $who }が受けたよ。対局は { $thread } で行われるよ。

## コンソール自身のことば：コマンドではない行。
console-usage = `#チャンネル ユーザー /コマンド` の形で書いてね。例：`#lobby alice /help`
console-greeting = gamehost コンソール：`#チャンネル ユーザー /コマンド` の形で入力してね。例：`#lobby alice /help`。終了は Ctrl-D。
console-channel-empty = チャンネル名は空にできないよ
console-user-empty = ユーザー名は空にできないよ
console-channel-hidden = チャンネル名に制御文字、見えない文字、文字の向きを変える文字は使えないよ
console-user-hidden = ユーザー名に制御文字、見えない文字、文字の向きを変える文字は使えないよ
console-not-a-channel = `{ $channel }` はチャンネルじゃないよ。チャンネルは # で始まるよ。例：#lobby
console-name-too-long = チャンネル名とユーザー名は最大 { $most } 文字だよ
console-not-utf8 = この行は UTF-8 のテキストじゃないよ。`#lobby alice /help` のようにコマンドを入力してね
console-engine-name = `{ $user }` はコンソールでのボットの名前だよ（/challenge opponent:engine で申し込んでね）。別の名前で入力してね
console-nothing-to-do = 空行かコメント：何もしないよ
