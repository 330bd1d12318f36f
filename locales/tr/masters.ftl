# Turkish (tr). Sözlük: Ember, Frost (taraflar, özel ad); general = general, puppeteer = kuklacı, witch = cadı (üç lider); cardinal = kardinal, dragon = ejderha, sentinel = nöbetçi, archer = okçu, horseman = atlı, scout = öncü; claim = el koyma (el koymak), inherit = miras almak, offer = teklif, moveset = hamleler, aura = aura. Yazılan değerler (promote:dragon, inherit:accept, piece:horseman) ve komutlar olduğu gibi kalır.

## Taraflar ve taşlar.
-masters-ember = Ember
-masters-frost = Frost
-masters-general = general
-masters-puppeteer = kuklacı
-masters-witch = cadı
-masters-cardinal = kardinal
-masters-dragon = ejderha
-masters-sentinel = nöbetçi
-masters-archer = okçu
-masters-horseman = atlı
-masters-scout = öncü

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

masters-owned = { $piece } ({ $side })
masters-yours-on = { $square } karesindeki { $piece } taşın
masters-yours-on-start = { $square } karesindeki { $piece } taşın
masters-theirs-on = { $square } karesindeki { $piece } ({ $side })
masters-notation = { $notation }
masters-and-then = { $first }, { $rest }
masters-notes-join = { $first }; { $rest }

masters-started = Oyun başladı: { $ember } ({ -masters-ember }) - { $frost } ({ -masters-frost }). İlk hamle { -masters-ember }: { $ember }.
masters-started-how = Oyun başladı: { $ember } ({ -masters-ember }) - { $frost } ({ -masters-frost }). İlk hamle { -masters-ember }: { $ember }, turunu /move ve /claim ile hazırla, sonra /endturn (ya da tek seferde /turn).
masters-game-over = Oyun bitti:
masters-status = Tur { $turn } · sıra { $side } ({ $player }) tarafında.
masters-not-your-turn = Sıra { $player } ({ $side }) oyuncusunda; hamlesini bekle.
masters-players = Masters: { $ember } ({ -masters-ember }) - { $frost } ({ -masters-frost }).
masters-holds = { $side } tarafının kuklacısı { $square } karesinde tutuyor: { $piece }.
masters-offered = { $side } tarafının cadısına teklif: { $offers }.
masters-offered-forced = { $side } tarafının cadısına teklif: { $offers } (zorunlu: { $forced }).
masters-witch-moves-as = { $side } tarafının cadısı şu taş gibi hareket ediyor: { $piece }.
masters-has-lost = { $side } kaybetti: { $pieces }.
masters-position = Konum: `{ $position }`

masters-turn-line = Tur { $number } · { $side } ({ $player }): { $what }
masters-part-inherits = miras alır: { $piece }
masters-part-declines = mirası reddeder
masters-part-takes = alır: { $piece }
masters-part-claims = { $square } karesine el koyar
masters-event-claimed = { $side } kuklacısı el koydu: { $piece }.
masters-event-retargeted = { $side } kuklacısı bıraktı ({ $released }) ve el koydu: { $piece }.
masters-event-released = { $side } kuklacısı kontrolü kaybetti: { $piece }.
masters-event-offer = { $side } tarafının cadısına hamleler teklif edildi: { $piece }.
masters-event-offer-forced = { $side } tarafının cadısına hamleler teklif edildi ve kabul etmek zorunda: { $piece }.
masters-event-forced = { $side } tarafının cadısı hamleleri miras almak zorunda kaldı: { $piece }.
masters-event-promoted = { $side } tarafının { $square } karesindeki öncüsü terfi etti: { $piece }.
masters-won = { $player } ({ $side }) kazandı! { $loser } tarafının üç lideri de düştü.
masters-result-won = { $player } ({ $side }) kazandı: { $loser } tarafının üç lideri de düştü.
masters-stuck = { $player } ({ $side }) için geçerli tur yok: /resign ile çekil ya da /draw action:offer ile beraberlik teklif et.
masters-note-takes = alır: { $piece }, { $square }
masters-note-promotes = terfi: { $piece }
masters-note-inherits = cadı miras alır: { $piece }
masters-note-inherits-forced = cadı miras alır: { $piece }, zorunlu (M34)

