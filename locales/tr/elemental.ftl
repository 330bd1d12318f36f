# Turkish (tr). Glossary: loadout = donanım, element = element, augmentor = güçlendirici, offense = saldırı yeteneği (yuva: saldırı), temporal = zaman yeteneği (yuva: zaman), slot = yuva, move = hamle, turn = tur (whose turn = sıra), square = kare, piece = taş, rank (ability) = rütbe, ply = yarım hamle, lock in = kilitlemek, stage = hazırlamak, knockback = geri itme, check = şah, checkmate = şah mat, stalemate = pat, draw = berabere, White/Black = Beyaz/Siyah.
# Elemental chess: sözcükleri, turları, retleri, kuralları ve resimleri. Element ve yetenek adları İngilizce kalır (özel adlar).

## Sides, pieces, facings.
-elemental-white = Beyaz
-elemental-black = Siyah
elemental-side-white = { -elemental-white }
elemental-side-black = { -elemental-black }
-elemental-pawn = piyon
-elemental-knight = at
-elemental-bishop = fil
-elemental-rook = kale
-elemental-queen = vezir
-elemental-king = şah
elemental-piece-pawn = { -elemental-pawn }
elemental-piece-knight = { -elemental-knight }
elemental-piece-bishop = { -elemental-bishop }
elemental-piece-rook = { -elemental-rook }
elemental-piece-queen = { -elemental-queen }
elemental-piece-king = { -elemental-king }
## The same names starting a sentence.
elemental-piece-pawn-start = Piyon
elemental-piece-knight-start = At
elemental-piece-bishop-start = Fil
elemental-piece-rook-start = Kale
elemental-piece-queen-start = Vezir
elemental-piece-king-start = Şah
elemental-facing-north = kuzey
elemental-facing-east = doğu
elemental-facing-south = güney
elemental-facing-west = batı

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
elemental-blaze-double-kill = { -elemental-blaze-rush }'ın { -elemental-double-kill }'i
elemental-blaze-quantum-kill = { -elemental-blaze-rush }'ın { -elemental-quantum-kill }'i
elemental-empty-slot = boş bir yuva
elemental-slot-augmentor = güçlendirici
elemental-slot-offense = saldırı yeteneği
elemental-slot-temporal = zaman yeteneği

## What removed a piece or blocked a capture, with its rule.
elemental-by-double-kill = { -elemental-double-kill } (E32)
elemental-by-quantum-kill = { -elemental-quantum-kill } (E32)
elemental-by-poisonous-meat = { -elemental-poisonous-meat } (E32)
elemental-by-blaze-double-kill = { -elemental-blaze-rush }'ın { -elemental-double-kill }'i (E10)
elemental-by-blaze-quantum-kill = { -elemental-blaze-rush }'ın { -elemental-quantum-kill }'i (E10)
elemental-by-sadist-streak = { -elemental-sadist-streak } (E24)
elemental-by-flood-wake = { -elemental-flood-wake } (E11)
elemental-blocker-cone = { -elemental-block-piece } (E25)
elemental-blocker-stalwart = { -elemental-stalwart } (E28)
elemental-blocker-belligerent = { -elemental-belligerent } (E29)
elemental-blocker-sturdy = { -elemental-sturdy } (E14)
elemental-blocker-solid = içinden geçilemeyen bir taş (E3, E62)
elemental-blocker-solid-short = içinden geçilemeyen bir taş

## Loadouts. $element, $army, $slots, $first… are names of elements and abilities; $square a square.
elemental-loadout = { $element }; ordu: { $army }
elemental-loadout-piece = ; { $square }: { $slots }
elemental-no-slots = yuva yok
elemental-slots-one = { $first }
elemental-slots-two = { $first }, { $second }
elemental-slots-three = { $first }, { $second }, { $third }
elemental-concealed = ; gizli (E12): { $parts }
elemental-code = { $code }
elemental-name = { $player }
elemental-nothing = {""}
elemental-none = yok
elemental-not-chosen = seçilmedi
elemental-player-side = { $player } ({ $side })
elemental-choose-loadout = Donanımını seç

