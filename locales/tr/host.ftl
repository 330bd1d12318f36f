# Turkish (tr). Glossary: move = hamle, turn = tur (whose turn = sıra), piece = taş, square = kare, game = oyun, challenge = meydan okuma

# Ev sahibinin her oyun için söyledikleri: komutlar, retler, meydan okumalar,
# süreler, puanlar, etkinlikler.

## Bot tarafında bir şey bozuldu; hiçbir şey değişmedi.
host-fault = Benim tarafımda bir sorun çıktı ve hiçbir şey değişmedi; bir yönetici oyunları `gamehost verify` ile kontrol edebilir.
host-store-failed = Benim tarafımda bir sorun çıktı ve hiçbir şey değişmedi. Lütfen tekrar dene.
host-picture-failed = Komutun yerine getirildi ama resmi çizemedim.

## Süreler. $movers sırası gelenlerin adları, $when bir an.
host-turn-due = { $movers }: bu tur için son süre: { $when }.
## /game'in süre satırları. $span bir süre uzunluğu (time-span).
host-clock = Süre: tur başına { $span }.
host-clock-waiting = { $waiting }: sıra gelince süre yeniden tam { $span } olur.
host-no-clock = Süre yok: turlar gerektiği kadar sürebilir.

## /game'in puan satırları: $changes, her oyuncu için bir host-rating-moved içeren liste.
host-rating-change = Puan değişimi: { $changes }.
host-rating-moved = { $who } { $before } → { $after }
host-friendly-game = Dostluk maçı: puan değişikliği yok.
host-time-running-low = { $movers }: bu { $game } turu için süre azalıyor (tur başına { $per_turn }); son süre: { $when }.

## /language. $language bir dilin kendi adı (language-name).
host-language-mine = Artık sana { $language } dilinde yanıt vereceğim.
host-language-mine-auto = Artık sana Discord'unun ayarlı olduğu dilde yanıt vereceğim.
host-language-server = Bu sunucunun herkese açık mesajları artık { $language } dilinde.
host-language-server-auto = Bu sunucunun herkese açık mesajları artık sunucunun Discord dilinde.
host-language-server-not-manager = Sunucunun dilini yalnızca bu sunucuyu yönetebilen biri seçebilir.
host-language-unknown = `locale:{ $given }` konuştuğum bir dil değil: auto ya da şunlardan birini kullan: { $known }.
host-language-whose = `for:{ $given }` ne me ne de server: /language locale:de for:server gibi kullan.

## /help ve /rules. $games oyun adlarından oluşan bir liste.
help-commands = Komutlar (seçenekler ad:değer biçiminde):
help-for-games = { $about } ({ $games })
help-games = Oyunlar: { $games } (/challenge opponent:<name> game:<game>; Throne: /challenge game:throne players:<2-4>, ardından /join; /rules game:<game>).
help-the-bot = Oynayacak kimse yok mu? Botun kendisine meydan oku: /challenge opponent:<the bot> level:<1-5> (konsolda: opponent:engine); Throne masasında bots:<1-3> botu masaya oturtur. Bota karşı oyunlar puanlı değildir.
help-hosted = Bu oyunları ben yönetiyorum; kuralları: /rules game:<name>.
## Sunulan bir oyun: $title adı, $name /rules'un aldığı ad, $help komutları (oyunun yardım satırı).
help-hosted-game = - { $title } (`/rules game:{ $name }`): { $help }
help-rules-by-id = Kodlarıyla tüm kurallar: { $url }

## Bir oyunun koşulları. $clock terms-per-turn ya da terms-no-clock; $rated yes ya da no.
terms = { $rated ->
    [yes] { $clock }
   *[no] { $clock }, dostluk maçı (puansız)
}
terms-per-turn = tur başına { $span }
terms-no-clock = süresiz

## Meydan okumalar. $challenger, $opponent ve $opener oyuncu adları.
challenge-open = { $challenger }, { $opponent } adlı oyuncuya { $game } oyunu için meydan okuyor ({ $plays }). Koşullar: { $terms }. { $opponent }, { $minutes ->
       *[other] { $minutes } dakika
    } içinde /accept ya da /decline ile yanıt ver.
