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
host-half-time-gone = { $movers }: bu { $game } turu için sürenin yarısı doldu (tur başına { $per_turn }); son süre: { $when }.

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
