# Italian (it). Glossary: move = mossa, turn = turno, piece = pezzo, square = casella, game = partita, challenge = sfida, claim = presa di controllo, loadout = equipaggiamento, augmentor = potenziatore, element = elemento, shells = conchiglie, rating = punteggio, seat = posto, table = tavolo

# Ciò che dicono le pagine web: la pagina iniziale, la pagina di una
# partita, la pagina di un posto (e i testi del suo script), l'archivio,
# l'Attività, risposte di una frase. Nomi, notazione e titoli dei giochi
# sono argomenti, mostrati così come sono.

## Ogni pagina.
web-languages = Lingue
web-home-title = gamehost
web-versus = vs
web-in-play = In corso.
web-anonymous = anonimo
web-play-as = Gioca come…

## Risposte di una frase.
web-no-such-page = Questa pagina non esiste.
web-unavailable = Al momento non è possibile leggere le partite; riprova tra poco.
web-too-many = Troppe richieste dal tuo indirizzo; aspetta un minuto.
web-too-large = Questa richiesta è più grande di qualsiasi cosa invii una pagina.
web-too-slow = Questa richiesta ha impiegato troppo ad arrivare.
web-not-this-site = Questo non è l'indirizzo di questo sito.
web-not-own-page = Solo le pagine di questo sito possono chiederlo.
web-not-an-ask = Questa non è una cosa che una pagina possa chiedere.

## La pagina iniziale. $game è il titolo di un gioco, $id il numero di una
## partita, $channel il nome di un canale.
web-home-about = Ogni partita ha la sua pagina; il link è nei messaggi della partita (oppure chiedilo al bot con /history).
web-home-running = Partite in corso
web-home-none = Nessuna al momento: avviane una nella console con /challenge.
web-home-game = { $game } #{ $id } in #{ $channel }
web-home-archive = L'archivio della console

## La pagina di una partita. $game è il titolo del gioco, $players chi la
## gioca (nomi con i loro posti), $standing a che punto è.
web-game-title = { $game }: { $players }
web-game-description = { $game }: { $players }. { $standing }
web-rules = Regole
## Quando è iniziata la partita: $day e $year come numeri, $month da 1 a 12.
web-started = Iniziata il { $day } { $month ->
    [1] gennaio
    [2] febbraio
    [3] marzo
    [4] aprile
    [5] maggio
    [6] giugno
    [7] luglio
    [8] agosto
    [9] settembre
    [10] ottobre
    [11] novembre
   *[12] dicembre
} { $year }
## Sotto il tabellone: cosa ha fatto il turno mostrato. $line è la riga
## della registrazione (con le parole del gioco), $who chi l'ha giocato,
## $number il numero del turno, $entry quante voci del registro sono mostrate.
web-caption-start = L'inizio.
web-caption-turn = Dopo { $number }. { $line } ({ $who })
web-caption-setup = Dopo una scelta di preparazione: { $line } ({ $who })
web-caption-entry = Dopo la voce { $entry }.
web-steps-label = Turni
web-step-first = « Primo
web-step-back = ◀ Indietro
web-step-forward = Avanti ▶
web-step-last = Ultimo »
web-record = Registrazione
web-record-empty = Non è ancora stato giocato nessun turno.
web-replay = Replay (GIF)
web-download-record = Scarica la registrazione

## La pagina di un posto: dove il suo giocatore gioca cliccando. $name è
## il nome del giocatore; $turn e $last sono numeri di turno.
web-seat-label = Il tuo turno
web-seat-playing-as = Giochi come { $name }
web-seat-past = Stai guardando la partita com'era dopo il turno { $turn } di { $last }.
web-seat-present = Torna alla partita com'è ora
web-seat-needs-script = Per giocare qui serve lo script della pagina; i comandi della partita funzionano come sempre.
web-seat-several = Qui ci sono più scelte: scegline una.
web-seat-unanswered = Il server non ha risposto; riprova.
## Il pannello del passo. $choices sono le scelte finora, $what ciò che il
## pulsante gioca (entrambi con le parole del gioco), $plays cosa fa giocare.
web-so-far = Finora: { $choices }.
web-take-back = Annulla
web-start-again = Ricomincia
web-plays-end-turn = Termina il turno
web-plays-throw = Lancia
web-plays-move = Muovi
web-plays-what = { $plays }: { $what }

