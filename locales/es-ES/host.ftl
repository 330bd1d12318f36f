# Spanish (es-ES). Glossary: move = jugada, turn = turno, piece = pieza, square = casilla, game = partida (the kind of game: juego), challenge = desafío (desafiar); rated = puntuable, seat = plaza, table = mesa

# What the host says about any game: commands, refusals, challenges,
# clocks, ratings, events.

## Something broke on the bot's side; nothing was changed.
host-fault = Algo ha fallado por mi parte y no se ha cambiado nada; un admin puede revisar las partidas con `gamehost verify`.
host-store-failed = Algo ha fallado por mi parte y no se ha cambiado nada. Inténtalo de nuevo.
host-picture-failed = Tu comando se ha ejecutado, pero no he podido dibujar la imagen.

## Clocks. $movers are the names of who is on turn, $when a moment.
host-turn-due = { $movers }: este turno vence { $when }.
## Líneas del reloj de /game. $span es una duración (time-span).
host-clock = Reloj: { $span } por turno.
host-clock-waiting = { $waiting }: tiempo completo ({ $span }) cuando llegue su turno.
host-no-clock = Sin reloj: los turnos pueden durar lo que haga falta.

## Líneas de puntuación de /game: $changes enumera host-rating-moved, uno por jugador.
host-rating-change = Cambio de puntuación: { $changes }.
host-rating-moved = { $who } { $before } → { $after }
host-friendly-game = Partida amistosa: sin cambio de puntuación.
host-time-running-low = { $movers }: se acaba el tiempo de este turno de { $game } ({ $per_turn } por turno); vence { $when }.

## /language. $language is a language's own name (language-name).
host-language-mine = A partir de ahora te respondo en { $language }.
host-language-mine-auto = A partir de ahora te respondo en el idioma que tengas configurado en Discord.
host-language-server = A partir de ahora, los mensajes públicos de este servidor estarán en { $language }.
host-language-server-auto = A partir de ahora, los mensajes públicos de este servidor estarán en el idioma de Discord del servidor.
host-language-server-not-manager = Solo quien puede gestionar este servidor puede elegir su idioma.
host-language-unknown = `locale:{ $given }` no es un idioma que yo hable: usa auto o uno de estos: { $known }.
host-language-whose = `for:{ $given }` no es ni me ni server: usa /language locale:de for:server.

## /help and /rules. $games is a list of games' titles.
help-commands = Comandos (opciones como nombre:valor):
help-for-games = { $about } ({ $games })
help-games = Juegos: { $games } (/challenge opponent:<name> game:<game>; Throne: /challenge game:throne players:<2-4> y luego /join; /rules game:<game>).
help-the-bot = ¿No tienes con quién jugar? Desafía al propio bot: /challenge opponent:<the bot> level:<1-5> (en la consola: opponent:engine); en una mesa de Throne, bots:<1-3> lo sienta. Las partidas contra el bot no son puntuables.
help-hosted = Organizo estos juegos; sus reglas: /rules game:<name>.
## Un juego que organizo: $title su título, $name el nombre que admite /rules, $help sus comandos (la línea de ayuda del juego).
help-hosted-game = - { $title } (`/rules game:{ $name }`): { $help }
help-rules-by-id = Todas las reglas, por id: { $url }

## Condiciones de una partida. $clock es terms-per-turn o terms-no-clock; $rated es yes o no.
terms = { $rated ->
    [yes] { $clock }
   *[no] { $clock }, amistosa (no puntuable)
}
terms-per-turn = { $span } por turno
terms-no-clock = sin reloj

