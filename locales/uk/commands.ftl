# Українська (uk). Glossary: move = хід фігурою, turn = хід, piece = фігура, square = поле, game = гра (одна — партія), challenge = виклик
# Also: claim = підкорення, capture = взяття, draw = нічия, table = стіл, seat = місце, puppeteer = ляльковод, witch = відьма,
# infiltrator = лазутчик, commander = командир, pawn = пішак, shells = мушлі, values = очки, loadout = спорядження,
# element = стихія, augmentor = підсилювач, offense ability = атакувальна здібність, temporal ability = здібність часу
# Описи слеш-команд, які Discord показує поруч із кожною командою
# і параметром (щонайбільше 100 символів; назви й варіанти лишаються англійськими,
# щоб `/move from:E2 to:E4` скрізь читалося однаково). Опис, спільний
# для кількох команд, пишеться один раз, а далі на нього посилаються.

## Опис команди, яка є лише в деяких іграх, з їхніми назвами.
## $games — назви ігор списком, $about — опис.
command-for-games = { $games }: { $about }
## Назва гри в такому списку.
game-title = { $title }

## Команди ведучого.
command-challenge = Викликати когось на партію в цьому каналі (Throne: відкрити стіл на 2–4)
command-challenge-opponent = Кого викликаєш (за столом: кого запрошуєш; сісти може будь-хто)
command-challenge-game = Яка гра (типово: перша в /help)
command-challenge-side = Твоя сторона (типово: жереб)
command-challenge-players = Ігри за столом: кількість місць, 2–4 (типово: максимум)
command-challenge-time = Час на хід (типово 1 день); не встиг походити — програв
command-challenge-rated = Чи йде партія в рейтинг (типово true; false — товариська)
command-challenge-level = Проти бота: його сила, від 1 (швидкий, слабкий) до 5 (найсильніший); типово 3
command-challenge-bots = Ігри за столом: скільки місць бот займе одразу, 1–3 (на рівні level:)
command-accept = Прийняти кинутий тобі виклик
command-decline = Відхилити кинутий тобі виклик
command-cancel = Відкликати свій виклик
command-join = Сісти за відкритий стіл
command-leave = Звільнити місце за відкритим столом
command-start = Почати партію за столом (той, хто його відкрив, коли сядуть щонайменше двоє)
command-board = Показати дошку всім
command-game = Чий хід, підкорення, пропозиції, взяття й позиція (видно лише тобі)
command-history = Запис партії (видно лише тобі)
command-play = Зіграти хід вибором, крок за кроком, без набору тексту (видно лише тобі)
command-undo = Скинути підготовлений хід
command-endturn = Зіграти підготовлений хід
command-resign = Здати партію
command-abort = Перервати партію до другого ходу, без результату
command-draw = Запропонувати, прийняти чи відхилити нічию
command-draw-action = offer, accept або decline
command-rules = Правила гри; з фігурою — як вона ходить
command-rules-game = Яка гра (типово: та, що йде в цьому каналі)
command-rules-piece = Яку фігуру показати
command-leaderboard = Десять найкращих за рейтингом гравців у грі на цьому сервері й твоє місце
command-leaderboard-game = { command-rules-game }
command-profile = Рейтинги гравця, перемоги, поразки, нічиї, серія й п’ять останніх партій
command-profile-user = Чий (типово: твій)
command-archive = Публікувати партії сервера у вебі або припинити (для тих, хто керує сервером)
command-archive-state = on або off
command-anonymous = Показуватися як «anonymous» у вебархівах бота або знову під своїм іменем
command-anonymous-state = { command-archive-state }
command-language = Мова, якою я відповідаю тобі або пишу публічні повідомлення сервера
command-language-locale = Мова або auto, щоб брати налаштування Discord
command-language-for = Лише ти або сервер (для тих, хто ним керує) (типово: ти)
command-notify = Сповіщення про хід в ОП: кожен хід, лише коли бракує часу, підсумок раз на день або вимк.
command-notify-mode = every (твої ходи й брак часу), low (лише брак часу), digest (раз на день) або off
command-notify-game = Лише для цієї гри (типово: усі ігри)
command-notify-quiet = Тихі години, наприклад 22-07 (потрібен zone:)
command-notify-zone = Твій часовий пояс, наприклад Europe/Berlin
command-notify-low = Нагадати, коли лишиться менше хвилин (типово: чверть ходу, не більше 60)
command-replay = Партія як анімація (остання в каналі або за номером)
command-replay-game = Номер партії, як у /history (типово: остання в цьому каналі)
command-analyse = Аналіз завершеної партії ботом (останньої в каналі або за номером)
command-analyse-game = Номер партії, як у /history (типово: остання в цьому каналі)
command-tournament = Турніри: create, join, leave, start, standings; організатор: withdraw, pause, resume, end
command-tournament-action = Що зробити
command-tournament-game = create: яка гра (типово: перша в /help)
command-tournament-format = create: swiss (типово), roundrobin, double, knockout, arena; Throne: tables
command-tournament-rounds = create: кількість турів для swiss і tables (типово: до явного переможця)
command-tournament-time = create: час на хід у кожній партії (типово 1 день); неявка — поразка за часом
command-tournament-starts = create: старт сам через цей час, напр. 30m, 2h або 1d (типово: вручну)
command-tournament-length = create: лише arena, скільки часу складаються нові пари, напр. 1h (типово 1h)
command-tournament-draws = create: лише knockout, нічию переграють (типово) або проходить вищий сіяний
command-tournament-player = join (організатор записує когось або бота) чи withdraw: кого
command-tournament-level = join з player: бот — його рівень, від 1 (швидкий) до 5 (найсильніший)
command-help = Команди й те, як влаштований хід