masters-staged = Hazırlandı: { $draft }. Oynamak için Turu bitir (ya da /endturn), baştan başlamak için Geri al (/undo).
masters-draft-claim = el koyma { $square }
masters-draft-accept = teklifi kabul et
masters-draft-decline = teklifleri reddet
masters-draft-inherit = miras al: { $piece }
masters-no-claim = El konulabilecek taş yok.
masters-no-claim-after-move = Hazırladığın hamleden sonra el konulabilecek taş yok.
masters-can-claim = El koyabileceklerin: { $targets }. Birini /claim target:{ $first } ile hazırla.
masters-can-claim-after-move = Hazırladığın hamleden sonra el koyabileceklerin: { $targets }. Birini /claim target:{ $first } ile hazırla.
masters-claim-target = { $square } ({ $piece })
masters-claim-staged-already = { $square } için zaten bir el koyma hazırladın: değiştirmek için önce /undo.
masters-answer-staged-already = Zaten seçtin ({ $answer }): değiştirmek için önce /undo.
masters-nothing-staged = Hazır bir hamlen ya da el koyman yok: /move veya /claim ile hazırla ya da /turn ile tek seferde oyna.
masters-m23-warning = Dikkat: hazırladığın hamleden sonra { $reason } Tur reddedilir: hamleyi ya da el koymayı değiştir (/undo).
masters-m23-warning-blocked = Dikkat: hazırladığın hamleden sonra { $reason } Tur reddedilir ({ $square } karesindeki { $blocker } engelliyor): hamleyi ya da el koymayı değiştir (/undo).
masters-claim-first = { $refusal } Onu oynatmak için aynı turda el koy: önce /claim target:{ $square }.

masters-choices-over = Oyun bitti.
masters-choices-not-your-turn = Sıra { $side } tarafında, sende değil.
masters-choices-stale = Bu seçimler burada artık bir tur oluşturmuyor: baştan başla.

## Choosing a turn by buttons: what each choice says and what to do now.
## $piece a piece's name (or a side's piece); $square a square.
masters-choice-inherit = Cadın miras alır: { $piece }
masters-choice-decline = Cadının tekliflerini reddet
masters-choice-piece = { $square } · { $piece }
masters-choice-promote = Terfi: { $piece }
masters-choice-claim-only = Yalnız el koy
masters-choice-claim = { $square } karesine el koy
masters-takes = alır: { $piece }
masters-prompt-piece = Oynatacağın taşı seç.
masters-prompt-piece-or-claim = Oynatacağın taşı seç ya da Yalnız el koy.
masters-prompt-offers = Cadının teklifleri var: onları yanıtla ya da oynatacağın taşı seç.
masters-prompt-promote = Öncünün neye dönüşeceğini seç.
masters-prompt-claim-or-end = Bir taşa el koy (kesikli halkalar) ya da Turu bitir.
masters-prompt-claim = Kuklacının el koyacağı taşı seç (kesikli halkalar).
masters-prompt-end = Oynamak için Turu bitir.
masters-prompt-where = Nereye gideceğini seç.

masters-bad-promotion = `promote:{ $value }` bir seçenek değil: dragon, sentinel, archer veya horseman kullan.
masters-bad-answer = `inherit:{ $value }` bir yanıt değil: accept, decline ya da teklif edilen taşı kullan (ör. horseman).
masters-turn-needs-action = Bir tur için hamle ya da el koyma (ya da ikisi) gerekir, ör. /turn move:E2-E4 veya /turn claim:F7.
masters-turn-needs-move-or-claim = Bir tur için hamle ya da el koyma (ya da ikisi) gerekir, ör. /turn move:E2-E4.
masters-promote-needs-move = `promote:` bir hamleyle birlikte kullanılır, ör. /turn move:E11-E12 promote:dragon.
masters-no-offer-to-accept = Cadının kabul edilecek bir miras teklifi yok.
masters-several-offers = Cadının birkaç teklifi var ({ $offers }): birini seç, ör. { $option }:{ $first }.
masters-bad-piece = `piece:{ $value }` bir Masters taşı değil: general, puppeteer, witch, cardinal, dragon, sentinel, archer, horseman veya scout kullan.

masters-claim-no-puppeteer = el koymak için kuklacın kalmadı.
masters-claim-puppeteer-held = { $puppeteer } karesindeki kuklacın { $side } tarafından tutuluyor ve el koyamaz.
masters-claim-empty = { $target } karesinde el konulacak taş yok.
masters-claim-own-piece = { $target } senin kendi taşın: yalnızca { $enemy } taşlarına el koyabilirsin.
masters-claim-already-held = kuklacın zaten tutuyor: { $target }.
masters-claim-no-line = { $puppeteer } karesindeki kuklacın { $target } karesini göremiyor: aynı sırada ya da sütunda değiller.
masters-claim-blocked = { $puppeteer } karesindeki kuklacın { $target } karesini göremiyor: { $square } karesindeki { $blocker } yolda.
masters-claim-protected = { $target }, { $cardinal } karesindeki kardinalin aurasında ve el konulamaz.
masters-claim-no-puppeteer-start = El koymak için kuklacın kalmadı.
masters-claim-puppeteer-held-start = { $puppeteer } karesindeki kuklacın { $side } tarafından tutuluyor ve el koyamaz.
masters-claim-empty-start = { $target } karesinde el konulacak taş yok.
masters-claim-own-piece-start = { $target } senin kendi taşın: yalnızca { $enemy } taşlarına el koyabilirsin.
masters-claim-already-held-start = Kuklacın zaten tutuyor: { $target }.
masters-claim-no-line-start = { $puppeteer } karesindeki kuklacın { $target } karesini göremiyor: aynı sırada ya da sütunda değiller.
masters-claim-blocked-start = { $puppeteer } karesindeki kuklacın { $target } karesini göremiyor: { $square } karesindeki { $blocker } yolda.
masters-claim-protected-start = { $target }, { $cardinal } karesindeki kardinalin aurasında ve el konulamaz.
masters-claim-after-move = Hamlenden sonra { $reason } Hamleyi ya da el koymayı değiştir.