## Setting up.
elemental-game-on = Oyun başladı: { $white } ({ -elemental-white }) - { $black } ({ -elemental-black }), Elemental chess. Önce ikiniz de gizlice bir donanım seçiyorsunuz: ordun için bir element ve bir güçlendirici (E4). Donanımını seç düğmesine bas ya da /loadout element:… augmentor:… yaz. İki donanım da kilitlenene kadar kimse birini göremez.
elemental-choose-first = Önce donanımını seç: Donanımını seç düğmesine bas ya da /loadout element:earth augmentor:block-piece yaz (E4).
elemental-opponent-choosing = Rakibin hâlâ donanımını seçiyor; o kilitleyince oyun başlar (E6).
elemental-loadouts-cannot-change = İki donanım da kilitlendi; oyun boyunca değişmezler (E6). Onları /game ile görebilirsin.
elemental-locked-in-already = Donanımını zaten kilitledin; ikiniz de kilitleyince oyun başlar (E6).
elemental-element-first = Önce bir element seç (/loadout element:earth ya da Donanımını seç düğmesi).
elemental-not-a-choice-here = "{ $value }" burada bir seçenek değil.
elemental-not-my-menu = O menü benim değil.
elemental-holds-none-of-your-pieces = Başlangıçta { $square } karesinde senin taşın yok.
elemental-only-lightning-add-element = Yuvaları taş başına yalnız Lightning (Overload, E18) seçer: element:lightning ekle.
elemental-only-lightning-per-piece = Yuvaları taş başına yalnız Lightning (Overload, E18) seçer.
elemental-not-in-the-game-yet-named = { $name } henüz oyunda yok; nelerin olduğunu /rules game:elemental gösterir.
elemental-loadout-pair = Bu donanımdaki iki yetenek birbirini gerektiriyor (E51).
elemental-not-a-loadout = Bu bir donanım değil.
elemental-draft = Element: { $element } · güçlendirici: { $augmentor } · saldırı: { $offense } · zaman: { $temporal }
elemental-draft-per-piece = {" "}· taş başına: { $pieces }
elemental-set-only-you = Ayarlandı (bunu yalnız sen görürsün).
elemental-lock-in-lightning = /loadout element:lightning ve ordunun yuvalarıyla kilitle.
elemental-you-locked-in = Kilitlediğin donanım:
elemental-only-you-see-it = İkiniz de kilitleyene kadar onu yalnız sen görürsün (E6).
elemental-both-locked-in = İki donanım da kilitlendi (E6).
elemental-moves-first = İlk hamleyi { $player } ({ $side }) yapıyor. Tahtadaki amblemler, rozetler ve noktalar: /rules piece:board.
elemental-moves-first-how = İlk hamleyi { $player } ({ $side }) yapıyor: /move from:e2 to:e4. Tahtadaki amblemler, rozetler ve noktalar: /rules piece:board.
elemental-locked-in-waiting = { $player } ({ $side }) bir donanım kilitledi; { $other } bekleniyor.

## /game and the status line.
elemental-game-over = Oyun bitti:
elemental-choosing-loadouts-waiting = Donanımlar seçiliyor: { $players } bekleniyor.
elemental-status = Hamle { $number } · sıra { $side } tarafında ({ $player }).
elemental-describe-players = Elemental chess: { $white } ({ -elemental-white }) - { $black } ({ -elemental-black }).
elemental-locked-in = kilitledi:
elemental-your-loadout = Donanımın (ikiniz de kilitleyene kadar yalnız sen görürsün):
elemental-has-locked-in = { $player } bir donanım kilitledi.
elemental-still-choosing = { $player } hâlâ seçiyor.
elemental-in-check = { $side } şahta.
elemental-has-lost = { $side } tarafının kayıpları: { $pieces }.
elemental-position = Konum: `{ $fen }`
elemental-seed-shown = Üreteç tohumu: { $seed } (SplitMix64, E41): geri itmeleri onunla yeniden oluşturabilirsin.
elemental-seed-hidden = Geri itmeler oyunun tohumlu üretecinden çekilir; tohumu oyun bitene kadar gizli kalır (E41).
elemental-loadouts-shown-at-end = Oyun bittiği için artık gösterilen donanımlar (E99):
elemental-had-not-locked-in = { $player } ({ $side }) bir donanım kilitlememişti.

## The record. $turn and $loadout are notation.
elemental-record-tried = { $turn } denendi: gizli bir yetenek bunu durdurdu ve açığa çıktı (E53)
elemental-record-stopped = gizli bir yeteneğin durdurduğu bir tur; yetenek açığa çıktı (E53)
elemental-record-locked-in-own = { $loadout } kilitlendi (bunu yalnız sen görürsün)
elemental-record-locked-in = { $loadout } kilitlendi
elemental-record-locked-in-water = bir Water donanımı kilitlendi (gizli, E12)

## Refusals of a command's options. $value is what was typed.
elemental-not-one-to-choose = `{ $key }:{ $value }` seçilebilecek bir şey değil: { $choices } kullan.
elemental-not-a-list-of-steps = `{ $option }:{ $value }` bir adım listesi değil: sırayla bir ile üç kare ver, önce Quantum Step, örneğin { $option }:f4, { $option }:f4,g5 ya da { $option }:b4,a4,b5 (E93).
elemental-not-a-facing = `{ $option }:{ $value }` bir yön değil: north, east, south ya da west kullan, ya da { $option }:e2=north gibi kare=yön yaz.
elemental-not-a-returned-piece = `res:{ $value }` geri dönecek bir taş değil: knight@b1 gibi bir taş ve bir kare ver.
elemental-not-raijins-capture = `rj:{ $value }` bir Raijin alışı değil: f5 ya da f8=q,dk:g7 gibi bir kare ver.
elemental-not-a-square = "{ $value }" bir kare değil: a–h arası bir sütun ve 1–8 arası bir sıra kullan, örneğin e4.
elemental-move-to-another-square = Bir hamle başka bir kareye gider.
elemental-not-a-promotion = `promote:{ $value }` bir seçenek değil: queen, rook, bishop ya da knight kullan.
elemental-a-facing-is = Bir yön north, east, south ya da west olur.
elemental-not-your-turn = Sıra { $player } oyuncusunda ({ $side }); hamlesini bekle.
elemental-turn-needs-a-move = Bir tur için bir hamle gerekir, örneğin /turn move:e2-e4.
elemental-nothing-staged = Hazırda bekleyen bir hamlen yok: /move ile bir hamle hazırla ya da /turn move:e2-e4 ile tek seferde oyna.

