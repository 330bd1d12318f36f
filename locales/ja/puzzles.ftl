# Japanese (ja). Glossary: puzzle = パズル, daily puzzle = デイリーパズル（その日の 1 問は今日のパズル）, solve = 解く（「解く」ボタン）, puzzle rating = パズルレーティング, attempt = 挑戦, solver = 解く人, line = 手順, reply = 応手, turn = ターン, game = ゲーム（1回の対戦は対局）, challenge = 対戦の申し込み, side = 陣営, engine = ボット
# ここで指された対局から作ったパズル（/puzzle、デイリーパズル、挑戦中の
# メッセージ）。パズルとは、勝ちにつながるターンが一つだけあり、ほかの
# ターンでは遠く及ばない局面のこと。解く人が正解の手順のターンを指し、
# その間の応手はボットが指す。
# $id はパズルの番号、$game はゲームの名前、$seat は解く人の陣営
# （Ember、White…）、$turns は解く人が指すターン数。

## /puzzle のお断り。
puzzle-none-left = 挑戦できるパズルがまだ残っていないよ。パズルはボットが解析した終局済みの対局から見つかるんだ。対局を続けて、また後で聞いてね。
puzzle-game-running-here = このチャンネルでは対局が進行中だよ。パズルは別のチャンネルか、ボットとの DM で挑戦してね。
puzzle-challenge-open-here = このチャンネルには受付中の対戦の申し込みがあるよ。パズルは別のチャンネルで挑戦するか、申し込みが片付いてからにしてね。

## 挑戦の開始。$solver は解く人、$rating はパズルのレーティング。
puzzle-start = パズル { $id }（{ $game }、レーティング { $rating }）：{ $solver }、あなたは{ $seat }だよ。{ $turns ->
        [1] 勝ちにつながるターンを見つけてね。
       *[other] 勝ちにつながる手順を見つけてね。あなたが { $turns } ターン指し、その間にボットが応手を指すよ。
    }
puzzle-tried-before = このパズルには前に挑戦したことがあるね。今回の挑戦ではパズルレーティングは変わらないよ。
## 出題元。$source はその対局の番号、$url はそのページ。
puzzle-from-game = 対局 { $source } からの出題だよ。
puzzle-from-game-page = 対局 { $source } からの出題だよ：{ $url }
puzzle-from-this-server = このサーバーで指された対局からの出題だよ。
puzzle-from-elsewhere = 別のサーバーで指された対局からの出題だよ。

## 解く人のターン。
puzzle-not-the-answer = それはこのパズルの正解じゃないよ。もう一度よく見て、別のターンを試してね。
puzzle-right-go-on = 正解！ボットが応じたよ。次のターンを見つけてね。
puzzle-solved = 解けた！
## $rating は puzzle-rating-moved。
puzzle-solved-rated = 解けた！パズルレーティング：{ $rating }。
puzzle-given-up-rated = パズルをギブアップしたよ。パズルレーティング：{ $rating }。
puzzle-rating-moved = { $before } → { $after }
## 挑戦の結果（対局の結果と同じ形）。$solver は解いた人。
puzzle-solved-result = { $solver } がパズルを解いた！

## デイリーパズル。
puzzle-daily-servers-only = デイリーパズルはサーバーのチャンネルに投稿されるものだよ。ここはサーバーじゃないね。
puzzle-daily-managers-only = デイリーパズルをオン・オフできるのは、このサーバーを管理できる人だけだよ。
puzzle-daily-on = これから毎日このチャンネルにパズルを投稿するよ。今日のパズルはこちら。
puzzle-daily-off = このサーバーでのデイリーパズルは終了したよ。
puzzle-daily = 今日のパズル：{ $game }、パズル { $id }。{ $seat }の手番で、{ $turns ->
        [1] 1 ターン
       *[other] { $turns } ターン
    }で勝ち。「解く」を押して、ここで挑戦してね。

button-next-puzzle = 次のパズル
button-solve-puzzle = 解く

## パズル挑戦の Web ページ。$source は出題元の対局の番号
## （そのページへのリンク）。
web-puzzle = パズル { $id }
web-puzzle-from-game = 対局 { $source } より
web-puzzle-from-this-server = このサーバーで指された対局より
web-puzzle-from-elsewhere = 別のサーバーで指された対局より

## A board's headline once an attempt is solved.
game-ended-solved = パズル正解
## /analyse of an attempt.
analyse-a-puzzle = 対局 { $id } はパズルへの挑戦だから、解析はしないよ。

## /profile: a player's puzzle rating in one game.
leaderboard-profile-puzzles = { $game } のパズル：レーティング { $rating }（正解 { $solved }、不正解 { $missed }）

## An attempt where an earlier one was played in the same channel.
puzzle-played-here-before = このパズルはこのチャンネルで前に遊ばれていて、正解が上に残っているかもしれないよ。今回の挑戦ではパズルレーティングは変わらないよ。
## Above the solver's own view of a game with secrets.
puzzle-your-view = あなただけに見える自分の側（隠された選択を含む）。
## A wrong turn, the first of a rated attempt.
puzzle-not-the-answer-counted = それはこのパズルの正解じゃないよ。今回の挑戦はパズルレーティング上は不正解として数えられるよ。もう一度よく見て、別のターンを試してね。
