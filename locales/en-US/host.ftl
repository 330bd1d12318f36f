# What the host says about any game: commands, refusals, challenges,
# clocks, ratings, events.

## Something broke on the bot's side; nothing was changed.
host-fault = Something went wrong on my side and nothing was changed; an admin can check the games with `gamehost verify`.
host-store-failed = Something went wrong on my side and nothing was changed. Please try again.
host-picture-failed = Your command was done, but I could not draw the picture.

## Clocks. $movers are the names of who is on turn, $when a moment.
host-turn-due = { $movers }: this turn is due { $when }.
## /game's clock lines. $span is a length of time (time-span).
host-clock = Clock: { $span } per turn.
host-clock-waiting = { $waiting }: the full { $span } when their turn comes.
host-no-clock = No clock: turns may take as long as they take.

## /game's rating lines: $changes lists host-rating-moved, one per player.
host-rating-change = Rating change: { $changes }.
host-rating-moved = { $who } { $before } → { $after }
host-friendly-game = A friendly game: no rating change.
host-half-time-gone = { $movers }: half your time for this { $game } turn is gone ({ $per_turn } per turn); it is due { $when }.

## /language. $language is a language's own name (language-name).
host-language-mine = I answer you in { $language } from now on.
host-language-mine-auto = I answer you in the language your Discord is set to from now on.
host-language-server = This server's public messages are in { $language } from now on.
host-language-server-auto = This server's public messages are in the server's Discord language from now on.
host-language-server-not-manager = Only someone who may manage this server can choose its language.
host-language-unknown = `locale:{ $given }` is not a language I speak: use auto or one of { $known }.
host-language-whose = `for:{ $given }` is neither me nor server: use /language locale:de for:server.

## /help and /rules. $games is a list of games' titles.
help-commands = Commands (options as name:value):
help-for-games = { $about } ({ $games })
help-games = Games: { $games } (/challenge opponent:<name> game:<game>; Throne: /challenge game:throne players:<2-4>, then /join; /rules game:<game>).
help-the-bot = Nobody to play? Challenge the bot itself, /challenge opponent:<the bot> level:<1-5> (in the console: opponent:engine); at a Throne table, bots:<1-3> seats it. Games against the bot are not rated.
help-hosted = I host these games; their rules: /rules game:<name>.
help-rules-by-id = Every rule by id: { $url }

## A game's terms. $clock is terms-per-turn or terms-no-clock; $rated is yes or no.
terms = { $rated ->
    [yes] { $clock }
   *[no] { $clock }, friendly (unrated)
}
terms-per-turn = { $span } per turn
terms-no-clock = no clock

## Challenges. $challenger, $opponent and $opener are players' names.
challenge-open = { $challenger } challenges { $opponent } to { $game } ({ $plays }) with { $terms }. { $opponent }, answer with /accept or /decline within { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }.
challenge-playing = playing { $side }
challenge-coin-flip = sides by coin flip
challenge-engine-game = { $player } plays the bot at level { $level } in { $game } (not rated). The bot takes its turns itself.
challenge-level-without-bot = `level:` sets the bot's strength when you challenge the bot itself (opponent: the bot); leave it out against a person.
challenge-yourself = You can't challenge yourself: name someone else, like /challenge opponent:bob.
challenge-game-running = A game is already running in this channel: watch it with /board, or challenge in another channel.
challenge-closed = This challenge is no longer open.
challenge-none-here = There is no open challenge in this channel; start one with /challenge opponent:<name>.
challenge-is-a-table = { $opener } has opened a table here: take a seat with /join (its opener starts it with /start).
challenge-for-someone-else = This challenge is for { $opponent }; only they can answer it.
challenge-game-gone = This challenge names a game I no longer host.
challenge-declined = { $opponent } declined { $challenger }'s challenge.
challenge-none-to-cancel = There is no open challenge in this channel to cancel.
challenge-not-yours = Only { $challenger } can cancel their challenge.
challenge-withdrawn-from = { $challenger } withdrew the challenge to { $opponent }.
challenge-withdrawn = { $challenger } withdrew the challenge.
table-closed = { $opener } closed the table.

## Tables (Throne). $opener, $who and $invited are players' names; $seat a seat's colour.
table-open = { $opener } opens a { $game } table for { $size } players ({ $terms }; open for { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }).
table-invited = { $invited }, you are invited.
table-seat = { $number }. { $seat }: { $who }
table-seat-open = { $number }. { $seat }: open
table-full-start = The table is full; { $opener } starts the game with Start or /start.
table-join-or-start = Join with the button or /join; { $opener } starts the game with Start or /start.
table-join = Join with the button or /join; { $opener } can start once { $min } sit.
table-joins = { $who } joins as { $seat }.
table-leaves = { $who } leaves the table.