## Un link di gioco che non gioca.
web-dead-link = Questo link di gioco non funziona
web-watch-game = Guarda la partita
web-link-forged = Questo link di gioco non è valido: chiedine uno nuovo con il pulsante Gioca.
web-link-expired = Questo link di gioco è scaduto: chiedine uno nuovo con il pulsante Gioca.
web-link-replaced = Dopo questo sono stati creati link di gioco più recenti per questo posto: usa il più recente o premi di nuovo Gioca.
web-link-finished = La partita è finita: questo link non gioca più.
web-link-unavailable = Al momento non è possibile giocare sul web.

## Il "gioca come" della console. $game è il titolo del gioco.
web-play-as-title = { $game }: gioca come…
web-a-game = Partita
web-game-over = La partita è finita.
web-watch-instead = Guarda invece

## Il risultato di una partita finita, indicato per posti (quando un
## giocatore è anonimo). $seat è il nome di un posto, $places i posti in
## classifica (`1. Ember, 2. Frost`), $how come è finita (uno dei web-how-…).
web-result-aborted = Annullata; nessun risultato.
web-result-drawn = Pareggio.
web-result-ended = Finita { $how }.
web-result-wins = Vince { $seat }.
web-result-wins-how = Vince { $seat } { $how }.
web-result-places = Piazzamenti: { $places }.
web-result-places-how = Piazzamenti: { $places } (finita { $how }).
web-how-on-the-board = sul tabellone
web-how-by-resignation = per abbandono
web-how-on-time = per tempo

## L'archivio di un server e le pagine dei suoi giocatori. $game è il
## titolo di un gioco, $rating un punteggio, $games un numero di partite valide per il punteggio.
web-archive = Archivio delle partite
web-archive-games = Partite
web-archive-all = Tutte le partite
web-archive-one-player = Solo le partite di un giocatore: { $everyone }
web-archive-everyone = mostra quelle di tutti
web-archive-player-page = La pagina del giocatore
web-archive-empty = Ancora nessuna partita.
web-archive-events = Tornei
web-archive-back = L'archivio del server
web-recent-games = Partite recenti
web-leaderboard = Classifica di { $game }
web-rating = Punteggio a { $game }
web-rating-one = Punteggio a { $game } dopo una partita valida per il punteggio: { $rating }
web-rating-over = Punteggio a { $game } in { $games } partite valide per il punteggio, da { $first } a { $last } (minimo { $lowest }, massimo { $highest })
## La classifica di un torneo: le intestazioni delle colonne, e i nomi
## completi degli spareggi (ciò che i lettori di schermo dicono per quelli brevi).
web-standings-player = Giocatore
web-standings-points = Punti
web-standings-bh = Bh
web-standings-buchholz = Buchholz
web-standings-sb = SB
web-standings-sonneborn-berger = Sonneborn–Berger

## L'Attività: la pagina dentro Discord, e ciò che dice il suo script.
web-activity-connecting = Connessione a Discord…
web-activity-outside = Questa pagina funziona dentro Discord.
web-activity-asking = Sto chiedendo a Discord chi sei…
web-activity-failed = Qualcosa è andato storto; chiudi l'Attività e riaprila.
web-activity-not-framed = Questa pagina funziona dentro Discord: aprila dal pulsante Gioca della partita.
web-activity-no-code = Discord non ha detto chi sei: chiudi l'Attività e riaprila.
web-activity-unconfirmed = Discord non ha confermato chi sei: chiudi l'Attività e riaprila.
web-activity-no-game = In questo canale non c'è nessuna partita in corso: avviane una con /challenge.
web-activity-no-page = Questa partita non ha una pagina.
web-activity-players-only = Qui la aprono solo i giocatori della partita; guardala nel canale.
