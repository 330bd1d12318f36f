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
host-time-running-low = { $movers }: your time for this { $game } turn is running low ({ $per_turn } per turn); it is due { $when }.

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
## One hosted game: $title its title, $name the name /rules takes, $help its commands (the game's help line).
help-hosted-game = - { $title } (`/rules game:{ $name }`): { $help }
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

## The play flow. $who, $loser, $winner, $challenger, $opponent and $opener
## are players' names; $seat and $other a seat's name as the game writes it;
## $game a game's title; $verb a command's name; $when a moment (UTC).
host-player = { $who }
host-player-seat = { $who } ({ $seat })
host-command = /{ $verb }
host-ratings = Ratings: { $changes }.
host-committed-first = This board is out of date: another change was committed first. Use /board to see the current position.
host-no-game-running = There is no game running in this channel; start one with /challenge opponent:<name>.
host-no-game-yet = No game has been played in this channel yet; start one with /challenge opponent:<name>.
host-game-gone = That game is one I no longer host.
host-game-running-there = A game is already running there.
host-game-not-read-back = The new game could not be read back; please try again.
host-button-unknown-game = That button belongs to a game I don't know.
host-button-other-channel = That button belongs to a game in another channel.
## $games is a list of game-title.
host-verb-elsewhere = /{ $verb } is a command of { $games }; this channel is playing { $game }.
host-verb-nowhere = /{ $verb } is not a command of any game I host; this channel is playing { $game }.

## Ending a game off the board. $winners and $others are lists of
## host-player-seat or host-player; $count how many won.
ending-no-draws = { $game } has no draws: play on, or /resign.
ending-abort-event = An event's game cannot be aborted; /resign ends it instead.
ending-abort-too-late = Too late to abort: { $played ->
        [one] { $played } turn has
       *[other] { $played } turns have
    } been played. /resign ends the game instead.
ending-aborted-result = Aborted by { $who } before the second turn; no result.
ending-aborted = { $who } aborted the game before the second turn. No result.
ending-resigned-result = { $who } ({ $seat }) resigned; { $winners } { $count ->
        [one] wins
       *[other] win
    }.
ending-resigns = { $who } ({ $seat }) resigns. { $winners } { $count ->
        [one] wins
       *[other] win
    } the game.
ending-your-opponent = Your opponent
ending-draw-already-offered = You have already offered a draw; it stands until your opponent answers or plays a turn.
ending-draw-offered-you = { $offerer } has already offered you a draw: /draw action:accept or /draw action:decline.
ending-ended-meanwhile = This game has ended meanwhile.
ending-draw-offer = { $who } ({ $seat }) offers a draw. { $others }, accept with /draw action:accept or decline with /draw action:decline; playing a turn declines it.
ending-no-draw-offer = There is no draw offer to answer; offer one with /draw action:offer.
ending-own-offer = That is your own offer; only { $others } can answer it.
ending-draw-accepted = { $who } ({ $seat }) accepts the draw. The game is drawn.
ending-drawn-by-agreement = Drawn by agreement.
ending-draw-declined = { $who } ({ $seat }) declines the draw. Play on.
## $how is resigned or timeout.
ending-engines-alone-result = { $who } ({ $seat }) { $how ->
        [resigned] resigned
       *[timeout] ran out of time
    }; only the bot's seats were left, so the game ended there.
ending-engines-alone = Only the bot's seats are left, so the game ends here: the bot does not play on alone.

## The clock. $late is a list of host-player.
clock-aborted = { $late } did not play in time, before the second turn: the game is aborted, with no result.
clock-aborted-result = Aborted: { $late } did not play in time before the second turn (at { $when }); no result.
clock-at = (at { $when })
clock-timeout = { $loser } ({ $seat }) ran out of time. { $winner } ({ $other }) wins the game.
clock-timeout-result = { $loser } ({ $seat }) ran out of time at { $when }; { $winner } ({ $other }) wins.

## /history. $players are host-player-seat joined by record-versus.
record-versus = { $first } vs { $second }
record-header = { $game }: { $players }
record-attached = (the whole record is attached)
record-no-turns = No turns have been played yet.
record-description = The game record in turn notation.
record-page-line = The game's page: { $url }

