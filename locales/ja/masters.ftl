# Japanese (ja). 用語集：Ember、Frost（陣営。固有名詞）、general = 将軍、puppeteer = 人形使い、witch = 魔女（三人の指導者）、cardinal = 枢機卿、dragon = 竜、sentinel = 番兵、archer = 弓兵、horseman = 騎兵、scout = 斥候、claim = 支配（支配する）、inherit = 継承、offer = 申し出、moveset = 動き、aura = オーラ。入力する値（promote:dragon、inherit:accept、piece:horseman）とコマンドはそのまま。

## 陣営と駒。
-masters-ember = Ember
-masters-frost = Frost
-masters-general = 将軍
-masters-puppeteer = 人形使い
-masters-witch = 魔女
-masters-cardinal = 枢機卿
-masters-dragon = 竜
-masters-sentinel = 番兵
-masters-archer = 弓兵
-masters-horseman = 騎兵
-masters-scout = 斥候

masters-side-ember = { -masters-ember }
masters-side-frost = { -masters-frost }
masters-piece-general = { -masters-general }
masters-piece-puppeteer = { -masters-puppeteer }
masters-piece-witch = { -masters-witch }
masters-piece-cardinal = { -masters-cardinal }
masters-piece-dragon = { -masters-dragon }
masters-piece-sentinel = { -masters-sentinel }
masters-piece-archer = { -masters-archer }
masters-piece-horseman = { -masters-horseman }
masters-piece-scout = { -masters-scout }

masters-owned = { $side }の{ $piece }
masters-yours-on = { $square } にいる自分の{ $piece }
masters-yours-on-start = { $square } にいる自分の{ $piece }
masters-theirs-on = { $square } にいる{ $side }の{ $piece }
masters-notation = { $notation }
masters-and-then = { $first }、{ $rest }
masters-notes-join = { $first }／{ $rest }

masters-started = 対局開始：{ $ember }（{ -masters-ember }）対 { $frost }（{ -masters-frost }）。{ -masters-ember }が先手：{ $ember }。
masters-started-how = 対局開始：{ $ember }（{ -masters-ember }）対 { $frost }（{ -masters-frost }）。{ -masters-ember }が先手：{ $ember }。/move と /claim でターンを予約して /endturn（一度に指すなら /turn）。
masters-game-over = 対局終了：
masters-status = ターン { $turn } · { $side }（{ $player }）の番。
masters-not-your-turn = いまは { $player }（{ $side }）の番です。相手の手を待ってね。
masters-players = Masters：{ $ember }（{ -masters-ember }）対 { $frost }（{ -masters-frost }）。
masters-holds = { $side }の{ -masters-puppeteer }が { $square } の{ $piece }を支配している。
masters-offered = { $side }の{ -masters-witch }への申し出：{ $offers }。
masters-offered-forced = { $side }の{ -masters-witch }への申し出：{ $offers }（{ $forced }は強制）。
masters-witch-moves-as = { $side }の{ -masters-witch }は{ $piece }として動く。
masters-has-lost = { $side }が失った駒：{ $pieces }。
masters-position = 局面：`{ $position }`

