# Turkish (tr). Glossary: move = hamle, turn = tur (whose turn = sıra), piece = taş, square = kare, game = oyun, challenge = meydan okuma

# Web sayfalarının söyledikleri: ana sayfa, bir oyunun sayfası, bir yerin
# sayfası (ve betiğinin metinleri), arşiv, Discord etkinliği, tek cümlelik
# yanıtlar. Adlar, notasyon ve oyun adları argümandır, olduğu gibi gösterilir.

## Her sayfada.
web-languages = Diller
web-home-title = gamehost
web-versus = vs
web-in-play = Oyun sürüyor.
web-anonymous = anonim
web-play-as = Taraf seçip oyna…

## Tek cümlelik yanıtlar.
web-no-such-page = Böyle bir sayfa yok.
web-unavailable = Oyunlar şu anda okunamıyor; birazdan yeniden dene.
web-too-many = Adresinden çok fazla istek geldi; bir dakika bekle.
web-too-large = Bu istek, herhangi bir sayfanın gönderdiğinden büyük.
web-too-slow = Bu isteğin gelmesi çok uzun sürdü.
web-not-this-site = Bu, bu sitenin adresi değil.
web-not-own-page = Bunu yalnızca bu sitenin kendi sayfaları isteyebilir.
web-not-an-ask = Bu, bir sayfanın isteyebileceği bir şey değil.

## Ana sayfa. $game bir oyunun adı, $id bir oyunun numarası,
## $channel bir kanalın adı.
web-home-about = Her oyunun kendi sayfası var; bağlantısı oyunun mesajlarında (ya da bottan /history iste).
web-home-running = Süren oyunlar
web-home-none = Şu anda yok: konsolda /challenge ile bir tane başlat.
web-home-game = { $game } #{ $id }, #{ $channel } kanalında
web-home-archive = Konsolun arşivi

## Bir oyunun sayfası. $game oyunun adı, $players onu oynayanlar (yerleriyle
## adlar), $standing oyunun durumu.
web-game-title = { $game }: { $players }
web-game-description = { $game }: { $players }. { $standing }
web-rules = Kurallar
## Oyunun başladığı gün: $day ve $year sayı, $month 1'den 12'ye.
web-started = Başlangıç: { $day } { $month ->
    [1] Ocak
    [2] Şubat
    [3] Mart
    [4] Nisan
    [5] Mayıs
    [6] Haziran
    [7] Temmuz
    [8] Ağustos
    [9] Eylül
    [10] Ekim
    [11] Kasım
   *[12] Aralık
} { $year }
## Tahtanın altında: gösterilen turda ne yapıldığı. $line kaydın satırı
## (oyunun kendi sözcükleriyle), $who onu oynayan, $number turun numarası,
## $entry günlüğün kaç kaydının gösterildiği.
web-caption-start = Başlangıç konumu.
web-caption-turn = { $number }. { $line } sonrası ({ $who })
web-caption-setup = Bir dizilim seçimi sonrası: { $line } ({ $who })
web-caption-entry = { $entry }. kayıt sonrası.
web-steps-label = Turlar
web-step-first = « İlk
web-step-back = ◀ Geri
web-step-forward = İleri ▶
web-step-last = Son »
web-record = Oyun kaydı
web-record-empty = Henüz hiç tur oynanmadı.
web-replay = Tekrar (GIF)
web-download-record = Kaydı indir

## Bir yerin sayfası: oyuncusu burada tıklayarak oynar. $name oyuncunun
## adı; $turn ve $last tur numaraları.
web-seat-label = Sıra sende
web-seat-playing-as = { $name } olarak oynuyorsun
web-seat-past = Oyunun { $turn }. turdan sonraki hâline bakıyorsun (toplam { $last } tur).
web-seat-present = Oyunun şimdiki hâline dön
web-seat-needs-script = Burada oynamak için sayfanın betiği gerekir; oyunun komutları her zamanki gibi çalışır.
web-seat-several = Burada birkaç seçenek var: birini seç.
web-seat-unanswered = Sunucu yanıt vermedi; yeniden dene.
## Adım paneli. $choices şu ana kadarki seçimler, $what düğmenin oynadığı
## (ikisi de oyunun sözcükleriyle), $plays oynamanın ne yaptığı.
web-so-far = Şu ana kadar: { $choices }.
web-take-back = Geri al
web-start-again = Baştan başla
web-plays-end-turn = Turu bitir
web-plays-throw = At
web-plays-move = Hamle yap
web-plays-what = { $plays }: { $what }

