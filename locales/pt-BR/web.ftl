# Portuguese (pt-BR). Glossary: move = lance (a piece's way of moving: movimento), turn = turno (whose turn: de quem é a vez), piece = peça, square = casa, game = partida (the kind of game: jogo), challenge = desafio (desafiar); draw = empate, rated = ranqueada, rating = rating, seat = lugar, table = mesa, claim = tomada de controle, rank = fileira

# O que as páginas web dizem: a página inicial, a página de uma partida, a
# página de um lugar (e os textos do seu script), o arquivo, a Atividade,
# respostas de uma frase. Nomes, notação e títulos dos jogos são
# argumentos, mostrados como estão.

## Todas as páginas.
web-languages = Idiomas
web-home-title = gamehost
web-versus = vs
web-in-play = Em andamento.
web-anonymous = anônimo
web-play-as = Jogar como…

## Respostas de uma frase.
web-no-such-page = Esta página não existe.
web-unavailable = Não é possível ler as partidas agora; tente de novo daqui a pouco.
web-too-many = Muitas solicitações vindas do seu endereço; espere um minuto.
web-too-large = Essa solicitação é maior do que qualquer página envia.
web-too-slow = Essa solicitação demorou demais para chegar.
web-not-this-site = Esse não é o endereço deste site.
web-not-own-page = Só as páginas deste site podem pedir isso.
web-not-an-ask = Isso não é algo que uma página possa pedir.

## A página inicial. $game é o título de um jogo, $id o número de uma
## partida, $channel o nome de um canal.
web-home-about = Cada partida tem sua própria página; o link está nas mensagens da partida (ou peça ao bot com /history).
web-home-running = Partidas em andamento
web-home-none = Nenhuma no momento: comece uma no console com /challenge.
web-home-game = { $game } #{ $id } em #{ $channel }
web-home-archive = O arquivo do console

## A página de uma partida. $game é o título do jogo, $players quem joga
## (nomes com seus lugares), $standing como a partida está.
web-game-title = { $game }: { $players }
web-game-description = { $game }: { $players }. { $standing }
web-rules = Regras
## Quando a partida começou: $day e $year como números, $month de 1 a 12.
web-started = Iniciada em { $day } de { $month ->
    [1] janeiro
    [2] fevereiro
    [3] março
    [4] abril
    [5] maio
    [6] junho
    [7] julho
    [8] agosto
    [9] setembro
    [10] outubro
    [11] novembro
   *[12] dezembro
} de { $year }
## Sob o tabuleiro: o que o turno mostrado fez. $line é a linha do registro
## (nas palavras do próprio jogo), $who quem jogou, $number o número do
## turno, $entry quantas entradas do log são mostradas.
web-caption-start = O início.
web-caption-turn = Após { $number }. { $line } ({ $who })
web-caption-setup = Após uma escolha de preparação: { $line } ({ $who })
web-caption-entry = Após a entrada { $entry }.
web-steps-label = Turnos
web-step-first = « Primeiro
web-step-back = ◀ Voltar
web-step-forward = Avançar ▶
web-step-last = Último »
web-record = Registro
web-record-empty = Nenhum turno foi jogado ainda.
web-replay = Replay (GIF)
web-download-record = Baixar o registro

## A página de um lugar: onde o jogador joga clicando. $name é o nome do
## jogador; $turn e $last são números de turnos.
web-seat-label = Sua vez
web-seat-playing-as = Jogando como { $name }
web-seat-past = Você está vendo a partida como estava após o turno { $turn } de { $last }.
web-seat-present = Voltar à partida como está agora
web-seat-needs-script = Jogar aqui precisa do script da página; os comandos da partida funcionam como sempre.
web-seat-several = Há várias opções aqui: escolha uma.
web-seat-unanswered = O servidor não respondeu; tente de novo.
## O painel do passo. $choices são as escolhas até agora, $what o que o
## botão joga (ambos nas palavras do jogo), $plays o que jogar faz.
web-so-far = Até agora: { $choices }.
web-take-back = Desfazer
web-start-again = Recomeçar
web-plays-end-turn = Encerrar turno
web-plays-throw = Lançar
web-plays-move = Mover
web-plays-what = { $plays }: { $what }

