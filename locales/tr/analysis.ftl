# Turkish (tr). Glossary: move = hamle, turn = tur (whose turn = sıra), piece = taş, square = kare, game = oyun, challenge = meydan okuma, analysis = analiz, accuracy = doğruluk, inaccuracy = yanlışlık, mistake = hata, blunder = büyük hata, win chance = kazanma şansı, engine = bot
# Bitmiş oyunların bot tarafından analizi (/analyse, Analiz düğmesi,
# analiz görseli ve oyun sayfasındaki analiz).

## /analyse retleri. $id bir oyunun numarası, $game bir oyunun adı.
analyse-no-such-game = Bu sunucuda { $id } numaralı bir oyun yok; /history bu kanalın oyununu gösterir.
analyse-no-game-yet = Bu kanalda henüz hiç oyun oynanmadı; /challenge ile bir tane başlat.
analyse-not-over = { $id } numaralı oyun hâlâ sürüyor: analizi oyun bitince gelir.
analyse-not-this-game = Bot { $game } oyunlarını analiz etmez.
analyse-nothing = { $id } numaralı oyun kimse bir tur oynamadan bitti: analiz edilecek bir şey yok.

## Analiz henüz hazır değil. $ahead, sırada ondan önce bekleyen oyun sayısı.
analyse-queued = Bot { $id } numaralı oyunu analiz ediyor{ $ahead ->
        [0] {""}
        [one] {" "}(sırada önünde bir oyun daha var)
       *[other] {" "}(sırada önünde { $ahead } oyun daha var)
    }. Bir iki dakika sonra /analyse game:{ $id } ile yeniden sor.

## Analiz. $players "alice vs bob" gibidir.
analyse-of = { $id } numaralı oyunun analizi ({ $game }: { $players })
analyse-alt = { $id } numaralı oyun boyunca her oyuncunun kazanma şansını gösteren bir grafik ({ $game }: { $players }), altında işaretli turlar.
## Her oyuncu için bir satır. $accuracy tam sayı bir yüzdedir.
analyse-player = { $who }: doğruluk %{ $accuracy }, { $inaccuracies ->
        [one] { $inaccuracies } yanlışlık
       *[other] { $inaccuracies } yanlışlık
    }, { $mistakes ->
        [one] { $mistakes } hata
       *[other] { $mistakes } hata
    }, { $blunders ->
        [one] { $blunders } büyük hata
       *[other] { $blunders } büyük hata
    }
analyse-player-no-turns = { $who }: botun değerlendirebileceği hiçbir seçim yapmadı
analyse-swings = En büyük dalgalanmalar:
## $turn turun numarası, $played ve $best oyunun notasyonunda turlar, $mark analysis-mark- sözcüklerinden biri.
analyse-swing = { $turn }. tur, { $who }: { $played } ({ $mark }); botun tercihi { $best } olurdu
analysis-mark-inaccuracy = yanlışlık
analysis-mark-mistake = hata
analysis-mark-blunder = büyük hata
analysis-mark-none = küçük bir kayıp

## Biten bir oyunun son mesajının altındaki düğme.
button-analysis = Analiz

## Oyun sayfasındaki analiz.
web-analysis-title = Botun analizi
web-analysis-graph-alt = { $id } numaralı oyun boyunca, konum konum her oyuncunun kazanma şansı; altında işaretli turlar.
web-analysis-secrets = Bot, oyun sırasında gizli olanı okudu (oyun bitince açıklanan gizli seçimler); bu analiz de öyle, herkes için aynı.
## $mark analysis-mark- sözcüklerinden biri.
web-analysis-shown-mark = İşaret: { $mark }.
web-analysis-shown-best = Bot da bu turu oynardı.
## $best oyunun notasyonunda bir tur, $line botun ondan sonra beklediği turlar.
web-analysis-shown-preferred = Botun tercihi { $best } olurdu (beklediği devam: { $line }).
web-analysis-how = Kazanma şansları, botun her konumu aynı çabayla değerlendirmesinden gelir ve botun kendi oyunlarına göre ayarlanmıştır. Bir tur, botun seçimine kıyasla oyuncusunun kazanma şansından 5 (yanlışlık), 10 (hata) ya da 15 (büyük hata) puan götürdüğünde işaretlenir; doğruluk, bir oyuncunun turlarının ortalamasıdır.
web-analysis-waiting = Bot bu oyunu henüz analiz etmedi; analizi bitince burada görünür.

## Under a page's board where the next turn was marked: the engine's choice, drawn as an arrow.
web-analysis-arrow = Ok: botun buradaki seçimi, { $best }.
