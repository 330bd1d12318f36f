# Throne (ja). 用語集: soldier = 兵士, unit = 部隊（兵士2人、馬で描く）, squad = 分隊（兵士4人、荷車で描く）, Throne = 玉座, home = 自陣, ring = 環, entry = 入口, gate = 門（閉/開）, bridge = 橋, shield = 盾マス, shells = 貝, throw = 投げ, value = 出目, power value = パワー値, bonus round = ボーナスラウンド, round = ラウンド; 色 赤、青、緑、金。
# 入力する場所（home、5、red-1、throne）、種類（kind:unit）、出目（6+5）はそのまま。

-throne-red = 赤
-throne-blue = 青
-throne-green = 緑
-throne-gold = 金
-throne-soldier = 兵士
-throne-unit = 部隊
-throne-squad = 分隊
-throne = 玉座
-throne-home = 自陣
-throne-gate = 門
-throne-bridge = 橋

throne-seat-red = { -throne-red }
throne-seat-blue = { -throne-blue }
throne-seat-green = { -throne-green }
throne-seat-gold = { -throne-gold }
throne-who = { $seat }（{ $player }）

throne-at-home = 自陣に
throne-at-throne = 玉座に
throne-at-square = { $square } に
throne-from-home = 自陣から
throne-from-square = { $square } から
throne-to-square = { $square } へ
throne-to-throne = 玉座へ
throne-reach-throne = { -throne }
throne-reach-square = { $square }

throne-begins = Throne 開始: { $seats }。兵士12人を環に沿って玉座まで進めよう: { -throne-squad }、{ -throne-squad }、{ -throne-unit }、{ -throne-soldier }、{ -throne-soldier }（T19）。
throne-throws-first = 最初に投げるのは { $who }: /throw かボタン。
throne-throws-first-engine = 最初に投げるのは { $who }。
throne-to-throw = { $who } が投げる番: /throw。
throne-to-throw-engine = { $who } が投げる番。
throne-to-move-button = { $who } が { $values } で動かす番（合法手 { $moves }）: /move piece:<place> values:<values> かボタン。
throne-to-move-menu = { $who } が { $values } で動かす番（合法手 { $moves }）: /move piece:<place> values:<values> かメニュー。
throne-to-move-engine = { $who } が { $values } で動かす番（合法手 { $moves }）。
throne-threw = ラウンド { $turn } · { $who } の出目 { $throws }: 使える出目 { $values }。

throne-won = { $who } が玉座を手にした。
throne-wins = { $who } が玉座を手にする。
throne-resigned-wins = { $who } が投了、{ $winner } の勝ち。
throne-timed-out-wins = { $who } が時間切れ、{ $winner } の勝ち。
throne-timed-out-leaves = { $who } が時間切れでゲームを去る。

throne-event-moved = { $who } が{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}を { $from } { $to } 動かした（{ $values }）。
throne-event-moved-stopped = { $who } が{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}を { $from } { $to } 動かし（{ $values }）、門で止まった（{ $lost } 歩ロス）。
throne-event-captured = { $by } が { $seat } の{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} { $count } つを { $square } で取った: 兵士として自陣へ戻る。
throne-event-formed = { $who } が { $square } で{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}を結成した。
throne-event-unlocked-by-capture = { $who } の門が最初の取りで開いた。
throne-event-unlocked-by-throne = { $who } の門が開いた: 駒が玉座に入った。
throne-event-bonus-earned = { $who } がボーナスラウンドを得た。
throne-event-bonus-round = { $who } のボーナスラウンド: もう一度投げよう。
throne-event-forfeited = { $who } は { $values } で動ける手がない: 没収。
throne-event-finished = { $who } の{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}が玉座に入った（{ $count }/5）。
throne-event-resigned = { $who } が投了した。
throne-event-won = { $who } が玉座を手にした！

throne-describe-head = { -throne }、{ $players } 人、ラウンド { $turn }。
throne-describe-seat = { $who }: 自陣 { $home }; { $pieces }; { -throne } { $finished }/5; { $gate ->
    [open] 門は開
   *[locked] 門は閉（取りか、玉座に入る最初の駒で開く）
}。
throne-describe-pieces = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} { $count } が { $at }
throne-describe-nothing = 盤上になし
throne-describe-bonus = { $who } に残るボーナスラウンド: { $count }。
throne-describe-position = 局面: `{ $position } | 生成器は非公開`

