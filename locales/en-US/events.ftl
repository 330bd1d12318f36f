# Tournaments (events), tables, leaderboards, the archive, and what the
# front ends say themselves. Glossary: event = a tournament; round; board
# (one game of a round); bye (a round without a game, scored as a win);
# organiser; standings; Buchholz, Sonneborn–Berger (tie-breaks); arena.
# Game titles ($game) stay as they are.

## What an event is. $game is a game's title, $span a length of time
## (time-span), $rounds is tournament-rounds, $length a time-span.
tournament-rounds = { $n ->
    [0] rounds by the number of players
    [one] { $n } round
   *[other] { $n } rounds
}
tournament-about-swiss = a Swiss event of { $game } ({ $rounds }, { $span } per turn)
tournament-about-round-robin = a round robin of { $game } ({ $span } per turn)
tournament-about-double-round-robin = a double round robin of { $game } ({ $span } per turn)
tournament-about-knockout-replay = a knockout of { $game } ({ $span } per turn; a drawn game is played again, seats reversed)
tournament-about-knockout-seed = a knockout of { $game } ({ $span } per turn; a drawn game sends the higher seed through)
tournament-about-arena = an arena of { $game } (games paired for { $length }, { $span } per turn)
tournament-about-tables = a { $game } event at tables ({ $rounds } then a final table, { $span } per turn)

## /tournament. $who, $organiser are players' names; $about is one of
## tournament-about-*; $players is tournament-players.
tournament-players = { $n ->
    [one] { $n } player
   *[other] { $n } players
}
tournament-no-event = There is no event in this channel; an organiser creates one with /tournament action:create.
tournament-organiser-only = Only the event's organiser (who created it, or who manages the server) may do that.
tournament-you-not-joined = You have not joined this event.
tournament-left = { $who } left the event ({ $players }).
tournament-started-by = { $who } started the event.
tournament-not-in = { $who } is not in this event.
tournament-unentered = { $who } is no longer entered in the event.
tournament-withdrew = { $organiser } withdrew { $who } from the event: no more pairings.
tournament-withdrew-playing = { $organiser } withdrew { $who } from the event: no more pairings; the game in play is played out.
tournament-paused = The event is paused: games in play go on, and no new round is paired until /tournament action:resume.
tournament-running-again = The event is running again.
tournament-over-already = The event is over already.
tournament-ended-by = { $who } ended the event; these standings are final (games still in play no longer count).
tournament-over-see-standings = The event is over: /tournament action:standings shows the final standings.
tournament-busy = This channel has an event already ({ $about }); it must end before another is created here.
tournament-game-gone = That game is not hosted here any more.
tournament-created = { $who } created { $about }. Join with /tournament action:join;
tournament-starts-in = It starts by itself in { $span } (or when { $who } starts it with /tournament action:start).
tournament-starts-by = { $who } starts it with /tournament action:start.
tournament-enter-yourself = Only the event's organiser may enter someone else; join yourself with /tournament action:join.
tournament-level-for-bot = `level:` is for entering the bot, like /tournament action:join player:engine level:1.
tournament-joined-already = { $who } has joined already.
tournament-joined = { $who } joined the event ({ $players }).
tournament-changed = The event changed at the same moment; nothing was done. Please try again.

## What the pairing refuses.
tournament-refused-join-after-start = The event has started: nobody joins now.
tournament-refused-already-joined = You have joined already.
tournament-refused-leave-after-start = The event has started: ask the organiser to withdraw you.
tournament-refused-not-joined = You have not joined.
tournament-refused-already-started = The event has started already.
tournament-refused-too-few = Too few players have joined to start.
tournament-refused-not-a-player = That player is not in the event.
tournament-refused-not-running = Only a running event can be paused.
tournament-refused-not-paused = The event is not paused.
tournament-refused-not-its-game = That game is not one of the event's.
tournament-refused-result-in = That game's result is in already.

## A round's games. $games lists tournament-versus, $byes lists
## tournament-name; $first is a name or another tournament-versus.
tournament-name = { $who }
tournament-versus = { $first } vs { $second }
tournament-seated = { $who } ({ $seat })
tournament-round = Round { $round }: { $games }. Each game opens in a channel of its own.
tournament-round-byes = Round { $round }: { $games }; bye: { $byes }. Each game opens in a channel of its own.
tournament-new-games = New games: { $games }. Each game opens in a channel of its own.
tournament-new-games-byes = New games: { $games }; bye: { $byes }. Each game opens in a channel of its own.

