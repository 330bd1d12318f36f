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
