# Portuguese (pt-BR). Glossary: move = lance, turn = turno (whose turn: de quem é a vez), piece = peça, square = casa, game = partida (the kind of game: jogo), challenge = desafio (desafiar); rated = ranqueada, seat = lugar, table = mesa; analysis = análise, accuracy = precisão, inaccuracy = imprecisão, mistake = erro, blunder = erro grave, win chance = chance de vitória, engine = bot

# A análise que o bot faz das partidas terminadas (/analyse, o botão Análise,
# a imagem da análise e a análise da página da partida).

## Recusas do /analyse. $id é o número de uma partida; $game, o título de um jogo.
analyse-no-such-game = Não há partida { $id } neste servidor; /history mostra a partida deste canal.
analyse-no-game-yet = Nenhuma partida foi jogada neste canal ainda; comece uma com /challenge.
analyse-not-over = A partida { $id } ainda está em andamento: a análise dela vem quando ela terminar.
analyse-not-this-game = O bot não analisa partidas de { $game }.
analyse-nothing = A partida { $id } terminou antes que alguém jogasse um turno: não há nada para analisar.

## A análise ainda não está pronta. $ahead é quantas partidas esperam antes dela.
analyse-queued = O bot está analisando a partida { $id }{ $ahead ->
        [0] {""}
        [one] {" depois de outra partida"}
       *[other] {" depois de outras "}{ $ahead } partidas
    }. Peça de novo com /analyse game:{ $id } daqui a um ou dois minutos.

## A análise. $players é "alice vs bob".
analyse-of = Análise da partida { $id } ({ $game }: { $players })
analyse-alt = Um gráfico da chance de vitória de cada jogador ao longo da partida { $id } ({ $game }: { $players }), com os turnos marcados abaixo.
## Uma linha por jogador. $accuracy é uma porcentagem inteira.
analyse-player = { $who }: precisão de { $accuracy }%, { $inaccuracies ->
        [0] { $inaccuracies } imprecisões
        [one] { $inaccuracies } imprecisão
       *[other] { $inaccuracies } imprecisões
    }, { $mistakes ->
        [0] { $mistakes } erros
        [one] { $mistakes } erro
       *[other] { $mistakes } erros
    }, { $blunders ->
        [0] { $blunders } erros graves
        [one] { $blunders } erro grave
       *[other] { $blunders } erros graves
    }
analyse-player-no-turns = { $who }: não fez nenhuma escolha que o bot pudesse avaliar
analyse-swings = As maiores viradas:
## $turn é o número do turno; $played e $best, turnos na notação do jogo; $mark, uma das palavras analysis-mark-.
analyse-swing = Turno { $turn }, { $who }: { $played } ({ $mark }); o bot preferia { $best }
analysis-mark-inaccuracy = imprecisão
analysis-mark-mistake = erro
analysis-mark-blunder = erro grave
analysis-mark-none = uma pequena perda

## O botão embaixo da última mensagem de uma partida terminada.
button-analysis = Análise

## A análise da página da partida.
web-analysis-title = A análise do bot
web-analysis-graph-alt = A chance de vitória de cada jogador ao longo da partida { $id }, posição a posição, com os turnos marcados abaixo.
web-analysis-secrets = O bot leu o que estava oculto durante a partida (as escolhas secretas, reveladas no fim); esta análise também, igual para todos.
## $mark é uma das palavras analysis-mark-.
web-analysis-shown-mark = Avaliação: { $mark }.
web-analysis-shown-best = O bot também teria jogado este turno.
## $best é um turno na notação do jogo; $line, os turnos que o bot esperava depois dele.
web-analysis-shown-preferred = O bot preferia { $best } (a linha dele: { $line }).
web-analysis-how = As chances de vitória vêm da avaliação do bot com esforço fixo, ajustada às partidas dele mesmo. Um turno é marcado quando custa ao jogador 5 (imprecisão), 10 (erro) ou 15 (erro grave) pontos de chance de vitória em relação à escolha do bot; a precisão é a média dos turnos de um jogador.
web-analysis-waiting = O bot ainda não analisou esta partida; a análise aparece aqui assim que estiver pronta.

## Under a page's board where the next turn was marked: the engine's choice, drawn as an arrow.
web-analysis-arrow = A seta: a escolha do bot aqui, { $best }.
