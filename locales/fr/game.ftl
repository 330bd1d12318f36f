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

## Options a game's command was given wrong. $option is the option's name, $value what was typed, $verb the command.
game-not-a-square = `{ $option }:{ $value }` n’est pas une case : écris une colonne A–J et une rangée 1–12, comme E2.
game-needs-option = `/{ $verb }` demande `{ $option }:`, comme { $example }.
## $what is choice or answer; $words the values it takes, joined with "or".
game-not-one-of = `{ $option }:{ $value }` n’est pas { $what ->
    [answer] une réponse
   *[choice] un choix
} : utilise { $words }.
game-value = { $value }
## $game is the game's title; $options the options it has.
game-no-such-option = Dans { $game }, `/{ $verb }` n’a pas d’option `{ $option }` ; ses options sont : { $options }.
game-no-options = Dans { $game }, `/{ $verb }` n’a pas d’option `{ $option }` ; cette commande n’en prend aucune.
## Someone who does not play asks to act. $players the players' names (game-player), joined with "and".
game-player = { $player }
game-not-seated = Seuls { $players } jouent dans cette partie ; tu peux regarder avec /board.

## A turn typed wrong, a staged move replaced. $value is what was typed; $old a staged move in notation.
game-not-a-move = `move:{ $value }` n’est pas un coup : un coup, ce sont deux cases, comme move:E2-E4.
game-replaced-staged = Ton coup préparé { $old } a été remplacé.

## How a game ended off the board, on its picture. $winner and $loser are sides' names.
game-ended-resigned = victoire : { $winner } (abandon : { $loser })
game-ended-agreed = nulle par accord
game-ended-on-time = victoire au temps : { $winner }
game-ended-aborted = annulée
