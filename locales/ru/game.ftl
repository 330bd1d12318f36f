# Русский (ru). Glossary: move = ход фигурой, turn = ход, piece = фигура, square = поле, game = игра (одна — партия), challenge = вызов
# Что каждая игра говорит одинаково: предложения ничьей, расстановка, ход.

## $player is a player's name.
game-draw-offered = { $player } предлагает ничью.
game-draw-offer-lapsed = Предложение ничьей от { $player } истекло.

## How a secret set-up reads in another player's record, and a turn with nothing staged.
game-set-up = сделал(а) расстановку
game-a-turn = ход
regions-picked-an-infiltrator = выбрал(а) лазутчика
elemental-locked-in-a-loadout = зафиксировал(а) снаряжение
