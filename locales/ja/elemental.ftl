# Japanese (ja). Glossary: loadout = 編成, element = 属性, augmentor = 強化能力, offense = 攻撃能力, temporal = 時間能力, slot = スロット, lock in = 確定, turn = ターン, move = 手（移動）, ply = 手（片方の 1 手）, piece = 駒, square = マス, capture = 取る, remove = 除去, rank (of a piece) = 序列, stage = 予約, knockback = ノックバック, White/Black = 白/黒, pawn/knight/bishop/rook/queen/king = ポーン/ナイト/ビショップ/ルーク/クイーン/キング, check = チェック, checkmate = チェックメイト, stalemate = ステイルメイト, draw = 引き分け.
# Elemental chess の言葉：ターン、拒否、ルール、画像。属性と能力の名前は固有名なので英語のまま（Fire、Side Step、Double Kill …）。

## Sides, pieces, facings.
-elemental-white = 白
-elemental-black = 黒
elemental-side-white = { -elemental-white }
elemental-side-black = { -elemental-black }
-elemental-pawn = ポーン
-elemental-knight = ナイト
-elemental-bishop = ビショップ
-elemental-rook = ルーク
-elemental-queen = クイーン
-elemental-king = キング
elemental-piece-pawn = { -elemental-pawn }
elemental-piece-knight = { -elemental-knight }
elemental-piece-bishop = { -elemental-bishop }
elemental-piece-rook = { -elemental-rook }
elemental-piece-queen = { -elemental-queen }
elemental-piece-king = { -elemental-king }
## The same names starting a sentence.
elemental-piece-pawn-start = ポーン
elemental-piece-knight-start = ナイト
elemental-piece-bishop-start = ビショップ
elemental-piece-rook-start = ルーク
elemental-piece-queen-start = クイーン
elemental-piece-king-start = キング
elemental-facing-north = 北
elemental-facing-east = 東
elemental-facing-south = 南
elemental-facing-west = 西

## Elements and abilities (proper names, English everywhere).
-elemental-fire = Fire
-elemental-water = Water
-elemental-earth = Earth
-elemental-air = Air
-elemental-lightning = Lightning
-elemental-light = Light
-elemental-shadow = Shadow
-elemental-side-step = Side Step
-elemental-block-piece = Block Piece
-elemental-quantum-step = Quantum Step
-elemental-stalwart = Stalwart
-elemental-belligerent = Belligerent
-elemental-indomitable = Indomitable
-elemental-double-kill = Double Kill
-elemental-quantum-kill = Quantum Kill
-elemental-chain-kill = Chain Kill
-elemental-poisonous-meat = Poisonous Meat
-elemental-do-over = Do-Over
-elemental-resurrection = Resurrection
-elemental-temporal-lock = Temporal Lock
-elemental-schrodingers-laugh = Schrödinger's Laugh
-elemental-sturdy = Sturdy
-elemental-bastion = Bastion
-elemental-mist-shroud = Mist Shroud
-elemental-blaze-rush = Blaze Rush
-elemental-flood-wake = Flood Wake
-elemental-sadist-streak = Sadist Streak
-elemental-raijin = Raijin
elemental-element-fire = { -elemental-fire }
elemental-element-water = { -elemental-water }
elemental-element-earth = { -elemental-earth }
elemental-element-air = { -elemental-air }
elemental-element-lightning = { -elemental-lightning }
elemental-element-light = { -elemental-light }
elemental-element-shadow = { -elemental-shadow }
elemental-augmentor-side-step = { -elemental-side-step }
elemental-augmentor-block-piece = { -elemental-block-piece }
elemental-augmentor-quantum-step = { -elemental-quantum-step }
elemental-augmentor-stalwart = { -elemental-stalwart }
elemental-augmentor-belligerent = { -elemental-belligerent }
elemental-augmentor-indomitable = { -elemental-indomitable }
elemental-offense-double-kill = { -elemental-double-kill }
elemental-offense-quantum-kill = { -elemental-quantum-kill }
elemental-offense-chain-kill = { -elemental-chain-kill }
elemental-offense-poisonous-meat = { -elemental-poisonous-meat }
elemental-temporal-do-over = { -elemental-do-over }
elemental-temporal-resurrection = { -elemental-resurrection }
elemental-temporal-temporal-lock = { -elemental-temporal-lock }
elemental-temporal-schrodingers-laugh = { -elemental-schrodingers-laugh }
elemental-sturdy-name = { -elemental-sturdy }
elemental-mist-shroud-name = { -elemental-mist-shroud }
elemental-flood-wake-name = { -elemental-flood-wake }
elemental-sadist-streak-name = { -elemental-sadist-streak }
elemental-raijin-name = { -elemental-raijin }
elemental-blaze-double-kill = { -elemental-blaze-rush } の { -elemental-double-kill }
elemental-blaze-quantum-kill = { -elemental-blaze-rush } の { -elemental-quantum-kill }
elemental-empty-slot = 空きスロット
elemental-slot-augmentor = 強化能力
elemental-slot-offense = 攻撃能力
elemental-slot-temporal = 時間能力

