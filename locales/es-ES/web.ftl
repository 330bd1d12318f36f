# Spanish (es-ES). Glossary: move = jugada (a piece's way of moving: movimiento), turn = turno, piece = pieza, square = casilla, game = partida (the kind of game: juego), challenge = desafío (desafiar); draw = tablas, rated = puntuable, rating = puntuación, seat = plaza, claim = toma de control, rank = fila

# Lo que dicen las páginas web: la página de inicio, la de una partida, la de
# una plaza (y los textos de su script), el archivo, la actividad, las
# respuestas de una frase. Los nombres, la notación y los títulos de los
# juegos son argumentos y se muestran tal cual.

## Todas las páginas.
web-languages = Idiomas
web-home-title = gamehost
web-versus = contra
web-in-play = En juego.
web-anonymous = anónimo
web-play-as = Jugar como…

## Respuestas de una frase.
web-no-such-page = Esa página no existe.
web-unavailable = Ahora mismo no se pueden leer las partidas; vuelve a intentarlo en un momento.
web-too-many = Demasiadas peticiones desde tu dirección; espera un minuto.
web-too-large = Esa petición es más grande que cualquiera que envíe una página.
web-too-slow = Esa petición ha tardado demasiado en llegar.
web-not-this-site = Esa no es la dirección de este sitio.
web-not-own-page = Solo las páginas de este sitio pueden pedir eso.
web-not-an-ask = Eso no es algo que una página pueda pedir.

## La página de inicio. $game es el título de un juego, $id el número de una
## partida, $channel el nombre de un canal.
web-home-about = Cada partida tiene su propia página; su enlace está en los mensajes de la partida (o pídeselo al bot con /history).
web-home-running = Partidas en curso
web-home-none = Ninguna ahora mismo: empieza una en la consola con /challenge.
web-home-game = { $game } #{ $id } en #{ $channel }
web-home-archive = El archivo de la consola

## La página de una partida. $game es el título del juego, $players quién la
## juega (nombres con sus plazas), $standing cómo va.
web-game-title = { $game }: { $players }
web-game-description = { $game }: { $players }. { $standing }
web-rules = Reglas
## Cuándo empezó la partida: $day y $year como números, $month del 1 al 12.
web-started = Empezó el { $day } de { $month ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
} de { $year }
## Bajo el tablero: qué hizo el turno mostrado. $line es la línea del historial
## (con las palabras del juego), $who quién lo jugó, $number el número del turno,
## $entry cuántas entradas del registro se muestran.
web-caption-start = El inicio.
web-caption-turn = Tras { $number }. { $line } ({ $who })
web-caption-setup = Tras una elección de colocación: { $line } ({ $who })
web-caption-entry = Tras la entrada { $entry }.
web-steps-label = Turnos
web-step-first = « Inicio
web-step-back = ◀ Atrás
web-step-forward = Adelante ▶
web-step-last = Final »
web-record = Historial
web-record-empty = Aún no se ha jugado ningún turno.
web-replay = Repetición (GIF)
web-download-record = Descargar el historial

## La página de una plaza: donde su jugador juega haciendo clic. $name es el
## nombre del jugador; $turn y $last son números de turno.
web-seat-label = Tu turno
web-seat-playing-as = Juegas como { $name }
web-seat-past = Estás viendo la partida tal como estaba tras el turno { $turn } de { $last }.
web-seat-present = Volver a la partida tal como está
web-seat-needs-script = Para jugar aquí hace falta el script de la página; los comandos de la partida funcionan como siempre.
web-seat-several = Aquí hay varias opciones: elige una.
web-seat-unanswered = El servidor no ha respondido; inténtalo de nuevo.
## El panel del paso. $choices son las elecciones hechas hasta ahora, $what lo
## que juega el botón (ambos con las palabras del juego), $plays lo que hace jugar.
web-so-far = Hasta ahora: { $choices }.
web-take-back = Deshacer
web-start-again = Volver a empezar
web-plays-end-turn = Terminar turno
web-plays-throw = Lanzar
web-plays-move = Mover
web-plays-what = { $plays }: { $what }

