# Portuguese (pt-BR). Glossary: event = torneio, round = rodada, board = mesa (uma partida da rodada), bye = folga (bye), organiser = organização, standings = classificação, tie-breaks = desempates (Buchholz, Sonneborn–Berger), arena = arena, pairing = emparceiramento, leaderboard = ranking, rating = rating, table = mesa, seat = lugar, archive = arquivo
# Torneios, mesas, rankings, o arquivo e o que as próprias interfaces dizem.

## O que é um torneio. $game é o título de um jogo, $span um tempo.
tournament-rounds = { $n ->
    [0] rodadas conforme o número de jogadores
    [one] { $n } rodada
   *[other] { $n } rodadas
}
tournament-about-swiss = um torneio suíço de { $game } ({ $rounds }, { $span } por turno)
tournament-about-round-robin = um todos contra todos de { $game } ({ $span } por turno)
tournament-about-double-round-robin = um todos contra todos em dois turnos de { $game } ({ $span } por turno)
tournament-about-knockout-replay = um mata-mata de { $game } ({ $span } por turno; uma partida empatada é jogada de novo, com os lugares trocados)
tournament-about-knockout-seed = um mata-mata de { $game } ({ $span } por turno; num empate, passa o cabeça de chave mais alto)
tournament-about-arena = uma arena de { $game } (emparceiramentos por { $length }, { $span } por turno)
tournament-about-tables = um torneio de { $game } em mesas ({ $rounds } e depois uma mesa final, { $span } por turno)

## /tournament.
tournament-players = { $n ->
    [one] { $n } jogador
   *[other] { $n } jogadores
}
tournament-no-event = Não há torneio neste canal; a organização cria um com /tournament action:create.
tournament-organiser-only = Só a organização do torneio (quem o criou ou quem gerencia o servidor) pode fazer isso.
tournament-you-not-joined = Você não entrou neste torneio.
tournament-left = { $who } saiu do torneio ({ $players }).
tournament-started-by = { $who } começou o torneio.
tournament-not-in = { $who } não está neste torneio.
tournament-unentered = { $who } não está mais inscrito no torneio.
tournament-withdrew = { $organiser } tirou { $who } do torneio: sem mais emparceiramentos.
tournament-withdrew-playing = { $organiser } tirou { $who } do torneio: sem mais emparceiramentos; a partida em andamento vai até o fim.
tournament-paused = O torneio está pausado: as partidas em andamento continuam, e nenhuma rodada nova é emparceirada até /tournament action:resume.
tournament-running-again = O torneio voltou a rolar.
tournament-over-already = O torneio já acabou.
tournament-ended-by = { $who } encerrou o torneio; esta classificação é final (partidas em andamento não contam mais).
tournament-over-see-standings = O torneio acabou: /tournament action:standings mostra a classificação final.
tournament-busy = Este canal já tem um torneio ({ $about }); ele precisa acabar antes de criar outro aqui.
tournament-game-gone = Esse jogo não é mais oferecido aqui.
tournament-created = { $who } criou { $about }. Entre com /tournament action:join;
tournament-starts-in = Ele começa sozinho em { $span } (ou quando { $who } começar com /tournament action:start).
tournament-starts-by = { $who } começa com /tournament action:start.
tournament-enter-yourself = Só a organização pode inscrever outra pessoa; inscreva-se com /tournament action:join.
tournament-level-for-bot = `level:` serve para inscrever o bot, como /tournament action:join player:engine level:1.
tournament-joined-already = { $who } já está inscrito.
tournament-joined = { $who } entrou no torneio ({ $players }).
tournament-changed = O torneio mudou no mesmo instante; nada foi feito. Tente de novo.

## O que o emparceiramento recusa.
tournament-refused-join-after-start = O torneio já começou: ninguém entra agora.
tournament-refused-already-joined = Você já está inscrito.
tournament-refused-leave-after-start = O torneio já começou: peça à organização para tirar você.
tournament-refused-not-joined = Você não está inscrito.
tournament-refused-already-started = O torneio já começou.
tournament-refused-too-few = Poucos jogadores inscritos para começar.
tournament-refused-not-a-player = Esse jogador não está no torneio.
tournament-refused-not-running = Só dá para pausar um torneio em andamento.
tournament-refused-not-paused = O torneio não está pausado.
tournament-refused-not-its-game = Essa partida não é do torneio.
tournament-refused-result-in = O resultado dessa partida já foi registrado.

## As partidas de uma rodada.
tournament-name = { $who }
tournament-versus = { $first } contra { $second }
tournament-seated = { $who } ({ $seat })
tournament-round = Rodada { $round }: { $games }. Cada partida abre num canal próprio.
tournament-round-byes = Rodada { $round }: { $games }; folga: { $byes }. Cada partida abre num canal próprio.
tournament-new-games = Novas partidas: { $games }. Cada partida abre num canal próprio.
tournament-new-games-byes = Novas partidas: { $games }; folga: { $byes }. Cada partida abre num canal próprio.

