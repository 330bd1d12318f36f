# Portuguese (pt-BR). Glossary: command = comando, option = opção, value = valor, channel = canal, button = botão, menu = menu, game = partida (the kind of game: jogo), side = lado, turn = turno, piece = peça, level = nível, event = torneio, round = rodada, table = mesa, seat = lugar, clock = relógio
# Um comando digitado errado: o que cada opção aceita. $value é o que foi
# digitado (encurtado); as listas de valores ($games, $sides, $times, $formats,
# $others) já vêm unidas com "ou"; $game é o título de um jogo.

## /challenge, /replay, /draw, /rules, /archive e os demais.
parse-not-a-game = `game:{ $value }` não é um jogo que eu organizo por enquanto: use { $games }.
parse-unknown-member = Não sei quem é `{ $value }`: indique um membro deste canal.
parse-no-such-command = Não existe o comando `/{ $value }`. Digite /help para ver a lista.
## $verb é o comando; $options as opções dele, como são digitadas.
parse-no-such-option = `/{ $verb }` não tem a opção `{ $value }`; as opções dele são: { $options }.
parse-no-options = `/{ $verb }` não tem a opção `{ $value }`; ele não aceita nenhuma.
parse-needs-opponent = `/challenge` precisa de `opponent:`, como /challenge opponent:bob.
parse-players-not-a-table = `players:` é para jogos com mesa; { $game } é para dois.
## $min e $max são números de jogadores.
parse-not-a-table-size = `players:{ $value }` não é um tamanho de mesa: use de { $min } a { $max }.
parse-no-side-to-choose = `side:{ $value }`: em { $game } os lugares seguem a ordem de entrada, então não há lado para escolher.
parse-not-a-side = `side:{ $value }` não é um lado: use { $sides }.
parse-not-a-turn-time = `time:{ $value }` não é um tempo por turno: use { $times }.
parse-not-a-rated-answer = `rated:{ $value }` não é uma resposta: use rated:true ou rated:false.
parse-not-a-level = `level:{ $value }` não é um nível: use de 1 (rápido, fraco) a 5 (o mais forte).
parse-bots-not-a-table = `bots:` é para jogos com mesa; em { $game }, desafie o próprio bot, como /challenge opponent:engine.
## $max é um número de lugares.
parse-not-bot-seats = `bots:{ $value }` não é um número de lugares para o bot: use de 1 a { $max }.
parse-not-a-game-number = `game:{ $value }` não é um número de partida: use o número que o /history mostra, como game:12.
parse-not-a-draw-action = `action:{ $value }` não é uma ação de empate: use offer, accept ou decline.
## $first é o nome de um jogo como se digita (masters); $others os nomes dos outros jogos.
parse-not-a-piece = `piece:{ $value }` não é peça de nenhum jogo daqui: `/rules game:{ $first }` (ou { $others }) lista as peças de cada jogo.
## $verb é o comando (/archive, /anonymous).
parse-not-on-or-off = `state:{ $value }` não é nem on nem off: use { $verb } state:on ou state:off.

## Uma linha digitada (o console), /choose e /press.
## $max é um número de caracteres.
parse-too-long = Esse comando é longo demais (mais de { $max } caracteres).
parse-empty = Digite um comando, como /help.
parse-no-slash = Comandos começam com `/`, como /help; `{ $value }` não começa.
parse-choose-not-a-number = `/choose { $value }`: informe o número de uma opção, como /choose 2 (/play lista as opções), ou um ID de menu e um valor.
parse-choose-needs = `/choose` precisa do número de uma opção, como /choose 2 (/play lista as opções), ou de um ID de menu e um valor, como /choose g:1:0:cs:p:0:~0 e9.
parse-not-my-menu = Esse menu não é meu.
parse-press-needs = `/press` precisa de um ID de botão, como /press g:1:4:endturn.
parse-press-one = `/press` aceita um só ID de botão e nada mais, como /press g:1:4:endturn.
parse-not-my-button = Esse botão não é meu.
parse-not-an-option = `{ $value }` não é uma opção: escreva nome:valor, como from:E2.
parse-option-twice = A opção `{ $value }` foi informada duas vezes.

## /tournament.
event-needs-action = `/tournament` precisa de `action:` (create, join, leave, start, standings, withdraw, pause, resume ou end), como /tournament action:standings.
event-withdraw-needs-player = Diga quem vai ser retirado, como /tournament action:withdraw player:bob.
event-not-an-action = `action:{ $value }` não é uma ação de torneio: use create, join, leave, start, standings, withdraw, pause, resume ou end.
event-not-a-format = `format:{ $value }` não é um formato: use { $formats }.
event-tables-only = { $game } é jogado em mesas de até quatro: os torneios dele usam format:tables.
event-tables-not-for-two = format:tables é para jogos de mais de dois; { $game } é para dois: use swiss, roundrobin, double, knockout ou arena.
## $max é um número de rodadas.
event-not-rounds = `rounds:{ $value }` não é um número de rodadas: use de 1 a { $max }.
event-rounds-not-here = `rounds:` é para torneios suíços e em mesas; os outros formatos definem as próprias rodadas.
event-needs-clock = As partidas de um torneio precisam de relógio (quem não aparece perde por tempo): use um tempo como time:1d.
event-not-starts = `starts:{ $value }` não é um tempo a partir de agora: use minutos, horas ou dias, como starts:30m ou starts:2d.
event-length-not-here = `length:` é para torneios arena: por quanto tempo novas partidas são pareadas.
event-not-length = `length:{ $value }` não é uma duração: use minutos, horas ou dias, como length:1h.
event-draws-not-here = `draws:` é para torneios mata-mata: o que decide uma partida empatada.
event-not-draw-rule = `draws:{ $value }` não é uma regra de empate: use replay (jogada de novo, com os lugares trocados) ou seed (passa o cabeça de chave mais alto).