## Un enlace para jugar que no sirve.
web-dead-link = Este enlace para jugar no funciona
web-watch-game = Ver la partida
web-link-forged = Este enlace para jugar no es válido: pide uno nuevo con el botón «Jugar».
web-link-expired = Este enlace para jugar ha caducado: pide uno nuevo con el botón «Jugar».
web-link-replaced = Desde este se han creado enlaces más nuevos para esta plaza: usa el más reciente o vuelve a pulsar «Jugar».
web-link-finished = La partida ha terminado: este enlace ya no sirve para jugar.
web-link-unavailable = Ahora mismo no se puede jugar en la web.

## El «jugar como» de la consola. $game es el título del juego.
web-play-as-title = { $game }: jugar como…
web-a-game = Partida
web-game-over = La partida ha terminado.
web-watch-instead = Solo mirar

## El resultado de una partida terminada contado por plazas (cuando un jugador es
## anónimo). $seat es el nombre de una plaza, $places las plazas por puesto
## (`1. Ember, 2. Frost`), $how cómo terminó (uno de los web-how-…).
web-result-aborted = Anulada; sin resultado.
web-result-drawn = Tablas.
web-result-ended = Terminada { $how }.
web-result-wins = Gana { $seat }.
web-result-wins-how = Gana { $seat } { $how }.
web-result-places = Puestos: { $places }.
web-result-places-how = Puestos: { $places } (terminada { $how }).
web-how-on-the-board = en el tablero
web-how-by-resignation = por abandono
web-how-on-time = por tiempo

## El archivo de un servidor y las páginas de sus jugadores. $game es el título
## de un juego, $rating una puntuación, $games un número de partidas puntuables.
web-archive = Archivo de partidas
web-archive-games = Partidas
web-archive-all = Todas las partidas
web-archive-one-player = Solo las partidas de un jugador: { $everyone }
web-archive-everyone = ver las de todos
web-archive-player-page = La página del jugador
web-archive-empty = Aún no hay partidas.
web-archive-events = Torneos
web-archive-back = El archivo del servidor
web-recent-games = Partidas recientes
web-leaderboard = Clasificación de { $game }
web-rating = Puntuación en { $game }
web-rating-one = Puntuación en { $game } tras una partida puntuable: { $rating }
web-rating-over = Puntuación en { $game } en { $games } partidas puntuables, de { $first } a { $last } (mínima { $lowest }, máxima { $highest })
## La clasificación de un torneo: encabezados de columna y nombres completos de
## los desempates (lo que leen los lectores de pantalla por las abreviaturas).
web-standings-player = Jugador
web-standings-points = Puntos
web-standings-bh = Bh
web-standings-buchholz = Buchholz
web-standings-sb = SB
web-standings-sonneborn-berger = Sonneborn-Berger

## La actividad: la página dentro de Discord y lo que dice su script.
web-activity-connecting = Conectando con Discord…
web-activity-outside = Esta página funciona dentro de Discord.
web-activity-asking = Preguntando a Discord quién eres…
web-activity-failed = Algo ha salido mal; cierra la actividad y vuelve a abrirla.
web-activity-not-framed = Esta página funciona dentro de Discord: ábrela desde el botón «Jugar» de la partida.
web-activity-no-code = Discord no ha dicho quién eres: cierra la actividad y vuelve a abrirla.
web-activity-unconfirmed = Discord no ha confirmado quién eres: cierra la actividad y vuelve a abrirla.
web-activity-no-game = No hay ninguna partida en curso en este canal: empieza una con /challenge.
web-activity-no-page = Esta partida no tiene página.
web-activity-players-only = Aquí solo la abren los jugadores de la partida; mírala en el canal.
