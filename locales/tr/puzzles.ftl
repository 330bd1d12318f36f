# Turkish (tr). Glossary: puzzle = bulmaca, daily puzzle = günün bulmacası, solve = çöz (Çöz düğmesi), puzzle rating = bulmaca puanı, attempt = deneme, solver = çözen, line = devam, turn = tur, game = oyun, challenge = meydan okuma, side = taraf, engine = bot
# Burada oynanan oyunlardan bulmacalar (/puzzle, günün bulmacası, bir
# denemenin mesajları). Bulmaca, tek bir turun kazandırdığı ve başka hiçbir
# turun yaklaşamadığı bir konumdur; çözen, çözümün turlarını, bot da
# aradaki cevapları oynar.
# $id bulmacanın numarası, $game oyunun adı, $seat çözenin tarafı
# (Ember, White…), $turns çözenin oynayacağı tur sayısı.

## /puzzle retleri.
puzzle-none-left = Şimdilik deneyebileceğin bir bulmaca kalmadı: bulmacalar, botun analiz ettiği bitmiş oyunlardan çıkar. Oynamaya devam et, sonra yeniden sor.
puzzle-game-running-here = Bu kanalda bir oyun sürüyor: bulmacayı başka bir kanalda ya da botla doğrudan mesajda dene.
puzzle-challenge-open-here = Bu kanalda açık bir meydan okuma var: bulmacayı başka bir kanalda ya da meydan okuma sonuçlanınca dene.

## Bir deneme başlıyor. $solver çözen kişi, $rating bulmacanın puanı.
puzzle-start = Bulmaca { $id } ({ $game }, puanı { $rating }): { $solver }, sen { $seat } oynuyorsun. { $turns ->
        [one] Kazandıran turu bul.
       *[other] Kazandıran devamı bul: senin { $turns } turun, aralarında botun cevaplarıyla.
    }
puzzle-tried-before = Bu bulmacayı daha önce denedin: bu deneme bulmaca puanını değiştirmez.
## Nereden geldiği. $source o oyunun numarası, $url sayfası.
puzzle-from-game = { $source } numaralı oyundan alındı.
puzzle-from-game-page = { $source } numaralı oyundan alındı: { $url }
puzzle-from-this-server = Bu sunucuda oynanan bir oyundan alındı.
puzzle-from-elsewhere = Başka bir sunucuda oynanan bir oyundan alındı.

## Çözenin turları.
puzzle-not-the-answer = Bulmacanın cevabı bu değil: yeniden bak ve başka bir tur dene.
puzzle-right-go-on = Doğru! Bot cevap veriyor; sıradaki turu bul.
puzzle-solved = Çözüldü!
## $rating, puzzle-rating-moved'dur.
puzzle-solved-rated = Çözüldü! Bulmaca puanın: { $rating }.
puzzle-given-up-rated = Bulmacadan vazgeçildi. Bulmaca puanın: { $rating }.
puzzle-rating-moved = { $before } → { $after }
## Denemenin sonucu, bir oyununki gibi. $solver çözen kişi.
puzzle-solved-result = { $solver } bulmacayı çözdü.

## Günün bulmacası.
puzzle-daily-servers-only = Günün bulmacası bir sunucunun kanalına gönderilir; burası bir sunucu değil.
puzzle-daily-managers-only = Günün bulmacasını yalnızca bu sunucuyu yönetebilen biri açıp kapatabilir.
puzzle-daily-on = Bu kanala her gün bir bulmaca gönderilecek. İşte bugünkü.
puzzle-daily-off = Bu sunucuda artık günün bulmacası yok.
puzzle-daily = Günün bulmacası: { $game }, bulmaca { $id }. { $seat } oynar ve { $turns ->
        [one] tek turda
       *[other] { $turns } turda
    } kazanır. Burada denemek için Çöz'e bas.

button-next-puzzle = Sonraki bulmaca
button-solve-puzzle = Çöz

## Bir bulmaca denemesinin web sayfası. $source geldiği oyunun numarası
## (sayfasına bir bağlantı).
web-puzzle = Bulmaca { $id }
web-puzzle-from-game = { $source } numaralı oyundan
web-puzzle-from-this-server = bu sunucuda oynanan bir oyundan
web-puzzle-from-elsewhere = başka bir sunucuda oynanan bir oyundan

## A board's headline once an attempt is solved.
game-ended-solved = bulmaca çözüldü
## /analyse of an attempt.
analyse-a-puzzle = { $id } numaralı oyun bir bulmaca denemesi: analiz edilmez.

## /profile: a player's puzzle rating in one game.
leaderboard-profile-puzzles = { $game } bulmacaları: puan { $rating } (çözülen: { $solved }, kaçırılan: { $missed })

## An attempt where an earlier one was played in the same channel.
puzzle-played-here-before = Bu bulmaca bu kanalda daha önce oynandı, cevabı yukarıda olabilir: bu deneme bulmaca puanını değiştirmez.
## Above the solver's own view of a game with secrets.
puzzle-your-view = Tarafın, yalnızca senin gördüğün hâliyle, gizli seçimleriyle birlikte.
## A wrong turn, the first of a rated attempt.
puzzle-not-the-answer-counted = Bulmacanın cevabı bu değil: bu deneme artık bulmaca puanın için kaçırılmış sayılıyor. Yeniden bak ve başka bir tur dene.
