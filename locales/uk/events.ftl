# Українська (uk). Glossary: event = турнір, round = тур, board = дошка (одна партія туру), bye = пропуск туру (bye), organiser = організатор, standings = турнірна таблиця, tie-breaks = додаткові показники (Бухгольц, Зоннеборн — Бергер), arena = арена, pairing = жеребкування (пара), leaderboard = рейтинг-лист, rating = рейтинг, table = стіл, seat = місце, archive = архів
# Турніри, столи, рейтинг-листи, архів і те, що кажуть самі інтерфейси.

## Що за турнір. $game — назва гри, $span — проміжок часу.
tournament-rounds = { $n ->
    [0] кількість турів за кількістю гравців
    [one] { $n } тур
    [few] { $n } тури
    [many] { $n } турів
   *[other] { $n } туру
}
tournament-about-swiss = турнір за швейцарською системою: { $game } ({ $rounds }, { $span } на хід)
tournament-about-round-robin = коловий турнір: { $game } ({ $span } на хід)
tournament-about-double-round-robin = двоколовий турнір: { $game } ({ $span } на хід)
tournament-about-knockout-replay = турнір на вибування: { $game } ({ $span } на хід; нічию переграють зі зміною місць)
tournament-about-knockout-seed = турнір на вибування: { $game } ({ $span } на хід; за нічиєї проходить той, хто вище посіяний)
tournament-about-arena = арена: { $game } (пари підбираються { $length }, { $span } на хід)
tournament-about-tables = турнір за столами: { $game } ({ $rounds }, потім фінальний стіл, { $span } на хід)

## /tournament.
tournament-players = { $n ->
    [one] { $n } гравець
    [few] { $n } гравці
    [many] { $n } гравців
   *[other] { $n } гравця
}
tournament-no-event = У цьому каналі немає турніру; організатор створює його командою /tournament action:create.
tournament-organiser-only = Це може лише організатор турніру (хто його створив або хто керує сервером).
tournament-you-not-joined = Ти не береш участі в цьому турнірі.
tournament-left = { $who } виходить із турніру ({ $players }).
tournament-started-by = { $who } запускає турнір.
tournament-not-in = { $who } не бере участі в цьому турнірі.
tournament-unentered = { $who } більше не заявлений на турнір.
tournament-withdrew = { $organiser } знімає { $who } з турніру: нових пар не буде.
tournament-withdrew-playing = { $organiser } знімає { $who } з турніру: нових пар не буде; поточна партія догравається.
tournament-paused = Турнір на паузі: поточні партії тривають, а новий тур не почнеться до /tournament action:resume.
tournament-running-again = Турнір знову триває.
tournament-over-already = Турнір уже закінчився.
tournament-ended-by = { $who } завершує турнір; ця таблиця остаточна (незакінчені партії більше не враховуються).
tournament-over-see-standings = Турнір закінчився: /tournament action:standings покаже підсумкову таблицю.
tournament-busy = У цьому каналі вже є турнір ({ $about }); він має закінчитися, перш ніж тут створять новий.
tournament-game-gone = Ця гра тут більше недоступна.
tournament-created = { $who } створює турнір — { $about }. Долучайся через /tournament action:join;
tournament-starts-in = Він почнеться сам через { $span } (або коли { $who } запустить його через /tournament action:start).
tournament-starts-by = { $who } запускає його через /tournament action:start.
tournament-enter-yourself = Заявляти інших може лише організатор; заявися сам через /tournament action:join.
tournament-level-for-bot = `level:` потрібен, щоб заявити бота, наприклад /tournament action:join player:engine level:1.
tournament-joined-already = { $who } уже заявлений.
tournament-joined = { $who } долучається до турніру ({ $players }).
tournament-changed = Турнір змінився в ту саму мить; нічого не зроблено. Спробуй ще раз.