throne-game-over = ゲームは終わった: { $who } の勝ち。
throne-game-over-short = ゲームは終わった。
throne-you-resigned = このゲームは投了済み。/board で観戦できる。
throne-their-round-throw = 今は { $who } のラウンド: 投げるのを待とう。
throne-their-round-move = 今は { $who } のラウンド: 動かすのを待とう。
throne-their-turn = 今は { $seat } の番で、君の番じゃない。
throne-stale-choices = その選択ではもうここで手にならない: 最初からやり直そう。
throne-thrown-already = もう投げた: { $values } で動かそう（/move piece:<place> values:<values>）。パスはない（T16）。
throne-throw-first = まず /throw で投げよう: ラウンドの投げが終わるまで動かせない（T8）。
throne-not-a-place = `piece:{ $piece }` は場所じゃない: home、環のマス 1–12、または red-1 のような橋のマスを使おう。
throne-not-values = `values:{ $values }` は出目のリストじゃない: values:6+5 のように + でつなごう。
throne-bad-place = `{ $place }` は場所じゃない: home、環のマス 1–12、red-1 のような橋のマス、または throne を使おう。
throne-bad-values = `{ $values }` は出目のリストじゃない: 6+5 のように + でつなごう（出目は 2–8、11、16）。
throne-move-needs = `/move` には `{ $option }:` が必要: 例 /move piece:home values:6+5。
throne-not-a-kind = `kind:{ $kind }` は種類じゃない: soldier、unit、squad のどれかを使おう。
throne-not-your-bridge = { $place } は { $owner } の橋。君の橋のマスは { $first } と { $second }。
throne-finished-do-not-move = 玉座の駒はゴール済み。もう動かない。
throne-no-piece-on = { $square } に君の駒はない。
throne-several-kinds = { $square } に君の駒が複数ある: { $options } を付けよう。
throne-option = { $option }
throne-rejected-game-over = ゲームは終わった: { $seat } の勝ち。
throne-rejected-not-your-round = 今は { $seat } のラウンドで、君のじゃない。
throne-rejected-resigned = { $seat } は投了していて、もうプレイしない（T21）。
throne-rejected-throw-first = まず投げよう: ラウンドの投げが終わるまで移動はできない（T8）。
throne-rejected-already-thrown = このラウンドはもう投げた: 出目 { $values } で動かそう。パスはない（T16）。
throne-rejected-not-a-chain = `{ $throws }` は1ラウンドの投げじゃない: 最後以外の出目はパワー値（16、11、4、6、8）で、最後はそうでないこと（T8）。
throne-rejected-no-values = 動かすのに使うラウンドの出目を1つ以上指定しよう（T10）。
throne-rejected-values-not-thrown = ラウンドに残っているのは { $unused } で、{ $asked } じゃない（T10）。
throne-rejected-no-piece = { $at }君の{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}はいない。
throne-rejected-wrong-values = { $kind ->
    [unit] { -throne-unit }は偶数の出目（2、4、6、8、16）でしか動けない
   *[squad] { -throne-squad }は4の倍数（4、8、16）でしか動けない
}。{ $values } は使えない（T11）。
throne-rejected-overshoot = 玉座を { $over } 歩通り過ぎる: 入るにはぴったりの距離が必要（T12）。
throne-rejected-last-bridge = 単独の{ -throne-soldier }は { $square } に止まれない: 1 の出目はないので二度と出られない（T12）。
throne-rejected-whole-lap = 門が閉じているので、{ $steps } 歩だと駒はまた { $square } に戻る: 移動ではマスが変わらないといけない（T13）。
throne-rejected-held-at-gate = 単独の兵士は、分隊2つと部隊がそろうまで自分の門（{ $square }）で待つ（T13a）。
throne-rejected-mixed-landing = 君の{ $mover ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}は { $square } に止まれない: { $owner } の{ $other ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}がいて、同じ種類の駒しか取れない（T14）。
throne-rejected-finish-order = 次に玉座に入る駒は{ $expected ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}で、{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}じゃない（順番: { -throne-squad }、{ -throne-squad }、{ -throne-unit }、{ -throne-soldier }、{ -throne-soldier }; T19）。

throne-move-label = { $from }{ $kind ->
    [unit] {" "}{ -throne-unit }
    [squad] {" "}{ -throne-squad }
    [soldier] {" "}{ -throne-soldier }
   *[none] {""}
} { $values } → { $to }
throne-label-throne = { -throne }
throne-label-home = { -throne-home }
throne-label-square = { $square }
## Choosing a move step by step. $kind is soldier, unit or squad; $values the shells' values not yet spent.
throne-kind = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}
throne-choice-kind = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}
throne-prompt-throw = 貝を投げよう。
throne-prompt-piece = { $values } で動かす駒を選んでね。
throne-prompt-kind = そこには複数の種類がいる：一つ選んでね。
throne-prompt-values = 使う出目を選んでね（それぞれ着地点を示してある）。
throne-prompt-move = 「移動」で指します。
throne-moves-menu = 手 { $first }–{ $last } / { $total }

