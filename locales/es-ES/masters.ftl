# Spanish (es-ES). Glosario: Ember, Frost (los bandos, nombres propios); general = general, puppeteer = titiritero, witch = bruja (los tres líderes); cardinal = cardenal, dragon = dragón, sentinel = centinela, archer = arquero, horseman = jinete, scout = explorador; claim = toma de control (tomar el control), inherit = heredar, offer = oferta, moveset = movimientos, aura = aura. Los valores que se escriben (promote:dragon, inherit:accept, piece:horseman) y los comandos no se traducen.

## Bandos y piezas.
-masters-ember = Ember
-masters-frost = Frost
-masters-general = general
-masters-puppeteer = titiritero
-masters-witch = bruja
-masters-cardinal = cardenal
-masters-dragon = dragón
-masters-sentinel = centinela
-masters-archer = arquero
-masters-horseman = jinete
-masters-scout = explorador

masters-side-ember = { -masters-ember }
masters-side-frost = { -masters-frost }
masters-piece-general = { -masters-general }
masters-piece-puppeteer = { -masters-puppeteer }
masters-piece-witch = { -masters-witch }
masters-piece-cardinal = { -masters-cardinal }
masters-piece-dragon = { -masters-dragon }
masters-piece-sentinel = { -masters-sentinel }
masters-piece-archer = { -masters-archer }
masters-piece-horseman = { -masters-horseman }
masters-piece-scout = { -masters-scout }

masters-owned = { $piece } de { $side }
masters-yours-on = tu { $piece } en { $square }
masters-yours-on-start = Tu { $piece } en { $square }
masters-theirs-on = { $piece } de { $side } en { $square }
masters-notation = { $notation }
masters-and-then = { $first }, { $rest }
masters-notes-join = { $first }; { $rest }

masters-started = ¡A jugar! { $ember } ({ -masters-ember }) contra { $frost } ({ -masters-frost }). { -masters-ember } empieza: { $ember }.
masters-started-how = ¡A jugar! { $ember } ({ -masters-ember }) contra { $frost } ({ -masters-frost }). { -masters-ember } empieza: { $ember }, prepara tu turno con /move y /claim y luego /endturn (o /turn de una vez).
masters-game-over = Partida terminada:
masters-status = Turno { $turn } · le toca a { $side } ({ $player }).
masters-not-your-turn = Le toca a { $player } ({ $side }); espera su jugada.
masters-players = Masters: { $ember } ({ -masters-ember }) contra { $frost } ({ -masters-frost }).
masters-holds = El { -masters-puppeteer } de { $side } controla { $piece } en { $square }.
masters-offered = A la { -masters-witch } de { $side } se le ofrece: { $offers }.
masters-offered-forced = A la { -masters-witch } de { $side } se le ofrece: { $offers } ({ $forced } es obligatorio).
masters-witch-moves-as = La { -masters-witch } de { $side } se mueve como: { $piece }.
masters-has-lost = { $side } ha perdido: { $pieces }.
masters-position = Posición: `{ $position }`

masters-turn-line = Turno { $number } · { $side } ({ $player }): { $what }
masters-part-inherits = hereda: { $piece }
masters-part-declines = rechaza la herencia
masters-part-takes = captura { $piece }
masters-part-claims = toma el control de { $square }
masters-event-claimed = El { -masters-puppeteer } de { $side } ha tomado el control de { $piece }.
masters-event-retargeted = El { -masters-puppeteer } de { $side } ha soltado { $released } y ha tomado el control de { $piece }.
masters-event-released = El { -masters-puppeteer } de { $side } ha perdido el control de { $piece }.
masters-event-offer = A la { -masters-witch } de { $side } se le ofrecen los movimientos: { $piece }.
masters-event-offer-forced = A la { -masters-witch } de { $side } se le ofrecen los movimientos y debe aceptarlos: { $piece }.
masters-event-forced = La { -masters-witch } de { $side } debe heredar los movimientos: { $piece }.
masters-event-promoted = El { -masters-scout } de { $side } en { $square } ha coronado: { $piece }.
masters-won = ¡{ $player } ({ $side }) gana! Los tres líderes de { $loser } han caído.
masters-result-won = { $player } ({ $side }) gana: los tres líderes de { $loser } han caído.
masters-stuck = { $player } ({ $side }) no tiene ningún turno legal: abandona con /resign u ofrece tablas con /draw action:offer.
masters-note-takes = captura { $piece } en { $square }
masters-note-promotes = corona: { $piece }
masters-note-inherits = la { -masters-witch } hereda: { $piece }
masters-note-inherits-forced = la { -masters-witch } hereda: { $piece }, obligatorio (M34)

