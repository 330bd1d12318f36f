# Spanish (es-ES). Glossary: move = jugada, turn = turno, piece = pieza, square = casilla, game = partida (the kind of game: juego), challenge = desafío (desafiar); rated = puntuable, seat = plaza, table = mesa; analysis = análisis, accuracy = precisión, inaccuracy = imprecisión, mistake = error, blunder = error grave, win chance = probabilidad de ganar, engine = bot

# El análisis que hace el bot de las partidas terminadas (/analyse, el botón Análisis,
# la imagen del análisis y el análisis de la página de la partida).

## Rechazos de /analyse. $id es el número de una partida; $game, el título de un juego.
analyse-no-such-game = No hay ninguna partida { $id } en este servidor; /history muestra la partida de este canal.
analyse-no-game-yet = Todavía no se ha jugado ninguna partida en este canal; empieza una con /challenge.
analyse-not-over = La partida { $id } todavía está en curso: su análisis llegará cuando termine.
analyse-not-this-game = El bot no analiza partidas de { $game }.
analyse-nothing = La partida { $id } terminó antes de que nadie jugara un turno: no hay nada que analizar.

## El análisis aún no está listo. $ahead es cuántas partidas esperan antes que ella.
analyse-queued = El bot está analizando la partida { $id }{ $ahead ->
        [0] {""}
        [one] {" después de otra partida"}
       *[other] {" después de otras "}{ $ahead } partidas
    }. Vuelve a pedirlo con /analyse game:{ $id } en un par de minutos.

## El análisis. $players es «alice vs bob».
analyse-of = Análisis de la partida { $id } ({ $game }: { $players })
analyse-alt = Un gráfico de la probabilidad de ganar de cada jugador a lo largo de la partida { $id } ({ $game }: { $players }), con los turnos señalados debajo.
## Una línea por jugador. $accuracy es un porcentaje entero.
analyse-player = { $who }: precisión { $accuracy } %, { $inaccuracies ->
        [one] { $inaccuracies } imprecisión
       *[other] { $inaccuracies } imprecisiones
    }, { $mistakes ->
        [one] { $mistakes } error
       *[other] { $mistakes } errores
    }, { $blunders ->
        [one] { $blunders } error grave
       *[other] { $blunders } errores graves
    }
analyse-player-no-turns = { $who }: no tomó ninguna decisión que el bot pudiera valorar
analyse-swings = Los mayores vuelcos:
## $turn es el número del turno; $played y $best, turnos en la notación del juego; $mark, una de las palabras analysis-mark-.
analyse-swing = Turno { $turn }, { $who }: { $played } ({ $mark }); el bot prefería { $best }
analysis-mark-inaccuracy = imprecisión
analysis-mark-mistake = error
analysis-mark-blunder = error grave
analysis-mark-none = una pequeña pérdida

## El botón bajo el último mensaje de una partida terminada.
button-analysis = Análisis

## El análisis de la página de la partida.
web-analysis-title = El análisis del bot
web-analysis-graph-alt = La probabilidad de ganar de cada jugador a lo largo de la partida { $id }, posición a posición, con los turnos señalados debajo.
web-analysis-secrets = El bot leyó lo que estaba oculto durante la partida (las elecciones secretas, reveladas al terminar); este análisis también, igual para todos.
## $mark es una de las palabras analysis-mark-.
web-analysis-shown-mark = Valoración: { $mark }.
web-analysis-shown-best = El bot también habría jugado este turno.
## $best es un turno en la notación del juego; $line, los turnos que el bot esperaba después.
web-analysis-shown-preferred = El bot prefería { $best } (su línea: { $line }).
web-analysis-how = Las probabilidades de ganar salen de la evaluación del bot con un esfuerzo fijo, ajustada a sus propias partidas. Un turno se señala cuando le cuesta a su jugador 5 (imprecisión), 10 (error) o 15 (error grave) puntos de probabilidad de ganar respecto a la elección del bot; la precisión es la media de los turnos de un jugador.
web-analysis-waiting = El bot aún no ha analizado esta partida; su análisis aparecerá aquí cuando esté listo.

## Under a page's board where the next turn was marked: the engine's choice, drawn as an arrow.
web-analysis-arrow = La flecha: la elección del bot aquí, { $best }.
