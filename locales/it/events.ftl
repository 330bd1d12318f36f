# Italian (it). Glossary: event = torneo, round = turno di gioco (round), board = scacchiera (una partita del round), bye = riposo (bye), organiser = organizzazione, standings = classifica, tie-breaks = spareggi (Buchholz, Sonneborn–Berger), arena = arena, pairing = abbinamento, leaderboard = classifica, rating = punteggio, table = tavolo, seat = posto, archive = archivio
# Tornei, tavoli, classifiche, l'archivio e quello che dicono le interfacce stesse.

## Che cos'è un torneo. $game è il titolo di un gioco, $span una durata.
tournament-rounds = { $n ->
    [0] round secondo il numero di giocatori
    [one] { $n } round
   *[other] { $n } round
}
tournament-about-swiss = un torneo svizzero di { $game } ({ $rounds }, { $span } per turno)
tournament-about-round-robin = un girone all'italiana di { $game } ({ $span } per turno)
tournament-about-double-round-robin = un doppio girone all'italiana di { $game } ({ $span } per turno)
tournament-about-knockout-replay = un torneo a eliminazione diretta di { $game } ({ $span } per turno; una patta si rigioca a posti invertiti)
tournament-about-knockout-seed = un torneo a eliminazione diretta di { $game } ({ $span } per turno; con una patta passa la testa di serie più alta)
tournament-about-arena = un'arena di { $game } (abbinamenti per { $length }, { $span } per turno)
tournament-about-tables = un torneo di { $game } ai tavoli ({ $rounds } e poi un tavolo finale, { $span } per turno)

## /tournament.
tournament-players = { $n ->
    [one] { $n } giocatore
   *[other] { $n } giocatori
}
tournament-no-event = In questo canale non c'è nessun torneo; l'organizzazione ne crea uno con /tournament action:create.
tournament-organiser-only = Solo l'organizzazione del torneo (chi l'ha creato o chi gestisce il server) può farlo.
tournament-you-not-joined = Non sei iscritto a questo torneo.
tournament-left = { $who } ha lasciato il torneo ({ $players }).
tournament-started-by = { $who } ha avviato il torneo.
tournament-not-in = { $who } non è in questo torneo.
tournament-unentered = { $who } non è più iscritto al torneo.
tournament-withdrew = { $organiser } ha ritirato { $who } dal torneo: niente più abbinamenti.
tournament-withdrew-playing = { $organiser } ha ritirato { $who } dal torneo: niente più abbinamenti; la partita in corso si gioca fino in fondo.
tournament-paused = Il torneo è in pausa: le partite in corso vanno avanti, e nessun nuovo round viene abbinato fino a /tournament action:resume.
tournament-running-again = Il torneo riparte.
tournament-over-already = Il torneo è già finito.
tournament-ended-by = { $who } ha chiuso il torneo; questa classifica è definitiva (le partite ancora in corso non contano più).
tournament-over-see-standings = Il torneo è finito: /tournament action:standings mostra la classifica finale.
tournament-busy = Questo canale ha già un torneo ({ $about }); deve finire prima che se ne crei un altro qui.
tournament-game-gone = Quel gioco non è più disponibile qui.
tournament-created = { $who } ha creato { $about }. Iscriviti con /tournament action:join;
tournament-starts-in = Parte da solo tra { $span } (o quando { $who } lo avvia con /tournament action:start).
tournament-starts-by = { $who } lo avvia con /tournament action:start.
tournament-enter-yourself = Solo l'organizzazione può iscrivere qualcun altro; iscriviti tu con /tournament action:join.
tournament-level-for-bot = `level:` serve a iscrivere il bot, come /tournament action:join player:engine level:1.
tournament-joined-already = { $who } è già iscritto.
tournament-joined = { $who } si è iscritto al torneo ({ $players }).
tournament-changed = Il torneo è cambiato nello stesso momento; non è stato fatto nulla. Riprova.