masters-turn-line = ターン { $number } · { $side }（{ $player }）：{ $what }
masters-part-inherits = { $piece }を継承
masters-part-declines = 継承を断る
masters-part-takes = { $piece }を取る
masters-part-claims = { $square } を支配
masters-event-claimed = { $side }の{ -masters-puppeteer }が{ $piece }を支配した。
masters-event-retargeted = { $side }の{ -masters-puppeteer }が{ $released }を手放し、{ $piece }を支配した。
masters-event-released = { $side }の{ -masters-puppeteer }が{ $piece }の支配を失った。
masters-event-offer = { $side }の{ -masters-witch }に{ $piece }の動きが申し出られた。
masters-event-offer-forced = { $side }の{ -masters-witch }に{ $piece }の動きが申し出られ、受けるしかない。
masters-event-forced = { $side }の{ -masters-witch }は{ $piece }の動きを強制的に継承した。
masters-event-promoted = { $square } の{ $side }の{ -masters-scout }が{ $piece }に成った。
masters-won = { $player }（{ $side }）の勝ち！{ $loser }の指導者三人がすべて倒れた。
masters-result-won = { $player }（{ $side }）の勝ち：{ $loser }の指導者三人がすべて倒れた。
masters-stuck = { $player }（{ $side }）には合法なターンがない：/resign で投了するか、/draw action:offer で引き分けを申し出てね。
masters-note-takes = { $square } の{ $piece }を取る
masters-note-promotes = { $piece }に成る
masters-note-inherits = { -masters-witch }が{ $piece }を継承
masters-note-inherits-forced = { -masters-witch }が{ $piece }を強制継承（M34）

masters-staged = 予約：{ $draft }。指すなら「ターン終了」（または /endturn）、やり直すなら「取り消し」（/undo）。
masters-draft-claim = { $square } を支配
masters-draft-accept = 申し出を受ける
masters-draft-decline = 申し出を断る
masters-draft-inherit = { $piece }を継承
masters-no-claim = 支配できる駒はない。
masters-no-claim-after-move = 予約した移動のあとでは、支配できる駒はない。
masters-can-claim = 支配できる駒：{ $targets }。/claim target:{ $first } で一つ予約してね。
masters-can-claim-after-move = 予約した移動のあとで支配できる駒：{ $targets }。/claim target:{ $first } で一つ予約してね。
masters-claim-target = { $square }（{ $piece }）
masters-claim-staged-already = { $square } の支配はもう予約済み：変えるならまず /undo。
masters-answer-staged-already = もう選んである（{ $answer }）：変えるならまず /undo。
masters-nothing-staged = 移動も支配も予約されていない：/move か /claim で予約するか、/turn で一度に指してね。
masters-m23-warning = 注意：予約した移動のあとでは、{ $reason } このターンは拒否される：移動か支配を変えてね（/undo）。
masters-m23-warning-blocked = 注意：予約した移動のあとでは、{ $reason } このターンは拒否される（{ $square } の{ $blocker }が邪魔）：移動か支配を変えてね（/undo）。
masters-claim-first = { $refusal } 動かすなら同じターンで支配して：先に /claim target:{ $square }。

masters-choices-over = 対局は終わっている。
masters-choices-not-your-turn = いまは{ $side }の番で、あなたの番じゃない。
masters-choices-stale = その選択はもうこの局面のターンにならない：最初からやり直してね。

## Choosing a turn by buttons: what each choice says and what to do now.
## $piece a piece's name (or a side's piece); $square a square.
masters-choice-inherit = 自分の{ -masters-witch }が{ $piece }を継承
masters-choice-decline = { -masters-witch }への申し出を断る
masters-choice-piece = { $square } · { $piece }
masters-choice-promote = { $piece }に成る
masters-choice-claim-only = 支配のみ
masters-choice-claim = { $square } を支配
masters-takes = { $piece }を取る
masters-prompt-piece = 動かす駒を選んでね。
masters-prompt-piece-or-claim = 動かす駒を選ぶか、「支配のみ」を押してね。
masters-prompt-offers = あなたの{ -masters-witch }に申し出がある：答えるか、動かす駒を選んでね。
masters-prompt-promote = あなたの{ -masters-scout }が何に成るか選んでね。
masters-prompt-claim-or-end = 支配する駒を選ぶ（点線の輪）か、「ターン終了」を押してね。
masters-prompt-claim = あなたの{ -masters-puppeteer }が支配する駒を選んでね（点線の輪）。
masters-prompt-end = 「ターン終了」で指します。
masters-prompt-where = 行き先を選んでね。

