# Русский (ru). Glossary: puzzle = задача, solve = решить, daily puzzle = задача дня, turn = ход, line = вариант, game = игра (одна — партия), rating = рейтинг, engine = бот

# Задачи из партий, сыгранных здесь (/puzzle, задача дня, сообщения
# попытки). Задача — позиция, где один ход выигрывает, а остальные и
# близко не стоят; решающий делает ходы решения, бот — ответы между ними.
# $id — номер задачи, $game — название игры, $seat — сторона решающего
# (Ember, Белые…), $turns — сколько ходов делает решающий.

## Отказы /puzzle.
puzzle-none-left = Для тебя пока нет новых задач: они берутся из завершённых партий, которые проанализировал бот. Играй дальше и спроси снова позже.
puzzle-game-running-here = В этом канале идёт партия: реши задачу в другом канале или в личных сообщениях с ботом.
puzzle-challenge-open-here = В этом канале открыт вызов: реши задачу в другом канале или когда вызов закроется.

## Начало попытки. $solver — решающий; $rating — рейтинг задачи.
puzzle-start = Задача { $id } ({ $game }, рейтинг { $rating }): { $solver }, твоя сторона — { $seat }. Найди { $turns ->
        [1] выигрышный ход
        [one] выигрышный вариант: { $turns } твой ход, а между ними — ответы бота
        [few] выигрышный вариант: { $turns } твоих хода, а между ними — ответы бота
        [many] выигрышный вариант: { $turns } твоих ходов, а между ними — ответы бота
       *[other] выигрышный вариант: { $turns } твоего хода, а между ними — ответы бота
    }.
puzzle-tried-before = Это не первая твоя попытка решить эту задачу: она не меняет твой рейтинг в задачах.
## Откуда она. $source — номер той партии, $url — её страница.
puzzle-from-game = Задача взята из партии { $source }.
puzzle-from-game-page = Задача взята из партии { $source }: { $url }
puzzle-from-this-server = Задача взята из партии, сыгранной на этом сервере.
puzzle-from-elsewhere = Задача взята из партии, сыгранной на другом сервере.

## Ходы решающего.
puzzle-not-the-answer = Это не решение задачи: посмотри ещё раз и попробуй другой ход.
puzzle-right-go-on = Верно! Бот отвечает; найди следующий ход.
puzzle-solved = Решено!
## $rating — это puzzle-rating-moved.
puzzle-solved-rated = Решено! Твой рейтинг в задачах: { $rating }.
puzzle-given-up-rated = Попытка прекращена. Твой рейтинг в задачах: { $rating }.
puzzle-rating-moved = { $before } → { $after }
## Итог попытки, как итог партии. $solver — тот, кто решил.
puzzle-solved-result = Задача решена: { $solver }.

## Задача дня.
puzzle-daily-servers-only = Задача дня публикуется в канале сервера, а здесь сервера нет.
puzzle-daily-managers-only = Включить или выключить задачу дня может только тот, кто управляет этим сервером.
puzzle-daily-on = Теперь в этом канале каждый день будет появляться задача. Вот сегодняшняя.
puzzle-daily-off = Задач дня на этом сервере больше не будет.
puzzle-daily = Сегодняшняя задача: { $game }, задача { $id }. Ход стороны { $seat }: выигрыш в { $turns ->
        [1] один ход
        [one] { $turns } ход
        [few] { $turns } хода
        [many] { $turns } ходов
       *[other] { $turns } хода
    }. Нажми «Решить», чтобы попробовать здесь.

button-next-puzzle = Следующая задача
button-solve-puzzle = Решить

## Веб-страница попытки. $source — номер партии, из которой взята
## задача (ссылка на её страницу).
web-puzzle = Задача { $id }
web-puzzle-from-game = из партии { $source }
web-puzzle-from-this-server = из партии, сыгранной на этом сервере
web-puzzle-from-elsewhere = из партии, сыгранной на другом сервере

## A board's headline once an attempt is solved.
game-ended-solved = задача решена
## /analyse of an attempt.
analyse-a-puzzle = Партия { $id } — попытка решить задачу: она не анализируется.

## /profile: a player's puzzle rating in one game.
leaderboard-profile-puzzles = Задачи по { $game }: рейтинг { $rating } (решено: { $solved }, не решено: { $missed })

## An attempt where an earlier one was played in the same channel.
puzzle-played-here-before = Эту задачу уже решали в этом канале, и решение может быть выше: эта попытка не меняет твой рейтинг в задачах.
## Above the solver's own view of a game with secrets.
puzzle-your-view = Твоя сторона так, как видишь её только ты, с её скрытыми выборами.
## A wrong turn, the first of a rated attempt.
puzzle-not-the-answer-counted = Это не решение задачи: эта попытка теперь засчитана как неудачная для твоего рейтинга в задачах. Посмотри ещё раз и попробуй другой ход.
