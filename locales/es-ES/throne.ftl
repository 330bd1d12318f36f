# Throne (es-ES). Glosario: soldier = soldado, unit = unidad (2 soldados, dibujada como caballo), squad = escuadra (4 soldados, dibujada como carro), Throne = Trono, home = casa, ring = anillo, entry = entrada, gate = puerta (cerrada/abierta), bridge = puente, shield = escudo, shells = conchas, throw = tirada, value = valor, power value = valor de poder, bonus round = ronda extra, round = ronda; colores Rojo, Azul, Verde, Oro.
# Los lugares que se escriben (home, 5, red-1, throne), los tipos (kind:unit) y los valores (6+5) se quedan tal cual.

-throne-red = Rojo
-throne-blue = Azul
-throne-green = Verde
-throne-gold = Oro
-throne-soldier = { $n ->
   *[one] soldado
    [other] soldados
}
-throne-unit = { $n ->
   *[one] unidad
    [other] unidades
}
-throne-squad = { $n ->
   *[one] escuadra
    [other] escuadras
}
-throne = Trono
-throne-home = casa
-throne-gate = puerta
-throne-bridge = puente

throne-seat-red = { -throne-red }
throne-seat-blue = { -throne-blue }
throne-seat-green = { -throne-green }
throne-seat-gold = { -throne-gold }
throne-who = { $seat } ({ $player })

throne-at-home = en { -throne-home }
throne-at-throne = en el { -throne }
throne-at-square = en { $square }
throne-from-home = desde { -throne-home }
throne-from-square = desde { $square }
throne-to-square = a { $square }
throne-to-throne = al { -throne }
throne-reach-throne = el { -throne }
throne-reach-square = { $square }

throne-begins = Empieza Throne: { $seats }. Lleva tus 12 { -throne-soldier(n: "other") } por el anillo hasta el { -throne }: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier } (T19).
throne-throws-first = { $who } tira primero: /throw o el botón.
throne-throws-first-engine = { $who } tira primero.
throne-to-throw = Tira { $who }: /throw.
throne-to-throw-engine = Tira { $who }.
throne-to-move-button = Mueve { $who } con { $values } ({ $moves } { $moves ->
    [one] jugada posible
   *[other] jugadas posibles
}): /move piece:<place> values:<values> o un botón.
throne-to-move-menu = Mueve { $who } con { $values } ({ $moves } { $moves ->
    [one] jugada posible
   *[other] jugadas posibles
}): /move piece:<place> values:<values> o un menú.
throne-to-move-engine = Mueve { $who } con { $values } ({ $moves } { $moves ->
    [one] jugada posible
   *[other] jugadas posibles
}).
throne-threw = Ronda { $turn } · { $who } sacó { $throws }: { $values } para usar.

throne-won = { $who } ha ganado el { -throne }.
throne-wins = { $who } gana el { -throne }.
throne-resigned-wins = { $who } abandona; gana { $winner }.
throne-timed-out-wins = A { $who } se le acabó el tiempo; gana { $winner }.
throne-timed-out-leaves = A { $who } se le acabó el tiempo y deja la partida.

throne-event-moved = { $who } movió { $kind ->
    [unit] una { -throne-unit }
    [squad] una { -throne-squad }
   *[soldier] un { -throne-soldier }
} { $from } { $to } con { $values }.
throne-event-moved-stopped = { $who } movió { $kind ->
    [unit] una { -throne-unit }
    [squad] una { -throne-squad }
   *[soldier] un { -throne-soldier }
} { $from } { $to } con { $values }, parando en la { -throne-gate } ({ $lost } { $lost ->
    [one] paso perdido
   *[other] pasos perdidos
}).
throne-event-captured = { $by } capturó { $count ->
    [one] { $kind ->
        [unit] la { -throne-unit }
        [squad] la { -throne-squad }
       *[soldier] el { -throne-soldier }
    } de { $seat }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "other") }
        [squad] { -throne-squad(n: "other") }
       *[soldier] { -throne-soldier(n: "other") }
    } de { $seat }
} en { $square }: vuelven a casa como { -throne-soldier(n: "other") }.
throne-event-formed = { $who } formó { $kind ->
    [unit] una { -throne-unit }
    [squad] una { -throne-squad }
   *[soldier] un { -throne-soldier }
} en { $square }.
throne-event-unlocked-by-capture = La { -throne-gate } de { $who } se abre con su primera captura.
throne-event-unlocked-by-throne = La { -throne-gate } de { $who } se abre: una pieza entró en el { -throne }.
throne-event-bonus-earned = { $who } gana una ronda extra.
throne-event-bonus-round = { $who } juega una ronda extra: vuelve a tirar.
throne-event-forfeited = { $who } no tiene jugada posible con { $values }: se pierden.
throne-event-finished = { $kind ->
    [unit] La { -throne-unit }
    [squad] La { -throne-squad }
   *[soldier] El { -throne-soldier }
} de { $who } entró en el { -throne } ({ $count } de 5).
throne-event-resigned = { $who } abandonó.
throne-event-won = ¡{ $who } gana el { -throne }!

