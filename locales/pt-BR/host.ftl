# Portuguese (pt-BR). Glossary: move = lance, turn = turno (whose turn: de quem é a vez), piece = peça, square = casa, game = partida (the kind of game: jogo), challenge = desafio (desafiar); rated = ranqueada, seat = lugar, table = mesa

# What the host says about any game: commands, refusals, challenges,
# clocks, ratings, events.

## Something broke on the bot's side; nothing was changed.
host-fault = Algo deu errado do meu lado e nada foi alterado; um admin pode verificar as partidas com `gamehost verify`.
host-store-failed = Algo deu errado do meu lado e nada foi alterado. Tente de novo.
host-picture-failed = Seu comando foi executado, mas não consegui desenhar a imagem.

## Clocks. $movers are the names of who is on turn, $when a moment.
host-turn-due = { $movers }: este turno vence { $when }.
## As linhas de relógio do /game. $span é um período de tempo (time-span).
host-clock = Relógio: { $span } por turno.
host-clock-waiting = { $waiting }: o tempo completo ({ $span }) quando chegar a sua vez.
host-no-clock = Sem relógio: os turnos podem durar o quanto for preciso.

## As linhas de rating do /game: $changes lista host-rating-moved, um por jogador.
host-rating-change = Mudança de rating: { $changes }.
host-rating-moved = { $who } { $before } → { $after }
host-friendly-game = Uma partida amistosa: o rating não muda.
host-time-running-low = { $movers }: o tempo deste turno de { $game } está acabando ({ $per_turn } por turno); ele vence { $when }.

## /language. $language is a language's own name (language-name).
host-language-mine = De agora em diante, vou te responder em { $language }.
host-language-mine-auto = De agora em diante, vou te responder no idioma configurado no seu Discord.
host-language-server = De agora em diante, as mensagens públicas deste servidor serão em { $language }.
host-language-server-auto = De agora em diante, as mensagens públicas deste servidor serão no idioma do Discord do servidor.
host-language-server-not-manager = Só quem pode gerenciar este servidor pode escolher o idioma dele.
host-language-unknown = `locale:{ $given }` não é um idioma que eu falo: use auto ou um destes: { $known }.
host-language-whose = `for:{ $given }` não é nem me nem server: use /language locale:de for:server.

## /help and /rules. $games is a list of games' titles.
help-commands = Comandos (opções no formato nome:valor):
help-for-games = { $about } ({ $games })
help-games = Jogos: { $games } (/challenge opponent:<name> game:<game>; Throne: /challenge game:throne players:<2-4> e depois /join; /rules game:<game>).
help-the-bot = Sem ninguém para jogar? Desafie o próprio bot: /challenge opponent:<the bot> level:<1-5> (no console: opponent:engine); numa mesa de Throne, bots:<1-3> coloca o bot à mesa. Partidas contra o bot não são ranqueadas.
help-hosted = Eu organizo estes jogos; as regras deles: /rules game:<name>.
## Um jogo que eu organizo: $title o título, $name o nome que o /rules aceita, $help os comandos dele (a linha de ajuda do jogo).
help-hosted-game = - { $title } (`/rules game:{ $name }`): { $help }
help-rules-by-id = Todas as regras, por id: { $url }

## Os termos de uma partida. $clock é terms-per-turn ou terms-no-clock; $rated é yes ou no.
terms = { $rated ->
    [yes] { $clock }
   *[no] { $clock }, amistosa (não ranqueada)
}
terms-per-turn = { $span } por turno
terms-no-clock = sem relógio

## Desafios. $challenger, $opponent e $opener são nomes de jogadores.
challenge-open = { $challenger } desafia { $opponent } para uma partida de { $game } ({ $plays }; { $terms }). { $opponent }, responda com /accept ou /decline em até { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }.
challenge-playing = jogando com { $side }
challenge-coin-flip = lados por cara ou coroa
challenge-engine-game = { $player } joga contra o bot no nível { $level } em { $game } (partida não ranqueada). O bot joga os turnos dele sozinho.
challenge-level-without-bot = `level:` define a força do bot quando você desafia o próprio bot (opponent: o bot); deixe de fora contra uma pessoa.
challenge-yourself = Você não pode desafiar a si mesmo: escolha outra pessoa, como /challenge opponent:bob.
challenge-game-running = Já há uma partida em andamento neste canal: acompanhe com /board ou desafie em outro canal.
challenge-closed = Este desafio não está mais aberto.
challenge-none-here = Não há nenhum desafio aberto neste canal; crie um com /challenge opponent:<name>.
challenge-is-a-table = { $opener } abriu uma mesa aqui: ocupe um lugar com /join (quem abriu a mesa começa a partida com /start).
challenge-for-someone-else = Este desafio é para { $opponent }; só essa pessoa pode responder.
challenge-game-gone = Este desafio é de um jogo que eu não organizo mais.
challenge-declined = { $opponent } recusou o desafio de { $challenger }.
challenge-none-to-cancel = Não há nenhum desafio aberto neste canal para cancelar.
challenge-not-yours = Só { $challenger } pode cancelar esse desafio.
challenge-withdrawn-from = { $challenger } retirou o desafio feito a { $opponent }.
challenge-withdrawn = { $challenger } retirou o desafio.
table-closed = { $opener } fechou a mesa.