## Desafíos. $challenger, $opponent y $opener son nombres de jugadores.
challenge-open = { $challenger } desafía a { $opponent } a una partida de { $game } ({ $plays }; { $terms }). { $opponent }, responde con /accept o /decline en un plazo de { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }.
challenge-playing = juega con { $side }
challenge-coin-flip = bandos a cara o cruz
challenge-engine-game = { $player } juega a { $game } contra el bot en el nivel { $level } (no puntuable). El bot juega sus turnos solo.
challenge-level-without-bot = `level:` fija la fuerza del bot cuando desafías al propio bot (opponent: el bot); no lo pongas contra una persona.
challenge-yourself = No puedes desafiarte a ti: nombra a otra persona, como /challenge opponent:bob.
challenge-game-running = Ya hay una partida en curso en este canal: mírala con /board o desafía en otro canal.
challenge-closed = Este desafío ya no está abierto.
challenge-none-here = No hay ningún desafío abierto en este canal; lanza uno con /challenge opponent:<name>.
challenge-is-a-table = { $opener } ha abierto una mesa aquí: ocupa una plaza con /join (quien la abrió empieza la partida con /start).
challenge-for-someone-else = Este desafío es para { $opponent }; solo esa persona puede responderlo.
challenge-game-gone = Este desafío es de un juego que ya no organizo.
challenge-declined = { $opponent } ha rechazado el desafío de { $challenger }.
challenge-none-to-cancel = No hay ningún desafío abierto que retirar en este canal.
challenge-not-yours = Solo { $challenger } puede retirar este desafío.
challenge-withdrawn-from = { $challenger } ha retirado el desafío a { $opponent }.
challenge-withdrawn = { $challenger } ha retirado el desafío.
table-closed = { $opener } ha cerrado la mesa.

## Mesas (Throne). $opener, $who e $invited son nombres de jugadores; $seat, el color de una plaza.
table-open = { $opener } abre una mesa de { $game } para { $size } jugadores ({ $terms }; abierta durante { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }).
table-invited = { $invited }, tienes una invitación.
table-seat = { $number }. { $seat }: { $who }
table-seat-open = { $number }. { $seat }: libre
table-full-start = La mesa está completa; { $opener } empieza la partida con «Empezar» o /start.
table-join-or-start = Únete con el botón o /join; { $opener } empieza la partida con «Empezar» o /start.
table-join = Únete con el botón o /join; { $opener } puede empezar cuando haya { $min } sentados.
table-joins = { $who } ocupa la plaza { $seat }.
table-leaves = { $who } deja la mesa.

## El desarrollo de la partida ($who… son nombres de jugadores; $seat y $other, plazas; $game, un juego; $when, un momento en UTC).
host-player = { $who }
host-player-seat = { $who } ({ $seat })
host-command = /{ $verb }
host-ratings = Puntuaciones: { $changes }.
host-committed-first = Este tablero está desactualizado: otro cambio se guardó antes. Usa /board para ver la posición actual.
host-no-game-running = No hay ninguna partida en curso en este canal; empieza una con /challenge opponent:<name>.
host-no-game-yet = Todavía no se ha jugado ninguna partida en este canal; empieza una con /challenge opponent:<name>.
host-game-gone = Ya no alojo ese juego.
host-game-running-there = Ya hay una partida en curso allí.
host-game-not-read-back = No se ha podido volver a leer la nueva partida; inténtalo de nuevo.
host-button-unknown-game = Ese botón es de una partida que no conozco.
host-button-other-channel = Ese botón es de una partida de otro canal.
host-verb-elsewhere = /{ $verb } es un comando de { $games }; en este canal se juega a { $game }.
host-verb-nowhere = /{ $verb } no es un comando de ningún juego que yo aloje; en este canal se juega a { $game }.

## Fin de la partida fuera del tablero.
ending-no-draws = { $game } no tiene tablas: sigue jugando, o /resign.
ending-abort-event = Una partida de torneo no se puede anular; /resign la termina.
ending-abort-too-late = Demasiado tarde para anular: ya { $played ->
        [one] se ha jugado { $played } turno
       *[other] se han jugado { $played } turnos
    }. /resign termina la partida.
