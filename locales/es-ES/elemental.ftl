# Spanish (es-ES). Glossary: loadout = equipamiento, slot = ranura, augmentor = potenciador, offense = habilidad ofensiva, temporal = habilidad temporal, lock in = fijar, turn = turno, move = jugada, piece = pieza, square = casilla, rank (of a piece) = rango, check = jaque, checkmate = jaque mate, stalemate = ahogado, draw = tablas, ply = media jugada, knockback = retroceso, White/Black = Blancas/Negras.
# Elemental chess: sus palabras, turnos, rechazos, reglas e imágenes. Los nombres de elementos y habilidades siguen en inglés (nombres propios).

## Sides, pieces, facings.
-elemental-white = Blancas
-elemental-black = Negras
elemental-side-white = { -elemental-white }
elemental-side-black = { -elemental-black }
-elemental-pawn = peón
-elemental-knight = caballo
-elemental-bishop = alfil
-elemental-rook = torre
-elemental-queen = dama
-elemental-king = rey
elemental-piece-pawn = { -elemental-pawn }
elemental-piece-knight = { -elemental-knight }
elemental-piece-bishop = { -elemental-bishop }
elemental-piece-rook = { -elemental-rook }
elemental-piece-queen = { -elemental-queen }
elemental-piece-king = { -elemental-king }
## The same names starting a sentence.
elemental-piece-pawn-start = Peón
elemental-piece-knight-start = Caballo
elemental-piece-bishop-start = Alfil
elemental-piece-rook-start = Torre
elemental-piece-queen-start = Dama
elemental-piece-king-start = Rey
elemental-facing-north = norte
elemental-facing-east = este
elemental-facing-south = sur
elemental-facing-west = oeste

## Elements and abilities (proper names, English everywhere).
-elemental-fire = Fire
-elemental-water = Water
-elemental-earth = Earth
-elemental-air = Air
-elemental-lightning = Lightning
-elemental-light = Light
-elemental-shadow = Shadow
-elemental-side-step = Side Step
-elemental-block-piece = Block Piece
-elemental-quantum-step = Quantum Step
-elemental-stalwart = Stalwart
-elemental-belligerent = Belligerent
-elemental-indomitable = Indomitable
-elemental-double-kill = Double Kill
-elemental-quantum-kill = Quantum Kill
-elemental-chain-kill = Chain Kill
-elemental-poisonous-meat = Poisonous Meat
-elemental-do-over = Do-Over
-elemental-resurrection = Resurrection
-elemental-temporal-lock = Temporal Lock
-elemental-schrodingers-laugh = Schrödinger's Laugh
-elemental-sturdy = Sturdy
-elemental-bastion = Bastion
-elemental-mist-shroud = Mist Shroud
-elemental-blaze-rush = Blaze Rush
-elemental-flood-wake = Flood Wake
-elemental-sadist-streak = Sadist Streak
-elemental-raijin = Raijin
elemental-element-fire = { -elemental-fire }
elemental-element-water = { -elemental-water }
elemental-element-earth = { -elemental-earth }
elemental-element-air = { -elemental-air }
elemental-element-lightning = { -elemental-lightning }
elemental-element-light = { -elemental-light }
elemental-element-shadow = { -elemental-shadow }
elemental-augmentor-side-step = { -elemental-side-step }
elemental-augmentor-block-piece = { -elemental-block-piece }
elemental-augmentor-quantum-step = { -elemental-quantum-step }
elemental-augmentor-stalwart = { -elemental-stalwart }
elemental-augmentor-belligerent = { -elemental-belligerent }
elemental-augmentor-indomitable = { -elemental-indomitable }
elemental-offense-double-kill = { -elemental-double-kill }
elemental-offense-quantum-kill = { -elemental-quantum-kill }
elemental-offense-chain-kill = { -elemental-chain-kill }
elemental-offense-poisonous-meat = { -elemental-poisonous-meat }
elemental-temporal-do-over = { -elemental-do-over }
elemental-temporal-resurrection = { -elemental-resurrection }
elemental-temporal-temporal-lock = { -elemental-temporal-lock }
elemental-temporal-schrodingers-laugh = { -elemental-schrodingers-laugh }
elemental-sturdy-name = { -elemental-sturdy }
elemental-mist-shroud-name = { -elemental-mist-shroud }
elemental-flood-wake-name = { -elemental-flood-wake }
elemental-sadist-streak-name = { -elemental-sadist-streak }
elemental-raijin-name = { -elemental-raijin }
elemental-blaze-double-kill = { -elemental-double-kill } de { -elemental-blaze-rush }
elemental-blaze-quantum-kill = { -elemental-quantum-kill } de { -elemental-blaze-rush }
elemental-empty-slot = una ranura vacía
elemental-slot-augmentor = potenciador
elemental-slot-offense = habilidad ofensiva
elemental-slot-temporal = habilidad temporal

## What removed a piece or blocked a capture, with its rule.
elemental-by-double-kill = { -elemental-double-kill } (E32)
elemental-by-quantum-kill = { -elemental-quantum-kill } (E32)
elemental-by-poisonous-meat = { -elemental-poisonous-meat } (E32)
elemental-by-blaze-double-kill = { -elemental-double-kill } de { -elemental-blaze-rush } (E10)
elemental-by-blaze-quantum-kill = { -elemental-quantum-kill } de { -elemental-blaze-rush } (E10)
elemental-by-sadist-streak = { -elemental-sadist-streak } (E24)
elemental-by-flood-wake = { -elemental-flood-wake } (E11)
elemental-blocker-cone = { -elemental-block-piece } (E25)
elemental-blocker-stalwart = { -elemental-stalwart } (E28)
elemental-blocker-belligerent = { -elemental-belligerent } (E29)
elemental-blocker-sturdy = { -elemental-sturdy } (E14)
elemental-blocker-solid = una pieza que no se puede atravesar (E3, E62)
elemental-blocker-solid-short = una pieza que no se puede atravesar

