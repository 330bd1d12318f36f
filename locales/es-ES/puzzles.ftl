# Spanish (es-ES). Glossary: puzzle = problema, solve = resolver (botón Resolver), puzzle rating = puntuación de problemas, turn = turno, game = partida (the kind of game: juego), line = línea, challenge = desafío, engine = bot, direct message = mensaje directo

# Problemas sacados de las partidas jugadas aquí (/puzzle, el problema diario,
# los mensajes de un intento). Un problema es una posición en la que un turno
# gana y ningún otro se le acerca; quien lo resuelve juega los turnos de la
# solución, y el bot, las respuestas entre ellos.
# $id es el número de un problema; $game, el título de un juego; $seat, el
# bando de quien resuelve (Ember, Blancas…); $turns, cuántos turnos juega.

## Rechazos de /puzzle.
puzzle-none-left = Todavía no te queda ningún problema por intentar: salen de las partidas terminadas que el bot ha analizado. Sigue jugando y vuelve a pedirlo más tarde.
puzzle-game-running-here = Hay una partida en juego en este canal: intenta el problema en otro canal o en un mensaje directo con el bot.
puzzle-challenge-open-here = Hay un desafío abierto en este canal: intenta el problema en otro canal o cuando se haya resuelto.

## Empieza un intento. $solver es quien lo resuelve; $rating, la puntuación del problema.
puzzle-start = Problema { $id } ({ $game }, puntuación { $rating }): { $solver }, juegas con { $seat }. Encuentra { $turns ->
        [one] el turno ganador
       *[other] la línea ganadora: { $turns } turnos tuyos, con las respuestas del bot entre ellos
    }.
puzzle-tried-before = Ya has intentado este problema antes: este intento no cambia tu puntuación de problemas.
## De dónde viene. $source es el número de esa partida; $url, su página.
puzzle-from-game = Viene de la partida { $source }.
puzzle-from-game-page = Viene de la partida { $source }: { $url }
puzzle-from-this-server = Viene de una partida jugada en este servidor.
puzzle-from-elsewhere = Viene de una partida jugada en otro servidor.

## Los turnos de quien resuelve.
puzzle-not-the-answer = Esa no es la solución del problema: vuelve a mirar y prueba otro turno.
puzzle-right-go-on = ¡Correcto! El bot responde; encuentra el siguiente turno.
puzzle-solved = ¡Resuelto!
## $rating es puzzle-rating-moved.
puzzle-solved-rated = ¡Resuelto! Tu puntuación de problemas: { $rating }.
puzzle-given-up-rated = Problema abandonado. Tu puntuación de problemas: { $rating }.
puzzle-rating-moved = { $before } → { $after }
## El resultado del intento, como el de una partida. $solver es quien lo resolvió.
puzzle-solved-result = { $solver } ha resuelto el problema.

## El problema diario.
puzzle-daily-servers-only = El problema diario se publica en un canal de un servidor; aquí no hay ningún servidor.
puzzle-daily-managers-only = Solo quien gestiona este servidor puede activar o desactivar el problema diario.
puzzle-daily-on = Se publicará un problema en este canal cada día. Aquí tienes el de hoy.
puzzle-daily-off = Se acabaron los problemas diarios en este servidor.
puzzle-daily = El problema de hoy: { $game }, problema { $id }. Turno de { $seat }: victoria en { $turns ->
        [one] un turno
       *[other] { $turns } turnos
    }. Pulsa Resolver para intentarlo aquí.

button-next-puzzle = Siguiente problema
button-solve-puzzle = Resolver

## La página web de un intento. $source es el número de la partida de la
## que viene (un enlace a su página).
web-puzzle = Problema { $id }
web-puzzle-from-game = de la partida { $source }
web-puzzle-from-this-server = de una partida jugada en este servidor
web-puzzle-from-elsewhere = de una partida jugada en otro servidor

## A board's headline once an attempt is solved.
game-ended-solved = problema resuelto
## /analyse of an attempt.
analyse-a-puzzle = La partida { $id } es un intento de problema: no se analiza.

## /profile: a player's puzzle rating in one game.
leaderboard-profile-puzzles = Problemas de { $game }: puntuación { $rating } (resueltos: { $solved }, fallados: { $missed })

## An attempt where an earlier one was played in the same channel.
puzzle-played-here-before = Este problema ya se ha jugado en este canal y su solución puede estar más arriba: este intento no cambia tu puntuación de problemas.
## Above the solver's own view of a game with secrets.
puzzle-your-view = Tu bando tal como solo tú lo ves, con sus elecciones ocultas.
## A wrong turn, the first of a rated attempt.
puzzle-not-the-answer-counted = Esa no es la solución del problema: este intento cuenta ahora como fallado para tu puntuación de problemas. Vuelve a mirar y prueba otro turno.
