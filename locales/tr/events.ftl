# Turkish (tr). Glossary: event = turnuva, round = tur, board = masa (turdaki bir oyun), bye = bay (bye), organiser = düzenleyen, standings = puan durumu, tie-breaks = eşitlik bozma (Buchholz, Sonneborn–Berger), arena = arena, pairing = eşleştirme, leaderboard = sıralama, rating = puan (rating), table = masa, seat = koltuk, archive = arşiv
# Turnuvalar, masalar, sıralamalar, arşiv ve arayüzlerin kendi söyledikleri.

## Turnuvanın ne olduğu. $game bir oyunun adı, $span bir süre.
tournament-rounds = { $n ->
    [0] oyuncu sayısına göre tur
   *[other] { $n } tur
}
tournament-about-swiss = İsviçre sistemi turnuva: { $game } ({ $rounds }, hamle başına { $span })
tournament-about-round-robin = lig usulü turnuva: { $game } (hamle başına { $span })
tournament-about-double-round-robin = çift devreli lig usulü turnuva: { $game } (hamle başına { $span })
tournament-about-knockout-replay = eleme turnuvası: { $game } (hamle başına { $span }; berabere biten oyun, koltuklar değiştirilerek yeniden oynanır)
tournament-about-knockout-seed = eleme turnuvası: { $game } (hamle başına { $span }; berabere biten oyunda üst sıradaki seribaşı geçer)
tournament-about-arena = arena: { $game } ({ $length } boyunca eşleştirme, hamle başına { $span })
tournament-about-tables = masalarda turnuva: { $game } ({ $rounds }, ardından bir final masası, hamle başına { $span })

## /tournament.
tournament-players = { $n ->
   *[other] { $n } oyuncu
}
tournament-no-event = Bu kanalda turnuva yok; düzenleyen biri /tournament action:create ile oluşturur.
tournament-organiser-only = Bunu yalnızca turnuvayı düzenleyen (oluşturan ya da sunucuyu yöneten) yapabilir.
tournament-you-not-joined = Bu turnuvaya katılmadın.
tournament-left = { $who } turnuvadan ayrıldı ({ $players }).
tournament-started-by = { $who } turnuvayı başlattı.
tournament-not-in = { $who } bu turnuvada değil.
tournament-unentered = { $who } artık turnuvaya kayıtlı değil.
tournament-withdrew = { $organiser }, { $who } oyuncusunu turnuvadan çekti: artık eşleştirme yok.
tournament-withdrew-playing = { $organiser }, { $who } oyuncusunu turnuvadan çekti: artık eşleştirme yok; süren oyun sonuna kadar oynanır.
tournament-paused = Turnuva duraklatıldı: süren oyunlar devam ediyor, /tournament action:resume gelene kadar yeni tur eşleştirilmez.
tournament-running-again = Turnuva yeniden başladı.
tournament-over-already = Turnuva zaten bitti.
tournament-ended-by = { $who } turnuvayı bitirdi; bu puan durumu kesin (süren oyunlar artık sayılmaz).
tournament-over-see-standings = Turnuva bitti: /tournament action:standings son puan durumunu gösterir.
tournament-busy = Bu kanalda zaten bir turnuva var ({ $about }); burada yenisi oluşturulmadan önce bitmesi gerek.
tournament-game-gone = O oyun artık burada sunulmuyor.
tournament-created = { $who } bir turnuva oluşturdu: { $about }. /tournament action:join ile katıl;
tournament-starts-in = { $span } sonra kendiliğinden başlar (ya da { $who } /tournament action:start ile başlatınca).
tournament-starts-by = { $who } /tournament action:start ile başlatır.
tournament-enter-yourself = Başkasını yalnızca düzenleyen kaydedebilir; kendini /tournament action:join ile kaydet.
tournament-level-for-bot = `level:` botu kaydetmek içindir, örneğin /tournament action:join player:engine level:1.
tournament-joined-already = { $who } zaten kayıtlı.
tournament-joined = { $who } turnuvaya katıldı ({ $players }).
tournament-changed = Turnuva aynı anda değişti; hiçbir şey yapılmadı. Lütfen yeniden dene.

