# Українська (uk). Glossary: move = хід фігурою, turn = хід, piece = фігура, square = поле, game = гра (одна — партія), challenge = виклик
# Що ведучий каже про будь-яку гру: команди, відмови, виклики,
# годинники, рейтинги, турніри.

## Щось зламалося на боці бота; нічого не змінено.
host-fault = На моєму боці щось пішло не так, нічого не змінено; адмін може перевірити партії через `gamehost verify`.
host-store-failed = На моєму боці щось пішло не так, нічого не змінено. Спробуй ще раз.
host-picture-failed = Команду виконано, але намалювати зображення не вдалося.

## Годинники. $movers — імена тих, чий хід, $when — момент часу.
host-turn-due = { $movers }: термін цього ходу — { $when }.
## Рядки годинника в /game. $span — проміжок часу (time-span).
host-clock = Годинник: { $span } на хід.
host-clock-waiting = { $waiting }: коли дійде хід, на нього знову буде весь час — { $span }.
host-no-clock = Без годинника: хід може тривати скільки завгодно.

## Рядки рейтингу в /game: $changes — список із host-rating-moved, по одному на гравця.
host-rating-change = Зміна рейтингу: { $changes }.
host-rating-moved = { $who } { $before } → { $after }
host-friendly-game = Товариська партія: рейтинг не змінюється.
host-time-running-low = { $movers }: час на цей хід у { $game } спливає ({ $per_turn } на хід); термін — { $when }.

## /language. $language — назва мови нею самою (language-name).
host-language-mine = Відтепер я відповідаю тобі мовою: { $language }.
host-language-mine-auto = Відтепер я відповідаю тобі мовою, вибраною у твоєму Discord.
host-language-server = Відтепер публічні повідомлення цього сервера — мовою: { $language }.
host-language-server-auto = Відтепер публічні повідомлення цього сервера — мовою сервера в Discord.
host-language-server-not-manager = Вибрати мову сервера може лише той, хто має право керувати сервером.
host-language-unknown = `locale:{ $given }` — такої мови я не знаю: вкажи auto або один із варіантів: { $known }.
host-language-whose = `for:{ $given }` — це ні me, ні server: використай /language locale:de for:server.

## /help і /rules. $games — список назв ігор.
help-commands = Команди (параметри у вигляді name:value):
help-for-games = { $about } ({ $games })
help-games = Ігри: { $games } (/challenge opponent:<name> game:<game>; Throne: /challenge game:throne players:<2-4>, потім /join; /rules game:<game>).
help-the-bot = Нема з ким грати? Виклич самого бота: /challenge opponent:<the bot> level:<1-5> (у консолі: opponent:engine); за стіл Throne його садовить bots:<1-3>. Партії проти бота не йдуть у рейтинг.
help-hosted = Я проводжу ці ігри; їхні правила: /rules game:<name>.
## Одна з ігор: $title — її назва, $name — ім’я, яке приймає /rules, $help — її команди (рядок допомоги гри).
help-hosted-game = - { $title } (`/rules game:{ $name }`): { $help }
help-rules-by-id = Усі правила з номерами: { $url }

## Умови партії. $clock — terms-per-turn або terms-no-clock; $rated — yes або no.
terms = { $rated ->
    [yes] { $clock }
   *[no] { $clock }, товариська (без рейтингу)
}
terms-per-turn = { $span } на хід
terms-no-clock = без годинника

## Виклики. $challenger, $opponent і $opener — імена гравців.
challenge-open = { $challenger } викликає на партію в { $game } ({ $plays }). Умови: { $terms }. { $opponent }, це виклик тобі: відповідай через /accept або /decline протягом { $minutes ->
        [one] { $minutes } хвилини
        [few] { $minutes } хвилин
        [many] { $minutes } хвилин
       *[other] { $minutes } хвилини
    }.
