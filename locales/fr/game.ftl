# French (fr). Glossary: move = coup, turn = tour, piece = pièce, square = case, game = jeu (une partie), challenge = défi, claim = prise de contrôle, draw = nulle, infiltrator = infiltré, loadout = équipement, augmentor = amplificateur, shells = coquillages
# Ce que chaque jeu dit de la même façon : offres de nulle, mises en place, un tour.

## $player is a player's name.
game-draw-offered = { $player } propose la nulle.
game-draw-offer-lapsed = L’offre de nulle de { $player } a expiré.

## How a secret set-up reads in another player's record, and a turn with nothing staged.
game-set-up = a fait sa mise en place
game-a-turn = un tour
regions-picked-an-infiltrator = a choisi un infiltré
elemental-locked-in-a-loadout = a verrouillé un équipement
