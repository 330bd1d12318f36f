# What every game says the same way: draw offers, set-up entries, a turn.

## $player is a player's name.
game-draw-offered = { $player } offers a draw.
game-draw-offer-lapsed = { $player }'s draw offer lapsed.

## How a secret set-up reads in another player's record, and a turn with nothing staged.
game-set-up = set up
game-a-turn = a turn
regions-picked-an-infiltrator = picked an infiltrator
elemental-locked-in-a-loadout = locked in a loadout