## What removed a piece or blocked a capture, with its rule.
elemental-by-double-kill = { -elemental-double-kill }（E32）
elemental-by-quantum-kill = { -elemental-quantum-kill }（E32）
elemental-by-poisonous-meat = { -elemental-poisonous-meat }（E32）
elemental-by-blaze-double-kill = { -elemental-blaze-rush } の { -elemental-double-kill }（E10）
elemental-by-blaze-quantum-kill = { -elemental-blaze-rush } の { -elemental-quantum-kill }（E10）
elemental-by-sadist-streak = { -elemental-sadist-streak }（E24）
elemental-by-flood-wake = { -elemental-flood-wake }（E11）
elemental-blocker-cone = { -elemental-block-piece }（E25）
elemental-blocker-stalwart = { -elemental-stalwart }（E28）
elemental-blocker-belligerent = { -elemental-belligerent }（E29）
elemental-blocker-sturdy = { -elemental-sturdy }（E14）
elemental-blocker-solid = すり抜けられない駒（E3、E62）
elemental-blocker-solid-short = すり抜けられない駒

## Loadouts. $element, $army, $slots, $first… are names of elements and abilities; $square a square.
elemental-loadout = { $element }；全軍：{ $army }
elemental-loadout-piece = ；{ $square }：{ $slots }
elemental-no-slots = スロットなし
elemental-slots-one = { $first }
elemental-slots-two = { $first }、{ $second }
elemental-slots-three = { $first }、{ $second }、{ $third }
elemental-concealed = ；非公開（E12）：{ $parts }
elemental-code = { $code }
elemental-name = { $player }
elemental-nothing = {""}
elemental-none = なし
elemental-not-chosen = 未選択
elemental-player-side = { $player }（{ $side }）
elemental-choose-loadout = 編成を選ぶ

## Setting up.
elemental-game-on = 対局開始：{ $white }（{ -elemental-white }）対 { $black }（{ -elemental-black }）、Elemental chess。まずそれぞれ秘密で編成を選ぶ：自軍の属性 1 つと強化能力 1 つ（E4）。「編成を選ぶ」を押すか、/loadout element:… augmentor:… と入力してね。両者が確定するまで、誰も相手の編成を見られない。
elemental-choose-first = まず編成を選んでね：「編成を選ぶ」を押すか、/loadout element:earth augmentor:block-piece と入力（E4）。
elemental-opponent-choosing = 相手はまだ編成を選んでいる。相手が確定したら対局が始まる（E6）。
elemental-loadouts-cannot-change = 両者の編成は確定済みで、対局中は変えられない（E6）。/game で確認できる。
elemental-locked-in-already = 編成はもう確定してある。両者が確定したら対局が始まる（E6）。
elemental-element-first = まず属性を選んでね（/loadout element:earth、または「編成を選ぶ」を押す）。
elemental-not-a-choice-here = 「{ $value }」はここでは選べない。
elemental-not-my-menu = そのメニューはこのボットのものじゃない。
elemental-holds-none-of-your-pieces = { $square } には最初、あなたの駒がない。
elemental-only-lightning-add-element = 駒ごとにスロットを選べるのは Lightning（Overload、E18）だけ：element:lightning を追加してね。
elemental-only-lightning-per-piece = 駒ごとにスロットを選べるのは Lightning（Overload、E18）だけ。
elemental-not-in-the-game-yet-named = { $name } はまだゲームにない。あるものは /rules game:elemental で見られる。
elemental-loadout-pair = この編成の 2 つの能力は互いを必要とする（E51）。
elemental-not-a-loadout = それは編成じゃない。
elemental-draft = 属性：{ $element } · 強化能力：{ $augmentor } · 攻撃能力：{ $offense } · 時間能力：{ $temporal }
elemental-draft-per-piece = {" "}· 駒ごと：{ $pieces }
elemental-set-only-you = 設定した（見えるのはあなただけ）。
elemental-lock-in-lightning = /loadout element:lightning と全軍のスロットで確定してね。
elemental-you-locked-in = 確定した編成：
elemental-only-you-see-it = 両者が確定するまで、見えるのはあなただけ（E6）。
elemental-both-locked-in = 両者の編成が確定した（E6）。
elemental-moves-first = { $player }（{ $side }）が先手。盤上のエンブレム、バッジ、点の意味：/rules piece:board。
elemental-moves-first-how = { $player }（{ $side }）が先手：/move from:e2 to:e4。盤上のエンブレム、バッジ、点の意味：/rules piece:board。
elemental-locked-in-waiting = { $player }（{ $side }）が編成を確定した。{ $other } を待っている。

## /game and the status line.
elemental-game-over = 対局終了：
elemental-choosing-loadouts-waiting = 編成を選択中：{ $players } を待っている。
elemental-status = { $number } 手目 · { $side }（{ $player }）の番。
elemental-describe-players = Elemental chess：{ $white }（{ -elemental-white }）対 { $black }（{ -elemental-black }）。
elemental-locked-in = 確定済み：
elemental-your-loadout = あなたの編成（両者が確定するまで、見えるのはあなただけ）：
elemental-has-locked-in = { $player } が編成を確定した。
elemental-still-choosing = { $player } はまだ選んでいる。
elemental-in-check = { $side }はチェックされている。
elemental-has-lost = { $side }が失った駒：{ $pieces }。
elemental-position = 局面：`{ $fen }`
elemental-seed-shown = 乱数生成器のシード：{ $seed }（SplitMix64、E41）：これでノックバックを再現できる。
elemental-seed-hidden = ノックバックは対局のシード付き乱数生成器で決まる。シードは対局が終わるまで非公開（E41）。
elemental-loadouts-shown-at-end = 対局が終わったので公開する編成（E99）：
elemental-had-not-locked-in = { $player }（{ $side }）は編成を確定していなかった。

