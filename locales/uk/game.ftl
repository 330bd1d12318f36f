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

## Options a game's command was given wrong. $option is the option's name, $value what was typed, $verb the command.
game-not-a-square = `{ $option }:{ $value }` — не поле: напиши вертикаль A–J і горизонталь 1–12, наприклад E2.
game-needs-option = `/{ $verb }` потребує `{ $option }:`, наприклад { $example }.
## $what is choice or answer; $words the values it takes, joined with "or".
game-not-one-of = `{ $option }:{ $value }` — { $what ->
    [answer] не відповідь
   *[choice] не варіант
}: використай { $words }.
game-value = { $value }
## $game is the game's title; $options the options it has.
game-no-such-option = У грі { $game } `/{ $verb }` не має опції `{ $option }`; є такі опції: { $options }.
game-no-options = У грі { $game } `/{ $verb }` не має опції `{ $option }`; опцій ця команда не має.
## Someone who does not play asks to act. $players the players' names (game-player), joined with "and".
game-player = { $player }
game-not-seated = У цій партії грають лише { $players }; дивитися можна через /board.

## A turn typed wrong, a staged move replaced. $value is what was typed; $old a staged move in notation.
game-not-a-move = `move:{ $value }` — не хід: хід — це два поля, наприклад move:E2-E4.
game-replaced-staged = Твій підготовлений хід { $old } замінено.

## How a game ended off the board, on its picture. $winner and $loser are sides' names.
game-ended-resigned = перемога: { $winner } (здача: { $loser })
game-ended-agreed = нічия за згодою
game-ended-on-time = перемога за часом: { $winner }
game-ended-aborted = перервана
