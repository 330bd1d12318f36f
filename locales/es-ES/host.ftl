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
host-half-time-gone = { $movers }: ya ha pasado la mitad del tiempo de este turno de { $game } ({ $per_turn } por turno); vence { $when }.

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