## Loadouts. $element, $army, $slots, $first… are names of elements and abilities; $square a square.
elemental-loadout = { $element }; ejército: { $army }
elemental-loadout-piece = ; { $square }: { $slots }
elemental-no-slots = sin ranuras
elemental-slots-one = { $first }
elemental-slots-two = { $first }, { $second }
elemental-slots-three = { $first }, { $second }, { $third }
elemental-concealed = ; oculto (E12): { $parts }
elemental-code = { $code }
elemental-name = { $player }
elemental-nothing = {""}
elemental-none = ninguno
elemental-not-chosen = sin elegir
elemental-player-side = { $player } ({ $side })
elemental-choose-loadout = Elegir equipamiento

## Setting up.
elemental-game-on = ¡Empieza la partida! { $white } ({ -elemental-white }) contra { $black } ({ -elemental-black }), Elemental chess. Primero cada uno elige en secreto un equipamiento: un elemento y un potenciador para su ejército (E4). Pulsa Elegir equipamiento o escribe /loadout element:… augmentor:…. Nadie ve ningún equipamiento hasta que los dos estén fijados.
elemental-choose-first = Primero elige tu equipamiento: pulsa Elegir equipamiento o escribe /loadout element:earth augmentor:block-piece (E4).
elemental-opponent-choosing = Tu rival aún está eligiendo su equipamiento; la partida empieza en cuanto lo fije (E6).
elemental-loadouts-cannot-change = Los dos equipamientos están fijados; no pueden cambiar durante la partida (E6). Míralos con /game.
elemental-locked-in-already = Ya has fijado tu equipamiento; la partida empieza cuando los dos lo hayáis hecho (E6).
elemental-element-first = Primero elige un elemento (/loadout element:earth, o pulsa Elegir equipamiento).
elemental-not-a-choice-here = «{ $value }» no es una opción aquí.
elemental-not-my-menu = Ese menú no es mío.
elemental-holds-none-of-your-pieces = Al empezar no hay ninguna pieza tuya en { $square }.
elemental-only-lightning-add-element = Solo Lightning (Overload, E18) elige ranuras por pieza: añade element:lightning.
elemental-only-lightning-per-piece = Solo Lightning (Overload, E18) elige ranuras por pieza.
elemental-not-in-the-game-yet-named = { $name } aún no está en el juego; /rules game:elemental muestra lo que sí está.
elemental-loadout-pair = Dos habilidades de este equipamiento se necesitan entre sí (E51).
elemental-not-a-loadout = Eso no es un equipamiento.
elemental-draft = Elemento: { $element } · potenciador: { $augmentor } · ofensiva: { $offense } · temporal: { $temporal }
elemental-draft-per-piece = {" "}· por pieza: { $pieces }
elemental-set-only-you = Guardado (solo tú lo ves).
elemental-lock-in-lightning = Fíjalo con /loadout element:lightning y las ranuras del ejército.
elemental-you-locked-in = Has fijado:
elemental-only-you-see-it = Solo tú lo ves hasta que los dos estén fijados (E6).
elemental-both-locked-in = Los dos equipamientos están fijados (E6).
elemental-moves-first = { $player } ({ $side }) mueve primero. Los emblemas, insignias y puntos del tablero: /rules piece:board.
elemental-moves-first-how = { $player } ({ $side }) mueve primero: /move from:e2 to:e4. Los emblemas, insignias y puntos del tablero: /rules piece:board.
elemental-locked-in-waiting = { $player } ({ $side }) ha fijado un equipamiento; esperando a { $other }.

## /game and the status line.
elemental-game-over = Partida terminada:
elemental-choosing-loadouts-waiting = Eligiendo equipamientos: esperando a { $players }.
elemental-status = Jugada { $number } · mueven las { $side } ({ $player }).
elemental-describe-players = Elemental chess: { $white } ({ -elemental-white }) contra { $black } ({ -elemental-black }).
elemental-locked-in = fijó:
elemental-your-loadout = Tu equipamiento (solo tú lo ves hasta que los dos estén fijados):
elemental-has-locked-in = { $player } ha fijado un equipamiento.
elemental-still-choosing = { $player } aún está eligiendo.
elemental-in-check = Las { $side } están en jaque.
elemental-has-lost = Las { $side } han perdido: { $pieces }.
elemental-position = Posición: `{ $fen }`
elemental-seed-shown = Semilla del generador: { $seed } (SplitMix64, E41): con ella puedes reproducir los retrocesos.
elemental-seed-hidden = Los retrocesos se sortean con el generador de la partida; su semilla queda oculta hasta el final (E41).
elemental-loadouts-shown-at-end = Los equipamientos, ahora que la partida ha terminado (E99):
elemental-had-not-locked-in = { $player } ({ $side }) no había fijado ningún equipamiento.

## The record. $turn and $loadout are notation.
elemental-record-tried = intentó { $turn }: una habilidad oculta lo impidió y quedó revelada (E53)
elemental-record-stopped = un turno que impidió una habilidad oculta; la habilidad quedó revelada (E53)
elemental-record-locked-in-own = fijó { $loadout } (solo tú lo ves)
elemental-record-locked-in = fijó { $loadout }
elemental-record-locked-in-water = fijó un equipamiento de Water (oculto, E12)

