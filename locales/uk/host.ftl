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
host-half-time-gone = { $movers }: минула половина часу на цей хід у { $game } ({ $per_turn } на хід); термін — { $when }.

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
