# Portuguese (pt-BR). Glossary: move = lance (a piece's way of moving: movimento), turn = turno (whose turn: de quem é a vez), piece = peça, square = casa, game = partida (the kind of game: jogo), challenge = desafio (desafiar); stage = preparar, claim = tomada de controle, draw = empate, rated = ranqueada, rating = rating, seat = lugar, rank = fileira, puppeteer = titereiro, witch = bruxa, commander = comandante, pawn = peão, infiltrator = infiltrado, shells = conchas, value = valor, loadout = equipamento, slot = espaço, element = elemento, augmentor = amplificador, offense = habilidade ofensiva, temporal ability = habilidade temporal; element and ability names stay English

# Slash commands' descriptions, as Discord shows them beside each command
# and option (at most 100 characters; names and choices stay English so
# `/move from:E2 to:E4` reads the same everywhere). A description several
# commands share is written once and referenced.

## A description of a command only some games have, naming them.
## $games is the games' titles as a list, $about the description.
command-for-games = { $games }: { $about }
## A game's title in such a list.
game-title = { $title }

## The host's commands.
command-challenge = Desafia alguém para uma partida neste canal (Throne: abre uma mesa de 2–4)
command-challenge-opponent = Quem você desafia (numa mesa: quem você convida; qualquer um pode entrar)
command-challenge-game = Qual jogo (padrão: o primeiro do /help)
command-challenge-side = Seu lado (padrão: cara ou coroa)
command-challenge-players = Jogos com mesa: lugares, de 2 a 4 (padrão: o máximo)
command-challenge-time = Tempo por turno (padrão: 1 dia); quem está na vez perde quando o tempo acaba
command-challenge-rated = Se a partida é ranqueada (padrão: true; false: partida amistosa)
command-challenge-level = Contra o bot: a força dele, de 1 (rápido, fraco) a 5 (o mais forte); padrão: 3
command-challenge-bots = Jogos com mesa: lugares que o bot ocupa de imediato, 1–3 (no nível de level:)
command-accept = Aceita o desafio feito a você
command-decline = Recusa o desafio feito a você
command-cancel = Retira o seu desafio
command-join = Ocupa um lugar na mesa aberta
command-leave = Deixa o seu lugar na mesa aberta
command-start = Começa a partida da mesa (quem a abriu, quando houver 2 ou mais sentados)
command-board = Mostra o tabuleiro para todos
command-game = De quem é a vez, tomadas de controle, ofertas, capturas e a posição (em privado)
command-history = O histórico da partida (em privado)
command-play = Joga o seu turno escolhendo passo a passo, sem digitar (em privado)
command-undo = Limpa o turno que você preparou
command-endturn = Joga o turno que você preparou
command-resign = Desiste da partida
command-abort = Anula a partida antes do segundo turno, sem resultado
command-draw = Oferece, aceita ou recusa um empate
command-draw-action = offer, accept ou decline
command-rules = As regras de um jogo; com uma peça, como ela se move
command-rules-game = Qual jogo (padrão: o deste canal)
command-rules-piece = A peça que você quer ver
command-leaderboard = Os dez jogadores com maior rating de um jogo neste servidor, e a sua posição
command-leaderboard-game = { command-rules-game }
command-profile = Ratings, vitórias, derrotas, empates, sequência e últimas cinco partidas de um jogador
command-profile-user = De quem (padrão: você)
command-archive = Publica as partidas do servidor na web, ou para de publicar (quem gerencia o servidor)
command-archive-state = on ou off
command-anonymous = Aparece como "anônimo" nos arquivos web deste bot, ou com seu nome de novo
command-anonymous-state = { command-archive-state }
command-language = O idioma em que te respondo, ou o das mensagens públicas deste servidor
command-language-locale = Um idioma, ou auto para seguir as configurações do seu Discord
command-language-for = Só você, ou o servidor (quem o gerencia) (padrão: você)
command-notify = Alertas de vez por DM: toda vez, só com pouco tempo, resumo diário ou desligados
command-notify-mode = every (suas vezes e pouco tempo), low (só pouco tempo), digest (uma vez por dia) ou off
command-notify-game = Só para este jogo (padrão: todos os jogos)
command-notify-quiet = Horário de silêncio, como 22-07 (precisa de zone:)
command-notify-zone = Seu fuso horário, como Europe/Berlin
command-notify-low = Avisar quando restarem menos minutos (padrão: um quarto do turno, no máximo 60)
command-replay = Uma partida como imagem animada (a última do canal, ou uma pelo número)
command-replay-game = O número da partida, como o /history mostra (padrão: a última deste canal)
command-analyse = A análise do bot de uma partida terminada (a última do canal, ou uma pelo número)
command-analyse-game = O número da partida, como o /history mostra (padrão: a última deste canal)
command-tournament = Torneios: create, join, leave, start, standings; organizador: withdraw, pause, resume, end
command-tournament-action = O que fazer
command-tournament-game = create: qual jogo (padrão: o primeiro do /help)
command-tournament-format = create: swiss (padrão), roundrobin, double, knockout, arena; Throne: tables
command-tournament-rounds = create: rodadas do suíço e de tables (padrão: o bastante para um vencedor claro)
command-tournament-time = create: tempo por turno em cada partida (padrão: 1 dia); quem faltar perde por tempo
command-tournament-starts = create: começa sozinho depois desse tempo, como 30m, 2h ou 1d (padrão: ao ser iniciado)
command-tournament-length = create: só arena, por quanto tempo novas partidas são pareadas, como 1h (padrão: 1h)
command-tournament-draws = create: só knockout; empate é rejogado (padrão) ou avança o melhor cabeça de chave
command-tournament-player = join (o organizador inscreve alguém, ou o bot) ou withdraw: quem
command-tournament-level = join com player: o bot: o nível dele, de 1 (rápido) a 5 (o mais forte)
command-help = Os comandos e como funciona um turno

