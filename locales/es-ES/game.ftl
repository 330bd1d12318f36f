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
