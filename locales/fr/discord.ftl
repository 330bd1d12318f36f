# French (fr). Glossary: move = coup, turn = tour, piece = pièce, square = case, game = jeu (une partie), challenge = défi, claim = prise de contrôle, draw = nulle, infiltrator = infiltré, loadout = équipement, augmentor = amplificateur, shells = coquillages
# Ce que dit uniquement l’interface Discord.

## Une image omise d’un message. $megabytes est la limite d’envoi du serveur.
discord-picture-too-large = (L’image dépasse la limite d’envoi de ce serveur, { $megabytes } Mo, et a été omise.)
