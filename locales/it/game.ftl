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