masters-bad-promotion = `promote:{ $value }` は選べない：dragon、sentinel、archer、horseman のどれかを使ってね。
masters-bad-answer = `inherit:{ $value }` は答えにならない：accept、decline、または申し出られた駒（horseman など）を使ってね。
masters-turn-needs-action = ターンには移動か支配（または両方）が必要：例 /turn move:E2-E4、/turn claim:F7。
masters-turn-needs-move-or-claim = ターンには移動か支配（または両方）が必要：例 /turn move:E2-E4。
masters-promote-needs-move = `promote:` は移動と一緒に使う：例 /turn move:E11-E12 promote:dragon。
masters-no-offer-to-accept = あなたの{ -masters-witch }には受けられる継承の申し出がない。
masters-several-offers = あなたの{ -masters-witch }には申し出が複数ある（{ $offers }）：一つ選んでね。例 { $option }:{ $first }。
masters-bad-piece = `piece:{ $value }` は Masters の駒じゃない：general、puppeteer、witch、cardinal、dragon、sentinel、archer、horseman、scout のどれかを使ってね。

masters-claim-no-puppeteer = 支配に使える{ -masters-puppeteer }が残っていない。
masters-claim-puppeteer-held = { $puppeteer } の自分の{ -masters-puppeteer }は{ $side }に支配されていて支配できない。
masters-claim-empty = { $target } には支配する駒がない。
masters-claim-own-piece = { $target }は自分の駒：支配できるのは{ $enemy }の駒だけ。
masters-claim-already-held = 自分の{ -masters-puppeteer }はもう{ $target }を支配している。
masters-claim-no-line = { $puppeteer } の自分の{ -masters-puppeteer }から { $target } は見えない：同じ段にも列にもない。
masters-claim-blocked = { $puppeteer } の自分の{ -masters-puppeteer }から { $target } は見えない：{ $square } の{ $blocker }が邪魔。
masters-claim-protected = { $target }は { $cardinal } の{ -masters-cardinal }のオーラの中にいて支配できない。
masters-claim-no-puppeteer-start = 支配に使える{ -masters-puppeteer }が残っていない。
masters-claim-puppeteer-held-start = { $puppeteer } の自分の{ -masters-puppeteer }は{ $side }に支配されていて支配できない。
masters-claim-empty-start = { $target } には支配する駒がない。
masters-claim-own-piece-start = { $target }は自分の駒：支配できるのは{ $enemy }の駒だけ。
masters-claim-already-held-start = 自分の{ -masters-puppeteer }はもう{ $target }を支配している。
masters-claim-no-line-start = { $puppeteer } の自分の{ -masters-puppeteer }から { $target } は見えない：同じ段にも列にもない。
masters-claim-blocked-start = { $puppeteer } の自分の{ -masters-puppeteer }から { $target } は見えない：{ $square } の{ $blocker }が邪魔。
masters-claim-protected-start = { $target }は { $cardinal } の{ -masters-cardinal }のオーラの中にいて支配できない。
masters-claim-after-move = 移動のあとでは、{ $reason } 移動か支配を変えてね。