throne-rules-soldier = 兵士（T11）: 君の12人の1人。使った出目の合計だけ進む。自分の門で出会った兵士は分隊を、次に部隊を作る（T17）。最後の兵士2人は分隊2つと部隊のあとで玉座に入る（T19）。
throne-rules-unit = 部隊（T11、T17）: 自分の門でまとまった兵士2人、馬で描く。偶数の出目（2、4、6、8、16）だけを使い、合計の半分だけ進む。玉座には3番目に入る（T19）。
throne-rules-squad = 分隊（T11、T17）: 自分の門でまとまった兵士4人、荷車で描く。4の倍数（4、8、16）だけを使い、合計の4分の1だけ進む。君の分隊2つが最初に玉座に入る（T19）。
throne-rules-not-a-piece = `piece:{ $piece }` は Throne の駒じゃない: soldier、unit、squad のどれかを使おう。
throne-rules = Throne（2–4 人）。各自が兵士12人を自陣から12マスの環に沿って進め、自分の2マスの橋を渡って中央の玉座に入れる。君のラウンド: /throw で貝を8つ投げる。白い面の数で出目が決まる（2–8、白1つ = 11、白なし = 16）。16、11、4、6、8 はパワー値: もう一度投げ、ラウンドの出目はその連鎖すべて。次に出目を使う: /move piece:<home、マス、または自分の橋> values:<その一部、例 6+5>（またはボタン）。兵士は合計だけ、部隊（兵士2人、馬）は偶数の出目だけで半分、分隊（4人、荷車）は4の倍数で4分の1進む。普通のマスで同じ種類の敵の駒に止まれば取れる（兵士として自陣に戻る）うえにボーナスラウンドを得る。盾マス（すべての入口と門、灰色）は安全。自分の門（入口の手前のマス、錠つき）は最初に取るか、誰かの駒が玉座に入るまで閉じていて、それまで駒は環を回る。自分の門で出会った兵士は分隊を、次に部隊を作る（荷車の枠が進み具合を示す）。単独の兵士は分隊2つと部隊がそろうまで門で待つ。駒は分隊、分隊、部隊、兵士、兵士の順に、ぴったりの距離で玉座に入る。最初に終えた人の勝ち。パスはない: 動ける手があれば必ず動かし、どの手にも使えない出目は没収。絵には届くすべてのマスに印がつく。

throne-status-won = { $who } が玉座を手にした
throne-status-throw = { $who } が投げる番
throne-status-throw-bonus = { $who } が投げる番（ボーナスラウンド）
throne-status-move = { $who } が { $values } で動かす番
throne-header = { -throne } · { $status } · ラウンド { $turn }
throne-header-ended = { -throne } · { $ended }
throne-foot = 最後の出目 { $value } · このラウンド { $values }
throne-foot-left = 最後の出目 { $value } · このラウンド { $values } · 残り { $left }
throne-foot-no-throw = まだ投げていない
throne-alt-head = { -throne }、{ $players } 人。{ $status }。
throne-alt-resigned = { $who } は投了した。
throne-alt-seat = { $who }: 自陣 { $home }、{ $pieces }; { -throne } { $finished }/5; { $gate ->
    [open] 門は開
   *[locked] 門は閉
}。
throne-alt-pieces = { $square } に{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} { $count }{ $gate ->
    [yes] {" "}（門）
   *[no] {""}
}
throne-alt-reachable = 届くマス: { $squares }。
throne-alt-last-throw = 最後の出目 { $value }（8つ中 白 { $white }）; 出目 { $values }。

throne-diagram-you = 君
throne-diagram-opponent = 相手
throne-diagram-entry = ← 君の入口
throne-diagram-home = ← 君の自陣
throne-diagram-gate = 君の門: 錠、荷車の枠 →
throne-diagram-bridge = ← 君の橋
throne-diagram-shields = 盾マス（灰色）: 入口と門 →
throne-diagram-alt = 2人用の Throne の盤、説明つき: 兵士12人のいる君の自陣、君の入口マス 1（色の帯）、マス 12 の君の門（色の枠、閉じている間は錠、隊形のための荷車の枠）、中央の玉座へ続く2マスの君の橋、そして灰色の盾マス（すべての入口と門）。

## /help：ゲームのコマンドを 1 行で。
throne-help = Throne：/challenge game:throne players:<2-4> でテーブルを開く。/join、/leave、/start。その後 /throw と /move piece:<place> values:<6+5>（そこに複数いるときは kind:unit|squad）。