## Uma partida do torneio ganha seu canal.
tournament-board-name = { $game } · R{ $round } M{ $board } · { $players }
tournament-board-heading = Partida do torneio: rodada { $round }, mesa { $board } — { $players }.
tournament-board-placed = Rodada { $round }, mesa { $board }: { $players } — em { $place }.
tournament-this-channel = este canal
tournament-gone = Esse torneio não existe mais.
tournament-unreadable = Não deu para ler de volta a partida do torneio.
tournament-placed-already = Essa partida já tem seu lugar.
tournament-over-final = O torneio acabou. Classificação final:

## Uma partida do torneio termina.
tournament-result-not-counted = O torneio desta partida já acabou; o resultado não conta lá.
tournament-last-game = Essa foi a última partida do torneio: ele acabou, e a classificação final vai para o canal do torneio (/tournament action:standings lá).
tournament-goes-on = O torneio continua.
tournament-round-complete = A rodada { $round } do torneio está completa.
tournament-paused-next = O torneio está pausado: a próxima rodada é emparceirada quando a organização retomar.
tournament-arena-goes-on = O torneio continua: você é emparceirado de novo assim que alguém com pontuação parecida estiver livre.
tournament-round-waits = A rodada { $round } do torneio espera mais { $left ->
    [one] { $left } partida terminar
   *[other] { $left } partidas terminarem
}.

## O que o relógio faz com os torneios.
tournament-has-started = O torneio começou.
tournament-could-not-start = O torneio não pôde começar na hora: { $joined } inscritos, e ele precisa de { $least }. Está fechado; a organização pode criar outro.
tournament-arena-time-up = O tempo da arena acabou: nenhuma partida nova é emparceirada, e ela termina quando as partidas em andamento acabarem.

## A classificação.
tournament-format-swiss = suíço
tournament-format-round-robin = todos contra todos
tournament-format-double-round-robin = todos contra todos em dois turnos
tournament-format-knockout = mata-mata
tournament-format-arena = arena
tournament-format-tables = mesas
tournament-status-open = aberto, { $count } inscritos
tournament-status-final = classificação final
tournament-status-round = rodada { $round }
tournament-status-round-of = rodada { $round } de { $rounds }
tournament-status-round-of-final = rodada { $round } de { $rounds } e a final
tournament-status-paused = pausado na { $round }
tournament-status-arena = arena em andamento
tournament-standings-title = { $game } { $format } · { $status }
tournament-standings-head = Classificação — { $about } — { $status }:
tournament-standings-nobody = Ninguém entrou ainda: /tournament action:join.
tournament-standings-row = { $rank }. { $who } — { $points } { $n ->
    [one] pt
   *[other] pts
}
tournament-standings-row-half = { $rank }. { $who } — { $points } pts
tournament-standings-tie-breaks = (Buchholz { $bh }, SB { $sb })
tournament-standings-more = …e mais { $n } (a imagem mostra todo mundo).
tournament-withdrawn = { $who } (retirado)
tournament-withdrawn-mark = (retirado)

## Células de resultado: V3 vitória contra o 3º, E3 empate, D3 derrota.
tournament-cell-won = V{ $rank }
tournament-cell-drew = E{ $rank }
tournament-cell-lost = D{ $rank }
tournament-cell-bye = folga
tournament-column-round = R{ $n }
tournament-column-game = P{ $n }

## A imagem da classificação.
tournament-picture-points = Pts
tournament-picture-nobody = Ninguém ainda
tournament-legend-bh = Bh Buchholz
tournament-legend-sb = SB Sonneborn–Berger
tournament-legend-won = V3 vitória contra o nº 3
tournament-legend-drew = E empate
tournament-legend-lost = D derrota
tournament-legend-place = 2/4 segundo de quatro na mesa
tournament-legend-playing = …3 em andamento
tournament-legend-playing-table = … em andamento
tournament-alt-head = Classificação, { $title }.
tournament-alt-nobody = Ninguém entrou ainda.
tournament-alt-row = { $rank }. { $who }, { $points } { $n ->
    [one] ponto
   *[other] pontos
}
tournament-alt-row-half = { $rank }. { $who }, { $points } pontos
tournament-alt-tie-breaks = , Buchholz { $bh }, Sonneborn–Berger { $sb }
tournament-alt-results = , resultados { $results }