## The record. $turn and $loadout are notation.
elemental-record-tried = { $turn } を試みた：非公開の能力に止められ、その能力が公開された（E53）
elemental-record-stopped = 非公開の能力に止められたターン。その能力は公開された（E53）
elemental-record-locked-in-own = { $loadout } を確定（見えるのはあなただけ）
elemental-record-locked-in = { $loadout } を確定
elemental-record-locked-in-water = Water の編成を確定（非公開、E12）

## Refusals of a command's options. $value is what was typed.
elemental-not-one-to-choose = `{ $key }:{ $value }` は選べない：{ $choices } を使ってね。
elemental-not-a-list-of-steps = `{ $option }:{ $value }` はステップの並びじゃない：マスを 1～3 個、順番に、Quantum Step を先に書いてね。例 { $option }:f4、{ $option }:f4,g5、{ $option }:b4,a4,b5（E93）。
elemental-not-a-facing = `{ $option }:{ $value }` は向きじゃない：north、east、south、west のどれかを使うか、{ $option }:e2=north のように「マス=方向」で書いてね。
elemental-not-a-returned-piece = `res:{ $value }` は戻す駒じゃない：knight@b1 のように駒とマスを書いてね。
elemental-not-raijins-capture = `rj:{ $value }` は Raijin の駒取りじゃない：f5 や f8=q,dk:g7 のようにマスを書いてね。
elemental-not-a-square = 「{ $value }」はマスじゃない：e4 のように、ファイル a–h とランク 1–8 で書いてね。
elemental-move-to-another-square = 移動は別のマスへ行かないと。
elemental-not-a-promotion = `promote:{ $value }` は選べない：queen、rook、bishop、knight のどれかを使ってね。
elemental-a-facing-is = 向きは north、east、south、west のどれか。
elemental-not-your-turn = いまは { $player }（{ $side }）の番：相手の手を待ってね。
elemental-turn-needs-a-move = ターンには移動が必要：例 /turn move:e2-e4。
elemental-nothing-staged = 予約した手がない：/move で予約するか、/turn move:e2-e4 で一度に指してね。

## A turn: the channel's line, its events, the ending. $on is "on e5" (elemental-on).
elemental-on = { $square } の
elemental-on-also = { $square }（{ $other } にも）の
elemental-turn-line = { $number } 手目 · { $side }（{ $player }）：{ $turn }
elemental-story-takes = { $piece }が { $on }{ $victim }を取る
elemental-story-moves = { $piece } { $from }-{ $to }
elemental-story-castles-king-side = キングサイドにキャスリング
elemental-story-castles-queen-side = クイーンサイドにキャスリング
elemental-story-captured = { $on }{ $piece }を取る
elemental-story-promotes = { $square } で{ $piece }に成る
elemental-story-blocked = { $attacker }は { $on }{ $defender }を取れない：{ $by }
elemental-story-sturdy-used = { -elemental-sturdy } で { $on }駒が生き残る
elemental-story-knocked-back = { -elemental-bastion } で { $to } へノックバック
elemental-story-knocked-back-also = { -elemental-bastion } で駒（{ $other } にもある）を { $to } へノックバック
elemental-story-removed = { $by } で { $on }{ $piece }を除去
elemental-story-sturdy-saved = { -elemental-sturdy } で { $on }{ $piece }が { $by } から生き残る
elemental-story-resurrected = { -elemental-resurrection } で{ $piece }が { $square } に戻る
elemental-story-locked = { -elemental-temporal-lock } で { $on }{ $piece }をロック
elemental-story-passed = { $side }はパス、すべての手がロック中
elemental-story-marked = { -elemental-sadist-streak } で { $on }{ $piece }に印
elemental-story-raijin-takes = { -elemental-raijin } で { $on }{ $piece }を取る
elemental-story-do-over = { -elemental-do-over }！盤面が { $plies } 手戻る
elemental-story-blinded = Blinding：次は{ $side }の番
elemental-story-stopped = { $piece }は { $square } の駒を越えられない
elemental-story-revealed = { $side }の { $ability } が公開
elemental-story-stepped = { $square } へステップ
elemental-story-swapped = { -elemental-quantum-step } で { $square } の駒と入れ替わる
elemental-event-moved = { $side }の{ $piece } { $from }-{ $to }。
elemental-event-castled-king-side = { $side }がキングサイドにキャスリングした。
elemental-event-castled-queen-side = { $side }がクイーンサイドにキャスリングした。
elemental-event-captured = { $on }{ $side }の{ $piece }が取られた。
elemental-event-promoted = { $square } のポーンが{ $piece }に成った。
elemental-event-promoted-displaced = { $square } に押し出されたポーンがクイーンに成った（E50）。
elemental-event-stopped = { $from } の{ $piece }は { $square } の駒を越えられない：すり抜けられない駒なので、{ $piece }はその場に留まり、ターンが終わる（E3、E62）。
elemental-event-revealed = { $side }の非公開の { $ability } が公開された（E12）。
elemental-event-blocked = { $from } の{ $attacker }は { $on }{ $defender }を取れない：{ $by } に阻まれ、駒取りは起きない（E30）。
elemental-event-sturdy-used = { $on }駒が生き残った：{ -elemental-sturdy } を使い切った（E14）。
elemental-event-knocked-back = { -elemental-bastion } が攻撃した駒を { $from } から { $to } へノックバックした（E13）。
elemental-event-knocked-back-also = { -elemental-bastion } が攻撃した駒（{ $other } にもある）を { $from } から { $to } へノックバックした（E13）。
elemental-event-knockback-cancelled = { $square } の攻撃した駒に引かれたノックバックは自分のキングをさらすので、その駒はその場に留まる（E40）。
elemental-event-stepped = { $from }-{ $to } とステップした。
elemental-event-swapped = { -elemental-quantum-step }：{ $with } の味方の駒と入れ替わってそこに立ち、味方の駒は { $from } へ移る（E27）。
elemental-event-poisoned = { -elemental-poisonous-meat }：{ $on }{ $piece }が毒入りの{ $victim }を取った（E32）。
elemental-event-removed = { $by } で { $on }{ $side }の{ $piece }が除去された。
elemental-event-sturdy-saved = { $on }{ $piece }は { $by } から生き残った：{ -elemental-sturdy } を使い切った（E14）。
elemental-event-resurrected = { -elemental-resurrection } で{ $side }の{ $piece }が { $square } に戻った（E35）。
elemental-event-locked = { -elemental-temporal-lock }：{ $on }{ $side }の{ $piece }は、その陣営の次の 2 ターンのあいだ動けない（E36）。
elemental-event-marked-second = { -elemental-sadist-streak } が { $on }{ $side }の{ $piece }に印をつけた：その陣営の今から 2 回目のターンに、そのとき隣にいる同じ陣営の駒すべてと一緒に除去される（E24）。
elemental-event-marked-third = { -elemental-sadist-streak } が { $on }{ $side }の{ $piece }に印をつけた：その陣営の今から 3 回目のターンに、単独で除去される（E24）。
elemental-event-raijin = { -elemental-raijin }：Quantum Step の後、{ $from } の駒が { $to } でもう一度駒を取る（E19）。
elemental-event-do-over = { -elemental-do-over }！{ $side }の{ $piece }が発動：このターンは破棄され、盤面が { $plies } 手戻る（E34）。
elemental-event-blinded = Blinding：次は{ $side }の番（E21）。
elemental-event-passed = { $side }はパス：指せる手がすべてロックされている（E36）。
elemental-event-faced = { $square } の { -elemental-block-piece } が{ $facing }を向いた。
elemental-event-decided = これまで非公開だった{ $side }の { $ability } により、{ $other }には合法なターンがない（E97）。
elemental-event-checkmate = チェックメイト：{ $side }の勝ち。
elemental-event-stalemate = ステイルメイト：引き分け（E1）。
elemental-event-seventy-five-moves = 75 手ルールで引き分け：駒取り、除去、Sturdy の使用、ポーンの移動がないまま両者合わせて 150 手（E1）。
elemental-event-fivefold = 引き分け：同じ局面が 5 回目（E1）。
elemental-decided-by = ：{ $side }の { $abilities }（非公開、E12）により、{ $other }には合法なターンがなかった（E97）
elemental-wins-by-checkmate = { $player }（{ $side }）のチェックメイト勝ち{ $decided }。
elemental-checkmate-line = チェックメイト！{ $result }
elemental-drawn-by-stalemate = ステイルメイトで引き分け（E1）{ $decided }。
elemental-drawn-by-seventy-five-moves = 75 手ルールで引き分け（E1）。
elemental-drawn-by-fivefold = 同一局面 5 回で引き分け（E1）。
elemental-rejected = { $player }（{ $side }）が選んだターンは、非公開の能力に止められる（E53）：
elemental-no-other-legal-turn = { $side }にはほかに合法なターンがない。
elemental-plays-another-turn = { $side }は別のターンを指す。

