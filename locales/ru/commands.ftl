# Русский (ru). Glossary: move = ход фигурой, turn = ход, piece = фигура, square = поле, game = игра (одна — партия), challenge = вызов
# Also: claim = подчинение, capture = взятие, draw = ничья, table = стол, seat = место, puppeteer = кукловод, witch = ведьма,
# infiltrator = лазутчик, commander = командир, pawn = пешка, shells = раковины, values = очки, loadout = снаряжение,
# element = стихия, augmentor = усилитель, offense ability = атакующая способность, temporal ability = способность времени
# Описания слеш-команд, которые Discord показывает рядом с каждой командой
# и параметром (не больше 100 символов; названия и варианты остаются английскими,
# чтобы `/move from:E2 to:E4` везде читалось одинаково). Описание, общее
# для нескольких команд, пишется один раз, а дальше на него ссылаются.

## Описание команды, которая есть только в некоторых играх, с их названиями.
## $games — названия игр списком, $about — описание.
command-for-games = { $games }: { $about }
## Название игры в таком списке.
game-title = { $title }

## Команды ведущего.
command-challenge = Вызвать кого-то на партию в этом канале (Throne: открыть стол на 2–4)
command-challenge-opponent = Кого вызываешь (за столом: кого приглашаешь; сесть может любой)
command-challenge-game = Какая игра (по умолчанию: первая в /help)
command-challenge-side = Твоя сторона (по умолчанию: жребий)
command-challenge-players = Игры за столом: число мест, 2–4 (по умолчанию: максимум)
command-challenge-time = Время на ход (по умолчанию 1 день); не успел сходить — проиграл
command-challenge-rated = Идёт ли партия в рейтинг (по умолчанию true; false — товарищеская)
command-challenge-level = Против бота: его сила, от 1 (быстрый, слабый) до 5 (сильнейший); по умолчанию 3
command-challenge-bots = Игры за столом: сколько мест бот займёт сразу, 1–3 (на уровне level:)
command-accept = Принять брошенный тебе вызов
command-decline = Отклонить брошенный тебе вызов
command-cancel = Отозвать свой вызов
command-join = Сесть за открытый стол
command-leave = Освободить место за открытым столом
command-start = Начать партию за столом (тот, кто его открыл, когда сядут хотя бы двое)
command-board = Показать доску всем
command-game = Чей ход, подчинения, предложения, взятия и позиция (видно только тебе)
command-history = Запись партии (видно только тебе)
command-play = Сыграть ход выбором, шаг за шагом, без набора текста (видно только тебе)
command-undo = Сбросить подготовленный ход
command-endturn = Сыграть подготовленный ход
command-resign = Сдать партию
command-abort = Прервать партию до второго хода, без результата
command-draw = Предложить, принять или отклонить ничью
command-draw-action = offer, accept или decline
command-rules = Правила игры; с фигурой — как она ходит
command-rules-game = Какая игра (по умолчанию: та, что идёт в этом канале)
command-rules-piece = Какую фигуру показать
command-leaderboard = Десять лучших по рейтингу игроков в игре на этом сервере и твоё место
command-leaderboard-game = { command-rules-game }
command-profile = Рейтинги игрока, победы, поражения, ничьи, серия и пять последних партий
command-profile-user = Чей (по умолчанию: твой)
command-archive = Публиковать партии сервера в вебе или перестать (для управляющих сервером)
command-archive-state = on или off
command-anonymous = Показываться как «anonymous» в веб-архивах бота или снова под своим именем
command-anonymous-state = { command-archive-state }
command-language = Язык, на котором я отвечаю тебе или пишу публичные сообщения сервера
command-language-locale = Язык или auto, чтобы следовать настройкам Discord
command-language-for = Только ты или сервер (для управляющих им) (по умолчанию: ты)
command-notify = Уведомления о ходе в ЛС: каждый ход, только при нехватке времени, сводка раз в день или выкл.
command-notify-mode = every (твои ходы и нехватка времени), low (только нехватка времени), digest (раз в день) или off
command-notify-game = Только для этой игры (по умолчанию: все игры)
command-notify-quiet = Тихие часы, например 22-07 (нужен zone:)
command-notify-zone = Твой часовой пояс, например Europe/Berlin
command-notify-low = Напомнить, когда останется меньше минут (по умолчанию: четверть хода, не больше 60)
command-replay = Партия в виде анимации (последняя в канале или по номеру)
command-replay-game = Номер партии, как в /history (по умолчанию: последняя в этом канале)
command-analyse = Анализ завершённой партии ботом (последней в канале или по номеру)
command-analyse-game = Номер партии, как в /history (по умолчанию: последняя в этом канале)
command-tournament = Турниры: create, join, leave, start, standings; организатор: withdraw, pause, resume, end
command-tournament-action = Что сделать
command-tournament-game = create: какая игра (по умолчанию: первая в /help)
command-tournament-format = create: swiss (по умолчанию), roundrobin, double, knockout, arena; Throne: tables
command-tournament-rounds = create: число туров для swiss и tables (по умолчанию: до явного победителя)
command-tournament-time = create: время на ход во всех партиях (по умолчанию 1 день); неявка — поражение по времени
command-tournament-starts = create: старт сам через это время, напр. 30m, 2h или 1d (по умолчанию: вручную)
command-tournament-length = create: только arena, сколько времени составляются новые пары, напр. 1h (по умолчанию 1h)
command-tournament-draws = create: только knockout, ничья переигрывается (по умолчанию) или проходит сеяный выше
command-tournament-player = join (организатор записывает кого-то или бота) или withdraw: кого
command-tournament-level = join с player: бот — его уровень, от 1 (быстрый) до 5 (сильнейший)
command-help = Команды и как устроен ход