## Eşleştirmenin reddettikleri.
tournament-refused-join-after-start = Turnuva başladı: artık kimse katılamaz.
tournament-refused-already-joined = Zaten kayıtlısın.
tournament-refused-leave-after-start = Turnuva başladı: düzenleyenden seni çekmesini iste.
tournament-refused-not-joined = Kayıtlı değilsin.
tournament-refused-already-started = Turnuva zaten başladı.
tournament-refused-too-few = Başlamak için yeterince oyuncu katılmadı.
tournament-refused-not-a-player = O oyuncu turnuvada değil.
tournament-refused-not-running = Yalnızca süren bir turnuva duraklatılabilir.
tournament-refused-not-paused = Turnuva duraklatılmış değil.
tournament-refused-not-its-game = O oyun turnuvanın oyunlarından değil.
tournament-refused-result-in = O oyunun sonucu zaten girildi.

## Bir turun oyunları.
tournament-name = { $who }
tournament-versus = { $first } - { $second }
tournament-seated = { $who } ({ $seat })
tournament-round = { $round }. tur: { $games }. Her oyun kendi kanalında açılır.
tournament-round-byes = { $round }. tur: { $games }; bay: { $byes }. Her oyun kendi kanalında açılır.
tournament-new-games = Yeni oyunlar: { $games }. Her oyun kendi kanalında açılır.
tournament-new-games-byes = Yeni oyunlar: { $games }; bay: { $byes }. Her oyun kendi kanalında açılır.

## Turnuvanın bir oyunu kanalına yerleşir.
tournament-board-name = { $game } · T{ $round } M{ $board } · { $players }
tournament-board-heading = Turnuva oyunu: { $round }. tur, { $board }. masa — { $players }.
tournament-board-placed = { $round }. tur, { $board }. masa: { $players } — yeri: { $place }.
tournament-this-channel = bu kanal
tournament-gone = O turnuva artık yok.
tournament-unreadable = Turnuvanın oyunu geri okunamadı.
tournament-placed-already = O oyunun yeri zaten belli.
tournament-over-final = Turnuva bitti. Son puan durumu:

## Turnuvanın bir oyunu bitti.
tournament-result-not-counted = Bu oyunun ait olduğu turnuva bitti; sonucu orada sayılmaz.
tournament-last-game = Turnuvanın son oyunuydu: turnuva bitti, son puan durumu turnuvanın kanalına gidiyor (orada /tournament action:standings).
tournament-goes-on = Turnuva sürüyor.
tournament-round-complete = Turnuvanın { $round }. turu tamamlandı.
tournament-paused-next = Turnuva duraklatıldı: düzenleyen devam ettirince sonraki tur eşleştirilir.
tournament-arena-goes-on = Turnuva sürüyor: puanı sana yakın biri boşa çıkar çıkmaz yeniden eşleşirsin.
tournament-round-waits = Turnuvanın { $round }. turu { $left ->
   *[other] { $left } oyunun daha
} bitmesini bekliyor.

## Saatin turnuvalara yaptıkları.
tournament-has-started = Turnuva başladı.
tournament-could-not-start = Turnuva zamanında başlayamadı: { $joined } kişi katıldı, en az { $least } gerekiyor. Kapatıldı; düzenleyen yenisini oluşturabilir.
tournament-arena-time-up = Arenanın süresi doldu: yeni oyun eşleştirilmez, süren oyunlar bitince arena sona erer.

