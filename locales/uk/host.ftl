# Українська (uk). Glossary: move = хід фігурою, turn = хід, piece = фігура, square = поле, game = гра (одна — партія), challenge = виклик
# Що ведучий каже про будь-яку гру: команди, відмови, виклики,
# годинники, рейтинги, турніри.

## Щось зламалося на боці бота; нічого не змінено.
host-fault = На моєму боці щось пішло не так, нічого не змінено; адмін може перевірити партії через `gamehost verify`.
host-store-failed = На моєму боці щось пішло не так, нічого не змінено. Спробуй ще раз.
host-picture-failed = Команду виконано, але намалювати зображення не вдалося.

## Годинники. $movers — імена тих, чий хід, $when — момент часу.
host-turn-due = { $movers }: термін цього ходу — { $when }.
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
