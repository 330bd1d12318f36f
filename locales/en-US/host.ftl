# What the host says about any game: commands, refusals, challenges,
# clocks, ratings, events.

## Something broke on the bot's side; nothing was changed.
host-fault = Something went wrong on my side and nothing was changed; an admin can check the games with `gamehost verify`.
host-store-failed = Something went wrong on my side and nothing was changed. Please try again.
host-picture-failed = Your command was done, but I could not draw the picture.

## Clocks. $movers are the names of who is on turn, $when a moment.
host-turn-due = { $movers }: this turn is due { $when }.
host-half-time-gone = { $movers }: half your time for this { $game } turn is gone ({ $per_turn } per turn); it is due { $when }.