## Oynatmayan bir oyun bağlantısı.
web-dead-link = Bu oyun bağlantısı çalışmıyor
web-watch-game = Oyunu izle
web-link-forged = Bu oyun bağlantısı geçerli değil: Oyna düğmesiyle yenisini iste.
web-link-expired = Bu oyun bağlantısının süresi doldu: Oyna düğmesiyle yenisini iste.
web-link-replaced = Bu yer için bundan sonra daha yeni oyun bağlantıları oluşturuldu: en yenisini kullan ya da Oyna düğmesine yeniden bas.
web-link-finished = Oyun bitti: bu bağlantı artık çalışmıyor.
web-link-unavailable = Web'de oynamak şu anda kullanılamıyor.

## Konsolun "taraf seçip oyna" sayfası. $game oyunun adı.
web-play-as-title = { $game }: taraf seçip oyna…
web-a-game = Oyun
web-game-over = Oyun bitti.
web-watch-instead = Yalnızca izle

## Biten bir oyunun yerlere göre sonucu (bir oyuncu anonimse).
## $seat bir yerin adı, $places sıraya göre yerler (`1. Ember, 2. Frost`),
## $how nasıl bittiği (web-how-… iletilerinden biri).
web-result-aborted = İptal edildi; sonuç yok.
web-result-drawn = Berabere.
web-result-ended = Oyun { $how } bitti.
web-result-wins = { $seat } kazandı.
web-result-wins-how = { $seat } { $how } kazandı.
web-result-places = Sıralama: { $places }.
web-result-places-how = Sıralama: { $places } (oyun { $how } bitti).
web-how-on-the-board = tahtada
web-how-by-resignation = terk ile
web-how-on-time = süreden

## Bir sunucunun arşivi ve oyuncularının sayfaları. $game bir oyunun adı,
## $rating bir puan, $games puanlı oyun sayısı.
web-archive = Oyun arşivi
web-archive-games = Oyunlar
web-archive-all = Tüm oyunlar
web-archive-one-player = Yalnızca bir oyuncunun oyunları: { $everyone }
web-archive-everyone = herkesinkini göster
web-archive-player-page = Oyuncunun sayfası
web-archive-empty = Henüz oyun yok.
web-archive-events = Etkinlikler
web-archive-back = Sunucunun arşivi
web-recent-games = Son oyunlar
web-leaderboard = { $game } sıralaması
web-rating = { $game } puanı
web-rating-one = Bir puanlı oyundan sonra { $game } puanı: { $rating }
web-rating-over = { $games } puanlı oyun boyunca { $game } puanı: başta { $first }, sonda { $last } (en düşük { $lowest }, en yüksek { $highest })
## Bir etkinliğin sıralaması: sütun başlıkları ve eşitlik bozma ölçütlerinin
## tam adları (ekran okuyucuların kısaltmalar için söyledikleri).
web-standings-player = Oyuncu
web-standings-points = Puan
web-standings-bh = Bh
web-standings-buchholz = Buchholz
web-standings-sb = SB
web-standings-sonneborn-berger = Sonneborn–Berger

## Discord etkinliği: Discord'un içindeki sayfa ve betiğinin söyledikleri.
web-activity-connecting = Discord'a bağlanılıyor…
web-activity-outside = Bu sayfa Discord'un içinde çalışır.
web-activity-asking = Discord'a kim olduğun soruluyor…
web-activity-failed = Bir şeyler ters gitti; Discord etkinliğini kapatıp yeniden aç.
web-activity-not-framed = Bu sayfa Discord'un içinde çalışır: onu oyunun Oyna düğmesiyle aç.
web-activity-no-code = Discord kim olduğunu söylemedi: Discord etkinliğini kapatıp yeniden aç.
web-activity-unconfirmed = Discord kim olduğunu doğrulamadı: Discord etkinliğini kapatıp yeniden aç.
web-activity-no-game = Bu kanalda süren bir oyun yok: /challenge ile bir tane başlat.
web-activity-no-page = Bu oyunun sayfası yok.
web-activity-players-only = Burada onu yalnızca oyunun oyuncuları açar; oyunu kanalda izle.
