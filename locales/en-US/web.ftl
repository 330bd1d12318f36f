# What the web pages say: the home page, a game's page, a seat's page
# (and its script's texts), the archive, the Activity, one-sentence
# answers. Names, notation and games' titles are arguments, shown as they
# are.

## Every page.
web-languages = Languages
web-home-title = gamehost
web-versus = vs
web-in-play = In play.
web-anonymous = anonymous
web-play-as = Play as…

## One-sentence answers.
web-no-such-page = There is no such page.
web-unavailable = The games cannot be read just now; try again in a moment.
web-too-many = Too many requests from your address; wait a minute.
web-too-large = That request is larger than any page sends.
web-too-slow = That request took too long to arrive.
web-not-this-site = That is not this site's address.
web-not-own-page = Only this site's own pages may ask that.
web-not-an-ask = That is not something a page can ask.

## The home page. $game is a game's title, $id a game's number,
## $channel a channel's name.
web-home-about = Each game has its own page; its link is in the game's messages (or ask the bot for /history).
web-home-running = Running games
web-home-none = None just now: start one in the console with /challenge.
web-home-game = { $game } #{ $id } in #{ $channel }
web-home-archive = The console's archive

## A game's page. $game is the game's title, $players who plays it (names
## with their seats), $standing how it stands.
web-game-title = { $game }: { $players }
web-game-description = { $game }: { $players }. { $standing }
web-rules = Rules
## When the game started: $day and $year as numbers, $month from 1 to 12.
web-started = Started { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }
## Under the board: what the turn shown did. $line is the record's line
## (the game's own words), $who who played it, $number the turn's number,
## $entry how many entries of the log are shown.
web-caption-start = The start.
web-caption-turn = After { $number }. { $line } ({ $who })
web-caption-setup = After a set-up choice: { $line } ({ $who })
web-caption-entry = After entry { $entry }.
web-steps-label = Turns
web-step-first = « First
web-step-back = ◀ Back
web-step-forward = Forward ▶
web-step-last = Last »
web-record = Record
web-record-empty = No turns have been played yet.
web-replay = Replay (GIF)
web-download-record = Download the record

## A seat's page: where its player plays by clicking. $name is the
## player's name; $turn and $last are turn numbers.
web-seat-label = Your turn
web-seat-playing-as = Playing as { $name }
web-seat-past = You are looking at the game as it was after turn { $turn } of { $last }.
web-seat-present = Back to the game as it stands
web-seat-needs-script = Playing here needs the page's script; the game's commands work as ever.
web-seat-several = Several choices here: pick one.
web-seat-unanswered = The server did not answer; try again.
## The step's panel. $choices are the choices so far, $what what the
## button plays (both in the game's words), $plays what playing does.
web-so-far = So far: { $choices }.
web-take-back = Take back
web-start-again = Start again
web-plays-end-turn = End turn
web-plays-throw = Throw
web-plays-move = Move
web-plays-what = { $plays }: { $what }

## A play link that does not play.
web-dead-link = This play link does not play
web-watch-game = Watch the game
web-link-forged = This play link is not valid: ask for a new one with the Play button.
web-link-expired = This play link has expired: ask for a new one with the Play button.
web-link-replaced = Newer play links were made for this seat since this one: use the newest, or press Play again.
web-link-finished = The game is over: this link no longer plays.
web-link-unavailable = Playing on the web is not available just now.

## The console's "play as". $game is the game's title.
web-play-as-title = { $game }: play as…
web-a-game = Game
web-game-over = The game is over.
web-watch-instead = Watch instead

## A finished game's result told by seats (when a player is anonymous).
## $seat is a seat's name, $places the seats by place (`1. Ember, 2. Frost`),
## $how how it ended (one of web-how-…).
web-result-aborted = Aborted; no result.
web-result-drawn = Drawn.
web-result-ended = Ended { $how }.
web-result-wins = { $seat } wins.
web-result-wins-how = { $seat } wins { $how }.
web-result-places = Places: { $places }.
web-result-places-how = Places: { $places } (ended { $how }).
web-how-on-the-board = on the board
web-how-by-resignation = by resignation
web-how-on-time = on time

## A server's archive and its players' pages. $game is a game's title,
## $rating a rating, $games a count of rated games.
web-archive = Game archive
web-archive-games = Games
web-archive-all = All games
web-archive-one-player = Only games with one player: { $everyone }
web-archive-everyone = show everyone's
web-archive-player-page = The player's page
web-archive-empty = No games yet.
web-archive-events = Events
web-archive-back = The server's archive
web-recent-games = Recent games
web-leaderboard = { $game } leaderboard
web-rating = { $game } rating
web-rating-one = { $game } rating after one rated game: { $rating }
web-rating-over = { $game } rating over { $games } rated games, from { $first } to { $last } (lowest { $lowest }, highest { $highest })
## An event's standings: the columns' headings, and the tie-breaks' full
## names (what screen readers say for the short ones).
web-standings-player = Player
web-standings-points = Points
web-standings-bh = Bh
web-standings-buchholz = Buchholz
web-standings-sb = SB
web-standings-sonneborn-berger = Sonneborn–Berger

## The Activity: the page inside Discord, and what its script says.
web-activity-connecting = Connecting to Discord…
web-activity-outside = This page runs inside Discord.
web-activity-asking = Asking Discord who you are…
web-activity-failed = Something went wrong; close the Activity and open it again.
web-activity-not-framed = This page runs inside Discord: open it from the game's Play button.
web-activity-no-code = Discord did not say who you are: close the Activity and open it again.
web-activity-unconfirmed = Discord did not confirm who you are: close the Activity and open it again.
web-activity-no-game = There is no game running in this channel: start one with /challenge.
web-activity-no-page = This game has no page.
web-activity-players-only = Only the game's players open it here; watch it in the channel.