throne-describe-head = { -throne }, { $players } jugadores, ronda { $turn }.
throne-describe-seat = { $who }: { $home } en casa; { $pieces }; { -throne } { $finished } de 5; { $gate ->
    [open] { -throne-gate } abierta
   *[locked] { -throne-gate } cerrada (una captura o la primera pieza en el { -throne } la abre)
}.
throne-describe-pieces = { $count ->
    [one] { $kind ->
        [unit] { -throne-unit }
        [squad] { -throne-squad }
       *[soldier] { -throne-soldier }
    } { $at }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "other") }
        [squad] { -throne-squad(n: "other") }
       *[soldier] { -throne-soldier(n: "other") }
    } { $at }
}
throne-describe-nothing = nada en el tablero
throne-describe-bonus = { $count } { $count ->
    [one] ronda extra pendiente
   *[other] rondas extra pendientes
} para { $who }.
throne-describe-position = Posición: `{ $position } | generador oculto`

throne-game-over = La partida ha terminado: ganó { $who }.
throne-game-over-short = La partida ha terminado.
throne-you-resigned = Abandonaste esta partida; puedes mirarla con /board.
throne-their-round-throw = Es la ronda de { $who }: espera a que tire.
throne-their-round-move = Es la ronda de { $who }: espera a que mueva.
throne-their-turn = Es el turno de { $seat }, no el tuyo.
throne-stale-choices = Esas elecciones ya no forman una jugada aquí: empieza de nuevo.
throne-thrown-already = Ya has tirado: mueve con { $values } (/move piece:<place> values:<values>); no se puede pasar (T16).
throne-throw-first = Tira primero con /throw: para mover hay que esperar a que acaben las tiradas de la ronda (T8).
throne-not-a-place = `piece:{ $piece }` no es un lugar: usa home, una casilla del anillo 1–12 o una casilla de puente como red-1.
throne-not-values = `values:{ $values }` no es una lista de valores: únelos con +, como values:6+5.
throne-bad-place = `{ $place }` no es un lugar: usa home, una casilla del anillo 1–12, una casilla de puente como red-1, o throne.
throne-bad-values = `{ $values }` no es una lista de valores de tirada: únelos con +, como 6+5 (los valores son 2–8, 11 y 16).
throne-move-needs = `/move` necesita `{ $option }:`, como /move piece:home values:6+5.
throne-not-a-kind = `kind:{ $kind }` no es un tipo: usa soldier, unit o squad.
throne-not-your-bridge = { $place } es del { -throne-bridge } de { $owner }; tus casillas de puente son { $first } y { $second }.
throne-finished-do-not-move = Las piezas del { -throne } ya han llegado; no se mueven más.
throne-no-piece-on = No tienes ninguna pieza en { $square }.
throne-several-kinds = Hay varias piezas tuyas en { $square }: añade { $options }.
throne-option = { $option }
throne-rejected-game-over = La partida ha terminado: ha ganado { $seat }.
throne-rejected-not-your-round = Es la ronda de { $seat }, no la tuya.
throne-rejected-resigned = { $seat } ha abandonado y ya no juega (T21).
throne-rejected-throw-first = Tira primero: no se mueve hasta que acaben las tiradas de la ronda (T8).
throne-rejected-already-thrown = Ya has tirado esta ronda: usa sus valores { $values } en una jugada; no se puede pasar (T16).
throne-rejected-not-a-chain = `{ $throws }` no son las tiradas de una ronda: todos los valores menos el último deben ser valores de poder (16, 11, 4, 6, 8) y el último no (T8).
throne-rejected-no-values = Indica al menos uno de los valores de la ronda para mover (T10).
throne-rejected-values-not-thrown = A la ronda le quedan { $unused }, no { $asked } (T10).
throne-rejected-no-piece = No tienes { $kind ->
    [unit] ninguna { -throne-unit }
    [squad] ninguna { -throne-squad }
   *[soldier] ningún { -throne-soldier }
} { $at }.
throne-rejected-wrong-values = { $kind ->
    [unit] Una { -throne-unit } solo mueve con valores pares (2, 4, 6, 8, 16)
   *[squad] Una { -throne-squad } solo mueve con múltiplos de 4 (4, 8, 16)
}; { $values } no sirve (T11).
throne-rejected-overshoot = Eso se pasa del { -throne } por { $over } { $over ->
    [one] paso
   *[other] pasos
}: para entrar hace falta la distancia exacta (T12).
throne-rejected-last-bridge = Un { -throne-soldier } solo no puede parar en { $square }: nunca podría salir, porque ninguna tirada da 1 (T12).
throne-rejected-whole-lap = Con tu { -throne-gate } cerrada, { $steps } pasos devuelven la pieza a { $square }: una jugada debe cambiar su casilla (T13).
throne-rejected-held-at-gate = Tus { -throne-soldier(n: "other") } sueltos esperan en tu { -throne-gate } ({ $square }) hasta que existan tus dos { -throne-squad(n: "other") } y tu { -throne-unit } (T13a).
throne-rejected-mixed-landing = Tu { $mover ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} no puede caer en { $square }: allí está { $other ->
    [unit] una { -throne-unit }
    [squad] una { -throne-squad }
   *[soldier] un { -throne-soldier }
} de { $owner }, y solo captura una pieza del mismo tipo (T14).
throne-rejected-finish-order = Tu próxima pieza en el { -throne } debe ser { $expected ->
    [unit] una { -throne-unit }
    [squad] una { -throne-squad }
   *[soldier] un { -throne-soldier }
}, no { $kind ->
    [unit] una { -throne-unit }
    [squad] una { -throne-squad }
   *[soldier] un { -throne-soldier }
} (orden: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }; T19).

