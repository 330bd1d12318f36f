# What every game says the same way: draw offers, set-up entries, a turn.

## $player is a player's name.
game-draw-offered = { $player } offers a draw.
game-draw-offer-lapsed = { $player }'s draw offer lapsed.

## How a secret set-up reads in another player's record, and a turn with nothing staged.
game-set-up = set up
game-a-turn = a turn
regions-picked-an-infiltrator = picked an infiltrator
elemental-locked-in-a-loadout = locked in a loadout

## Options a game's command was given wrong. $option is the option's name, $value what was typed, $verb the command.
game-not-a-square = `{ $option }:{ $value }` is not a square: write a file A–J and a rank 1–12, like E2.
game-needs-option = `/{ $verb }` needs `{ $option }:`, like { $example }.
## $what is choice or answer; $words the values it takes, joined with "or".
game-not-one-of = `{ $option }:{ $value }` is not { $what ->
    [answer] an answer
   *[choice] a choice
}: use { $words }.
game-value = { $value }
## $game is the game's title; $options the options it has.
game-no-such-option = In { $game }, `/{ $verb }` has no option `{ $option }`; its options are: { $options }.
game-no-options = In { $game }, `/{ $verb }` has no option `{ $option }`; it takes none.
## Someone who does not play asks to act. $players the players' names (game-player), joined with "and".
game-player = { $player }
game-not-seated = Only { $players } play in this game; you can watch with /board.

## A turn typed wrong, a staged move replaced. $value is what was typed; $old a staged move in notation.
game-not-a-move = `move:{ $value }` is not a move: a move is two squares, like move:E2-E4.
game-replaced-staged = Replaced your staged { $old }.

## How a game ended off the board, on its picture. $winner and $loser are sides' names.
game-ended-resigned = { $winner } wins: { $loser } resigned
game-ended-agreed = drawn by agreement
game-ended-on-time = { $winner } wins on time
game-ended-aborted = aborted