masters-staged = Preparado: { $draft }. Pulsa Terminar turno (o /endturn) para jugarlo, Deshacer (/undo) para empezar de nuevo.
masters-draft-claim = toma de control { $square }
masters-draft-accept = aceptar la oferta
masters-draft-decline = rechazar las ofertas
masters-draft-inherit = heredar: { $piece }
masters-no-claim = No se puede tomar el control de ninguna pieza.
masters-no-claim-after-move = Tras tu jugada preparada no se puede tomar el control de ninguna pieza.
masters-can-claim = Puedes tomar el control de: { $targets }. Prepara una con /claim target:{ $first }.
masters-can-claim-after-move = Tras tu jugada preparada puedes tomar el control de: { $targets }. Prepara una con /claim target:{ $first }.
masters-claim-target = { $square } ({ $piece })
masters-claim-staged-already = Ya has preparado una toma de control en { $square }: usa /undo primero para cambiarla.
masters-answer-staged-already = Ya has elegido ({ $answer }): usa /undo primero para cambiarlo.
masters-nothing-staged = No tienes ninguna jugada ni toma de control preparada: prepara una con /move o /claim, o juega de una vez con /turn.
masters-m23-warning = Atención: tras tu jugada preparada, { $reason } El turno se rechazaría: cambia la jugada o la toma de control (/undo).
masters-m23-warning-blocked = Atención: tras tu jugada preparada, { $reason } El turno se rechazaría ({ $blocker } en { $square } lo bloquea): cambia la jugada o la toma de control (/undo).
masters-claim-first = { $refusal } Para moverla, toma su control en el mismo turno: primero /claim target:{ $square }.

masters-choices-over = La partida ha terminado.
masters-choices-not-your-turn = Le toca a { $side }, no a ti.
masters-choices-stale = Esas elecciones ya no forman un turno aquí: empieza de nuevo.

## Elegir un turno con botones: qué dice cada opción y qué hacer ahora.
## $piece el nombre de una pieza (o la pieza de un bando); $square una casilla.
masters-choice-inherit = Tu { -masters-witch } hereda: { $piece }
masters-choice-decline = Rechazar las ofertas de la { -masters-witch }
masters-choice-piece = { $square } · { $piece }
masters-choice-promote = Coronar: { $piece }
masters-choice-claim-only = Solo tomar el control
masters-choice-claim = Tomar el control de { $square }
masters-takes = captura { $piece }
masters-prompt-piece = Elige una pieza para mover.
masters-prompt-piece-or-claim = Elige una pieza para mover, o toma el control.
masters-prompt-offers = Tu { -masters-witch } tiene ofertas: respóndelas o elige una pieza para mover.
masters-prompt-promote = Elige en qué se convierte tu { -masters-scout }.
masters-prompt-claim-or-end = Toma el control de una pieza (círculos discontinuos), o Terminar turno.
masters-prompt-claim = Elige la pieza de la que toma el control tu { -masters-puppeteer } (círculos discontinuos).
masters-prompt-end = Terminar turno para jugarlo.
masters-prompt-where = Elige adónde va.

