# Puzzles from the games played here (/puzzle, the daily puzzle, an
# attempt's messages). A puzzle is a position where one turn wins and no
# other comes close; the solver plays the solution's turns, the engine
# the replies between them.
# $id is a puzzle's number, $game a game's title, $seat the solver's side
# (Ember, White…), $turns how many turns the solver plays.

## /puzzle refusals.
puzzle-none-left = There is no puzzle left for you to try yet: they are found in the finished games the engine has analysed. Play on, and ask again later.
puzzle-game-running-here = A game is being played in this channel: try the puzzle in another channel, or in a direct message with the bot.
puzzle-challenge-open-here = A challenge is open in this channel: try the puzzle in another channel, or once it is settled.

## An attempt begins. $solver is who solves it; $rating the puzzle's rating.
puzzle-start = Puzzle { $id } ({ $game }, rated { $rating }): { $solver }, you play { $seat }. Find the winning { $turns ->
        [one] turn
       *[other] line: { $turns } turns of yours, with the engine's replies between them
    }.
puzzle-tried-before = You have tried this puzzle before: this attempt does not change your puzzle rating.
## Where it came from. $source is that game's number, $url its page.
puzzle-from-game = It comes from game { $source }.
puzzle-from-game-page = It comes from game { $source }: { $url }
puzzle-from-this-server = It comes from a game played on this server.
puzzle-from-elsewhere = It comes from a game played on another server.

## The solver's turns.
puzzle-not-the-answer = That is not the puzzle's answer: look again, and try another turn.
puzzle-right-go-on = Right! The engine replies; find the next turn.
puzzle-solved = Solved!
## $rating is puzzle-rating-moved.
puzzle-solved-rated = Solved! Your puzzle rating: { $rating }.
puzzle-given-up-rated = Puzzle given up. Your puzzle rating: { $rating }.
puzzle-rating-moved = { $before } → { $after }
## The attempt's result, as a game's. $solver is who solved it.
puzzle-solved-result = { $solver } solved the puzzle.

## The daily puzzle.
puzzle-daily-servers-only = A daily puzzle is posted in a server's channel; there is no server here.
puzzle-daily-managers-only = Only someone who manages this server can turn the daily puzzle on or off.
puzzle-daily-on = A puzzle will be posted in this channel every day. Here is today's.
puzzle-daily-off = No more daily puzzles in this server.
puzzle-daily = Today's puzzle: { $game }, puzzle { $id }. { $seat } to play and win in { $turns ->
        [one] one turn
       *[other] { $turns } turns
    }. Press Solve to try it here.

button-next-puzzle = Next puzzle
button-solve-puzzle = Solve

## A puzzle attempt's web page. $source is the number of the game it
## came from (a link to its page).
web-puzzle = Puzzle { $id }
web-puzzle-from-game = from game { $source }
web-puzzle-from-this-server = from a game played on this server
web-puzzle-from-elsewhere = from a game played on another server

## A board's headline once an attempt is solved.
game-ended-solved = puzzle solved
## /analyse of an attempt.
analyse-a-puzzle = Game { $id } is an attempt at a puzzle: it is not analysed.

## /profile: a player's puzzle rating in one game.
leaderboard-profile-puzzles = { $game } puzzles: rating { $rating } (solved { $solved }, missed { $missed })

## An attempt where an earlier one was played in the same channel.
puzzle-played-here-before = This puzzle has been played in this channel before, and its answer may be above: this attempt does not change your puzzle rating.
## Above the solver's own view of a game with secrets.
puzzle-your-view = Your side as only you see it, with its hidden choices.
## A wrong turn, the first of a rated attempt.
puzzle-not-the-answer-counted = That is not the puzzle's answer: this attempt now counts as missed for your puzzle rating. Look again, and try another turn.
