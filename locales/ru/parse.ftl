# Русский (ru). Glossary: command = команда, option = опция, value = значение, side = сторона, turn time = время на ход, level = уровень, table = стол, seat = место, event = турнир, round = тур, button = кнопка, menu = меню; имена опций и вводимые значения (players:, rated:true, state:on, format:tables) не переводятся
# Неверно набранная команда: что принимает каждая опция. $value — то, что
# набрали (в сокращении); списки значений ($games, $sides, $times, $formats,
# $others) соединены через «или» по правилам языка; $game — название игры.

## /challenge, /replay, /draw, /rules, /archive и остальные.
parse-not-a-game = `game:{ $value }` — такой игры у меня пока нет: используй { $games }.
parse-unknown-member = Я не знаю, кто такой `{ $value }`: укажи участника этого канала.
parse-no-such-command = Команды `/{ $value }` нет. Набери /help, чтобы увидеть список.
## $verb — команда; $options — её опции в том виде, как их набирают.
parse-no-such-option = У `/{ $verb }` нет опции `{ $value }`; есть такие опции: { $options }.
parse-no-options = У `/{ $verb }` нет опции `{ $value }`; опций у этой команды нет.
parse-needs-opponent = Для `/challenge` нужен `opponent:`, например /challenge opponent:bob.
parse-players-not-a-table = `players:` — для игр за столом; { $game } — игра для двоих.
## $min и $max — числа игроков.
parse-not-a-table-size = `players:{ $value }` — не число игроков за столом: укажи от { $min } до { $max }.
parse-no-side-to-choose = `side:{ $value }`: в игре { $game } места занимают по порядку присоединения, поэтому выбрать сторону нельзя.
parse-not-a-side = `side:{ $value }` — не сторона: используй { $sides }.
parse-not-a-turn-time = `time:{ $value }` — не время на ход: используй { $times }.
parse-not-a-rated-answer = `rated:{ $value }` — не ответ: используй rated:true или rated:false.
parse-not-a-level = `level:{ $value }` — не уровень: используй от 1 (быстрый, слабый) до 5 (сильнейший).
parse-bots-not-a-table = `bots:` — для игр за столом; в игре { $game } вызови самого бота, например /challenge opponent:engine.
## $max — число мест.
parse-not-bot-seats = `bots:{ $value }` — не число мест для бота: используй от 1 до { $max }.
parse-not-a-game-number = `game:{ $value }` — не номер партии: используй номер, который показывает /history, например game:12.
parse-not-a-draw-action = `action:{ $value }` — не действие с ничьей: используй offer, accept или decline.
## $first — название игры, как его набирают (masters); $others — названия остальных игр.
parse-not-a-piece = `piece:{ $value }` — не фигура ни одной из здешних игр: фигуры игры перечисляет `/rules game:{ $first }` (или { $others }).
## $verb — команда (/archive, /anonymous).
parse-not-on-or-off = `state:{ $value }` — это ни on, ни off: используй { $verb } state:on или state:off.

## Набранная строка (консоль), /choose и /press.
## $max — число символов.
parse-too-long = Эта команда слишком длинная (больше { $max } { $max ->
    [one] символа
   *[other] символов
}).
parse-empty = Набери команду, например /help.
parse-no-slash = Команды начинаются с `/`, например /help; а `{ $value }` — нет.
parse-choose-not-a-number = `/choose { $value }`: укажи номер варианта, например /choose 2 (/play их перечисляет), или id меню и значение.
parse-choose-needs = Для `/choose` нужен номер варианта, например /choose 2 (/play их перечисляет), или id меню и значение, например /choose g:1:0:cs:p:0:~0 e9.
parse-not-my-menu = Это меню не моё.
parse-press-needs = Для `/press` нужен id кнопки, например /press g:1:4:endturn.
parse-press-one = `/press` принимает один id кнопки и больше ничего, например /press g:1:4:endturn.
parse-not-my-button = Эта кнопка не моя.
parse-not-an-option = `{ $value }` — не опция: пиши в виде name:value, например from:E2.
parse-option-twice = Опция `{ $value }` указана дважды.

## /tournament.
event-needs-action = Для `/tournament` нужен `action:` (create, join, leave, start, standings, withdraw, pause, resume или end), например /tournament action:standings.
event-withdraw-needs-player = Укажи, кого снять, например /tournament action:withdraw player:bob.
event-not-an-action = `action:{ $value }` — не действие турнира: используй create, join, leave, start, standings, withdraw, pause, resume или end.
event-not-a-format = `format:{ $value }` — не формат: используй { $formats }.
event-tables-only = В { $game } играют за столами до четырёх человек: турниры по этой игре идут в format:tables.
event-tables-not-for-two = format:tables — для игр больше чем на двоих; { $game } — игра для двоих: используй swiss, roundrobin, double, knockout или arena.
## $max — число туров.
event-not-rounds = `rounds:{ $value }` — не число туров: используй от 1 до { $max }.
event-rounds-not-here = `rounds:` — для швейцарских турниров и турниров за столами; в остальных форматах число туров определяется само.
event-needs-clock = Партиям турнира нужны часы (неявка — поражение по времени): укажи время, например time:1d.
event-not-starts = `starts:{ $value }` — не время до старта: используй минуты, часы или дни, например starts:30m или starts:2d.
event-length-not-here = `length:` — для арен: сколько времени составляются новые пары.
event-not-length = `length:{ $value }` — не длительность: используй минуты, часы или дни, например length:1h.
event-draws-not-here = `draws:` — для турниров на выбывание: как решается ничья.
event-not-draw-rule = `draws:{ $value }` — не правило для ничьих: используй replay (партию переигрывают со сменой мест) или seed (проходит тот, кто выше посеян).