ending-aborted-result = Anulada por { $who } antes del segundo turno; sin resultado.
ending-aborted = { $who } ha anulado la partida antes del segundo turno. Sin resultado.
ending-resigned-result = { $who } ({ $seat }) ha abandonado; { $count ->
        [one] gana { $winners }
       *[other] ganan { $winners }
    }.
ending-resigns = { $who } ({ $seat }) abandona. { $count ->
        [one] { $winners } gana
       *[other] { $winners } ganan
    } la partida.
ending-your-opponent = Tu rival
ending-draw-already-offered = Ya has ofrecido tablas; la oferta sigue en pie hasta que tu rival responda o juegue un turno.
ending-draw-offered-you = { $offerer } ya te ha ofrecido tablas: /draw action:accept o /draw action:decline.
ending-ended-meanwhile = Esta partida ha terminado mientras tanto.
ending-draw-offer = { $who } ({ $seat }) ofrece tablas. { $others }, acepta con /draw action:accept o rechaza con /draw action:decline; jugar un turno las rechaza.
ending-no-draw-offer = No hay ninguna oferta de tablas que responder; ofrece tablas con /draw action:offer.
ending-own-offer = Esa oferta es tuya; solo { $others } puede responderla.
ending-draw-accepted = { $who } ({ $seat }) acepta las tablas. La partida termina en tablas.
ending-drawn-by-agreement = Tablas de mutuo acuerdo.
ending-draw-declined = { $who } ({ $seat }) rechaza las tablas. Seguimos jugando.
ending-engines-alone-result = { $who } ({ $seat }) { $how ->
        [resigned] ha abandonado
       *[timeout] se ha quedado sin tiempo
    }; solo quedaban las plazas del bot, así que la partida terminó ahí.
ending-engines-alone = Solo quedan las plazas del bot, así que la partida termina aquí: el bot no sigue jugando solo.

## El reloj.
clock-aborted = { $late } no ha jugado a tiempo antes del segundo turno: la partida se anula, sin resultado.
clock-aborted-result = Anulada: { $late } no jugó a tiempo antes del segundo turno (a las { $when }); sin resultado.
clock-at = (a las { $when })
clock-timeout = { $loser } ({ $seat }) se ha quedado sin tiempo. { $winner } ({ $other }) gana la partida.
clock-timeout-result = { $loser } ({ $seat }) se quedó sin tiempo a las { $when }; gana { $winner } ({ $other }).

## /history.
record-versus = { $first } contra { $second }
record-header = { $game }: { $players }
record-attached = (el historial completo va adjunto)
record-no-turns = Todavía no se ha jugado ningún turno.
record-description = El historial de la partida en notación.
record-page-line = La página de la partida: { $url }

## /replay.
replay-no-such-game = No hay ninguna partida { $id } en este servidor; /history muestra la partida de este canal.
replay-no-game-yet = Todavía no se ha jugado ninguna partida en este canal; empieza una con /challenge.
replay-cannot = El historial de esta partida no se puede reproducir; un admin puede revisarlo con `gamehost verify`.
replay-of = Repetición de la partida { $id } ({ $game }: { $players }), { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    }.
replay-alt = Una animación de la partida { $id } ({ $game }: { $players }), { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    }.
replay-skipped = Muestra los últimos { $shown }; faltan los primeros { $skipped }.

## Revancha.
rematch-still-running = Esa partida sigue en curso: termínala primero.
rematch-no-opponent = Esa partida no tenía rival.

