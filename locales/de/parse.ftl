# German (de). Glossary: command = Befehl, option = Option, value = Wert, channel = Kanal, button = Button, menu = Menü, game = Spiel (eine Partie), side = Seite, turn = Zug, piece = Figur, level = Stufe, event = Turnier, round = Runde, table = Tisch, seat = Platz, clock = Uhr
# Ein falsch getippter Befehl: was jede Option annimmt. $value ist, was getippt
# wurde (gekürzt); Listen von Werten ($games, $sides, $times, $formats, $others)
# sind schon mit „oder“ verbunden; $game ist der Titel eines Spiels.

## /challenge, /replay, /draw, /rules, /archive und die übrigen.
parse-not-a-game = `game:{ $value }` biete ich (noch) nicht an: Nimm { $games }.
parse-unknown-member = Ich weiß nicht, wer `{ $value }` ist: Nenne ein Mitglied dieses Kanals.
parse-no-such-command = Einen Befehl `/{ $value }` gibt es nicht. Mit /help bekommst du die Liste.
## $verb ist der Befehl; $options seine Optionen, wie man sie tippt.
parse-no-such-option = `/{ $verb }` hat keine Option `{ $value }`; seine Optionen sind: { $options }.
parse-no-options = `/{ $verb }` hat keine Option `{ $value }`; er hat überhaupt keine Optionen.
parse-needs-opponent = `/challenge` braucht `opponent:`, z. B. /challenge opponent:bob.
parse-players-not-a-table = `players:` gilt für Spiele am Tisch; { $game } spielt man zu zweit.
## $min und $max sind Spielerzahlen.
parse-not-a-table-size = `players:{ $value }` ist keine Tischgröße: Nimm { $min } bis { $max }.
parse-no-side-to-choose = `side:{ $value }`: In { $game } werden die Plätze in der Reihenfolge des Beitritts vergeben, es gibt also keine Seite zu wählen.
parse-not-a-side = `side:{ $value }` ist keine Seite: Nimm { $sides }.
parse-not-a-turn-time = `time:{ $value }` ist keine Zugzeit: Nimm { $times }.
parse-not-a-rated-answer = `rated:{ $value }` ist keine Antwort: Nimm rated:true oder rated:false.
parse-not-a-level = `level:{ $value }` ist keine Stufe: Nimm 1 (schnell, schwach) bis 5 (am stärksten).
parse-bots-not-a-table = `bots:` gilt für Spiele am Tisch; in { $game } forderst du den Bot selbst heraus, z. B. /challenge opponent:engine.
## $max ist eine Zahl von Plätzen.
parse-not-bot-seats = `bots:{ $value }` ist keine Zahl von Plätzen für den Bot: Nimm 1 bis { $max }.
parse-not-a-game-number = `game:{ $value }` ist keine Partienummer: Nimm die Nummer, die /history zeigt, z. B. game:12.
parse-not-a-draw-action = `action:{ $value }` ist keine Remis-Aktion: Nimm offer, accept oder decline.
## $first ist der Name eines Spiels, wie man ihn tippt (masters); $others die Namen der anderen Spiele.
parse-not-a-piece = `piece:{ $value }` ist in keinem Spiel hier eine Figur: `/rules game:{ $first }` (oder { $others }) listet die Figuren des Spiels auf.
## $verb ist der Befehl (/archive, /anonymous).
parse-not-on-or-off = `state:{ $value }` ist weder on noch off: Nimm { $verb } state:on oder state:off.

## Eine getippte Zeile (die Konsole), /choose und /press.
## $max ist eine Zahl von Zeichen.
parse-too-long = Dieser Befehl ist zu lang (mehr als { $max } Zeichen).
parse-empty = Tippe einen Befehl, z. B. /help.
parse-no-slash = Befehle beginnen mit `/`, z. B. /help; `{ $value }` nicht.
parse-choose-not-a-number = `/choose { $value }`: Gib die Nummer einer Wahl an, z. B. /choose 2 (/play listet sie auf), oder eine Menü-ID und einen Wert.
parse-choose-needs = `/choose` braucht die Nummer einer Wahl, z. B. /choose 2 (/play listet sie auf), oder eine Menü-ID und einen Wert, z. B. /choose g:1:0:cs:p:0:~0 e9.
parse-not-my-menu = Dieses Menü gehört nicht zu mir.
parse-press-needs = `/press` braucht eine Button-ID, z. B. /press g:1:4:endturn.
parse-press-one = `/press` nimmt genau eine Button-ID und sonst nichts, z. B. /press g:1:4:endturn.
parse-not-my-button = Dieser Button gehört nicht zu mir.
parse-not-an-option = `{ $value }` ist keine Option: Schreib name:wert, z. B. from:E2.
parse-option-twice = Die Option `{ $value }` ist doppelt angegeben.

## /tournament.
event-needs-action = `/tournament` braucht `action:` (create, join, leave, start, standings, withdraw, pause, resume oder end), z. B. /tournament action:standings.
event-withdraw-needs-player = Nenne, wen du abmeldest, z. B. /tournament action:withdraw player:bob.
event-not-an-action = `action:{ $value }` ist keine Turnieraktion: Nimm create, join, leave, start, standings, withdraw, pause, resume oder end.
event-not-a-format = `format:{ $value }` ist kein Format: Nimm { $formats }.
event-tables-only = { $game } wird an Tischen mit bis zu vier Plätzen gespielt: Seine Turniere laufen mit format:tables.
event-tables-not-for-two = format:tables ist für Spiele mit mehr als zwei Spielern; { $game } spielt man zu zweit: Nimm swiss, roundrobin, double, knockout oder arena.
## $max ist eine Zahl von Runden.
event-not-rounds = `rounds:{ $value }` ist keine Rundenzahl: Nimm 1 bis { $max }.
event-rounds-not-here = `rounds:` gilt für Turniere im Schweizer System und an Tischen; die anderen Formate legen ihre Runden selbst fest.
event-needs-clock = Turnierpartien brauchen eine Uhr (wer nicht antritt, verliert auf Zeit): Nimm eine Zeit wie time:1d.
event-not-starts = `starts:{ $value }` ist keine Zeit ab jetzt: Nimm Minuten, Stunden oder Tage, z. B. starts:30m oder starts:2d.
event-length-not-here = `length:` gilt für Arena-Turniere: wie lange neue Partien gepaart werden.
event-not-length = `length:{ $value }` ist keine Dauer: Nimm Minuten, Stunden oder Tage, z. B. length:1h.
event-draws-not-here = `draws:` gilt für K.-o.-Turniere: was bei einer Remispartie entscheidet.
event-not-draw-rule = `draws:{ $value }` ist keine Remisregel: Nimm replay (neu gespielt, mit getauschten Plätzen) oder seed (die höher gesetzte Person kommt weiter).
