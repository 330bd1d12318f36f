# Japanese (ja). Glossary: move = 移動, turn = ターン, piece = 駒, square = マス, game = ゲーム（1回の対戦は対局）, challenge = 対戦の申し込み, claim = 支配, capture = 取る, stage = 予約, last rank = 最終ランク, infiltrator = 潜入者, commander = 指揮官, pawn = ポーン, puppeteer = 人形使い, witch = 魔女, loadout = 編成, element = 属性, augmentor = 強化能力, offense = 攻撃能力, temporal ability = 時間能力, shells = 貝, values = 出目, table = テーブル, tournament = 大会, analysis = 解析, accuracy = 正確度, inaccuracy = 疑問手, mistake = 悪手, blunder = 大悪手, win chance = 勝率, engine = ボット
# 終わった対局のボットによる解析（/analyse、「解析」ボタン、解析画像、
# 対局ページの解析）。

## /analyse のお断り。$id は対局の番号、$game はゲームの名前。
analyse-no-such-game = このサーバーに対局 { $id } はないよ。/history でこのチャンネルの対局を見られるよ。
analyse-no-game-yet = このチャンネルではまだ対局がないよ。/challenge で始めてね。
analyse-not-over = 対局 { $id } はまだ進行中だよ。解析は対局が終わってからね。
analyse-not-this-game = ボットは { $game } の対局を解析しないよ。
analyse-nothing = 対局 { $id } は誰もターンを進めないうちに終わったので、解析するものがないよ。

## 解析はまだできていない。$ahead は先に待っている対局の数。
analyse-queued = 対局 { $id } はボットが解析中{ $ahead ->
        [0] {""}
       *[other] （あと { $ahead } 局待ち）
    }だよ。1、2 分したら /analyse game:{ $id } でもう一度聞いてね。

## 解析。$players は「alice 対 bob」の形。
analyse-of = 対局 { $id } の解析（{ $game }：{ $players }）
analyse-alt = 対局 { $id } を通した各プレイヤーの勝率のグラフ（{ $game }：{ $players }）。その下に印の付いたターン。
## プレイヤーごとに 1 行。$accuracy は整数のパーセント。
analyse-player = { $who }：正確度 { $accuracy }%、{ $inaccuracies ->
       *[other] 疑問手 { $inaccuracies }
    }、{ $mistakes ->
       *[other] 悪手 { $mistakes }
    }、{ $blunders ->
       *[other] 大悪手 { $blunders }
    }
analyse-player-no-turns = { $who }：ボットが評価できる選択はなかったよ
analyse-swings = 形勢が大きく動いたターン：
## $turn はターンの番号、$played と $best はゲームの表記法で書いたターン、$mark は analysis-mark- の語のどれか。
analyse-swing = ターン { $turn }、{ $who }：{ $played }（{ $mark }）。ボットの推奨は { $best }
analysis-mark-inaccuracy = 疑問手
analysis-mark-mistake = 悪手
analysis-mark-blunder = 大悪手
analysis-mark-none = 小さな損

## 終わった対局の最後のメッセージの下のボタン。
button-analysis = 解析

## 対局ページの解析。
web-analysis-title = ボットの解析
web-analysis-graph-alt = 対局 { $id } の各プレイヤーの勝率を局面ごとに示したグラフ。その下に印の付いたターン。
web-analysis-secrets = ボットは対局中に隠されていた情報（対局の終わりに明かされた秘密の選択）を読んでいるよ。この解析も同じで、誰が見ても同じ内容だよ。
## $mark は analysis-mark- の語のどれか。
web-analysis-shown-mark = 印：{ $mark }。
web-analysis-shown-best = ボットもこのターンを選んだはずだよ。
## $best はゲームの表記法で書いたターン、$line はボットがその後に予想したターン。
web-analysis-shown-preferred = ボットの推奨は { $best }（読み筋：{ $line }）。
web-analysis-how = 勝率は、一定の思考量でのボットの評価を、ボット自身の対局に合わせて換算したものだよ。ボットの選択と比べて勝率を 5（疑問手）、10（悪手）、15（大悪手）ポイント失ったターンに印が付くよ。正確度はそのプレイヤーの全ターンの平均だよ。
web-analysis-waiting = ボットはまだこの対局を解析していないよ。解析が終わるとここに表示されるよ。

## Under a page's board where the next turn was marked: the engine's choice, drawn as an arrow.
web-analysis-arrow = 矢印：ここでのボットの選択、{ $best }。
