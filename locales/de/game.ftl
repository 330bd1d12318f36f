# German (de). Glossary: move = Bewegung (ziehen), turn = Zug, piece = Figur, square = Feld, game = Spiel (eine Partie), challenge = Herausforderung, claim = Übernahme, draw = Remis, infiltrator = Infiltrator, loadout = Ausrüstung, augmentor = Verstärker, shells = Muscheln
# Was jedes Spiel gleich sagt: Remisangebote, Aufstellungen, ein Zug.

## $player is a player's name.
game-draw-offered = { $player } bietet Remis an.
game-draw-offer-lapsed = Das Remisangebot von { $player } ist verfallen.

## How a secret set-up reads in another player's record, and a turn with nothing staged.
game-set-up = hat aufgestellt
game-a-turn = ein Zug
regions-picked-an-infiltrator = hat einen Infiltrator gewählt
elemental-locked-in-a-loadout = hat eine Ausrüstung festgelegt
