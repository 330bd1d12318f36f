# Throne (tr). Sözlük: soldier = asker, unit = birlik (2 asker, at olarak çizilir), squad = manga (4 asker, araba olarak çizilir), Throne = Taht, home = ev, ring = halka, entry = giriş, gate = kapı (kilitli/açık), bridge = köprü, shield = kalkan, shells = kabuklar, throw = atış, value = değer, power value = güç değeri, bonus round = bonus el, round = el; renkler Kırmızı, Mavi, Yeşil, Altın.
# Yazılan yerler (home, 5, red-1, throne), türler (kind:unit) ve değerler (6+5) olduğu gibi kalır.

-throne-red = Kırmızı
-throne-blue = Mavi
-throne-green = Yeşil
-throne-gold = Altın
-throne-soldier = asker
-throne-unit = birlik
-throne-squad = manga
-throne = Taht
-throne-home = ev
-throne-gate = kapı
-throne-bridge = köprü

throne-seat-red = { -throne-red }
throne-seat-blue = { -throne-blue }
throne-seat-green = { -throne-green }
throne-seat-gold = { -throne-gold }
throne-who = { $seat } ({ $player })

throne-at-home = evde
throne-at-throne = Tahtta
throne-at-square = { $square } karesinde
throne-from-home = evden
throne-from-square = { $square } karesinden
throne-to-square = { $square } karesine
throne-to-throne = Tahta
throne-reach-throne = { -throne }
throne-reach-square = { $square }

throne-begins = Throne başlıyor: { $seats }. 12 askerini halkanın etrafında dolaştırıp Tahta sok: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier } (T19).
throne-throws-first = İlk atan: { $who }: /throw ya da düğme.
throne-throws-first-engine = İlk atan: { $who }.
throne-to-throw = Atış sırası: { $who }: /throw.
throne-to-throw-engine = Atış sırası: { $who }.
throne-to-move-button = Hamle sırası: { $who }, { $values } ile ({ $moves } geçerli hamle): /move piece:<place> values:<values> ya da bir düğme.
throne-to-move-menu = Hamle sırası: { $who }, { $values } ile ({ $moves } geçerli hamle): /move piece:<place> values:<values> ya da bir menü.
throne-to-move-engine = Hamle sırası: { $who }, { $values } ile ({ $moves } geçerli hamle).
throne-threw = El { $turn } · { $who } attı: { $throws }; kullanılacak: { $values }.

throne-won = Tahtı kazanan: { $who }.
throne-wins = Tahtı kazanan: { $who }.
throne-resigned-wins = { $who } çekildi; kazanan: { $winner }.
throne-timed-out-wins = { $who } için süre doldu; kazanan: { $winner }.
throne-timed-out-leaves = { $who } için süre doldu ve oyundan ayrılıyor.

throne-event-moved = { $who } bir { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} oynattı: { $from } { $to }, { $values } ile.
throne-event-moved-stopped = { $who } bir { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} oynattı: { $from } { $to }, { $values } ile; kapıda durdu ({ $lost } adım kayıp).
throne-event-captured = { $by } aldı: { $seat } oyuncusunun { $count ->
    [one] { $kind ->
        [unit] birliği
        [squad] mangası
       *[soldier] askeri
    }
   *[other] { $count } { $kind ->
        [unit] birliği
        [squad] mangası
       *[soldier] askeri
    }
}, { $square } karesinde: asker olarak eve dönüyor.
throne-event-formed = { $who } bir { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} kurdu: { $square } karesinde.
throne-event-unlocked-by-capture = { $who } kapısını ilk alışıyla açtı.
throne-event-unlocked-by-throne = { $who } kapısı açıldı: bir taş Tahta girdi.
throne-event-bonus-earned = { $who } bir bonus el kazandı.
throne-event-bonus-round = { $who } bonus el oynuyor: yeniden at.
throne-event-forfeited = { $who } için { $values } ile geçerli hamle yok: yandı.
throne-event-finished = { $who }: bir { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} Tahta girdi ({ $count }/5).
throne-event-resigned = { $who } çekildi.
throne-event-won = Tahtı kazanan: { $who }!

throne-describe-head = { -throne }, { $players } oyuncu, el { $turn }.
throne-describe-seat = { $who }: evde { $home }; { $pieces }; { -throne } { $finished }/5; { $gate ->
    [open] kapı açık
   *[locked] kapı kilitli (bir alış ya da Tahta giren ilk taş açar)
}.
throne-describe-pieces = { $count } { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} { $at }
throne-describe-nothing = tahtada hiçbir şey yok
throne-describe-bonus = { $who } için bekleyen bonus el: { $count }.
throne-describe-position = Pozisyon: `{ $position } | üreteç gizli`

