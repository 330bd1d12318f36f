# Spanish (es-ES). Glossary: move = jugada, turn = turno, piece = pieza, square = casilla, game = partida (the kind of game: juego), challenge = desafío (desafiar); rated = puntuable, seat = plaza, table = mesa

# What the host says about any game: commands, refusals, challenges,
# clocks, ratings, events.

## Something broke on the bot's side; nothing was changed.
host-fault = Algo ha fallado por mi parte y no se ha cambiado nada; un admin puede revisar las partidas con `gamehost verify`.
host-store-failed = Algo ha fallado por mi parte y no se ha cambiado nada. Inténtalo de nuevo.
host-picture-failed = Tu comando se ha ejecutado, pero no he podido dibujar la imagen.

## Clocks. $movers are the names of who is on turn, $when a moment.
host-turn-due = { $movers }: este turno vence { $when }.
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