## A turn: the channel's line, its events, the ending. $on is "on e5" (elemental-on).
elemental-on = { $square } karesindeki
elemental-on-also = { $square } ve { $other } karelerindeki
elemental-turn-line = Hamle { $number } · { $side } ({ $player }): { $turn }
elemental-story-takes = { $piece } alır: { $on } { $victim }
elemental-story-moves = { $piece } { $from }-{ $to }
elemental-story-castles-king-side = Kısa rok
elemental-story-castles-queen-side = Uzun rok
elemental-story-captured = alır: { $on } { $piece }
elemental-story-promotes = { $square } karesinde terfi: { $piece }
elemental-story-blocked = { $attacker }, { $on } taşı ({ $defender }) alamaz: { $by }
elemental-story-sturdy-used = { -elemental-sturdy }, { $on } taşı kurtarır
elemental-story-knocked-back = { -elemental-bastion } onu { $to } karesine geri iter
elemental-story-knocked-back-also = { -elemental-bastion } onu ({ $other } karesindekini de) { $to } karesine geri iter
elemental-story-removed = { $by } kaldırır: { $on } { $piece }
elemental-story-sturdy-saved = { -elemental-sturdy }, { $by } karşısında kurtarır: { $on } { $piece }
elemental-story-resurrected = { -elemental-resurrection } geri getirir: { $square } karesine { $piece }
elemental-story-locked = { -elemental-temporal-lock } kilitler: { $on } { $piece }
elemental-story-passed = { $side } pas geçer, bütün hamleleri kilitli
elemental-story-marked = { -elemental-sadist-streak } işaretler: { $on } { $piece }
elemental-story-raijin-takes = { -elemental-raijin } alır: { $on } { $piece }
elemental-story-do-over = { -elemental-do-over }! Tahta { $plies } yarım hamle geri sarılır
elemental-story-blinded = Blinding: sıradaki hamle { $side } tarafında
elemental-story-stopped = { $piece }, { $square } karesindeki taşın içinden geçemez
elemental-story-revealed = Açığa çıktı: { $ability } ({ $side })
elemental-story-stepped = { $square } karesine adım atar
elemental-story-swapped = { -elemental-quantum-step }: { $square } karesindeki taşla yer değiştirir
elemental-event-moved = { $side } { $piece } { $from }-{ $to }.
elemental-event-castled-king-side = { $side } kısa rok yaptı.
elemental-event-castled-queen-side = { $side } uzun rok yaptı.
elemental-event-captured = { $on } { $side } { $piece } alındı.
elemental-event-promoted = { $square } karesindeki piyon terfi etti: { $piece }.
elemental-event-promoted-displaced = { $square } karesine itilen piyon vezire terfi etti (E50).
elemental-event-stopped = { $from } karesindeki { $piece }, { $square } karesindeki taşın içinden geçemez: o taşın içinden geçilmez, bu yüzden { $piece } yerinde kalır ve tur biter (E3, E62).
elemental-event-revealed = { $side } tarafının gizli yeteneği açığa çıktı: { $ability } (E12).
elemental-event-blocked = { $from } karesindeki { $attacker }, { $on } taşı ({ $defender }) alamaz: { $by } engelliyor, alış gerçekleşmez (E30).
elemental-event-sturdy-used = { $on } taş hayatta kaldı: { -elemental-sturdy } harcandı (E14).
elemental-event-knocked-back = { -elemental-bastion } saldıranı { $from } karesinden { $to } karesine geri itti (E13).
elemental-event-knocked-back-also = { -elemental-bastion } saldıranı ({ $other } karesindekini de) { $from } karesinden { $to } karesine geri itti (E13).
elemental-event-knockback-cancelled = { $square } karesindeki saldıran için çekilen geri itme kendi şahını tehlikeye atacaktı, bu yüzden saldıran yerinde kalıyor (E40).
elemental-event-stepped = Taş { $from }-{ $to } adım attı.
elemental-event-swapped = { -elemental-quantum-step }: taş { $with } karesindeki dost taşla yer değiştirip oraya geçti; dost taş { $from } karesine gitti (E27).
elemental-event-poisoned = { -elemental-poisonous-meat }: { $on } { $piece } zehirli bir taş aldı: { $victim } (E32).
elemental-event-removed = { $by } kaldırdı: { $on } { $side } { $piece }.
elemental-event-sturdy-saved = { $on } { $piece }, { $by } karşısında hayatta kaldı: { -elemental-sturdy } harcandı (E14).
elemental-event-resurrected = { -elemental-resurrection }: { $side } { $piece } { $square } karesine geri döndü (E35).
elemental-event-locked = { -elemental-temporal-lock }: { $on } { $side } { $piece }, tarafının sonraki 2 turu boyunca oynayamaz (E36).
elemental-event-marked-second = { -elemental-sadist-streak } işaretledi: { $on } { $side } { $piece }. Tarafının şu andan itibaren ikinci turunda, o sırada yanında duran kendi tarafındaki bütün taşlarla birlikte kaldırılacak (E24).
elemental-event-marked-third = { -elemental-sadist-streak } işaretledi: { $on } { $side } { $piece }. Tarafının şu andan itibaren üçüncü turunda, tek başına kaldırılacak (E24).
elemental-event-raijin = { -elemental-raijin }: Quantum Step'ten sonra { $from } karesindeki taş bir kez daha aldı, { $to } karesinde (E19).
elemental-event-do-over = { -elemental-do-over }! { $side } { $piece } onu tetikledi: bu tur iptal edildi ve tahta { $plies } yarım hamle geri sarıldı (E34).
elemental-event-blinded = Blinding: sıradaki hamle { $side } tarafında (E21).
elemental-event-passed = { $side } pas geçti: bütün hamleleri kilitli (E36).
elemental-event-faced = { $square } karesindeki { -elemental-block-piece } artık { $facing } yönüne bakıyor.
elemental-event-decided = { $side } tarafının şimdiye kadar gizli kalan yeteneği { $ability }, { $other } tarafına yasal hamle bırakmadı (E97).
elemental-event-checkmate = Şah mat: { $side } kazandı.
elemental-event-stalemate = Pat: berabere (E1).
elemental-event-seventy-five-moves = 75 hamle kuralıyla berabere: alış, kaldırma, Sturdy kullanımı ya da piyon hareketi olmadan 150 yarım hamle (E1).
elemental-event-fivefold = Berabere: aynı konum beşinci kez (E1).
elemental-decided-by = : { $abilities } ({ $side }, gizli, E12), { $other } tarafına yasal hamle bırakmadı (E97)
elemental-wins-by-checkmate = { $player } ({ $side }) şah matla kazandı{ $decided }.
elemental-checkmate-line = Şah mat! { $result }
elemental-drawn-by-stalemate = Patla berabere (E1){ $decided }.
elemental-drawn-by-seventy-five-moves = 75 hamle kuralıyla berabere (E1).
elemental-drawn-by-fivefold = Beş kez tekrarla berabere (E1).
elemental-rejected = { $player } ({ $side }) gizli bir yeteneğin durdurduğu bir tur seçti (E53):
elemental-no-other-legal-turn = { $side } için başka yasal hamle yok.
elemental-plays-another-turn = { $side } başka bir tur oynar.