masters-error-game-over = Oyun bitti: { $winner } kazandı.
masters-error-no-piece = { $square } karesinde oynatılacak taş yok.
masters-error-held = { $piece }, { $side } kuklacısı tarafından tutuluyor: el koyma bitene kadar oynatamazsın.
masters-error-not-yours = { $piece } senin oynatacağın taş değil.
masters-error-witch-still = { $piece } henüz hareket edemiyor: ancak bir mirası kabul edince hareket eder.
masters-error-null-move = Hamle bir yere gitmeli: { $square } karesinden { $square } karesine yerinde saymaktır.
masters-error-out-of-reach = { $piece }, { $to } karesine ulaşamaz.
masters-error-out-of-reach-witch = { $piece }, { $to } karesine ulaşamaz (şu taş gibi hareket ediyor: { $moves }).
masters-error-blocked = { $piece }, { $to } karesine ulaşamaz: { $square } karesindeki { $blocker } yolda.
masters-error-scout-blocked = { $piece }, { $to } karesine ilerleyemez: kare dolu ve öncü yalnızca çapraz ileri alır.
masters-error-scout-diagonal = { $piece } yalnızca almak için çapraz gider ve { $to } boş.
masters-error-own-piece = { $piece }, { $to } karesine gidemez: o taşı sen kontrol ediyorsun.
masters-error-protected = { $piece }, { $cardinal } karesindeki kardinalin aurasında ve alınamaz.
masters-error-promotion-missing = Öncün { $to } karesinde son sıraya ulaşıyor: ne olacağını promote:dragon, promote:sentinel, promote:archer veya promote:horseman ile seç, ör. /move from:{ $from } to:{ $to } promote:dragon.
masters-error-promotion-not-allowed = Yalnızca son sırasına ulaşan öncü terfi eder: { $from }-{ $to } hamlesinden promote: kısmını çıkar.
masters-error-no-offer = Cadının miras teklifi yok: yanıtı çıkar.
masters-error-not-offered = Cadına bu hamleler teklif edilmedi: { $piece }; teklif edilenler: { $offers }.
masters-error-forced = Cadın bu hamleleri miras almak zorunda (zorunlu): { $piece }; yanıtı çıkar.
masters-error-no-witch = Cadın alındı: miras alacak kimse yok.

masters-rules = Masters: 10×12 tahtada { -masters-ember } - { -masters-frost }; ilk hamle { -masters-ember } tarafının. Rakibin üç lideri ({ -masters-general }, { -masters-puppeteer }, { -masters-witch }) alındığında ya da el konulduğunda kazanırsın.
    Bir tur bir hamle, bir el koyma ya da ikisidir. Kuklacın, arada hiçbir şey yoksa kendi sırasındaki ya da sütunundaki bir rakip taşa el koyabilir; çizgi bozulana kadar o taşı sen kontrol edersin. Kardinaller çevrelerindeki 8 kareyi korur (altın noktalar): oradaki taşlar alınamaz ve el konulamaz. Bir taşın alındığında, cadın bir sonraki turunda onun hamlelerini miras alabilir. Son sıraya ulaşan öncü ejderha, nöbetçi, okçu ya da atlı olur.
    Bir taşın nasıl hareket ettiğini /rules piece:horseman ile gör.
