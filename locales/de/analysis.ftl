# German (de). Glossary: move = Bewegung (ziehen), turn = Zug, piece = Figur, square = Feld, game = Spiel (eine Partie), challenge = Herausforderung, claim = Übernahme, draw = Remis, infiltrator = Infiltrator, loadout = Ausrüstung, augmentor = Verstärker, shells = Muscheln, analysis = Analyse, accuracy = Genauigkeit, inaccuracy = Ungenauigkeit, mistake = Fehler, blunder = Patzer, win chance = Gewinnchance, engine = Bot
# Die Analyse beendeter Partien durch den Bot (/analyse, der Button „Analyse“,
# das Analysebild und die Analyse auf der Spielseite).

## Ablehnungen von /analyse. $id ist die Nummer einer Partie, $game der Titel eines Spiels.
analyse-no-such-game = Auf diesem Server gibt es keine Partie { $id }; /history zeigt die Partie dieses Kanals.
analyse-no-game-yet = In diesem Kanal wurde noch keine Partie gespielt; starte eine mit /challenge.
analyse-not-over = Partie { $id } läuft noch: Ihre Analyse kommt, sobald sie vorbei ist.
analyse-not-this-game = Der Bot analysiert keine Partien in { $game }.
analyse-nothing = Partie { $id } endete, bevor jemand einen Zug gespielt hat: Es gibt nichts zu analysieren.

## Die Analyse ist noch nicht fertig. $ahead ist, wie viele Partien vor ihr warten.
analyse-queued = Der Bot analysiert Partie { $id }{ $ahead ->
        [0] {""}
        [one] {" nach einer anderen Partie"}
       *[other] {" nach "}{ $ahead } anderen Partien
    }. Frag in ein, zwei Minuten noch einmal mit /analyse game:{ $id } nach.

## Die Analyse. $players ist „alice vs bob“.
analyse-of = Analyse der Partie { $id } ({ $game }: { $players })
analyse-alt = Ein Diagramm der Gewinnchance jedes Spielers im Verlauf der Partie { $id } ({ $game }: { $players }), darunter die markierten Züge.
## Eine Zeile pro Spieler. $accuracy ist ein ganzzahliger Prozentwert.
analyse-player = { $who }: Genauigkeit { $accuracy } %, { $inaccuracies ->
        [one] { $inaccuracies } Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    }, { $mistakes ->
        [one] { $mistakes } Fehler
       *[other] { $mistakes } Fehler
    }, { $blunders ->
        [one] { $blunders } Patzer
       *[other] { $blunders } Patzer
    }
analyse-player-no-turns = { $who }: hat keine Entscheidung getroffen, die der Bot bewerten konnte
analyse-swings = Die größten Umschwünge:
## $turn ist die Nummer des Zugs, $played und $best sind Züge in der Notation des Spiels, $mark eines der analysis-mark-Wörter.
analyse-swing = Zug { $turn }, { $who }: { $played } ({ $mark }); der Bot hätte { $best } gespielt
analysis-mark-inaccuracy = Ungenauigkeit
analysis-mark-mistake = Fehler
analysis-mark-blunder = Patzer
analysis-mark-none = ein kleiner Verlust

## Der Button unter der letzten Nachricht einer beendeten Partie.
button-analysis = Analyse

## Die Analyse auf der Spielseite.
web-analysis-title = Die Analyse des Bots
web-analysis-graph-alt = Die Gewinnchance jedes Spielers im Verlauf der Partie { $id }, Stellung für Stellung, darunter die markierten Züge.
web-analysis-secrets = Der Bot kannte, was während der Partie verborgen war (die geheimen Entscheidungen, die bei Partieende aufgedeckt wurden); diese Analyse ebenso, für alle gleich.
## $mark ist eines der analysis-mark-Wörter.
web-analysis-shown-mark = Bewertung: { $mark }.
web-analysis-shown-best = Der Bot hätte diesen Zug auch gespielt.
## $best ist ein Zug in der Notation des Spiels, $line die Züge, die der Bot danach erwartete.
web-analysis-shown-preferred = Der Bot hätte { $best } vorgezogen (seine Variante: { $line }).
web-analysis-how = Die Gewinnchancen stammen aus der Bewertung des Bots bei festem Rechenaufwand, kalibriert an seinen eigenen Partien. Ein Zug wird markiert, wenn er seinen Spieler gegenüber der Wahl des Bots 5 (Ungenauigkeit), 10 (Fehler) oder 15 (Patzer) Punkte Gewinnchance kostet; die Genauigkeit ist der Mittelwert über die Züge eines Spielers.
web-analysis-waiting = Der Bot hat diese Partie noch nicht analysiert; seine Analyse erscheint hier, sobald sie fertig ist.

## Under a page's board where the next turn was marked: the engine's choice, drawn as an arrow.
web-analysis-arrow = Der Pfeil: die Wahl des Bots hier, { $best }.