masters-bad-promotion = `promote:{ $value }` no es una opción: usa dragon, sentinel, archer o horseman.
masters-bad-answer = `inherit:{ $value }` no es una respuesta: usa accept, decline o la pieza ofrecida (como horseman).
masters-turn-needs-action = Un turno necesita una jugada o una toma de control (o ambas), como /turn move:E2-E4 o /turn claim:F7.
masters-turn-needs-move-or-claim = Un turno necesita una jugada o una toma de control (o ambas), como /turn move:E2-E4.
masters-promote-needs-move = `promote:` va con una jugada, como /turn move:E11-E12 promote:dragon.
masters-no-offer-to-accept = Tu { -masters-witch } no tiene ninguna oferta de herencia que aceptar.
masters-several-offers = Tu { -masters-witch } tiene varias ofertas ({ $offers }): elige una, como { $option }:{ $first }.
masters-bad-piece = `piece:{ $value }` no es una pieza de Masters: usa general, puppeteer, witch, cardinal, dragon, sentinel, archer, horseman o scout.

masters-claim-no-puppeteer = no te queda ningún { -masters-puppeteer } con el que tomar el control.
masters-claim-puppeteer-held = tu { -masters-puppeteer } en { $puppeteer } está controlado por { $side } y no puede tomar el control.
masters-claim-empty = no hay ninguna pieza en { $target } de la que tomar el control.
masters-claim-own-piece = { $target } es tuya: solo puedes tomar el control de piezas de { $enemy }.
masters-claim-already-held = tu { -masters-puppeteer } ya controla { $target }.
masters-claim-no-line = tu { -masters-puppeteer } en { $puppeteer } no ve { $target }: no comparten fila ni columna.
masters-claim-blocked = tu { -masters-puppeteer } en { $puppeteer } no ve { $target }: { $blocker } en { $square } está en medio.
masters-claim-protected = { $target } está en el aura del { -masters-cardinal } en { $cardinal } y no se puede controlar.
masters-claim-no-puppeteer-start = No te queda ningún { -masters-puppeteer } con el que tomar el control.
masters-claim-puppeteer-held-start = Tu { -masters-puppeteer } en { $puppeteer } está controlado por { $side } y no puede tomar el control.
masters-claim-empty-start = No hay ninguna pieza en { $target } de la que tomar el control.
masters-claim-own-piece-start = { $target } es tuya: solo puedes tomar el control de piezas de { $enemy }.
masters-claim-already-held-start = Tu { -masters-puppeteer } ya controla { $target }.
masters-claim-no-line-start = Tu { -masters-puppeteer } en { $puppeteer } no ve { $target }: no comparten fila ni columna.
masters-claim-blocked-start = Tu { -masters-puppeteer } en { $puppeteer } no ve { $target }: { $blocker } en { $square } está en medio.
masters-claim-protected-start = { $target } está en el aura del { -masters-cardinal } en { $cardinal } y no se puede controlar.
masters-claim-after-move = Tras tu jugada, { $reason } Cambia la jugada o la toma de control.

masters-error-game-over = La partida ha terminado: ha ganado { $winner }.
masters-error-no-piece = No hay ninguna pieza que mover en { $square }.
masters-error-held = { $piece } está controlada por el { -masters-puppeteer } de { $side }: no puedes moverla hasta que acabe el control.
masters-error-not-yours = { $piece } no es tuya.
masters-error-witch-still = { $piece } aún no tiene movimientos: solo se mueve tras aceptar una herencia.
masters-error-null-move = Una jugada tiene que ir a algún sitio: de { $square } a { $square } no se mueve nada.
masters-error-out-of-reach = { $piece } no puede llegar a { $to }.
masters-error-out-of-reach-witch = { $piece } no puede llegar a { $to } (se mueve como: { $moves }).
masters-error-blocked = { $piece } no puede llegar a { $to }: { $blocker } en { $square } está en medio.
masters-error-scout-blocked = { $piece } no puede avanzar a { $to }: está ocupada, y un { -masters-scout } solo captura en diagonal hacia delante.
masters-error-scout-diagonal = { $piece } solo va en diagonal para capturar, y { $to } está vacía.
masters-error-own-piece = { $piece } no puede ir a { $to }: controlas esa pieza.
masters-error-protected = { $piece } está en el aura del { -masters-cardinal } en { $cardinal } y no se puede capturar.
masters-error-promotion-missing = Tu { -masters-scout } llega a la última fila en { $to }: elige en qué se convierte con promote:dragon, promote:sentinel, promote:archer o promote:horseman, como /move from:{ $from } to:{ $to } promote:dragon.
masters-error-promotion-not-allowed = Solo corona un { -masters-scout } que llega a su última fila: quita promote: de la jugada { $from }-{ $to }.
masters-error-no-offer = Tu { -masters-witch } no tiene ninguna oferta de herencia: quita la respuesta.
masters-error-not-offered = A tu { -masters-witch } no se le ofrecieron esos movimientos: { $piece }; se le ofreció: { $offers }.
masters-error-forced = Tu { -masters-witch } debe heredar esos movimientos (obligatorio): { $piece }; quita la respuesta.
masters-error-no-witch = Tu { -masters-witch } ha sido capturada: no hay nadie que herede.