throne-game-over = Oyun bitti: kazanan { $who }.
throne-game-over-short = Oyun bitti.
throne-you-resigned = Bu oyundan çekildin; /board ile izleyebilirsin.
throne-their-round-throw = Sıra { $who } oyuncusunda: atmasını bekle.
throne-their-round-move = Sıra { $who } oyuncusunda: hamlesini bekle.
throne-their-turn = Sıra { $seat } oyuncusunda, sende değil.
throne-stale-choices = Bu seçimler burada artık bir hamle oluşturmuyor: baştan başla.
throne-thrown-already = Zaten attın: { $values } ile oyna (/move piece:<place> values:<values>); pas geçmek yok (T16).
throne-throw-first = Önce /throw ile at: hamle, elin atışları bitince yapılır (T8).
throne-not-a-place = `piece:{ $piece }` bir yer değil: home, 1–12 arası bir halka karesi ya da red-1 gibi bir köprü karesi kullan.
throne-not-values = `values:{ $values }` bir değer listesi değil: onları + ile birleştir, örneğin values:6+5.
throne-bad-place = `{ $place }` bir yer değil: home, 1–12 arası bir halka karesi, red-1 gibi bir köprü karesi ya da throne kullan.
throne-bad-values = `{ $values }` bir atış değeri listesi değil: onları + ile birleştir, örneğin 6+5 (değerler 2–8, 11 ve 16).
throne-move-needs = `/move` için `{ $option }:` gerekli, örneğin /move piece:home values:6+5.
throne-not-a-kind = `kind:{ $kind }` bir tür değil: soldier, unit ya da squad kullan.
throne-not-your-bridge = { $place }, { $owner } oyuncusunun köprüsünde; senin köprü karelerin { $first } ve { $second }.
throne-finished-do-not-move = Tahttaki taşlar bitirdi; bir daha oynamazlar.
throne-no-piece-on = { $square } karesinde taşın yok.
throne-several-kinds = { $square } karesinde birden çok taşın var: { $options } ekle.
throne-option = { $option }
throne-rejected-game-over = Oyun bitti: kazanan { $seat }.
throne-rejected-not-your-round = Sıra { $seat } oyuncusunda, sende değil.
throne-rejected-resigned = { $seat } çekildi ve artık oynamıyor (T21).
throne-rejected-throw-first = Önce at: elin atışları bitene kadar hamle kilitli (T8).
throne-rejected-already-thrown = Bu elde zaten attın: { $values } değerlerini bir hamlede kullan; pas geçmek yok (T16).
throne-rejected-not-a-chain = `{ $throws }` bir elin atışları değil: sonuncusu hariç her değer güç değeri olmalı (16, 11, 4, 6, 8), sonuncusu olmamalı (T8).
throne-rejected-no-values = Hamle için elin değerlerinden en az birini söyle (T10).
throne-rejected-values-not-thrown = Elde { $unused } kaldı, { $asked } değil (T10).
throne-rejected-no-piece = { $at } { $kind ->
    [unit] birliğin
    [squad] mangan
   *[soldier] askerin
} yok.
throne-rejected-wrong-values = { $kind ->
    [unit] Bir { -throne-unit } yalnızca çift değerlerle oynar (2, 4, 6, 8, 16)
   *[squad] Bir { -throne-squad } yalnızca 4'ün katlarıyla oynar (4, 8, 16)
}; { $values } olmaz (T11).
throne-rejected-overshoot = Bu, Tahtı { $over } adım geçiyor: girmek için tam mesafe gerekir (T12).
throne-rejected-last-bridge = Tek bir { -throne-soldier } { $square } karesinde duramaz: oradan hiç çıkamazdı, çünkü hiçbir atış 1 vermez (T12).
throne-rejected-whole-lap = Kapın kilitliyken { $steps } adım taşı yine { $square } karesine getiriyor: hamle taşın karesini değiştirmeli (T13).
throne-rejected-held-at-gate = Tek askerlerin kapında ({ $square }) bekler; iki mangan ve birliğin kurulana kadar (T13a).
throne-rejected-mixed-landing = { $mover ->
    [unit] Birliğin
    [squad] Mangan
   *[soldier] Askerin
} { $square } karesine inemez: orada { $owner } oyuncusunun bir { $other ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} taşı duruyor ve yalnızca aynı türden taş alır (T14).
throne-rejected-finish-order = Tahta girecek sıradaki taşın { $expected ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} olmalı, { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} değil (sıra: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }; T19).

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
throne-prompt-throw = Kabuklarını at.
throne-prompt-piece = { $values } ile oynatacağın taşı seç.
throne-prompt-kind = Orada birden çok türde taş duruyor: birini seç.
throne-prompt-values = Harcayacağın değerleri seç (taşın ineceği yere göre).
throne-prompt-move = Oynamak için Hamle yap.
throne-moves-menu = Hamleler { $first }–{ $last } / { $total }

