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
host-time-running-low = { $movers }: время на этот ход в { $game } на исходе ({ $per_turn } на ход); срок — { $when }.

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
## Одна из игр: $title — её название, $name — имя, которое принимает /rules, $help — её команды (строка помощи игры).
help-hosted-game = - { $title } (`/rules game:{ $name }`): { $help }
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

## Ход партии ($who… — имена игроков; $seat и $other — места; $game — игра; $when — момент в UTC).
host-player = { $who }
host-player-seat = { $who } ({ $seat })
host-command = /{ $verb }
host-ratings = Рейтинги: { $changes }.
host-committed-first = Эта доска устарела: другое изменение сохранилось раньше. Посмотри текущую позицию через /board.
host-no-game-running = В этом канале нет идущей партии; начни её через /challenge opponent:<name>.
host-no-game-yet = В этом канале ещё не сыграно ни одной партии; начни её через /challenge opponent:<name>.
host-game-gone = Я больше не провожу эту игру.
host-game-running-there = Там уже идёт партия.
host-game-not-read-back = Не удалось прочитать новую партию; попробуй ещё раз.
host-button-unknown-game = Эта кнопка от партии, которой я не знаю.
host-button-other-channel = Эта кнопка от партии в другом канале.
host-verb-elsewhere = /{ $verb } — команда игры { $games }; в этом канале играют в { $game }.
host-verb-nowhere = /{ $verb } — не команда ни одной из моих игр; в этом канале играют в { $game }.

## Конец партии вне доски.
ending-no-draws = В { $game } ничьих нет: играй дальше или /resign.
ending-abort-event = Партию турнира нельзя прервать; вместо этого её завершает /resign.
ending-abort-too-late = Прерывать поздно: { $played ->
        [one] уже сыгран { $played } ход
        [few] уже сыграно { $played } хода
        [many] уже сыграно { $played } ходов
       *[other] уже сыграно { $played } хода
    }. Вместо этого партию завершает /resign.
ending-aborted-result = Прервана игроком { $who } до второго хода; без результата.
ending-aborted = { $who } прерывает партию до второго хода. Без результата.
ending-resigned-result = { $who } ({ $seat }) сдаётся; { $count ->
        [one] побеждает { $winners }
       *[other] побеждают { $winners }
    }.
ending-resigns = { $who } ({ $seat }) сдаётся. { $count ->
        [one] Партию выигрывает { $winners }
       *[other] Партию выигрывают { $winners }
    }.
ending-your-opponent = Твой соперник
ending-draw-already-offered = Ты уже предложил ничью; предложение в силе, пока соперник не ответит или не сделает ход.
ending-draw-offered-you = { $offerer } уже предлагает тебе ничью: /draw action:accept или /draw action:decline.
ending-ended-meanwhile = Эта партия тем временем закончилась.
ending-draw-offer = { $who } ({ $seat }) предлагает ничью. { $others }, прими через /draw action:accept или отклони через /draw action:decline; сделанный ход её отклоняет.
ending-no-draw-offer = Нет предложения ничьей, на которое можно ответить; предложи ничью через /draw action:offer.
ending-own-offer = Это твоё собственное предложение; ответить может только { $others }.
ending-draw-accepted = { $who } ({ $seat }) принимает ничью. Партия закончилась вничью.
ending-drawn-by-agreement = Ничья по соглашению.
ending-draw-declined = { $who } ({ $seat }) отклоняет ничью. Играем дальше.
ending-engines-alone-result = { $who } ({ $seat }) { $how ->
        [resigned] сдаётся
       *[timeout] не укладывается во время
    }; остались только места бота, поэтому партия на этом закончилась.
ending-engines-alone = Остались только места бота, поэтому партия заканчивается здесь: бот не играет дальше сам с собой.

## Часы.
clock-aborted = { $late } не сделал ход вовремя до второго хода: партия прервана, без результата.
clock-aborted-result = Прервана: { $late } не сделал ход вовремя до второго хода (в { $when }); без результата.
clock-at = (в { $when })
clock-timeout = У игрока { $loser } ({ $seat }) кончилось время. { $winner } ({ $other }) выигрывает партию.
clock-timeout-result = У игрока { $loser } ({ $seat }) кончилось время в { $when }; побеждает { $winner } ({ $other }).

## /history.
record-versus = { $first } против { $second }
record-header = { $game }: { $players }
record-attached = (вся запись — во вложении)
record-no-turns = Ещё не сыграно ни одного хода.
record-description = Запись партии в нотации.
record-page-line = Страница партии: { $url }

## /replay.
replay-no-such-game = На этом сервере нет партии { $id }; /history показывает партию этого канала.
replay-no-game-yet = В этом канале ещё не сыграно ни одной партии; начни её через /challenge.
replay-cannot = Запись этой партии нельзя воспроизвести; админ может проверить её через `gamehost verify`.
replay-of = Повтор партии { $id } ({ $game }: { $players }), { $turns ->
        [one] { $turns } ход
        [few] { $turns } хода
        [many] { $turns } ходов
       *[other] { $turns } хода
    }.
