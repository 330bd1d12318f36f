# Русский (ru). Glossary: move = ход фигурой, turn = ход, piece = фигура, square = поле, game = игра (одна — партия), challenge = вызов
# Что ведущий говорит о любой игре: команды, отказы, вызовы,
# часы, рейтинги, турниры.

## Что-то сломалось на стороне бота; ничего не изменилось.
host-fault = Что-то пошло не так на моей стороне, ничего не изменилось; админ может проверить партии через `gamehost verify`.
host-store-failed = Что-то пошло не так на моей стороне, ничего не изменилось. Попробуй ещё раз.
host-picture-failed = Команда выполнена, но картинку нарисовать не получилось.

## Часы. $movers — имена тех, чей ход, $when — момент времени.
host-turn-due = { $movers }: срок этого хода — { $when }.
## Строки часов в /game. $span — отрезок времени (time-span).
host-clock = Часы: { $span } на ход.
host-clock-waiting = { $waiting }: когда дойдёт ход, на него снова будет всё время — { $span }.
host-no-clock = Без часов: ход может длиться сколько угодно.

## Строки рейтинга в /game: $changes — список из host-rating-moved, по одному на игрока.
host-rating-change = Изменение рейтинга: { $changes }.
host-rating-moved = { $who } { $before } → { $after }
host-friendly-game = Товарищеская партия: рейтинг не меняется.
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

## Условия партии. $clock — terms-per-turn или terms-no-clock; $rated — yes или no.
terms = { $rated ->
    [yes] { $clock }
   *[no] { $clock }, товарищеская (без рейтинга)
}
terms-per-turn = { $span } на ход
terms-no-clock = без часов

## Вызовы. $challenger, $opponent и $opener — имена игроков.
challenge-open = { $challenger } вызывает на партию в { $game } ({ $plays }). Условия: { $terms }. { $opponent }, это вызов тебе: ответь через /accept или /decline в течение { $minutes ->
        [one] { $minutes } минуты
        [few] { $minutes } минут
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    }.
challenge-playing = играет за { $side }
challenge-coin-flip = стороны по жребию
challenge-engine-game = { $player } играет с ботом уровня { $level } в { $game } (без рейтинга). Бот ходит сам.
challenge-level-without-bot = `level:` задаёт силу бота, когда ты вызываешь самого бота (opponent: сам бот); против человека его не указывай.
challenge-yourself = Нельзя вызвать самого себя: укажи кого-то другого, например /challenge opponent:bob.
challenge-game-running = В этом канале уже идёт партия: смотри её через /board или бросай вызов в другом канале.
challenge-closed = Этот вызов уже не действует.
challenge-none-here = В этом канале нет открытого вызова; брось его через /challenge opponent:<name>.
challenge-is-a-table = Здесь открыт стол (хозяин — { $opener }): садись через /join (партию начинает хозяин стола через /start).
challenge-for-someone-else = Адресат этого вызова — { $opponent }; ответить на него может только адресат.
challenge-game-gone = В этом вызове указана игра, которую я больше не провожу.
challenge-declined = { $opponent } отклоняет вызов игрока { $challenger }.
challenge-none-to-cancel = В этом канале нет открытого вызова, который можно отозвать.
challenge-not-yours = Отозвать этот вызов может только тот, кто его бросил: { $challenger }.
challenge-withdrawn-from = { $challenger } отзывает вызов игроку { $opponent }.
challenge-withdrawn = { $challenger } отзывает вызов.
table-closed = { $opener } закрывает стол.

## Столы (Throne). $opener, $who и $invited — имена игроков; $seat — цвет места.
table-open = { $opener } открывает стол { $game } на { $size ->
        [one] { $size } место
        [few] { $size } места
        [many] { $size } мест
       *[other] { $size } места
    } ({ $terms }; стол ждёт игроков { $minutes ->
        [one] { $minutes } минуту
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    }).
table-invited = { $invited }, тебя приглашают.
table-seat = { $number }. { $seat }: { $who }
table-seat-open = { $number }. { $seat }: свободно
table-full-start = Стол заполнен; { $opener } может начать партию кнопкой «Начать» или через /start.
table-join-or-start = Садись кнопкой или через /join; { $opener } может начать партию кнопкой «Начать» или через /start.
table-join = Садись кнопкой или через /join; { $opener } сможет начать, когда сядут хотя бы { $min }.
table-joins = { $who } занимает место { $seat }.
table-leaves = { $who } встаёт из-за стола.
