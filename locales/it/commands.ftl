# Italian (it). Glossary: move = mossa, turn = turno, piece = pezzo, square = casella, game = partita, challenge = sfida, claim = presa di controllo, loadout = equipaggiamento, augmentor = potenziatore, element = elemento, shells = conchiglie, rating = punteggio

# Descrizioni dei comandi slash, come Discord le mostra accanto a ogni comando
# e opzione (al massimo 100 caratteri; nomi e scelte restano in inglese, così
# `/move from:E2 to:E4` si legge uguale ovunque). Una descrizione condivisa da
# più comandi è scritta una volta sola e richiamata.

## La descrizione di un comando che hanno solo alcuni giochi, con i loro nomi.
## $games sono i titoli dei giochi come elenco, $about la descrizione.
command-for-games = { $games }: { $about }
## Il titolo di un gioco in un tale elenco.
game-title = { $title }

## I comandi dell'host.
command-challenge = Sfida qualcuno a una partita in questo canale (Throne: apri un tavolo da 2–4)
command-challenge-opponent = Chi sfidi (a un tavolo: chi inviti; chiunque può unirsi)
command-challenge-game = Quale gioco (predefinito: il primo in /help)
command-challenge-side = Il tuo schieramento (predefinito: a testa o croce)
command-challenge-players = Giochi a tavolo: posti, 2–4 (predefinito: il massimo)
command-challenge-time = Tempo per turno (predefinito 1 giorno); chi è di turno perde quando scade
command-challenge-rated = Se la partita vale per il punteggio (predefinito true; false: amichevole)
command-challenge-level = Contro il bot: la sua forza, da 1 (veloce, debole) a 5 (il più forte); predefinito 3
command-challenge-bots = Giochi a tavolo: posti che il bot occupa subito, 1–3 (al livello di level:)
command-accept = Accetta la sfida che hai ricevuto
command-decline = Rifiuta la sfida che hai ricevuto
command-cancel = Ritira la tua sfida
command-join = Siediti al tavolo aperto
command-leave = Lascia il tuo posto al tavolo aperto
command-start = Avvia la partita del tavolo (chi l'ha aperto, con almeno 2 seduti)
command-board = Mostra il tabellone a tutti
command-game = Di chi è il turno, prese di controllo, offerte, catture e posizione (in privato)
command-history = Lo storico della partita (in privato)
command-play = Gioca il tuo turno scegliendo passo passo, senza scrivere (in privato)
command-undo = Cancella il turno preparato
command-endturn = Gioca il turno preparato
command-resign = Abbandona la partita
command-abort = Chiudi la partita prima del suo secondo turno, senza risultato
command-draw = Offri, accetta o rifiuta la patta
command-draw-action = offer, accept o decline
command-rules = Le regole di un gioco; con un pezzo, come si muove
command-rules-game = Quale gioco (predefinito: quello di questo canale)
command-rules-piece = Un pezzo da mostrare
command-leaderboard = I dieci migliori giocatori per punteggio di un gioco su questo server, e la tua posizione
command-leaderboard-game = { command-rules-game }
command-profile = Punteggi, vittorie, sconfitte, patte, serie e ultime cinque partite di un giocatore
command-profile-user = Di chi (predefinito: tuo)
command-archive = Elenca sul web le partite di questo server, o smetti (chi gestisce il server)
command-archive-state = on o off
command-anonymous = Appari come anonimo negli archivi web di questo bot, o di nuovo col tuo nome
command-anonymous-state = { command-archive-state }
command-language = La lingua in cui ti rispondo, o quella dei messaggi pubblici di questo server
command-language-locale = Una lingua, o auto per seguire le impostazioni del tuo Discord
command-language-for = Solo tu, o il server (chi lo gestisce) (predefinito: tu)
command-notify = Avvisi di turno in DM: ogni turno, solo col tempo che stringe, riepilogo giornaliero o spenti
command-notify-mode = every (i tuoi turni e poco tempo), low (solo poco tempo), digest (1 volta al giorno) o off
command-notify-game = Solo per questo gioco (predefinito: tutti i giochi)
command-notify-quiet = Ore di silenzio, come 22-07 (serve zone:)
command-notify-zone = Il tuo fuso orario, come Europe/Berlin
command-notify-low = Avvisa quando restano meno minuti (predefinito: un quarto del turno, al massimo 60)
command-replay = Una partita come immagine animata (l'ultima del canale, o una per numero)
command-replay-game = Il numero della partita, come lo mostra /history (predefinito: l'ultima del canale)
command-analyse = L'analisi del bot di una partita conclusa (l'ultima del canale, o una per numero)
command-analyse-game = Il numero della partita, come lo mostra /history (predefinito: l'ultima del canale)
command-tournament = Tornei: create, join, leave, start, standings; organizzatore: withdraw, pause, resume, end
command-tournament-action = Cosa fare
command-tournament-game = create: quale gioco (predefinito: il primo in /help)
command-tournament-format = create: swiss (predefinito), roundrobin, double, knockout, arena; Throne: tables
command-tournament-rounds = create: round per swiss e tables (predefinito: quanti servono per un vincitore netto)
command-tournament-time = create: tempo per turno in ogni partita (predefinito 1 giorno); chi manca perde a tempo
command-tournament-starts = create: parte da solo dopo questo tempo, es. 30m, 2h o 1d (predefinito: avvio manuale)
command-tournament-length = create: solo arena, per quanto si abbinano nuove partite, es. 1h (predefinito 1h)
command-tournament-draws = create: solo knockout, la patta si rigioca (predefinito) o passa la miglior testa di serie
command-tournament-player = join (l'organizzatore iscrive qualcuno, o il bot) o withdraw: chi
command-tournament-level = join con player: il bot: il suo livello, da 1 (veloce) a 5 (il più forte)
command-help = I comandi e come funziona un turno

## Masters
command-masters-move = Prepara una mossa; vedi un'anteprima privata prima di finire il turno
command-masters-move-from = La casella del pezzo, es. E2
command-masters-move-to = Dove va, es. E4
command-masters-move-promote = In cosa si promuove un pezzo che raggiunge l'ultima traversa
command-masters-claim = Prepara una presa di controllo col burattinaio; senza bersaglio, vedi quelli possibili
command-masters-claim-target = La casella del pezzo nemico, es. F9
command-masters-inherit = Rispondi all'offerta di eredità della tua strega
command-masters-inherit-choice = accept, decline, o il pezzo di cui prendere le mosse
command-masters-turn = Gioca un turno intero con un solo comando
command-masters-turn-move = Una mossa, es. E2-E4
command-masters-turn-claim = Il bersaglio di una presa di controllo, es. F9
command-masters-turn-inherit = La tua risposta all'offerta della strega
command-masters-turn-promote = { command-masters-move-promote }

## Regions chess
command-regions-pick = Scegli il tuo infiltrato segreto, un pezzo nemico (lo vedi solo tu)
command-regions-pick-piece = La casella del pezzo nemico, es. e9
command-regions-move = { command-masters-move }
command-regions-move-from = { command-masters-move-from }
command-regions-move-to = { command-masters-move-to }
command-regions-move-promote = { command-masters-move-promote }
command-regions-move-carry = Il pedone che il tuo comandante porta con sé
command-regions-move-carry_promote = In cosa si promuove il pedone trasportato sull'ultima traversa
command-regions-reveal = Rivela il tuo infiltrato (dopo che c'è stato uno scacco); chiude il tuo turno
command-regions-turn = { command-masters-turn }
command-regions-turn-move = { command-masters-turn-move }
command-regions-turn-promote = { command-masters-move-promote }
command-regions-turn-carry = { command-regions-move-carry }
command-regions-turn-carry_promote = { command-regions-move-carry_promote }

## Throne
command-throne-throw = Lancia le conchiglie per il tuo giro
command-throne-move = Muovi un pezzo usando insieme alcuni dei tuoi valori
command-throne-move-piece = Dove si trova il pezzo (home, 1–12, red-1 …)
command-throne-move-kind = soldier, unit o squad, quando lì ce n'è più di uno
command-throne-move-values = I valori da spendere, es. 6+5

## Elemental chess
command-elemental-loadout = Scegli e conferma l’equipaggiamento segreto (piece: un pezzo, solo Lightning)
command-elemental-loadout-element = Il tuo elemento
command-elemental-loadout-augmentor = Il potenziatore di ogni pezzo (o di questo pezzo, con piece:)
command-elemental-loadout-offense = Abilità offensiva
command-elemental-loadout-temporal = Abilità temporale
command-elemental-loadout-piece = Lightning: il pezzo a cui vanno questi slot, es. e2
command-elemental-move = { command-masters-move }
command-elemental-move-from = { command-masters-move-from }
command-elemental-move-to = { command-masters-move-to }
command-elemental-move-promote = { command-masters-move-promote }
command-elemental-move-chain = Chain Kill: il pezzo amico in fondo alla catena da cui catturare, es. c3
command-elemental-move-dk = Double Kill: il nemico da rimuovere accanto alla casella della cattura, es. g7
command-elemental-move-qk = Quantum Kill: il nemico da rimuovere, es. a7
command-elemental-move-bdk = Fire, Blaze Rush: il bersaglio del Double Kill extra, es. g7
command-elemental-move-bqk = Fire, Blaze Rush: il bersaglio del Quantum Kill extra, es. a7
command-elemental-move-res = Resurrection: il pezzo mancante da far tornare e dove, es. knight@b1
command-elemental-move-lock = Temporal Lock: il pezzo nemico da bloccare, es. d7
command-elemental-move-then = Dopo la mossa: il Quantum Step, poi i passi, es. f4, f4,g5 o b4,a4,b5 (E93)
command-elemental-move-rj = Lightning, Raijin: la cattura dopo il Quantum Step, es. f5 o f8=q,dk:g7
command-elemental-move-laugh = Schrödinger's Laugh: copia il pezzo su to: invece di muoverlo
command-elemental-move-face = Orientamenti di Block Piece, es. north o e2=north
command-elemental-turn = { command-masters-turn }
command-elemental-turn-move = { command-masters-turn-move }
command-elemental-turn-promote = { command-masters-move-promote }
command-elemental-turn-chain = { command-elemental-move-chain }
command-elemental-turn-dk = { command-elemental-move-dk }
command-elemental-turn-qk = { command-elemental-move-qk }
command-elemental-turn-bdk = { command-elemental-move-bdk }
command-elemental-turn-bqk = { command-elemental-move-bqk }
command-elemental-turn-res = { command-elemental-move-res }
command-elemental-turn-lock = { command-elemental-move-lock }
command-elemental-turn-then = { command-elemental-move-then }
command-elemental-turn-rj = { command-elemental-move-rj }
command-elemental-turn-laugh = { command-elemental-move-laugh }
command-elemental-turn-face = { command-elemental-move-face }
command-mygames = Le tue partite in corso su tutti i server: di chi è il turno, entro quando, dove (in privato)
command-puzzle = Un problema dalle partite del server (o di tutti) da risolvere qui; con daily:on, uno al giorno
command-puzzle-game = Di quale gioco sono i problemi (predefinito: qualsiasi)
command-puzzle-daily = Pubblica qui un problema ogni giorno, o smetti (solo chi gestisce il server)