## Cosa rifiuta l'abbinamento.
tournament-refused-join-after-start = Il torneo è iniziato: ora non si iscrive più nessuno.
tournament-refused-already-joined = Sei già iscritto.
tournament-refused-leave-after-start = Il torneo è iniziato: chiedi all'organizzazione di ritirarti.
tournament-refused-not-joined = Non sei iscritto.
tournament-refused-already-started = Il torneo è già iniziato.
tournament-refused-too-few = Ci sono troppi pochi iscritti per iniziare.
tournament-refused-not-a-player = Quel giocatore non è nel torneo.
tournament-refused-not-running = Si può mettere in pausa solo un torneo in corso.
tournament-refused-not-paused = Il torneo non è in pausa.
tournament-refused-not-its-game = Quella partita non è del torneo.
tournament-refused-result-in = Il risultato di quella partita è già registrato.

## Le partite di un round.
tournament-name = { $who }
tournament-versus = { $first } contro { $second }
tournament-seated = { $who } ({ $seat })
tournament-round = Round { $round }: { $games }. Ogni partita si apre in un canale tutto suo.
tournament-round-byes = Round { $round }: { $games }; riposa: { $byes }. Ogni partita si apre in un canale tutto suo.
tournament-new-games = Nuove partite: { $games }. Ogni partita si apre in un canale tutto suo.
tournament-new-games-byes = Nuove partite: { $games }; riposa: { $byes }. Ogni partita si apre in un canale tutto suo.

## Una partita del torneo riceve il suo canale.
tournament-board-name = { $game } · R{ $round } S{ $board } · { $players }
tournament-board-heading = Partita del torneo: round { $round }, scacchiera { $board } — { $players }.
tournament-board-placed = Round { $round }, scacchiera { $board }: { $players } — in { $place }.
tournament-this-channel = questo canale
tournament-gone = Quel torneo non esiste più.
tournament-unreadable = Non è stato possibile rileggere la partita del torneo.
tournament-placed-already = Quella partita ha già il suo posto.
tournament-over-final = Il torneo è finito. Classifica finale:

## Una partita del torneo finisce.
tournament-result-not-counted = Il torneo di questa partita è finito; il suo risultato lì non conta.
tournament-last-game = Era l'ultima partita del torneo: è finito, e la classifica finale va nel canale del torneo (/tournament action:standings lì).
tournament-goes-on = Il torneo continua.
tournament-round-complete = Il round { $round } del torneo è completo.
tournament-paused-next = Il torneo è in pausa: il prossimo round viene abbinato quando l'organizzazione lo riprende.
tournament-arena-goes-on = Il torneo continua: vieni abbinato di nuovo appena qualcuno con un punteggio vicino al tuo è libero.
tournament-round-waits = Il round { $round } del torneo aspetta che finiscano { $left ->
    [one] ancora { $left } partita
   *[other] ancora { $left } partite
}.

## Cosa fa l'orologio ai tornei.
tournament-has-started = Il torneo è iniziato.
tournament-could-not-start = Il torneo non è potuto partire all'ora stabilita: { $joined } iscritti, ne servono { $least }. È chiuso; l'organizzazione può crearne un altro.
tournament-arena-time-up = Il tempo dell'arena è scaduto: non si abbinano nuove partite, e finisce quando terminano quelle in corso.

