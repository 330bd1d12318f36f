# German (de). Glossary: move = Bewegung (ziehen), turn = Zug, piece = Figur, square = Feld, game = Spiel (eine Partie), challenge = Herausforderung, claim = Übernahme, draw = Remis, infiltrator = Infiltrator, loadout = Ausrüstung, augmentor = Verstärker, shells = Muscheln
# Was der Host über jedes Spiel sagt: Befehle, Ablehnungen, Herausforderungen,
# Uhren, Wertungen, Turniere.

## Auf Seiten des Bots ist etwas kaputtgegangen; nichts wurde geändert.
host-fault = Bei mir ist etwas schiefgelaufen, und es wurde nichts geändert; ein Admin kann die Spiele mit `gamehost verify` prüfen.
host-store-failed = Bei mir ist etwas schiefgelaufen, und es wurde nichts geändert. Bitte versuch es noch einmal.
host-picture-failed = Dein Befehl wurde ausgeführt, aber ich konnte das Bild nicht zeichnen.

## Uhren. $movers sind die Namen derer, die am Zug sind, $when ein Zeitpunkt.
host-turn-due = { $movers }: Dieser Zug ist fällig { $when }.
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
