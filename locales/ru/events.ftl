# Русский (ru). Glossary: event = турнир, round = тур, board = доска (одна партия тура), bye = пропуск тура (bye), organiser = организатор, standings = турнирная таблица, tie-breaks = дополнительные показатели (Бухгольц, Зоннеборн — Бергер), arena = арена, pairing = жеребьёвка (пара), leaderboard = рейтинг-лист, rating = рейтинг, table = стол, seat = место, archive = архив
# Турниры, столы, рейтинг-листы, архив и то, что говорят сами интерфейсы.

## Что за турнир. $game — название игры, $span — отрезок времени.
tournament-rounds = { $n ->
    [0] число туров по числу игроков
    [one] { $n } тур
    [few] { $n } тура
    [many] { $n } туров
   *[other] { $n } тура
}
tournament-about-swiss = турнир по швейцарской системе: { $game } ({ $rounds }, { $span } на ход)
tournament-about-round-robin = круговой турнир: { $game } ({ $span } на ход)
tournament-about-double-round-robin = двухкруговой турнир: { $game } ({ $span } на ход)
tournament-about-knockout-replay = турнир на выбывание: { $game } ({ $span } на ход; ничья переигрывается со сменой мест)
tournament-about-knockout-seed = турнир на выбывание: { $game } ({ $span } на ход; при ничьей проходит тот, кто выше посеян)
tournament-about-arena = арена: { $game } (пары подбираются { $length }, { $span } на ход)
tournament-about-tables = турнир за столами: { $game } ({ $rounds }, потом финальный стол, { $span } на ход)

## /tournament.
tournament-players = { $n ->
    [one] { $n } игрок
    [few] { $n } игрока
    [many] { $n } игроков
   *[other] { $n } игрока
}
tournament-no-event = В этом канале нет турнира; организатор создаёт его командой /tournament action:create.
tournament-organiser-only = Это может только организатор турнира (кто его создал или кто управляет сервером).
tournament-you-not-joined = Ты не участвуешь в этом турнире.
tournament-left = { $who } выходит из турнира ({ $players }).
tournament-started-by = { $who } запускает турнир.
tournament-not-in = { $who } не участвует в этом турнире.
tournament-unentered = { $who } больше не заявлен на турнир.
tournament-withdrew = { $organiser } снимает { $who } с турнира: новых пар не будет.
tournament-withdrew-playing = { $organiser } снимает { $who } с турнира: новых пар не будет; текущая партия доигрывается.
tournament-paused = Турнир на паузе: текущие партии продолжаются, а новый тур не начнётся до /tournament action:resume.
tournament-running-again = Турнир снова идёт.
tournament-over-already = Турнир уже закончился.
tournament-ended-by = { $who } завершает турнир; эта таблица окончательная (незаконченные партии больше не считаются).
tournament-over-see-standings = Турнир закончился: /tournament action:standings покажет итоговую таблицу.
tournament-busy = В этом канале уже есть турнир ({ $about }); он должен закончиться, прежде чем здесь создадут новый.
tournament-game-gone = Эта игра здесь больше недоступна.
tournament-created = { $who } создаёт турнир — { $about }. Вступай через /tournament action:join;
tournament-starts-in = Он начнётся сам через { $span } (или когда { $who } запустит его через /tournament action:start).
tournament-starts-by = { $who } запускает его через /tournament action:start.
tournament-enter-yourself = Заявлять других может только организатор; заявись сам через /tournament action:join.
tournament-level-for-bot = `level:` нужен, чтобы заявить бота, например /tournament action:join player:engine level:1.
tournament-joined-already = { $who } уже заявлен.
tournament-joined = { $who } вступает в турнир ({ $players }).
tournament-changed = Турнир изменился в тот же момент; ничего не сделано. Попробуй ещё раз.

## Что отклоняет жеребьёвка.
tournament-refused-join-after-start = Турнир начался: вступить уже нельзя.
tournament-refused-already-joined = Ты уже заявлен.
tournament-refused-leave-after-start = Турнир начался: попроси организатора снять тебя.
tournament-refused-not-joined = Ты не заявлен.
tournament-refused-already-started = Турнир уже начался.
tournament-refused-too-few = Для старта заявилось слишком мало игроков.
tournament-refused-not-a-player = Этот игрок не участвует в турнире.
tournament-refused-not-running = Поставить на паузу можно только идущий турнир.
tournament-refused-not-paused = Турнир не на паузе.
tournament-refused-not-its-game = Эта партия не из турнира.
tournament-refused-result-in = Результат этой партии уже внесён.

## Партии тура.
tournament-name = { $who }
tournament-versus = { $first } — { $second }
tournament-seated = { $who } ({ $seat })
tournament-round = Тур { $round }: { $games }. Каждая партия открывается в своём канале.
tournament-round-byes = Тур { $round }: { $games }; пропускает тур: { $byes }. Каждая партия открывается в своём канале.
tournament-new-games = Новые партии: { $games }. Каждая партия открывается в своём канале.
tournament-new-games-byes = Новые партии: { $games }; без пары: { $byes }. Каждая партия открывается в своём канале.

