# Spanish (es-ES). Glossary: command = comando, option = opción, value = valor, channel = canal, button = botón, menu = menú, game = partida (the kind of game: juego), side = bando, turn = turno, piece = pieza, level = nivel, event = torneo, round = ronda, table = mesa, seat = plaza, clock = reloj
# Un comando mal escrito: qué admite cada opción. $value es lo que se escribió
# (acortado); las listas de valores ($games, $sides, $times, $formats, $others)
# ya vienen unidas con «o»; $game es el título de un juego.

## /challenge, /replay, /draw, /rules, /archive y los demás.
parse-not-a-game = `game:{ $value }` no es un juego que yo organice por ahora: usa { $games }.
parse-unknown-member = No sé quién es `{ $value }`: nombra a un miembro de este canal.
parse-no-such-command = No existe el comando `/{ $value }`. Escribe /help para ver la lista.
## $verb es el comando; $options sus opciones, tal como se escriben.
parse-no-such-option = `/{ $verb }` no tiene la opción `{ $value }`; sus opciones son: { $options }.
parse-no-options = `/{ $verb }` no tiene la opción `{ $value }`; no admite ninguna.
parse-needs-opponent = `/challenge` necesita `opponent:`, como /challenge opponent:bob.
parse-players-not-a-table = `players:` es para juegos con mesa; { $game } es para dos.
## $min y $max son números de jugadores.
parse-not-a-table-size = `players:{ $value }` no es un tamaño de mesa: usa de { $min } a { $max }.
parse-no-side-to-choose = `side:{ $value }`: en { $game } las plazas se asignan por orden de llegada, así que no hay bando que elegir.
parse-not-a-side = `side:{ $value }` no es un bando: usa { $sides }.
parse-not-a-turn-time = `time:{ $value }` no es un tiempo por turno: usa { $times }.
parse-not-a-rated-answer = `rated:{ $value }` no es una respuesta: usa rated:true o rated:false.
parse-not-a-level = `level:{ $value }` no es un nivel: usa de 1 (rápido, flojo) a 5 (el más fuerte).
parse-bots-not-a-table = `bots:` es para juegos con mesa; en { $game }, desafía al propio bot, como /challenge opponent:engine.
## $max es un número de plazas.
parse-not-bot-seats = `bots:{ $value }` no es un número de plazas para el bot: usa de 1 a { $max }.
parse-not-a-game-number = `game:{ $value }` no es un número de partida: usa el número que muestra /history, como game:12.
parse-not-a-draw-action = `action:{ $value }` no es una acción de tablas: usa offer, accept o decline.
## $first es el nombre de un juego tal como se escribe (masters); $others los nombres de los demás juegos.
parse-not-a-piece = `piece:{ $value }` no es una pieza de ningún juego de aquí: `/rules game:{ $first }` (o { $others }) muestra las piezas de cada juego.
## $verb es el comando (/archive, /anonymous).
parse-not-on-or-off = `state:{ $value }` no es ni on ni off: usa { $verb } state:on o state:off.

## Una línea escrita (la consola), /choose y /press.
## $max es un número de caracteres.
parse-too-long = Ese comando es demasiado largo (más de { $max } caracteres).
parse-empty = Escribe un comando, como /help.
parse-no-slash = Los comandos empiezan por `/`, como /help; `{ $value }` no.
parse-choose-not-a-number = `/choose { $value }`: indica el número de una opción, como /choose 2 (/play las muestra), o un ID de menú y un valor.
parse-choose-needs = `/choose` necesita el número de una opción, como /choose 2 (/play las muestra), o un ID de menú y un valor, como /choose g:1:0:cs:p:0:~0 e9.
parse-not-my-menu = Ese menú no es mío.
parse-press-needs = `/press` necesita un ID de botón, como /press g:1:4:endturn.
parse-press-one = `/press` admite un solo ID de botón y nada más, como /press g:1:4:endturn.
parse-not-my-button = Ese botón no es mío.
parse-not-an-option = `{ $value }` no es una opción: escribe nombre:valor, como from:E2.
parse-option-twice = La opción `{ $value }` aparece dos veces.

## /tournament.
event-needs-action = `/tournament` necesita `action:` (create, join, leave, start, standings, withdraw, pause, resume o end), como /tournament action:standings.
event-withdraw-needs-player = Indica a quién retiras, como /tournament action:withdraw player:bob.
event-not-an-action = `action:{ $value }` no es una acción de torneo: usa create, join, leave, start, standings, withdraw, pause, resume o end.
event-not-a-format = `format:{ $value }` no es un formato: usa { $formats }.
event-tables-only = { $game } se juega en mesas de hasta cuatro: sus torneos usan format:tables.
event-tables-not-for-two = format:tables es para juegos de más de dos; { $game } es para dos: usa swiss, roundrobin, double, knockout o arena.
## $max es un número de rondas.
event-not-rounds = `rounds:{ $value }` no es un número de rondas: usa de 1 a { $max }.
event-rounds-not-here = `rounds:` es para torneos suizos y en mesas; los demás formatos deciden sus propias rondas.
event-needs-clock = Las partidas de un torneo necesitan reloj (quien no se presenta pierde por tiempo): usa un tiempo como time:1d.
event-not-starts = `starts:{ $value }` no es un tiempo desde ahora: usa minutos, horas o días, como starts:30m o starts:2d.
event-length-not-here = `length:` es para torneos arena: cuánto tiempo se emparejan partidas nuevas.
event-not-length = `length:{ $value }` no es una duración: usa minutos, horas o días, como length:1h.
event-draws-not-here = `draws:` es para torneos eliminatorios: qué decide una partida en tablas.
event-not-draw-rule = `draws:{ $value }` no es una regla de tablas: usa replay (se vuelve a jugar con las plazas invertidas) o seed (pasa el cabeza de serie más alto).
