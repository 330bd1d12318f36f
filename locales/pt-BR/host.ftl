# Portuguese (pt-BR). Glossary: move = lance, turn = turno (whose turn: de quem é a vez), piece = peça, square = casa, game = partida (the kind of game: jogo), challenge = desafio (desafiar); rated = ranqueada, seat = lugar, table = mesa

# What the host says about any game: commands, refusals, challenges,
# clocks, ratings, events.

## Something broke on the bot's side; nothing was changed.
host-fault = Algo deu errado do meu lado e nada foi alterado; um admin pode verificar as partidas com `gamehost verify`.
host-store-failed = Algo deu errado do meu lado e nada foi alterado. Tente de novo.
host-picture-failed = Seu comando foi executado, mas não consegui desenhar a imagem.

## Clocks. $movers are the names of who is on turn, $when a moment.
host-turn-due = { $movers }: este turno vence { $when }.
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