## A staged turn's preview. $by is what blocks (elemental-blocker-…), $directions a count.
elemental-staged = 予約：{ $turn }。画像の盤上に表示している：出発マスは暗く、駒の着地点に半透明の駒、取る駒にかっこ、通るマスに点。指すなら「ターン終了」（または /endturn）、やり直すなら「元に戻す」（/undo）を押してね。
elemental-this-turn = このターン：
elemental-blocked-sturdy = ブロックされた駒取り：あなたの{ $attacker }は { $square } の{ $victim }を取れない。{ $by } が防ぐ（E30）。{ $victim }の Sturdy は使い切られ、あなたの{ $attacker }は { $from } に留まり、ターンが終わる。
elemental-blocked-bastion = ブロックされた駒取り：あなたの{ $attacker }は { $square } の{ $victim }を取れない。{ $by } が防ぐ（E30）。Bastion があなたの{ $attacker }をノックバックする（E13）：{ $directions } 方向のどれかへ 1～3 マス、ターン終了時に抽選。自分のキングをさらす着地は取り消される（E40）。

## The picture's header.
elemental-headline-move = { $number } 手目 · { $side }の番
elemental-headline-checkmate = チェックメイト · { $side }の勝ち
elemental-headline-stalemate = ステイルメイト · 引き分け
elemental-headline-seventy-five-moves = 75 手ルール · 引き分け
elemental-headline-fivefold = 同一局面 5 回 · 引き分け
elemental-headline-choosing = 編成を選択中
elemental-headline-ended = 対局終了 · { $ended }