## Masters
command-masters-move = Prepara um lance; você vê uma prévia privada antes de encerrar o turno
command-masters-move-from = A casa da peça, como E2
command-masters-move-to = Para onde ela vai, como E4
command-masters-move-promote = Em que se transforma uma peça que chega à última fileira
command-masters-claim = Prepara uma tomada de controle com seu titereiro; sem alvo, mostra as possíveis
command-masters-claim-target = A casa da peça inimiga, como F9
command-masters-inherit = Responde à oferta de herança da sua bruxa
command-masters-inherit-choice = accept, decline ou a peça cujos movimentos herdar
command-masters-turn = Joga um turno inteiro com um só comando
command-masters-turn-move = Um lance, como E2-E4
command-masters-turn-claim = O alvo de uma tomada de controle, como F9
command-masters-turn-inherit = Sua resposta à oferta da bruxa
command-masters-turn-promote = { command-masters-move-promote }

## Regions chess
command-regions-pick = Escolhe o seu infiltrado secreto, uma peça inimiga (só você vê)
command-regions-pick-piece = A casa da peça inimiga, como e9
command-regions-move = { command-masters-move }
command-regions-move-from = { command-masters-move-from }
command-regions-move-to = { command-masters-move-to }
command-regions-move-promote = { command-masters-move-promote }
command-regions-move-carry = O peão que o seu comandante leva junto
command-regions-move-carry_promote = Em que o peão levado se transforma na última fileira
command-regions-reveal = Revela o seu infiltrado (depois que já houve um xeque); isso encerra o turno
command-regions-turn = { command-masters-turn }
command-regions-turn-move = { command-masters-turn-move }
command-regions-turn-promote = { command-masters-move-promote }
command-regions-turn-carry = { command-regions-move-carry }
command-regions-turn-carry_promote = { command-regions-move-carry_promote }

## Throne
command-throne-throw = Lança as conchas da sua rodada
command-throne-move = Move uma peça com alguns dos seus valores de uma vez
command-throne-move-piece = Onde a peça está (home, 1–12, red-1 …)
command-throne-move-kind = soldier, unit ou squad, quando há várias peças ali
command-throne-move-values = Os valores a gastar, como 6+5

## Elemental chess
command-elemental-loadout = Escolhe e trava o seu equipamento secreto (piece: define uma peça, só Lightning)
command-elemental-loadout-element = Seu elemento
command-elemental-loadout-augmentor = O amplificador que toda peça leva (ou esta peça, com piece:)
command-elemental-loadout-offense = Habilidade ofensiva
command-elemental-loadout-temporal = Habilidade temporal
command-elemental-loadout-piece = Lightning: a peça a que estes espaços se aplicam, como e2
command-elemental-move = { command-masters-move }
command-elemental-move-from = { command-masters-move-from }
command-elemental-move-to = { command-masters-move-to }
command-elemental-move-promote = { command-masters-move-promote }
command-elemental-move-chain = Chain Kill: a peça aliada no fim da cadeia de onde capturar, como c3
command-elemental-move-dk = Double Kill: o inimigo a remover ao lado da casa da captura, como g7
command-elemental-move-qk = Quantum Kill: o inimigo a remover, como a7
command-elemental-move-bdk = Fire, Blaze Rush: o alvo do Double Kill extra, como g7
command-elemental-move-bqk = Fire, Blaze Rush: o alvo do Quantum Kill extra, como a7
command-elemental-move-res = Resurrection: a peça perdida que volta e onde, como knight@b1
command-elemental-move-lock = Temporal Lock: a peça inimiga a travar, como d7
command-elemental-move-then = Após o lance: o Quantum Step e depois os passos, como f4, f4,g5 ou b4,a4,b5 (E93)
command-elemental-move-rj = Lightning, Raijin: a captura após o Quantum Step, como f5 ou f8=q,dk:g7
command-elemental-move-laugh = Schrödinger's Laugh: copia a peça para to: em vez de movê-la
command-elemental-move-face = Orientações do Block Piece, como north ou e2=north
command-elemental-turn = { command-masters-turn }
command-elemental-turn-move = { command-masters-turn-move }
command-elemental-turn-promote = { command-masters-move-promote }
command-elemental-turn-chain = { command-elemental-move-chain }
command-elemental-turn-dk = { command-elemental-move-dk }
command-elemental-turn-qk = { command-elemental-move-qk }
command-elemental-turn-bdk = { command-elemental-move-bdk }
command-elemental-turn-bqk = { command-elemental-move-bqk }
command-elemental-turn-res = { command-elemental-move-res }
command-elemental-turn-lock = { command-elemental-move-lock }
command-elemental-turn-then = { command-elemental-move-then }
command-elemental-turn-rj = { command-elemental-move-rj }
command-elemental-turn-laugh = { command-elemental-move-laugh }
command-elemental-turn-face = { command-elemental-move-face }
command-mygames = Suas partidas em andamento em todos os servidores: de quem é a vez, até quando, onde (em privado)
command-puzzle = Um problema das partidas do servidor (ou de outros) para resolver aqui; daily:on posta um por dia
command-puzzle-game = Problemas de qual jogo (padrão: qualquer um)
command-puzzle-daily = Posta um problema aqui todo dia, ou para de postar (quem gerencia o servidor)