## Що відхиляє жеребкування.
tournament-refused-join-after-start = Турнір почався: долучитися вже не можна.
tournament-refused-already-joined = Ти вже заявлений.
tournament-refused-leave-after-start = Турнір почався: попроси організатора зняти тебе.
tournament-refused-not-joined = Ти не заявлений.
tournament-refused-already-started = Турнір уже почався.
tournament-refused-too-few = Для старту заявилося замало гравців.
tournament-refused-not-a-player = Цей гравець не бере участі в турнірі.
tournament-refused-not-running = Поставити на паузу можна лише турнір, що триває.
tournament-refused-not-paused = Турнір не на паузі.
tournament-refused-not-its-game = Ця партія не з турніру.
tournament-refused-result-in = Результат цієї партії вже внесено.

## Партії туру.
tournament-name = { $who }
tournament-versus = { $first } — { $second }
tournament-seated = { $who } ({ $seat })
tournament-round = Тур { $round }: { $games }. Кожна партія відкривається у власному каналі.
tournament-round-byes = Тур { $round }: { $games }; пропускає тур: { $byes }. Кожна партія відкривається у власному каналі.
tournament-new-games = Нові партії: { $games }. Кожна партія відкривається у власному каналі.
tournament-new-games-byes = Нові партії: { $games }; без пари: { $byes }. Кожна партія відкривається у власному каналі.

## Партія турніру отримує свій канал.
tournament-board-name = { $game } · Т{ $round } Д{ $board } · { $players }
tournament-board-heading = Турнірна партія: тур { $round }, дошка { $board } — { $players }.
tournament-board-placed = Тур { $round }, дошка { $board }: { $players } — у { $place }.
tournament-this-channel = цьому каналі
tournament-gone = Цього турніру більше немає.
tournament-unreadable = Не вдалося знову прочитати турнірну партію.
tournament-placed-already = Ця партія вже має своє місце.
tournament-over-final = Турнір закінчився. Підсумкова таблиця:

## Партія турніру закінчилася.
tournament-result-not-counted = Турнір, до якого належала ця партія, закінчився; її результат там не враховується.
tournament-last-game = Це була остання партія турніру: він закінчився, а підсумкова таблиця йде в канал турніру (там /tournament action:standings).
tournament-goes-on = Турнір триває.
tournament-round-complete = Тур { $round } турніру завершено.
tournament-paused-next = Турнір на паузі: наступний тур почнеться, коли організатор його відновить.
tournament-arena-goes-on = Турнір триває: тобі підберуть нову пару, щойно звільниться хтось зі схожим рахунком.
tournament-round-waits = Тур { $round } турніру чекає, поки закінчиться ще { $left ->
    [one] { $left } партія
    [few] { $left } партії
    [many] { $left } партій
   *[other] { $left } партії
}.

## Що годинник робить із турнірами.
tournament-has-started = Турнір почався.
tournament-could-not-start = Турнір не зміг початися вчасно: заявилося { $joined }, а потрібно { $least }. Його закрито; організатор може створити новий.
tournament-arena-time-up = Час арени вийшов: нових пар не буде, і вона закінчиться, коли дограють поточні партії.

## Турнірна таблиця.
tournament-format-swiss = швейцарка
tournament-format-round-robin = коловий
tournament-format-double-round-robin = двоколовий
tournament-format-knockout = на вибування
tournament-format-arena = арена
tournament-format-tables = столи
tournament-status-open = набір, заявилося: { $count }
tournament-status-final = підсумкова таблиця
tournament-status-round = тур { $round }
tournament-status-round-of = тур { $round } з { $rounds }
tournament-status-round-of-final = тур { $round } з { $rounds } і фінал
tournament-status-paused = пауза: { $round }
tournament-status-arena = арена триває
tournament-standings-title = { $game } { $format } · { $status }
tournament-standings-head = Таблиця — { $about } — { $status }:
tournament-standings-nobody = Поки ніхто не долучився: /tournament action:join.
tournament-standings-row = { $rank }. { $who } — { $points } { $n ->
    [one] оч.
    [few] оч.
    [many] оч.
   *[other] оч.
}
tournament-standings-row-half = { $rank }. { $who } — { $points } оч.
tournament-standings-tie-breaks = (Бухгольц { $bh }, ЗБ { $sb })
tournament-standings-more = …і ще { $n } (на картинці всі).
tournament-withdrawn = { $who } (знятий)
tournament-withdrawn-mark = (знятий)

