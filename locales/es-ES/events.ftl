# Spanish (es-ES). Glossary: event = torneo, round = ronda, board = mesa (una partida de la ronda), bye = descanso (bye), organiser = organización, standings = clasificación, tie-breaks = desempates (Buchholz, Sonneborn–Berger), arena = arena, pairing = emparejamiento, leaderboard = clasificación, rating = puntuación, table = mesa, seat = plaza, archive = archivo
# Torneos, mesas, clasificaciones, el archivo y lo que dicen las propias interfaces.

## Qué es un torneo. $game es el título de un juego, $span un tiempo.
tournament-rounds = { $n ->
    [0] rondas según el número de jugadores
    [one] { $n } ronda
   *[other] { $n } rondas
}
tournament-about-swiss = un torneo suizo de { $game } ({ $rounds }, { $span } por turno)
tournament-about-round-robin = un todos contra todos de { $game } ({ $span } por turno)
tournament-about-double-round-robin = un doble todos contra todos de { $game } ({ $span } por turno)
tournament-about-knockout-replay = un torneo eliminatorio de { $game } ({ $span } por turno; una partida en tablas se repite con las plazas invertidas)
tournament-about-knockout-seed = un torneo eliminatorio de { $game } ({ $span } por turno; en tablas pasa el cabeza de serie más alto)
tournament-about-arena = una arena de { $game } (emparejamientos durante { $length }, { $span } por turno)
tournament-about-tables = un torneo de { $game } en mesas ({ $rounds } y luego una mesa final, { $span } por turno)

## /tournament.
tournament-players = { $n ->
    [one] { $n } jugador
   *[other] { $n } jugadores
}
tournament-no-event = No hay ningún torneo en este canal; la organización crea uno con /tournament action:create.
tournament-organiser-only = Solo la organización del torneo (quien lo creó o quien gestiona el servidor) puede hacer eso.
tournament-you-not-joined = No te has unido a este torneo.
tournament-left = { $who } ha dejado el torneo ({ $players }).
tournament-started-by = { $who } ha empezado el torneo.
tournament-not-in = { $who } no está en este torneo.
tournament-unentered = { $who } ya no está inscrito en el torneo.
tournament-withdrew = { $organiser } ha retirado a { $who } del torneo: no habrá más emparejamientos.
tournament-withdrew-playing = { $organiser } ha retirado a { $who } del torneo: no habrá más emparejamientos; la partida en juego se termina.
tournament-paused = El torneo está en pausa: las partidas en juego siguen, y no se empareja ninguna ronda nueva hasta /tournament action:resume.
tournament-running-again = El torneo vuelve a estar en marcha.
tournament-over-already = El torneo ya ha terminado.
tournament-ended-by = { $who } ha terminado el torneo; esta clasificación es definitiva (las partidas en juego ya no cuentan).
tournament-over-see-standings = El torneo ha terminado: /tournament action:standings muestra la clasificación final.
tournament-busy = Este canal ya tiene un torneo ({ $about }); tiene que terminar antes de crear otro aquí.
tournament-game-gone = Ese juego ya no se ofrece aquí.
tournament-created = { $who } ha creado { $about }. Únete con /tournament action:join;
tournament-starts-in = Empieza solo dentro de { $span } (o cuando { $who } lo empiece con /tournament action:start).
tournament-starts-by = { $who } lo empieza con /tournament action:start.
tournament-enter-yourself = Solo la organización puede inscribir a otra persona; inscríbete con /tournament action:join.
tournament-level-for-bot = `level:` es para inscribir al bot, como /tournament action:join player:engine level:1.
tournament-joined-already = { $who } ya está inscrito.
tournament-joined = { $who } se ha unido al torneo ({ $players }).
tournament-changed = El torneo cambió en ese mismo momento; no se ha hecho nada. Inténtalo otra vez.

## Lo que rechaza el emparejamiento.
tournament-refused-join-after-start = El torneo ha empezado: ya no se une nadie.
tournament-refused-already-joined = Ya estás inscrito.
tournament-refused-leave-after-start = El torneo ha empezado: pide a la organización que te retire.
tournament-refused-not-joined = No estás inscrito.
tournament-refused-already-started = El torneo ya ha empezado.
tournament-refused-too-few = Hay muy pocos jugadores inscritos para empezar.
tournament-refused-not-a-player = Ese jugador no está en el torneo.
tournament-refused-not-running = Solo se puede pausar un torneo en marcha.
tournament-refused-not-paused = El torneo no está en pausa.
tournament-refused-not-its-game = Esa partida no es del torneo.
tournament-refused-result-in = El resultado de esa partida ya está registrado.

## Las partidas de una ronda.
tournament-name = { $who }
tournament-versus = { $first } contra { $second }
tournament-seated = { $who } ({ $seat })
tournament-round = Ronda { $round }: { $games }. Cada partida se abre en su propio canal.
tournament-round-byes = Ronda { $round }: { $games }; descansa: { $byes }. Cada partida se abre en su propio canal.
tournament-new-games = Partidas nuevas: { $games }. Cada partida se abre en su propio canal.
tournament-new-games-byes = Partidas nuevas: { $games }; descansa: { $byes }. Cada partida se abre en su propio canal.

