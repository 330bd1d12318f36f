# Русский (ru). Glossary: move = ход фигурой, turn = ход, piece = фигура, square = поле, game = игра (одна — партия), challenge = вызов, analysis = анализ, accuracy = точность, inaccuracy = неточность, mistake = ошибка, blunder = зевок, win chance = шанс на победу, engine = бот
# Анализ завершённых партий ботом (/analyse, кнопка «Анализ»,
# картинка анализа и анализ на странице партии).

## Отказы /analyse. $id — номер партии, $game — название игры.
analyse-no-such-game = На этом сервере нет партии { $id }; /history показывает партию этого канала.
analyse-no-game-yet = В этом канале ещё не сыграно ни одной партии; начни её через /challenge.
analyse-not-over = Партия { $id } ещё идёт: её анализ появится, когда она закончится.
analyse-not-this-game = Бот не анализирует партии в { $game }.
analyse-nothing = Партия { $id } закончилась раньше, чем кто-либо сделал ход: анализировать нечего.

## Анализ ещё не готов. $ahead — сколько партий ждут в очереди перед ней.
analyse-queued = Бот проанализирует партию { $id }{ $ahead ->
        [0] {""}
        [1] {" после ещё одной партии"}
        [one] {" "}после ещё { $ahead } партии
        [few] {" "}после ещё { $ahead } партий
        [many] {" "}после ещё { $ahead } партий
       *[other] {" "}после ещё { $ahead } партии
    }. Через минуту-другую спроси снова: /analyse game:{ $id }.

## Анализ. $players — «alice против bob».
analyse-of = Анализ партии { $id } ({ $game }: { $players })
analyse-alt = График шансов каждого игрока на победу на протяжении партии { $id } ({ $game }: { $players }), под ним — отмеченные ходы.
## По строке на игрока. $accuracy — целое число процентов.
analyse-player = { $who }: точность { $accuracy }%, { $inaccuracies ->
        [one] { $inaccuracies } неточность
        [few] { $inaccuracies } неточности
        [many] { $inaccuracies } неточностей
       *[other] { $inaccuracies } неточности
    }, { $mistakes ->
        [one] { $mistakes } ошибка
        [few] { $mistakes } ошибки
        [many] { $mistakes } ошибок
       *[other] { $mistakes } ошибки
    }, { $blunders ->
        [one] { $blunders } зевок
        [few] { $blunders } зевка
        [many] { $blunders } зевков
       *[other] { $blunders } зевка
    }
analyse-player-no-turns = { $who }: ни одного хода, который бот мог бы оценить
analyse-swings = Самые резкие перепады:
## $turn — номер хода, $played и $best — ходы в нотации игры, $mark — одно из слов analysis-mark-.
analyse-swing = Ход { $turn }, { $who }: { $played } ({ $mark }); бот предпочёл бы { $best }
analysis-mark-inaccuracy = неточность
analysis-mark-mistake = ошибка
analysis-mark-blunder = зевок
analysis-mark-none = небольшая потеря

## Кнопка под последним сообщением завершённой партии.
button-analysis = Анализ

## Анализ на странице партии.
web-analysis-title = Анализ бота
web-analysis-graph-alt = Шансы каждого игрока на победу на протяжении партии { $id }, позиция за позицией, с отмеченными ходами под графиком.
web-analysis-secrets = Бот видел то, что во время игры было скрыто (тайные решения, раскрытые в конце партии); этот анализ тоже их учитывает и одинаков для всех.
## $mark — одно из слов analysis-mark-.
web-analysis-shown-mark = Отметка: { $mark }.
web-analysis-shown-best = Бот тоже сыграл бы этот ход.
## $best — ход в нотации игры, $line — ходы, которых бот ждал после него.
web-analysis-shown-preferred = Бот предпочёл бы { $best } (его вариант: { $line }).
web-analysis-how = Шансы на победу выводятся из оценки бота при фиксированном объёме расчёта и откалиброваны по его собственным партиям. Ход отмечается, если по сравнению с выбором бота он стоит игроку 5 (неточность), 10 (ошибка) или 15 (зевок) пунктов шанса на победу; точность — среднее по всем ходам игрока.
web-analysis-waiting = Бот ещё не проанализировал эту партию; анализ появится здесь, когда будет готов.

## Under a page's board where the next turn was marked: the engine's choice, drawn as an arrow.
web-analysis-arrow = Стрелка: выбор бота здесь, { $best }.
