# Italian (it). Glossary: move = mossa, turn = turno, piece = pezzo, square = casella, game = partita, challenge = sfida, claim = presa di controllo, loadout = equipaggiamento, augmentor = potenziatore, element = elemento, shells = conchiglie, rating = punteggio

# Ciò che l'host dice di qualsiasi gioco: comandi, rifiuti, sfide,
# orologi, punteggi, tornei.

## Qualcosa si è rotto dal lato del bot; non è cambiato nulla.
host-fault = Qualcosa è andato storto da parte mia e non è cambiato nulla; un admin può controllare le partite con `gamehost verify`.
host-store-failed = Qualcosa è andato storto da parte mia e non è cambiato nulla. Riprova.
host-picture-failed = Il comando è stato eseguito, ma non ho potuto disegnare l'immagine.

## Orologi. $movers sono i nomi di chi è di turno, $when un momento.
host-turn-due = { $movers }: questo turno scade { $when }.
## Le righe dell'orologio di /game. $span è una durata (time-span).
host-clock = Orologio: { $span } a turno.
host-clock-waiting = { $waiting }: tutto il tempo ({ $span }) quando arriva il turno.
host-no-clock = Nessun orologio: i turni possono durare quanto serve.

## Le righe del punteggio di /game: $changes elenca host-rating-moved, uno per giocatore.
host-rating-change = Variazione del punteggio: { $changes }.
host-rating-moved = { $who } { $before } → { $after }
host-friendly-game = Una partita amichevole: il punteggio non cambia.
host-time-running-low = { $movers }: il tempo per questo turno di { $game } sta per finire ({ $per_turn } a turno); scade { $when }.

## /language. $language è il nome di una lingua nella lingua stessa (language-name).
host-language-mine = D'ora in poi ti rispondo in { $language }.
host-language-mine-auto = D'ora in poi ti rispondo nella lingua impostata nel tuo Discord.
host-language-server = D'ora in poi i messaggi pubblici di questo server sono in { $language }.
host-language-server-auto = D'ora in poi i messaggi pubblici di questo server sono nella lingua Discord del server.
host-language-server-not-manager = Solo chi può gestire questo server può sceglierne la lingua.
host-language-unknown = `locale:{ $given }` non è una lingua che parlo: usa auto oppure una di queste: { $known }.
host-language-whose = `for:{ $given }` non è né me né server: usa /language locale:de for:server.

## /help e /rules. $games è un elenco di titoli di giochi.
help-commands = Comandi (opzioni come nome:valore):
help-for-games = { $about } ({ $games })
help-games = Giochi: { $games } (/challenge opponent:<name> game:<game>; Throne: /challenge game:throne players:<2-4>, poi /join; /rules game:<game>).
help-the-bot = Nessuno con cui giocare? Sfida il bot stesso, /challenge opponent:<the bot> level:<1-5> (nella console: opponent:engine); a un tavolo di Throne lo fai sedere con bots:<1-3>. Le partite contro il bot non valgono per il punteggio.
help-hosted = Ospito questi giochi; le regole: /rules game:<name>.
## Un gioco ospitato: $title il suo titolo, $name il nome che accetta /rules, $help i suoi comandi (la riga di aiuto del gioco).
help-hosted-game = - { $title } (`/rules game:{ $name }`): { $help }
help-rules-by-id = Tutte le regole, per id: { $url }

## Le condizioni di una partita. $clock è terms-per-turn o terms-no-clock; $rated è yes o no.
terms = { $rated ->
    [yes] { $clock }
   *[no] { $clock }, amichevole (non vale per il punteggio)
}
terms-per-turn = { $span } a turno
terms-no-clock = senza orologio

## Sfide. $challenger, $opponent e $opener sono nomi di giocatori.
challenge-open = { $challenger } sfida { $opponent } a una partita di { $game } ({ $plays }; { $terms }). { $opponent }, rispondi con /accept o /decline entro { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minuti
    }.
