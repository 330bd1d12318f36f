# Українська (uk). Glossary: puzzle = задача, solve = розв’язати, daily puzzle = задача дня, turn = хід, line = варіант, game = гра (одна — партія), rating = рейтинг, engine = бот

# Задачі з партій, зіграних тут (/puzzle, задача дня, повідомлення
# спроби). Задача — позиція, де один хід виграє, а решта й близько не
# стоять; той, хто розв’язує, робить ходи розв’язку, бот — відповіді між ними.
# $id — номер задачі, $game — назва гри, $seat — сторона того, хто
# розв’язує (Ember, Білі…), $turns — скільки ходів він робить.

## Відмови /puzzle.
puzzle-none-left = Для тебе поки немає нових задач: вони беруться із завершених партій, які проаналізував бот. Грай далі й запитай знову пізніше.
puzzle-game-running-here = У цьому каналі триває партія: розв’язуй задачу в іншому каналі або в особистих повідомленнях із ботом.
puzzle-challenge-open-here = У цьому каналі відкрито виклик: розв’язуй задачу в іншому каналі або коли виклик закриється.

## Початок спроби. $solver — хто розв’язує; $rating — рейтинг задачі.
puzzle-start = Задача { $id } ({ $game }, рейтинг { $rating }): { $solver }, твоя сторона — { $seat }. Знайди { $turns ->
        [1] виграшний хід
        [one] виграшний варіант: { $turns } твій хід, а між ними — відповіді бота
        [few] виграшний варіант: { $turns } твої ходи, а між ними — відповіді бота
        [many] виграшний варіант: { $turns } твоїх ходів, а між ними — відповіді бота
       *[other] виграшний варіант: { $turns } твого ходу, а між ними — відповіді бота
    }.
puzzle-tried-before = Це не перша твоя спроба розв’язати цю задачу: вона не змінює твій рейтинг у задачах.
## Звідки вона. $source — номер тієї партії, $url — її сторінка.
puzzle-from-game = Задачу взято з партії { $source }.
puzzle-from-game-page = Задачу взято з партії { $source }: { $url }
puzzle-from-this-server = Задачу взято з партії, зіграної на цьому сервері.
puzzle-from-elsewhere = Задачу взято з партії, зіграної на іншому сервері.

## Ходи того, хто розв’язує.
puzzle-not-the-answer = Це не розв’язок задачі: придивися ще раз і спробуй інший хід.
puzzle-right-go-on = Правильно! Бот відповідає; знайди наступний хід.
puzzle-solved = Розв’язано!
## $rating — це puzzle-rating-moved.
puzzle-solved-rated = Розв’язано! Твій рейтинг у задачах: { $rating }.
puzzle-given-up-rated = Спробу припинено. Твій рейтинг у задачах: { $rating }.
puzzle-rating-moved = { $before } → { $after }
## Підсумок спроби, як підсумок партії. $solver — той, хто розв’язав.
puzzle-solved-result = Задачу розв’язано: { $solver }.

## Задача дня.
puzzle-daily-servers-only = Задачу дня публікують у каналі сервера, а тут сервера немає.
puzzle-daily-managers-only = Увімкнути чи вимкнути задачу дня може лише той, хто керує цим сервером.
puzzle-daily-on = Відтепер у цьому каналі щодня з’являтиметься задача. Ось сьогоднішня.
puzzle-daily-off = Задач дня на цьому сервері більше не буде.
puzzle-daily = Сьогоднішня задача: { $game }, задача { $id }. Хід сторони { $seat }: виграш у { $turns ->
        [1] один хід
        [one] { $turns } хід
        [few] { $turns } ходи
        [many] { $turns } ходів
       *[other] { $turns } ходу
    }. Натисни «Розв’язати», щоб спробувати тут.

button-next-puzzle = Наступна задача
button-solve-puzzle = Розв’язати

## Вебсторінка спроби. $source — номер партії, з якої взято задачу
## (посилання на її сторінку).
web-puzzle = Задача { $id }
web-puzzle-from-game = з партії { $source }
web-puzzle-from-this-server = з партії, зіграної на цьому сервері
web-puzzle-from-elsewhere = з партії, зіграної на іншому сервері

## A board's headline once an attempt is solved.
game-ended-solved = задачу розв’язано
## /analyse of an attempt.
analyse-a-puzzle = Партія { $id } — спроба розв’язати задачу: її не аналізують.

## /profile: a player's puzzle rating in one game.
leaderboard-profile-puzzles = Задачі з { $game }: рейтинг { $rating } (розв’язано: { $solved }, не розв’язано: { $missed })

## An attempt where an earlier one was played in the same channel.
puzzle-played-here-before = Цю задачу вже розв’язували в цьому каналі, і розв’язок може бути вище: ця спроба не змінює твій рейтинг у задачах.
## Above the solver's own view of a game with secrets.
puzzle-your-view = Твоя сторона так, як бачиш її лише ти, з її прихованими виборами.
## A wrong turn, the first of a rated attempt.
puzzle-not-the-answer-counted = Це не розв’язок задачі: ця спроба тепер зарахована як невдала для твого рейтингу в задачах. Придивися ще раз і спробуй інший хід.
