# Italian (it). Glossary: turn = turno, game = partita (the kind of game: gioco), turn alert = avviso di turno, direct message = messaggio privato, quiet hours = ore di silenzio, time zone = fuso orario
# Avvisi di turno via messaggio privato (/notify).

## Cosa risponde /notify.
notify-off = Avvisi di turno disattivati: non ti scriverò sulle tue partite.
notify-every = Ti scriverò quando è il tuo turno, e una volta quando il tuo tempo sta per finire.
notify-low = Ti scriverò una volta quando il tuo tempo per un turno sta per finire.
## $at is the local time of day the digest is sent (09:00).
notify-digest = Ti scriverò una volta al giorno alle { $at } nel tuo fuso orario (UTC se non indichi zone:), con le partite che aspettano il tuo turno.
## Dopo una delle risposte sopra: la scelta vale per un solo gioco. $game è il suo nome.
notify-only-game = (Solo per { $game }.)
## $from e $to sono orari (22:00), $zone il nome di un fuso orario.
notify-quiet = Ore di silenzio: niente dalle { $from } alle { $to } ({ $zone }).

## /notify rifiutato. $given è ciò che è stato scritto.
notify-mode-unknown = `mode:{ $given }` non è una scelta valida: usa every, low o off.
notify-quiet-unreadable = `quiet:{ $given }` non è un intervallo di ore: scrivilo come quiet:22-07 o quiet:22:30-07:00.
notify-zone-unknown = `zone:{ $given }` non è un fuso orario che conosco: usa un nome come Europe/Berlin o America/New_York.
notify-quiet-needs-zone = Per le ore di silenzio serve anche il tuo fuso orario: aggiungi zone:, come zone:Europe/Berlin.
notify-low-unreadable = `low:{ $given }` non è un numero di minuti da 1 a 10080.

## L'avviso. $title è il titolo del gioco, $number il numero della partita,
## $opponents gli altri giocatori (una lista di notify-name), $channel dove si gioca.
notify-name = { $name }
notify-alert-turn = Tocca a te: { $title } #{ $number } contro { $opponents }, in { $channel }.
notify-alert-low = Il tuo tempo sta per finire: { $title } #{ $number } contro { $opponents }, in { $channel }.
## $when è il momento in cui scade il tempo del turno (relativo: "tra 3 ore").
notify-time-left = Il tuo tempo scade { $when }.

## /mygames: a header, then one line per running game (newest first).
## $state is one of mygames-your-turn-due ($when: when the turn is due),
## mygames-your-turn, or mygames-waiting ($movers: who is to act).
mygames-none = Non hai partite in corso.
mygames-header = Le tue partite in corso:
mygames-line = { $title } #{ $number } contro { $opponents }, in { $channel }: { $state }
mygames-your-turn-due = tocca a te, scade { $when }.
mygames-your-turn = tocca a te.
mygames-waiting = in attesa di { $movers }.
mygames-more = Sono elencate solo le { $listed } più recenti.

## A daily digest: $count games wait for the reader, listed below (mygames-line each).
notify-digest-header = { $count ->
    [one] Una partita aspetta il tuo turno:
   *[other] { $count } partite aspettano il tuo turno:
}