challenge-playing = kendisi { $side } tarafında
challenge-coin-flip = taraflar yazı turayla belirlenecek
challenge-engine-game = { $player }, { $game } oyununda seviyesi { $level } olan bota karşı oynuyor (puansız). Bot kendi turlarını kendisi oynar.
challenge-level-without-bot = `level:`, botun kendisine meydan okurken (opponent: bot) botun gücünü belirler; bir insana karşı bunu kullanma.
challenge-yourself = Kendine meydan okuyamazsın: başka birini belirt, örneğin /challenge opponent:bob.
challenge-game-running = Bu kanalda zaten bir oyun sürüyor: /board ile izle ya da başka bir kanalda meydan oku.
challenge-closed = Bu meydan okuma artık açık değil.
challenge-none-here = Bu kanalda açık bir meydan okuma yok; /challenge opponent:<name> ile bir tane başlat.
challenge-is-a-table = { $opener } burada bir masa açtı: /join ile bir koltuğa otur (oyunu masayı açan kişi /start ile başlatır).
challenge-for-someone-else = Bu meydan okuma { $opponent } için; yalnızca o yanıtlayabilir.
challenge-game-gone = Bu meydan okuma artık yönetmediğim bir oyunu belirtiyor.
challenge-declined = { $opponent }, { $challenger } adlı oyuncunun meydan okumasını reddetti.
challenge-none-to-cancel = Bu kanalda geri çekilecek açık bir meydan okuma yok.
challenge-not-yours = Bu meydan okumayı yalnızca { $challenger } geri çekebilir.
challenge-withdrawn-from = { $challenger }, { $opponent } adlı oyuncuya yaptığı meydan okumayı geri çekti.
challenge-withdrawn = { $challenger } meydan okumasını geri çekti.
table-closed = { $opener } masayı kapattı.

## Masalar (Throne). $opener, $who ve $invited oyuncu adları; $seat bir koltuğun rengi.
table-open = { $opener }, { $size } kişilik bir { $game } masası açıyor ({ $terms }; { $minutes ->
       *[other] { $minutes } dakika
    } boyunca açık).
table-invited = { $invited }, davet edildin.
table-seat = { $number }. { $seat }: { $who }
table-seat-open = { $number }. { $seat }: boş
table-full-start = Masa doldu; { $opener } oyunu Başlat düğmesiyle ya da /start ile başlatır.
table-join-or-start = Düğmeyle ya da /join ile katıl; { $opener } oyunu Başlat düğmesiyle ya da /start ile başlatır.
table-join = Düğmeyle ya da /join ile katıl; en az { $min } kişi oturunca { $opener } oyunu başlatabilir.
table-joins = { $who }, { $seat } olarak katıldı.
table-leaves = { $who } masadan ayrıldı.

## Oyunun akışı ($who… oyuncu adları; $seat ve $other yerler; $game bir oyun; $when UTC bir an).
host-player = { $who }
host-player-seat = { $who } ({ $seat })
host-command = /{ $verb }
host-ratings = Puanlar: { $changes }.
host-committed-first = Bu tahta güncel değil: başka bir değişiklik önce kaydedildi. Güncel konumu görmek için /board kullan.
host-no-game-running = Bu kanalda süren bir oyun yok; /challenge opponent:<name> ile bir tane başlat.
host-no-game-yet = Bu kanalda henüz hiç oyun oynanmadı; /challenge opponent:<name> ile bir tane başlat.
host-game-gone = O oyunu artık sunmuyorum.
host-game-running-there = Orada zaten süren bir oyun var.
host-game-not-read-back = Yeni oyun geri okunamadı; lütfen tekrar dene.
host-button-unknown-game = Bu düğme tanımadığım bir oyuna ait.
host-button-other-channel = Bu düğme başka bir kanaldaki bir oyuna ait.
host-verb-elsewhere = /{ $verb } şu oyunların komutu: { $games }; bu kanalda { $game } oynanıyor.
host-verb-nowhere = /{ $verb } sunduğum hiçbir oyunun komutu değil; bu kanalda { $game } oynanıyor.

## Oyunun tahta dışında bitmesi.
ending-no-draws = { $game } oyununda beraberlik yok: oynamaya devam et ya da /resign.
ending-abort-event = Bir etkinlik oyunu iptal edilemez; bunun yerine /resign ile bitir.
ending-abort-too-late = İptal için çok geç: { $played } tur oynandı bile. Bunun yerine oyunu /resign ile bitir.
ending-aborted-result = { $who } tarafından ikinci turdan önce iptal edildi; sonuç yok.
ending-aborted = { $who } oyunu ikinci turdan önce iptal etti. Sonuç yok.
ending-resigned-result = { $who } ({ $seat }) oyunu bıraktı; { $winners } { $count ->
       *[other] kazandı
    }.