challenge-playing = грає за { $side }
challenge-coin-flip = сторони за жеребом
challenge-engine-game = { $player } грає з ботом рівня { $level } у { $game } (без рейтингу). Бот ходить сам.
challenge-level-without-bot = `level:` задає силу бота, коли ти викликаєш самого бота (opponent: сам бот); проти людини його не вказуй.
challenge-yourself = Не можна викликати самого себе: вкажи когось іншого, наприклад /challenge opponent:bob.
challenge-game-running = У цьому каналі вже йде партія: дивись її через /board або кидай виклик в іншому каналі.
challenge-closed = Цей виклик уже не дійсний.
challenge-none-here = У цьому каналі немає відкритого виклику; кинь його через /challenge opponent:<name>.
challenge-is-a-table = Тут відкрито стіл (господар — { $opener }): сідай через /join (партію починає господар столу через /start).
challenge-for-someone-else = Адресат цього виклику — { $opponent }; відповісти на нього може лише адресат.
challenge-game-gone = У цьому виклику вказано гру, яку я більше не проводжу.
challenge-declined = { $opponent } відхиляє виклик гравця { $challenger }.
challenge-none-to-cancel = У цьому каналі немає відкритого виклику, який можна відкликати.
challenge-not-yours = Відкликати цей виклик може лише той, хто його кинув: { $challenger }.
challenge-withdrawn-from = { $challenger } відкликає виклик гравцю { $opponent }.
challenge-withdrawn = { $challenger } відкликає виклик.
table-closed = { $opener } закриває стіл.

## Столи (Throne). $opener, $who і $invited — імена гравців; $seat — колір місця.
table-open = { $opener } відкриває стіл { $game } на { $size ->
        [one] { $size } місце
        [few] { $size } місця
        [many] { $size } місць
       *[other] { $size } місця
    } ({ $terms }; стіл чекає гравців { $minutes ->
        [one] { $minutes } хвилину
        [few] { $minutes } хвилини
        [many] { $minutes } хвилин
       *[other] { $minutes } хвилини
    }).
table-invited = { $invited }, тебе запрошено.
table-seat = { $number }. { $seat }: { $who }
table-seat-open = { $number }. { $seat }: вільно
table-full-start = Стіл заповнено; { $opener } може почати партію кнопкою «Почати» або через /start.
table-join-or-start = Сідай кнопкою або через /join; { $opener } може почати партію кнопкою «Почати» або через /start.
table-join = Сідай кнопкою або через /join; { $opener } зможе почати, коли сядуть щонайменше { $min }.
table-joins = { $who } займає місце { $seat }.
table-leaves = { $who } встає з-за столу.

## Перебіг партії ($who… — імена гравців; $seat і $other — місця; $game — гра; $when — момент в UTC).
host-player = { $who }
host-player-seat = { $who } ({ $seat })
host-command = /{ $verb }
host-ratings = Рейтинги: { $changes }.
host-committed-first = Ця дошка застаріла: інша зміна збереглася раніше. Подивись поточну позицію через /board.
host-no-game-running = У цьому каналі немає партії, що триває; почни її через /challenge opponent:<name>.
host-no-game-yet = У цьому каналі ще не зіграно жодної партії; почни її через /challenge opponent:<name>.
host-game-gone = Я більше не проводжу цю гру.
host-game-running-there = Там уже триває партія.
host-game-not-read-back = Не вдалося прочитати нову партію; спробуй ще раз.
host-button-unknown-game = Ця кнопка від партії, якої я не знаю.
host-button-other-channel = Ця кнопка від партії в іншому каналі.
host-verb-elsewhere = /{ $verb } — команда гри { $games }; у цьому каналі грають у { $game }.
host-verb-nowhere = /{ $verb } — не команда жодної з моїх ігор; у цьому каналі грають у { $game }.

## Кінець партії поза дошкою.
ending-no-draws = У { $game } нічиїх немає: грай далі або /resign.
ending-abort-event = Партію турніру не можна перервати; натомість її завершує /resign.
ending-abort-too-late = Переривати запізно: { $played ->
        [one] уже зіграно { $played } хід
        [few] уже зіграно { $played } ходи
        [many] уже зіграно { $played } ходів
       *[other] уже зіграно { $played } ходу
    }. Натомість партію завершує /resign.
