# Русский (ru). Glossary: move = ход фигурой, turn = ход, piece = фигура, square = поле, game = игра (одна — партия), challenge = вызов
# Что говорят веб-страницы: главная, страница партии, страница места
# (и тексты её скрипта), архив, активность Discord, ответы в одно
# предложение. Имена, нотация и названия игр — аргументы, показываются как есть.

## На каждой странице.
web-languages = Языки
web-home-title = gamehost
web-versus = против
web-in-play = Партия идёт.
web-anonymous = аноним
web-play-as = Играть за…

## Ответы в одно предложение.
web-no-such-page = Такой страницы нет.
web-unavailable = Партии сейчас не удаётся прочитать; попробуй чуть позже.
web-too-many = Слишком много запросов с твоего адреса; подожди минуту.
web-too-large = Этот запрос больше любого, что отправляют страницы.
web-too-slow = Этот запрос шёл слишком долго.
web-not-this-site = Это не адрес этого сайта.
web-not-own-page = Такое могут запрашивать только страницы этого сайта.
web-not-an-ask = Страница не может запросить такое.

## Главная страница. $game — название игры, $id — номер партии,
## $channel — название канала.
web-home-about = У каждой партии своя страница; ссылка на неё есть в сообщениях партии (или попроси у бота /history).
web-home-running = Текущие партии
web-home-none = Сейчас ни одной: начни партию в консоли через /challenge.
web-home-game = { $game } #{ $id } в #{ $channel }
web-home-archive = Архив консоли

## Страница партии. $game — название игры, $players — кто играет (имена
## с местами), $standing — положение в партии.
web-game-title = { $game }: { $players }
web-game-description = { $game }: { $players }. { $standing }
web-rules = Правила
## Когда началась партия: $day и $year — числа, $month — от 1 до 12.
web-started = Начата { $day } { $month ->
    [1] января
    [2] февраля
    [3] марта
    [4] апреля
    [5] мая
    [6] июня
    [7] июля
    [8] августа
    [9] сентября
    [10] октября
    [11] ноября
   *[12] декабря
} { $year } г.
## Под доской: что сделал показанный ход. $line — строка записи
## (словами самой игры), $who — кто его сыграл, $number — номер хода,
## $entry — сколько записей журнала показано.
web-caption-start = Начальная позиция.
web-caption-turn = После { $number }. { $line } ({ $who })
web-caption-setup = После выбора расстановки: { $line } ({ $who })
web-caption-entry = После записи № { $entry }.
web-steps-label = Ходы
web-step-first = « Первый
web-step-back = ◀ Назад
web-step-forward = Вперёд ▶
web-step-last = Последний »
web-record = Запись партии
web-record-empty = Ходов ещё не было.
web-replay = Повтор (GIF)
web-download-record = Скачать запись

## Страница места: здесь его игрок играет щелчками. $name — имя
## игрока; $turn и $last — номера ходов.
web-seat-label = Твой ход
web-seat-playing-as = Играет: { $name }
web-seat-past = Ты смотришь на партию такой, какой она была после хода { $turn } из { $last }.
web-seat-present = Вернуться к текущей позиции
web-seat-needs-script = Чтобы играть здесь, нужен скрипт страницы; команды партии работают как обычно.
web-seat-several = Здесь несколько вариантов: выбери один.
web-seat-unanswered = Сервер не ответил; попробуй ещё раз.
## Панель шага. $choices — выбранное до сих пор, $what — что играет
## кнопка (оба — словами игры), $plays — что она делает.
web-so-far = Пока выбрано: { $choices }.
web-take-back = Отменить
web-start-again = Начать заново
web-plays-end-turn = Завершить ход
web-plays-throw = Бросить
web-plays-move = Сходить
web-plays-what = { $plays }: { $what }

## Ссылка для игры, которая не работает.
web-dead-link = Эта ссылка для игры не работает
web-watch-game = Смотреть партию
web-link-forged = Эта ссылка для игры недействительна: запроси новую кнопкой «Играть».
web-link-expired = Срок этой ссылки для игры истёк: запроси новую кнопкой «Играть».
web-link-replaced = После этой ссылки для этого места создали более новые: используй самую новую или снова нажми «Играть».
web-link-finished = Партия окончена: эта ссылка больше не работает.
web-link-unavailable = Играть через веб сейчас нельзя.

## «Играть за» в консоли. $game — название игры.
web-play-as-title = { $game }: играть за…
web-a-game = Партия
web-game-over = Партия окончена.
web-watch-instead = Просто смотреть

## Результат оконченной партии по местам (когда игрок анонимен).
## $seat — название места, $places — места по занятым позициям
## (`1. Ember, 2. Frost`), $how — как она закончилась (одно из web-how-…).
web-result-aborted = Прервана; без результата.
web-result-drawn = Ничья.
web-result-ended = Окончена { $how }.
web-result-wins = { $seat } побеждает.
web-result-wins-how = { $seat } побеждает { $how }.
web-result-places = Места: { $places }.
web-result-places-how = Места: { $places } (окончена { $how }).
web-how-on-the-board = на доске
web-how-by-resignation = после сдачи
web-how-on-time = по времени

## Архив сервера и страницы его игроков. $game — название игры,
## $rating — рейтинг, $games — число партий с рейтингом.
web-archive = Архив партий
web-archive-games = Партии
web-archive-all = Все партии
web-archive-one-player = Только партии одного игрока: { $everyone }
web-archive-everyone = показать всех
web-archive-player-page = Страница игрока
web-archive-empty = Партий пока нет.
web-archive-events = Турниры
web-archive-back = Архив сервера
web-recent-games = Последние партии
web-leaderboard = Таблица лидеров: { $game }
web-rating = Рейтинг в { $game }
web-rating-one = Рейтинг в { $game } после одной партии с рейтингом: { $rating }
web-rating-over = Рейтинг в { $game } за { $games } { $games ->
    [one] партию
    [few] партии
    [many] партий
   *[other] партии
} с рейтингом: от { $first } до { $last } (минимум { $lowest }, максимум { $highest })
## Таблица турнира: заголовки столбцов и полные названия
## дополнительных показателей (их читают экранные дикторы вместо коротких).
web-standings-player = Игрок
web-standings-points = Очки
web-standings-bh = Бх
web-standings-buchholz = Бухгольц
web-standings-sb = ЗБ
web-standings-sonneborn-berger = Зоннеборн — Бергер

## Активность: страница внутри Discord и то, что говорит её скрипт.
web-activity-connecting = Подключение к Discord…
web-activity-outside = Эта страница работает внутри Discord.
web-activity-asking = Узнаём у Discord, кто ты…
web-activity-failed = Что-то пошло не так; закрой активность и открой её снова.
web-activity-not-framed = Эта страница работает внутри Discord: открой её кнопкой «Играть» в партии.
web-activity-no-code = Discord не сообщил, кто ты: закрой активность и открой её снова.
web-activity-unconfirmed = Discord не подтвердил, кто ты: закрой активность и открой её снова.
web-activity-no-game = В этом канале не идёт ни одной партии: начни её через /challenge.
web-activity-no-page = У этой партии нет страницы.
web-activity-players-only = Здесь её открывают только игроки партии; смотри её в канале.