## Партия турнира получает свой канал.
tournament-board-name = { $game } · Т{ $round } Д{ $board } · { $players }
tournament-board-heading = Турнирная партия: тур { $round }, доска { $board } — { $players }.
tournament-board-placed = Тур { $round }, доска { $board }: { $players } — в { $place }.
tournament-this-channel = этом канале
tournament-gone = Этого турнира больше нет.
tournament-unreadable = Не удалось заново прочитать турнирную партию.
tournament-placed-already = У этой партии уже есть место.
tournament-over-final = Турнир закончился. Итоговая таблица:

## Партия турнира закончилась.
tournament-result-not-counted = Турнир, к которому относилась эта партия, закончился; её результат там не считается.
tournament-last-game = Это была последняя партия турнира: он закончился, а итоговая таблица уходит в канал турнира (там /tournament action:standings).
tournament-goes-on = Турнир продолжается.
tournament-round-complete = Тур { $round } турнира завершён.
tournament-paused-next = Турнир на паузе: следующий тур начнётся, когда организатор его возобновит.
tournament-arena-goes-on = Турнир продолжается: тебе подберут новую пару, как только освободится кто-то с похожим счётом.
tournament-round-waits = Тур { $round } турнира ждёт, пока закончится ещё { $left ->
    [one] { $left } партия
    [few] { $left } партии
    [many] { $left } партий
   *[other] { $left } партии
}.

## Что часы делают с турнирами.
tournament-has-started = Турнир начался.
tournament-could-not-start = Турнир не смог начаться вовремя: заявилось { $joined }, а нужно { $least }. Он закрыт; организатор может создать новый.
tournament-arena-time-up = Время арены вышло: новых пар не будет, и она закончится, когда доиграют текущие партии.

## Турнирная таблица.
tournament-format-swiss = швейцарка
tournament-format-round-robin = круговой
tournament-format-double-round-robin = двухкруговой
tournament-format-knockout = на выбывание
tournament-format-arena = арена
tournament-format-tables = столы
tournament-status-open = набор, заявилось: { $count }
tournament-status-final = итоговая таблица
tournament-status-round = тур { $round }
tournament-status-round-of = тур { $round } из { $rounds }
tournament-status-round-of-final = тур { $round } из { $rounds } и финал
tournament-status-paused = пауза: { $round }
tournament-status-arena = арена идёт
tournament-standings-title = { $game } { $format } · { $status }
tournament-standings-head = Таблица — { $about } — { $status }:
tournament-standings-nobody = Пока никто не вступил: /tournament action:join.
tournament-standings-row = { $rank }. { $who } — { $points } { $n ->
    [one] оч.
    [few] оч.
    [many] оч.
   *[other] оч.
}
tournament-standings-row-half = { $rank }. { $who } — { $points } оч.
tournament-standings-tie-breaks = (Бухгольц { $bh }, ЗБ { $sb })
tournament-standings-more = …и ещё { $n } (на картинке все).
tournament-withdrawn = { $who } (снят)
tournament-withdrawn-mark = (снят)

## Клетки результатов: В3 победа над 3-м местом, Н3 ничья, П3 поражение.
tournament-cell-won = В{ $rank }
tournament-cell-drew = Н{ $rank }
tournament-cell-lost = П{ $rank }
tournament-cell-bye = пропуск
tournament-column-round = Т{ $n }
tournament-column-game = И{ $n }

## Картинка таблицы.
tournament-picture-points = Очки
tournament-picture-nobody = Пока никого
tournament-legend-bh = Бх Бухгольц
tournament-legend-sb = ЗБ Зоннеборн — Бергер
tournament-legend-won = В3 победа над № 3
tournament-legend-drew = Н ничья
tournament-legend-lost = П поражение
tournament-legend-place = 2/4 второе место из четырёх за столом
tournament-legend-playing = …3 идёт
tournament-legend-playing-table = … идёт
tournament-alt-head = Турнирная таблица, { $title }.
tournament-alt-nobody = Пока никто не вступил.
tournament-alt-row = { $rank }. { $who }, { $points } { $n ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
}
tournament-alt-row-half = { $rank }. { $who }, { $points } очка
tournament-alt-tie-breaks = , Бухгольц { $bh }, Зоннеборн — Бергер { $sb }
tournament-alt-results = , результаты { $results }