## Puan durumu.
tournament-format-swiss = İsviçre sistemi
tournament-format-round-robin = lig usulü
tournament-format-double-round-robin = çift devreli lig
tournament-format-knockout = eleme
tournament-format-arena = arena
tournament-format-tables = masalar
tournament-status-open = açık, { $count } kişi katıldı
tournament-status-final = son puan durumu
tournament-status-round = { $round }. tur
tournament-status-round-of = { $round }. tur / { $rounds }
tournament-status-round-of-final = { $round }. tur / { $rounds } ve final
tournament-status-paused = duraklatıldı: { $round }
tournament-status-arena = arena sürüyor
tournament-standings-title = { $game } { $format } · { $status }
tournament-standings-head = Puan durumu — { $about } — { $status }:
tournament-standings-nobody = Henüz kimse katılmadı: /tournament action:join.
tournament-standings-row = { $rank }. { $who } — { $points } { $n ->
   *[other] puan
}
tournament-standings-row-half = { $rank }. { $who } — { $points } puan
tournament-standings-tie-breaks = (Buchholz { $bh }, SB { $sb })
tournament-standings-more = …ve { $n } kişi daha (resimde herkes var).
tournament-withdrawn = { $who } (çekildi)
tournament-withdrawn-mark = (çekildi)

## Sonuç hücreleri: G3 3. sıradakine karşı galibiyet, B3 beraberlik, M3 mağlubiyet.
tournament-cell-won = G{ $rank }
tournament-cell-drew = B{ $rank }
tournament-cell-lost = M{ $rank }
tournament-cell-bye = bay
tournament-column-round = T{ $n }
tournament-column-game = O{ $n }

## Puan durumu resmi.
tournament-picture-points = Puan
tournament-picture-nobody = Henüz kimse yok
tournament-legend-bh = Bh Buchholz
tournament-legend-sb = SB Sonneborn–Berger
tournament-legend-won = G3 3 numaraya karşı galibiyet
tournament-legend-drew = B beraberlik
tournament-legend-lost = M mağlubiyet
tournament-legend-place = 2/4 masada dört kişiden ikinci
tournament-legend-playing = …3 sürüyor
tournament-legend-playing-table = … sürüyor
tournament-alt-head = Puan durumu, { $title }.
tournament-alt-nobody = Henüz kimse katılmadı.
tournament-alt-row = { $rank }. { $who }, { $points } { $n ->
   *[other] puan
}
tournament-alt-row-half = { $rank }. { $who }, { $points } puan
tournament-alt-tie-breaks = , Buchholz { $bh }, Sonneborn–Berger { $sb }
tournament-alt-results = , sonuçlar { $results }

## /leaderboard ve /profile.
leaderboard-nobody = Bu sunucuda henüz kimsenin { $game } puanı yok: önce puanlı bir oyunu bitir (meydan okumalar rated:false denmedikçe puanlıdır).
leaderboard-head = { $game } sıralaması (? = geçici):
leaderboard-row = { $place }. { $who } { $rating } ({ $games ->
   *[other] { $games } oyun
}: { $wins }–{ $losses }–{ $draws })
leaderboard-you = Sen: { $count } kişi içinde { $rank }., puanın { $rating }.
leaderboard-you-unrated = Bu sunucuda henüz puanlı bir { $game } oyunun yok.
leaderboard-profile-head = { $who } bu sunucuda:
leaderboard-profile-game = { $game }: { $rating } · { $wins } galibiyet, { $losses } mağlubiyet, { $draws } beraberlik
leaderboard-profile-none = Henüz puanlı oyun yok.
leaderboard-streak-win = Şu anki seri: { $n ->
   *[other] { $n } galibiyet
}.
leaderboard-streak-loss = Şu anki seri: { $n ->
   *[other] { $n } mağlubiyet
}.
leaderboard-streak-draw = Şu anki seri: { $n ->
   *[other] { $n } beraberlik
}.
leaderboard-last-games = Son oyunlar:
leaderboard-last-game = oyun { $id } · { $game } · { $outcome } · { $before } → { $after }
leaderboard-outcome-win = galibiyet
leaderboard-outcome-loss = mağlubiyet
leaderboard-outcome-draw = beraberlik