## A staged turn's preview. $by is what blocks (elemental-blocker-…), $directions a count.
elemental-staged = Hazırlandı: { $turn }. Resim bunu tahtada gösteriyor: çıkış karesi karartılmış, bir taşın indiği yerde bir hayalet, aldığı taşın etrafında köşeli ayraçlar, geçtiği karelerde noktalar. Oynamak için Turu bitir (ya da /endturn), baştan başlamak için Geri al (/undo) düğmesine bas.
elemental-this-turn = Bu tur:
elemental-blocked-sturdy = Alış engellendi: { $attacker }, { $square } karesindeki taşı ({ $victim }) alamaz; { $by } engelliyor (E30). Onun Sturdy'si harcanır, taşın { $from } karesinde kalır ve turun biter.
elemental-blocked-bastion = Alış engellendi: { $attacker }, { $square } karesindeki taşı ({ $victim }) alamaz; { $by } engelliyor (E30). Bastion taşını geri iter (E13): { $directions } yönden biri ve 1–3 kare, turu bitirdiğinde çekilir; şahını tehlikeye atacak bir iniş iptal edilir (E40).

## The picture's header.
elemental-headline-move = Hamle { $number } · sıra { $side } tarafında
elemental-headline-checkmate = Şah mat · { $side } kazandı
elemental-headline-stalemate = Pat · berabere
elemental-headline-seventy-five-moves = 75 hamle kuralı · berabere
elemental-headline-fivefold = Beş kez tekrar · berabere
elemental-headline-choosing = Donanımlar seçiliyor
elemental-headline-ended = Oyun bitti · { $ended }

## /rules.
elemental-kind-elements = Elementler
elemental-kind-augmentors = Güçlendiriciler
elemental-kind-offense = Saldırı yetenekleri
elemental-kind-temporal = Zaman yetenekleri
elemental-coming-later = Yakında: { $names }.
elemental-not-in-the-game-yet = (Henüz oyunda yok.)
elemental-rules = Elemental chess: her ordunun gizli bir donanımı olan satranç (rok, geçerken alma, terfi; şah mat kazandırır; pat, 75 hamle kuralı ve beş kez tekrar beraberliktir, E1).
    İlk hamleden önce her oyuncu bir element ile birer güçlendirici, saldırı ve zaman yeteneği seçer; her taş bunları taşır (E4). İki donanım da kilitlenene kadar kimse birini göremez (E6).
    Şah, bir yeteneğin engelleyeceği alışlar dahil, hareket kurallarına göre her alışı sayar (E1a); engellenen bir alış ancak bir etkisi varsa yasaldır: Sturdy harcanır ya da Bastion geri iter (E30).
    Bir tur: /move from: to: [promote:] [chain:c3 Chain Kill] [dk:g7 Double Kill] [qk:a7 Quantum Kill] [bdk: bqk: Blaze Rush] [res:knight@b1 Resurrection] [lock:d7 Temporal Lock] [then:f4,g5 Side Step, Tailwind ya da Quantum Step için; then:b4,a4,b5 bir Quantum Step ve iki adım, E93] [rj:f5 ardından Raijin alışı] [laugh:yes to: karesine Schrödinger's Laugh] [face:e2=north Block Piece'ler için], önce yalnız sana önizleme, sonra /endturn. Yetenekler E38 sırasıyla işler.