## Mesas (Throne). $opener, $who e $invited são nomes de jogadores; $seat é a cor de um lugar.
table-open = { $opener } abre uma mesa de { $game } para { $size } jogadores ({ $terms }; aberta por { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }).
table-invited = { $invited }, você tem um convite.
table-seat = { $number }. { $seat }: { $who }
table-seat-open = { $number }. { $seat }: livre
table-full-start = A mesa está cheia; { $opener } começa a partida com Iniciar ou /start.
table-join-or-start = Entre pelo botão ou com /join; { $opener } começa a partida com Iniciar ou /start.
table-join = Entre pelo botão ou com /join; { $opener } pode começar quando { $min } jogadores estiverem sentados.
table-joins = { $who } entra como { $seat }.
table-leaves = { $who } sai da mesa.

## O andamento da partida ($who… são nomes de jogadores; $seat e $other, lugares; $game, um jogo; $when, um momento em UTC).
host-player = { $who }
host-player-seat = { $who } ({ $seat })
host-command = /{ $verb }
host-ratings = Ratings: { $changes }.
host-committed-first = Este tabuleiro está desatualizado: outra mudança foi salva antes. Use /board para ver a posição atual.
host-no-game-running = Não há nenhuma partida em andamento neste canal; comece uma com /challenge opponent:<name>.
host-no-game-yet = Nenhuma partida foi jogada neste canal ainda; comece uma com /challenge opponent:<name>.
host-game-gone = Não hospedo mais esse jogo.
host-game-running-there = Já há uma partida em andamento lá.
host-game-not-read-back = Não consegui ler de volta a nova partida; tente de novo.
host-button-unknown-game = Esse botão é de uma partida que eu não conheço.
host-button-other-channel = Esse botão é de uma partida de outro canal.
host-verb-elsewhere = /{ $verb } é um comando de { $games }; este canal está jogando { $game }.
host-verb-nowhere = /{ $verb } não é comando de nenhum jogo que eu hospedo; este canal está jogando { $game }.

## Fim da partida fora do tabuleiro.
ending-no-draws = { $game } não tem empate: continue jogando, ou /resign.
ending-abort-event = Uma partida de torneio não pode ser anulada; /resign encerra ela.
ending-abort-too-late = Tarde demais para anular: { $played ->
        [one] { $played } turno já foi jogado
       *[other] { $played } turnos já foram jogados
    }. /resign encerra a partida.
ending-aborted-result = Anulada por { $who } antes do segundo turno; sem resultado.
ending-aborted = { $who } anulou a partida antes do segundo turno. Sem resultado.
ending-resigned-result = { $who } ({ $seat }) desistiu; { $winners } { $count ->
        [one] vence
       *[other] vencem
    }.
ending-resigns = { $who } ({ $seat }) desiste. { $winners } { $count ->
        [one] vence
       *[other] vencem
    } a partida.
ending-your-opponent = Seu adversário
ending-draw-already-offered = Você já ofereceu empate; a oferta vale até seu adversário responder ou jogar um turno.
ending-draw-offered-you = { $offerer } já te ofereceu empate: /draw action:accept ou /draw action:decline.
ending-ended-meanwhile = Esta partida terminou nesse meio-tempo.
ending-draw-offer = { $who } ({ $seat }) oferece empate. { $others }, aceite com /draw action:accept ou recuse com /draw action:decline; jogar um turno recusa a oferta.
ending-no-draw-offer = Não há oferta de empate para responder; ofereça uma com /draw action:offer.
ending-own-offer = Essa oferta é sua; só { $others } pode responder.
ending-draw-accepted = { $who } ({ $seat }) aceita o empate. A partida termina empatada.
ending-drawn-by-agreement = Empate por acordo.
ending-draw-declined = { $who } ({ $seat }) recusa o empate. O jogo continua.
ending-engines-alone-result = { $who } ({ $seat }) { $how ->
        [resigned] desistiu
       *[timeout] ficou sem tempo
    }; só sobraram os lugares do bot, então a partida terminou ali.
ending-engines-alone = Só sobraram os lugares do bot, então a partida termina aqui: o bot não continua jogando sozinho.

## O relógio.
clock-aborted = { $late } não jogou a tempo antes do segundo turno: a partida foi anulada, sem resultado.
clock-aborted-result = Anulada: { $late } não jogou a tempo antes do segundo turno (às { $when }); sem resultado.
clock-at = (às { $when })
clock-timeout = { $loser } ({ $seat }) ficou sem tempo. { $winner } ({ $other }) vence a partida.
clock-timeout-result = { $loser } ({ $seat }) ficou sem tempo às { $when }; { $winner } ({ $other }) vence.

## /history.
record-versus = { $first } x { $second }
record-header = { $game }: { $players }
record-attached = (o histórico completo está anexado)
record-no-turns = Nenhum turno foi jogado ainda.
record-description = O histórico da partida em notação.
record-page-line = A página da partida: { $url }