## An event's game placed in a channel. $players is tournament-versus,
## $place a channel (shown as it is) or tournament-this-channel.
tournament-board-name = { $game } · R{ $round } B{ $board } · { $players }
tournament-board-heading = Event game: round { $round }, board { $board } — { $players }.
tournament-board-placed = Round { $round }, board { $board }: { $players } — in { $place }.
tournament-this-channel = this channel
tournament-gone = That event is gone.
tournament-unreadable = The event's game could not be read back.
tournament-placed-already = That game has been placed already.
tournament-over-final = The event is over. Final standings:

## A game of an event ended; what its channel is told.
tournament-result-not-counted = The event this game was part of has ended; its result does not count there.
tournament-last-game = That was the event's last game: it is over, and its final standings go to the event's channel (/tournament action:standings there).
tournament-goes-on = The event goes on.
tournament-round-complete = Round { $round } of the event is complete.
tournament-paused-next = The event is paused: the next round is paired when the organiser resumes it.
tournament-arena-goes-on = The event goes on: you are paired again as soon as someone near your score is free.
tournament-round-waits = Round { $round } of the event waits for { $left ->
    [one] { $left } more game
   *[other] { $left } more games
} to finish.

## What the clock does to events.
tournament-has-started = The event has started.
tournament-could-not-start = The event could not start at its time: { $joined } joined, and it needs { $least }. It is closed; an organiser may create another.
tournament-arena-time-up = The arena's time is up: no new games are paired, and it ends when the games in play finish.

## The standings. $format is tournament-format-*, $status tournament-status-*.
tournament-format-swiss = Swiss
tournament-format-round-robin = round robin
tournament-format-double-round-robin = double round robin
tournament-format-knockout = knockout
tournament-format-arena = arena
tournament-format-tables = tables
tournament-status-open = open, { $count } joined
tournament-status-final = final standings
tournament-status-round = round { $round }
tournament-status-round-of = round { $round } of { $rounds }
tournament-status-round-of-final = round { $round } of { $rounds } and the final
tournament-status-paused = paused in { $round }
tournament-status-arena = arena in play
tournament-standings-title = { $game } { $format } · { $status }
tournament-standings-head = Standings of { $about } — { $status }:
tournament-standings-nobody = Nobody has joined yet: /tournament action:join.
## A line of the standings: $points as shown (2½); $n the points when
## they are whole (-half: a fraction of a point).
tournament-standings-row = { $rank }. { $who } — { $points } { $n ->
    [one] pt
   *[other] pts
}
tournament-standings-row-half = { $rank }. { $who } — { $points } pts
tournament-standings-tie-breaks = (Buchholz { $bh }, SB { $sb })
tournament-standings-more = …and { $n } more (the picture shows everyone).
tournament-withdrawn = { $who } (withdrawn)
## After a name on a page, which shows the name apart.
tournament-withdrawn-mark = (withdrawn)

## A result cell: W3 won against the player ranked 3rd, D3 drew, L3 lost.
tournament-cell-won = W{ $rank }
tournament-cell-drew = D{ $rank }
tournament-cell-lost = L{ $rank }
tournament-cell-bye = bye
## Column heads: R2 (round 2), G2 (game 2 in an arena).
tournament-column-round = R{ $n }
tournament-column-game = G{ $n }

## The standings picture: its heads, key and alt text.
tournament-picture-points = Pts
tournament-picture-nobody = Nobody yet
tournament-legend-bh = Bh Buchholz
tournament-legend-sb = SB Sonneborn–Berger
tournament-legend-won = W3 won against #3
tournament-legend-drew = D drew
tournament-legend-lost = L lost
tournament-legend-place = 2/4 second of four at the table
tournament-legend-playing = …3 in play
tournament-legend-playing-table = … in play
tournament-alt-head = Standings, { $title }.
tournament-alt-nobody = Nobody has joined yet.
tournament-alt-row = { $rank }. { $who }, { $points } { $n ->
    [one] point
   *[other] points
}
tournament-alt-row-half = { $rank }. { $who }, { $points } points
tournament-alt-tie-breaks = , Buchholz { $bh }, Sonneborn–Berger { $sb }
tournament-alt-results = , results { $results }