masters-rule-general = General (M6): bir lider; 8 yönden birine düz 1 ya da 2 kare (2 kare için ilk kare boş olmalı).
masters-rule-puppeteer = Kuklacı (M7, M21): bir lider; her yöne 1 kare. Arada hiçbir şey yoksa kendi sırasındaki ya da sütunundaki bir rakip taşa el koyar ve çizgi bozulana kadar o taşı sen kontrol edersin.
masters-rule-witch = Cadı (M8, M31): kendi hamlesi olmayan bir lider; bir taşın alındığında bir sonraki turunda onun hamlelerini miras alabilir ve sonra o taş gibi hareket edip alır.
masters-rule-cardinal = Kardinal (M9, M16): çapraz istediği kadar kayar ve çevresindeki 8 kareyi korur (altın noktalar): oradaki taşlar alınamaz ve el konulamaz.
masters-rule-dragon = Ejderha (M10): düz ya da çapraz istediği kadar kayar ve kendi taşlarının üzerinden geçebilir (rakibinkilerin değil).
masters-rule-sentinel = Nöbetçi (M11): bir sıra ya da sütun boyunca düz istediği kadar kayar.
masters-rule-archer = Okçu (M11): 8 yönden birine düz 1, 2 ya da 3 kare, boş karelerden.
masters-rule-horseman = Atlı (M12): bir yöne 2, diğerine 1 kare sıçrar, aradaki her şeyin üzerinden.
masters-rule-scout = Öncü (M13, M36): her kareden düz ileri 1 kare, ikisi de boşsa 2; çapraz ileri 1 kare alır. Son sırada ejderha, nöbetçi, okçu ya da atlı olur.
masters-rule-diagram = Yarı saydam taşlar gidebileceği yerleri, köşeli ayraçlar alabileceği yerleri gösterir.
masters-rule-puppeteer-diagram = Oyunda hedefsiz /claim, kuklacının el koyabileceği her taşı senin renginde kesikli bir halkayla işaretler; el konulan taş sonra el koyanın renginde bir nokta taşır.
masters-rule-cardinal-diagram = Komşu bir rakip ayraç almaz: bu kardinalin kendi aurasında durur ve aura iki tarafın taşlarını da korur (M16, M17); bu yüzden kardinal yalnızca iki ya da daha fazla kare uzaktan alır.

masters-header-over = Oyun bitti · { $ended }
masters-header-won = Tur { $turn } · { $side } kazandı
masters-header-to-move = Tur { $turn } · sıra { $side }

masters-alt-over = Masters tahtası, { $turn }. turdan sonra oyun bitti: { $ended }.
masters-alt-won = { $turn }. turdan sonra Masters tahtası: { $side } ({ $player }) kazandı.
masters-alt-to-move = Masters tahtası, tur { $turn }, sıra { $side } ({ $player }) tarafında.
masters-alt-last-move = Son hamle { $move }.
masters-alt-staged-move = Hazırlanan hamle { $move }.
masters-alt-staged-claim = Hazırlanan el koyma { $square }.
masters-alt-claim-targets = El koyma hedefleri: { $squares }.
masters-alt-no-claim-targets = El koyma hedefleri: yok.
masters-alt-holds = { $side }, { $square } karesinde tutuyor: { $piece }.
masters-alt-protected = Korunan: { $squares }.
masters-alt-offered = { $side } tarafının cadısına teklif: { $offers }.
masters-alt-army = { $side } ({ $player }): { $army }.
masters-alt-no-pieces = { $side } ({ $player }): taş yok.
masters-alt-lost = { $side } kaybetti: { $pieces }.
masters-alt-witch-moves-as = { $witches } (şu taş gibi hareket ediyor: { $piece })
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

masters-title-general = General
masters-title-puppeteer = Kuklacı
masters-title-witch = Cadı
masters-title-cardinal = Kardinal
masters-title-dragon = Ejderha
masters-title-sentinel = Nöbetçi
masters-title-archer = Okçu
masters-title-horseman = Atlı
masters-title-scout = Öncü
masters-diagram-general = General: her yöne 1 ya da 2 kare; 2 kare için ilki boş olmalı.
masters-diagram-puppeteer = Kuklacı: her yöne 1 kare. Kesikli halkalar: kendi sırası ve sütunu boyunca el koyabileceği taşlar.
masters-diagram-witch = Cadı: yalnızca miras aldığı taş gibi hareket eder (burada atlı), rozetinde gösterilir.
masters-diagram-cardinal = Kardinal: çapraz kayar; aurası çevresindeki 8 kareyi korur.
masters-diagram-dragon = Ejderha: 8 yöne kayar, kendi taşlarının üzerinden, ilk rakibe kadar.
masters-diagram-sentinel = Nöbetçi: sıralar ve sütunlar boyunca kayar.
masters-diagram-archer = Okçu: her yöne 1 ila 3 kare.
masters-diagram-horseman = Atlı: 2 + 1 sıçrar, her şeyin üzerinden.
masters-diagram-scout = Öncü: ileri 1 ya da 2; çapraz ileri 1 alır; son sırada terfi eder.

## /help: oyunun komutları tek satırda.
masters-help = Masters: bir tur bir hamle, bir el koyma ya da ikisidir: onları gizlice hazırla, önizlemeye bak, sonra /endturn.
