# Spanish (es-ES). Glossary: move = jugada (a piece's way of moving: movimiento), turn = turno, piece = pieza, square = casilla, game = partida (the kind of game: juego), challenge = desafío (desafiar); stage = preparar, claim = toma de control, draw = tablas, rated = puntuable, rating = puntuación, seat = plaza, rank = fila, puppeteer = titiritero, witch = bruja, commander = comandante, pawn = peón, infiltrator = infiltrado, shells = conchas, value = valor, loadout = equipamiento, slot = ranura, element = elemento, augmentor = potenciador, offense = habilidad ofensiva, temporal ability = habilidad temporal; element and ability names stay English

# Slash commands' descriptions, as Discord shows them beside each command
# and option (at most 100 characters; names and choices stay English so
# `/move from:E2 to:E4` reads the same everywhere). A description several
# commands share is written once and referenced.

## A description of a command only some games have, naming them.
## $games is the games' titles as a list, $about the description.
command-for-games = { $games }: { $about }
## A game's title in such a list.
game-title = { $title }

## The host's commands.
command-challenge = Desafía a alguien a una partida en este canal (Throne: abre una mesa de 2–4)
command-challenge-opponent = A quién desafías (en una mesa: a quién invitas; cualquiera puede unirse)
command-challenge-game = Qué juego (por defecto: el primero de /help)
command-challenge-side = Tu bando (por defecto: a cara o cruz)
command-challenge-players = Juegos con mesa: plazas, de 2 a 4 (por defecto: el máximo)
command-challenge-time = Tiempo por turno (por defecto 1 día); quien tiene el turno pierde si se le acaba
command-challenge-rated = Si la partida es puntuable (por defecto true; false: partida amistosa)
command-challenge-level = Contra el bot: su fuerza, de 1 (rápido, flojo) a 5 (el más fuerte); por defecto 3
command-challenge-bots = Juegos con mesa: plazas que el bot ocupa de entrada, 1–3 (al nivel de level:)
command-accept = Acepta el desafío que te han hecho
command-decline = Rechaza el desafío que te han hecho
command-cancel = Retira tu desafío
command-join = Ocupa una plaza en la mesa abierta
command-leave = Deja tu plaza en la mesa abierta
command-start = Empieza la partida de la mesa (quien la abrió, cuando haya 2 o más sentados)
command-board = Muestra el tablero a todos
command-game = De quién es el turno, tomas de control, ofertas, capturas y la posición (en privado)
command-history = El historial de la partida (en privado)
command-play = Juega tu turno eligiendo paso a paso, sin escribir (en privado)
command-undo = Borra tu turno preparado
command-endturn = Juega tu turno preparado
command-resign = Abandona la partida
command-abort = Anula la partida antes de su segundo turno, sin resultado
command-draw = Ofrece, acepta o rechaza tablas
command-draw-action = offer, accept o decline
command-rules = Las reglas de un juego; con una pieza, cómo se mueve
command-rules-game = Qué juego (por defecto: el de este canal)
command-rules-piece = La pieza que quieres ver
command-leaderboard = Los diez jugadores con mejor puntuación de un juego en este servidor, y tu puesto
command-leaderboard-game = { command-rules-game }
command-profile = Puntuaciones, victorias, derrotas, tablas, racha y últimas cinco partidas de un jugador
command-profile-user = De quién (por defecto: tú)
command-archive = Publica las partidas del servidor en la web, o deja de hacerlo (quien lo gestiona)
command-archive-state = on u off
command-anonymous = Aparece como «anónimo» en los archivos web de este bot, o de nuevo con tu nombre
command-anonymous-state = { command-archive-state }
command-language = El idioma en que te respondo, o el de los mensajes públicos de este servidor
command-language-locale = Un idioma, o auto para seguir tu configuración de Discord
command-language-for = Solo tú, o el servidor (quien lo gestiona) (por defecto: tú)
command-notify = Avisos de turno por DM: cada turno, solo con poco tiempo, resumen diario o desactivados
command-notify-mode = every (tus turnos y poco tiempo), low (solo poco tiempo), digest (una vez al día) u off
command-notify-game = Solo para este juego (por defecto: todos los juegos)
command-notify-quiet = Horas de silencio, como 22-07 (requiere zone:)
command-notify-zone = Tu zona horaria, como Europe/Berlin
command-notify-low = Avisar cuando queden menos minutos (por defecto: un cuarto del turno, máximo 60)
command-replay = Una partida como imagen animada (la última del canal, o una por su número)
command-replay-game = El número de la partida, como lo muestra /history (por defecto: la última del canal)
command-analyse = El análisis del bot de una partida terminada (la última del canal, o una por su número)
command-analyse-game = El número de la partida, como lo muestra /history (por defecto: la última del canal)
command-tournament = Torneos: create, join, leave, start, standings; organizador: withdraw, pause, resume, end
command-tournament-action = Qué hacer
command-tournament-game = create: qué juego (por defecto: el primero de /help)
command-tournament-format = create: swiss (por defecto), roundrobin, double, knockout, arena; Throne: tables
command-tournament-rounds = create: rondas de suizo y tables (por defecto: las justas para un ganador claro)
command-tournament-time = create: tiempo por turno en cada partida (por defecto 1 día); el ausente pierde por tiempo
command-tournament-starts = create: empieza solo pasado este tiempo, como 30m, 2h o 1d (por defecto: al iniciarlo)
command-tournament-length = create: solo arena, cuánto tiempo se emparejan partidas nuevas, como 1h (por defecto 1h)
command-tournament-draws = create: solo knockout; en tablas se repite (por defecto) o pasa el mejor cabeza de serie
command-tournament-player = join (el organizador inscribe a alguien, o al bot) o withdraw: quién
command-tournament-level = join con player: el bot: su nivel, de 1 (rápido) a 5 (el más fuerte)
command-help = Los comandos y cómo funciona un turno

