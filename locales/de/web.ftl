# German (de). Glossary: move = Bewegung (ziehen), turn = Zug, piece = Figur, square = Feld, game = Spiel (eine Partie), challenge = Herausforderung, claim = Übernahme, draw = Remis, infiltrator = Infiltrator, loadout = Ausrüstung, augmentor = Verstärker, shells = Muscheln
# Was die Webseiten sagen: die Startseite, die Seite einer Partie, die Seite
# eines Platzes (und die Texte ihres Skripts), das Archiv, die Aktivität,
# Antworten in einem Satz. Namen, Notation und Spieltitel sind Argumente und
# werden gezeigt, wie sie sind.

## Jede Seite.
web-languages = Sprachen
web-home-title = gamehost
web-versus = gegen
web-in-play = Läuft.
web-anonymous = anonym
web-play-as = Spielen als …

## Antworten in einem Satz.
web-no-such-page = Diese Seite gibt es nicht.
web-unavailable = Die Partien können gerade nicht gelesen werden; versuch es gleich noch einmal.
web-too-many = Zu viele Anfragen von deiner Adresse; warte eine Minute.
web-too-large = Diese Anfrage ist größer als alles, was eine Seite sendet.
web-too-slow = Diese Anfrage hat zu lange gebraucht, um anzukommen.
web-not-this-site = Das ist nicht die Adresse dieser Website.
web-not-own-page = Nur die eigenen Seiten dieser Website dürfen das anfragen.
web-not-an-ask = Das kann eine Seite nicht anfragen.

## Die Startseite. $game ist der Titel eines Spiels, $id die Nummer einer Partie,
## $channel der Name eines Kanals.
web-home-about = Jede Partie hat ihre eigene Seite; der Link steht in den Nachrichten der Partie (oder frag den Bot mit /history).
web-home-running = Laufende Partien
web-home-none = Gerade keine: Starte eine in der Konsole mit /challenge.
web-home-game = { $game } #{ $id } in #{ $channel }
web-home-archive = Das Archiv der Konsole

## Die Seite einer Partie. $game ist der Titel des Spiels, $players wer es spielt
## (Namen mit ihren Plätzen), $standing wie es steht.
web-game-title = { $game }: { $players }
web-game-description = { $game }: { $players }. { $standing }
web-rules = Regeln
## Wann die Partie begann: $day und $year als Zahlen, $month von 1 bis 12.
web-started = Begonnen am { $day }. { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
} { $year }
## Unter dem Brett: was der gezeigte Zug bewirkt hat. $line ist die Zeile der
## Notation (in den Worten des Spiels), $who wer ihn gespielt hat, $number die
## Nummer des Zugs, $entry wie viele Einträge des Protokolls gezeigt werden.
web-caption-start = Der Anfang.
web-caption-turn = Nach { $number }. { $line } ({ $who })
web-caption-setup = Nach einer Aufstellungswahl: { $line } ({ $who })
web-caption-entry = Nach Eintrag { $entry }.
web-steps-label = Züge
web-step-first = « Anfang
web-step-back = ◀ Zurück
web-step-forward = Weiter ▶
web-step-last = Ende »
web-record = Notation
web-record-empty = Es wurden noch keine Züge gespielt.
web-replay = Wiederholung (GIF)
web-download-record = Notation herunterladen

## Die Seite eines Platzes: Dort spielt sein Spieler per Klick. $name ist der
## Name des Spielers; $turn und $last sind Zugnummern.
web-seat-label = Dein Zug
web-seat-playing-as = Du spielst als { $name }
web-seat-past = Du siehst die Partie, wie sie nach Zug { $turn } von { $last } stand.
web-seat-present = Zurück zum aktuellen Stand der Partie
web-seat-needs-script = Zum Spielen hier braucht die Seite ihr Skript; die Befehle der Partie funktionieren wie immer.
web-seat-several = Hier gibt es mehrere Möglichkeiten: Wähle eine.
web-seat-unanswered = Der Server hat nicht geantwortet; versuch es noch einmal.
## Das Feld des Schritts. $choices ist die bisherige Auswahl, $what was der
## Button spielt (beides in den Worten des Spiels), $plays was das Spielen bewirkt.
web-so-far = Bisher: { $choices }.
web-take-back = Zurücknehmen
web-start-again = Neu anfangen
web-plays-end-turn = Zug beenden
web-plays-throw = Werfen
web-plays-move = Ziehen
web-plays-what = { $plays }: { $what }