throne-move-label = { $from }{ $kind ->
    [unit] {" "}{ -throne-unit }
    [squad] {" "}{ -throne-squad }
    [soldier] {" "}{ -throne-soldier }
   *[none] {""}
} { $values } → { $to }
throne-label-throne = { -throne }
throne-label-home = { -throne-home }
throne-label-square = { $square }
## Elegir una jugada paso a paso. $kind es soldier, unit o squad; $values los valores de las conchas aún sin gastar.
throne-kind = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}
throne-choice-kind = { $kind ->
    [unit] la { -throne-unit }
    [squad] la { -throne-squad }
   *[soldier] el { -throne-soldier }
}
throne-prompt-throw = Tira tus conchas.
throne-prompt-piece = Elige una pieza para mover con { $values }.
throne-prompt-kind = Ahí hay varios tipos: elige uno.
throne-prompt-values = Elige los valores que gastas (dónde cae).
throne-prompt-move = Mover para jugarla.
throne-moves-menu = Jugadas { $first }–{ $last } de { $total }

throne-rules-soldier = Soldado (T11): uno de tus 12; avanza la suma de los valores que gastas. Los { -throne-soldier(n: "other") } que coinciden en tu { -throne-gate } forman { -throne-squad(n: "other") } y luego tu { -throne-unit } (T17); los dos últimos { -throne-soldier(n: "other") } entran en el { -throne } después de las dos { -throne-squad(n: "other") } y la { -throne-unit } (T19).
throne-rules-unit = Unidad (T11, T17): 2 { -throne-soldier(n: "other") } formados en tu { -throne-gate }, dibujada como caballo; solo gasta valores pares (2, 4, 6, 8, 16) y avanza la mitad de su suma. Entra en el { -throne } en tercer lugar (T19).
throne-rules-squad = Escuadra (T11, T17): 4 { -throne-soldier(n: "other") } formados en tu { -throne-gate }, dibujada como carro; solo gasta múltiplos de 4 (4, 8, 16) y avanza un cuarto de su suma. Tus dos { -throne-squad(n: "other") } entran primero en el { -throne } (T19).
throne-rules-not-a-piece = `piece:{ $piece }` no es una pieza de Throne: usa soldier, unit o squad.
throne-rules = Throne (2–4 jugadores). Cada jugador lleva 12 { -throne-soldier(n: "other") } desde casa alrededor de un anillo de 12 casillas, por su propio { -throne-bridge } de 2 casillas y hasta el { -throne } del centro. Tu ronda: /throw tira 8 conchas; las caras blancas dan el valor (2–8; 1 blanca = 11, ninguna = 16). 16, 11, 4, 6 y 8 son valores de poder: vuelves a tirar, y los valores de la ronda son toda la cadena. Luego gasta los valores: /move piece:<home, una casilla o tu puente> values:<algunos, como 6+5> (o pulsa un botón). Un { -throne-soldier } avanza la suma; una { -throne-unit } (2 { -throne-soldier(n: "other") }, un caballo) solo usa valores pares y avanza la mitad; una { -throne-squad } (4, un carro) usa múltiplos de 4 y avanza un cuarto. Cae sobre una pieza rival del mismo tipo en una casilla normal para capturarla (vuelve a casa, como { -throne-soldier(n: "other") }) y ganar una ronda extra; los escudos (cada entrada y cada { -throne-gate }, en gris) son seguros. Tu { -throne-gate } (la casilla antes de tu entrada, con el candado) está cerrada hasta tu primera captura o hasta que cualquier pieza entre en el { -throne }; hasta entonces tus piezas dan vueltas al anillo. Los { -throne-soldier(n: "other") } que coinciden en tu { -throne-gate } forman { -throne-squad(n: "other") } y luego tu { -throne-unit } (los huecos de carro muestran el avance); los { -throne-soldier(n: "other") } sueltos esperan en la { -throne-gate } hasta que existan las dos { -throne-squad(n: "other") } y la { -throne-unit }. Las piezas entran en el { -throne } en el orden { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }, con la distancia exacta; gana quien termina primero. No se puede pasar: si hay una jugada, tienes que hacerla; los valores que ninguna jugada puede usar se pierden. La imagen marca cada casilla a la que puedes llegar.