## Masters
command-masters-move = Prepara una jugada; verás una vista previa privada antes de terminar tu turno
command-masters-move-from = La casilla de la pieza, como E2
command-masters-move-to = Adónde va, como E4
command-masters-move-promote = En qué se convierte una pieza al llegar a su última fila
command-masters-claim = Prepara una toma de control con tu titiritero; sin objetivo, muestra las posibles
command-masters-claim-target = La casilla de la pieza enemiga, como F9
command-masters-inherit = Responde a la oferta de herencia de tu bruja
command-masters-inherit-choice = accept, decline o la pieza cuyos movimientos heredar
command-masters-turn = Juega un turno entero con un solo comando
command-masters-turn-move = Una jugada, como E2-E4
command-masters-turn-claim = El objetivo de una toma de control, como F9
command-masters-turn-inherit = Tu respuesta a la oferta de la bruja
command-masters-turn-promote = { command-masters-move-promote }

## Regions chess
command-regions-pick = Elige a tu infiltrado secreto, una pieza enemiga (solo tú lo ves)
command-regions-pick-piece = La casilla de la pieza enemiga, como e9
command-regions-move = { command-masters-move }
command-regions-move-from = { command-masters-move-from }
command-regions-move-to = { command-masters-move-to }
command-regions-move-promote = { command-masters-move-promote }
command-regions-move-carry = El peón que tu comandante lleva consigo
command-regions-move-carry_promote = En qué se convierte el peón llevado al llegar a su última fila
command-regions-reveal = Revela a tu infiltrado (cuando ya haya habido un jaque); termina tu turno
command-regions-turn = { command-masters-turn }
command-regions-turn-move = { command-masters-turn-move }
command-regions-turn-promote = { command-masters-move-promote }
command-regions-turn-carry = { command-regions-move-carry }
command-regions-turn-carry_promote = { command-regions-move-carry_promote }

## Throne
command-throne-throw = Lanza las conchas de tu ronda
command-throne-move = Mueve una pieza con algunos de tus valores a la vez
command-throne-move-piece = Dónde está la pieza (home, 1–12, red-1 …)
command-throne-move-kind = soldier, unit o squad, si hay varias piezas ahí
command-throne-move-values = Los valores que gastas, como 6+5

## Elemental chess
command-elemental-loadout = Elige y fija tu equipamiento secreto (piece: fija una pieza, solo Lightning)
command-elemental-loadout-element = Tu elemento
command-elemental-loadout-augmentor = El potenciador que lleva cada pieza (o esta pieza, con piece:)
command-elemental-loadout-offense = Habilidad ofensiva
command-elemental-loadout-temporal = Habilidad temporal
command-elemental-loadout-piece = Lightning: la pieza a la que van estas ranuras, como e2
command-elemental-move = { command-masters-move }
command-elemental-move-from = { command-masters-move-from }
command-elemental-move-to = { command-masters-move-to }
command-elemental-move-promote = { command-masters-move-promote }
command-elemental-move-chain = Chain Kill: la pieza aliada al final de la cadena desde la que capturar, como c3
command-elemental-move-dk = Double Kill: el enemigo que retirar junto a la casilla de la captura, como g7
command-elemental-move-qk = Quantum Kill: el enemigo que retirar, como a7
command-elemental-move-bdk = Fire, Blaze Rush: el objetivo del Double Kill extra, como g7
command-elemental-move-bqk = Fire, Blaze Rush: el objetivo del Quantum Kill extra, como a7
command-elemental-move-res = Resurrection: la pieza perdida que vuelve y dónde, como knight@b1
command-elemental-move-lock = Temporal Lock: la pieza enemiga que bloquear, como d7
command-elemental-move-then = Tras la jugada: el Quantum Step y luego los pasos, como f4, f4,g5 o b4,a4,b5 (E93)
command-elemental-move-rj = Lightning, Raijin: la captura tras el Quantum Step, como f5 o f8=q,dk:g7
command-elemental-move-laugh = Schrödinger's Laugh: copia la pieza en to: en vez de moverla
command-elemental-move-face = Orientaciones de Block Piece, como north o e2=north
command-elemental-turn = { command-masters-turn }
command-elemental-turn-move = { command-masters-turn-move }
command-elemental-turn-promote = { command-masters-move-promote }
command-elemental-turn-chain = { command-elemental-move-chain }
command-elemental-turn-dk = { command-elemental-move-dk }
command-elemental-turn-qk = { command-elemental-move-qk }
command-elemental-turn-bdk = { command-elemental-move-bdk }
command-elemental-turn-bqk = { command-elemental-move-bqk }
command-elemental-turn-res = { command-elemental-move-res }
command-elemental-turn-lock = { command-elemental-move-lock }
command-elemental-turn-then = { command-elemental-move-then }
command-elemental-turn-rj = { command-elemental-move-rj }
command-elemental-turn-laugh = { command-elemental-move-laugh }
command-elemental-turn-face = { command-elemental-move-face }
command-mygames = Tus partidas en curso en todos los servidores: a quién le toca, para cuándo, dónde (en privado)
command-puzzle = Un problema de las partidas del servidor (u otras) para resolver aquí; daily:on publica uno al día
command-puzzle-game = Problemas de qué juego (por defecto: cualquiera)
command-puzzle-daily = Publica aquí un problema cada día, o deja de hacerlo (quien gestiona el servidor)
