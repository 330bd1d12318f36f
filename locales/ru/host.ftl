# Русский (ru). Glossary: move = ход фигурой, turn = ход, piece = фигура, square = поле, game = игра (одна — партия), challenge = вызов
# Что ведущий говорит о любой игре: команды, отказы, вызовы,
# часы, рейтинги, турниры.

## Что-то сломалось на стороне бота; ничего не изменилось.
host-fault = Что-то пошло не так на моей стороне, ничего не изменилось; админ может проверить партии через `gamehost verify`.
host-store-failed = Что-то пошло не так на моей стороне, ничего не изменилось. Попробуй ещё раз.
host-picture-failed = Команда выполнена, но картинку нарисовать не получилось.

## Часы. $movers — имена тех, чей ход, $when — момент времени.
host-turn-due = { $movers }: срок этого хода — { $when }.
host-half-time-gone = { $movers }: прошла половина времени на этот ход в { $game } ({ $per_turn } на ход); срок — { $when }.

## /language. $language — название языка на нём самом (language-name).
host-language-mine = Теперь я отвечаю тебе на языке: { $language }.
host-language-mine-auto = Теперь я отвечаю тебе на языке, выбранном в твоём Discord.
host-language-server = Теперь публичные сообщения этого сервера на языке: { $language }.
host-language-server-auto = Теперь публичные сообщения этого сервера на языке сервера в Discord.
host-language-server-not-manager = Выбрать язык сервера может только тот, кто вправе управлять сервером.
host-language-unknown = `locale:{ $given }` — такого языка я не знаю: укажи auto или один из вариантов: { $known }.
host-language-whose = `for:{ $given }` — это ни me, ни server: используй /language locale:de for:server.

## /help и /rules. $games — список названий игр.
help-commands = Команды (параметры в виде name:value):
help-for-games = { $about } ({ $games })
help-games = Игры: { $games } (/challenge opponent:<name> game:<game>; Throne: /challenge game:throne players:<2-4>, затем /join; /rules game:<game>).
help-the-bot = Не с кем играть? Вызови самого бота: /challenge opponent:<the bot> level:<1-5> (в консоли: opponent:engine); за стол Throne его сажает bots:<1-3>. Партии против бота не идут в рейтинг.
help-hosted = Я провожу эти игры; их правила: /rules game:<name>.
help-rules-by-id = Все правила с номерами: { $url }