elemental-rules-see-one = Birini görmek için: /rules game:elemental piece:earth (ya da block-piece, double-kill, knight …); tahtadaki amblemler, rozetler ve noktalar: piece:board.
elemental-rules-piece = Burada { $piece } satrançtaki gibi hareket eder (E1); yetenek karşılaştırmalarındaki rütbesi { $rank } (E2). Hayaletler gidebileceği, köşeli ayraçlar alabileceği yerleri gösterir.
elemental-rules-unknown = `piece:{ $piece }` bir Elemental chess taşı, elementi ya da yeteneği değil: knight, earth, block-piece ya da double-kill dene.
elemental-reading-the-board = Elemental tahtasını okumak: her taşın element amblemi sol altta (Fire üçgen, Water damla, Earth kare blok, Air halka, Lightning şimşek, Light yıldız, Shadow hilal); güçlendiricisinin harfleri sağ üstte (Ss Side Step, Qs Quantum Step, St Stalwart, Be Belligerent, In Indomitable; Block Piece bunun yerine yönünü bir okla gösterir, E25); sağ alttaki kahverengi nokta, bir Earth taşının henüz kullanılmamış Sturdy'sidir (E14). Sayı ve noktalar taşıyan taralı bir kare kavrulmuştur: durdurduğu rütbe ve Fire'ın kalan turları (E9); asma kilit, turlarıyla birlikte bir Temporal Lock'tur (E36); nişangâh bir Sadist işaretidir (E24); birbirine bağlı halkalar bir Schrödinger taşının iki karesidir (E37). Henüz gizli bir donanım başlıkta ? olarak görünür (E12). Yalnız sana gösterilen önizlemede hareket eden taşın karesi karartılır, bir hayalet nereye ineceğini gösterir, köşeli ayraçlar neyi aldığını, noktalar geçtiği kareleri işaretler.
elemental-about-fire = Scorch: taşının terk ettiği kare, senin sonraki 3 turun boyunca daha düşük rütbeli rakipleri (Water hariç) durdurur; Blaze Rush: bir alıştan sonra ek bir Double ya da Quantum Kill, ikisi de Earth'e karşı (E9–E10).
elemental-about-water = Flood Wake: bir Do-Over'ın geri aldığı yarım hamlelerde tarafının aldığı taşlar geri gelmez; Mist Shroud: her taşın Quantum Step'i vardır ve donanımın, her yetenek ilk kez etki edene kadar rakipten gizli kalır (E11–E12).
elemental-about-earth = Bastion: 180° Block Piece konileri ve tohumlu rastgele geri itmeler; Sturdy: ilk alışta hayatta kalır (E13–E14).
elemental-about-air = Gale Lift ile içinden geçme, Tailwind ile 2 ek adım, Scatter Shot ile piyonun yana alışı (E15–E17).
elemental-about-lightning = Overload: yuvalar taş başına seçilir (E18); Raijin: Quantum Kill Indomitable'ı yok sayar ve Quantum Step'ten sonra taş bir kez daha alabilir (E19).
elemental-about-light = Radiant Vision: uzun menzilli taşlar ilk engele rağmen şah çeker; Light Speed: senin alışlarında önce Sturdy denetlenir (E20, E22).
elemental-about-shadow = Anarchist Streak: her yetenekteki her rütbe karşılaştırması iki taraf için de yok sayılır (E23); Sadist Streak: Poisonous Meat'li bir taşını alan taş işaretlenir ve kendi iki turu sonra, yanına gelen kendi tarafındaki bütün taşlarla birlikte kaldırılır (E24).
elemental-about-side-step = Hamlesinden sonra taş boş bir komşu kareye 1 kare adım atabilir (E26).
elemental-about-block-piece = 90° konisinin içinden gelen alışlar engellenir; yönünü face: ile değiştir (E25).
elemental-about-quantum-step = Hamlesinden sonra taş, daha düşük rütbeli komşu bir dost taşla yer değiştirebilir ya da boş bir komşu kareye ışınlanabilir (E27).
elemental-about-stalwart = Daha düşük rütbeli taşlar onu alamaz (E28).
elemental-about-belligerent = Daha yüksek rütbeli taşlar onu alamaz (E29).
elemental-about-indomitable = Yeteneklerle kaldırılamaz; içinden geçilemez (E31, E3).
elemental-about-double-kill = Bir alıştan sonra kurbanın yanında duran, rütbesi ≤ kurbanınki olan bir rakibi kaldır (E32).
elemental-about-quantum-kill = Turda bir kez, bir alıştan sonra rütbesi ≤ kurbanınki olan herhangi bir rakibi kaldır; Lightning ile Indomitable olanları da (E32, E19).
elemental-about-chain-kill = Bitişik dost taşlardan oluşan bir zincirin ucundan, oradaymış gibi al (E33); Air ile Quantum Step de verir (E16).
elemental-about-poisonous-meat = Onu alan daha yüksek rütbeli bir taş, şah ya da Indomitable değilse, o da kaldırılır (E32).
elemental-about-do-over = Taş başına bir kez: alındığında ya da kaldırıldığında tur iptal edilir ve son iki yarım hamle geri alınır (E34).
elemental-about-resurrection = Bu taş bir alış yaptıktan sonra, eksik taşlarından rütbesi ≤ kurbanınki olan birini arka iki sırana geri getir (E35).
elemental-about-temporal-lock = Taş başına bir kez, hamlesinden sonra bir rakip taşı (şah değil) tarafının sonraki 2 turu boyunca kilitle (E36).
elemental-about-schrodingers-laugh = Taş başına bir kez (şah değil), hamle yapmak yerine kendini boş bir komşu kareye kopyalar: iki karede tek taş; biri alınınca ikisi de alınır (E37).