throne-rules-soldier = Asker (T11): 12 askerinden biri; harcadığın değerlerin toplamı kadar ilerler. Kapında buluşan askerler önce mangaları, sonra birliğini kurar (T17); son iki asker, iki mangadan ve birlikten sonra Tahta girer (T19).
throne-rules-unit = Birlik (T11, T17): kapında kurulan 2 asker, at olarak çizilir; yalnızca çift değerler harcar (2, 4, 6, 8, 16) ve toplamlarının yarısı kadar ilerler. Tahta üçüncü girer (T19).
throne-rules-squad = Manga (T11, T17): kapında kurulan 4 asker, araba olarak çizilir; yalnızca 4'ün katlarını harcar (4, 8, 16) ve toplamlarının dörtte biri kadar ilerler. İki mangan Tahta ilk girer (T19).
throne-rules-not-a-piece = `piece:{ $piece }` bir Throne taşı değil: soldier, unit ya da squad kullan.
throne-rules = Throne (2–4 oyuncu). Her oyuncu 12 askerini evden 12 karelik bir halkanın etrafında, kendi 2 karelik köprüsünden geçirip ortadaki Tahta götürür. Senin elin: /throw 8 kabuk atar; beyaz yüzler değeri verir (2–8; 1 beyaz = 11, hiç = 16). 16, 11, 4, 6 ve 8 güç değerleridir: yeniden atarsın ve elin değerleri bütün zincirdir. Sonra değerleri harca: /move piece:<home, bir kare ya da köprün> values:<bazıları, örneğin 6+5> (ya da bir düğmeye bas). { -throne-soldier } toplam kadar ilerler; { -throne-unit } (2 asker, bir at) yalnızca çift değer kullanır ve yarısı kadar ilerler; { -throne-squad } (4, bir araba) 4'ün katlarını kullanır ve dörtte biri kadar ilerler. Düz bir karede aynı türden bir rakip taşın üstüne inersen onu alırsın (asker olarak eve döner) ve bir bonus el kazanırsın; kalkanlar (her giriş ve her kapı, gri) güvenlidir. Kapın (girişinden önceki kare, kilitli) ilk alışına ya da herhangi bir taş Tahta girene kadar kilitlidir; o zamana dek taşların halkada döner. Kapında buluşan askerler önce mangaları, sonra birliğini kurar (araba yuvaları ilerlemeyi gösterir); tek askerler iki manga ve birlik kurulana kadar kapıda bekler. Taşlar Tahta şu sırayla, tam mesafeyle girer: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }; ilk bitiren kazanır. Pas geçmek yok: bir hamle varsa yapmalısın; hiçbir hamlenin kullanamadığı değerler yanar. Resim ulaşabileceğin her kareyi işaretler.

throne-status-won = Tahtı kazanan: { $who }
throne-status-throw = Atış sırası: { $who }
throne-status-throw-bonus = Atış sırası: { $who } (bonus el)
throne-status-move = Hamle sırası: { $who }, { $values } ile
throne-header = { -throne } · { $status } · el { $turn }
throne-header-ended = { -throne } · { $ended }
throne-foot = son atış { $value } · bu el { $values }
throne-foot-left = son atış { $value } · bu el { $values } · kalan { $left }
throne-foot-no-throw = henüz atış yok
throne-alt-head = { -throne }, { $players } oyuncu. { $status }.
throne-alt-resigned = { $who } çekildi.
throne-alt-seat = { $who }: evde { $home }, { $pieces }; { -throne } { $finished }/5; { $gate ->
    [open] kapı açık
   *[locked] kapı kilitli
}.
throne-alt-pieces = { $square } karesinde { $count } { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}{ $gate ->
    [yes] {" "}(kapı)
   *[no] {""}
}
throne-alt-reachable = Ulaşılabilir: { $squares }.
throne-alt-last-throw = Son atış { $value } (8 kabuktan { $white } beyaz); değerler { $values }.

throne-diagram-you = sen
throne-diagram-opponent = rakip
throne-diagram-entry = ← girişin
throne-diagram-home = ← evin
throne-diagram-gate = kapın: kilit, araba yuvaları →
throne-diagram-bridge = ← köprün
throne-diagram-shields = kalkanlar (gri): girişler ve kapılar →
throne-diagram-alt = 2 oyunculu Throne tahtası, etiketli: 12 askerinle evin, giriş karen 1 (renkli bir şerit), 12. karedeki kapın (renkli çerçeve, kilitliyken bir kilit, dizilişler için araba yuvaları), ortadaki Tahta giden 2 karelik köprün ve gri kalkan kareleri (her giriş ve her kapı).

## /help: oyunun komutları tek satırda.
throne-help = Throne: /challenge game:throne players:<2-4> bir masa açar; /join, /leave, /start; ardından /throw ve /move piece:<place> values:<6+5> (orada birden çok taş varsa kind:unit|squad).
