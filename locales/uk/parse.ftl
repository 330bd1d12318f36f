# Українська (uk). Glossary: command = команда, option = опція, value = значення, side = сторона, turn time = час на хід, level = рівень, table = стіл, seat = місце, event = турнір, round = тур, button = кнопка, menu = меню; назви опцій і значення, які вводять (players:, rated:true, state:on, format:tables), не перекладаються
# Неправильно набрана команда: що приймає кожна опція. $value — те, що
# набрали (скорочено); списки значень ($games, $sides, $times, $formats,
# $others) з’єднано через «або» за правилами мови; $game — назва гри.

## /challenge, /replay, /draw, /rules, /archive та інші.
parse-not-a-game = `game:{ $value }` — такої гри в мене поки немає: використай { $games }.
parse-unknown-member = Я не знаю, хто такий `{ $value }`: вкажи учасника цього каналу.
parse-no-such-command = Команди `/{ $value }` немає. Набери /help, щоб побачити список.
## $verb — команда; $options — її опції в тому вигляді, як їх набирають.
parse-no-such-option = `/{ $verb }` не має опції `{ $value }`; є такі опції: { $options }.
parse-no-options = `/{ $verb }` не має опції `{ $value }`; опцій ця команда не має.
parse-needs-opponent = `/challenge` потребує `opponent:`, наприклад /challenge opponent:bob.
parse-players-not-a-table = `players:` — для ігор за столом; { $game } — гра для двох.
## $min і $max — кількість гравців.
parse-not-a-table-size = `players:{ $value }` — не кількість гравців за столом: вкажи від { $min } до { $max }.
parse-no-side-to-choose = `side:{ $value }`: у грі { $game } місця займають за порядком приєднання, тож вибрати сторону не можна.
parse-not-a-side = `side:{ $value }` — не сторона: використай { $sides }.
parse-not-a-turn-time = `time:{ $value }` — не час на хід: використай { $times }.
parse-not-a-rated-answer = `rated:{ $value }` — не відповідь: використай rated:true або rated:false.
parse-not-a-level = `level:{ $value }` — не рівень: використай від 1 (швидкий, слабкий) до 5 (найсильніший).
parse-bots-not-a-table = `bots:` — для ігор за столом; у грі { $game } виклич самого бота, наприклад /challenge opponent:engine.
## $max — кількість місць.
parse-not-bot-seats = `bots:{ $value }` — не кількість місць для бота: використай від 1 до { $max }.
parse-not-a-game-number = `game:{ $value }` — не номер партії: використай номер, який показує /history, наприклад game:12.
parse-not-a-draw-action = `action:{ $value }` — не дія з нічиєю: використай offer, accept або decline.
## $first — назва гри, як її набирають (masters); $others — назви інших ігор.
parse-not-a-piece = `piece:{ $value }` — не фігура жодної з тутешніх ігор: фігури гри перелічує `/rules game:{ $first }` (або { $others }).
## $verb — команда (/archive, /anonymous).
parse-not-on-or-off = `state:{ $value }` — це ні on, ні off: використай { $verb } state:on або state:off.

## Набраний рядок (консоль), /choose і /press.
## $max — кількість символів.
parse-too-long = Ця команда задовга (понад { $max } { $max ->
    [one] символ
    [few] символи
    [many] символів
   *[other] символу
}).
parse-empty = Набери команду, наприклад /help.
parse-no-slash = Команди починаються з `/`, наприклад /help; а `{ $value }` — ні.
parse-choose-not-a-number = `/choose { $value }`: вкажи номер варіанта, наприклад /choose 2 (/play їх перелічує), або id меню і значення.
parse-choose-needs = `/choose` потребує номера варіанта, наприклад /choose 2 (/play їх перелічує), або id меню і значення, наприклад /choose g:1:0:cs:p:0:~0 e9.
parse-not-my-menu = Це меню не моє.
parse-press-needs = `/press` потребує id кнопки, наприклад /press g:1:4:endturn.
parse-press-one = `/press` приймає один id кнопки і більше нічого, наприклад /press g:1:4:endturn.
parse-not-my-button = Ця кнопка не моя.
parse-not-an-option = `{ $value }` — не опція: пиши у вигляді name:value, наприклад from:E2.
parse-option-twice = Опцію `{ $value }` вказано двічі.

## /tournament.
event-needs-action = `/tournament` потребує `action:` (create, join, leave, start, standings, withdraw, pause, resume або end), наприклад /tournament action:standings.
event-withdraw-needs-player = Вкажи, кого зняти, наприклад /tournament action:withdraw player:bob.
event-not-an-action = `action:{ $value }` — не дія турніру: використай create, join, leave, start, standings, withdraw, pause, resume або end.
event-not-a-format = `format:{ $value }` — не формат: використай { $formats }.
event-tables-only = У { $game } грають за столами до чотирьох людей: турніри з цієї гри йдуть у format:tables.
event-tables-not-for-two = format:tables — для ігор більш ніж на двох; { $game } — гра для двох: використай swiss, roundrobin, double, knockout або arena.
## $max — кількість турів.
event-not-rounds = `rounds:{ $value }` — не кількість турів: використай від 1 до { $max }.
event-rounds-not-here = `rounds:` — для швейцарських турнірів і турнірів за столами; в інших форматах кількість турів визначається сама.
event-needs-clock = Партіям турніру потрібен годинник (неявка — поразка за часом): вкажи час, наприклад time:1d.
event-not-starts = `starts:{ $value }` — не час до старту: використай хвилини, години або дні, наприклад starts:30m або starts:2d.
event-length-not-here = `length:` — для арен: скільки часу складаються нові пари.
event-not-length = `length:{ $value }` — не тривалість: використай хвилини, години або дні, наприклад length:1h.
event-draws-not-here = `draws:` — для турнірів на вибування: як вирішується нічия.
event-not-draw-rule = `draws:{ $value }` — не правило для нічиїх: використай replay (партію переграють зі зміною місць) або seed (проходить той, хто вище посіяний).