ending-aborted-result = Перервана гравцем { $who } до другого ходу; без результату.
ending-aborted = { $who } перериває партію до другого ходу. Без результату.
ending-resigned-result = { $who } ({ $seat }) здається; { $count ->
        [one] перемагає { $winners }
       *[other] перемагають { $winners }
    }.
ending-resigns = { $who } ({ $seat }) здається. { $count ->
        [one] Партію виграє { $winners }
       *[other] Партію виграють { $winners }
    }.
ending-your-opponent = Твій суперник
ending-draw-already-offered = Ти вже запропонував нічию; пропозиція чинна, доки суперник не відповість або не зробить хід.
ending-draw-offered-you = { $offerer } уже пропонує тобі нічию: /draw action:accept або /draw action:decline.
ending-ended-meanwhile = Ця партія тим часом закінчилася.
ending-draw-offer = { $who } ({ $seat }) пропонує нічию. { $others }, прийми через /draw action:accept або відхили через /draw action:decline; зроблений хід її відхиляє.
ending-no-draw-offer = Немає пропозиції нічиєї, на яку можна відповісти; запропонуй нічию через /draw action:offer.
ending-own-offer = Це твоя власна пропозиція; відповісти може лише { $others }.
ending-draw-accepted = { $who } ({ $seat }) приймає нічию. Партія закінчилася внічию.
ending-drawn-by-agreement = Нічия за згодою.
ending-draw-declined = { $who } ({ $seat }) відхиляє нічию. Граємо далі.
ending-engines-alone-result = { $who } ({ $seat }) { $how ->
        [resigned] здається
       *[timeout] не вкладається в час
    }; лишилися тільки місця бота, тож партія на цьому закінчилася.
ending-engines-alone = Лишилися тільки місця бота, тож партія закінчується тут: бот не грає далі сам.

## Годинник.
clock-aborted = { $late } не зробив хід вчасно до другого ходу: партію перервано, без результату.
clock-aborted-result = Перервано: { $late } не зробив хід вчасно до другого ходу (о { $when }); без результату.
clock-at = (о { $when })
clock-timeout = У гравця { $loser } ({ $seat }) скінчився час. { $winner } ({ $other }) виграє партію.
clock-timeout-result = У гравця { $loser } ({ $seat }) скінчився час о { $when }; перемагає { $winner } ({ $other }).

## /history.
record-versus = { $first } проти { $second }
record-header = { $game }: { $players }
record-attached = (увесь запис — у вкладенні)
record-no-turns = Ще не зіграно жодного ходу.
record-description = Запис партії в нотації.
record-page-line = Сторінка партії: { $url }

## /replay.
replay-no-such-game = На цьому сервері немає партії { $id }; /history показує партію цього каналу.
replay-no-game-yet = У цьому каналі ще не зіграно жодної партії; почни її через /challenge.
replay-cannot = Запис цієї партії не можна відтворити; адмін може перевірити його через `gamehost verify`.
replay-of = Повтор партії { $id } ({ $game }: { $players }), { $turns ->
        [one] { $turns } хід
        [few] { $turns } ходи
        [many] { $turns } ходів
       *[other] { $turns } ходу
    }.
replay-alt = Анімація партії { $id } ({ $game }: { $players }), { $turns ->
        [one] { $turns } хід
        [few] { $turns } ходи
        [many] { $turns } ходів
       *[other] { $turns } ходу
    }.
replay-skipped = Показано останні { $shown }; перші { $skipped } пропущено.

## Реванш.
rematch-still-running = Ця партія ще триває: спершу дограй її.
rematch-no-opponent = У цій партії не було суперника.