challenge-playing = giocando con { $side }
challenge-coin-flip = schieramenti a testa o croce
challenge-engine-game = { $player } gioca contro il bot al livello { $level } a { $game } (non vale per il punteggio). Il bot gioca i suoi turni da solo.
challenge-level-without-bot = `level:` imposta la forza del bot quando sfidi il bot stesso (opponent: il bot); contro una persona omettilo.
challenge-yourself = Non puoi sfidare te stesso: indica qualcun altro, ad esempio /challenge opponent:bob.
challenge-game-running = In questo canale c'è già una partita in corso: guardala con /board, oppure sfida in un altro canale.
challenge-closed = Questa sfida non è più aperta.
challenge-none-here = In questo canale non c'è nessuna sfida aperta; lanciane una con /challenge opponent:<name>.
challenge-is-a-table = { $opener } ha aperto un tavolo qui: siediti con /join (chi l'ha aperto avvia la partita con /start).
challenge-for-someone-else = Questa sfida è rivolta a { $opponent }; solo { $opponent } può rispondere.
challenge-game-gone = Questa sfida riguarda un gioco che non ospito più.
challenge-declined = { $opponent } ha rifiutato la sfida di { $challenger }.
challenge-none-to-cancel = In questo canale non c'è nessuna sfida aperta da annullare.
challenge-not-yours = Solo { $challenger } può annullare questa sfida.
challenge-withdrawn-from = { $challenger } ha ritirato la sfida a { $opponent }.
challenge-withdrawn = { $challenger } ha ritirato la sfida.
table-closed = { $opener } ha chiuso il tavolo.

## Tavoli (Throne). $opener, $who e $invited sono nomi di giocatori; $seat è il colore di un posto.
table-open = { $opener } apre un tavolo di { $game } per { $size } giocatori ({ $terms }; aperto per { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minuti
    }).
table-invited = { $invited }, c'è un invito per te.
table-seat = { $number }. { $seat }: { $who }
table-seat-open = { $number }. { $seat }: libero
table-full-start = Il tavolo è al completo; { $opener } avvia la partita con Avvia o /start.
table-join-or-start = Unisciti con il pulsante o con /join; { $opener } avvia la partita con Avvia o /start.
table-join = Unisciti con il pulsante o con /join; { $opener } può avviare la partita quando siedono { $min } giocatori.
table-joins = { $who } prende posto come { $seat }.
table-leaves = { $who } lascia il tavolo.

## Lo svolgimento della partita ($who… sono nomi di giocatori; $seat e $other, posti; $game, un gioco; $when, un momento in UTC).
host-player = { $who }
host-player-seat = { $who } ({ $seat })
host-command = /{ $verb }
host-ratings = Punteggi: { $changes }.
host-committed-first = Questa scacchiera non è aggiornata: un'altra modifica è arrivata prima. Usa /board per vedere la posizione attuale.
host-no-game-running = In questo canale non c'è nessuna partita in corso; iniziane una con /challenge opponent:<name>.
host-no-game-yet = In questo canale non si è ancora giocata nessuna partita; iniziane una con /challenge opponent:<name>.
host-game-gone = Non ospito più quel gioco.
host-game-running-there = Lì c'è già una partita in corso.
host-game-not-read-back = Non sono riuscito a rileggere la nuova partita; riprova.
host-button-unknown-game = Quel pulsante appartiene a una partita che non conosco.
host-button-other-channel = Quel pulsante appartiene a una partita di un altro canale.
host-verb-elsewhere = /{ $verb } è un comando di { $games }; in questo canale si gioca a { $game }.
host-verb-nowhere = /{ $verb } non è un comando di nessun gioco che ospito; in questo canale si gioca a { $game }.

## La fine di una partita fuori dalla scacchiera.
ending-no-draws = { $game } non prevede la patta: continua a giocare, o /resign.
ending-abort-event = Una partita di torneo non si può annullare; /resign la chiude.
ending-abort-too-late = Troppo tardi per annullare: { $played ->
        [one] è già stato giocato { $played } turno
       *[other] sono già stati giocati { $played } turni
    }. /resign chiude la partita.
ending-aborted-result = Annullata da { $who } prima del secondo turno; nessun risultato.
ending-aborted = { $who } ha annullato la partita prima del secondo turno. Nessun risultato.
ending-resigned-result = { $who } ({ $seat }) ha abbandonato; { $count ->
        [one] vince { $winners }
       *[other] vincono { $winners }
    }.
ending-resigns = { $who } ({ $seat }) abbandona. { $count ->
        [one] { $winners } vince
       *[other] { $winners } vincono
    } la partita.
ending-your-opponent = Il tuo avversario
ending-draw-already-offered = Hai già offerto la patta; l'offerta resta valida finché il tuo avversario risponde o gioca un turno.
ending-draw-offered-you = { $offerer } ti ha già offerto la patta: /draw action:accept o /draw action:decline.
ending-ended-meanwhile = Nel frattempo questa partita è finita.
ending-draw-offer = { $who } ({ $seat }) offre la patta. { $others }, accetta con /draw action:accept o rifiuta con /draw action:decline; giocare un turno la rifiuta.
ending-no-draw-offer = Non c'è nessuna offerta di patta a cui rispondere; offrila con /draw action:offer.
ending-own-offer = È la tua offerta; solo { $others } può rispondere.
ending-draw-accepted = { $who } ({ $seat }) accetta la patta. La partita è patta.
ending-drawn-by-agreement = Patta d'accordo.
ending-draw-declined = { $who } ({ $seat }) rifiuta la patta. Si continua.
ending-engines-alone-result = { $who } ({ $seat }) { $how ->
        [resigned] ha abbandonato
       *[timeout] ha finito il tempo
    }; restavano solo i posti del bot, quindi la partita è finita lì.
ending-engines-alone = Restano solo i posti del bot, quindi la partita finisce qui: il bot non continua a giocare da solo.

## L'orologio.
clock-aborted = { $late } non ha giocato in tempo prima del secondo turno: la partita è annullata, senza risultato.
clock-aborted-result = Annullata: { $late } non ha giocato in tempo prima del secondo turno (alle { $when }); nessun risultato.
clock-at = (alle { $when })
clock-timeout = { $loser } ({ $seat }) ha finito il tempo. { $winner } ({ $other }) vince la partita.
clock-timeout-result = { $loser } ({ $seat }) ha finito il tempo alle { $when }; vince { $winner } ({ $other }).

## /history.
record-versus = { $first } contro { $second }
record-header = { $game }: { $players }
record-attached = (lo storico completo è allegato)
record-no-turns = Non è ancora stato giocato nessun turno.
record-description = Lo storico della partita in notazione.
record-page-line = La pagina della partita: { $url }

## /replay.
replay-no-such-game = Su questo server non c'è nessuna partita { $id }; /history mostra la partita di questo canale.
replay-no-game-yet = In questo canale non si è ancora giocata nessuna partita; iniziane una con /challenge.
replay-cannot = Lo storico di questa partita non si può riprodurre; un admin può controllarlo con `gamehost verify`.
replay-of = Replay della partita { $id } ({ $game }: { $players }), { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }.
replay-alt = Un'animazione della partita { $id } ({ $game }: { $players }), { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }.
replay-skipped = Mostra gli ultimi { $shown }; i primi { $skipped } sono omessi.

## Rivincita.
rematch-still-running = Quella partita è ancora in corso: finiscila prima.
rematch-no-opponent = Quella partita non aveva avversari.

## Sfide in attesa o scadute.
challenge-table-open-here = { $opener } ha un tavolo aperto qui; unisciti con /join, o aspetta che inizi o venga chiuso.
challenge-already-challenged = { $challenger } ha già sfidato { $opponent } qui; prima bisogna rispondere o annullare quella sfida.
challenge-open-here = { $challenger } ha una sfida aperta qui; prima bisogna rispondere o annullarla.
challenge-table-expired = Il tavolo di { $game } di { $opener } è chiuso: nessuno l'ha avviato in tempo. Aprine uno nuovo con /challenge game:{ $name }.
challenge-expired-to = La sfida di { $challenger } a { $opponent } è scaduta senza risposta. Sfida di nuovo con /challenge.
challenge-expired = La sfida di { $challenger } è scaduta senza risposta.
challenge-game-not-hosted = Quel gioco non è più ospitato qui.
challenge-name-opponent = Di' chi sfidi, per esempio /challenge opponent:bob.

## Giocare.
play-wrong-game = Quello è /{ $verb } di { $game }; in questo canale si gioca a { $playing }: usa /{ $verb } { $name }.
play-moved-on = Il turno mostrato da quel messaggio è già stato giocato; ecco la partita com'è adesso.
play-unknown-game = Non conosco quella partita.
play-retired-button = Quel pulsante viene da una versione vecchia del bot: premi Gioca o scrivi /play.

## Turni preparati.
staging-nothing-staged = Non hai niente di preparato: prepara un turno con { $verbs }, o giocane uno subito con /turn.
staging-staged-first = Hai { $staged } preparato: prima concludilo con /endturn o annullalo con /undo.
staging-nothing = Non hai niente di preparato.
staging-cleared = Il tuo turno preparato è stato cancellato.
staging-old-preview = Questa anteprima non è aggiornata: il tuo turno preparato è cambiato da allora. Usa l'anteprima più recente, o /endturn.
staging-moved-on = Questa scacchiera non è aggiornata: la partita è andata avanti da allora. Usa /board per vedere la posizione attuale.

## Scegliere un turno passo per passo ($prompt, $so_far, $turn, $choices, $group e $first sono parole del gioco).
choosing-chosen-since = Queste scelte non sono aggiornate: hai scelto di nuovo da allora. Usa il messaggio più recente, o /play.
choosing-no-such-choice = Adesso non c'è la scelta { $n }: scegli da 1 a { $count } (/play le elenca).
choosing-not-a-choice = Adesso non è una delle scelte: /play le mostra.
choosing-incomplete = Il tuo turno non è ancora completo: { $prompt }
choosing-nothing-chosen = Non hai ancora scelto niente.
choosing-step = { $game } · { $prompt }
choosing-so-far = Finora: { $so_far }.
choosing-complete = Completo: { $button } gioca { $turn }.
choosing-choices = Scelte (/choose N): { $choices }.
choosing-menu = Scegli…
choosing-menu-group = { $group }…
choosing-menu-run = { $number }. { $first }…

## La pagina web di un posto.
seat-behind = Questa pagina non era aggiornata: hai scelto nel frattempo in un'altra finestra, e ora mostra le tue scelte.
seat-stale = Questa pagina non era aggiornata: la partita è andata avanti, e ora la mostra com'è.
seat-fault = Qualcosa è andato storto da parte mia e non è cambiato nulla.
seat-draw-failed = Non sono riuscito a disegnare la scacchiera in questo momento.
seat-not-done = Non è stato fatto.

# An engine seat's name in a game ($level is its level, $n its number among the game's engine seats).
engine-name = { $n ->
    [1] Bot (livello { $level })
   *[other] Bot { $n } (livello { $level })
}

# A game's button pressed in a direct message (a turn alert's): what
# everyone sees was posted in the game's channel ($channel, a link).
host-shown-in-channel = Fatto: è mostrato in { $channel }.
host-told-from-channel = In { $channel } (mostrato lì al prossimo comando):

# A challenge to a person in a direct message with the bot (no one else
# there could accept it).
challenge-direct-message = Qui solo il bot può giocare con te: sceglilo come avversario, oppure sfida altre persone in un server.

# A table opened in a direct message with the bot that needs other people
# ($bots: the seats besides the opener's, which bots could take).
table-direct-message = Qui solo il bot può giocare con te: dagli gli altri posti con bots:{ $bots }, oppure apri un tavolo in un server.
