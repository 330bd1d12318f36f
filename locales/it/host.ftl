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
host-half-time-gone = { $movers }: è passata metà del tempo per questo turno di { $game } ({ $per_turn } a turno); scade { $when }.

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