## Клітинки результатів: П3 перемога над 3-м місцем, Н3 нічия, Пр3 поразка.
tournament-cell-won = П{ $rank }
tournament-cell-drew = Н{ $rank }
tournament-cell-lost = Пр{ $rank }
tournament-cell-bye = пропуск
tournament-column-round = Т{ $n }
tournament-column-game = Г{ $n }

## Картинка таблиці.
tournament-picture-points = Очки
tournament-picture-nobody = Поки нікого
tournament-legend-bh = Бх Бухгольц
tournament-legend-sb = ЗБ Зоннеборн — Бергер
tournament-legend-won = П3 перемога над № 3
tournament-legend-drew = Н нічия
tournament-legend-lost = Пр поразка
tournament-legend-place = 2/4 друге місце з чотирьох за столом
tournament-legend-playing = …3 триває
tournament-legend-playing-table = … триває
tournament-alt-head = Турнірна таблиця, { $title }.
tournament-alt-nobody = Поки ніхто не долучився.
tournament-alt-row = { $rank }. { $who }, { $points } { $n ->
    [one] очко
    [few] очки
    [many] очок
   *[other] очка
}
tournament-alt-row-half = { $rank }. { $who }, { $points } очка
tournament-alt-tie-breaks = , Бухгольц { $bh }, Зоннеборн — Бергер { $sb }
tournament-alt-results = , результати { $results }

## /leaderboard і /profile.
leaderboard-nobody = На цьому сервері ще ні в кого немає рейтингу в { $game }: спершу дограй рейтингову партію (виклики рейтингові, якщо не вказано rated:false).
leaderboard-head = Рейтинг-лист { $game } (? = попередній):
leaderboard-row = { $place }. { $who } { $rating } ({ $games ->
    [one] { $games } партія
    [few] { $games } партії
    [many] { $games } партій
   *[other] { $games } партії
}: { $wins }–{ $losses }–{ $draws })
leaderboard-you = Ти: { $rank } з { $count }, рейтинг { $rating }.
leaderboard-you-unrated = У тебе поки немає рейтингових партій у { $game } на цьому сервері.
leaderboard-profile-head = { $who } на цьому сервері:
leaderboard-profile-game = { $game }: { $rating } · перемог { $wins }, поразок { $losses }, нічиїх { $draws }
leaderboard-profile-none = Рейтингових партій поки немає.
leaderboard-streak-win = Поточна серія: { $n ->
    [one] { $n } перемога
    [few] { $n } перемоги
    [many] { $n } перемог
   *[other] { $n } перемоги
}.
leaderboard-streak-loss = Поточна серія: { $n ->
    [one] { $n } поразка
    [few] { $n } поразки
    [many] { $n } поразок
   *[other] { $n } поразки
}.
leaderboard-streak-draw = Поточна серія: { $n ->
    [one] { $n } нічия
    [few] { $n } нічиї
    [many] { $n } нічиїх
   *[other] { $n } нічиєї
}.
leaderboard-last-games = Останні партії:
leaderboard-last-game = партія { $id } · { $game } · { $outcome } · { $before } → { $after }
leaderboard-outcome-win = перемога
leaderboard-outcome-loss = поразка
leaderboard-outcome-draw = нічия

