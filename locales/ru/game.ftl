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

## Options a game's command was given wrong. $option is the option's name, $value what was typed, $verb the command.
game-not-a-square = `{ $option }:{ $value }` — не поле: напиши вертикаль A–J и горизонталь 1–12, например E2.
game-needs-option = Для `/{ $verb }` нужен `{ $option }:`, например { $example }.
## $what is choice or answer; $words the values it takes, joined with "or".
game-not-one-of = `{ $option }:{ $value }` — { $what ->
    [answer] не ответ
   *[choice] не вариант
}: используй { $words }.
game-value = { $value }
## $game is the game's title; $options the options it has.
game-no-such-option = В игре { $game } у `/{ $verb }` нет опции `{ $option }`; есть такие опции: { $options }.
game-no-options = В игре { $game } у `/{ $verb }` нет опции `{ $option }`; опций у этой команды нет.
## Someone who does not play asks to act. $players the players' names (game-player), joined with "and".
game-player = { $player }
game-not-seated = В этой партии играют только { $players }; смотреть можно через /board.

## A turn typed wrong, a staged move replaced. $value is what was typed; $old a staged move in notation.
game-not-a-move = `move:{ $value }` — не ход: ход — это два поля, например move:E2-E4.
game-replaced-staged = Твой подготовленный ход { $old } заменён.

## How a game ended off the board, on its picture. $winner and $loser are sides' names.
game-ended-resigned = победа: { $winner } (сдача: { $loser })
game-ended-agreed = ничья по соглашению
game-ended-on-time = победа по времени: { $winner }
game-ended-aborted = прервана