replay-alt = Анимация партии { $id } ({ $game }: { $players }), { $turns ->
        [one] { $turns } ход
        [few] { $turns } хода
        [many] { $turns } ходов
       *[other] { $turns } хода
    }.
replay-skipped = Показаны последние { $shown }; первые { $skipped } пропущены.

## Реванш.
rematch-still-running = Эта партия ещё идёт: сначала доиграй её.
rematch-no-opponent = В этой партии не было соперника.

## Вызовы, которые ждут или истекают.
challenge-table-open-here = У игрока { $opener } здесь открыт стол; присоединяйся через /join или подожди, пока он начнётся или закроется.
challenge-already-challenged = { $challenger } уже вызвал здесь игрока { $opponent }; сначала на этот вызов нужно ответить или отменить его.
challenge-open-here = У игрока { $challenger } здесь открыт вызов; сначала на него нужно ответить или отменить его.
challenge-table-expired = Стол { $game } игрока { $opener } закрыт: никто не начал игру вовремя. Открой новый через /challenge game:{ $name }.
challenge-expired-to = Вызов от { $challenger } игроку { $opponent } истёк без ответа. Брось вызов снова через /challenge.
challenge-expired = Вызов от { $challenger } истёк без ответа.
challenge-game-not-hosted = Эта игра здесь больше не проводится.
challenge-name-opponent = Укажи, кого вызываешь, например /challenge opponent:bob.

## Игра.
play-wrong-game = Это /{ $verb } для { $game }; в этом канале играют в { $playing }: используй /{ $verb } { $name }.
play-moved-on = Ход, который показывало то сообщение, уже сыгран; вот партия в нынешнем виде.
play-unknown-game = Я не знаю такой партии.
play-retired-button = Эта кнопка из старой версии бота: нажми «Играть» или введи /play.

## Подготовленные ходы.
staging-nothing-staged = У тебя ничего не подготовлено: подготовь ход через { $verbs } или сыграй сразу через /turn.
staging-staged-first = У тебя подготовлено: { $staged }. Сначала заверши это через /endturn или отмени через /undo.
staging-nothing = У тебя ничего не подготовлено.
staging-cleared = Твой подготовленный ход сброшен.
staging-old-preview = Этот предпросмотр устарел: твой подготовленный ход с тех пор изменился. Используй последний предпросмотр или /endturn.
staging-moved-on = Эта доска устарела: партия с тех пор продвинулась. Посмотри текущую позицию через /board.

## Выбор хода по шагам ($prompt, $so_far, $turn, $choices, $group и $first — слова игры).
choosing-chosen-since = Этот выбор устарел: ты с тех пор выбрал дальше. Используй последнее сообщение или /play.
choosing-no-such-choice = Варианта { $n } сейчас нет: выбери от 1 до { $count } (/play их перечисляет).
choosing-not-a-choice = Сейчас это не один из вариантов: /play их показывает.
choosing-incomplete = Твой ход ещё не завершён: { $prompt }
choosing-nothing-chosen = Ты ещё ничего не выбрал.
choosing-step = { $game } · { $prompt }
choosing-so-far = Пока выбрано: { $so_far }.
choosing-complete = Готово: «{ $button }» играет { $turn }.
choosing-choices = Варианты (/choose N): { $choices }.
choosing-menu = Выбери…
choosing-menu-group = { $group }…
choosing-menu-run = { $number }. { $first }…

## Веб-страница места.
seat-behind = Эта страница устарела: ты тем временем выбрал в другом окне, теперь она показывает твой выбор.
seat-stale = Эта страница устарела: партия продвинулась, теперь она показывает её в нынешнем виде.
seat-fault = Что-то пошло не так на моей стороне, ничего не изменилось.
seat-draw-failed = Сейчас не получилось нарисовать доску.
seat-not-done = Это не было сделано.

# An engine seat's name in a game ($level is its level, $n its number among the game's engine seats).
engine-name = { $n ->
    [1] Бот (уровень { $level })
   *[other] Бот { $n } (уровень { $level })
}

# A game's button pressed in a direct message (a turn alert's): what
# everyone sees was posted in the game's channel ($channel, a link).
host-shown-in-channel = Готово: это видно в { $channel }.
host-told-from-channel = В { $channel } (будет показано там при следующей команде):

# A challenge to a person in a direct message with the bot (no one else
# there could accept it).
challenge-direct-message = Здесь с тобой может сыграть только бот: выбери его соперником или вызывай людей на сервере.

# A table opened in a direct message with the bot that needs other people
# ($bots: the seats besides the opener's, which bots could take).
table-direct-message = Здесь с тобой может сыграть только бот: отдай ему остальные места через bots:{ $bots } или открой стол на сервере.