## Um link de jogada que não joga.
web-dead-link = Este link de jogada não funciona
web-watch-game = Assistir à partida
web-link-forged = Este link de jogada não é válido: peça um novo com o botão Jogar.
web-link-expired = Este link de jogada expirou: peça um novo com o botão Jogar.
web-link-replaced = Links de jogada mais novos foram criados para este lugar depois deste: use o mais novo ou pressione Jogar de novo.
web-link-finished = A partida terminou: este link não joga mais.
web-link-unavailable = Jogar pela web não está disponível no momento.

## O "jogar como" do console. $game é o título do jogo.
web-play-as-title = { $game }: jogar como…
web-a-game = Partida
web-game-over = A partida terminou.
web-watch-instead = Assistir em vez disso

## O resultado de uma partida encerrada, dado pelos lugares (quando um
## jogador é anônimo). $seat é o nome de um lugar, $places os lugares por
## colocação (`1. Ember, 2. Frost`), $how como terminou (um dos web-how-…).
web-result-aborted = Anulada; sem resultado.
web-result-drawn = Empate.
web-result-ended = Terminou { $how }.
web-result-wins = { $seat } vence.
web-result-wins-how = { $seat } vence { $how }.
web-result-places = Colocações: { $places }.
web-result-places-how = Colocações: { $places } (terminou { $how }).
web-how-on-the-board = no tabuleiro
web-how-by-resignation = por desistência
web-how-on-time = por tempo

## O arquivo de um servidor e as páginas dos seus jogadores. $game é o
## título de um jogo, $rating um rating, $games um número de partidas ranqueadas.
web-archive = Arquivo de partidas
web-archive-games = Partidas
web-archive-all = Todas as partidas
web-archive-one-player = Só as partidas de um jogador: { $everyone }
web-archive-everyone = mostrar as de todos
web-archive-player-page = A página do jogador
web-archive-empty = Nenhuma partida ainda.
web-archive-events = Torneios
web-archive-back = O arquivo do servidor
web-recent-games = Partidas recentes
web-leaderboard = Classificação de { $game }
web-rating = Rating de { $game }
web-rating-one = Rating de { $game } após uma partida ranqueada: { $rating }
web-rating-over = Rating de { $game } em { $games } partidas ranqueadas, de { $first } a { $last } (mínimo { $lowest }, máximo { $highest })
## A classificação de um torneio: os títulos das colunas, e os nomes
## completos dos critérios de desempate (o que os leitores de tela dizem
## para os curtos).
web-standings-player = Jogador
web-standings-points = Pontos
web-standings-bh = Bh
web-standings-buchholz = Buchholz
web-standings-sb = SB
web-standings-sonneborn-berger = Sonneborn–Berger

## A Atividade: a página dentro do Discord, e o que o seu script diz.
web-activity-connecting = Conectando ao Discord…
web-activity-outside = Esta página funciona dentro do Discord.
web-activity-asking = Perguntando ao Discord quem é você…
web-activity-failed = Algo deu errado; feche a Atividade e abra de novo.
web-activity-not-framed = Esta página funciona dentro do Discord: abra-a pelo botão Jogar da partida.
web-activity-no-code = O Discord não disse quem é você: feche a Atividade e abra de novo.
web-activity-unconfirmed = O Discord não confirmou quem é você: feche a Atividade e abra de novo.
web-activity-no-game = Não há partida em andamento neste canal: comece uma com /challenge.
web-activity-no-page = Esta partida não tem página.
web-activity-players-only = Aqui, só os jogadores da partida podem abri-la; assista no canal.