## Masters
command-masters-move = Підготувати хід фігурою; перед кінцем ходу — особистий попередній перегляд
command-masters-move-from = Поле фігури, напр. E2
command-masters-move-to = Куди вона йде, напр. E4
command-masters-move-promote = На що перетворюється фігура на останній горизонталі
command-masters-claim = Підготувати підкорення ляльководом; без цілі — показати доступні
command-masters-claim-target = Поле ворожої фігури, напр. F9
command-masters-inherit = Відповісти на пропозицію успадкування від відьми
command-masters-inherit-choice = accept, decline або фігура, чиї ходи взяти
command-masters-turn = Зіграти весь хід однією командою
command-masters-turn-move = Хід фігурою, напр. E2-E4
command-masters-turn-claim = Ціль підкорення, напр. F9
command-masters-turn-inherit = Твоя відповідь на пропозицію відьми
command-masters-turn-promote = { command-masters-move-promote }

## Regions chess
command-regions-pick = Вибрати таємного лазутчика — ворожу фігуру (бачиш лише ти)
command-regions-pick-piece = Поле ворожої фігури, напр. e9
command-regions-move = { command-masters-move }
command-regions-move-from = { command-masters-move-from }
command-regions-move-to = { command-masters-move-to }
command-regions-move-promote = { command-masters-move-promote }
command-regions-move-carry = Пішак, якого твій командир несе з собою
command-regions-move-carry_promote = На що перетвориться перенесений пішак на останній горизонталі
command-regions-reveal = Розкрити лазутчика (коли вже був шах); це завершує хід
command-regions-turn = { command-masters-turn }
command-regions-turn-move = { command-masters-turn-move }
command-regions-turn-promote = { command-masters-move-promote }
command-regions-turn-carry = { command-regions-move-carry }
command-regions-turn-carry_promote = { command-regions-move-carry_promote }

## Throne
command-throne-throw = Кинути мушлі на свій раунд
command-throne-move = Піти фігурою, витративши одразу кілька своїх очок
command-throne-move-piece = Де стоїть фігура (home, 1–12, red-1 …)
command-throne-move-kind = soldier, unit або squad, якщо там їх кілька
command-throne-move-values = Які очки витратити, напр. 6+5

## Elemental chess
command-elemental-loadout = Вибрати й зафіксувати таємне спорядження (piece: одна фігура, лише Lightning)
command-elemental-loadout-element = Твоя стихія
command-elemental-loadout-augmentor = Підсилювач для всіх фігур (або для однієї фігури, з piece:)
command-elemental-loadout-offense = Атакувальна здібність
command-elemental-loadout-temporal = Здібність часу
command-elemental-loadout-piece = Lightning: фігура, для якої ці слоти, напр. e2
command-elemental-move = { command-masters-move }
command-elemental-move-from = { command-masters-move-from }
command-elemental-move-to = { command-masters-move-to }
command-elemental-move-promote = { command-masters-move-promote }
command-elemental-move-chain = Chain Kill: своя фігура в кінці ланцюжка, яка б’є, напр. c3
command-elemental-move-dk = Double Kill: ворожа фігура поруч із полем взяття, яку прибрати, напр. g7
command-elemental-move-qk = Quantum Kill: ворожа фігура, яку прибрати, напр. a7
command-elemental-move-bdk = Fire, Blaze Rush: ціль додаткового Double Kill, напр. g7
command-elemental-move-bqk = Fire, Blaze Rush: ціль додаткового Quantum Kill, напр. a7
command-elemental-move-res = Resurrection: яку вибулу фігуру повернути й куди, напр. knight@b1
command-elemental-move-lock = Temporal Lock: яку ворожу фігуру заблокувати, напр. d7
command-elemental-move-then = Після ходу: Quantum Step, потім кроки, напр. f4, f4,g5 або b4,a4,b5 (E93)
command-elemental-move-rj = Lightning, Raijin: взяття після Quantum Step, напр. f5 або f8=q,dk:g7
command-elemental-move-laugh = Schrödinger's Laugh: скопіювати фігуру на to: замість ходу нею
command-elemental-move-face = Напрямки Block Piece, напр. north або e2=north
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
command-mygames = Твої поточні партії на всіх серверах: чий хід, до коли, де (особисто)
command-puzzle = Задача з партій цього сервера (чи будь-яких) для розв’язання тут; daily:on — по одній щодня
command-puzzle-game = Задачі якої гри (типово: будь-якої)
command-puzzle-daily = Публікувати тут задачу щодня або припинити (лише для тих, хто керує сервером)
