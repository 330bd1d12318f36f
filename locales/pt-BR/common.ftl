# Portuguese (pt-BR). Glossary: move = lance (a piece's way of moving: movimento), turn = turno (whose turn: de quem é a vez), piece = peça, square = casa, game = partida (the kind of game: jogo), challenge = desafio (desafiar); draw = empate, rated = ranqueada, rating = rating, seat = lugar, claim = tomada de controle, rank = fileira

# Lists and small words shared by every part of the bot.

## Lists: "a, b and c", "a, b or c". $head is every item but the last,
## already joined by list-comma.
list-comma = {", "}
list-and = { $head } e { $last }
list-or = { $head } ou { $last }

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

## Um período de tempo: $n de $unit (day, hour, minute ou second).
time-span = { $unit ->
    [day] { $n ->
        [one] { $n } dia
       *[other] { $n } dias
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

## Botões que toda partida mostra.
button-accept = Aceitar
button-decline = Recusar
button-join = Entrar
button-leave = Sair
button-start = Iniciar
button-game-page = Página da partida
button-play = Jogar
button-rematch = Revanche
button-end-turn = Encerrar turno
button-undo = Desfazer
button-throw = Lançar
button-move = Mover
button-accept-draw = Aceitar empate
button-decline-draw = Recusar empate
button-play-on-the-web = Jogar pela web
button-back = Voltar
button-start-again = Recomeçar

## A linha depois de uma partida terminada, com o link para o replay. $game é o número dela.
replay-line = Assista de novo: /replay game:{ $game }