## /leaderboard e /profile.
leaderboard-nobody = Ninguém tem rating de { $game } neste servidor ainda: termine antes uma partida ranqueada (desafios são ranqueados, a não ser com rated:false).
leaderboard-head = Ranking de { $game } (? = provisório):
leaderboard-row = { $place }. { $who } { $rating } ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}: { $wins }–{ $losses }–{ $draws })
leaderboard-you = Você: { $rank } de { $count } com { $rating }.
leaderboard-you-unrated = Você ainda não tem partida ranqueada de { $game } neste servidor.
leaderboard-profile-head = { $who } neste servidor:
leaderboard-profile-game = { $game }: { $rating } · { $wins } vitórias, { $losses } derrotas, { $draws } empates
leaderboard-profile-none = Nenhuma partida ranqueada ainda.
leaderboard-streak-win = Sequência atual: { $n ->
    [one] { $n } vitória
   *[other] { $n } vitórias
}.
leaderboard-streak-loss = Sequência atual: { $n ->
    [one] { $n } derrota
   *[other] { $n } derrotas
}.
leaderboard-streak-draw = Sequência atual: { $n ->
    [one] { $n } empate
   *[other] { $n } empates
}.
leaderboard-last-games = Últimas partidas:
leaderboard-last-game = partida { $id } · { $game } · { $outcome } · { $before } → { $after }
leaderboard-outcome-win = vitória
leaderboard-outcome-loss = derrota
leaderboard-outcome-draw = empate

## /archive e /anonymous.
archive-managers-only = Só quem pode gerenciar este servidor pode listar as partidas dele na web.
archive-on = As partidas deste servidor estão na web agora: { $link }. Quem quiser pode esconder o nome com /anonymous state:on.
archive-on-later = As partidas deste servidor vão aparecer na web assim que o bot servir as páginas (web.public_url). Quem quiser pode esconder o nome com /anonymous state:on.
archive-off = As partidas deste servidor não estão mais na web; a página de cada partida continua abrindo pelo link.
archive-anonymous-on = A partir de agora você aparece como "anônimo" nos arquivos da web.
archive-anonymous-off = Você volta a aparecer com seu nome nos arquivos da web.

## Mesas (Throne): o que é recusado.
table-own-table = Você já está sentado na sua própria mesa: convide outra pessoa ou deixe opponent: de fora.
table-level-without-bot = `level:` define a força do bot: coloque-o com bots:1 (ou opponent: o bot), ou deixe level: de fora.
table-channel-busy = Já tem uma partida rolando neste canal: assista com /board ou abra uma mesa em outro canal.
table-too-many-bots = Uma mesa para { $size } tem lugar para no máximo { $most } bots além de você: diminua bots: ou aumente players:.
table-game-running = Já tem uma partida rolando neste canal.
table-no-longer-open = Esta mesa não está mais aberta.
table-none-here = Não há mesa aberta neste canal; abra uma com /challenge game:throne.
table-two-players = O desafio aberto aqui é para dois jogadores: responda com /accept ou /decline.
table-game-gone = Esta mesa é de um jogo que eu não ofereço mais.
table-sitting-already = Você já está sentado nesta mesa.
table-full = Esta mesa está cheia ({ $seats } lugares); { $opener } pode começar.
table-game-started = A partida desta mesa já começou: para sair, /resign.
table-opener-cancels = Você abriu esta mesa: feche com /cancel.
table-not-sitting = Você não está sentado nesta mesa.
table-opener-starts = Só { $opener } (quem abriu a mesa) pode começar.
table-too-few = Pelo menos { $min } jogadores precisam estar sentados antes de a partida começar; { $now ->
    [one] agora só tem { $now }
   *[other] agora tem { $now }
}.

## O que a própria interface do Discord diz.
discord-unknown-command = O comando /{ $command } não existe mais; digite /help para ver meus comandos atuais.
discord-not-my-button = Esse botão não é meu.
discord-out-of-date = Este /{ $command } está desatualizado: digite de novo.
discord-out-of-date-games = Este /{ $command } está desatualizado: digite /{ $command } de novo e escolha seu jogo ({ $games }).
discord-bot-opponent = { $who } é um bot, e aqui o único bot que joga sou eu: desafie a mim ou uma pessoa deste canal.
discord-thread-name = { $game } · { $players }
discord-accepted-in-thread = { $who } aceitou: a partida rola em { $thread }.

## O que o próprio console diz: linhas que não são comandos.
console-usage = escreva `#canal usuário /comando`, como `#lobby alice /help`
console-greeting = console do gamehost: digite `#canal usuário /comando`, como `#lobby alice /help`. Termine com Ctrl-D.
console-channel-empty = um nome de canal não pode ficar vazio
console-user-empty = um nome de usuário não pode ficar vazio
console-channel-hidden = um nome de canal não pode ter caracteres de controle, invisíveis ou que mudam a direção do texto
console-user-hidden = um nome de usuário não pode ter caracteres de controle, invisíveis ou que mudam a direção do texto
console-not-a-channel = `{ $channel }` não é um canal: canais começam com #, como #lobby
console-name-too-long = nomes de canal e de usuário têm no máximo { $most } caracteres
console-not-utf8 = essa linha não é texto UTF-8; digite comandos como `#lobby alice /help`
console-engine-name = `{ $user }` é o nome do bot no console (desafie-o com /challenge opponent:engine); escreva como outra pessoa
console-nothing-to-do = uma linha vazia ou um comentário: nada a fazer