## Refusals of a command's options. $value is what was typed.
elemental-not-one-to-choose = `{ $key }:{ $value }` no es una opción: usa { $choices }.
elemental-not-a-list-of-steps = `{ $option }:{ $value }` no es una lista de pasos: da de una a tres casillas en orden, primero la del Quantum Step, como { $option }:f4, { $option }:f4,g5 o { $option }:b4,a4,b5 (E93).
elemental-not-a-facing = `{ $option }:{ $value }` no es una orientación: usa north, east, south o west, o casilla=dirección como { $option }:e2=north.
elemental-not-a-returned-piece = `res:{ $value }` no es una pieza que vuelve: da una pieza y una casilla, como knight@b1.
elemental-not-raijins-capture = `rj:{ $value }` no es una captura de Raijin: da una casilla, como f5 o f8=q,dk:g7.
elemental-not-a-square = «{ $value }» no es una casilla: usa una columna a–h y una fila 1–8, como e4.
elemental-move-to-another-square = Una jugada tiene que ir a otra casilla.
elemental-not-a-promotion = `promote:{ $value }` no es una opción: usa queen, rook, bishop o knight.
elemental-a-facing-is = Una orientación es north, east, south o west.
elemental-not-your-turn = Es el turno de { $player } ({ $side }); espera su jugada.
elemental-turn-needs-a-move = Un turno necesita una jugada, como /turn move:e2-e4.
elemental-nothing-staged = No tienes ninguna jugada preparada: prepara una con /move o juega de una vez con /turn move:e2-e4.

## A turn: the channel's line, its events, the ending. $on is "on e5" (elemental-on).
elemental-on = en { $square }
elemental-on-also = en { $square } (también en { $other })
elemental-turn-line = Jugada { $number } · { $side } ({ $player }): { $turn }
elemental-story-takes = { $piece } captura { $victim } { $on }
elemental-story-moves = { $piece } { $from }-{ $to }
elemental-story-castles-king-side = Enroque corto
elemental-story-castles-queen-side = Enroque largo
elemental-story-captured = captura { $piece } { $on }
elemental-story-promotes = promociona a { $piece } en { $square }
elemental-story-blocked = { $attacker } no puede capturar { $defender } { $on }: { $by }
elemental-story-sturdy-used = { -elemental-sturdy } salva la pieza { $on }
elemental-story-knocked-back = { -elemental-bastion } la hace retroceder a { $to }
elemental-story-knocked-back-also = { -elemental-bastion } la hace retroceder (también en { $other }) a { $to }
elemental-story-removed = { $by } retira { $piece } { $on }
elemental-story-sturdy-saved = { -elemental-sturdy } salva de { $by }: { $piece } { $on }
elemental-story-resurrected = { -elemental-resurrection } devuelve { $piece } a { $square }
elemental-story-locked = { -elemental-temporal-lock } inmoviliza { $piece } { $on }
elemental-story-passed = Las { $side } pasan, todas sus jugadas bloqueadas
elemental-story-marked = { -elemental-sadist-streak } marca { $piece } { $on }
elemental-story-raijin-takes = { -elemental-raijin } captura { $piece } { $on }
elemental-story-do-over = ¡{ -elemental-do-over }! El tablero retrocede { $plies } { $plies ->
        [one] media jugada
       *[other] medias jugadas
    }
elemental-story-blinded = Blinding: mueven las { $side }
elemental-story-stopped = { $piece } no puede pasar por la pieza en { $square }
elemental-story-revealed = Las { $side } revelan { $ability }
elemental-story-stepped = da un paso a { $square }
elemental-story-swapped = { -elemental-quantum-step } se intercambia con { $square }
elemental-event-moved = { $side }: { $piece } { $from }-{ $to }.
elemental-event-castled-king-side = Las { $side } enrocan corto.
elemental-event-castled-queen-side = Las { $side } enrocan largo.
elemental-event-captured = Las { $side } pierden una pieza { $on }: { $piece }.
elemental-event-promoted = El peón de { $square } promociona a { $piece }.
elemental-event-promoted-displaced = El peón desplazado a { $square } promociona a dama (E50).
elemental-event-stopped = La pieza de { $from } ({ $piece }) no puede pasar por la pieza en { $square }: no se puede atravesar, así que se queda donde está y el turno termina (E3, E62).
elemental-event-revealed = Las { $side } revelan su habilidad oculta { $ability } (E12).
elemental-event-blocked = La pieza de { $from } ({ $attacker }) no puede capturar la pieza { $on } ({ $defender }): lo impide { $by } y la captura no se produce (E30).
elemental-event-sturdy-used = La pieza { $on } sobrevive: gasta su { -elemental-sturdy } (E14).
elemental-event-knocked-back = { -elemental-bastion } hace retroceder al atacante de { $from } a { $to } (E13).
elemental-event-knocked-back-also = { -elemental-bastion } hace retroceder al atacante (también en { $other }) de { $from } a { $to } (E13).
elemental-event-knockback-cancelled = El retroceso sorteado para el atacante en { $square } dejaría expuesto a su rey, así que se queda donde está (E40).
elemental-event-stepped = Da un paso { $from }-{ $to }.
elemental-event-swapped = { -elemental-quantum-step }: se intercambia con la pieza aliada de { $with } y se queda allí; la aliada va a { $from } (E27).
elemental-event-poisoned = { -elemental-poisonous-meat }: la pieza { $on } ({ $piece }) capturó una pieza envenenada ({ $victim }) (E32).
elemental-event-removed = { $by } retira una pieza de las { $side } { $on }: { $piece }.
elemental-event-sturdy-saved = La pieza { $on } ({ $piece }) sobrevive a { $by }: gasta su { -elemental-sturdy } (E14).
elemental-event-resurrected = { -elemental-resurrection } devuelve una pieza de las { $side } a { $square }: { $piece } (E35).
elemental-event-locked = { -elemental-temporal-lock }: la pieza de las { $side } { $on } ({ $piece }) no puede moverse en los 2 próximos turnos de su bando (E36).
elemental-event-marked-second = { -elemental-sadist-streak } marca la pieza de las { $side } { $on } ({ $piece }): se retirará en el segundo turno de su bando a partir de ahora, junto con cada pieza de su bando que tenga al lado en ese momento (E24).
elemental-event-marked-third = { -elemental-sadist-streak } marca la pieza de las { $side } { $on } ({ $piece }): se retirará en el tercer turno de su bando a partir de ahora, ella sola (E24).
elemental-event-raijin = { -elemental-raijin }: tras su Quantum Step, la pieza de { $from } captura una vez más, en { $to } (E19).
elemental-event-do-over = ¡{ -elemental-do-over }! Lo activa una pieza de las { $side } ({ $piece }): este turno se descarta y el tablero retrocede { $plies } { $plies ->
        [one] media jugada
       *[other] medias jugadas
    } (E34).
