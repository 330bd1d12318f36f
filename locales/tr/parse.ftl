# Turkish (tr). Glossary: command = komut, option = seçenek, value = değer, side = taraf, seat = koltuk, table = masa, turn time = tur başına süre, level = seviye, event = turnuva, round = tur, format = biçim, menu = menü, button = düğme, choice = seçenek
# Yanlış yazılmış bir komutun reddi: her seçeneğin ne aldığı. $value yazılan değer
# (kısaltılmış); değer listeleri ($games, $sides, $times, $formats, $others) "veya" ile
# birleştirilmiş gelir; $game bir oyunun adı. Yazılan seçenekler ve değerler (players:,
# rated:true, state:on, format:tables, /challenge opponent:bob) olduğu gibi kalır.

## /challenge, /replay, /draw, /rules, /archive ve diğerleri.
parse-not-a-game = `game:{ $value }` henüz sunduğum bir oyun değil: { $games } kullan.
parse-unknown-member = `{ $value }` kim, bilmiyorum: bu kanalın bir üyesini belirt.
parse-no-such-command = `/{ $value }` diye bir komut yok. Liste için /help yaz.
## $verb komut; $options yazıldığı gibi seçenekleri.
parse-no-such-option = `/{ $verb }` komutunun `{ $value }` diye bir seçeneği yok; seçenekleri: { $options }.
parse-no-options = `/{ $verb }` komutunun `{ $value }` diye bir seçeneği yok; bu komut hiç seçenek almaz.
parse-needs-opponent = `/challenge` için `opponent:` gerekli, örneğin /challenge opponent:bob.
parse-players-not-a-table = `players:` masada oynanan oyunlar içindir; { $game } iki kişiliktir.
## $min ve $max oyuncu sayılarıdır.
parse-not-a-table-size = `players:{ $value }` bir masa büyüklüğü değil: { $min } ile { $max } arası kullan.
parse-no-side-to-choose = `side:{ $value }`: { $game } oyununda koltuklar katılma sırasına göre verilir, yani seçilecek bir taraf yok.
parse-not-a-side = `side:{ $value }` bir taraf değil: { $sides } kullan.
parse-not-a-turn-time = `time:{ $value }` bir tur süresi değil: { $times } kullan.
parse-not-a-rated-answer = `rated:{ $value }` geçerli bir cevap değil: rated:true ya da rated:false kullan.
parse-not-a-level = `level:{ $value }` bir seviye değil: 1 (hızlı, zayıf) ile 5 (en güçlü) arası kullan.
parse-bots-not-a-table = `bots:` masada oynanan oyunlar içindir; { $game } oyununda botun kendisine meydan oku, örneğin /challenge opponent:engine.
## $max bir koltuk sayısıdır.
parse-not-bot-seats = `bots:{ $value }` geçerli bir bot koltuğu sayısı değil: 1 ile { $max } arası kullan.
parse-not-a-game-number = `game:{ $value }` bir oyun numarası değil: /history komutunun gösterdiği numarayı kullan, örneğin game:12.
parse-not-a-draw-action = `action:{ $value }` bir beraberlik işlemi değil: offer, accept ya da decline kullan.
## $first bir oyunun yazıldığı gibi adı (masters); $others diğer oyunların adları.
parse-not-a-piece = `piece:{ $value }` buradaki hiçbir oyunun taşı değil: `/rules game:{ $first }` (ya da { $others }) o oyunun taşlarını listeler.
## $verb komuttur (/archive, /anonymous).
parse-not-on-or-off = `state:{ $value }` ne on ne de off: { $verb } state:on ya da state:off kullan.

## Yazılan bir satır (konsol), /choose ve /press.
## $max bir karakter sayısıdır.
parse-too-long = Bu komut çok uzun ({ $max } karakterden fazla).
parse-empty = Bir komut yaz, örneğin /help.
parse-no-slash = Komutlar `/` ile başlar, örneğin /help; `{ $value }` öyle başlamıyor.
parse-choose-not-a-number = `/choose { $value }`: bir seçeneğin numarasını ver, örneğin /choose 2 (/play listeler), ya da bir menü kimliği ve bir değer.
parse-choose-needs = `/choose` için bir seçeneğin numarası gerekli, örneğin /choose 2 (/play listeler), ya da bir menü kimliği ve bir değer, örneğin /choose g:1:0:cs:p:0:~0 e9.
parse-not-my-menu = O menü benim değil.
parse-press-needs = `/press` için bir düğme kimliği gerekli, örneğin /press g:1:4:endturn.
parse-press-one = `/press` yalnızca tek bir düğme kimliği alır, fazlasını değil; örneğin /press g:1:4:endturn.
parse-not-my-button = O düğme benim değil.
parse-not-an-option = `{ $value }` bir seçenek değil: ad:değer biçiminde yaz, örneğin from:E2.
parse-option-twice = `{ $value }` seçeneği iki kez verilmiş.

## /tournament.
event-needs-action = `/tournament` için `action:` gerekli (create, join, leave, start, standings, withdraw, pause, resume ya da end), örneğin /tournament action:standings.
event-withdraw-needs-player = Turnuvadan kimin çekileceğini belirt, örneğin /tournament action:withdraw player:bob.
event-not-an-action = `action:{ $value }` bir turnuva işlemi değil: create, join, leave, start, standings, withdraw, pause, resume ya da end kullan.
event-not-a-format = `format:{ $value }` bir biçim değil: { $formats } kullan.
event-tables-only = { $game } en çok dört kişilik masalarda oynanır: turnuvalarında format:tables kullanılır.
event-tables-not-for-two = format:tables ikiden fazla kişiyle oynanan oyunlar içindir; { $game } iki kişiliktir: swiss, roundrobin, double, knockout ya da arena kullan.
## $max bir tur sayısıdır.
event-not-rounds = `rounds:{ $value }` geçerli bir tur sayısı değil: 1 ile { $max } arası kullan.
event-rounds-not-here = `rounds:` İsviçre sistemi ve masa turnuvaları içindir; diğer biçimler tur sayısını kendileri belirler.
event-needs-clock = Turnuva oyunlarının bir süresi olmalı (gelmeyen süreden kaybeder): time:1d gibi bir süre kullan.
event-not-starts = `starts:{ $value }` şu andan itibaren bir süre değil: dakika, saat ya da gün kullan, örneğin starts:30m ya da starts:2d.
event-length-not-here = `length:` arena turnuvaları içindir: yeni oyunların ne kadar süre eşleştirileceğini belirler.
event-not-length = `length:{ $value }` bir süre değil: dakika, saat ya da gün kullan, örneğin length:1h.
event-draws-not-here = `draws:` eleme turnuvaları içindir: berabere biten bir oyunda neyin belirleyici olacağını belirler.
event-not-draw-rule = `draws:{ $value }` bir beraberlik kuralı değil: replay (koltuklar değiştirilerek yeniden oynanır) ya da seed (üst sıradaki seribaşı geçer) kullan.