## Choosing a turn or a loadout step by step. $square a square; $piece a
## piece's name (elemental-piece-…); $facing a facing (elemental-facing-…);
## $side a side; $slot the slot's key as typed (augmentor, offense, temporal).
elemental-a-piece = taş
elemental-choice-pass = Pas geç: bütün hamlelerin kilitli (E36)
elemental-choice-piece = { $square } · { $piece }
elemental-choice-laugh = { -elemental-schrodingers-laugh }: oraya kopyala (E37)
elemental-choice-promote = Terfi: { $piece }
elemental-choice-chain = { -elemental-chain-kill }: { $square } karesinden (E33)
elemental-choice-double-kill = { -elemental-double-kill }: { $square }
elemental-choice-quantum-kill = { -elemental-quantum-kill }: { $square }
elemental-choice-blaze-double-kill = { -elemental-blaze-rush }'ın { -elemental-double-kill }'i: { $square }
elemental-choice-blaze-quantum-kill = { -elemental-blaze-rush }'ın { -elemental-quantum-kill }'i: { $square }
elemental-choice-resurrection = { -elemental-resurrection }: { $piece } { $square } karesine döner
elemental-choice-group-return = Bir { $piece } geri getir
elemental-choice-lock = { -elemental-temporal-lock }: { $square }
elemental-choice-then = Sonra { $square } karesine
elemental-choice-and-on = Oradan da { $square } karesine
elemental-choice-raijin = { -elemental-raijin } alışı: { $square }
elemental-choice-its-chain = Onun { -elemental-chain-kill }'i: { $square } karesinden
elemental-choice-its-double-kill = Onun { -elemental-double-kill }'i: { $square }
elemental-choice-its-quantum-kill = Onun { -elemental-quantum-kill }'i: { $square }
elemental-choice-its-resurrection = Onun { -elemental-resurrection }'ı: { $piece } { $square } karesine döner
elemental-choice-face = { $square } karesindeki { $piece } { $facing } yönüne baksın
elemental-choice-group-face = Yön değiştir: { $square }
elemental-choice-no-slot = { $slot ->
    [augmentor] Güçlendirici yok
    [offense] Saldırı yeteneği yok
   *[temporal] Zaman yeteneği yok
}
elemental-choice-overload = { $square } için ayrı yuvalar (Overload, E18)
elemental-choice-group-overload = Overload
elemental-so-far-face = { $square }: { $facing } yönüne
elemental-legend-step = Hamleden sonraki bir adım ya da { -elemental-quantum-step } karesi (E16, E26, E27, E93)
elemental-legend-chain = { -elemental-chain-kill }: alışın yapılacağı dost taş (E33)
elemental-legend-double-kill = { -elemental-double-kill }: alınan karenin yanında kaldırılacak rakip taş
elemental-legend-quantum-kill = { -elemental-quantum-kill }: kaldırılacak rakip taş
elemental-legend-blaze = { -elemental-blaze-rush }: ek kaldırmanın hedefi (E10)
elemental-legend-resurrection = { -elemental-resurrection }: taşın geri döneceği yer
elemental-legend-lock = { -elemental-temporal-lock }: kilitlenecek rakip taş (E36)
elemental-legend-raijin = { -elemental-raijin }: { -elemental-quantum-step }'ten sonraki alış (E19)
elemental-legend-facing = { -elemental-block-piece }: bir taşı başka bir yöne çevir (E25)
elemental-prompt-piece = Oynatacağın taşı seç.
elemental-prompt-where = Nereye gideceğini seç.
elemental-prompt-face-or-end = Bir { -elemental-block-piece }'in yönünü değiştir (işaretli taşlar) ya da Turu bitir.
elemental-prompt-ability-face-or-end = Bir yetenek seçimi ekle, bir { -elemental-block-piece }'in yönünü değiştir (hangi işaretin ne olduğunu açıklama gösterir) ya da Turu bitir.
elemental-prompt-ability-or-end = Bir yetenek seçimi ekle (hangi işaretin ne olduğunu açıklama gösterir) ya da Turu bitir.
elemental-prompt-end = Oynamak için Turu bitir.
elemental-prompt-promote = Piyonun neye dönüşeceğini seç.
elemental-prompt-abilities = Bu turdaki yeteneklerin ne yapacağını seç.
elemental-prompt-lock-passed = ({ -elemental-temporal-lock } adımlardan önce seçilir, E38: birini seçmek için Geri al.)
elemental-prompt-element = Ordunun elementini seç (ikiniz de kilitleyene kadar bunu yalnız sen görürsün, E6).
elemental-prompt-augmentor = Bir güçlendirici seç.
elemental-prompt-offense = Bir saldırı yeteneği seç.
elemental-prompt-temporal = Bir zaman yeteneği seç.
elemental-prompt-lock-in = Donanımını kilitlemek için Turu bitir.
elemental-prompt-lock-in-or-overload = Kilitlemek için Turu bitir ya da bir taşa kendine ait yuvalar ver (Overload, E18).
elemental-choices-over = Oyun bitti.
elemental-choices-not-your-turn = Sıra { $side } tarafında, sende değil.
elemental-choices-stale = Bu seçimler burada artık bir tur oluşturmuyor: baştan başla.
elemental-loadout-locked-already = Donanımın zaten kilitli; rakibininki de kilitlenince oyun başlar.
elemental-loadout-choices-stale = Bu seçimler artık bir donanım oluşturmuyor: baştan başla.

## Autocomplete's suggestions. $value is the value filled in (notation).
elemental-suggest-piece = { $square } · { $side } { $piece }
elemental-suggest-swap = { $value } · { -elemental-quantum-step } ile yer değiştirme
elemental-suggest-step = { $value } · adım
elemental-suggest-raijin = { $value } · { -elemental-raijin } alışı
elemental-suggest-return = { $value } · eksik bir { $piece } geri gelir
elemental-suggest-face = { $square } { $piece } { $facing } yönüne bakar

