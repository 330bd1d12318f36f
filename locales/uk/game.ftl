# Українська (uk). Glossary: move = хід фігурою, turn = хід, piece = фігура, square = поле, game = гра (одна — партія), challenge = виклик
# Що кожна гра каже однаково: пропозиції нічиєї, розстановка, хід.

## $player is a player's name.
game-draw-offered = { $player } пропонує нічию.
game-draw-offer-lapsed = Пропозиція нічиєї від { $player } минула.

## How a secret set-up reads in another player's record, and a turn with nothing staged.
game-set-up = зробив(ла) розстановку
game-a-turn = хід
regions-picked-an-infiltrator = обрав(ла) лазутчика
elemental-locked-in-a-loadout = зафіксував(ла) спорядження
