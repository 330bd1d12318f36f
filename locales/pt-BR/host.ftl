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
host-half-time-gone = { $movers }: já passou metade do tempo deste turno de { $game } ({ $per_turn } por turno); ele vence { $when }.

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
