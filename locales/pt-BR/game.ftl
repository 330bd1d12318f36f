# Portuguese (pt-BR). Glossary: move = lance (a piece's way of moving: movimento), turn = turno (whose turn: de quem é a vez), piece = peça, square = casa, game = partida (the kind of game: jogo), challenge = desafio (desafiar); draw = empate, rated = ranqueada, rating = rating, seat = lugar, claim = tomada de controle, rank = fileira
# O que todo jogo diz do mesmo jeito: ofertas de empate, preparação, uma jogada.

## $player is a player's name.
game-draw-offered = { $player } oferece empate.
game-draw-offer-lapsed = A oferta de empate de { $player } expirou.

## How a secret set-up reads in another player's record, and a turn with nothing staged.
game-set-up = fez a preparação
game-a-turn = uma jogada
regions-picked-an-infiltrator = escolheu um infiltrado
elemental-locked-in-a-loadout = travou um equipamento
