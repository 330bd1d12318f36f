# Italian (it). Glossary: puzzle = problema, solve = risolvere, daily puzzle = problema del giorno, turn = turno, line = variante, game = partita, rating = punteggio, engine = bot

# I problemi tratti dalle partite giocate qui (/puzzle, il problema del
# giorno, i messaggi di un tentativo). Un problema è una posizione in cui
# un turno vince e nessun altro ci si avvicina; chi risolve gioca i turni
# della soluzione, il bot le risposte in mezzo.
# $id è il numero di un problema, $game il titolo di un gioco, $seat la
# parte di chi risolve (Ember, Bianco…), $turns quanti turni gioca.

## Rifiuti di /puzzle.
puzzle-none-left = Per ora non ti resta nessun problema da provare: nascono dalle partite finite che il bot ha analizzato. Continua a giocare e chiedi di nuovo più tardi.
puzzle-game-running-here = In questo canale si sta giocando una partita: prova il problema in un altro canale, o in un messaggio diretto con il bot.
puzzle-challenge-open-here = In questo canale c'è una sfida aperta: prova il problema in un altro canale, o quando la sfida sarà chiusa.

## Inizia un tentativo. $solver è chi risolve; $rating il punteggio del problema.
puzzle-start = Problema { $id } ({ $game }, punteggio { $rating }): { $solver }, giochi tu ({ $seat }). Trova { $turns ->
        [one] il turno vincente
       *[other] la variante vincente: { $turns } turni tuoi, con le risposte del bot in mezzo
    }.
puzzle-tried-before = Hai già provato questo problema: questo tentativo non cambia il tuo punteggio nei problemi.
## Da dove viene. $source è il numero di quella partita, $url la sua pagina.
puzzle-from-game = Viene dalla partita { $source }.
puzzle-from-game-page = Viene dalla partita { $source }: { $url }
puzzle-from-this-server = Viene da una partita giocata su questo server.
puzzle-from-elsewhere = Viene da una partita giocata su un altro server.

## I turni di chi risolve.
puzzle-not-the-answer = Non è la soluzione del problema: guarda meglio e prova un altro turno.
puzzle-right-go-on = Giusto! Il bot risponde; trova il turno successivo.
puzzle-solved = Risolto!
## $rating è puzzle-rating-moved.
puzzle-solved-rated = Risolto! Il tuo punteggio nei problemi: { $rating }.
puzzle-given-up-rated = Problema abbandonato. Il tuo punteggio nei problemi: { $rating }.
puzzle-rating-moved = { $before } → { $after }
## Il risultato del tentativo, come quello di una partita. $solver è chi l'ha risolto.
puzzle-solved-result = { $solver } ha risolto il problema.

## Il problema del giorno.
puzzle-daily-servers-only = Il problema del giorno si pubblica nel canale di un server; qui non c'è nessun server.
puzzle-daily-managers-only = Solo chi gestisce questo server può attivare o disattivare il problema del giorno.
puzzle-daily-on = In questo canale verrà pubblicato un problema ogni giorno. Ecco quello di oggi.
puzzle-daily-off = Niente più problemi del giorno su questo server.
puzzle-daily = Il problema di oggi: { $game }, problema { $id }. { $seat } muove e vince in { $turns ->
        [one] un turno
       *[other] { $turns } turni
    }. Premi Risolvi per provarlo qui.

button-next-puzzle = Problema successivo
button-solve-puzzle = Risolvi

## La pagina web di un tentativo. $source è il numero della partita da
## cui viene (un link alla sua pagina).
web-puzzle = Problema { $id }
web-puzzle-from-game = dalla partita { $source }
web-puzzle-from-this-server = da una partita giocata su questo server
web-puzzle-from-elsewhere = da una partita giocata su un altro server

## A board's headline once an attempt is solved.
game-ended-solved = problema risolto
## /analyse of an attempt.
analyse-a-puzzle = La partita { $id } è un tentativo di problema: non viene analizzata.

## /profile: a player's puzzle rating in one game.
leaderboard-profile-puzzles = Problemi di { $game }: punteggio { $rating } (risolti: { $solved }, sbagliati: { $missed })

## An attempt where an earlier one was played in the same channel.
puzzle-played-here-before = Questo problema è già stato giocato in questo canale e la soluzione potrebbe essere più in alto: questo tentativo non cambia il tuo punteggio nei problemi.
## Above the solver's own view of a game with secrets.
puzzle-your-view = La tua parte come la vedi solo tu, con le sue scelte nascoste.
## A wrong turn, the first of a rated attempt.
puzzle-not-the-answer-counted = Non è la soluzione del problema: questo tentativo ora conta come sbagliato per il tuo punteggio nei problemi. Guarda meglio e prova un altro turno.
