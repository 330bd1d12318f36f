# The engine's analysis of finished games (/analyse, the Analysis button,
# the analysis picture and the game page's analysis).

## /analyse refusals. $id is a game's number, $game a game's title.
analyse-no-such-game = There is no game { $id } on this server; /history shows this channel's game.
analyse-no-game-yet = No game has been played in this channel yet; start one with /challenge.
analyse-not-over = Game { $id } is still being played: its analysis comes once it is over.
analyse-not-this-game = The engine does not analyse { $game } games.
analyse-nothing = Game { $id } ended before anyone played a turn: there is nothing to analyse.

## The analysis is not ready yet. $ahead is how many games wait before it.
analyse-queued = The engine is analysing game { $id }{ $ahead ->
        [0] {""}
        [one] {" after one other game"}
       *[other] {" "}after { $ahead } other games
    }. Ask again with /analyse game:{ $id } in a minute or two.

## The analysis. $players is "alice vs bob".
analyse-of = Analysis of game { $id } ({ $game }: { $players })
analyse-alt = A graph of each player's chance of winning over game { $id } ({ $game }: { $players }), the marked turns under it.
## One line per player. $accuracy is a whole percentage.
analyse-player = { $who }: accuracy { $accuracy }%, { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }
analyse-player-no-turns = { $who }: made no choice the engine could judge
analyse-swings = The biggest swings:
## $turn is the turn's number, $played and $best turns in the game's notation, $mark one of the analysis-mark- words.
analyse-swing = Turn { $turn }, { $who }: { $played } ({ $mark }); the engine preferred { $best }
analysis-mark-inaccuracy = inaccuracy
analysis-mark-mistake = mistake
analysis-mark-blunder = blunder
analysis-mark-none = a small loss

## The button under a finished game's last message.
button-analysis = Analysis

## The game page's analysis.
web-analysis-title = The engine's analysis
web-analysis-graph-alt = Each player's chance of winning over game { $id }, position by position, with the marked turns under it.
web-analysis-secrets = The engine read what was hidden during play (the secret choices, told when the game ended); so does this analysis, the same for everyone.
## $mark is one of the analysis-mark- words.
web-analysis-shown-mark = Marked: { $mark }.
web-analysis-shown-best = The engine would have played this turn too.
## $best is a turn in the game's notation, $line the turns the engine expected after it.
web-analysis-shown-preferred = The engine preferred { $best } (its line: { $line }).
web-analysis-how = Win chances come from the engine's evaluation at a fixed effort, fitted to its own games. A turn is marked when it costs its player 5 (inaccuracy), 10 (mistake) or 15 (blunder) points of win chance against the engine's choice; accuracy is the mean over a player's turns.
web-analysis-waiting = The engine has not analysed this game yet; its analysis shows here once it is done.

## Under a page's board where the next turn was marked: the engine's choice, drawn as an arrow.
web-analysis-arrow = The arrow: the engine's choice here, { $best }.