## /leaderboard и /profile.
leaderboard-nobody = На этом сервере ещё ни у кого нет рейтинга в { $game }: сначала доиграй рейтинговую партию (вызовы рейтинговые, если не указано rated:false).
leaderboard-head = Рейтинг-лист { $game } (? = предварительный):
leaderboard-row = { $place }. { $who } { $rating } ({ $games ->
    [one] { $games } партия
    [few] { $games } партии
    [many] { $games } партий
   *[other] { $games } партии
}: { $wins }–{ $losses }–{ $draws })
leaderboard-you = Ты: { $rank } из { $count }, рейтинг { $rating }.
leaderboard-you-unrated = У тебя пока нет рейтинговых партий в { $game } на этом сервере.
leaderboard-profile-head = { $who } на этом сервере:
leaderboard-profile-game = { $game }: { $rating } · побед { $wins }, поражений { $losses }, ничьих { $draws }
leaderboard-profile-none = Рейтинговых партий пока нет.
leaderboard-streak-win = Текущая серия: { $n ->
    [one] { $n } победа
    [few] { $n } победы
    [many] { $n } побед
   *[other] { $n } победы
}.
leaderboard-streak-loss = Текущая серия: { $n ->
    [one] { $n } поражение
    [few] { $n } поражения
    [many] { $n } поражений
   *[other] { $n } поражения
}.
leaderboard-streak-draw = Текущая серия: { $n ->
    [one] { $n } ничья
    [few] { $n } ничьи
    [many] { $n } ничьих
   *[other] { $n } ничьей
}.
leaderboard-last-games = Последние партии:
leaderboard-last-game = партия { $id } · { $game } · { $outcome } · { $before } → { $after }
leaderboard-outcome-win = победа
leaderboard-outcome-loss = поражение
leaderboard-outcome-draw = ничья

## /archive и /anonymous.
archive-managers-only = Публиковать партии сервера в вебе может только тот, кто управляет сервером.
archive-on = Партии этого сервера теперь в вебе: { $link }. Любой может скрыть своё имя через /anonymous state:on.
archive-on-later = Партии этого сервера появятся в вебе, когда бот начнёт отдавать свои страницы (web.public_url). Любой может скрыть своё имя через /anonymous state:on.
archive-off = Партии этого сервера больше не публикуются в вебе; страница каждой партии по-прежнему открывается по своей ссылке.
archive-anonymous-on = Теперь в веб-архивах ты показан как «аноним».
archive-anonymous-off = В веб-архивах снова показано твоё имя.

## Столы (Throne): что отклоняется.
table-own-table = Ты уже сидишь за своим столом: пригласи кого-то другого или убери opponent:.
table-level-without-bot = `level:` задаёт силу бота: посади его через bots:1 (или opponent: бот) либо убери level:.
table-channel-busy = В этом канале уже идёт партия: смотри её через /board или открой стол в другом канале.
table-too-many-bots = За столом на { $size } кроме тебя помещается не больше { $most } ботов: уменьши bots: или увеличь players:.
table-game-running = В этом канале уже идёт партия.
table-no-longer-open = Этот стол уже закрыт.
table-none-here = В этом канале нет открытого стола; открой его через /challenge game:throne.
table-two-players = Открытый вызов здесь на двоих: ответь через /accept или /decline.
table-game-gone = Этот стол для игры, которой у меня больше нет.
table-sitting-already = Ты уже сидишь за этим столом.
table-full = Этот стол заполнен (мест: { $seats }); { $opener } может начать игру.
table-game-started = Игра за этим столом началась: чтобы выйти, /resign.
table-opener-cancels = Этот стол открыл ты: закрой его через /cancel.
table-not-sitting = Ты не сидишь за этим столом.
table-opener-starts = Начать может только { $opener } (кто открыл стол).
table-too-few = До начала за столом должно сидеть не меньше { $min } игроков; { $now ->
    [one] сейчас сидит только { $now }
    [few] сейчас сидят { $now }
    [many] сейчас сидят { $now }
   *[other] сейчас сидят { $now }
}.

## Что говорит сам интерфейс Discord.
discord-unknown-command = Команды /{ $command } больше нет; набери /help, чтобы увидеть мои нынешние команды.
discord-not-my-button = Эта кнопка не моя.
discord-out-of-date = Эта команда /{ $command } устарела: набери её заново.
discord-out-of-date-games = Эта команда /{ $command } устарела: набери /{ $command } заново и выбери игру ({ $games }).
discord-bot-opponent = { $who } — бот, а из ботов здесь играю только я: вызови меня или человека из этого канала.
discord-thread-name = { $game } · { $players }
discord-accepted-in-thread = { $who } принимает вызов: партия идёт в { $thread }.

## Что говорит сама консоль: строки, которые не команды.
console-usage = пиши `#канал игрок /команда`, например `#lobby alice /help`
console-greeting = консоль gamehost: набирай `#канал игрок /команда`, например `#lobby alice /help`. Выход — Ctrl-D.
console-channel-empty = имя канала не может быть пустым
console-user-empty = имя игрока не может быть пустым
console-channel-hidden = в имени канала не может быть управляющих, невидимых или меняющих направление текста символов
console-user-hidden = в имени игрока не может быть управляющих, невидимых или меняющих направление текста символов
console-not-a-channel = `{ $channel }` — не канал: каналы начинаются с #, например #lobby
console-name-too-long = имена каналов и игроков — не длиннее { $most } символов
console-not-utf8 = эта строка — не текст в UTF-8; набирай команды вроде `#lobby alice /help`
console-engine-name = `{ $user }` — имя бота в консоли (вызови его через /challenge opponent:engine); пиши от имени кого-то другого
console-nothing-to-do = пустая строка или комментарий: делать нечего