## /replay. $id is a game's number, $turns how many turns it had.
replay-no-such-game = There is no game { $id } on this server; /history shows this channel's game.
replay-no-game-yet = No game has been played in this channel yet; start one with /challenge.
replay-cannot = This game's record cannot be replayed; an admin can check it with `gamehost verify`.
replay-of = Replay of game { $id } ({ $game }: { $players }), { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }.
replay-alt = An animation of game { $id } ({ $game }: { $players }), { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }.
replay-skipped = It shows the last { $shown }; the first { $skipped } are left out.

## Rematch.
rematch-still-running = That game is still running: finish it first.
rematch-no-opponent = That game had no opponent.

## Challenges that wait or lapse. $name is a game's name as /challenge takes it.
challenge-table-open-here = { $opener } has a table open here; join it with /join, or wait until it starts or is closed.
challenge-already-challenged = { $challenger } has already challenged { $opponent } here; it must be answered or cancelled first.
challenge-open-here = { $challenger } has a challenge open here; it must be answered or cancelled first.
challenge-table-expired = { $opener }'s { $game } table closed: nobody started it in time. Open a new one with /challenge game:{ $name }.
challenge-expired-to = { $challenger }'s challenge to { $opponent } expired unanswered. Challenge again with /challenge.
challenge-expired = { $challenger }'s challenge expired unanswered.
challenge-game-not-hosted = That game is not hosted here any more.
challenge-name-opponent = Name who you challenge, like /challenge opponent:bob.

## Playing. $name is a game's name as commands take it, $playing the
## channel's game's title.
play-wrong-game = That is /{ $verb } for { $game }; this channel plays { $playing }: use /{ $verb } { $name }.
play-moved-on = The turn that message showed has been played since; here is the game as it stands now.
play-unknown-game = That game is not one I know.
play-retired-button = That button is from an older version of the bot: press Play, or type /play.

## Staged turns. $verbs is a list of host-command; $staged the staged turn.
staging-nothing-staged = You have nothing staged: stage a turn with { $verbs }, or play one at once with /turn.
staging-staged-first = You have { $staged } staged: /endturn it or /undo first.
staging-nothing = You have nothing staged.
staging-cleared = Your staged turn is cleared.
staging-old-preview = This preview is out of date: your staged turn has changed since. Use the newest preview, or /endturn.
staging-moved-on = This board is out of date: the game has moved on since. Use /board to see the current position.

## Choosing a turn step by step. $prompt, $so_far, $turn, $choices,
## $group and $first are the game's own words; $button a button's label.
choosing-chosen-since = These choices are out of date: you have chosen since. Use the newest message, or /play.
choosing-no-such-choice = There is no choice { $n } now: choose 1 to { $count } (/play lists them).
choosing-not-a-choice = That is not one of the choices now: /play shows them.
choosing-incomplete = Your turn is not complete yet: { $prompt }
choosing-nothing-chosen = You have chosen nothing yet.
choosing-step = { $game } · { $prompt }
choosing-so-far = So far: { $so_far }.
choosing-complete = Complete: { $button } plays { $turn }.
choosing-choices = Choices (/choose N): { $choices }.
choosing-menu = Choose…
choosing-menu-group = { $group }…
choosing-menu-run = { $number }. { $first }…

## A seat's web page.
seat-behind = This page was out of date: you have chosen since in another window, and it now shows your choices.
seat-stale = This page was out of date: the game moved on, and it now shows the game as it stands.
seat-fault = Something went wrong on my side and nothing was changed.
seat-draw-failed = I could not draw the board just now.
seat-not-done = That was not done.

# An engine seat's name in a game ($level is its level, $n its number among the game's engine seats).
engine-name = { $n ->
    [1] Engine (level { $level })
   *[other] Engine { $n } (level { $level })
}

# A game's button pressed in a direct message (a turn alert's): what
# everyone sees was posted in the game's channel ($channel, a link).
host-shown-in-channel = Done: it is shown in { $channel }.
host-told-from-channel = In { $channel } (shown there at the next command):

# A challenge to a person in a direct message with the bot (no one else
# there could accept it).
challenge-direct-message = Only the bot can play you here: choose it as the opponent, or challenge people in a server.

# A table opened in a direct message with the bot that needs other people
# ($bots: the seats besides the opener's, which bots could take).
table-direct-message = Only the bot can play you here: give the other seats to it with bots:{ $bots }, or open a table in a server.
