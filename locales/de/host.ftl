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
host-half-time-gone = { $movers }: Die Hälfte der Zeit für diesen Zug in { $game } ist um ({ $per_turn } pro Zug); er ist fällig { $when }.

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