masters-error-game-over = 対局は終わっている：{ $winner }の勝ち。
masters-error-no-piece = { $square } に動かす駒がない。
masters-error-held = { $piece }は{ $side }の{ -masters-puppeteer }に支配されている：支配が切れるまで動かせない。
masters-error-not-yours = { $piece }はあなたが動かせる駒じゃない。
masters-error-witch-still = { $piece }にはまだ動きがない：継承を受けてはじめて動ける。
masters-error-null-move = 移動はどこかへ行かないと：{ $square } から { $square } では動いていない。
masters-error-out-of-reach = { $piece }は { $to } に届かない。
masters-error-out-of-reach-witch = { $piece }は { $to } に届かない（{ $moves }として動く）。
masters-error-blocked = { $piece }は { $to } に届かない：{ $square } の{ $blocker }が邪魔。
masters-error-scout-blocked = { $piece }は { $to } に進めない：駒がいて、{ -masters-scout }は斜め前にしか取れない。
masters-error-scout-diagonal = { $piece }が斜めに進めるのは取るときだけで、{ $to } は空いている。
masters-error-own-piece = { $piece }は { $to } に行けない：そこは自分が動かせる駒。
masters-error-protected = { $piece }は { $cardinal } の{ -masters-cardinal }のオーラの中にいて取れない。
masters-error-promotion-missing = { $to } で自分の{ -masters-scout }が最終ランクに着く：promote:dragon、promote:sentinel、promote:archer、promote:horseman で成り先を選んでね。例 /move from:{ $from } to:{ $to } promote:dragon。
masters-error-promotion-not-allowed = 成れるのは最終ランクに着いた{ -masters-scout }だけ：移動 { $from }-{ $to } から promote: を外してね。
masters-error-no-offer = あなたの{ -masters-witch }には継承の申し出がない：答えを外してね。
masters-error-not-offered = あなたの{ -masters-witch }に{ $piece }の動きは申し出られていない。申し出：{ $offers }。
masters-error-forced = あなたの{ -masters-witch }は{ $piece }の動きを継承するしかない（強制）：答えを外してね。
masters-error-no-witch = あなたの{ -masters-witch }は取られた：継承する者がいない。

masters-rules = Masters：10×12 の盤で { -masters-ember } 対 { -masters-frost }。{ -masters-ember }が先手。相手の指導者三人（{ -masters-general }、{ -masters-puppeteer }、{ -masters-witch }）をすべて取るか支配すれば勝ち。
    1ターンは移動、支配、またはその両方。{ -masters-puppeteer }は同じ段か列にいて間に何もない敵の駒を支配でき、線が切れるまでその駒を動かせる。{ -masters-cardinal }は周りの8マスを守る（金の点）：そこにいる駒は取ることも支配することもできない。自分の駒が取られると、次のターンに{ -masters-witch }がその動きを継承できる。最終ランクに着いた{ -masters-scout }は{ -masters-dragon }、{ -masters-sentinel }、{ -masters-archer }、{ -masters-horseman }のどれかに成る。
    駒の動きは /rules piece:horseman で見られる。
masters-rule-general = 将軍（M6）：指導者。8方向のどれかにまっすぐ1〜2マス（2マス進むには1マス目が空いていること）。
masters-rule-puppeteer = 人形使い（M7、M21）：指導者。どの方向にも1マス。同じ段か列にいて間に何もない敵の駒を支配し、線が切れるまでその駒を動かせる。
masters-rule-witch = 魔女（M8、M31）：自分の動きを持たない指導者。自分の駒が取られると次のターンにその動きを継承でき、以後その駒と同じように動いて取る。
masters-rule-cardinal = 枢機卿（M9、M16）：斜めに何マスでも滑り、周りの8マスを守る（金の点）：そこにいる駒は取ることも支配することもできない。
masters-rule-dragon = 竜（M10）：縦横斜めに何マスでも滑り、味方の駒は飛び越えられる（敵の駒は不可）。
masters-rule-sentinel = 番兵（M11）：段か列に沿ってまっすぐ何マスでも滑る。
masters-rule-archer = 弓兵（M11）：8方向のどれかにまっすぐ1、2、3マス、空いたマスを通って進む。
masters-rule-horseman = 騎兵（M12）：一方に2マス、もう一方に1マス跳ぶ。間の駒は関係ない。
masters-rule-scout = 斥候（M13、M36）：どのマスからでもまっすぐ前に1マス、両方空いていれば2マス。斜め前1マスの駒を取る。最終ランクで{ -masters-dragon }、{ -masters-sentinel }、{ -masters-archer }、{ -masters-horseman }のどれかに成る。
masters-rule-diagram = 半透明の駒は移動できるマス、かっこは取れるマスを示す。
masters-rule-puppeteer-diagram = 対局中、対象なしの /claim で{ -masters-puppeteer }が支配できる駒すべてに自分の色の点線の輪が付く。支配された駒には支配した側の色の点が付く。
masters-rule-cardinal-diagram = 隣の敵にかっこが付かないのは、この{ -masters-cardinal }自身のオーラの中にいるから。オーラは両陣営の駒を守る（M16、M17）ので、{ -masters-cardinal }が取れるのは2マス以上離れた駒だけ。

