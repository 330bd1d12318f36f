# Turkish (tr). Glossary: turn = tur (whose turn = sıra), game = oyun, turn alert = sıra bildirimi, direct message = özel mesaj, quiet hours = sessiz saatler, time zone = saat dilimi
# Özel mesajla sıra bildirimleri (/notify). Oyuncu adları ek almaz ("ile" ayrı yazılır).

## /notify'ın yanıtları.
notify-off = Sıra bildirimleri kapalı: oyunların hakkında sana mesaj atmayacağım.
notify-every = Sıra sana geldiğinde sana mesaj atacağım; süren azaldığında da bir kez.
notify-low = Bir turdaki süren azaldığında sana bir kez mesaj atacağım.
## $at is the local time of day the digest is sent (09:00).
notify-digest = Günde bir kez, saat diliminde { $at } itibarıyla (zone: vermezsen UTC) sıranı bekleyen oyunları sana yazacağım.
## Yukarıdakilerden birinden sonra: seçim yalnızca bir oyun için geçerli. $game oyunun adı.
notify-only-game = (Yalnızca { $game } için.)
## $from ve $to günün saatleri (22:00), $zone bir saat diliminin adı.
notify-quiet = Sessiz saatler: { $from } ile { $to } arasında mesaj yok ({ $zone }).

## /notify reddedildi. $given yazılan şey.
notify-mode-unknown = `mode:{ $given }` bir seçenek değil: every, low ya da off kullan.
notify-quiet-unreadable = `quiet:{ $given }` bir saat aralığı değil: quiet:22-07 ya da quiet:22:30-07:00 gibi yaz.
notify-zone-unknown = `zone:{ $given }` bildiğim bir saat dilimi değil: Europe/Berlin ya da America/New_York gibi bir ad kullan.
notify-quiet-needs-zone = Sessiz saatler için saat dilimin de gerekli: zone:Europe/Berlin gibi zone: ekle.
notify-low-unreadable = `low:{ $given }` 1 ile 10080 arasında bir dakika sayısı değil.

## Bildirim. $title oyunun adı, $number oyunun numarası,
## $opponents diğer oyuncular (notify-name listesi), $channel oyunun oynandığı yer.
notify-name = { $name }
notify-alert-turn = { $opponents } ile oynadığın { $title } #{ $number } oyununda sıra sende ({ $channel }).
notify-alert-low = { $opponents } ile oynadığın { $title } #{ $number } oyununda süren azalıyor ({ $channel }).
## $when turun süresinin dolacağı an (göreli: "3 saat içinde").
notify-time-left = Süren { $when } doluyor.

## /mygames: a header, then one line per running game (newest first).
## $state is one of mygames-your-turn-due ($when: when the turn is due),
## mygames-your-turn, or mygames-waiting ($movers: who is to act).
mygames-none = Süren bir oyunun yok.
mygames-header = Süren oyunların:
mygames-line = { $title } #{ $number }, rakip: { $opponents }, kanal: { $channel }: { $state }
mygames-your-turn-due = sıra sende, son süre { $when }.
mygames-your-turn = sıra sende.
mygames-waiting = bekleniyor: { $movers }.
mygames-more = Yalnızca en yeni { $listed } oyun gösteriliyor.

## A daily digest: $count games wait for the reader, listed below (mygames-line each).
notify-digest-header = { $count ->
    [one] Bir oyun sıranı bekliyor:
   *[other] { $count } oyun sıranı bekliyor:
}
