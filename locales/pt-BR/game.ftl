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

## Options a game's command was given wrong. $option is the option's name, $value what was typed, $verb the command.
game-not-a-square = `{ $option }:{ $value }` não é uma casa: escreva uma coluna A–J e uma fileira 1–12, como E2.
game-needs-option = `/{ $verb }` precisa de `{ $option }:`, como { $example }.
## $what is choice or answer; $words the values it takes, joined with "or".
game-not-one-of = `{ $option }:{ $value }` não é { $what ->
    [answer] uma resposta
   *[choice] uma opção
}: use { $words }.
game-value = { $value }
## $game is the game's title; $options the options it has.
game-no-such-option = Em { $game }, `/{ $verb }` não tem a opção `{ $option }`; as opções são: { $options }.
game-no-options = Em { $game }, `/{ $verb }` não tem a opção `{ $option }`; não aceita nenhuma.
## Someone who does not play asks to act. $players the players' names (game-player), joined with "and".
game-player = { $player }
game-not-seated = Só { $players } jogam nesta partida; você pode assistir com /board.

## A turn typed wrong, a staged move replaced. $value is what was typed; $old a staged move in notation.
game-not-a-move = `move:{ $value }` não é um lance: um lance são duas casas, como move:E2-E4.
game-replaced-staged = Seu lance preparado { $old } foi substituído.

## How a game ended off the board, on its picture. $winner and $loser are sides' names.
game-ended-resigned = vitória: { $winner } (desistência: { $loser })
game-ended-agreed = empate combinado
game-ended-on-time = vitória por tempo: { $winner }
game-ended-aborted = anulada