## Ein Spiellink, der nicht funktioniert.
web-dead-link = Dieser Spiellink funktioniert nicht
web-watch-game = Partie ansehen
web-link-forged = Dieser Spiellink ist ungültig: Hol dir mit dem Button „Spielen“ einen neuen.
web-link-expired = Dieser Spiellink ist abgelaufen: Hol dir mit dem Button „Spielen“ einen neuen.
web-link-replaced = Für diesen Platz wurden seitdem neuere Spiellinks erstellt: Nimm den neuesten oder drück noch einmal auf „Spielen“.
web-link-finished = Die Partie ist vorbei: Mit diesem Link kann man nicht mehr spielen.
web-link-unavailable = Im Web spielen ist gerade nicht möglich.

## „Spielen als“ der Konsole. $game ist der Titel des Spiels.
web-play-as-title = { $game }: spielen als …
web-a-game = Partie
web-game-over = Die Partie ist vorbei.
web-watch-instead = Stattdessen zuschauen

## Das Ergebnis einer beendeten Partie nach Plätzen (wenn ein Spieler anonym ist).
## $seat ist der Name eines Platzes, $places die Plätze nach Platzierung
## (`1. Ember, 2. Frost`), $how wie sie endete (eines der web-how-…).
web-result-aborted = Abgebrochen; kein Ergebnis.
web-result-drawn = Remis.
web-result-ended = Beendet { $how }.
web-result-wins = { $seat } gewinnt.
web-result-wins-how = { $seat } gewinnt { $how }.
web-result-places = Platzierung: { $places }.
web-result-places-how = Platzierung: { $places } (beendet { $how }).
web-how-on-the-board = auf dem Brett
web-how-by-resignation = durch Aufgabe
web-how-on-time = auf Zeit

## Das Archiv eines Servers und die Seiten seiner Spieler. $game ist der Titel
## eines Spiels, $rating eine Wertung, $games die Zahl der gewerteten Partien.
web-archive = Partiearchiv
web-archive-games = Partien
web-archive-all = Alle Partien
web-archive-one-player = Nur Partien eines Spielers: { $everyone }
web-archive-everyone = alle zeigen
web-archive-player-page = Die Seite des Spielers
web-archive-empty = Noch keine Partien.
web-archive-events = Turniere
web-archive-back = Das Archiv des Servers
web-recent-games = Letzte Partien
web-leaderboard = Rangliste in { $game }
web-rating = Wertung in { $game }
web-rating-one = Wertung in { $game } nach einer gewerteten Partie: { $rating }
web-rating-over = Wertung in { $game } über { $games } gewertete Partien, von { $first } bis { $last } (niedrigste { $lowest }, höchste { $highest })
## Der Stand eines Turniers: die Spaltenüberschriften und die vollen Namen der
## Feinwertungen (was Screenreader für die Abkürzungen sagen).
web-standings-player = Spieler
web-standings-points = Punkte
web-standings-bh = Bh
web-standings-buchholz = Buchholz
web-standings-sb = SB
web-standings-sonneborn-berger = Sonneborn–Berger

## Die Aktivität: die Seite in Discord und was ihr Skript sagt.
web-activity-connecting = Verbinde mit Discord …
web-activity-outside = Diese Seite läuft in Discord.
web-activity-asking = Frage Discord, wer du bist …
web-activity-failed = Etwas ist schiefgelaufen; schließ die Aktivität und öffne sie erneut.
web-activity-not-framed = Diese Seite läuft in Discord: Öffne sie über den Button „Spielen“ der Partie.
web-activity-no-code = Discord hat nicht gesagt, wer du bist: Schließ die Aktivität und öffne sie erneut.
web-activity-unconfirmed = Discord hat nicht bestätigt, wer du bist: Schließ die Aktivität und öffne sie erneut.
web-activity-no-game = In diesem Kanal läuft keine Partie: Starte eine mit /challenge.
web-activity-no-page = Diese Partie hat keine Seite.
web-activity-players-only = Nur die Spieler der Partie können sie hier öffnen; schau im Kanal zu.