## Виклики, що чекають або спливають.
challenge-table-open-here = У гравця { $opener } тут відкритий стіл; приєднуйся через /join або зачекай, поки він почнеться чи закриється.
challenge-already-challenged = { $challenger } уже викликав тут гравця { $opponent }; спершу на цей виклик треба відповісти або скасувати його.
challenge-open-here = У гравця { $challenger } тут відкритий виклик; спершу на нього треба відповісти або скасувати його.
challenge-table-expired = Стіл { $game } гравця { $opener } закрито: ніхто не почав гру вчасно. Відкрий новий через /challenge game:{ $name }.
challenge-expired-to = Виклик від { $challenger } гравцю { $opponent } сплив без відповіді. Кинь виклик знову через /challenge.
challenge-expired = Виклик від { $challenger } сплив без відповіді.
challenge-game-not-hosted = Ця гра тут більше не проводиться.
challenge-name-opponent = Вкажи, кого викликаєш, наприклад /challenge opponent:bob.

## Гра.
play-wrong-game = Це /{ $verb } для { $game }; у цьому каналі грають у { $playing }: використай /{ $verb } { $name }.
play-moved-on = Хід, який показувало те повідомлення, уже зіграно; ось партія в теперішньому вигляді.
play-unknown-game = Я не знаю такої партії.
play-retired-button = Ця кнопка зі старої версії бота: натисни «Грати» або введи /play.

## Підготовлені ходи.
staging-nothing-staged = У тебе нічого не підготовлено: підготуй хід через { $verbs } або зіграй одразу через /turn.
staging-staged-first = У тебе підготовлено: { $staged }. Спершу заверши це через /endturn або скасуй через /undo.
staging-nothing = У тебе нічого не підготовлено.
staging-cleared = Твій підготовлений хід скинуто.
staging-old-preview = Цей попередній перегляд застарів: твій підготовлений хід відтоді змінився. Використай найновіший перегляд або /endturn.
staging-moved-on = Ця дошка застаріла: партія відтоді просунулася. Подивись поточну позицію через /board.

## Вибір ходу крок за кроком ($prompt, $so_far, $turn, $choices, $group і $first — слова гри).
choosing-chosen-since = Цей вибір застарів: ти відтоді вибрав далі. Використай найновіше повідомлення або /play.
choosing-no-such-choice = Варіанта { $n } зараз немає: вибери від 1 до { $count } (/play їх перелічує).
choosing-not-a-choice = Зараз це не один із варіантів: /play їх показує.
choosing-incomplete = Твій хід ще не завершено: { $prompt }
choosing-nothing-chosen = Ти ще нічого не вибрав.
choosing-step = { $game } · { $prompt }
choosing-so-far = Поки вибрано: { $so_far }.
choosing-complete = Готово: «{ $button }» грає { $turn }.
choosing-choices = Варіанти (/choose N): { $choices }.
choosing-menu = Вибери…
choosing-menu-group = { $group }…
choosing-menu-run = { $number }. { $first }…

## Вебсторінка місця.
seat-behind = Ця сторінка застаріла: ти тим часом вибрав в іншому вікні, тепер вона показує твій вибір.
seat-stale = Ця сторінка застаріла: партія просунулася, тепер вона показує її в теперішньому вигляді.
seat-fault = На моєму боці щось пішло не так, нічого не змінено.
seat-draw-failed = Зараз не вдалося намалювати дошку.
seat-not-done = Це не було зроблено.

# An engine seat's name in a game ($level is its level, $n its number among the game's engine seats).
engine-name = { $n ->
    [1] Бот (рівень { $level })
   *[other] Бот { $n } (рівень { $level })
}

# A game's button pressed in a direct message (a turn alert's): what
# everyone sees was posted in the game's channel ($channel, a link).
host-shown-in-channel = Готово: це видно в { $channel }.
host-told-from-channel = У { $channel } (буде показано там під час наступної команди):

# A challenge to a person in a direct message with the bot (no one else
# there could accept it).
challenge-direct-message = Тут із тобою може зіграти лише бот: обери його суперником або викликай людей на сервері.

# A table opened in a direct message with the bot that needs other people
# ($bots: the seats besides the opener's, which bots could take).
table-direct-message = Тут із тобою може зіграти лише бот: віддай йому інші місця через bots:{ $bots } або відкрий стіл на сервері.