## /help: oyunun komutları tek satırda.
elemental-help = Elemental chess: önce gizli donanımını seç (Donanımını seç düğmesi ya da /loadout element:… augmentor:…; { -elemental-lightning } tek tek taşları /loadout piece:e2 … ile ayarlar); ardından her tur tek bir /move komutudur (yeteneklerin seçimleri için chain:, dk:, qk:, bdk:, bqk:, res:, lock:, rj:, laugh:; ek adımlar için then:; { -elemental-block-piece } için face:): gizlice hazırlanır ve /endturn ile oynanır; ya da /turn move:e2-e4.

## Alt text of the board picture (what a screen reader says). $white and
## $black are elemental-alt-player; $loadout a loadout in words (or
## elemental-alt-loadout-not-shown); $parts what is concealed; $headline the
## header's line; $groups a side's pieces (elemental-alt-group each);
## $squares squares in notation; $n a count; $facing a facing.
elemental-alt-board = Elemental chess tahtası: { $white } - { $black }.
elemental-alt-player = { $player } ({ $side }, { $loadout })
elemental-alt-loadout-not-shown = donanım henüz gösterilmedi
elemental-alt-concealed = { $loadout }; gizli: { $parts }
elemental-alt-headline = { $headline }.
elemental-alt-in-check = { $side } şahta.
elemental-alt-last-move = Son hamle { $move }.
elemental-alt-group = { $n ->
   *[other] { $piece } { $squares }
}
elemental-alt-pieces = { $side }: { $groups }.
elemental-alt-no-pieces = { $side }: taş yok.
elemental-alt-faces = { $square } ({ $facing })
elemental-alt-block-pieces = { $side } tarafının { -elemental-block-piece } taşları { $facing } yönüne bakıyor.
## $except the pieces turned another way (elemental-alt-faces each).
elemental-alt-block-pieces-except = { $side } tarafının { -elemental-block-piece } taşları { $facing } yönüne bakıyor; şunlar hariç: { $except }.
elemental-alt-sturdy-used = { $side }: { -elemental-sturdy } harcandı ({ $squares }).
elemental-alt-staged = Hazırlandı, henüz oynanmadı: { $parts }.
elemental-alt-leaves = { $squares } karesinden ayrılır
elemental-alt-landed = { $square } ({ $side } { $piece })
elemental-alt-lands = şuraya iner: { $landed }
elemental-alt-takes = { $squares } karesinde alır
elemental-alt-passes = { $squares } üzerinden geçer
elemental-alt-options = Seçmek için işaretli: { $squares }.
elemental-alt-scorched = { $square } kavrulmuş (rütbe { $rank }, { $n ->
   *[other] { $n } tur kaldı
}).
elemental-alt-locked = { $square } kilitli ({ $n ->
   *[other] { $n } tur kaldı
}).
elemental-alt-marked = { $square } işaretli.
elemental-alt-linked = { $square } ve { $with } tek bir taş ({ -elemental-schrodingers-laugh }).

## A piece's /rules diagram: its header and alt text. $piece a piece's name
## (elemental-piece-…-start in the header); $square where it stands; $moves
## and $captures squares.
elemental-diagram-headline = { $piece } { $square } karesinde
elemental-diagram-alt = Diyagram: { $square } karesinde { $piece } (E1): hayaletler gidebileceği yerleri gösteriyor ({ $moves }).
elemental-diagram-alt-captures = Diyagram: { $square } karesinde { $piece } (E1): hayaletler gidebileceği yerleri ({ $moves }), köşeli ayraçlar alabileceği yerleri ({ $captures }) gösteriyor.

## Why a turn is refused (typed errors of the rules crate). $square, $from, $to, $given, $option, $again, $steps and $turn are notation;
## $piece a piece (elemental-piece-…, or -start at the head of a sentence); $side the mover and $owner the piece's side (elemental-side-…);
## $blocker what blocks a capture (elemental-blocker-…); $ability an ability with what it may choose (elemental-turn-choice-…), $first and $second
## abilities' names; $offered and $allowed lists of notation; $n a count (turns left, or how many choices are listed); $rank a piece's rank.
elemental-turn-game-over = Oyun bitti.
elemental-turn-refaced-twice = { $square } karesinin yönü iki kez değiştiriliyor.
elemental-turn-no-block-piece = { $square } karesindeki { $piece } taşının { -elemental-block-piece } yeteneği yok, yönü değiştirilemez (E25).
elemental-turn-nothing-to-face = { $square } karesinde yönünü değiştirebileceğin bir taşın yok (E25).
elemental-turn-pass-not-allowed = Yalnız bütün hamlelerin kilitliyken pas geçebilirsin (E36).
elemental-turn-no-laugh = { $from } karesinden { $to } karesine Laugh olmaz: { -elemental-schrodingers-laugh } (E37) taş başına bir kezdir, şah ve kilitli taşlar yapamaz ve yalnız taşın konabileceği boş bir komşu kareye yapılır.
elemental-turn-no-piece = { $square } karesinde taş yok.
elemental-turn-not-yours = { $square } karesindeki { $piece } { $owner } tarafının; sen { $side } oynuyorsun.
elemental-turn-locked = { $square } karesindeki { $piece } { -elemental-temporal-lock } altında: { $n ->
       *[other] { $n } tur
    } daha kilitli (senin turların, E36).