elemental-event-blinded = Blinding: mueven las { $side } (E21).
elemental-event-passed = Las { $side } pasan: todas sus jugadas están bloqueadas (E36).
elemental-event-faced = El { -elemental-block-piece } de { $square } ahora mira al { $facing }.
elemental-event-decided = { $ability }, habilidad de las { $side } oculta hasta ahora, deja a las { $other } sin ningún turno legal (E97).
elemental-event-checkmate = Jaque mate: ganan las { $side }.
elemental-event-stalemate = Ahogado: tablas (E1).
elemental-event-seventy-five-moves = Tablas por la regla de las 75 jugadas: 150 medias jugadas sin captura, retirada, uso de Sturdy ni movimiento de peón (E1).
elemental-event-fivefold = Tablas: la misma posición por quinta vez (E1).
elemental-decided-by = : por { $abilities } de las { $side } (sin revelar, E12), las { $other } se quedaron sin turno legal (E97)
elemental-wins-by-checkmate = { $player } ({ $side }) gana por jaque mate{ $decided }.
elemental-checkmate-line = ¡Jaque mate! { $result }
elemental-drawn-by-stalemate = Tablas por ahogado (E1){ $decided }.
elemental-drawn-by-seventy-five-moves = Tablas por la regla de las 75 jugadas (E1).
elemental-drawn-by-fivefold = Tablas por quíntuple repetición (E1).
elemental-rejected = { $player } ({ $side }) eligió un turno que impide una habilidad oculta (E53):
elemental-no-other-legal-turn = Las { $side } no tienen otro turno legal.
elemental-plays-another-turn = Las { $side } juegan otro turno.

## A staged turn's preview. $by is what blocks (elemental-blocker-…), $directions a count.
elemental-staged = Turno preparado: { $turn }. La imagen lo marca en el tablero: la casilla de salida oscurecida, un fantasma donde cae una pieza, corchetes sobre la pieza que captura, puntos en las casillas por las que pasa. Pulsa Terminar turno (o /endturn) para jugarlo, Deshacer (/undo) para empezar de nuevo.
elemental-this-turn = Este turno:
elemental-blocked-sturdy = Captura bloqueada: tu { $attacker } no puede capturar la pieza de { $square } ({ $victim }); lo impide { $by } (E30). Su Sturdy se gasta, tu { $attacker } se queda en { $from } y tu turno termina.
elemental-blocked-bastion = Captura bloqueada: tu { $attacker } no puede capturar la pieza de { $square } ({ $victim }); lo impide { $by } (E30). Bastion hace retroceder a tu { $attacker } (E13): una de { $directions } direcciones y de 1 a 3 casillas, sorteadas al terminar el turno; si el destino dejara expuesto a tu rey, se anula (E40).

## The picture's header.
elemental-headline-move = Jugada { $number } · mueven las { $side }
elemental-headline-checkmate = Jaque mate · ganan las { $side }
elemental-headline-stalemate = Ahogado · tablas
elemental-headline-seventy-five-moves = Regla de las 75 jugadas · tablas
elemental-headline-fivefold = Quíntuple repetición · tablas
elemental-headline-choosing = Eligiendo equipamientos
elemental-headline-ended = Partida terminada · { $ended }