ending-resigns = { $who } ({ $seat }) oyunu bırakıyor. Oyunu { $winners } { $count ->
       *[other] kazanıyor
    }.
ending-your-opponent = Rakibin
ending-draw-already-offered = Zaten beraberlik teklif ettin; teklif, rakibin cevap verene ya da bir tur oynayana kadar geçerli.
ending-draw-offered-you = { $offerer } sana zaten beraberlik teklif etti: /draw action:accept ya da /draw action:decline.
ending-ended-meanwhile = Bu oyun bu arada bitti.
ending-draw-offer = { $who } ({ $seat }) beraberlik teklif ediyor. { $others }, /draw action:accept ile kabul et ya da /draw action:decline ile reddet; bir tur oynamak teklifi reddeder.
ending-no-draw-offer = Cevaplanacak bir beraberlik teklifi yok; /draw action:offer ile teklif et.
ending-own-offer = Bu senin kendi teklifin; yalnızca { $others } cevap verebilir.
ending-draw-accepted = { $who } ({ $seat }) beraberliği kabul ediyor. Oyun berabere bitti.
ending-drawn-by-agreement = Anlaşmayla berabere.
ending-draw-declined = { $who } ({ $seat }) beraberliği reddediyor. Oyun devam.
ending-engines-alone-result = { $who } ({ $seat }) { $how ->
        [resigned] oyunu bıraktı
       *[timeout] süresini doldurdu
    }; yalnızca botun yerleri kaldığı için oyun orada bitti.
ending-engines-alone = Yalnızca botun yerleri kaldı, bu yüzden oyun burada bitiyor: bot tek başına oynamaya devam etmez.

## Saat.
clock-aborted = { $late } ikinci turdan önce zamanında oynamadı: oyun sonuçsuz olarak iptal edildi.
clock-aborted-result = İptal: { $late } ikinci turdan önce zamanında oynamadı ({ $when }); sonuç yok.
clock-at = ({ $when })
clock-timeout = { $loser } ({ $seat }) süresini doldurdu. Oyunu { $winner } ({ $other }) kazanıyor.
clock-timeout-result = { $loser } ({ $seat }) süresini { $when } itibarıyla doldurdu; { $winner } ({ $other }) kazandı.

## /history.
record-versus = { $first } - { $second }
record-header = { $game }: { $players }
record-attached = (kaydın tamamı ekte)
record-no-turns = Henüz hiç tur oynanmadı.
record-description = Oyun kaydı, notasyonla.
record-page-line = Oyunun sayfası: { $url }

## /replay.
replay-no-such-game = Bu sunucuda { $id } numaralı bir oyun yok; /history bu kanalın oyununu gösterir.
replay-no-game-yet = Bu kanalda henüz hiç oyun oynanmadı; /challenge ile bir tane başlat.
replay-cannot = Bu oyunun kaydı yeniden oynatılamıyor; bir yönetici `gamehost verify` ile kontrol edebilir.
replay-of = { $id } numaralı oyunun tekrarı ({ $game }: { $players }), { $turns } tur.
replay-alt = { $id } numaralı oyunun animasyonu ({ $game }: { $players }), { $turns } tur.
replay-skipped = Son { $shown } turu gösteriyor; ilk { $skipped } tur dışarıda kaldı.

## Rövanş.
rematch-still-running = O oyun hâlâ sürüyor: önce onu bitir.
rematch-no-opponent = O oyunun rakibi yoktu.