## /replay.
replay-no-such-game = Não há partida { $id } neste servidor; /history mostra a partida deste canal.
replay-no-game-yet = Nenhuma partida foi jogada neste canal ainda; comece uma com /challenge.
replay-cannot = O histórico desta partida não pode ser reproduzido; um admin pode verificar com `gamehost verify`.
replay-of = Replay da partida { $id } ({ $game }: { $players }), { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    }.
replay-alt = Uma animação da partida { $id } ({ $game }: { $players }), { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    }.
replay-skipped = Mostra os últimos { $shown }; os primeiros { $skipped } ficaram de fora.

## Revanche.
rematch-still-running = Essa partida ainda está em andamento: termine ela primeiro.
rematch-no-opponent = Essa partida não tinha adversário.

## Desafios que esperam ou expiram.
challenge-table-open-here = { $opener } tem uma mesa aberta aqui; entre com /join, ou espere até ela começar ou ser fechada.
challenge-already-challenged = { $challenger } já desafiou { $opponent } aqui; esse desafio precisa ser respondido ou cancelado antes.
challenge-open-here = { $challenger } tem um desafio aberto aqui; ele precisa ser respondido ou cancelado antes.
challenge-table-expired = A mesa de { $game } de { $opener } fechou: ninguém começou a tempo. Abra outra com /challenge game:{ $name }.
challenge-expired-to = O desafio de { $challenger } para { $opponent } expirou sem resposta. Desafie de novo com /challenge.
challenge-expired = O desafio de { $challenger } expirou sem resposta.
challenge-game-not-hosted = Esse jogo não é mais hospedado aqui.
challenge-name-opponent = Diga quem você desafia, por exemplo /challenge opponent:bob.

## Jogar.
play-wrong-game = Isso é /{ $verb } de { $game }; este canal está jogando { $playing }: use /{ $verb } { $name }.
play-moved-on = O turno que essa mensagem mostrava já foi jogado; aqui está a partida como está agora.
play-unknown-game = Não conheço essa partida.
play-retired-button = Esse botão é de uma versão antiga do bot: aperte Jogar ou digite /play.

## Turnos preparados.
staging-nothing-staged = Você não tem nada preparado: prepare um turno com { $verbs }, ou jogue um direto com /turn.
staging-staged-first = Você tem { $staged } preparado: finalize com /endturn ou desfaça com /undo primeiro.
staging-nothing = Você não tem nada preparado.
staging-cleared = Seu turno preparado foi apagado.
staging-old-preview = Esta prévia está desatualizada: seu turno preparado mudou desde então. Use a prévia mais recente, ou /endturn.
staging-moved-on = Este tabuleiro está desatualizado: a partida avançou desde então. Use /board para ver a posição atual.

## Escolher um turno passo a passo ($prompt, $so_far, $turn, $choices, $group e $first são palavras do jogo).
choosing-chosen-since = Estas opções estão desatualizadas: você já escolheu depois. Use a mensagem mais recente, ou /play.
choosing-no-such-choice = Não há opção { $n } agora: escolha de 1 a { $count } (/play lista as opções).
choosing-not-a-choice = Essa não é uma das opções agora: /play mostra as opções.
choosing-incomplete = Seu turno ainda não está completo: { $prompt }
choosing-nothing-chosen = Você ainda não escolheu nada.
choosing-step = { $game } · { $prompt }
choosing-so-far = Até agora: { $so_far }.
choosing-complete = Completo: { $button } joga { $turn }.
choosing-choices = Opções (/choose N): { $choices }.
choosing-menu = Escolha…
choosing-menu-group = { $group }…
choosing-menu-run = { $number }. { $first }…

## A página web de um lugar.
seat-behind = Esta página estava desatualizada: você escolheu depois em outra janela, e agora ela mostra suas escolhas.
seat-stale = Esta página estava desatualizada: a partida avançou, e agora ela mostra a partida como está.
seat-fault = Algo deu errado do meu lado e nada foi alterado.
seat-draw-failed = Não consegui desenhar o tabuleiro agora.
seat-not-done = Isso não foi feito.

# An engine seat's name in a game ($level is its level, $n its number among the game's engine seats).
engine-name = { $n ->
    [1] Bot (nível { $level })
   *[other] Bot { $n } (nível { $level })
}

# A game's button pressed in a direct message (a turn alert's): what
# everyone sees was posted in the game's channel ($channel, a link).
host-shown-in-channel = Feito: aparece em { $channel }.
host-told-from-channel = Em { $channel } (mostrado lá no próximo comando):

# A challenge to a person in a direct message with the bot (no one else
# there could accept it).
challenge-direct-message = Aqui só o bot pode jogar com você: escolha-o como adversário, ou desafie pessoas em um servidor.

# A table opened in a direct message with the bot that needs other people
# ($bots: the seats besides the opener's, which bots could take).
table-direct-message = Aqui só o bot pode jogar com você: dê os outros lugares a ele com bots:{ $bots }, ou abra uma mesa em um servidor.