## /leaderboard and /profile. $game is a game's title, $rating a rating
## as shown (1500, 1500? while provisional).
leaderboard-nobody = Nobody has a { $game } rating on this server yet: finish a rated game first (challenges are rated unless they say rated:false).
leaderboard-head = { $game } leaderboard (? = provisional):
leaderboard-row = { $place }. { $who } { $rating } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
}: { $wins }–{ $losses }–{ $draws })
leaderboard-you = You: { $rank } of { $count } with { $rating }.
leaderboard-you-unrated = You have no rated { $game } game on this server yet.
leaderboard-profile-head = { $who } on this server:
leaderboard-profile-game = { $game }: { $rating } · { $wins } won, { $losses } lost, { $draws } drawn
leaderboard-profile-none = No rated games yet.
leaderboard-streak-win = Current streak: { $n ->
    [one] { $n } win
   *[other] { $n } wins
}.
leaderboard-streak-loss = Current streak: { $n ->
    [one] { $n } loss
   *[other] { $n } losses
}.
leaderboard-streak-draw = Current streak: { $n ->
    [one] { $n } draw
   *[other] { $n } draws
}.
leaderboard-last-games = Last games:
leaderboard-last-game = game { $id } · { $game } · { $outcome } · { $before } → { $after }
leaderboard-outcome-win = win
leaderboard-outcome-loss = loss
leaderboard-outcome-draw = draw

## /archive and /anonymous. $link is the archive's address.
archive-managers-only = Only someone who may manage this server can list its games on the web.
archive-on = This server's games are listed on the web now: { $link }. Players may hide their name with /anonymous state:on.
archive-on-later = This server's games will be listed on the web once the bot serves its pages (web.public_url). Players may hide their name with /anonymous state:on.
archive-off = This server's games are no longer listed on the web; each game's own page still opens from its link.
archive-anonymous-on = You are shown as "anonymous" in the web archives from now on.
archive-anonymous-off = You are shown by your name in the web archives again.

## Tables (Throne): what is refused. $opener is a player's name.
table-own-table = You sit at your own table already: invite someone else, or leave opponent: out.
table-level-without-bot = `level:` sets the bot's strength: seat it with bots:1 (or opponent: the bot), or leave level: out.
table-channel-busy = A game is already running in this channel: watch it with /board, or open a table in another channel.
table-too-many-bots = A table for { $size } has room for at most { $most } bots besides you: lower bots: or raise players:.
table-game-running = A game is already running in this channel.
table-no-longer-open = This table is no longer open.
table-none-here = There is no open table in this channel; open one with /challenge game:throne.
table-two-players = The open challenge here is for two players: answer it with /accept or /decline.
table-game-gone = This table is for a game I no longer host.
table-sitting-already = You already sit at this table.
table-full = This table is full ({ $seats } seats); { $opener } can start it.
table-game-started = The table's game has started: to leave it, /resign.
table-opener-cancels = You opened this table: close it with /cancel.
table-not-sitting = You don't sit at this table.
table-opener-starts = Only { $opener } (who opened the table) can start it.
table-too-few = At least { $min } players must sit before the game starts; { $now ->
    [one] only { $now } sits now
   *[other] { $now } sit now
}.

## What Discord's front end says itself. $command is a command's name.
discord-unknown-command = The command /{ $command } no longer exists; type /help for the commands I have now.
discord-not-my-button = That button is not one of mine.
discord-out-of-date = This /{ $command } is out of date: type it again.
discord-out-of-date-games = This /{ $command } is out of date: type /{ $command } again and pick your game ({ $games }).
discord-bot-opponent = { $who } is a bot, and only I play here as a bot: challenge me or a person in this channel.
discord-thread-name = { $game } · { $players }
discord-accepted-in-thread = { $who } accepted: the game is on in { $thread }.

## What the console says itself: lines that are not commands.
console-usage = write `#channel user /command`, like `#lobby alice /help`
console-greeting = gamehost console: type `#channel user /command`, like `#lobby alice /help`. End with Ctrl-D.
console-channel-empty = a channel name cannot be empty
console-user-empty = a user name cannot be empty
console-channel-hidden = a channel name cannot hold control, zero-width or direction-changing characters
console-user-hidden = a user name cannot hold control, zero-width or direction-changing characters
console-not-a-channel = `{ $channel }` is not a channel: channels start with #, like #lobby
console-name-too-long = channel and user names are at most { $most } characters
console-not-utf8 = that line is not UTF-8 text; type commands like `#lobby alice /help`
console-engine-name = `{ $user }` is the bot's name in the console (challenge it with /challenge opponent:engine); type as someone else
console-nothing-to-do = a blank line or a comment: nothing to do