## Bekleyen ya da süresi dolan meydan okumalar.
challenge-table-open-here = { $opener } burada açık bir masa tutuyor; /join ile katıl ya da masa başlayana veya kapanana kadar bekle.
challenge-already-challenged = { $challenger } burada zaten { $opponent } oyuncusuna meydan okudu; önce buna cevap verilmeli ya da iptal edilmeli.
challenge-open-here = { $challenger } burada açık bir meydan okuma tutuyor; önce buna cevap verilmeli ya da iptal edilmeli.
challenge-table-expired = { $opener } oyuncusunun { $game } masası kapandı: kimse zamanında başlatmadı. /challenge game:{ $name } ile yeni bir masa aç.
challenge-expired-to = { $challenger } oyuncusunun { $opponent } oyuncusuna meydan okuması cevapsız kaldı ve süresi doldu. /challenge ile tekrar meydan oku.
challenge-expired = { $challenger } oyuncusunun meydan okuması cevapsız kaldı ve süresi doldu.
challenge-game-not-hosted = O oyun artık burada sunulmuyor.
challenge-name-opponent = Kime meydan okuduğunu söyle, örneğin /challenge opponent:bob.

## Oynamak.
play-wrong-game = Bu, { $game } için /{ $verb }; bu kanalda { $playing } oynanıyor: /{ $verb } { $name } kullan.
play-moved-on = O mesajın gösterdiği tur o zamandan beri oynandı; işte oyunun şu anki hâli.
play-unknown-game = O oyunu tanımıyorum.
play-retired-button = Bu düğme botun eski bir sürümünden: Oyna'ya bas ya da /play yaz.

## Hazırlanan turlar.
staging-nothing-staged = Hazırlanmış bir şeyin yok: { $verbs } ile bir tur hazırla ya da /turn ile hemen oyna.
staging-staged-first = Hazırda { $staged } var: önce /endturn ile bitir ya da /undo ile geri al.
staging-nothing = Hazırlanmış bir şeyin yok.
staging-cleared = Hazırladığın tur silindi.
staging-old-preview = Bu önizleme güncel değil: hazırladığın tur o zamandan beri değişti. En yeni önizlemeyi ya da /endturn kullan.
staging-moved-on = Bu tahta güncel değil: oyun o zamandan beri ilerledi. Güncel konumu görmek için /board kullan.

## Turu adım adım seçmek ($prompt, $so_far, $turn, $choices, $group ve $first oyunun kendi sözleri).
choosing-chosen-since = Bu seçenekler güncel değil: o zamandan beri seçim yaptın. En yeni mesajı ya da /play kullan.
choosing-no-such-choice = Şu an { $n } numaralı bir seçenek yok: 1 ile { $count } arasında seç (/play listeler).
choosing-not-a-choice = Bu şu anki seçeneklerden biri değil: /play onları gösterir.
choosing-incomplete = Turun henüz tamamlanmadı: { $prompt }
choosing-nothing-chosen = Henüz hiçbir şey seçmedin.
choosing-step = { $game } · { $prompt }
choosing-so-far = Şimdiye kadar: { $so_far }.
choosing-complete = Tamam: { $button }, { $turn } oynar.
choosing-choices = Seçenekler (/choose N): { $choices }.
choosing-menu = Seç…
choosing-menu-group = { $group }…
choosing-menu-run = { $number }. { $first }…

## Bir yerin web sayfası.
seat-behind = Bu sayfa güncel değildi: bu arada başka bir pencerede seçim yaptın, şimdi seçimlerini gösteriyor.
seat-stale = Bu sayfa güncel değildi: oyun ilerledi, şimdi oyunun şu anki hâlini gösteriyor.
seat-fault = Benim tarafımda bir sorun çıktı ve hiçbir şey değişmedi.
seat-draw-failed = Tahtayı şu an çizemedim.
seat-not-done = Bu yapılmadı.

# An engine seat's name in a game ($level is its level, $n its number among the game's engine seats).
engine-name = { $n ->
    [1] Bot (seviye { $level })
   *[other] Bot { $n } (seviye { $level })
}

# A game's button pressed in a direct message (a turn alert's): what
# everyone sees was posted in the game's channel ($channel, a link).
host-shown-in-channel = Tamam: { $channel } kanalında gösteriliyor.
host-told-from-channel = { $channel } kanalında (orada bir sonraki komutta gösterilecek):

# A challenge to a person in a direct message with the bot (no one else
# there could accept it).
challenge-direct-message = Burada seninle yalnızca bot oynayabilir: onu rakip olarak seç ya da bir sunucuda insanlara meydan oku.

# A table opened in a direct message with the bot that needs other people
# ($bots: the seats besides the opener's, which bots could take).
table-direct-message = Burada seninle yalnızca bot oynayabilir: diğer koltukları bots:{ $bots } ile ona ver ya da bir sunucuda masa aç.