masters-rules = Masters: { -masters-ember } contra { -masters-frost } en un tablero de 10×12; { -masters-ember } empieza. Ganas cuando los tres líderes enemigos ({ -masters-general }, { -masters-puppeteer }, { -masters-witch }) han sido capturados o controlados.
    Un turno es una jugada, una toma de control, o ambas. Tu { -masters-puppeteer } puede tomar el control de una pieza enemiga en su fila o columna si no hay nada entre ellos; controlas esa pieza hasta que se rompa la línea. Los cardenales protegen las 8 casillas a su alrededor (puntos dorados): esas piezas no se pueden capturar ni controlar. Cuando te capturan una pieza, tu { -masters-witch } puede heredar sus movimientos en tu siguiente turno. Un { -masters-scout } que llega a la última fila se convierte en { -masters-dragon }, { -masters-sentinel }, { -masters-archer } o { -masters-horseman }.
    Mira cómo se mueve una pieza con /rules piece:horseman.
masters-rule-general = General (M6): un líder; 1 o 2 casillas en línea recta en cualquiera de las 8 direcciones (la primera casilla debe estar vacía para ir 2).
masters-rule-puppeteer = Titiritero (M7, M21): un líder; 1 casilla en cualquier dirección. Toma el control de una pieza enemiga en su fila o columna si no hay nada entre ellos, y controlas esa pieza hasta que se rompa la línea.
masters-rule-witch = Bruja (M8, M31): una líder sin movimiento propio; cuando te capturan una pieza, puede heredar sus movimientos en tu siguiente turno, y desde entonces se mueve y captura como esa pieza.
masters-rule-cardinal = Cardenal (M9, M16): se desliza en diagonal cualquier distancia y protege las 8 casillas a su alrededor (puntos dorados): las piezas ahí no se pueden capturar ni controlar.
masters-rule-dragon = Dragón (M10): se desliza cualquier distancia en recto o en diagonal, y puede pasar por encima de tus propias piezas (no de las enemigas).
masters-rule-sentinel = Centinela (M11): se desliza cualquier distancia en recto por una fila o columna.
masters-rule-archer = Arquero (M11): 1, 2 o 3 casillas en línea recta en cualquiera de las 8 direcciones, por casillas vacías.
masters-rule-horseman = Jinete (M12): salta 2 casillas en un sentido y 1 en el otro, por encima de lo que haya en medio.
masters-rule-scout = Explorador (M13, M36): 1 casilla recto hacia delante, o 2 si ambas están vacías, desde cualquier casilla; captura 1 casilla en diagonal hacia delante. En la última fila se convierte en { -masters-dragon }, { -masters-sentinel }, { -masters-archer } o { -masters-horseman }.
masters-rule-diagram = Las piezas translúcidas muestran adónde puede moverse; los corchetes, dónde puede capturar.
masters-rule-puppeteer-diagram = En una partida, /claim sin objetivo rodea con un círculo discontinuo de tu color cada pieza que tu { -masters-puppeteer } puede controlar; una pieza controlada lleva luego un punto del color de quien la controla.
masters-rule-cardinal-diagram = Un enemigo vecino no lleva corchete: está en el aura de este { -masters-cardinal }, que protege piezas de ambos bandos (M16, M17), así que el { -masters-cardinal } solo captura a una distancia de dos o más.