## La classifica.
tournament-format-swiss = svizzero
tournament-format-round-robin = girone all'italiana
tournament-format-double-round-robin = doppio girone all'italiana
tournament-format-knockout = eliminazione diretta
tournament-format-arena = arena
tournament-format-tables = tavoli
tournament-status-open = aperto, { $count } iscritti
tournament-status-final = classifica finale
tournament-status-round = round { $round }
tournament-status-round-of = round { $round } di { $rounds }
tournament-status-round-of-final = round { $round } di { $rounds } più la finale
tournament-status-paused = in pausa al { $round }
tournament-status-arena = arena in corso
tournament-standings-title = { $game } { $format } · { $status }
tournament-standings-head = Classifica — { $about } — { $status }:
tournament-standings-nobody = Non si è ancora iscritto nessuno: /tournament action:join.
tournament-standings-row = { $rank }. { $who } — { $points } { $n ->
    [one] pt
   *[other] pt
}
tournament-standings-row-half = { $rank }. { $who } — { $points } pt
tournament-standings-tie-breaks = (Buchholz { $bh }, SB { $sb })
tournament-standings-more = …e altri { $n } (l'immagine li mostra tutti).
tournament-withdrawn = { $who } (ritirato)
tournament-withdrawn-mark = (ritirato)

## Caselle dei risultati: V3 vittoria contro il 3°, P3 patta, S3 sconfitta.
tournament-cell-won = V{ $rank }
tournament-cell-drew = P{ $rank }
tournament-cell-lost = S{ $rank }
tournament-cell-bye = riposo
tournament-column-round = R{ $n }
tournament-column-game = G{ $n }

## L'immagine della classifica.
tournament-picture-points = Pt
tournament-picture-nobody = Ancora nessuno
tournament-legend-bh = Bh Buchholz
tournament-legend-sb = SB Sonneborn–Berger
tournament-legend-won = V3 vittoria contro il n. 3
tournament-legend-drew = P patta
tournament-legend-lost = S sconfitta
tournament-legend-place = 2/4 secondo su quattro al tavolo
tournament-legend-playing = …3 in corso
tournament-legend-playing-table = … in corso
tournament-alt-head = Classifica, { $title }.
tournament-alt-nobody = Non si è ancora iscritto nessuno.
tournament-alt-row = { $rank }. { $who }, { $points } { $n ->
    [one] punto
   *[other] punti
}
tournament-alt-row-half = { $rank }. { $who }, { $points } punti
tournament-alt-tie-breaks = , Buchholz { $bh }, Sonneborn–Berger { $sb }
tournament-alt-results = , risultati { $results }

## /leaderboard e /profile.
leaderboard-nobody = Su questo server nessuno ha ancora un punteggio a { $game }: prima finisci una partita valida per il punteggio (le sfide lo sono, tranne con rated:false).
leaderboard-head = Classifica di { $game } (? = provvisorio):
leaderboard-row = { $place }. { $who } { $rating } ({ $games ->
    [one] { $games } partita
   *[other] { $games } partite
}: { $wins }–{ $losses }–{ $draws })
leaderboard-you = Tu: { $rank } su { $count } con { $rating }.
leaderboard-you-unrated = Non hai ancora nessuna partita valida a { $game } su questo server.
leaderboard-profile-head = { $who } su questo server:
leaderboard-profile-game = { $game }: { $rating } · { $wins } vinte, { $losses } perse, { $draws } patte
leaderboard-profile-none = Ancora nessuna partita valida per il punteggio.
leaderboard-streak-win = Serie attuale: { $n ->
    [one] { $n } vittoria
   *[other] { $n } vittorie
}.
leaderboard-streak-loss = Serie attuale: { $n ->
    [one] { $n } sconfitta
   *[other] { $n } sconfitte
}.
leaderboard-streak-draw = Serie attuale: { $n ->
    [one] { $n } patta
   *[other] { $n } patte
}.
leaderboard-last-games = Ultime partite:
leaderboard-last-game = partita { $id } · { $game } · { $outcome } · { $before } → { $after }
leaderboard-outcome-win = vittoria
leaderboard-outcome-loss = sconfitta
leaderboard-outcome-draw = patta

## /archive e /anonymous.
archive-managers-only = Solo chi può gestire questo server può pubblicarne le partite sul web.
archive-on = Le partite di questo server ora sono sul web: { $link }. Chi vuole può nascondere il proprio nome con /anonymous state:on.
archive-on-later = Le partite di questo server saranno sul web appena il bot servirà le sue pagine (web.public_url). Chi vuole può nascondere il proprio nome con /anonymous state:on.
archive-off = Le partite di questo server non sono più sul web; la pagina di ogni partita si apre ancora dal suo link.
archive-anonymous-on = D'ora in poi negli archivi web compari come "anonimo".
archive-anonymous-off = Negli archivi web compari di nuovo con il tuo nome.

## Tavoli (Throne): cosa viene rifiutato.
table-own-table = Sei già seduto al tuo tavolo: invita qualcun altro o togli opponent:.
table-level-without-bot = `level:` imposta la forza del bot: fallo sedere con bots:1 (o opponent: il bot), oppure togli level:.
table-channel-busy = In questo canale c'è già una partita in corso: guardala con /board o apri un tavolo in un altro canale.
table-too-many-bots = Un tavolo per { $size } ha posto al massimo per { $most } bot oltre a te: abbassa bots: o alza players:.
table-game-running = In questo canale c'è già una partita in corso.
table-no-longer-open = Questo tavolo non è più aperto.
table-none-here = In questo canale non c'è nessun tavolo aperto; aprine uno con /challenge game:throne.
table-two-players = La sfida aperta qui è per due giocatori: rispondi con /accept o /decline.
table-game-gone = Questo tavolo è per un gioco che non offro più.
table-sitting-already = Sei già seduto a questo tavolo.
table-full = Questo tavolo è pieno ({ $seats } posti); { $opener } può avviarlo.
table-game-started = La partita di questo tavolo è iniziata: per lasciarla, /resign.
table-opener-cancels = Hai aperto tu questo tavolo: chiudilo con /cancel.
table-not-sitting = Non sei seduto a questo tavolo.
table-opener-starts = Solo { $opener } (che ha aperto il tavolo) può avviarlo.
table-too-few = Devono sedersi almeno { $min } giocatori prima che la partita inizi; { $now ->
    [one] ora ne siede solo { $now }
   *[other] ora ne siedono { $now }
}.

## Cosa dice l'interfaccia di Discord stessa.
discord-unknown-command = Il comando /{ $command } non esiste più; scrivi /help per vedere i comandi che ho ora.
discord-not-my-button = Quel pulsante non è mio.
discord-out-of-date = Questo /{ $command } è superato: riscrivilo.
discord-out-of-date-games = Questo /{ $command } è superato: riscrivi /{ $command } e scegli il tuo gioco ({ $games }).
discord-bot-opponent = { $who } è un bot, e qui l'unico bot che gioca sono io: sfida me o una persona di questo canale.
discord-thread-name = { $game } · { $players }
discord-accepted-in-thread = { $who } ha accettato: la partita si gioca in { $thread }.

## Cosa dice la console stessa: righe che non sono comandi.
console-usage = scrivi `#canale utente /comando`, come `#lobby alice /help`
console-greeting = console di gamehost: scrivi `#canale utente /comando`, come `#lobby alice /help`. Esci con Ctrl-D.
console-channel-empty = il nome di un canale non può essere vuoto
console-user-empty = il nome di un utente non può essere vuoto
console-channel-hidden = il nome di un canale non può contenere caratteri di controllo, invisibili o che cambiano la direzione del testo
console-user-hidden = il nome di un utente non può contenere caratteri di controllo, invisibili o che cambiano la direzione del testo
console-not-a-channel = `{ $channel }` non è un canale: i canali iniziano con #, come #lobby
console-name-too-long = i nomi di canale e di utente hanno al massimo { $most } caratteri
console-not-utf8 = questa riga non è testo UTF-8; scrivi comandi come `#lobby alice /help`
console-engine-name = `{ $user }` è il nome del bot nella console (sfidalo con /challenge opponent:engine); scrivi come qualcun altro
console-nothing-to-do = una riga vuota o un commento: niente da fare
