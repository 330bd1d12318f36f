# Italian (it). Glossary: move = mossa, turn = turno, piece = pezzo, square = casella, game = partita, challenge = sfida, claim = presa di controllo, loadout = equipaggiamento, augmentor = potenziatore, element = elemento, shells = conchiglie, rating = punteggio, analysis = analisi, accuracy = precisione, inaccuracy = imprecisione, mistake = errore, blunder = errore grave, win chance = probabilità di vittoria, engine = bot

# L'analisi del bot delle partite finite (/analyse, il pulsante Analisi,
# l'immagine dell'analisi e l'analisi nella pagina della partita).

## Rifiuti di /analyse. $id è il numero di una partita, $game il titolo di un gioco.
analyse-no-such-game = Su questo server non c'è nessuna partita { $id }; /history mostra la partita di questo canale.
analyse-no-game-yet = In questo canale non si è ancora giocata nessuna partita; iniziane una con /challenge.
analyse-not-over = La partita { $id } è ancora in corso: la sua analisi arriverà quando sarà finita.
analyse-not-this-game = Il bot non analizza le partite di { $game }.
analyse-nothing = La partita { $id } è finita prima che qualcuno giocasse un turno: non c'è niente da analizzare.

## L'analisi non è ancora pronta. $ahead è quante partite aspettano prima di questa.
analyse-queued = Il bot analizzerà la partita { $id }{ $ahead ->
        [0] {""}
        [one] {" dopo un'altra partita"}
       *[other] {" "}dopo altre { $ahead } partite
    }. Chiedi di nuovo con /analyse game:{ $id } tra un paio di minuti.

## L'analisi. $players è «alice contro bob».
analyse-of = Analisi della partita { $id } ({ $game }: { $players })
analyse-alt = Un grafico della probabilità di vittoria di ciascun giocatore nel corso della partita { $id } ({ $game }: { $players }), con sotto i turni segnalati.
## Una riga per giocatore. $accuracy è una percentuale intera.
analyse-player = { $who }: precisione { $accuracy }%, { $inaccuracies ->
        [one] { $inaccuracies } imprecisione
       *[other] { $inaccuracies } imprecisioni
    }, { $mistakes ->
        [one] { $mistakes } errore
       *[other] { $mistakes } errori
    }, { $blunders ->
        [one] { $blunders } errore grave
       *[other] { $blunders } errori gravi
    }
analyse-player-no-turns = { $who }: nessuna scelta che il bot potesse valutare
analyse-swings = Le oscillazioni più forti:
## $turn è il numero del turno, $played e $best sono turni nella notazione del gioco, $mark una delle parole analysis-mark-.
analyse-swing = Turno { $turn }, { $who }: { $played } ({ $mark }); il bot avrebbe preferito { $best }
analysis-mark-inaccuracy = imprecisione
analysis-mark-mistake = errore
analysis-mark-blunder = errore grave
analysis-mark-none = una piccola perdita

## Il pulsante sotto l'ultimo messaggio di una partita finita.
button-analysis = Analisi

## L'analisi nella pagina della partita.
web-analysis-title = L'analisi del bot
web-analysis-graph-alt = La probabilità di vittoria di ciascun giocatore nel corso della partita { $id }, posizione per posizione, con sotto i turni segnalati.
web-analysis-secrets = Il bot ha letto ciò che era nascosto durante il gioco (le scelte segrete, rivelate a fine partita); ne tiene conto anche questa analisi, che è uguale per tutti.
## $mark è una delle parole analysis-mark-.
web-analysis-shown-mark = Segnalato come { $mark }.
web-analysis-shown-best = Anche il bot avrebbe giocato così.
## $best è un turno nella notazione del gioco, $line i turni che il bot si aspettava dopo.
web-analysis-shown-preferred = Il bot avrebbe preferito { $best } (la sua variante: { $line }).
web-analysis-how = Le probabilità di vittoria derivano dalla valutazione del bot con uno sforzo di calcolo fisso, calibrata sulle sue stesse partite. Un turno viene segnalato quando, rispetto alla scelta del bot, costa al suo giocatore 5 (imprecisione), 10 (errore) o 15 (errore grave) punti di probabilità di vittoria; la precisione è la media sui turni di un giocatore.
web-analysis-waiting = Il bot non ha ancora analizzato questa partita; la sua analisi comparirà qui non appena sarà pronta.

## Under a page's board where the next turn was marked: the engine's choice, drawn as an arrow.
web-analysis-arrow = La freccia: la scelta del bot qui, { $best }.