masters-header-over = 対局終了 · { $ended }
masters-header-won = ターン { $turn } · { $side }の勝ち
masters-header-to-move = ターン { $turn } · { $side }の番

masters-alt-over = Masters の盤面、ターン { $turn } のあと対局終了：{ $ended }。
masters-alt-won = ターン { $turn } 後の Masters の盤面：{ $side }（{ $player }）の勝ち。
masters-alt-to-move = Masters の盤面、ターン { $turn }、{ $side }（{ $player }）の番。
masters-alt-last-move = 直前の移動 { $move }。
masters-alt-staged-move = 予約した移動 { $move }。
masters-alt-staged-claim = 予約した支配 { $square }。
masters-alt-claim-targets = 支配できる駒：{ $squares }。
masters-alt-no-claim-targets = 支配できる駒：なし。
masters-alt-holds = { $side }が { $square } の{ $piece }を支配。
masters-alt-protected = 守られている駒：{ $squares }。
masters-alt-offered = { $side }の{ -masters-witch }への申し出：{ $offers }。
masters-alt-army = { $side }（{ $player }）：{ $army }。
masters-alt-no-pieces = { $side }（{ $player }）：駒なし。
masters-alt-lost = { $side }が失った駒：{ $pieces }。
masters-alt-witch-moves-as = { $witches }（{ $piece }として動く）
masters-alt-generals = { $count ->
   *[other] { -masters-general }
} { $squares }
masters-alt-puppeteers = { $count ->
   *[other] { -masters-puppeteer }
} { $squares }
masters-alt-witches = { $count ->
   *[other] { -masters-witch }
} { $squares }
masters-alt-cardinals = { $count ->
   *[other] { -masters-cardinal }
} { $squares }
masters-alt-dragons = { $count ->
   *[other] { -masters-dragon }
} { $squares }
masters-alt-sentinels = { $count ->
   *[other] { -masters-sentinel }
} { $squares }
masters-alt-archers = { $count ->
   *[other] { -masters-archer }
} { $squares }
masters-alt-horsemen = { $count ->
   *[other] { -masters-horseman }
} { $squares }
masters-alt-scouts = { $count ->
   *[other] { -masters-scout }
} { $squares }

masters-title-general = 将軍
masters-title-puppeteer = 人形使い
masters-title-witch = 魔女
masters-title-cardinal = 枢機卿
masters-title-dragon = 竜
masters-title-sentinel = 番兵
masters-title-archer = 弓兵
masters-title-horseman = 騎兵
masters-title-scout = 斥候
masters-diagram-general = 将軍：どの方向にも1〜2マス。2マス進むには1マス目が空いていること。
masters-diagram-puppeteer = 人形使い：どの方向にも1マス。点線の輪：段と列に沿って支配できる駒。
masters-diagram-witch = 魔女：継承した駒（ここでは{ -masters-horseman }）としてだけ動く。バッジに表示。
masters-diagram-cardinal = 枢機卿：斜めに滑る。オーラが周りの8マスを守る。
masters-diagram-dragon = 竜：8方向に滑り、味方の駒を越えて最初の敵まで進む。
masters-diagram-sentinel = 番兵：段と列に沿って滑る。
masters-diagram-archer = 弓兵：どの方向にも1〜3マス。
masters-diagram-horseman = 騎兵：2 + 1 に跳ぶ。何でも飛び越える。
masters-diagram-scout = 斥候：前に1か2マス。斜め前1マスで取る。最終ランクで成る。

## /help：ゲームのコマンドを 1 行で。
masters-help = Masters：1 ターンは移動、支配、またはその両方。自分だけに予約してプレビューを確認し、/endturn。
