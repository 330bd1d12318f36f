# Portuguese (pt-BR). Glossary: puzzle = problema, solve = resolver (botão Resolver), puzzle rating = rating de problemas, turn = turno, game = partida (the kind of game: jogo), line = linha, challenge = desafio, engine = bot, direct message = mensagem direta

# Problemas tirados das partidas jogadas aqui (/puzzle, o problema diário, as
# mensagens de uma tentativa). Um problema é uma posição em que um turno vence
# e nenhum outro chega perto; quem resolve joga os turnos da solução, e o bot,
# as respostas entre eles.
# $id é o número de um problema; $game, o título de um jogo; $seat, o lado de
# quem resolve (Ember, Brancas…); $turns, quantos turnos ele joga.

## Recusas do /puzzle.
puzzle-none-left = Ainda não há nenhum problema novo para você tentar: eles saem das partidas terminadas que o bot analisou. Continue jogando e peça de novo mais tarde.
puzzle-game-running-here = Há uma partida em andamento neste canal: tente o problema em outro canal ou numa mensagem direta com o bot.
puzzle-challenge-open-here = Há um desafio aberto neste canal: tente o problema em outro canal ou depois que o desafio for resolvido.

## Começa uma tentativa. $solver é quem resolve; $rating, o rating do problema.
puzzle-start = Problema { $id } ({ $game }, rating { $rating }): { $solver }, você joga com { $seat }. Encontre { $turns ->
        [one] o turno vencedor
       *[other] a linha vencedora: { $turns } turnos seus, com as respostas do bot entre eles
    }.
puzzle-tried-before = Você já tentou este problema antes: esta tentativa não muda seu rating de problemas.
## De onde ele veio. $source é o número dessa partida; $url, a página dela.
puzzle-from-game = Ele vem da partida { $source }.
puzzle-from-game-page = Ele vem da partida { $source }: { $url }
puzzle-from-this-server = Ele vem de uma partida jogada neste servidor.
puzzle-from-elsewhere = Ele vem de uma partida jogada em outro servidor.

## Os turnos de quem resolve.
puzzle-not-the-answer = Essa não é a resposta do problema: olhe de novo e tente outro turno.
puzzle-right-go-on = Certo! O bot responde; encontre o próximo turno.
puzzle-solved = Resolvido!
## $rating é puzzle-rating-moved.
puzzle-solved-rated = Resolvido! Seu rating de problemas: { $rating }.
puzzle-given-up-rated = Você desistiu do problema. Seu rating de problemas: { $rating }.
puzzle-rating-moved = { $before } → { $after }
## O resultado da tentativa, como o de uma partida. $solver é quem resolveu.
puzzle-solved-result = { $solver } resolveu o problema.

## O problema diário.
puzzle-daily-servers-only = O problema diário é postado no canal de um servidor; aqui não há servidor.
puzzle-daily-managers-only = Só quem gerencia este servidor pode ligar ou desligar o problema diário.
puzzle-daily-on = Um problema será postado neste canal todo dia. Aqui está o de hoje.
puzzle-daily-off = Não haverá mais problemas diários neste servidor.
puzzle-daily = O problema de hoje: { $game }, problema { $id }. Vez de { $seat }: vitória em { $turns ->
        [one] um turno
       *[other] { $turns } turnos
    }. Aperte Resolver para tentar aqui.

button-next-puzzle = Próximo problema
button-solve-puzzle = Resolver

## A página web de uma tentativa. $source é o número da partida de onde
## ele veio (um link para a página dela).
web-puzzle = Problema { $id }
web-puzzle-from-game = da partida { $source }
web-puzzle-from-this-server = de uma partida jogada neste servidor
web-puzzle-from-elsewhere = de uma partida jogada em outro servidor

## A board's headline once an attempt is solved.
game-ended-solved = problema resolvido
## /analyse of an attempt.
analyse-a-puzzle = A partida { $id } é uma tentativa de problema: ela não é analisada.

## /profile: a player's puzzle rating in one game.
leaderboard-profile-puzzles = Problemas de { $game }: rating { $rating } (resolvidos: { $solved }, errados: { $missed })

## An attempt where an earlier one was played in the same channel.
puzzle-played-here-before = Este problema já foi jogado neste canal e a resposta pode estar mais acima: esta tentativa não muda seu rating de problemas.
## Above the solver's own view of a game with secrets.
puzzle-your-view = Seu lado como só você vê, com as escolhas ocultas.
## A wrong turn, the first of a rated attempt.
puzzle-not-the-answer-counted = Essa não é a resposta do problema: esta tentativa agora conta como errada para seu rating de problemas. Olhe de novo e tente outro turno.
