# Українська (uk). Glossary: move = хід фігурою, turn = хід, piece = фігура, square = поле, game = гра (одна — партія), challenge = виклик, analysis = аналіз, accuracy = точність, inaccuracy = неточність, mistake = помилка, blunder = груба помилка, win chance = шанс на перемогу, engine = бот
# Аналіз завершених партій ботом (/analyse, кнопка «Аналіз»,
# зображення аналізу й аналіз на сторінці партії).

## Відмови /analyse. $id — номер партії, $game — назва гри.
analyse-no-such-game = На цьому сервері немає партії { $id }; /history показує партію цього каналу.
analyse-no-game-yet = У цьому каналі ще не зіграно жодної партії; почни її через /challenge.
analyse-not-over = Партія { $id } ще триває: її аналіз з’явиться, коли вона закінчиться.
analyse-not-this-game = Бот не аналізує партії в { $game }.
analyse-nothing = Партія { $id } закінчилася раніше, ніж хтось зробив хід: аналізувати нічого.

## Аналіз ще не готовий. $ahead — скільки партій чекають у черзі перед нею.
analyse-queued = Бот проаналізує партію { $id }{ $ahead ->
        [0] {""}
        [1] {" після ще однієї партії"}
        [one] {" "}після ще { $ahead } партії
        [few] {" "}після ще { $ahead } партій
        [many] {" "}після ще { $ahead } партій
       *[other] {" "}після ще { $ahead } партії
    }. За хвилину-дві запитай знову: /analyse game:{ $id }.

## Аналіз. $players — «alice проти bob».
analyse-of = Аналіз партії { $id } ({ $game }: { $players })
analyse-alt = Графік шансів кожного гравця на перемогу впродовж партії { $id } ({ $game }: { $players }), під ним — позначені ходи.
## По рядку на гравця. $accuracy — ціле число відсотків.
analyse-player = { $who }: точність { $accuracy }%, { $inaccuracies ->
        [one] { $inaccuracies } неточність
        [few] { $inaccuracies } неточності
        [many] { $inaccuracies } неточностей
       *[other] { $inaccuracies } неточності
    }, { $mistakes ->
        [one] { $mistakes } помилка
        [few] { $mistakes } помилки
        [many] { $mistakes } помилок
       *[other] { $mistakes } помилки
    }, { $blunders ->
        [one] { $blunders } груба помилка
        [few] { $blunders } грубі помилки
        [many] { $blunders } грубих помилок
       *[other] { $blunders } грубої помилки
    }
analyse-player-no-turns = { $who }: жодного ходу, який бот міг би оцінити
analyse-swings = Найрізкіші перепади:
## $turn — номер ходу, $played і $best — ходи в нотації гри, $mark — одне зі слів analysis-mark-.
analyse-swing = Хід { $turn }, { $who }: { $played } ({ $mark }); бот обрав би { $best }
analysis-mark-inaccuracy = неточність
analysis-mark-mistake = помилка
analysis-mark-blunder = груба помилка
analysis-mark-none = невелика втрата

## Кнопка під останнім повідомленням завершеної партії.
button-analysis = Аналіз

## Аналіз на сторінці партії.
web-analysis-title = Аналіз бота
web-analysis-graph-alt = Шанси кожного гравця на перемогу впродовж партії { $id }, позиція за позицією, з позначеними ходами під графіком.
web-analysis-secrets = Бот бачив те, що під час гри було приховано (таємні рішення, розкриті наприкінці партії); цей аналіз теж їх ураховує й однаковий для всіх.
## $mark — одне зі слів analysis-mark-.
web-analysis-shown-mark = Позначка: { $mark }.
web-analysis-shown-best = Бот теж зіграв би цей хід.
## $best — хід у нотації гри, $line — ходи, яких бот очікував після нього.
web-analysis-shown-preferred = Бот обрав би { $best } (його варіант: { $line }).
web-analysis-how = Шанси на перемогу виводяться з оцінки бота за фіксованого обсягу розрахунку й відкалібровані за його власними партіями. Хід позначається, якщо порівняно з вибором бота він коштує гравцеві 5 (неточність), 10 (помилка) або 15 (груба помилка) пунктів шансу на перемогу; точність — середнє за всіма ходами гравця.
web-analysis-waiting = Бот ще не проаналізував цю партію; аналіз з’явиться тут, щойно буде готовий.

## Under a page's board where the next turn was marked: the engine's choice, drawn as an arrow.
web-analysis-arrow = Стрілка: вибір бота тут, { $best }.