elemental-turn-blocked-in-check = Bu alışı { $blocker } engeller ve şahın şahta kalır (E40).
elemental-turn-blocked-without-effect = Bu alışı { $blocker } engeller ve alışın hiçbir etkisi olmaz; bu yüzden izin verilmez (E30, E42).
elemental-turn-king-unsafe = { $piece } { $from }-{ $to }: şahın şahta kalır ya da saldırı altındaki bir kareden geçer (E1b, E44).
elemental-turn-scorched = { $square } kavrulmuş: { -elemental-fire } tarafının { $n ->
       *[other] { $n } turu
    } daha sürecek rütbe { $rank } işareti taşını ({ $piece }) orada durdurur (E9).
elemental-turn-cannot-go = { $from } karesindeki { $piece } { $to } karesine gidemez.
elemental-turn-no-choice = { $option }:{ $given } olmaz: bu hamleden sonra { $ability } için seçim yok.
elemental-turn-not-offered = { $option }:{ $given } olmaz: { $ability } { $n ->
        [one] yalnız { $offered } seçebilir
       *[other] şunlardan birini seçebilir: { $offered }
    }.
elemental-turn-named-twice = { $option }:{ $square } ve { $again }:{ $square } aynı taşı gösteriyor: görebildiğin kadarıyla onu { $first } yeteneğin kaldırıyor, bu yüzden { $second } onu yeniden gösteremez; yalnız bir kaldırmadan sonra hâlâ ayakta kalan bir taş ({ -elemental-sturdy } ile kurtulmuş) iki kez gösterilebilir (E57, E96).
elemental-turn-blocked-does-not-arrive = Bu alış engellendi, bu yüzden taş varmaz: promote: ve then: kullanma (E30, E50).
elemental-turn-promotion-missing = Piyon son sırasına ulaşıyor: taşı promote:queen ile belirt (ya da rook, bishop, knight).
elemental-turn-cannot-promote = Yalnız son sırasına ulaşan bir piyon terfi eder.
elemental-turn-raijin-without-step = { -elemental-raijin } alışı bir { -elemental-quantum-step }'ten sonra gelir (E19): taşın adım attığı ya da yer değiştirdiği kareyle then: ekle.
elemental-turn-steps-needed = Tek başına { $from }-{ $to } ile şahın şahta kalır ya da tur taşın başladığı karede biter (E1b, E43); then: ile adımlar ekle.
elemental-turn-no-steps = { $piece }, { $from }-{ $to } hamlesinden sonra adım atamaz ({ -elemental-side-step } E26, Tailwind E16, { -elemental-quantum-step } E27).
elemental-turn-steps-not-allowed = then:{ $steps }, { $from }-{ $to } hamlesinden sonra olmaz (E16, E26, E27, E43, E44); { $n ->
        [one] izin verilen tek seçenek { $allowed }
       *[other] şunlardan biri olabilir: { $allowed }
    }.
elemental-turn-removal-defeated = Gizli bir { -elemental-indomitable } kaldırmanı boşa çıkarıyor ve turunun geri kalanı bu kaldırmaya bağlıydı (E12, E53). Başka bir tur seç.
elemental-turn-poisoned = Alacağın taşta gizli bir { -elemental-poisonous-meat } var: alan taşın kaldırılır ve şahın güvende kalmaz (E86, E53). Başka bir tur seç.
elemental-turn-raijin-blocked = Oradaki { -elemental-raijin } alışını gizli bir yetenek engelliyor ve taşın turunu durduğu yerde bitiremez (E53, E70). Başka bir tur seç.
elemental-turn-unsafe-to-stay = { $square } karesindeki taşın gizli bir yeteneği bunu durduruyor ve taşın olduğu yerde kalırsa şahın güvende olmaz (E53). Başka bir tur seç.
elemental-turn-not-here = { $turn } burada oynanamaz; başka bir tur seç.
elemental-turn-choice-chain = { -elemental-chain-kill } (E33: taşın yanından başlayan bitişik dost taşlar zincirinin son taşı ve oradan bir alış)
elemental-turn-choice-double-kill = { -elemental-double-kill } (E32: alınan karenin yanında, rütbesi ≤ kurbanınki olan bir rakip; şah ya da { -elemental-indomitable } bir taş olamaz)
elemental-turn-choice-quantum-kill = { -elemental-quantum-kill } (E32: rütbesi ≤ kurbanınki olan herhangi bir rakip; şah ya da { -elemental-indomitable } bir taş olamaz)
elemental-turn-choice-blaze-double-kill = { -elemental-blaze-rush }'ın ek { -elemental-double-kill }'i (E10: { -elemental-double-kill } gibi; { -elemental-earth }'e karşı ek { -elemental-quantum-kill } ile birlikte, diğerlerine karşı onun yerine)
elemental-turn-choice-blaze-quantum-kill = { -elemental-blaze-rush }'ın ek { -elemental-quantum-kill }'i (E10: { -elemental-quantum-kill } gibi; { -elemental-earth }'e karşı ek { -elemental-double-kill } ile birlikte, diğerlerine karşı onun yerine)
elemental-turn-choice-resurrection = { -elemental-resurrection } (E35: rütbesi ≤ kurbanınki olan eksik bir taş, arka iki sırandaki boş bir kareye)
elemental-turn-choice-raijin = { -elemental-raijin } (E19: bir { -elemental-quantum-step }'ten sonra yeni kareden bir alış daha)
elemental-turn-choice-lock = { -elemental-temporal-lock } (E36: taş başına bir kez, şah dışında herhangi bir rakip taş)
