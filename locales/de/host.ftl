# German (de). Glossary: move = Bewegung (ziehen), turn = Zug, piece = Figur, square = Feld, game = Spiel (eine Partie), challenge = Herausforderung, claim = Übernahme, draw = Remis, infiltrator = Infiltrator, loadout = Ausrüstung, augmentor = Verstärker, shells = Muscheln
# Was der Host über jedes Spiel sagt: Befehle, Ablehnungen, Herausforderungen,
# Uhren, Wertungen, Turniere.

## Auf Seiten des Bots ist etwas kaputtgegangen; nichts wurde geändert.
host-fault = Bei mir ist etwas schiefgelaufen, und es wurde nichts geändert; ein Admin kann die Spiele mit `gamehost verify` prüfen.
host-store-failed = Bei mir ist etwas schiefgelaufen, und es wurde nichts geändert. Bitte versuch es noch einmal.
host-picture-failed = Dein Befehl wurde ausgeführt, aber ich konnte das Bild nicht zeichnen.

## Uhren. $movers sind die Namen derer, die am Zug sind, $when ein Zeitpunkt.
host-turn-due = { $movers }: Dieser Zug ist fällig { $when }.
## Die Uhr-Zeilen von /game. $span ist eine Zeitspanne (time-span).
host-clock = Uhr: { $span } pro Zug.
host-clock-waiting = { $waiting }: Im nächsten eigenen Zug gilt wieder die volle Zeit ({ $span }).
host-no-clock = Keine Uhr: Züge dürfen so lange dauern, wie sie eben dauern.

## Die Wertungszeilen von /game: $changes listet host-rating-moved auf, eine pro Spieler.
host-rating-change = Wertungsänderung: { $changes }.
host-rating-moved = { $who } { $before } → { $after }
host-friendly-game = Eine Freundschaftspartie: keine Wertungsänderung.
host-time-running-low = { $movers }: Die Zeit für diesen Zug in { $game } wird knapp ({ $per_turn } pro Zug); er ist fällig { $when }.

## /language. $language ist der Eigenname einer Sprache (language-name).
host-language-mine = Ab jetzt antworte ich dir auf { $language }.
host-language-mine-auto = Ab jetzt antworte ich dir in der Sprache, auf die dein Discord eingestellt ist.
host-language-server = Die öffentlichen Nachrichten dieses Servers sind ab jetzt auf { $language }.
host-language-server-auto = Die öffentlichen Nachrichten dieses Servers sind ab jetzt in der Discord-Sprache des Servers.
host-language-server-not-manager = Nur wer diesen Server verwalten darf, kann seine Sprache festlegen.
host-language-unknown = `locale:{ $given }` ist keine Sprache, die ich spreche: Nimm auto oder eine von diesen: { $known }.
host-language-whose = `for:{ $given }` ist weder me noch server: Nimm /language locale:de for:server.

## /help und /rules. $games ist eine Liste von Spieltiteln.
help-commands = Befehle (Optionen als name:wert):
help-for-games = { $about } ({ $games })
help-games = Spiele: { $games } (/challenge opponent:<name> game:<game>; Throne: /challenge game:throne players:<2-4>, dann /join; /rules game:<game>).
help-the-bot = Niemand zum Spielen da? Fordere den Bot selbst heraus: /challenge opponent:<the bot> level:<1-5> (in der Konsole: opponent:engine); an einem Throne-Tisch besetzt er mit bots:<1-3> Plätze. Partien gegen den Bot werden nicht gewertet.
help-hosted = Bei mir kannst du diese Spiele spielen; ihre Regeln: /rules game:<name>.
## Ein angebotenes Spiel: $title sein Titel, $name der Name, den /rules nimmt, $help seine Befehle (die Hilfezeile des Spiels).
help-hosted-game = - { $title } (`/rules game:{ $name }`): { $help }
help-rules-by-id = Alle Regeln nach ID: { $url }

## Die Bedingungen einer Partie. $clock ist terms-per-turn oder terms-no-clock; $rated ist yes oder no.
terms = { $rated ->
    [yes] { $clock }
   *[no] { $clock }, Freundschaftspartie (ungewertet)
}
terms-per-turn = { $span } pro Zug
terms-no-clock = ohne Uhr