## Masters
command-masters-move = Подготовить ход фигурой; перед концом хода — личный предпросмотр
command-masters-move-from = Поле фигуры, напр. E2
command-masters-move-to = Куда она идёт, напр. E4
command-masters-move-promote = Во что превращается фигура на последней горизонтали
command-masters-claim = Подготовить подчинение кукловодом; без цели — показать доступные
command-masters-claim-target = Поле вражеской фигуры, напр. F9
command-masters-inherit = Ответить на предложение наследования от ведьмы
command-masters-inherit-choice = accept, decline или фигура, чьи ходы взять
command-masters-turn = Сыграть весь ход одной командой
command-masters-turn-move = Ход фигурой, напр. E2-E4
command-masters-turn-claim = Цель подчинения, напр. F9
command-masters-turn-inherit = Твой ответ на предложение ведьмы
command-masters-turn-promote = { command-masters-move-promote }

## Regions chess
command-regions-pick = Выбрать тайного лазутчика — вражескую фигуру (видишь только ты)
command-regions-pick-piece = Поле вражеской фигуры, напр. e9
command-regions-move = { command-masters-move }
command-regions-move-from = { command-masters-move-from }
command-regions-move-to = { command-masters-move-to }
command-regions-move-promote = { command-masters-move-promote }
command-regions-move-carry = Пешка, которую твой командир несёт с собой
command-regions-move-carry_promote = Во что превратится переносимая пешка на последней горизонтали
command-regions-reveal = Раскрыть лазутчика (когда уже был шах); это завершает ход
command-regions-turn = { command-masters-turn }
command-regions-turn-move = { command-masters-turn-move }
command-regions-turn-promote = { command-masters-move-promote }
command-regions-turn-carry = { command-regions-move-carry }
command-regions-turn-carry_promote = { command-regions-move-carry_promote }

## Throne
command-throne-throw = Бросить раковины на свой раунд
command-throne-move = Пойти фигурой, потратив сразу несколько своих очков
command-throne-move-piece = Где стоит фигура (home, 1–12, red-1 …)
command-throne-move-kind = soldier, unit или squad, если там их несколько
command-throne-move-values = Какие очки потратить, напр. 6+5

## Elemental chess
command-elemental-loadout = Выбрать и зафиксировать тайное снаряжение (piece: одна фигура, только Lightning)
command-elemental-loadout-element = Твоя стихия
command-elemental-loadout-augmentor = Усилитель для всех фигур (или для одной фигуры, с piece:)
command-elemental-loadout-offense = Атакующая способность
command-elemental-loadout-temporal = Способность времени
command-elemental-loadout-piece = Lightning: фигура, для которой эти слоты, напр. e2
command-elemental-move = { command-masters-move }
command-elemental-move-from = { command-masters-move-from }
command-elemental-move-to = { command-masters-move-to }
command-elemental-move-promote = { command-masters-move-promote }
command-elemental-move-chain = Chain Kill: своя фигура в конце цепочки, которая бьёт, напр. c3
command-elemental-move-dk = Double Kill: вражеская фигура рядом с полем взятия, которую убрать, напр. g7
command-elemental-move-qk = Quantum Kill: вражеская фигура, которую убрать, напр. a7
command-elemental-move-bdk = Fire, Blaze Rush: цель дополнительного Double Kill, напр. g7
command-elemental-move-bqk = Fire, Blaze Rush: цель дополнительного Quantum Kill, напр. a7
command-elemental-move-res = Resurrection: какую выбывшую фигуру вернуть и куда, напр. knight@b1
command-elemental-move-lock = Temporal Lock: какую вражескую фигуру заблокировать, напр. d7
command-elemental-move-then = После хода: Quantum Step, затем шаги, напр. f4, f4,g5 или b4,a4,b5 (E93)
command-elemental-move-rj = Lightning, Raijin: взятие после Quantum Step, напр. f5 или f8=q,dk:g7
command-elemental-move-laugh = Schrödinger's Laugh: скопировать фигуру на to: вместо хода ею
command-elemental-move-face = Направления Block Piece, напр. north или e2=north
command-elemental-turn = { command-masters-turn }
command-elemental-turn-move = { command-masters-turn-move }
command-elemental-turn-promote = { command-masters-move-promote }
command-elemental-turn-chain = { command-elemental-move-chain }
command-elemental-turn-dk = { command-elemental-move-dk }
command-elemental-turn-qk = { command-elemental-move-qk }
command-elemental-turn-bdk = { command-elemental-move-bdk }
command-elemental-turn-bqk = { command-elemental-move-bqk }
command-elemental-turn-res = { command-elemental-move-res }
command-elemental-turn-lock = { command-elemental-move-lock }
command-elemental-turn-then = { command-elemental-move-then }
command-elemental-turn-rj = { command-elemental-move-rj }
command-elemental-turn-laugh = { command-elemental-move-laugh }
command-elemental-turn-face = { command-elemental-move-face }
command-mygames = Твои текущие партии на всех серверах: чей ход, до какого времени, где (лично)
command-puzzle = Задача из партий этого сервера (или любых) для решения здесь; daily:on — по одной в день
command-puzzle-game = Задачи какой игры (по умолчанию: любой)
command-puzzle-daily = Публиковать здесь задачу каждый день или перестать (только для управляющих сервером)
