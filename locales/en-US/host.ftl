# What the host says about any game: commands, refusals, challenges,
# clocks, ratings, events.

## Something broke on the bot's side; nothing was changed.
host-fault = Something went wrong on my side and nothing was changed; an admin can check the games with `gamehost verify`.
host-store-failed = Something went wrong on my side and nothing was changed. Please try again.
host-picture-failed = Your command was done, but I could not draw the picture.

## Clocks. $movers are the names of who is on turn, $when a moment.
host-turn-due = { $movers }: this turn is due { $when }.
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