## /archive ve /anonymous.
archive-managers-only = Bu sunucunun oyunlarını web'de yalnızca sunucuyu yönetebilen biri listeleyebilir.
archive-on = Bu sunucunun oyunları artık web'de: { $link }. İsteyen adını /anonymous state:on ile gizleyebilir.
archive-on-later = Bu sunucunun oyunları, bot sayfalarını sunmaya başlayınca web'de listelenecek (web.public_url). İsteyen adını /anonymous state:on ile gizleyebilir.
archive-off = Bu sunucunun oyunları artık web'de listelenmiyor; her oyunun sayfası yine kendi bağlantısıyla açılır.
archive-anonymous-on = Bundan sonra web arşivlerinde "anonim" olarak görünüyorsun.
archive-anonymous-off = Web arşivlerinde yeniden adınla görünüyorsun.

## Masalar (Throne): reddedilenler.
table-own-table = Zaten kendi masanda oturuyorsun: başka birini davet et ya da opponent: kısmını boş bırak.
table-level-without-bot = `level:` botun gücünü belirler: onu bots:1 ile (ya da opponent: bot ile) oturt veya level: kısmını boş bırak.
table-channel-busy = Bu kanalda zaten bir oyun sürüyor: /board ile izle ya da başka bir kanalda masa aç.
table-too-many-bots = { $size } kişilik bir masada senin yanında en fazla { $most } bot yer alabilir: bots: değerini azalt ya da players: değerini artır.
table-game-running = Bu kanalda zaten bir oyun sürüyor.
table-no-longer-open = Bu masa artık açık değil.
table-none-here = Bu kanalda açık masa yok; /challenge game:throne ile bir tane aç.
table-two-players = Buradaki açık meydan okuma iki oyuncu için: /accept ya da /decline ile yanıtla.
table-game-gone = Bu masa artık sunmadığım bir oyun için.
table-sitting-already = Zaten bu masada oturuyorsun.
table-full = Bu masa dolu ({ $seats } koltuk); { $opener } başlatabilir.
table-game-started = Bu masanın oyunu başladı: ayrılmak için /resign.
table-opener-cancels = Bu masayı sen açtın: /cancel ile kapat.
table-not-sitting = Bu masada oturmuyorsun.
table-opener-starts = Masayı yalnızca { $opener } (masayı açan) başlatabilir.
table-too-few = Oyun başlamadan önce en az { $min } oyuncunun oturması gerek; { $now ->
   *[other] şu an { $now } kişi oturuyor
}.

## Discord arayüzünün kendi söyledikleri.
discord-unknown-command = /{ $command } komutu artık yok; şu anki komutlarım için /help yaz.
discord-not-my-button = O düğme benim değil.
discord-out-of-date = Bu /{ $command } eskimiş: yeniden yaz.
discord-out-of-date-games = Bu /{ $command } eskimiş: /{ $command } komutunu yeniden yaz ve oyununu seç ({ $games }).
discord-bot-opponent = { $who } bir bot ve burada bot olarak yalnızca ben oynarım: bana ya da bu kanaldaki birine meydan oku.
discord-thread-name = { $game } · { $players }
discord-accepted-in-thread = { $who } kabul etti: oyun { $thread } içinde oynanıyor.

## Konsolun kendi söyledikleri: komut olmayan satırlar.
console-usage = `#kanal kullanıcı /komut` yaz, örneğin `#lobby alice /help`
console-greeting = gamehost konsolu: `#kanal kullanıcı /komut` yaz, örneğin `#lobby alice /help`. Ctrl-D ile çık.
console-channel-empty = kanal adı boş olamaz
console-user-empty = kullanıcı adı boş olamaz
console-channel-hidden = kanal adında denetim, görünmez ya da yazı yönünü değiştiren karakter olamaz
console-user-hidden = kullanıcı adında denetim, görünmez ya da yazı yönünü değiştiren karakter olamaz
console-not-a-channel = `{ $channel }` bir kanal değil: kanallar # ile başlar, örneğin #lobby
console-name-too-long = kanal ve kullanıcı adları en fazla { $most } karakterdir
console-not-utf8 = bu satır UTF-8 metin değil; `#lobby alice /help` gibi komutlar yaz
console-engine-name = `{ $user }` konsolda botun adı (ona /challenge opponent:engine ile meydan oku); başka biri olarak yaz
console-nothing-to-do = boş satır ya da yorum: yapılacak bir şey yok
