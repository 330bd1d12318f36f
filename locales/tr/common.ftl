# Turkish (tr). Glossary: move = hamle, turn = tur (whose turn = sıra), piece = taş, square = kare, game = oyun, challenge = meydan okuma

# Botun her yerinde kullanılan listeler ve küçük sözcükler.

## Listeler: "a, b ve c", "a, b veya c". $head son öğe dışındaki tüm öğeler,
## list-comma ile önceden birleştirilmiş.
list-comma = {", "}
list-and = { $head } ve { $last }
list-or = { $head } veya { $last }

## Bir mesajın son süresi, kendi satırında. $when bir an.
reply-due = Son süre: { $when }.

## Koduyla verilen bir dil, kendi dilinde (her yerelde aynı).
language-name = { $code ->
    [en-US] English (US)
    [de] Deutsch
    [fr] Français
    [es-ES] Español
    [pt-BR] Português (Brasil)
    [it] Italiano
    [pl] Polski
    [ru] Русский
    [uk] Українська
    [tr] Türkçe
    [ja] 日本語
    [zh-CN] 中文（简体）
    [ko] 한국어
   *[other] { $code }
}

## Bir süre uzunluğu: $unit (day, hour, minute ya da second) cinsinden $n.
time-span = { $unit ->
    [day] { $n ->
       *[other] { $n } gün
    }
    [hour] { $n ->
       *[other] { $n } saat
    }
    [minute] { $n ->
       *[other] { $n } dakika
    }
   *[second] { $n ->
       *[other] { $n } saniye
    }
}

## Her oyunun gösterdiği düğmeler.
button-accept = Kabul et
button-decline = Reddet
button-join = Katıl
button-leave = Ayrıl
button-start = Başlat
button-game-page = Oyun sayfası
button-play = Oyna
button-rematch = Rövanş
button-end-turn = Turu bitir
button-undo = Geri al
button-throw = At
button-move = Hamle yap
button-accept-draw = Beraberliği kabul et
button-decline-draw = Beraberliği reddet
button-play-on-the-web = Web'de oyna
button-back = Geri
button-start-again = Baştan başla

## Biten bir oyunun ardından tekrarına bağlantı veren satır. $game oyunun numarası.
replay-line = Yeniden izle: /replay game:{ $game }