## Una partida del torneo recibe su canal.
tournament-board-name = { $game } · R{ $round } M{ $board } · { $players }
tournament-board-heading = Partida del torneo: ronda { $round }, mesa { $board } — { $players }.
tournament-board-placed = Ronda { $round }, mesa { $board }: { $players } — en { $place }.
tournament-this-channel = este canal
tournament-gone = Ese torneo ya no existe.
tournament-unreadable = No se pudo volver a leer la partida del torneo.
tournament-placed-already = Esa partida ya tiene su sitio.
tournament-over-final = El torneo ha terminado. Clasificación final:

## Termina una partida del torneo.
tournament-result-not-counted = El torneo del que era esta partida ha terminado; su resultado ya no cuenta allí.
tournament-last-game = Era la última partida del torneo: ha terminado, y su clasificación final va al canal del torneo (/tournament action:standings allí).
tournament-goes-on = El torneo sigue.
tournament-round-complete = La ronda { $round } del torneo está completa.
tournament-paused-next = El torneo está en pausa: la próxima ronda se empareja cuando la organización lo reanude.
tournament-arena-goes-on = El torneo sigue: te emparejamos otra vez en cuanto alguien con una puntuación parecida esté libre.
tournament-round-waits = La ronda { $round } del torneo espera a que terminen { $left ->
    [one] { $left } partida más
   *[other] { $left } partidas más
}.

## Lo que hace el reloj con los torneos.
tournament-has-started = El torneo ha empezado.
tournament-could-not-start = El torneo no pudo empezar a su hora: hay { $joined } inscritos y necesita { $least }. Queda cerrado; la organización puede crear otro.
tournament-arena-time-up = Se acabó el tiempo de la arena: no se emparejan partidas nuevas, y termina cuando acaben las que están en juego.

## La clasificación.
tournament-format-swiss = suizo
tournament-format-round-robin = todos contra todos
tournament-format-double-round-robin = doble todos contra todos
tournament-format-knockout = eliminatorio
tournament-format-arena = arena
tournament-format-tables = mesas
tournament-status-open = abierto, { $count } inscritos
tournament-status-final = clasificación final
tournament-status-round = ronda { $round }
tournament-status-round-of = ronda { $round } de { $rounds }
tournament-status-round-of-final = ronda { $round } de { $rounds } y la final
tournament-status-paused = en pausa en la { $round }
tournament-status-arena = arena en juego
tournament-standings-title = { $game } { $format } · { $status }
tournament-standings-head = Clasificación — { $about } — { $status }:
tournament-standings-nobody = Aún no se ha unido nadie: /tournament action:join.
tournament-standings-row = { $rank }. { $who } — { $points } { $n ->
    [one] pto.
   *[other] ptos.
}
tournament-standings-row-half = { $rank }. { $who } — { $points } ptos.
tournament-standings-tie-breaks = (Buchholz { $bh }, SB { $sb })
tournament-standings-more = …y { $n } más (la imagen muestra a todos).
tournament-withdrawn = { $who } (retirado)
tournament-withdrawn-mark = (retirado)

## Casillas de resultado: V3 victoria contra el 3.º, T3 tablas, D3 derrota.
tournament-cell-won = V{ $rank }
tournament-cell-drew = T{ $rank }
tournament-cell-lost = D{ $rank }
tournament-cell-bye = desc.
tournament-column-round = R{ $n }
tournament-column-game = P{ $n }

## La imagen de la clasificación.
tournament-picture-points = Ptos.
tournament-picture-nobody = Nadie aún
tournament-legend-bh = Bh Buchholz
tournament-legend-sb = SB Sonneborn–Berger
tournament-legend-won = V3 victoria contra el n.º 3
tournament-legend-drew = T tablas
tournament-legend-lost = D derrota
tournament-legend-place = 2/4 segundo de cuatro en la mesa
tournament-legend-playing = …3 en juego
tournament-legend-playing-table = … en juego
tournament-alt-head = Clasificación, { $title }.
tournament-alt-nobody = Aún no se ha unido nadie.
tournament-alt-row = { $rank }. { $who }, { $points } { $n ->
    [one] punto
   *[other] puntos
}
tournament-alt-row-half = { $rank }. { $who }, { $points } puntos
tournament-alt-tie-breaks = , Buchholz { $bh }, Sonneborn–Berger { $sb }
tournament-alt-results = , resultados { $results }

