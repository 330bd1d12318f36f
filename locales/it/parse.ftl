# Italian (it). Glossary: command = comando, option = opzione, value = valore, side = schieramento, turn time = tempo per turno, level = livello, table = tavolo, seat = posto, event = torneo, round = round, button = pulsante, menu = menu; i nomi delle opzioni e i valori da scrivere (players:, rated:true, state:on, format:tables) restano come sono
# Un comando scritto male: cosa accetta ogni opzione. $value è ciò che è stato
# scritto (accorciato); gli elenchi di valori ($games, $sides, $times, $formats,
# $others) sono uniti con "o" alla maniera della lingua; $game è il titolo di un gioco.

## /challenge, /replay, /draw, /rules, /archive e gli altri.
parse-not-a-game = `game:{ $value }` non è ancora un gioco che ospito: usa { $games }.
parse-unknown-member = Non so chi sia `{ $value }`: indica un membro di questo canale.
parse-no-such-command = Il comando `/{ $value }` non esiste. Scrivi /help per l'elenco.
## $verb è il comando; $options le sue opzioni, come si scrivono.
parse-no-such-option = `/{ $verb }` non ha l'opzione `{ $value }`; le sue opzioni sono: { $options }.
parse-no-options = `/{ $verb }` non ha l'opzione `{ $value }`; non ne accetta nessuna.
parse-needs-opponent = `/challenge` richiede `opponent:`, come /challenge opponent:bob.
parse-players-not-a-table = `players:` è per i giochi a un tavolo; { $game } si gioca in due.
## $min e $max sono numeri di giocatori.
parse-not-a-table-size = `players:{ $value }` non è un numero di giocatori per un tavolo: usa da { $min } a { $max }.
parse-no-side-to-choose = `side:{ $value }`: in { $game } i posti si assegnano in ordine di arrivo, quindi non c'è uno schieramento da scegliere.
parse-not-a-side = `side:{ $value }` non è uno schieramento: usa { $sides }.
parse-not-a-turn-time = `time:{ $value }` non è un tempo per turno: usa { $times }.
parse-not-a-rated-answer = `rated:{ $value }` non è una risposta: usa rated:true o rated:false.
parse-not-a-level = `level:{ $value }` non è un livello: usa da 1 (veloce, debole) a 5 (il più forte).
parse-bots-not-a-table = `bots:` è per i giochi a un tavolo; a { $game } sfida il bot stesso, come /challenge opponent:engine.
## $max è un numero di posti.
parse-not-bot-seats = `bots:{ $value }` non è un numero di posti per il bot: usa da 1 a { $max }.
parse-not-a-game-number = `game:{ $value }` non è un numero di partita: usa il numero che mostra /history, come game:12.
parse-not-a-draw-action = `action:{ $value }` non è un'azione sulla patta: usa offer, accept o decline.
## $first è il nome di un gioco come si scrive (masters); $others i nomi degli altri giochi.
parse-not-a-piece = `piece:{ $value }` non è un pezzo di nessun gioco di qui: `/rules game:{ $first }` (o { $others }) ne elenca i pezzi.
## $verb è il comando (/archive, /anonymous).
parse-not-on-or-off = `state:{ $value }` non è né on né off: usa { $verb } state:on o state:off.

## Una riga scritta (la console), /choose e /press.
## $max è un numero di caratteri.
parse-too-long = Questo comando è troppo lungo (più di { $max } caratteri).
parse-empty = Scrivi un comando, come /help.
parse-no-slash = I comandi iniziano con `/`, come /help; `{ $value }` no.
parse-choose-not-a-number = `/choose { $value }`: indica il numero di una scelta, come /choose 2 (/play le elenca), oppure l'id di un menu e un valore.
parse-choose-needs = `/choose` richiede il numero di una scelta, come /choose 2 (/play le elenca), oppure l'id di un menu e un valore, come /choose g:1:0:cs:p:0:~0 e9.
parse-not-my-menu = Quel menu non è mio.
parse-press-needs = `/press` richiede l'id di un pulsante, come /press g:1:4:endturn.
parse-press-one = `/press` accetta un solo id di pulsante e nient'altro, come /press g:1:4:endturn.
parse-not-my-button = Quel pulsante non è mio.
parse-not-an-option = `{ $value }` non è un'opzione: scrivi nome:valore, come from:E2.
parse-option-twice = L'opzione `{ $value }` compare due volte.

## /tournament.
event-needs-action = `/tournament` richiede `action:` (create, join, leave, start, standings, withdraw, pause, resume o end), come /tournament action:standings.
event-withdraw-needs-player = Indica chi ritirare, come /tournament action:withdraw player:bob.
event-not-an-action = `action:{ $value }` non è un'azione del torneo: usa create, join, leave, start, standings, withdraw, pause, resume o end.
event-not-a-format = `format:{ $value }` non è un formato: usa { $formats }.
event-tables-only = { $game } si gioca a tavoli fino a quattro: i suoi tornei usano format:tables.
event-tables-not-for-two = format:tables è per i giochi con più di due giocatori; { $game } si gioca in due: usa swiss, roundrobin, double, knockout o arena.
## $max è un numero di round.
event-not-rounds = `rounds:{ $value }` non è un numero di round: usa da 1 a { $max }.
event-rounds-not-here = `rounds:` è per i tornei svizzeri e ai tavoli; gli altri formati decidono da soli i loro round.
event-needs-clock = Le partite di un torneo hanno bisogno di un orologio (chi non si presenta perde a tempo): usa un tempo come time:1d.
event-not-starts = `starts:{ $value }` non dice fra quanto iniziare: usa minuti, ore o giorni, come starts:30m o starts:2d.
event-length-not-here = `length:` è per i tornei arena: per quanto tempo si abbinano nuove partite.
event-not-length = `length:{ $value }` non è una durata: usa minuti, ore o giorni, come length:1h.
event-draws-not-here = `draws:` è per i tornei a eliminazione diretta: cosa decide una partita finita patta.
event-not-draw-rule = `draws:{ $value }` non è una regola per le patte: usa replay (si rigioca a posti invertiti) o seed (passa la testa di serie più alta).
