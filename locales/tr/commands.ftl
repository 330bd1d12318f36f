# Turkish (tr). Glossary: move = hamle, turn = tur (whose turn = sıra), piece = taş, square = kare, game = oyun, challenge = meydan okuma

# Discord'un her komutun ve seçeneğin yanında gösterdiği komut açıklamaları
# (en çok 100 karakter; adlar ve seçimler İngilizce kalır, böylece
# `/move from:E2 to:E4` her dilde aynı okunur). Birkaç komutun paylaştığı
# açıklama bir kez yazılır ve ona başvurulur.

## Yalnızca bazı oyunlarda olan bir komutun açıklaması, oyunların adlarıyla.
## $games oyunların adları (liste olarak), $about açıklama.
command-for-games = { $games }: { $about }
## Böyle bir listede bir oyunun adı.
game-title = { $title }

## Ev sahibinin komutları.
command-challenge = Bu kanalda birine oyun için meydan oku (Throne: 2–4 kişilik bir masa aç)
command-challenge-opponent = Kime meydan okuyorsun (masada: kimi davet ediyorsun; herkes katılabilir)
command-challenge-game = Hangi oyun (varsayılan: /help'teki ilk oyun)
command-challenge-side = Tarafın (varsayılan: yazı tura)
command-challenge-players = Masalı oyunlar: koltuk sayısı, 2–4 (varsayılan: en çok)
command-challenge-time = Tur başına süre (varsayılan 1 gün); süre bitince sırası gelen oyuncu kaybeder
command-challenge-rated = Oyun puana sayılsın mı (varsayılan true; false: dostluk maçı)
command-challenge-level = Bota karşı: gücü, 1 (hızlı, zayıf) ile 5 (en güçlü) arası; varsayılan 3
command-challenge-bots = Masalı oyunlar: botun bir kerede aldığı koltuklar, 1–3 (level: ile)
command-accept = Sana gelen meydan okumayı kabul et
command-decline = Sana gelen meydan okumayı reddet
command-cancel = Meydan okumanı geri çek
command-join = Açık masada bir koltuğa otur
command-leave = Açık masadaki koltuğunu bırak
command-start = Masadaki oyunu başlat (masayı açan, en az 2 kişi oturunca)
command-board = Tahtayı herkese göster
command-game = Sıra kimde, el koymalar, teklifler, alınan taşlar ve pozisyon (yalnız sana)
command-history = Oyun kaydı (yalnız sana)
command-play = Turunu yazmadan, adım adım seçerek oyna (yalnız sana)
command-undo = Hazırladığın turu temizle
command-endturn = Hazırladığın turu oyna
command-resign = Oyunu terk et
command-abort = Oyunu ikinci turundan önce sonuçsuz bitir
command-draw = Beraberlik teklif et, kabul et ya da reddet
command-draw-action = offer, accept ya da decline
command-rules = Bir oyunun kuralları; taş verirsen o taşın nasıl hareket ettiği
command-rules-game = Hangi oyun (varsayılan: bu kanaldaki)
command-rules-piece = Gösterilecek taş
command-leaderboard = Bu sunucuda bir oyunun en yüksek puanlı on oyuncusu ve senin sıran
command-leaderboard-game = { command-rules-game }
command-profile = Oyuncunun puanları, galibiyetleri, yenilgileri, beraberlikleri, serisi ve son beş oyunu
command-profile-user = Kimin (varsayılan: senin)
command-archive = Bu sunucunun oyunlarını web'de listele ya da durdur (sunucuyu yönetenler)
command-archive-state = on ya da off
command-anonymous = Bu botun web arşivlerinde "anonim" olarak ya da yeniden adınla görün
command-anonymous-state = { command-archive-state }
command-language = Sana yanıt verdiğim dil ya da bu sunucunun herkese açık mesajlarının dili
command-language-locale = Bir dil ya da Discord ayarlarını izlemek için auto
command-language-for = Yalnız sen ya da sunucu (yönetenler) (varsayılan: sen)
command-notify = Doğrudan mesajla sıra bildirimleri: her tur, yalnızca süre azalınca, günlük özet veya kapalı
command-notify-mode = every (turların ve azalan süre), low (yalnızca azalan süre), digest (günde bir kez) veya off
command-notify-game = Yalnızca bu oyun için (varsayılan: tüm oyunlar)
command-notify-quiet = Sessiz saatler, örneğin 22-07 (zone: gerekir)
command-notify-zone = Saat dilimin, örneğin Europe/Berlin
command-notify-low = Bundan az dakika kalınca hatırlat (varsayılan: turun dörtte biri, en çok 60)
command-replay = Bir oyunun animasyonlu görseli (kanaldaki son oyun ya da numarasıyla biri)
command-replay-game = Oyunun /history'deki numarası (varsayılan: bu kanaldaki son oyun)
command-analyse = Biten bir oyunun bot analizi (kanaldaki son oyun ya da numarasıyla biri)
command-analyse-game = Oyunun /history'deki numarası (varsayılan: bu kanaldaki son oyun)
command-tournament = Etkinlik: create, join, leave, start, standings; düzenleyen: withdraw, pause, resume, end
command-tournament-action = Ne yapılacak
command-tournament-game = create: hangi oyun (varsayılan: /help'teki ilk oyun)
command-tournament-format = create: swiss (varsayılan), roundrobin, double, knockout, arena; Throne: tables
command-tournament-rounds = create: swiss ve tables için tur sayısı (varsayılan: net bir kazanana yetecek kadar)
command-tournament-time = create: her oyunda tur başına süre (varsayılan 1 gün); gelmeyen süreden kaybeder
command-tournament-starts = create: bu süre sonunda kendi başlar, ör. 30m, 2h ya da 1d (varsayılan: başlatılınca)
command-tournament-length = create: yalnız arena, yeni oyunların ne kadar eşleneceği, ör. 1h (varsayılan 1h)
command-tournament-draws = create: yalnız knockout, berabere oyun tekrarlanır (varsayılan) ya da üst seribaşı geçer
command-tournament-player = join (düzenleyen birini ya da botu ekler) veya withdraw: kim
command-tournament-level = join'de player: bot ise: seviyesi, 1 (hızlı) ile 5 (en güçlü) arası
command-help = Komutlar ve bir turun nasıl oynandığı

## Masters
command-masters-move = Bir hamle hazırla; turunu bitirmeden önce yalnız senin gördüğün bir önizleme çıkar
command-masters-move-from = Taşın karesi, ör. E2
command-masters-move-to = Gideceği yer, ör. E4
command-masters-move-promote = Son sıraya ulaşan taşın neye dönüşeceği
command-masters-claim = Kuklacınla bir el koyma hazırla; hedef vermezsen uygun olanları gör
command-masters-claim-target = Rakip taşın karesi, ör. F9
command-masters-inherit = Cadının miras teklifini yanıtla
command-masters-inherit-choice = accept, decline ya da hamlelerini alacağın taş
command-masters-turn = Bütün turu tek komutla oyna
command-masters-turn-move = Bir hamle, ör. E2-E4
command-masters-turn-claim = El koyma hedefi, ör. F9
command-masters-turn-inherit = Cadının teklifine yanıtın
command-masters-turn-promote = { command-masters-move-promote }

## Regions chess
command-regions-pick = Gizli sızıcını, bir rakip taşı seç (yalnız sen görürsün)
command-regions-pick-piece = Rakip taşın karesi, ör. e9
command-regions-move = { command-masters-move }
command-regions-move-from = { command-masters-move-from }
command-regions-move-to = { command-masters-move-to }
command-regions-move-promote = { command-masters-move-promote }
command-regions-move-carry = Komutanının yanında götürdüğü piyon
command-regions-move-carry_promote = Götürülen piyonun son sırada neye dönüşeceği
command-regions-reveal = Sızıcını açığa çıkar (bir kez şah çekildikten sonra); turunu bitirir
command-regions-turn = { command-masters-turn }
command-regions-turn-move = { command-masters-turn-move }
command-regions-turn-promote = { command-masters-move-promote }
command-regions-turn-carry = { command-regions-move-carry }
command-regions-turn-carry_promote = { command-regions-move-carry_promote }

## Throne
command-throne-throw = Bu elin için kabukları at
command-throne-move = Değerlerinden bazılarıyla bir taşı tek seferde oynat
command-throne-move-piece = Taşın durduğu yer (home, 1–12, red-1 …)
command-throne-move-kind = Orada birden çok taş varsa soldier, unit ya da squad
command-throne-move-values = Harcanacak değerler, ör. 6+5

## Elemental chess
command-elemental-loadout = Gizli donanımını seç ve kilitle (piece: tek bir taşı ayarlar, yalnız Lightning)
command-elemental-loadout-element = Elementin
command-elemental-loadout-augmentor = Her taşın taşıdığı güçlendirici (ya da piece: ile bu taşın)
command-elemental-loadout-offense = Saldırı yeteneği
command-elemental-loadout-temporal = Zaman yeteneği
command-elemental-loadout-piece = Lightning: bu yuvaların ait olduğu taş, ör. e2
command-elemental-move = { command-masters-move }
command-elemental-move-from = { command-masters-move-from }
command-elemental-move-to = { command-masters-move-to }
command-elemental-move-promote = { command-masters-move-promote }
command-elemental-move-chain = Chain Kill: zincirin ucunda alışı yapacak dost taş, ör. c3
command-elemental-move-dk = Double Kill: alınan karenin yanında kaldırılacak rakip, ör. g7
command-elemental-move-qk = Quantum Kill: kaldırılacak rakip, ör. a7
command-elemental-move-bdk = Fire, Blaze Rush: ek Double Kill'in hedefi, ör. g7
command-elemental-move-bqk = Fire, Blaze Rush: ek Quantum Kill'in hedefi, ör. a7
command-elemental-move-res = Resurrection: geri dönecek eksik taş ve yeri, ör. knight@b1
command-elemental-move-lock = Temporal Lock: kilitlenecek rakip taş, ör. d7
command-elemental-move-then = Hamleden sonra: Quantum Step, sonra adımlar, ör. f4, f4,g5 ya da b4,a4,b5 (E93)
command-elemental-move-rj = Lightning, Raijin: Quantum Step'ten sonraki alış, ör. f5 ya da f8=q,dk:g7
command-elemental-move-laugh = Schrödinger's Laugh: taşı oynatmak yerine to: karesine kopyala
command-elemental-move-face = Block Piece yönleri, ör. north ya da e2=north
command-elemental-turn = { command-masters-turn }
command-elemental-turn-move = { command-masters-turn-move }
command-elemental-turn-promote = { command-masters-move-promote }
command-elemental-turn-chain = { command-elemental-move-chain }
command-elemental-turn-dk = { command-elemental-move-dk }
command-elemental-turn-qk = { command-elemental-move-qk }
command-elemental-turn-bdk = { command-elemental-move-bdk }
command-elemental-turn-bqk = { command-elemental-move-bqk }
command-elemental-turn-res = { command-elemental-move-res }
command-elemental-turn-lock = { command-elemental-move-lock }
command-elemental-turn-then = { command-elemental-move-then }
command-elemental-turn-rj = { command-elemental-move-rj }
command-elemental-turn-laugh = { command-elemental-move-laugh }
command-elemental-turn-face = { command-elemental-move-face }
command-mygames = Tüm sunuculardaki süren oyunların: sıra kimde, ne zamana kadar, nerede (gizli)
command-puzzle = Bu sunucunun (ya da her yerin) oyunlarından burada bir bulmaca çöz; daily:on her gün bir tane atar
command-puzzle-game = Hangi oyunun bulmacaları (varsayılan: herhangi biri)
command-puzzle-daily = Buraya her gün bir bulmaca gönder ya da durdur (sunucuyu yönetenler)
