# Spanish (es-ES). Glossary: move = jugada (a piece's way of moving: movimiento), turn = turno, piece = pieza, square = casilla, game = partida (the kind of game: juego), challenge = desafío (desafiar); draw = tablas, rated = puntuable, rating = puntuación, seat = plaza, claim = toma de control, rank = fila

# Lists and small words shared by every part of the bot.

## Lists: "a, b and c", "a, b or c". $head is every item but the last,
## already joined by list-comma.
list-comma = {", "}
list-and = { $head } y { $last }
list-or = { $head } o { $last }

## A message's due time on a line of its own. $when is a moment.
reply-due = Vence { $when }.

## A language by its code, in its own words (the same in every locale).
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

## Una duración: $n veces $unit (day, hour, minute o second).
time-span = { $unit ->
    [day] { $n ->
        [one] { $n } día
       *[other] { $n } días
    }
    [hour] { $n ->
        [one] { $n } hora
       *[other] { $n } horas
    }
    [minute] { $n ->
        [one] { $n } minuto
       *[other] { $n } minutos
    }
   *[second] { $n ->
        [one] { $n } segundo
       *[other] { $n } segundos
    }
}

## Botones que muestra cada juego.
button-accept = Aceptar
button-decline = Rechazar
button-join = Unirse
button-leave = Salir
button-start = Empezar
button-game-page = Página de la partida
button-play = Jugar
button-rematch = Revancha
button-end-turn = Terminar turno
button-undo = Deshacer
button-throw = Lanzar
button-move = Mover
button-accept-draw = Aceptar tablas
button-decline-draw = Rechazar tablas
button-play-on-the-web = Jugar en la web
button-back = Atrás
button-start-again = Volver a empezar

## La línea tras una partida terminada que enlaza su repetición. $game es su número.
replay-line = Vuelve a verla: /replay game:{ $game }