## /leaderboard y /profile.
leaderboard-nobody = Nadie tiene aún puntuación de { $game } en este servidor: termina primero una partida puntuable (los desafíos son puntuables salvo con rated:false).
leaderboard-head = Clasificación de { $game } (? = provisional):
leaderboard-row = { $place }. { $who } { $rating } ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}: { $wins }–{ $losses }–{ $draws })
leaderboard-you = Tú: { $rank } de { $count } con { $rating }.
leaderboard-you-unrated = Aún no tienes ninguna partida puntuable de { $game } en este servidor.
leaderboard-profile-head = { $who } en este servidor:
leaderboard-profile-game = { $game }: { $rating } · { $wins } ganadas, { $losses } perdidas, { $draws } en tablas
leaderboard-profile-none = Aún no hay partidas puntuables.
leaderboard-streak-win = Racha actual: { $n ->
    [one] { $n } victoria
   *[other] { $n } victorias
}.
leaderboard-streak-loss = Racha actual: { $n ->
    [one] { $n } derrota
   *[other] { $n } derrotas
}.
leaderboard-streak-draw = Racha actual: { $n ->
    [one] { $n } tablas
   *[other] { $n } tablas
}.
leaderboard-last-games = Últimas partidas:
leaderboard-last-game = partida { $id } · { $game } · { $outcome } · { $before } → { $after }
leaderboard-outcome-win = victoria
leaderboard-outcome-loss = derrota
leaderboard-outcome-draw = tablas

## /archive y /anonymous.
archive-managers-only = Solo quien puede gestionar este servidor puede publicar sus partidas en la web.
archive-on = Las partidas de este servidor ya están en la web: { $link }. Cada cual puede ocultar su nombre con /anonymous state:on.
archive-on-later = Las partidas de este servidor estarán en la web en cuanto el bot sirva sus páginas (web.public_url). Cada cual puede ocultar su nombre con /anonymous state:on.
archive-off = Las partidas de este servidor ya no se publican en la web; la página de cada partida sigue abriéndose desde su enlace.
archive-anonymous-on = A partir de ahora apareces como «anónimo» en los archivos web.
archive-anonymous-off = Vuelves a aparecer con tu nombre en los archivos web.

## Mesas (Throne): lo que se rechaza.
table-own-table = Ya estás sentado en tu propia mesa: invita a otra persona o quita opponent:.
table-level-without-bot = `level:` fija la fuerza del bot: siéntalo con bots:1 (u opponent: el bot), o quita level:.
table-channel-busy = Ya hay una partida en juego en este canal: mírala con /board o abre una mesa en otro canal.
table-too-many-bots = Una mesa para { $size } tiene sitio como mucho para { $most } bots además de ti: baja bots: o sube players:.
table-game-running = Ya hay una partida en juego en este canal.
table-no-longer-open = Esta mesa ya no está abierta.
table-none-here = No hay ninguna mesa abierta en este canal; abre una con /challenge game:throne.
table-two-players = El desafío abierto aquí es para dos jugadores: responde con /accept o /decline.
table-game-gone = Esta mesa es de un juego que ya no ofrezco.
table-sitting-already = Ya estás sentado en esta mesa.
table-full = Esta mesa está llena ({ $seats } plazas); { $opener } puede empezarla.
table-game-started = La partida de esta mesa ha empezado: para dejarla, /resign.
table-opener-cancels = Tú abriste esta mesa: ciérrala con /cancel.
table-not-sitting = No estás sentado en esta mesa.
table-opener-starts = Solo { $opener } (quien abrió la mesa) puede empezarla.
table-too-few = Tienen que sentarse al menos { $min } jugadores antes de empezar; { $now ->
    [one] ahora solo hay { $now }
   *[other] ahora hay { $now }
}.

## Lo que dice la propia interfaz de Discord.
discord-unknown-command = El comando /{ $command } ya no existe; escribe /help para ver mis comandos actuales.
discord-not-my-button = Ese botón no es mío.
discord-out-of-date = Este /{ $command } está desactualizado: escríbelo otra vez.
discord-out-of-date-games = Este /{ $command } está desactualizado: escribe /{ $command } otra vez y elige tu juego ({ $games }).
discord-bot-opponent = { $who } es un bot, y aquí el único bot que juega soy yo: desafíame a mí o a una persona de este canal.
discord-thread-name = { $game } · { $players }
discord-accepted-in-thread = { $who } ha aceptado: la partida se juega en { $thread }.

## Lo que dice la propia consola: líneas que no son comandos.
console-usage = escribe `#canal usuario /comando`, como `#lobby alice /help`
console-greeting = consola de gamehost: escribe `#canal usuario /comando`, como `#lobby alice /help`. Termina con Ctrl-D.
console-channel-empty = un nombre de canal no puede estar vacío
console-user-empty = un nombre de usuario no puede estar vacío
console-channel-hidden = un nombre de canal no puede llevar caracteres de control, invisibles o que cambien la dirección del texto
console-user-hidden = un nombre de usuario no puede llevar caracteres de control, invisibles o que cambien la dirección del texto
console-not-a-channel = `{ $channel }` no es un canal: los canales empiezan por #, como #lobby
console-name-too-long = los nombres de canal y de usuario tienen como mucho { $most } caracteres
console-not-utf8 = esa línea no es texto UTF-8; escribe comandos como `#lobby alice /help`
console-engine-name = `{ $user }` es el nombre del bot en la consola (desafíalo con /challenge opponent:engine); escribe como otra persona
console-nothing-to-do = una línea vacía o un comentario: nada que hacer
