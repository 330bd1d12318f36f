# Italian (it). Glossary: move = mossa, turn = turno, piece = pezzo, square = casella, game = partita, challenge = sfida, claim = presa di controllo, loadout = equipaggiamento, augmentor = potenziatore, element = elemento, shells = conchiglie, rating = punteggio
# Ciò che ogni gioco dice allo stesso modo: offerte di patta, preparazione, un turno.

## $player is a player's name.
game-draw-offered = { $player } offre la patta.
game-draw-offer-lapsed = L’offerta di patta di { $player } è scaduta.

## How a secret set-up reads in another player's record, and a turn with nothing staged.
game-set-up = ha fatto la preparazione
game-a-turn = un turno
regions-picked-an-infiltrator = ha scelto un infiltrato
elemental-locked-in-a-loadout = ha bloccato un equipaggiamento

## Options a game's command was given wrong. $option is the option's name, $value what was typed, $verb the command.
game-not-a-square = `{ $option }:{ $value }` non è una casella: scrivi una colonna A–J e una traversa 1–12, come E2.
game-needs-option = `/{ $verb }` richiede `{ $option }:`, come { $example }.
## $what is choice or answer; $words the values it takes, joined with "or".
game-not-one-of = `{ $option }:{ $value }` non è { $what ->
    [answer] una risposta
   *[choice] una scelta
}: usa { $words }.
game-value = { $value }
## $game is the game's title; $options the options it has.
game-no-such-option = In { $game }, `/{ $verb }` non ha l'opzione `{ $option }`; le sue opzioni sono: { $options }.
game-no-options = In { $game }, `/{ $verb }` non ha l'opzione `{ $option }`; non ne accetta nessuna.
## Someone who does not play asks to act. $players the players' names (game-player), joined with "and".
game-player = { $player }
game-not-seated = In questa partita giocano solo { $players }; puoi guardarla con /board.

## A turn typed wrong, a staged move replaced. $value is what was typed; $old a staged move in notation.
game-not-a-move = `move:{ $value }` non è una mossa: una mossa sono due caselle, come move:E2-E4.
game-replaced-staged = La tua mossa preparata { $old } è stata sostituita.

## How a game ended off the board, on its picture. $winner and $loser are sides' names.
game-ended-resigned = { $winner } vince: { $loser } ha abbandonato
game-ended-agreed = patta d'accordo
game-ended-on-time = { $winner } vince per tempo
game-ended-aborted = annullata