## Herausforderungen. $challenger, $opponent und $opener sind Spielernamen.
challenge-open = { $challenger } fordert { $opponent } zu einer Partie { $game } heraus ({ $plays }; { $terms }). { $opponent }, antworte innerhalb von { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } mit /accept oder /decline.
challenge-playing = spielt { $side }
challenge-coin-flip = Seiten per Münzwurf
challenge-engine-game = { $player } spielt { $game } gegen den Bot auf Stufe { $level } (ungewertet). Der Bot macht seine Züge selbst.
challenge-level-without-bot = `level:` legt die Stärke des Bots fest, wenn du den Bot selbst herausforderst (opponent: der Bot); gegen einen Menschen lass es weg.
challenge-yourself = Du kannst dich nicht selbst herausfordern: Nenne jemand anderen, z. B. /challenge opponent:bob.
challenge-game-running = In diesem Kanal läuft schon eine Partie: Sieh sie dir mit /board an oder fordere in einem anderen Kanal heraus.
challenge-closed = Diese Herausforderung ist nicht mehr offen.
challenge-none-here = In diesem Kanal gibt es keine offene Herausforderung; starte eine mit /challenge opponent:<name>.
challenge-is-a-table = { $opener } hat hier einen Tisch eröffnet: Nimm mit /join Platz (wer ihn eröffnet hat, startet ihn mit /start).
challenge-for-someone-else = Diese Herausforderung ist für { $opponent }; nur { $opponent } kann darauf antworten.
challenge-game-gone = Diese Herausforderung nennt ein Spiel, das ich nicht mehr anbiete.
challenge-declined = { $opponent } hat die Herausforderung von { $challenger } abgelehnt.
challenge-none-to-cancel = In diesem Kanal gibt es keine offene Herausforderung, die du zurückziehen könntest.
challenge-not-yours = Nur { $challenger } kann diese Herausforderung zurückziehen.
challenge-withdrawn-from = { $challenger } hat die Herausforderung an { $opponent } zurückgezogen.
challenge-withdrawn = { $challenger } hat die Herausforderung zurückgezogen.
table-closed = { $opener } hat den Tisch geschlossen.

## Tische (Throne). $opener, $who und $invited sind Spielernamen; $seat ist die Farbe eines Platzes.
table-open = { $opener } eröffnet einen { $game }-Tisch für { $size } Spieler ({ $terms }; offen für { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    }).
table-invited = { $invited }, du bist eingeladen.
table-seat = { $number }. { $seat }: { $who }
table-seat-open = { $number }. { $seat }: frei
table-full-start = Der Tisch ist voll; { $opener } startet die Partie mit „Starten“ oder /start.
table-join-or-start = Tritt mit dem Button oder /join bei; { $opener } startet die Partie mit „Starten“ oder /start.
table-join = Tritt mit dem Button oder /join bei; { $opener } kann starten, sobald { $min } sitzen.
table-joins = { $who } nimmt als { $seat } Platz.
table-leaves = { $who } verlässt den Tisch.

## Der Spielablauf. $who, $loser, $winner, $challenger, $opponent und $opener
## sind Spielernamen; $seat und $other der Name eines Platzes, wie das Spiel ihn
## schreibt; $game der Titel eines Spiels; $verb ein Befehl; $when ein Zeitpunkt (UTC).
host-player = { $who }
host-player-seat = { $who } ({ $seat })
host-command = /{ $verb }
host-ratings = Wertungen: { $changes }.
host-committed-first = Dieses Brett ist veraltet: Eine andere Änderung kam zuerst. Mit /board siehst du die aktuelle Stellung.
host-no-game-running = In diesem Kanal läuft keine Partie; starte eine mit /challenge opponent:<name>.
host-no-game-yet = In diesem Kanal wurde noch keine Partie gespielt; starte eine mit /challenge opponent:<name>.
host-game-gone = Dieses Spiel biete ich nicht mehr an.
host-game-running-there = Dort läuft schon eine Partie.
host-game-not-read-back = Die neue Partie konnte nicht wieder gelesen werden; bitte versuch es noch einmal.
host-button-unknown-game = Dieser Button gehört zu einer Partie, die ich nicht kenne.
host-button-other-channel = Dieser Button gehört zu einer Partie in einem anderen Kanal.
## $games ist eine Liste von game-title.
host-verb-elsewhere = /{ $verb } ist ein Befehl von { $games }; in diesem Kanal wird { $game } gespielt.
host-verb-nowhere = /{ $verb } ist kein Befehl eines Spiels, das ich anbiete; in diesem Kanal wird { $game } gespielt.

## Eine Partie endet abseits des Bretts. $winners und $others sind Listen von
## host-player-seat oder host-player; $count, wie viele gewonnen haben.
ending-no-draws = In { $game } gibt es kein Remis: Spiel weiter oder gib mit /resign auf.
ending-abort-event = Eine Turnierpartie kann nicht abgebrochen werden; beende sie stattdessen mit /resign.
ending-abort-too-late = Zu spät zum Abbrechen: Es { $played ->
        [one] wurde schon { $played } Zug
       *[other] wurden schon { $played } Züge
    } gespielt. Beende die Partie stattdessen mit /resign.
