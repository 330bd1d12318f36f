# Spanish (es-ES). Glossary: move = jugada (a piece's way of moving: movimiento), turn = turno, piece = pieza, square = casilla, game = partida (the kind of game: juego), challenge = desafío (desafiar); draw = tablas, rated = puntuable, rating = puntuación, seat = plaza, claim = toma de control, rank = fila
# Lo que todos los juegos dicen igual: ofertas de tablas, preparación, un turno.

## $player is a player's name.
game-draw-offered = { $player } ofrece tablas.
game-draw-offer-lapsed = La oferta de tablas de { $player } ha caducado.

## How a secret set-up reads in another player's record, and a turn with nothing staged.
game-set-up = ha hecho su preparación
game-a-turn = un turno
regions-picked-an-infiltrator = ha elegido un infiltrado
elemental-locked-in-a-loadout = ha fijado un equipamiento

## Options a game's command was given wrong. $option is the option's name, $value what was typed, $verb the command.
game-not-a-square = `{ $option }:{ $value }` no es una casilla: escribe una columna A–J y una fila 1–12, como E2.
game-needs-option = `/{ $verb }` necesita `{ $option }:`, como { $example }.
## $what is choice or answer; $words the values it takes, joined with "or".
game-not-one-of = `{ $option }:{ $value }` no es { $what ->
    [answer] una respuesta
   *[choice] una opción
}: usa { $words }.
game-value = { $value }
## $game is the game's title; $options the options it has.
game-no-such-option = En { $game }, `/{ $verb }` no tiene la opción `{ $option }`; sus opciones son: { $options }.
game-no-options = En { $game }, `/{ $verb }` no tiene la opción `{ $option }`; no admite ninguna.
## Someone who does not play asks to act. $players the players' names (game-player), joined with "and".
game-player = { $player }
game-not-seated = En esta partida solo juegan { $players }; puedes mirarla con /board.

## A turn typed wrong, a staged move replaced. $value is what was typed; $old a staged move in notation.
game-not-a-move = `move:{ $value }` no es una jugada: una jugada son dos casillas, como move:E2-E4.
game-replaced-staged = Se ha sustituido tu jugada preparada { $old }.

## How a game ended off the board, on its picture. $winner and $loser are sides' names.
game-ended-resigned = victoria: { $winner } (abandono: { $loser })
game-ended-agreed = tablas de mutuo acuerdo
game-ended-on-time = victoria por tiempo: { $winner }
game-ended-aborted = anulada