## Desafíos que esperan o caducan.
challenge-table-open-here = { $opener } tiene una mesa abierta aquí; únete con /join, o espera a que empiece o se cierre.
challenge-already-challenged = { $challenger } ya ha desafiado a { $opponent } aquí; antes hay que responder o cancelar ese desafío.
challenge-open-here = { $challenger } tiene un desafío abierto aquí; antes hay que responderlo o cancelarlo.
challenge-table-expired = La mesa de { $game } de { $opener } se ha cerrado: nadie la empezó a tiempo. Abre otra con /challenge game:{ $name }.
challenge-expired-to = El desafío de { $challenger } a { $opponent } ha caducado sin respuesta. Vuelve a desafiar con /challenge.
challenge-expired = El desafío de { $challenger } ha caducado sin respuesta.
challenge-game-not-hosted = Ese juego ya no se aloja aquí.
challenge-name-opponent = Di a quién desafías, por ejemplo /challenge opponent:bob.

## Jugar.
play-wrong-game = Eso es /{ $verb } de { $game }; en este canal se juega a { $playing }: usa /{ $verb } { $name }.
play-moved-on = El turno que mostraba ese mensaje ya se ha jugado; aquí tienes la partida tal como está ahora.
play-unknown-game = No conozco esa partida.
play-retired-button = Ese botón es de una versión antigua del bot: pulsa Jugar o escribe /play.

## Turnos preparados.
staging-nothing-staged = No tienes nada preparado: prepara un turno con { $verbs }, o juega uno directamente con /turn.
staging-staged-first = Tienes { $staged } preparado: termínalo con /endturn o deshazlo con /undo primero.
staging-nothing = No tienes nada preparado.
staging-cleared = Tu turno preparado se ha borrado.
staging-old-preview = Esta vista previa está desactualizada: tu turno preparado ha cambiado desde entonces. Usa la vista previa más reciente, o /endturn.
staging-moved-on = Este tablero está desactualizado: la partida ha avanzado desde entonces. Usa /board para ver la posición actual.

## Elegir un turno paso a paso ($prompt, $so_far, $turn, $choices, $group y $first son palabras del juego).
choosing-chosen-since = Estas opciones están desactualizadas: has elegido desde entonces. Usa el mensaje más reciente, o /play.
choosing-no-such-choice = Ahora no hay opción { $n }: elige de 1 a { $count } (/play las muestra).
choosing-not-a-choice = Esa no es una de las opciones ahora: /play las muestra.
choosing-incomplete = Tu turno aún no está completo: { $prompt }
choosing-nothing-chosen = Todavía no has elegido nada.
choosing-step = { $game } · { $prompt }
choosing-so-far = Hasta ahora: { $so_far }.
choosing-complete = Completo: { $button } juega { $turn }.
choosing-choices = Opciones (/choose N): { $choices }.
choosing-menu = Elige…
choosing-menu-group = { $group }…
choosing-menu-run = { $number }. { $first }…

## La página web de una plaza.
seat-behind = Esta página estaba desactualizada: has elegido desde entonces en otra ventana, y ahora muestra tus elecciones.
seat-stale = Esta página estaba desactualizada: la partida ha avanzado, y ahora la muestra tal como está.
seat-fault = Algo ha fallado por mi parte y no se ha cambiado nada.
seat-draw-failed = Ahora mismo no he podido dibujar el tablero.
seat-not-done = Eso no se ha hecho.

# An engine seat's name in a game ($level is its level, $n its number among the game's engine seats).
engine-name = { $n ->
    [1] Bot (nivel { $level })
   *[other] Bot { $n } (nivel { $level })
}

# A game's button pressed in a direct message (a turn alert's): what
# everyone sees was posted in the game's channel ($channel, a link).
host-shown-in-channel = Hecho: se muestra en { $channel }.
host-told-from-channel = En { $channel } (se mostrará allí con el próximo comando):

# A challenge to a person in a direct message with the bot (no one else
# there could accept it).
challenge-direct-message = Aquí solo el bot puede jugar contigo: elígelo como rival, o reta a gente en un servidor.

# A table opened in a direct message with the bot that needs other people
# ($bots: the seats besides the opener's, which bots could take).
table-direct-message = Aquí solo el bot puede jugar contigo: dale los demás puestos con bots:{ $bots }, o abre una mesa en un servidor.