ending-aborted-result = Von { $who } vor dem zweiten Zug abgebrochen; kein Ergebnis.
ending-aborted = { $who } hat die Partie vor dem zweiten Zug abgebrochen. Kein Ergebnis.
ending-resigned-result = { $who } ({ $seat }) hat aufgegeben; { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    }.
ending-resigns = { $who } ({ $seat }) gibt auf. { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    } die Partie.
ending-your-opponent = Dein Gegner
ending-draw-already-offered = Du hast schon Remis angeboten; das Angebot gilt, bis dein Gegner antwortet oder einen Zug spielt.
ending-draw-offered-you = { $offerer } hat dir schon Remis angeboten: /draw action:accept oder /draw action:decline.
ending-ended-meanwhile = Diese Partie ist inzwischen zu Ende.
ending-draw-offer = { $who } ({ $seat }) bietet Remis an. { $others }, nimm es mit /draw action:accept an oder lehne es mit /draw action:decline ab; wer einen Zug spielt, lehnt es ab.
ending-no-draw-offer = Es gibt kein Remisangebot, auf das du antworten könntest; biete eins mit /draw action:offer an.
ending-own-offer = Das ist dein eigenes Angebot; nur { $others } kann darauf antworten.
ending-draw-accepted = { $who } ({ $seat }) nimmt das Remis an. Die Partie endet remis.
ending-drawn-by-agreement = Remis durch Einigung.
ending-draw-declined = { $who } ({ $seat }) lehnt das Remis ab. Weiter geht's.
## $how ist resigned oder timeout.
ending-engines-alone-result = { $who } ({ $seat }) { $how ->
        [resigned] hat aufgegeben
       *[timeout] hatte keine Zeit mehr
    }; nur noch die Plätze des Bots waren übrig, also endete die Partie dort.
ending-engines-alone = Nur noch die Plätze des Bots sind übrig, also endet die Partie hier: Der Bot spielt nicht allein weiter.

## Die Uhr. $late ist eine Liste von host-player.
clock-aborted = { $late } hat nicht rechtzeitig vor dem zweiten Zug gespielt: Die Partie wird abgebrochen, ohne Ergebnis.
clock-aborted-result = Abgebrochen: { $late } hat nicht rechtzeitig vor dem zweiten Zug gespielt (um { $when }); kein Ergebnis.
clock-at = (um { $when })
clock-timeout = { $loser } ({ $seat }) hat keine Zeit mehr. { $winner } ({ $other }) gewinnt die Partie.
clock-timeout-result = { $loser } ({ $seat }) hatte um { $when } keine Zeit mehr; { $winner } ({ $other }) gewinnt.

## /history. $players sind host-player-seat, verbunden durch record-versus.
record-versus = { $first } gegen { $second }
record-header = { $game }: { $players }
record-attached = (die ganze Notation ist angehängt)
record-no-turns = Es wurden noch keine Züge gespielt.
record-description = Die Partienotation in Zugschreibweise.
record-page-line = Die Seite der Partie: { $url }

## /replay. $id ist die Nummer einer Partie, $turns die Zahl ihrer Züge.
replay-no-such-game = Auf diesem Server gibt es keine Partie { $id }; /history zeigt die Partie dieses Kanals.
replay-no-game-yet = In diesem Kanal wurde noch keine Partie gespielt; starte eine mit /challenge.
replay-cannot = Die Notation dieser Partie lässt sich nicht abspielen; ein Admin kann sie mit `gamehost verify` prüfen.
replay-of = Wiederholung der Partie { $id } ({ $game }: { $players }), { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Züge
    }.
replay-alt = Eine Animation der Partie { $id } ({ $game }: { $players }), { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Züge
    }.
replay-skipped = Sie zeigt die letzten { $shown }; die ersten { $skipped } fehlen.

## Revanche.
rematch-still-running = Diese Partie läuft noch: Spiel sie erst zu Ende.
rematch-no-opponent = Diese Partie hatte keinen Gegner.

## Herausforderungen, die warten oder verfallen. $name ist der Name eines Spiels, wie /challenge ihn nimmt.
challenge-table-open-here = { $opener } hat hier einen Tisch offen; setz dich mit /join dazu oder warte, bis er startet oder geschlossen wird.
challenge-already-challenged = { $challenger } hat { $opponent } hier schon herausgefordert; darauf muss erst geantwortet oder es muss zurückgezogen werden.
challenge-open-here = { $challenger } hat hier eine offene Herausforderung; darauf muss erst geantwortet oder sie muss zurückgezogen werden.
challenge-table-expired = Der { $game }-Tisch von { $opener } ist geschlossen: Niemand hat ihn rechtzeitig gestartet. Öffne einen neuen mit /challenge game:{ $name }.
challenge-expired-to = Die Herausforderung von { $challenger } an { $opponent } ist unbeantwortet verfallen. Fordere mit /challenge erneut heraus.
challenge-expired = Die Herausforderung von { $challenger } ist unbeantwortet verfallen.
challenge-game-not-hosted = Dieses Spiel wird hier nicht mehr angeboten.
challenge-name-opponent = Sag, wen du herausforderst, etwa /challenge opponent:bob.