## /rules.
elemental-kind-elements = Elementos
elemental-kind-augmentors = Potenciadores
elemental-kind-offense = Habilidades ofensivas
elemental-kind-temporal = Habilidades temporales
elemental-coming-later = Más adelante: { $names }.
elemental-not-in-the-game-yet = (Aún no está en el juego.)
elemental-rules = Elemental chess: ajedrez (enroque, captura al paso, promoción; el jaque mate gana; el ahogado, la regla de las 75 jugadas y la quíntuple repetición son tablas, E1) con un equipamiento secreto por ejército.
    Antes de la primera jugada, cada jugador elige un elemento y un potenciador, una habilidad ofensiva y una temporal; todas sus piezas los llevan (E4). Nadie ve ningún equipamiento hasta que los dos estén fijados (E6).
    El jaque cuenta toda captura según las reglas de movimiento, incluso una que una habilidad bloquearía (E1a); una captura bloqueada solo es legal si tiene algún efecto: gastar Sturdy o un retroceso de Bastion (E30).
    Un turno: /move from: to: [promote:] [chain:c3 Chain Kill] [dk:g7 Double Kill] [qk:a7 Quantum Kill] [bdk: bqk: Blaze Rush] [res:knight@b1 Resurrection] [lock:d7 Temporal Lock] [then:f4,g5 para Side Step, Tailwind o Quantum Step; then:b4,a4,b5 un Quantum Step y dos pasos, E93] [rj:f5 la captura de Raijin después] [laugh:yes Schrödinger's Laugh sobre to:] [face:e2=north para Block Piece], con vista previa privada, y luego /endturn. Las habilidades actúan en el orden de E38.
elemental-rules-see-one = Mira una con /rules game:elemental piece:earth (o block-piece, double-kill, knight …); los emblemas, insignias y puntos del tablero: piece:board.
elemental-rules-piece = Pieza: { $piece }. Se mueve como en el ajedrez (E1); su rango para comparar habilidades es { $rank } (E2). Los fantasmas muestran adónde puede ir; los corchetes, dónde puede capturar.
elemental-rules-unknown = `piece:{ $piece }` no es una pieza, elemento ni habilidad de Elemental chess: prueba knight, earth, block-piece o double-kill.
elemental-reading-the-board = Cómo leer el tablero de Elemental: el emblema del elemento de cada pieza va abajo a la izquierda (Fire un triángulo, Water una gota, Earth un bloque cuadrado, Air un anillo, Lightning un rayo, Light una estrella, Shadow una media luna); las letras de su potenciador, arriba a la derecha (Ss Side Step, Qs Quantum Step, St Stalwart, Be Belligerent, In Indomitable; un Block Piece muestra en su lugar su orientación con una flecha, E25); un punto marrón abajo a la derecha es el Sturdy aún sin usar de una pieza de Earth (E14). Una casilla rayada con un número y puntos está quemada: el rango que frena y los turnos que le quedan a Fire (E9); un candado es un Temporal Lock con sus turnos (E36); una mira, una marca de Sadist (E24); dos anillos enlazados, las dos casillas de una pieza de Schrödinger (E37). Un equipamiento aún oculto aparece como ? en la cabecera (E12). En una vista previa privada, la casilla de la pieza que se mueve aparece oscurecida, un fantasma muestra dónde cae, los corchetes marcan lo que captura y los puntos, las casillas por las que pasa.
elemental-about-fire = Scorch: una casilla que deja tu pieza frena a los enemigos de rango inferior (salvo Water) durante tus 3 próximos turnos; Blaze Rush: tras una captura, un Double Kill o Quantum Kill extra, ambos contra Earth (E9–E10).
elemental-about-water = Flood Wake: las piezas que tu bando capturó en las medias jugadas que deshace un Do-Over siguen retiradas; Mist Shroud: todas las piezas tienen Quantum Step, y tu equipamiento queda oculto para el rival hasta que cada habilidad actúe por primera vez (E11–E12).
elemental-about-earth = Bastion: conos de Block Piece de 180° y retrocesos sorteados; Sturdy: sobrevive a la primera captura (E13–E14).
elemental-about-air = Gale Lift para atravesar piezas, 2 pasos extra con Tailwind, Scatter Shot para capturas de peón hacia los lados (E15–E17).
elemental-about-lightning = Overload: ranuras elegidas por pieza (E18); Raijin: Quantum Kill ignora Indomitable, y tras un Quantum Step la pieza puede capturar una vez más (E19).
elemental-about-light = Radiant Vision: las piezas de largo alcance dan jaque a través del primer obstáculo; Light Speed: en tus capturas, Sturdy se comprueba primero (E20, E22).
elemental-about-shadow = Anarchist Streak: se ignora toda comparación de rango en todas las habilidades, para ambos bandos (E23); Sadist Streak: tu Poisonous Meat marca a la pieza que captura, que se retira dos de sus turnos después junto con cada pieza de su bando que se le haya puesto al lado (E24).
elemental-about-side-step = Tras su jugada, la pieza puede dar 1 paso a una casilla vecina vacía (E26).
elemental-about-block-piece = Las capturas desde dentro de su cono de 90° quedan bloqueadas; cambia su orientación con face: (E25).
elemental-about-quantum-step = Tras su jugada, la pieza puede intercambiarse con una pieza aliada vecina de rango inferior o saltar a una casilla vecina vacía (E27).
elemental-about-stalwart = Las piezas de rango inferior no pueden capturarla (E28).
elemental-about-belligerent = Las piezas de rango superior no pueden capturarla (E29).
elemental-about-indomitable = Inmune a las retiradas por habilidades; no se puede atravesar (E31, E3).
elemental-about-double-kill = Tras una captura, retira a un enemigo junto a la víctima con rango ≤ al de la víctima (E32).
elemental-about-quantum-kill = Una vez por turno, tras una captura, retira a cualquier enemigo con rango ≤ al de la víctima; con Lightning, también a los que tienen Indomitable (E32, E19).
elemental-about-chain-kill = Captura desde el extremo de una cadena de piezas aliadas adyacentes, como si estuvieras allí (E33); con Air también da Quantum Step (E16).
elemental-about-poisonous-meat = Una pieza de rango superior que la capture también se retira, salvo que sea un rey o tenga Indomitable (E32).
elemental-about-do-over = Una vez por pieza: cuando la capturan o la retiran, el turno se descarta y se deshacen las dos últimas medias jugadas (E34).
elemental-about-resurrection = Tras capturar, devuelve una de tus piezas perdidas con rango ≤ al de la víctima a tus dos filas de partida (E35).
elemental-about-temporal-lock = Una vez por pieza, tras su jugada, bloquea una pieza enemiga (no el rey) durante los 2 próximos turnos de su bando (E36).
elemental-about-schrodingers-laugh = Una vez por pieza (no el rey), en vez de moverse, se copia en una casilla vecina vacía: una pieza en dos casillas, que se capturan juntas (E37).

## Choosing a turn or a loadout step by step. $square a square; $piece a
## piece's name (elemental-piece-…); $facing a facing (elemental-facing-…);
## $side a side; $slot the slot's key as typed (augmentor, offense, temporal).
elemental-a-piece = pieza
elemental-choice-pass = Pasar: todas las jugadas están bloqueadas (E36)
elemental-choice-piece = { $square } · { $piece }
elemental-choice-laugh = { -elemental-schrodingers-laugh }: copiarse ahí (E37)
elemental-choice-promote = Promocionar a { $piece }
elemental-choice-chain = { -elemental-chain-kill } desde { $square } (E33)
elemental-choice-double-kill = { -elemental-double-kill } en { $square }
elemental-choice-quantum-kill = { -elemental-quantum-kill } en { $square }
elemental-choice-blaze-double-kill = { -elemental-double-kill } de { -elemental-blaze-rush } en { $square }
elemental-choice-blaze-quantum-kill = { -elemental-quantum-kill } de { -elemental-blaze-rush } en { $square }
elemental-choice-resurrection = { -elemental-resurrection }: { $piece } vuelve a { $square }
elemental-choice-group-return = Devolver: { $piece }
elemental-choice-lock = { -elemental-temporal-lock } en { $square }
elemental-choice-then = Luego a { $square }
elemental-choice-and-on = Y después a { $square }
elemental-choice-raijin = Captura de { -elemental-raijin } en { $square }
elemental-choice-its-chain = Su { -elemental-chain-kill } desde { $square }
elemental-choice-its-double-kill = Su { -elemental-double-kill } en { $square }
elemental-choice-its-quantum-kill = Su { -elemental-quantum-kill } en { $square }
elemental-choice-its-resurrection = Su { -elemental-resurrection }: { $piece } vuelve a { $square }
elemental-choice-face = Orientar al { $facing }: { $piece } de { $square }
elemental-choice-group-face = Reorientar { $square }
elemental-choice-no-slot = { $slot ->
    [augmentor] Sin potenciador
    [offense] Sin habilidad ofensiva
   *[temporal] Sin habilidad temporal
}
elemental-choice-overload = Ranuras para { $square } (Overload, E18)
elemental-choice-group-overload = Overload
elemental-so-far-face = { $square } mira al { $facing }
elemental-legend-step = Un paso tras la jugada, o la casilla del { -elemental-quantum-step } (E16, E26, E27, E93)
elemental-legend-chain = { -elemental-chain-kill }: la pieza aliada desde la que capturar (E33)
elemental-legend-double-kill = { -elemental-double-kill }: el enemigo junto a la casilla capturada que se retira
elemental-legend-quantum-kill = { -elemental-quantum-kill }: el enemigo que se retira
elemental-legend-blaze = { -elemental-blaze-rush }: el objetivo del Kill extra (E10)
elemental-legend-resurrection = { -elemental-resurrection }: dónde vuelve la pieza
elemental-legend-lock = { -elemental-temporal-lock }: la pieza enemiga que se inmoviliza (E36)
elemental-legend-raijin = { -elemental-raijin }: la captura tras el { -elemental-quantum-step } (E19)
elemental-legend-facing = { -elemental-block-piece }: girar una pieza hacia otro lado (E25)
elemental-prompt-piece = Elige una pieza para mover.
elemental-prompt-where = Elige adónde va.
elemental-prompt-face-or-end = Reorienta un { -elemental-block-piece } (las piezas marcadas), o Terminar turno.
elemental-prompt-ability-face-or-end = Añade la elección de una habilidad o reorienta un { -elemental-block-piece } (la leyenda dice qué marca es cuál), o Terminar turno.
elemental-prompt-ability-or-end = Añade la elección de una habilidad (la leyenda dice qué marca es cuál), o Terminar turno.
elemental-prompt-end = Terminar turno para jugarlo.
elemental-prompt-promote = Elige en qué se convierte el { -elemental-pawn }.
elemental-prompt-abilities = Elige qué hacen las habilidades del turno.
elemental-prompt-lock-passed = (Un { -elemental-temporal-lock } se elige antes de los pasos, E38: vuelve atrás para elegir uno.)
elemental-prompt-element = Elige el elemento de tu ejército (solo tú lo ves hasta que los dos estén fijados, E6).
elemental-prompt-augmentor = Elige un potenciador.
elemental-prompt-offense = Elige una habilidad ofensiva.
elemental-prompt-temporal = Elige una habilidad temporal.
elemental-prompt-lock-in = Fija tu equipamiento con Terminar turno.
elemental-prompt-lock-in-or-overload = Fíjalo con Terminar turno, o da a una pieza sus propias ranuras (Overload, E18).
elemental-choices-over = La partida ha terminado.
elemental-choices-not-your-turn = Les toca a las { $side }, no a ti.
elemental-choices-stale = Esas elecciones ya no forman un turno aquí: empieza de nuevo.
elemental-loadout-locked-already = Tu equipamiento ya está fijado; la partida empieza cuando lo esté el de tu rival.
elemental-loadout-choices-stale = Esas elecciones ya no forman un equipamiento: empieza de nuevo.

## Autocomplete's suggestions. $value is the value filled in (notation).
elemental-suggest-piece = { $square } · { $piece } de las { $side }
elemental-suggest-swap = { $value } · intercambio por { -elemental-quantum-step }
elemental-suggest-step = { $value } · paso
elemental-suggest-raijin = { $value } · captura de { -elemental-raijin }
elemental-suggest-return = { $value } · devolver una pieza perdida: { $piece }
elemental-suggest-face = { $piece } de { $square } mira al { $facing }

## /help: los comandos del juego en una línea.
elemental-help = Elemental chess: primero elige en secreto tu equipamiento (Elegir equipamiento, o /loadout element:… augmentor:…; Lightning elige ranuras pieza a pieza con /loadout piece:e2 …); luego un turno es un /move (chain:, dk:, qk:, bdk:, bqk:, res:, lock:, rj:, laugh: para las elecciones de las habilidades, then: para pasos extra, face: para las Block Pieces) preparado en privado y jugado con /endturn, o /turn move:e2-e4.

## Alt text of the board picture (what a screen reader says). $white and
## $black are elemental-alt-player; $loadout a loadout in words (or
## elemental-alt-loadout-not-shown); $parts what is concealed; $headline the
## header's line; $groups a side's pieces (elemental-alt-group each);
## $squares squares in notation; $n a count; $facing a facing.
elemental-alt-board = Tablero de Elemental chess: { $white } contra { $black }.
elemental-alt-player = { $player } ({ $side }, { $loadout })
elemental-alt-loadout-not-shown = equipamiento aún no visible
elemental-alt-concealed = { $loadout }; oculto: { $parts }
elemental-alt-headline = { $headline }.
elemental-alt-in-check = Las { $side } están en jaque.
elemental-alt-last-move = Última jugada { $move }.
elemental-alt-group = { $n ->
    [one] { $piece } { $squares }
   *[other] { $n }× { $piece } { $squares }
}
elemental-alt-pieces = { $side }: { $groups }.
elemental-alt-no-pieces = { $side }: ninguna pieza.
elemental-alt-faces = { $square } mira al { $facing }
elemental-alt-block-pieces = Las piezas { -elemental-block-piece } de las { $side } miran al { $facing }.
## $except the pieces turned another way (elemental-alt-faces each).
elemental-alt-block-pieces-except = Las piezas { -elemental-block-piece } de las { $side } miran al { $facing }, salvo { $except }.
elemental-alt-sturdy-used = { $side }: { -elemental-sturdy } gastado en { $squares }.
elemental-alt-staged = Turno preparado, aún sin jugar: { $parts }.
elemental-alt-leaves = sale de { $squares }
elemental-alt-landed = { $square } ({ $piece } de las { $side })
elemental-alt-lands = cae en { $landed }
elemental-alt-takes = captura en { $squares }
elemental-alt-passes = pasa por { $squares }
elemental-alt-options = Marcadas para elegir: { $squares }.
elemental-alt-scorched = { $square } quemada (rango { $rank }, { $n ->
    [one] { $n } turno más
   *[other] { $n } turnos más
}).
elemental-alt-locked = { $square } inmovilizada { $n ->
    [one] { $n } turno más
   *[other] { $n } turnos más
}.
elemental-alt-marked = { $square } marcada.
elemental-alt-linked = { $square } y { $with } son una sola pieza ({ -elemental-schrodingers-laugh }).

## A piece's /rules diagram: its header and alt text. $piece a piece's name
## (elemental-piece-…-start in the header); $square where it stands; $moves
## and $captures squares.
elemental-diagram-headline = { $piece } en { $square }
elemental-diagram-alt = Diagrama: { $piece } en { $square } (E1). Fantasmas donde la pieza puede ir ({ $moves }).
elemental-diagram-alt-captures = Diagrama: { $piece } en { $square } (E1). Fantasmas donde la pieza puede ir ({ $moves }), corchetes donde puede capturar ({ $captures }).

## Why a turn is refused (typed errors of the rules crate). $square, $from, $to, $given, $option, $again, $steps and $turn are notation;
## $piece a piece (elemental-piece-…, or -start at the head of a sentence); $side the mover and $owner the piece's side (elemental-side-…);
## $blocker what blocks a capture (elemental-blocker-…); $ability an ability with what it may choose (elemental-turn-choice-…), $first and $second
## abilities' names; $offered and $allowed lists of notation; $n a count (turns left, or how many choices are listed); $rank a piece's rank.
elemental-turn-game-over = La partida ha terminado.
elemental-turn-refaced-twice = { $square } se reorienta dos veces.
elemental-turn-no-block-piece = Tu { $piece } de { $square } no tiene { -elemental-block-piece } que orientar (E25).
elemental-turn-nothing-to-face = No hay ninguna pieza tuya en { $square } que orientar (E25).
elemental-turn-pass-not-allowed = Solo puedes pasar cuando todas tus jugadas están bloqueadas (E36).
elemental-turn-no-laugh = No hay Laugh de { $from } a { $to }: { -elemental-schrodingers-laugh } (E37) es una vez por pieza, no para el rey ni para una pieza bloqueada, y a una casilla vecina vacía donde se pueda colocar la pieza.
elemental-turn-no-piece = No hay ninguna pieza en { $square }.
elemental-turn-not-yours = La pieza de { $square } ({ $piece }) es de las { $owner }; tú juegas con las { $side }.
elemental-turn-locked = Tu { $piece } de { $square } está bajo { -elemental-temporal-lock } { $n ->
        [one] durante tu próximo turno
       *[other] durante tus { $n } próximos turnos
    } (E36).
elemental-turn-blocked-in-check = Esa captura quedaría bloqueada por { $blocker } y dejaría a tu rey en jaque (E40).
elemental-turn-blocked-without-effect = Esa captura quedaría bloqueada por { $blocker } sin ningún efecto, así que no está permitida (E30, E42).
elemental-turn-king-unsafe = { $piece } { $from }-{ $to } dejaría a tu rey en jaque o cruzaría una casilla atacada (E1b, E44).
elemental-turn-scorched = { $square } está quemada: una marca de rango { $rank }, que dura { $n ->
        [one] { $n } turno más
       *[other] { $n } turnos más
    } de { -elemental-fire }, detiene ahí a tu { $piece } (E9).
elemental-turn-cannot-go = La pieza de { $from } ({ $piece }) no puede ir a { $to }.
elemental-turn-no-choice = { $option }:{ $given } no está permitido: { $ability } no tiene ninguna opción tras esta jugada.
elemental-turn-not-offered = { $option }:{ $given } no está permitido: { $ability } { $n ->
        [one] solo puede elegir { $offered }
       *[other] puede elegir { $offered }
    }.
elemental-turn-named-twice = { $option }:{ $square } y { $again }:{ $square } nombran la misma pieza: por lo que puedes ver, tu { $first } la retira, así que { $second } no puede volver a nombrarla; solo una pieza que sigue en pie tras una retirada (salvada por { -elemental-sturdy }) puede nombrarse dos veces (E57, E96).
elemental-turn-blocked-does-not-arrive = Esa captura está bloqueada, así que la pieza no llega: quita promote: y then: (E30, E50).
elemental-turn-promotion-missing = El peón llega a su última fila: indica la pieza con promote:queen (o rook, bishop, knight).
elemental-turn-cannot-promote = Solo promociona un peón que llega a su última fila.
elemental-turn-raijin-without-step = La captura de { -elemental-raijin } va después de un { -elemental-quantum-step } (E19): añade then: con la casilla a la que la pieza da el paso o con la que se intercambia.
elemental-turn-steps-needed = { $from }-{ $to } por sí sola dejaría a tu rey en jaque o acabaría el turno donde empezó la pieza (E1b, E43); añade pasos con then:.
elemental-turn-no-steps = Tras { $from }-{ $to }, la pieza ({ $piece }) no puede dar ningún paso ({ -elemental-side-step } E26, Tailwind E16, { -elemental-quantum-step } E27).
elemental-turn-steps-not-allowed = then:{ $steps } no está permitido tras { $from }-{ $to } (E16, E26, E27, E43, E44); { $n ->
        [one] el único permitido es { $allowed }
       *[other] puede ser { $allowed }
    }.
elemental-turn-removal-defeated = Un { -elemental-indomitable } oculto frustra tu retirada, y el resto de tu turno dependía de ella (E12, E53). Elige otro turno.
elemental-turn-poisoned = La pieza que capturarías lleva un { -elemental-poisonous-meat } oculto: tu pieza atacante se retiraría y tu rey quedaría expuesto (E86, E53). Elige otro turno.
elemental-turn-raijin-blocked = Ahí una habilidad oculta bloquea la captura de { -elemental-raijin }, y tu pieza no podría acabar su turno donde está (E53, E70). Elige otro turno.
elemental-turn-unsafe-to-stay = Una habilidad oculta de la pieza de { $square } lo impide, y tu rey no estaría a salvo si tu pieza se queda donde está (E53). Elige otro turno.
elemental-turn-not-here = { $turn } no se puede jugar aquí; elige otro turno.
elemental-turn-choice-chain = { -elemental-chain-kill } (E33: la última pieza aliada de una cadena de aliadas adyacentes que empieza junto a la pieza, y una captura desde ahí)
elemental-turn-choice-double-kill = { -elemental-double-kill } (E32: un enemigo junto a la casilla capturada, con rango ≤ al de la víctima, que no sea un rey ni una pieza con { -elemental-indomitable })
elemental-turn-choice-quantum-kill = { -elemental-quantum-kill } (E32: cualquier enemigo con rango ≤ al de la víctima, que no sea un rey ni una pieza con { -elemental-indomitable })
elemental-turn-choice-blaze-double-kill = { -elemental-double-kill } extra de { -elemental-blaze-rush } (E10: como { -elemental-double-kill }; contra { -elemental-earth }, además del { -elemental-quantum-kill } extra; si no, en su lugar)
elemental-turn-choice-blaze-quantum-kill = { -elemental-quantum-kill } extra de { -elemental-blaze-rush } (E10: como { -elemental-quantum-kill }; contra { -elemental-earth }, además del { -elemental-double-kill } extra; si no, en su lugar)
elemental-turn-choice-resurrection = { -elemental-resurrection } (E35: una pieza perdida con rango ≤ al de la víctima, en una casilla vacía de tus dos filas de partida)
elemental-turn-choice-raijin = { -elemental-raijin } (E19: tras un { -elemental-quantum-step }, una captura más desde la nueva casilla)
elemental-turn-choice-lock = { -elemental-temporal-lock } (E36: una vez por pieza, cualquier pieza enemiga salvo el rey)