throne-status-won = { $who } gana el { -throne }
throne-status-throw = Tira { $who }
throne-status-throw-bonus = Tira { $who } (ronda extra)
throne-status-move = Mueve { $who } con { $values }
throne-header = { -throne } · { $status } · ronda { $turn }
throne-header-ended = { -throne } · { $ended }
throne-foot = última tirada { $value } · esta ronda { $values }
throne-foot-left = última tirada { $value } · esta ronda { $values } · quedan { $left }
throne-foot-no-throw = aún no hay tirada
throne-alt-head = { -throne }, { $players } jugadores. { $status }.
throne-alt-resigned = { $who } abandonó.
throne-alt-seat = { $who }: { $home } en casa, { $pieces }; { -throne } { $finished } de 5; { $gate ->
    [open] { -throne-gate } abierta
   *[locked] { -throne-gate } cerrada
}.
throne-alt-pieces = { $count ->
    [one] { $kind ->
        [unit] una { -throne-unit }
        [squad] una { -throne-squad }
       *[soldier] un { -throne-soldier }
    }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "other") }
        [squad] { -throne-squad(n: "other") }
       *[soldier] { -throne-soldier(n: "other") }
    }
} en { $square }{ $gate ->
    [yes] {" "}({ -throne-gate })
   *[no] {""}
}
throne-alt-reachable = Alcanzables: { $squares }.
throne-alt-last-throw = Última tirada { $value } ({ $white } de 8 blancas); valores { $values }.

throne-diagram-you = tú
throne-diagram-opponent = rival
throne-diagram-entry = ← tu entrada
throne-diagram-home = ← tu casa
throne-diagram-gate = tu { -throne-gate }: candado, huecos →
throne-diagram-bridge = ← tu { -throne-bridge }
throne-diagram-shields = escudos (gris): entradas y puertas →
throne-diagram-alt = El tablero de Throne para 2 jugadores, con rótulos: tu casa con 12 { -throne-soldier(n: "other") }, tu casilla de entrada 1 (una franja de color), tu { -throne-gate } en la casilla 12 (borde de color, un candado mientras está cerrada, huecos de carro para las formaciones), tu { -throne-bridge } de 2 casillas hasta el { -throne } del centro, y las casillas escudo grises (cada entrada y cada { -throne-gate }).

## /help: los comandos del juego en una línea.
throne-help = Throne: /challenge game:throne players:<2-4> abre una mesa; /join, /leave, /start; luego /throw y /move piece:<place> values:<6+5> (kind:unit|squad cuando ahí hay varios tipos).