## Spielen. $name ist der Name eines Spiels, wie Befehle ihn nehmen, $playing der Titel des Spiels im Kanal.
play-wrong-game = Das ist /{ $verb } für { $game }; in diesem Kanal wird { $playing } gespielt: Nimm /{ $verb } { $name }.
play-moved-on = Der Zug, den diese Nachricht zeigte, wurde inzwischen gespielt; hier ist die Partie, wie sie jetzt steht.
play-unknown-game = Diese Partie kenne ich nicht.
play-retired-button = Dieser Button stammt aus einer älteren Version des Bots: Drück „Spielen“ oder tippe /play.

## Vorgemerkte Züge. $verbs ist eine Liste von host-command; $staged der vorgemerkte Zug.
staging-nothing-staged = Du hast nichts vorgemerkt: Merk einen Zug mit { $verbs } vor oder spiel ihn sofort mit /turn.
staging-staged-first = Du hast { $staged } vorgemerkt: Beende ihn erst mit /endturn oder nimm ihn mit /undo zurück.
staging-nothing = Du hast nichts vorgemerkt.
staging-cleared = Dein vorgemerkter Zug ist gelöscht.
staging-old-preview = Diese Vorschau ist veraltet: Dein vorgemerkter Zug hat sich seitdem geändert. Nimm die neueste Vorschau oder /endturn.
staging-moved-on = Dieses Brett ist veraltet: Die Partie ist seitdem weitergegangen. Mit /board siehst du die aktuelle Stellung.

## Einen Zug Schritt für Schritt wählen. $prompt, $so_far, $turn, $choices,
## $group und $first sind die Worte des Spiels; $button die Beschriftung eines Buttons.
choosing-chosen-since = Diese Auswahl ist veraltet: Du hast seitdem weiter gewählt. Nimm die neueste Nachricht oder /play.
choosing-no-such-choice = Eine Wahl { $n } gibt es gerade nicht: Wähle 1 bis { $count } (/play listet sie auf).
choosing-not-a-choice = Das ist gerade keine der Wahlmöglichkeiten: /play zeigt sie.
choosing-incomplete = Dein Zug ist noch nicht vollständig: { $prompt }
choosing-nothing-chosen = Du hast noch nichts gewählt.
choosing-step = { $game } · { $prompt }
choosing-so-far = Bisher: { $so_far }.
choosing-complete = Vollständig: { $button } spielt { $turn }.
choosing-choices = Wahlmöglichkeiten (/choose N): { $choices }.
choosing-menu = Wählen…
choosing-menu-group = { $group }…
choosing-menu-run = { $number }. { $first }…

## Die Webseite eines Platzes.
seat-behind = Diese Seite war veraltet: Du hast inzwischen in einem anderen Fenster gewählt, jetzt zeigt sie deine Auswahl.
seat-stale = Diese Seite war veraltet: Die Partie ist weitergegangen, jetzt zeigt sie die Partie, wie sie steht.
seat-fault = Bei mir ist etwas schiefgelaufen, und es wurde nichts geändert.
seat-draw-failed = Ich konnte das Brett gerade nicht zeichnen.
seat-not-done = Das wurde nicht ausgeführt.

# An engine seat's name in a game ($level is its level, $n its number among the game's engine seats).
engine-name = { $n ->
    [1] Bot (Stufe { $level })
   *[other] Bot { $n } (Stufe { $level })
}

# A game's button pressed in a direct message (a turn alert's): what
# everyone sees was posted in the game's channel ($channel, a link).
host-shown-in-channel = Erledigt: zu sehen in { $channel }.
host-told-from-channel = In { $channel } (dort beim nächsten Befehl gezeigt):

# A challenge to a person in a direct message with the bot (no one else
# there could accept it).
challenge-direct-message = Hier kann nur der Bot gegen dich spielen: wähle ihn als Gegner oder fordere Leute auf einem Server heraus.

# A table opened in a direct message with the bot that needs other people
# ($bots: the seats besides the opener's, which bots could take).
table-direct-message = Hier kann nur der Bot gegen dich spielen: gib ihm die anderen Plätze mit bots:{ $bots }, oder eröffne einen Tisch auf einem Server.
