# German (de). Glossary: puzzle = Puzzle (Puzzles), solve = lösen (Button „Lösen“), puzzle rating = Puzzle-Wertung, turn = Zug, game = Spiel (eine Partie), line = Variante, challenge = Herausforderung, engine = Bot, direct message = Direktnachricht
# Puzzles aus den hier gespielten Partien (/puzzle, das tägliche Puzzle, die
# Nachrichten eines Versuchs). Ein Puzzle ist eine Stellung, in der ein Zug
# gewinnt und kein anderer auch nur nahe herankommt; wer löst, spielt die Züge
# der Lösung, der Bot die Antworten dazwischen.
# $id ist die Nummer eines Puzzles, $game der Titel eines Spiels, $seat die Seite
# des Lösenden (Ember, Weiß …), $turns, wie viele Züge er spielt.

## Ablehnungen von /puzzle.
puzzle-none-left = Für dich gibt es noch kein Puzzle, das du nicht schon versucht hast: Puzzles stammen aus beendeten Partien, die der Bot analysiert hat. Spiel weiter und frag später noch einmal.
puzzle-game-running-here = In diesem Kanal läuft eine Partie: Versuch das Puzzle in einem anderen Kanal oder in einer Direktnachricht an den Bot.
puzzle-challenge-open-here = In diesem Kanal ist eine Herausforderung offen: Versuch das Puzzle in einem anderen Kanal oder sobald sie erledigt ist.

## Ein Versuch beginnt. $solver ist, wer löst; $rating die Wertung des Puzzles.
puzzle-start = Puzzle { $id } ({ $game }, Wertung { $rating }): { $solver }, du spielst { $seat }. Finde { $turns ->
        [one] den Gewinnzug
       *[other] die Gewinnvariante: { $turns } Züge von dir, dazwischen die Antworten des Bots
    }.
puzzle-tried-before = Du hast dieses Puzzle schon einmal versucht: Dieser Versuch ändert deine Puzzle-Wertung nicht.
## Woher es stammt. $source ist die Nummer dieser Partie, $url ihre Seite.
puzzle-from-game = Es stammt aus Partie { $source }.
puzzle-from-game-page = Es stammt aus Partie { $source }: { $url }
puzzle-from-this-server = Es stammt aus einer Partie auf diesem Server.
puzzle-from-elsewhere = Es stammt aus einer Partie auf einem anderen Server.

## Die Züge des Lösenden.
puzzle-not-the-answer = Das ist nicht die Lösung: Schau noch einmal genau hin und versuch einen anderen Zug.
puzzle-right-go-on = Richtig! Der Bot antwortet; finde den nächsten Zug.
puzzle-solved = Gelöst!
## $rating ist puzzle-rating-moved.
puzzle-solved-rated = Gelöst! Deine Puzzle-Wertung: { $rating }.
puzzle-given-up-rated = Puzzle aufgegeben. Deine Puzzle-Wertung: { $rating }.
puzzle-rating-moved = { $before } → { $after }
## Das Ergebnis des Versuchs, wie bei einer Partie. $solver hat es gelöst.
puzzle-solved-result = { $solver } hat das Puzzle gelöst.

## Das tägliche Puzzle.
puzzle-daily-servers-only = Das tägliche Puzzle wird in einem Kanal eines Servers gepostet; hier gibt es keinen Server.
puzzle-daily-managers-only = Nur wer diesen Server verwaltet, kann das tägliche Puzzle ein- oder ausschalten.
puzzle-daily-on = In diesem Kanal wird ab jetzt jeden Tag ein Puzzle gepostet. Hier ist das heutige.
puzzle-daily-off = Keine täglichen Puzzles mehr auf diesem Server.
puzzle-daily = Das Puzzle des Tages: { $game }, Puzzle { $id }. { $seat } am Zug gewinnt in { $turns ->
        [one] einem Zug
       *[other] { $turns } Zügen
    }. Drück „Lösen“, um es hier zu versuchen.

button-next-puzzle = Nächstes Puzzle
button-solve-puzzle = Lösen

## Die Webseite eines Puzzle-Versuchs. $source ist die Nummer der Partie,
## aus der es stammt (ein Link auf ihre Seite).
web-puzzle = Puzzle { $id }
web-puzzle-from-game = aus Partie { $source }
web-puzzle-from-this-server = aus einer Partie auf diesem Server
web-puzzle-from-elsewhere = aus einer Partie auf einem anderen Server

## A board's headline once an attempt is solved.
game-ended-solved = Puzzle gelöst
## /analyse of an attempt.
analyse-a-puzzle = Partie { $id } ist ein Versuch an einem Puzzle: Sie wird nicht analysiert.

## /profile: a player's puzzle rating in one game.
leaderboard-profile-puzzles = { $game }-Puzzles: Wertung { $rating } (gelöst { $solved }, verfehlt { $missed })

## An attempt where an earlier one was played in the same channel.
puzzle-played-here-before = Dieses Puzzle wurde in diesem Kanal schon gespielt, die Lösung steht vielleicht weiter oben: Dieser Versuch ändert deine Puzzle-Wertung nicht.
## Above the solver's own view of a game with secrets.
puzzle-your-view = Deine Seite, wie nur du sie siehst, mit ihren verdeckten Entscheidungen.
## A wrong turn, the first of a rated attempt.
puzzle-not-the-answer-counted = Das ist nicht die Lösung: Dieser Versuch zählt für deine Puzzle-Wertung jetzt als verfehlt. Schau noch einmal genau hin und versuch einen anderen Zug.