masters-header-over = Partida terminada · { $ended }
masters-header-won = Turno { $turn } · gana { $side }
masters-header-to-move = Turno { $turn } · le toca a { $side }

masters-alt-over = Tablero de Masters, partida terminada tras el turno { $turn }: { $ended }.
masters-alt-won = Tablero de Masters tras el turno { $turn }: ha ganado { $side } ({ $player }).
masters-alt-to-move = Tablero de Masters, turno { $turn }, le toca a { $side } ({ $player }).
masters-alt-last-move = Última jugada { $move }.
masters-alt-staged-move = Jugada preparada { $move }.
masters-alt-staged-claim = Toma de control preparada { $square }.
masters-alt-claim-targets = Objetivos de toma de control: { $squares }.
masters-alt-no-claim-targets = Objetivos de toma de control: ninguno.
masters-alt-holds = { $side } controla { $piece } en { $square }.
masters-alt-protected = Protegidas: { $squares }.
masters-alt-offered = A la { -masters-witch } de { $side } se le ofrece: { $offers }.
masters-alt-army = { $side } ({ $player }): { $army }.
masters-alt-no-pieces = { $side } ({ $player }): ninguna pieza.
masters-alt-lost = { $side } ha perdido: { $pieces }.
masters-alt-witch-moves-as = { $witches } (se mueve como: { $piece })
masters-alt-generals = { $count ->
    [one] { -masters-general }
   *[other] generales
} { $squares }
masters-alt-puppeteers = { $count ->
    [one] { -masters-puppeteer }
   *[other] titiriteros
} { $squares }
masters-alt-witches = { $count ->
    [one] { -masters-witch }
   *[other] brujas
} { $squares }
masters-alt-cardinals = { $count ->
    [one] { -masters-cardinal }
   *[other] cardenales
} { $squares }
masters-alt-dragons = { $count ->
    [one] { -masters-dragon }
   *[other] dragones
} { $squares }
masters-alt-sentinels = { $count ->
    [one] { -masters-sentinel }
   *[other] centinelas
} { $squares }
masters-alt-archers = { $count ->
    [one] { -masters-archer }
   *[other] arqueros
} { $squares }
masters-alt-horsemen = { $count ->
    [one] { -masters-horseman }
   *[other] jinetes
} { $squares }
masters-alt-scouts = { $count ->
    [one] { -masters-scout }
   *[other] exploradores
} { $squares }

masters-title-general = General
masters-title-puppeteer = Titiritero
masters-title-witch = Bruja
masters-title-cardinal = Cardenal
masters-title-dragon = Dragón
masters-title-sentinel = Centinela
masters-title-archer = Arquero
masters-title-horseman = Jinete
masters-title-scout = Explorador
masters-diagram-general = General: 1 o 2 casillas en cualquier dirección; la primera debe estar vacía para ir 2.
masters-diagram-puppeteer = Titiritero: 1 casilla en cualquier dirección. Círculos discontinuos: piezas que puede controlar en su fila y columna.
masters-diagram-witch = Bruja: solo se mueve como la pieza que heredó (aquí un { -masters-horseman }), que se ve en su insignia.
masters-diagram-cardinal = Cardenal: se desliza en diagonal; su aura protege las 8 casillas a su alrededor.
masters-diagram-dragon = Dragón: se desliza en 8 direcciones, por encima de sus propias piezas, hasta el primer enemigo.
masters-diagram-sentinel = Centinela: se desliza por filas y columnas.
masters-diagram-archer = Arquero: de 1 a 3 casillas en cualquier dirección.
masters-diagram-horseman = Jinete: salta 2 + 1, por encima de todo.
masters-diagram-scout = Explorador: 1 o 2 hacia delante; captura 1 en diagonal hacia delante; corona en la última fila.

## /help: los comandos del juego en una línea.
masters-help = Masters: un turno es una jugada, una toma de control o ambas: prepáralas en privado, mira la vista previa y luego /endturn.
