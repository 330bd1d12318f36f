# German (de). Glossary: turn = Zug (whose turn = am Zug), game = Spiel (eine Partie), turn alert = Zug-Benachrichtigung, direct message = Direktnachricht, quiet hours = Ruhezeit, time zone = Zeitzone
# Zug-Benachrichtigungen per Direktnachricht (/notify).

## Was /notify antwortet.
notify-off = Zug-Benachrichtigungen sind aus: Ich schreibe dir keine Nachrichten zu deinen Partien.
notify-every = Ich schreibe dir, wenn du am Zug bist, und einmal, wenn deine Zeit knapp wird.
notify-low = Ich schreibe dir einmal, wenn deine Zeit für einen Zug knapp wird.
## $at is the local time of day the digest is sent (09:00).
notify-digest = Ich schreibe dir einmal am Tag um { $at } in deiner Zeitzone (UTC, wenn du keine zone: angibst), welche Partien auf deinen Zug warten.
## Nach einer der Antworten oben: Die Wahl gilt für ein Spiel. $game ist sein Name.
notify-only-game = (Nur für { $game }.)
## $from und $to sind Uhrzeiten (22:00), $zone der Name einer Zeitzone.
notify-quiet = Ruhezeit: nichts von { $from } bis { $to } ({ $zone }).

## /notify abgelehnt. $given ist das Getippte.
notify-mode-unknown = `mode:{ $given }` ist keine Auswahl: Nimm every, low oder off.
notify-quiet-unreadable = `quiet:{ $given }` ist keine Stundenspanne: Schreib sie wie quiet:22-07 oder quiet:22:30-07:00.
notify-zone-unknown = `zone:{ $given }` ist keine Zeitzone, die ich kenne: Nimm einen Namen wie Europe/Berlin oder America/New_York.
notify-quiet-needs-zone = Für die Ruhezeit brauche ich auch deine Zeitzone: Füge zone: hinzu, etwa zone:Europe/Berlin.
notify-low-unreadable = `low:{ $given }` ist keine Minutenzahl von 1 bis 10080.

## Die Benachrichtigung. $title ist der Titel des Spiels, $number die Nummer der Partie,
## $opponents die anderen Spieler (eine Liste von notify-name), $channel, wo gespielt wird.
notify-name = { $name }
notify-alert-turn = Du bist am Zug: { $title } #{ $number } gegen { $opponents }, in { $channel }.
notify-alert-low = Deine Zeit wird knapp: { $title } #{ $number } gegen { $opponents }, in { $channel }.
## $when ist der Moment, in dem die Zeit für den Zug abläuft (relativ: „in 3 Stunden“).
notify-time-left = Deine Zeit läuft { $when } ab.

## /mygames: a header, then one line per running game (newest first).
## $state is one of mygames-your-turn-due ($when: when the turn is due),
## mygames-your-turn, or mygames-waiting ($movers: who is to act).
mygames-none = Du hast keine laufenden Partien.
mygames-header = Deine laufenden Partien:
mygames-line = { $title } #{ $number } gegen { $opponents }, in { $channel }: { $state }
mygames-your-turn-due = du bist am Zug, fällig { $when }.
mygames-your-turn = du bist am Zug.
mygames-waiting = wartet auf { $movers }.
mygames-more = Nur die neuesten { $listed } werden gezeigt.

## A daily digest: $count games wait for the reader, listed below (mygames-line each).
notify-digest-header = { $count ->
    [one] Eine Partie wartet auf deinen Zug:
   *[other] { $count } Partien warten auf deinen Zug:
}