## /archive і /anonymous.
archive-managers-only = Публікувати партії сервера у вебі може лише той, хто керує сервером.
archive-on = Партії цього сервера тепер у вебі: { $link }. Кожен може приховати своє ім’я через /anonymous state:on.
archive-on-later = Партії цього сервера з’являться у вебі, щойно бот почне віддавати свої сторінки (web.public_url). Кожен може приховати своє ім’я через /anonymous state:on.
archive-off = Партії цього сервера більше не публікуються у вебі; сторінка кожної партії, як і раніше, відкривається за своїм посиланням.
archive-anonymous-on = Відтепер у веб-архівах тебе показано як «анонім».
archive-anonymous-off = У веб-архівах знову показано твоє ім’я.

## Столи (Throne): що відхиляється.
table-own-table = Ти вже сидиш за своїм столом: запроси когось іншого або прибери opponent:.
table-level-without-bot = `level:` задає силу бота: посади його через bots:1 (або opponent: бот) чи прибери level:.
table-channel-busy = У цьому каналі вже йде партія: дивись її через /board або відкрий стіл в іншому каналі.
table-too-many-bots = За столом на { $size } окрім тебе вміщується не більше { $most } ботів: зменш bots: або збільш players:.
table-game-running = У цьому каналі вже йде партія.
table-no-longer-open = Цей стіл уже закритий.
table-none-here = У цьому каналі немає відкритого столу; відкрий його через /challenge game:throne.
table-two-players = Відкритий виклик тут на двох: відповідай через /accept або /decline.
table-game-gone = Цей стіл для гри, якої в мене більше немає.
table-sitting-already = Ти вже сидиш за цим столом.
table-full = Цей стіл заповнений (місць: { $seats }); { $opener } може почати гру.
table-game-started = Гра за цим столом почалася: щоб вийти, /resign.
table-opener-cancels = Цей стіл відкрив ти: закрий його через /cancel.
table-not-sitting = Ти не сидиш за цим столом.
table-opener-starts = Почати може лише { $opener } (хто відкрив стіл).
table-too-few = До початку за столом має сидіти щонайменше { $min } гравців; { $now ->
    [one] зараз сидить лише { $now }
    [few] зараз сидять { $now }
    [many] зараз сидять { $now }
   *[other] зараз сидять { $now }
}.

## Що каже сам інтерфейс Discord.
discord-unknown-command = Команди /{ $command } більше немає; набери /help, щоб побачити мої теперішні команди.
discord-not-my-button = Ця кнопка не моя.
discord-out-of-date = Ця команда /{ $command } застаріла: набери її знову.
discord-out-of-date-games = Ця команда /{ $command } застаріла: набери /{ $command } знову й вибери гру ({ $games }).
discord-bot-opponent = { $who } — бот, а з ботів тут граю лише я: виклич мене або людину з цього каналу.
discord-thread-name = { $game } · { $players }
discord-accepted-in-thread = { $who } приймає виклик: партія йде в { $thread }.

## Що каже сама консоль: рядки, які не є командами.
console-usage = пиши `#канал гравець /команда`, наприклад `#lobby alice /help`
console-greeting = консоль gamehost: набирай `#канал гравець /команда`, наприклад `#lobby alice /help`. Вихід — Ctrl-D.
console-channel-empty = назва каналу не може бути порожньою
console-user-empty = ім’я гравця не може бути порожнім
console-channel-hidden = у назві каналу не може бути керівних, невидимих або таких, що змінюють напрям тексту, символів
console-user-hidden = в імені гравця не може бути керівних, невидимих або таких, що змінюють напрям тексту, символів
console-not-a-channel = `{ $channel }` — не канал: канали починаються з #, наприклад #lobby
console-name-too-long = назви каналів та імена гравців — не довші за { $most } символів
console-not-utf8 = цей рядок — не текст в UTF-8; набирай команди на кшталт `#lobby alice /help`
console-engine-name = `{ $user }` — ім’я бота в консолі (виклич його через /challenge opponent:engine); пиши від імені когось іншого
console-nothing-to-do = порожній рядок або коментар: робити нічого