## /rules.
elemental-kind-elements = 属性
elemental-kind-augmentors = 強化能力
elemental-kind-offense = 攻撃能力
elemental-kind-temporal = 時間能力
elemental-coming-later = 今後追加：{ $names }。
elemental-not-in-the-game-yet = （まだゲームにない。）
elemental-rules = Elemental chess：軍ごとに秘密の編成を持つチェス（キャスリング、アンパッサン、プロモーションあり。チェックメイトで勝ち。ステイルメイト、75 手ルール、同一局面 5 回は引き分け、E1）。
    最初の手の前に、各プレイヤーは属性を 1 つと、強化能力・攻撃能力・時間能力を 1 つずつ選ぶ。すべての駒がそれを持つ（E4）。両者が確定するまで、誰も相手の編成を見られない（E6）。
    チェックは移動ルール上のすべての駒取りを数える。能力で防がれる駒取りも含む（E1a）。ブロックされた駒取りは、効果があるときだけ合法：Sturdy の使用か、Bastion のノックバック（E30）。
    ターン：/move from: to: [promote:] [chain:c3 Chain Kill] [dk:g7 Double Kill] [qk:a7 Quantum Kill] [bdk: bqk: Blaze Rush] [res:knight@b1 Resurrection] [lock:d7 Temporal Lock] [then:f4,g5 Side Step、Tailwind、Quantum Step 用；then:b4,a4,b5 は Quantum Step と 2 ステップ、E93] [rj:f5 その後の Raijin の駒取り] [laugh:yes to: へ Schrödinger's Laugh] [face:e2=north Block Piece の向き]。自分だけに見えるプレビューの後、/endturn。能力は E38 の順に働く。
elemental-rules-see-one = 1 つずつ見るなら /rules game:elemental piece:earth（または block-piece、double-kill、knight …）。盤上のエンブレム、バッジ、点の意味：piece:board。
elemental-rules-piece = { $piece }はチェスと同じように動く（E1）。能力の比較に使う序列は { $rank }（E2）。半透明の駒は移動できるマス、かっこは取れるマスを示す。
elemental-rules-unknown = `piece:{ $piece }` は Elemental chess の駒、属性、能力じゃない：knight、earth、block-piece、double-kill などを試してね。
elemental-reading-the-board = Elemental の盤の見方：各駒の属性エンブレムは左下（Fire は三角、Water はしずく、Earth は四角いブロック、Air は輪、Lightning は稲妻、Light は星、Shadow は三日月）。強化能力の文字は右上（Ss Side Step、Qs Quantum Step、St Stalwart、Be Belligerent、In Indomitable。Block Piece は代わりに向きを矢印で示す、E25）。右下の茶色の点は、Earth の駒のまだ使っていない Sturdy（E14）。数字と点のある斜線のマスは焦げたマス：数字は止める序列、点は Fire の残りターン（E9）。南京錠は Temporal Lock とその残りターン（E36）、照準は Sadist の印（E24）、つながった輪は Schrödinger の駒の 2 つのマス（E37）。まだ非公開の編成はヘッダーに ? と表示される（E12）。自分だけのプレビューでは、動く駒のマスが暗くなり、半透明の駒が着地点を、かっこが取る駒を、点が通るマスを示す。
elemental-about-fire = Scorch：自分の駒が離れたマスは、自分の次の 3 ターンのあいだ、序列の低い敵（Water 以外）を止める。Blaze Rush：駒取りの後に Double Kill か Quantum Kill を 1 回追加、Earth 相手なら両方（E9–E10）。
elemental-about-water = Flood Wake：Do-Over で戻された手のあいだに自陣が取った駒は、除去されたまま。Mist Shroud：すべての駒が Quantum Step を持ち、各能力が最初に効果を出すまで、編成は相手に非公開（E11–E12）。
elemental-about-earth = Bastion：180° の Block Piece の扇形と、シードによるノックバック。Sturdy：最初の駒取りを耐える（E13–E14）。
elemental-about-air = Gale Lift ですり抜け、Tailwind で 2 ステップ追加、Scatter Shot でポーンが横の駒を取る（E15–E17）。
elemental-about-lightning = Overload：駒ごとにスロットを選ぶ（E18）。Raijin：Quantum Kill が Indomitable を無視し、Quantum Step の後にもう一度駒を取れる（E19）。
elemental-about-light = Radiant Vision：走り駒は最初に遮る駒越しにチェックをかける。Light Speed：自分の駒取りでは Sturdy を先に判定（E20、E22）。
elemental-about-shadow = Anarchist Streak：すべての能力の序列比較が、両陣営とも無視される（E23）。Sadist Streak：自分の Poisonous Meat が、取った駒に印をつける。その駒はその陣営の 2 ターン後に、隣に来た同じ陣営の駒すべてと一緒に除去される（E24）。
elemental-about-side-step = 移動の後、隣の空きマスへ 1 マスステップできる（E26）。
elemental-about-block-piece = 90° の扇形の内側からの駒取りを防ぐ。face: で向きを変えられる（E25）。
elemental-about-quantum-step = 移動の後、隣にいる序列の低い味方の駒と入れ替わるか、隣の空きマスへ瞬間移動できる（E27）。
elemental-about-stalwart = 序列の低い駒には取られない（E28）。
elemental-about-belligerent = 序列の高い駒には取られない（E29）。
elemental-about-indomitable = 能力による除去を受けない。すり抜けられない（E31、E3）。
elemental-about-double-kill = 駒取りの後、取った駒の隣にいる、序列がその駒以下の敵を 1 つ除去（E32）。
elemental-about-quantum-kill = 1 ターンに 1 回、駒取りの後、序列が取った駒以下の敵を盤上のどこからでも 1 つ除去。Lightning なら Indomitable も（E32、E19）。
elemental-about-chain-kill = 隣り合う味方の駒の連鎖の端から、そこに立っているかのように駒を取る（E33）。Air と組むと Quantum Step も得る（E16）。
elemental-about-poisonous-meat = この駒を取った序列の高い駒も除去される。ただしキングと Indomitable は除く（E32）。
elemental-about-do-over = 駒ごとに 1 回：取られるか除去されると、そのターンは破棄され、直前の 2 手が取り消される（E34）。
elemental-about-resurrection = この駒が駒を取った後、序列が取った駒以下の失った味方の駒を 1 つ、自陣の奥 2 ランクに戻す（E35）。
elemental-about-temporal-lock = 駒ごとに 1 回、移動の後、敵の駒（キング以外）を 1 つ、その陣営の次の 2 ターンのあいだロックする（E36）。
elemental-about-schrodingers-laugh = 駒ごとに 1 回（キング以外）、移動する代わりに隣の空きマスに自分をコピーする：2 つのマスにいる 1 つの駒になり、取るときは両方一緒（E37）。


## Choosing a turn or a loadout step by step. $square a square; $piece a
## piece's name (elemental-piece-…); $facing a facing (elemental-facing-…);
## $side a side; $slot the slot's key as typed (augmentor, offense, temporal).
elemental-a-piece = 駒
elemental-choice-pass = パス：すべての手がロック中（E36）
elemental-choice-piece = { $square } · { $piece }
elemental-choice-laugh = { -elemental-schrodingers-laugh }：そこに複製（E37）
elemental-choice-promote = { $piece }に成る
elemental-choice-chain = { -elemental-chain-kill }：{ $square } から（E33）
elemental-choice-double-kill = { -elemental-double-kill }：{ $square }
elemental-choice-quantum-kill = { -elemental-quantum-kill }：{ $square }
elemental-choice-blaze-double-kill = { -elemental-blaze-rush } の { -elemental-double-kill }：{ $square }
elemental-choice-blaze-quantum-kill = { -elemental-blaze-rush } の { -elemental-quantum-kill }：{ $square }
elemental-choice-resurrection = { -elemental-resurrection }：{ $piece }が { $square } に戻る
elemental-choice-group-return = { $piece }を戻す
elemental-choice-lock = { -elemental-temporal-lock }：{ $square }
elemental-choice-then = 続けて { $square } へ
elemental-choice-and-on = さらに { $square } へ
elemental-choice-raijin = { -elemental-raijin } の駒取り：{ $square }
elemental-choice-its-chain = その駒の { -elemental-chain-kill }：{ $square } から
elemental-choice-its-double-kill = その駒の { -elemental-double-kill }：{ $square }
elemental-choice-its-quantum-kill = その駒の { -elemental-quantum-kill }：{ $square }
elemental-choice-its-resurrection = その駒の { -elemental-resurrection }：{ $piece }が { $square } に戻る
elemental-choice-face = { $square } の{ $piece }を{ $facing }向きにする
elemental-choice-group-face = { $square } の向きを変える
elemental-choice-no-slot = { $slot ->
    [augmentor] 強化能力なし
    [offense] 攻撃能力なし
   *[temporal] 時間能力なし
}
elemental-choice-overload = { $square } の駒専用のスロット（Overload、E18）
elemental-choice-group-overload = Overload
elemental-so-far-face = { $square }：{ $facing }向き
elemental-legend-step = 移動後のステップ、または { -elemental-quantum-step } のマス（E16、E26、E27、E93）
elemental-legend-chain = { -elemental-chain-kill }：駒取りの起点になる味方の駒（E33）
elemental-legend-double-kill = { -elemental-double-kill }：取ったマスの隣で除去する敵の駒
elemental-legend-quantum-kill = { -elemental-quantum-kill }：除去する敵の駒
elemental-legend-blaze = { -elemental-blaze-rush }：追加の除去の対象（E10）
elemental-legend-resurrection = { -elemental-resurrection }：駒が戻るマス
elemental-legend-lock = { -elemental-temporal-lock }：ロックする敵の駒（E36）
elemental-legend-raijin = { -elemental-raijin }：{ -elemental-quantum-step } の後の駒取り（E19）
elemental-legend-facing = { -elemental-block-piece }：駒の向きを変える（E25）
elemental-prompt-piece = 動かす駒を選んでね。
elemental-prompt-where = 行き先を選んでね。
elemental-prompt-face-or-end = { -elemental-block-piece } の向きを変える（印の付いた駒）か、「ターン終了」を押してね。
elemental-prompt-ability-face-or-end = 能力の選択を加えるか、{ -elemental-block-piece } の向きを変える（どの印が何かは凡例を見てね）か、「ターン終了」を押してね。
elemental-prompt-ability-or-end = 能力の選択を加える（どの印が何かは凡例を見てね）か、「ターン終了」を押してね。
elemental-prompt-end = 「ターン終了」で指します。
elemental-prompt-promote = ポーンが何に成るか選んでね。
elemental-prompt-abilities = このターンの能力で何をするか選んでね。
elemental-prompt-lock-passed = （{ -elemental-temporal-lock } はステップより先に選ぶ、E38：選ぶなら「取り消す」で戻ってね。）
elemental-prompt-element = 自軍の属性を選んでね（両者が確定するまで、見えるのはあなただけ、E6）。
elemental-prompt-augmentor = 強化能力を選んでね。
elemental-prompt-offense = 攻撃能力を選んでね。
elemental-prompt-temporal = 時間能力を選んでね。
elemental-prompt-lock-in = 「ターン終了」で編成を確定してね。
elemental-prompt-lock-in-or-overload = 「ターン終了」で確定するか、駒に専用のスロットを与えてね（Overload、E18）。
elemental-choices-over = 対局は終わっている。
elemental-choices-not-your-turn = いまは{ $side }の番で、あなたの番じゃない。
elemental-choices-stale = その選択はもうこの局面のターンにならない：最初からやり直してね。
elemental-loadout-locked-already = 編成はもう確定してある。相手が確定したら対局が始まる。
elemental-loadout-choices-stale = その選択ではもう編成にならない：最初からやり直してね。

## Autocomplete's suggestions. $value is the value filled in (notation).
elemental-suggest-piece = { $square } · { $side }の{ $piece }
elemental-suggest-swap = { $value } · { -elemental-quantum-step } で入れ替え
elemental-suggest-step = { $value } · ステップ
elemental-suggest-raijin = { $value } · { -elemental-raijin } の駒取り
elemental-suggest-return = { $value } · 失った{ $piece }を戻す
elemental-suggest-face = { $square } の{ $piece }が{ $facing }向き

## /help：ゲームのコマンドを 1 行で。
elemental-help = Elemental chess：まず秘密の編成を選ぶ（「編成を選ぶ」か /loadout element:… augmentor:…。{ -elemental-lightning } は /loadout piece:e2 … で駒を 1 つずつ設定）。その後、1 ターンは /move 1 回（能力の選択は chain:、dk:、qk:、bdk:、bqk:、res:、lock:、rj:、laugh:、追加のステップは then:、{ -elemental-block-piece } の向きは face:）を自分だけに予約して /endturn で指す。または /turn move:e2-e4。

## Alt text of the board picture (what a screen reader says). $white and
## $black are elemental-alt-player; $loadout a loadout in words (or
## elemental-alt-loadout-not-shown); $parts what is concealed; $headline the
## header's line; $groups a side's pieces (elemental-alt-group each);
## $squares squares in notation; $n a count; $facing a facing.
elemental-alt-board = Elemental chess の盤：{ $white } 対 { $black }。
elemental-alt-player = { $player }（{ $side }、{ $loadout }）
elemental-alt-loadout-not-shown = 編成はまだ非公開
elemental-alt-concealed = { $loadout }；非公開：{ $parts }
elemental-alt-headline = { $headline }。
elemental-alt-in-check = { $side }はチェックされている。
elemental-alt-last-move = 直前の手 { $move }。
elemental-alt-group = { $n ->
   *[other] { $piece } { $squares }
}
elemental-alt-pieces = { $side }：{ $groups }。
elemental-alt-no-pieces = { $side }：駒なし。
elemental-alt-faces = { $square } は{ $facing }向き
elemental-alt-block-pieces = { $side }の { -elemental-block-piece } の駒は{ $facing }向き。
## $except the pieces turned another way (elemental-alt-faces each).
elemental-alt-block-pieces-except = { $side }の { -elemental-block-piece } の駒は{ $facing }向き（ただし { $except }）。
elemental-alt-sturdy-used = { $side }：{ $squares } の { -elemental-sturdy } は使用済み。
elemental-alt-staged = 予約済み、まだ指していない：{ $parts }。
elemental-alt-leaves = { $squares } を離れる
elemental-alt-landed = { $square }（{ $side }の{ $piece }）
elemental-alt-lands = { $landed }に着く
elemental-alt-takes = { $squares } を取る
elemental-alt-passes = { $squares } を通る
elemental-alt-options = 選べるマスの印：{ $squares }。
elemental-alt-scorched = { $square } は焦げたマス（序列 { $rank }、{ $n ->
   *[other] 残り { $n } ターン
}）。
elemental-alt-locked = { $square } はロック中（{ $n ->
   *[other] 残り { $n } ターン
}）。
elemental-alt-marked = { $square } に印。
elemental-alt-linked = { $square } と { $with } は 1 つの駒（{ -elemental-schrodingers-laugh }）。

## A piece's /rules diagram: its header and alt text. $piece a piece's name
## (elemental-piece-…-start in the header); $square where it stands; $moves
## and $captures squares.
elemental-diagram-headline = { $square } の{ $piece }
elemental-diagram-alt = { $square } の{ $piece }の図（E1）：半透明の駒は動ける先（{ $moves }）。
elemental-diagram-alt-captures = { $square } の{ $piece }の図（E1）：半透明の駒は動ける先（{ $moves }）、かっこは取れる場所（{ $captures }）。

## Why a turn is refused (typed errors of the rules crate). $square, $from, $to, $given, $option, $again, $steps and $turn are notation;
## $piece a piece (elemental-piece-…, or -start at the head of a sentence); $side the mover and $owner the piece's side (elemental-side-…);
## $blocker what blocks a capture (elemental-blocker-…); $ability an ability with what it may choose (elemental-turn-choice-…), $first and $second
## abilities' names; $offered and $allowed lists of notation; $n a count (turns left, or how many choices are listed); $rank a piece's rank.
elemental-turn-game-over = 対局は終わっている。
elemental-turn-refaced-twice = { $square } の向きを 2 回変えている。
elemental-turn-no-block-piece = { $square } のあなたの{ $piece }には、向きを変える { -elemental-block-piece } がない（E25）。
elemental-turn-nothing-to-face = { $square } には向きを変えられるあなたの駒がない（E25）。
elemental-turn-pass-not-allowed = パスできるのは、指せる手がすべてロックされているときだけ（E36）。
elemental-turn-no-laugh = { $from } から { $to } への Laugh はできない：{ -elemental-schrodingers-laugh }（E37）は駒ごとに 1 回、キングとロック中の駒は使えず、その駒を置ける隣の空きマスにだけ使える。
elemental-turn-no-piece = { $square } に駒がない。
elemental-turn-not-yours = { $square } の{ $piece }は{ $owner }の駒。あなたは{ $side }。
elemental-turn-locked = { $square } のあなたの{ $piece }は { -elemental-temporal-lock } を受けていて、あなたのターンであと { $n ->
       *[other] { $n } ターン
    }動けない（E36）。
elemental-turn-blocked-in-check = その駒取りは { $blocker }にブロックされ、キングがチェックされたままになる（E40）。
elemental-turn-blocked-without-effect = その駒取りは { $blocker }にブロックされて何の効果もないので、指せない（E30、E42）。
elemental-turn-king-unsafe = { $piece } { $from }-{ $to } では、キングがチェックされたままになるか、攻撃されているマスを通ることになる（E1b、E44）。
elemental-turn-scorched = { $square } は焦げたマス：{ -elemental-fire } 側のターンであと { $n ->
       *[other] { $n } ターン
    }残る序列 { $rank } の焦げ跡が、あなたの{ $piece }をそこで止める（E9）。
elemental-turn-cannot-go = { $from } の{ $piece }は { $to } へ行けない。
elemental-turn-no-choice = { $option }:{ $given } は使えない：この移動の後、{ $ability } には選ぶものがない。
elemental-turn-not-offered = { $option }:{ $given } は使えない：{ $ability }が選べるのは { $n ->
       *[other] { $offered } だけ
    }。
elemental-turn-named-twice = { $option }:{ $square } と { $again }:{ $square } は同じ駒を指している：あなたから見える限り、あなたの { $first } がその駒を除去するので、{ $second } でもう一度指定することはできない。2 回指定できるのは、除去の後もまだ残っている駒（{ -elemental-sturdy } で助かった駒）だけ（E57、E96）。
elemental-turn-blocked-does-not-arrive = その駒取りはブロックされるので、駒は着かない：promote: と then: を外してね（E30、E50）。
elemental-turn-promotion-missing = ポーンが最終ランクに着く：promote:queen で成る駒を指定してね（または rook、bishop、knight）。
elemental-turn-cannot-promote = 成れるのは最終ランクに着いたポーンだけ。
elemental-turn-raijin-without-step = { -elemental-raijin } の駒取りは { -elemental-quantum-step } の後に来る（E19）：駒がステップするか入れ替わる先のマスを then: で加えてね。
elemental-turn-steps-needed = { $from }-{ $to } だけでは、キングがチェックされたままになるか、駒が出発したマスでターンが終わる（E1b、E43）：then: でステップを加えてね。
elemental-turn-no-steps = その{ $piece }は { $from }-{ $to } の後にステップできない（{ -elemental-side-step } E26、Tailwind E16、{ -elemental-quantum-step } E27）。
elemental-turn-steps-not-allowed = { $from }-{ $to } の後に then:{ $steps } は使えない（E16、E26、E27、E43、E44）：{ $n ->
       *[other] 使えるのは { $allowed }
    }。
elemental-turn-removal-defeated = 非公開の { -elemental-indomitable } があなたの除去を無効にした。ターンの残りはその除去が前提だった（E12、E53）。別のターンを選んでね。
elemental-turn-poisoned = 取ろうとしている駒には非公開の { -elemental-poisonous-meat } がある：取った駒が除去され、キングが安全でなくなる（E86、E53）。別のターンを選んでね。
elemental-turn-raijin-blocked = そこでの { -elemental-raijin } の駒取りは非公開の能力にブロックされ、あなたの駒は今いる場所でターンを終えられない（E53、E70）。別のターンを選んでね。
elemental-turn-unsafe-to-stay = { $square } の駒の非公開の能力がそれを止める。あなたの駒がその場に留まると、キングが安全でなくなる（E53）。別のターンを選んでね。
elemental-turn-not-here = { $turn } はここでは指せない。別のターンを選んでね。
elemental-turn-choice-chain = { -elemental-chain-kill }（E33：その駒の隣から始まる、隣り合う味方の連鎖の最後の味方の駒と、そこからの駒取り）
elemental-turn-choice-double-kill = { -elemental-double-kill }（E32：取ったマスの隣にいる、序列が取った駒以下の敵。キングと { -elemental-indomitable } の駒は除く）
elemental-turn-choice-quantum-kill = { -elemental-quantum-kill }（E32：序列が取った駒以下の任意の敵。キングと { -elemental-indomitable } の駒は除く）
elemental-turn-choice-blaze-double-kill = { -elemental-blaze-rush } の追加の { -elemental-double-kill }（E10：{ -elemental-double-kill } と同じ。{ -elemental-earth } 相手なら追加の { -elemental-quantum-kill } に加えて、それ以外はその代わりに）
elemental-turn-choice-blaze-quantum-kill = { -elemental-blaze-rush } の追加の { -elemental-quantum-kill }（E10：{ -elemental-quantum-kill } と同じ。{ -elemental-earth } 相手なら追加の { -elemental-double-kill } に加えて、それ以外はその代わりに）
elemental-turn-choice-resurrection = { -elemental-resurrection }（E35：序列が取った駒以下の失った駒を、自陣の奥 2 ランクの空きマスに）
elemental-turn-choice-raijin = { -elemental-raijin }（E19：{ -elemental-quantum-step } の後、新しいマスからもう 1 回駒を取る）
elemental-turn-choice-lock = { -elemental-temporal-lock }（E36：駒ごとに 1 回、キング以外の敵の駒）
