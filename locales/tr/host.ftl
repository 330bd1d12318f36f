# Turkish (tr). Glossary: move = hamle, turn = tur (whose turn = sıra), piece = taş, square = kare, game = oyun, challenge = meydan okuma

# Ev sahibinin her oyun için söyledikleri: komutlar, retler, meydan okumalar,
# süreler, puanlar, etkinlikler.

## Bot tarafında bir şey bozuldu; hiçbir şey değişmedi.
host-fault = Benim tarafımda bir sorun çıktı ve hiçbir şey değişmedi; bir yönetici oyunları `gamehost verify` ile kontrol edebilir.
host-store-failed = Benim tarafımda bir sorun çıktı ve hiçbir şey değişmedi. Lütfen tekrar dene.
host-picture-failed = Komutun yerine getirildi ama resmi çizemedim.

## Süreler. $movers sırası gelenlerin adları, $when bir an.
host-turn-due = { $movers }: bu tur için son süre: { $when }.
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
