# Українська (uk). Glossary: move = хід фігурою, turn = хід, piece = фігура, square = поле, game = гра (одна — партія), challenge = виклик
# Що кажуть вебсторінки: головна, сторінка партії, сторінка місця
# (і тексти її скрипту), архів, активність Discord, відповіді одним
# реченням. Імена, нотація й назви ігор — аргументи, показуються як є.

## На кожній сторінці.
web-languages = Мови
web-home-title = gamehost
web-versus = проти
web-in-play = Партія триває.
web-anonymous = анонім
web-play-as = Грати за…

## Відповіді одним реченням.
web-no-such-page = Такої сторінки немає.
web-unavailable = Партії зараз не вдається прочитати; спробуй трохи згодом.
web-too-many = Забагато запитів з твоєї адреси; зачекай хвилину.
web-too-large = Цей запит більший за будь-який, що надсилають сторінки.
web-too-slow = Цей запит надходив задовго.
web-not-this-site = Це не адреса цього сайту.
web-not-own-page = Таке можуть запитувати лише сторінки цього сайту.
web-not-an-ask = Сторінка не може запитати таке.

## Головна сторінка. $game — назва гри, $id — номер партії,
## $channel — назва каналу.
web-home-about = Кожна партія має свою сторінку; посилання на неї є в повідомленнях партії (або попроси в бота /history).
web-home-running = Поточні партії
web-home-none = Зараз жодної: почни партію в консолі через /challenge.
web-home-game = { $game } #{ $id } у #{ $channel }
web-home-archive = Архів консолі

## Сторінка партії. $game — назва гри, $players — хто грає (імена
## з місцями), $standing — становище в партії.
web-game-title = { $game }: { $players }
web-game-description = { $game }: { $players }. { $standing }
web-rules = Правила
## Коли почалася партія: $day і $year — числа, $month — від 1 до 12.
web-started = Розпочата { $day } { $month ->
    [1] січня
    [2] лютого
    [3] березня
    [4] квітня
    [5] травня
    [6] червня
    [7] липня
    [8] серпня
    [9] вересня
    [10] жовтня
    [11] листопада
   *[12] грудня
} { $year } р.
## Під дошкою: що зробив показаний хід. $line — рядок запису
## (словами самої гри), $who — хто його зіграв, $number — номер ходу,
## $entry — скільки записів журналу показано.
web-caption-start = Початкова позиція.
web-caption-turn = Після { $number }. { $line } ({ $who })
web-caption-setup = Після вибору розстановки: { $line } ({ $who })
web-caption-entry = Після запису № { $entry }.
web-steps-label = Ходи
web-step-first = « Перший
web-step-back = ◀ Назад
web-step-forward = Уперед ▶
web-step-last = Останній »
web-record = Запис партії
web-record-empty = Ходів ще не було.
web-replay = Повтор (GIF)
web-download-record = Завантажити запис

## Сторінка місця: тут його гравець грає клацаннями. $name — ім’я
## гравця; $turn і $last — номери ходів.
web-seat-label = Твій хід
web-seat-playing-as = Грає: { $name }
web-seat-past = Ти дивишся на партію такою, якою вона була після ходу { $turn } з { $last }.
web-seat-present = Повернутися до поточної позиції
web-seat-needs-script = Щоб грати тут, потрібен скрипт сторінки; команди партії працюють як завжди.
web-seat-several = Тут кілька варіантів: вибери один.
web-seat-unanswered = Сервер не відповів; спробуй ще раз.
## Панель кроку. $choices — вибране досі, $what — що грає кнопка
## (обидва — словами гри), $plays — що вона робить.
web-so-far = Поки вибрано: { $choices }.
web-take-back = Скасувати
web-start-again = Почати знову
web-plays-end-turn = Завершити хід
web-plays-throw = Кинути
web-plays-move = Походити
web-plays-what = { $plays }: { $what }

## Посилання для гри, яке не працює.
web-dead-link = Це посилання для гри не працює
web-watch-game = Дивитися партію
web-link-forged = Це посилання для гри недійсне: попроси нове кнопкою «Грати».
web-link-expired = Термін цього посилання для гри минув: попроси нове кнопкою «Грати».
web-link-replaced = Після цього посилання для цього місця створено новіші: скористайся найновішим або знову натисни «Грати».
web-link-finished = Партію завершено: це посилання більше не працює.
web-link-unavailable = Грати через веб зараз не можна.

## «Грати за» в консолі. $game — назва гри.
web-play-as-title = { $game }: грати за…
web-a-game = Партія
web-game-over = Партію завершено.
web-watch-instead = Просто дивитися

## Результат завершеної партії за місцями (коли гравець анонімний).
## $seat — назва місця, $places — місця за зайнятими позиціями
## (`1. Ember, 2. Frost`), $how — як вона завершилася (одне з web-how-…).
web-result-aborted = Перервана; без результату.
web-result-drawn = Нічия.
web-result-ended = Завершена { $how }.
web-result-wins = { $seat } перемагає.
web-result-wins-how = { $seat } перемагає { $how }.
web-result-places = Місця: { $places }.
web-result-places-how = Місця: { $places } (завершена { $how }).
web-how-on-the-board = на дошці
web-how-by-resignation = після здачі
web-how-on-time = за часом

## Архів сервера й сторінки його гравців. $game — назва гри,
## $rating — рейтинг, $games — кількість партій з рейтингом.
web-archive = Архів партій
web-archive-games = Партії
web-archive-all = Усі партії
web-archive-one-player = Лише партії одного гравця: { $everyone }
web-archive-everyone = показати всіх
web-archive-player-page = Сторінка гравця
web-archive-empty = Партій поки немає.
web-archive-events = Турніри
web-archive-back = Архів сервера
web-recent-games = Останні партії
web-leaderboard = Таблиця лідерів: { $game }
web-rating = Рейтинг у { $game }
web-rating-one = Рейтинг у { $game } після однієї партії з рейтингом: { $rating }
web-rating-over = Рейтинг у { $game } за { $games } { $games ->
    [one] партію
    [few] партії
    [many] партій
   *[other] партії
} з рейтингом: від { $first } до { $last } (найнижчий { $lowest }, найвищий { $highest })
## Таблиця турніру: заголовки стовпців і повні назви додаткових
## показників (їх читають екранні диктори замість коротких).
web-standings-player = Гравець
web-standings-points = Очки
web-standings-bh = Бх
web-standings-buchholz = Бухгольц
web-standings-sb = ЗБ
web-standings-sonneborn-berger = Зоннеборн — Бергер

## Активність: сторінка всередині Discord і те, що каже її скрипт.
web-activity-connecting = Підключення до Discord…
web-activity-outside = Ця сторінка працює всередині Discord.
web-activity-asking = Питаємо в Discord, хто ти…
web-activity-failed = Щось пішло не так; закрий активність і відкрий її знову.
web-activity-not-framed = Ця сторінка працює всередині Discord: відкрий її кнопкою «Грати» у партії.
web-activity-no-code = Discord не повідомив, хто ти: закрий активність і відкрий її знову.
web-activity-unconfirmed = Discord не підтвердив, хто ти: закрий активність і відкрий її знову.
web-activity-no-game = У цьому каналі не триває жодна партія: почни її через /challenge.
web-activity-no-page = Ця партія не має сторінки.
web-activity-players-only = Тут її відкривають лише гравці партії; дивись її в каналі.
