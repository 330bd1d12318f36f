# Regions chess (ru). Словарик: White = Белые, Black = Чёрные, pawn = пешка, commander = командир, jumper = прыгун, hussar = гусар, bishop = слон, scout = разведчик, tower = ладья, queen = ферзь, king = король, infiltrator = лазутчик, water = вода, land = суша, air = воздух (воздушный канал). Номера правил (R14), нотация и вводимые значения (queen, carry:) не меняются.

-regions-white = Белые
-regions-black = Чёрные
-regions-pawn = пешка
-regions-commander = командир
-regions-jumper = прыгун
-regions-hussar = гусар
-regions-bishop = слон
-regions-scout = разведчик
-regions-tower = ладья
-regions-queen = ферзь
-regions-king = король
-regions-infiltrator = лазутчик
-regions-water = вода
-regions-land = суша
-regions-air = воздух

regions-side-white = { -regions-white }
regions-side-black = { -regions-black }
regions-kind-pawn = { -regions-pawn }
regions-kind-commander = { -regions-commander }
regions-kind-jumper = { -regions-jumper }
regions-kind-hussar = { -regions-hussar }
regions-kind-bishop = { -regions-bishop }
regions-kind-scout = { -regions-scout }
regions-kind-tower = { -regions-tower }
regions-kind-queen = { -regions-queen }
regions-kind-king = { -regions-king }
regions-region-water = { -regions-water }
regions-region-land = { -regions-land }
regions-region-air = { -regions-air }
regions-piece = { $kind } ({ $side })
regions-a-piece = фигура
regions-square-piece = { $square } · { $piece }
regions-square = { $square }
regions-action-reveal = раскрытие

regions-started = Игра началась: { $white } ({ -regions-white }) против { $black } ({ -regions-black }), Regions chess. Сначала каждый тайно выбирает лазутчика — вражескую фигуру, которая потом может перейти на другую сторону (R13): нажми «Выбрать лазутчика» или напиши /pick piece:<square>.
regions-button-pick = Выбрать лазутчика
regions-your-pick = Твой лазутчик: { $piece } на { $square }. Это видишь только ты; на твоих собственных видах он отмечен маской. Как только в партии будет любой шах, можешь раскрыть его через /reveal (R14).
regions-both-picked = { $player } ({ $side }): лазутчик выбран. Выбрали оба: первым ходит { $white } ({ -regions-white }) — /move from:<square> to:<square>.
regions-both-picked-engine = { $player } ({ $side }): лазутчик выбран. Выбрали оба: первым ходит { $white } ({ -regions-white }).
regions-picked-waiting = { $player } ({ $side }): лазутчик выбран; ждём { $other }.
regions-pick-first = Сначала выбери лазутчика: нажми «Выбрать лазутчика» или /pick piece:<square> (вражеская фигура, кроме короля, ферзя, ладей и разведчиков).
regions-opponent-picking = Соперник ещё выбирает лазутчика; игра начнётся, когда он закончит.
regions-not-your-turn = Сейчас ходит { $player } ({ $side }); дождись его хода.
regions-not-your-turn-now = Сейчас ход: { $side }, а не твой.

regions-not-a-square = `{ $text }` — не поле: напиши вертикаль a–j и горизонталь 1–10, например e2 или j10.
regions-not-a-promotion = `{ $option }:{ $value }` — не вариант: используй queen, tower, bishop, scout или hussar.
regions-not-a-piece = `piece:{ $value }` — не фигура Regions: используй pawn, commander, jumper, hussar, bishop, scout, tower, queen или king.
regions-turn-needs-move = Для хода нужен ход фигурой, например /turn move:e2-e4.
regions-carry-promote-alone = `carry_promote:` идёт вместе с `carry:`, например /move from:e9 to:e10 promote:queen carry:d9 carry_promote:queen.
regions-nothing-staged = У тебя нет отложенного хода: отложи его через /move или сыграй сразу через /turn move:e2-e4.

regions-error-game-over = Игра окончена: { $winner } взяли короля (R15).
regions-error-picks-pending = Оба игрока выбирают лазутчика до первого хода (R13).
regions-error-empty = На { $square } нет фигуры.
regions-error-not-yours = Фигура { $kind } на { $square } принадлежит стороне { $owner }, ходить ею не тебе.
regions-error-own-piece = Твоя фигура { $kind } с { $from } не может пойти на { $to }: там стоит твоя фигура.
regions-error-across-sky = Твоя фигура { $kind } с { $from } не может бить на { $to }: между ними воздушный канал, а через него с суши или воды бьют только разведчики, ладьи и ферзь (R4).
regions-error-out-of-reach = Твоя фигура { $kind } с { $from } не достаёт до { $to } ({ $rule }).
regions-error-promotion-needed = Твоя фигура { $kind } доходит до последней горизонтали на { $square }: выбери, во что она превратится (queen, tower, bishop, scout или hussar) (R6).
regions-hint-promote = Добавь это как promote:queen (или tower, bishop, scout, hussar).
regions-error-promotion-not-allowed = Превращается только пешка, дошедшая до последней горизонтали; фигура, идущая на { $square }, — нет (R6).
regions-error-carry-needs-advance = Взять пешку с собой может только командир ходом вперёд без взятия (R7).
regions-error-no-pawn-to-carry = Командир может взять с собой только твою простую пешку с соседнего поля; на { $square } такой нет (R7).
regions-error-carry-too-far = Пешка на { $pawn } может пройти вперёд только на { $reach ->
        [one] { $reach } поле
        [few] { $reach } поля
        [many] { $reach } полей
       *[other] { $reach } поля
    }, поэтому командир идёт не дальше: { $shorter } (R7).
regions-carry-none = её нельзя взять с собой
regions-carry-instead = лучше сходи командиром на { $square }
regions-error-carry-promotion = Взятая с собой пешка заканчивает ход на { $square }: укажи для неё превращение ровно тогда, когда это её последняя горизонталь (R7).
regions-hint-carry-promote = Укажи его как carry_promote:queen (или tower, bishop, scout, hussar).
regions-error-reveal-before-check = Раскрыть лазутчика можно только после того, как в партии был шах (R14).
regions-error-already-revealed = Ты уже раскрыл лазутчика; каждый раскрывает только раз (R14).
regions-error-infiltrator-lost = Твоего лазутчика взяли до того, как ты его раскрыл, так что раскрывать нечего (R14).
regions-pick-already = Ты уже выбрал лазутчика (R13).
regions-pick-empty = На { $square } нет фигуры: выбери фигуру соперника (R13).
regions-pick-own = Фигура { $kind } на { $square } — твоя: выбери фигуру соперника (R13).
regions-pick-forbidden = Фигура { $kind } на { $square } не может быть лазутчиком: королей, ферзей, ладей и разведчиков выбирать нельзя (R13).

regions-staged = Отложено: { $action }. Картинка показывает это на доске: исходное поле затемнено, призрак там, где фигура встаёт, скобки на взятой фигуре. Нажми «Завершить ход» (или /endturn), чтобы сыграть, «Отменить» (/undo), чтобы начать заново.
regions-turn-line = Ход { $turn } · { $side } ({ $player }): { $action }
regions-turn-line-takes = Ход { $turn } · { $side } ({ $player }): { $action }, взято: { $taken }
regions-wins = { $player } ({ $side }) побеждает! Король ({ $loser }) взят.
regions-result-wins = { $player } ({ $side }) побеждает: король ({ $loser }) взят.
regions-result-no-action = Ничья: у { $player } ({ $side }) нет ни одного допустимого действия (R15).
regions-event-carried = { $piece } перенесена { $from }-{ $to }.
regions-event-promoted = Пешка ({ $side }) на { $square } превратилась: { $kind }.
regions-event-recapture = Командир ({ $side }) может на следующем ходу взять обратно на { $square }.
regions-event-revealed = { $side } раскрывают лазутчика: фигура { $kind } на { $square } теперь на стороне { $side }.
regions-event-infiltrator-lost = Твоего лазутчика на { $square } взяли до того, как ты его раскрыл.
regions-in-check = { $side } под шахом.

regions-game-over = Игра окончена:
regions-picking-one = Выбор лазутчиков: ждём { $player }.
regions-picking-both = Выбор лазутчиков: ждём { $white } и { $black }.
regions-status-turn = Ход { $turn } · ходят { $side } ({ $player }).
regions-describe-title = Regions chess: { $white } ({ -regions-white }) против { $black } ({ -regions-black }).
regions-check-happened = Шах уже был: лазутчиков можно раскрывать (R14).
regions-no-check-yet = Шаха ещё не было: лазутчики остаются скрытыми (R14).
regions-recapture-now = Командир ({ $side }) может на этом ходу взять обратно на { $square } (R7).
regions-has-revealed = { $side } раскрыли своего лазутчика.
regions-hidden-until-end = Лазутчик ({ $side }), скрытый до конца (R16): { $piece } на { $square }.
regions-hidden-until-end-gone = Лазутчик ({ $side }), скрытый до конца (R16): фигура на { $square }.
regions-lost-before-reveal = Лазутчика ({ $side }) взяли до того, как его раскрыли (R14).
regions-your-infiltrator = Твой лазутчик: { $piece } на { $square } (это видишь только ты).
regions-your-infiltrator-lost = Твоего лазутчика взяли до того, как ты его раскрыл (это видишь только ты).
regions-has-lost = { $side } потеряли: { $pieces }.
regions-position = Позиция: `{ $position }`
regions-record-picked-secret = выбрано { $square } как лазутчик (это видишь только ты)
regions-record-picked = выбрано { $square } как лазутчик

regions-at-end-one = Лазутчики, показанные после окончания игры (R16): { $first }.
regions-at-end-two = Лазутчики, показанные после окончания игры (R16): { $first }; { $second }.
regions-end-hidden = { $side }: { $piece } на { $square }
regions-end-hidden-gone = { $side }: фигура на { $square }
regions-end-lost = { $side }: { $piece }, выбранная на { $square }, взята до раскрытия
regions-end-lost-unknown = { $side }: взят до раскрытия

regions-choice-reveal = Раскрыть лазутчика
regions-choice-promote = Превратить в: { $kind }
regions-choice-carry = Взять с собой пешку с { $square }
regions-choice-carry-promote = Перенесённая пешка становится: { $kind }
regions-choice-group-carry = Взять с собой пешку
regions-prompt-pick = Выбери тайного лазутчика: одну из фигур соперника (это видишь только ты).
regions-prompt-piece-or-reveal = Выбери фигуру для хода (или «Раскрыть»).
regions-prompt-piece = Выбери фигуру для хода.
regions-prompt-carried-becomes = Выбери, во что превратится перенесённая пешка.
regions-prompt-pawn-becomes = Выбери, во что превратится пешка.
regions-prompt-carry = Выбери пешку, которую командир возьмёт с собой, или «Завершить ход», чтобы пойти им одним.
regions-prompt-end-turn = «Завершить ход», чтобы сыграть.
regions-prompt-where = Выбери, куда она пойдёт.
regions-over = Игра окончена.
regions-you-have-picked = Ты уже выбрал; игра начнётся, когда выберет соперник.
regions-choices-stale = Этот выбор здесь больше не составляет ход: начни заново.

regions-rules-board = Regions chess: { -regions-white } против { -regions-black } на доске 10×10, вертикали которой — местность: a, b, i, j вода; c, d, g, h суша; e и f воздушный канал. Первыми ходят { -regions-white }; взятие вражеского короля побеждает (мата нет).
regions-rules-terrain = Фигура на суше или воде не может бить фигуру на суше или воде через воздушный канал; разведчики, ладьи и ферзь не обращают внимания на местность, а фигура в воздухе бьёт где угодно.
regions-rules-picks = Перед первым ходом каждый тайно выбирает вражескую фигуру (не короля, ферзя, ладьи или разведчиков) своим лазутчиком (/pick). Как только в партии был шах, можешь потратить ход, чтобы раскрыть его через /reveal: он переходит на твою сторону.
regions-rules-commanders = Командиры могут брать с собой соседнюю пешку вперёд (/move … carry:<square>) и бить обратно рядом с собой. Посмотри фигуру через /rules game:regions piece:jumper; на картинке фигуры, которых ты можешь не знать.
regions-rules-pawn = Пешка (R6): одно поле прямо вперёд, бьёт на одно поле по диагонали вперёд. Первым ходом может пойти дальше: 1 с воды, 2 с суши, 3 из воздуха. На последней горизонтали превращается в ферзя, ладью, слона, разведчика или гусара.
regions-rules-commander = Командир (R7): ходит как пешка; при ходе вперёд без взятия может взять с собой одну из твоих простых пешек с соседнего поля на то же расстояние (обе идут лишь так далеко, как может пешка). Если твою пешку взяли рядом с ним, он может взять обратно там на твоём следующем ходу, в любом направлении.
regions-rules-jumper = Прыгун (R10): шаг на одно поле в любую сторону, бьёт на одно поле прямо или по диагонали вперёд, или перепрыгивает соседнюю фигуру на пустое поле за ней: с воды прыжков нет, с суши один, из воздуха цепочка из двух. Прыжки ничего не бьют.
regions-rules-hussar = Гусар (R9): прыгает как конь или идёт ровно на три поля по прямой, перепрыгивая свои фигуры, но не вражеские.
regions-rules-bishop = Слон (R8): ходит по диагонали; привязан к местности (R4).
regions-rules-scout = Разведчик (R8): ходит по диагонали и не обращает внимания на местность.
regions-rules-tower = Ладья (R8): ходит по горизонталям и вертикалям и не обращает внимания на местность.
regions-rules-queen = Ферзь (R8): ходит в любом прямом направлении и не обращает внимания на местность.
regions-rules-king = Король (R11): одно поле в любую сторону, может вставать под удар. Потерять его — проиграть.
regions-rules-marks = Призраки показывают, куда она может пойти; скобки — где может бить.

regions-header-wins = Ход { $turn } · победа: { $side }
regions-header-picking = Выбор лазутчиков
regions-header-drawn = Ход { $turn } · ничья
regions-header-to-move = Ход { $turn } · ходят { $side }
regions-header-ended = Игра окончена · { $ended }
regions-alt-game-over = Игра окончена: { $ended }
regions-alt-board = Доска Regions chess, { $white } ({ -regions-white }) против { $black } ({ -regions-black }). { $state }.
regions-alt-terrain = Вертикали a, b, i, j — вода; c, d, g, h — суша; e, f — воздушный канал.
regions-alt-marked = Отмечено: { $square }.
regions-alt-last-move = Последний ход { $from }-{ $to }.
regions-alt-infiltrator-end = Лазутчик ({ $side }), скрытый до конца (R16): { $piece } на { $square }, отмечен маской.
regions-alt-infiltrator-mine = Твой лазутчик (тайна: { $side }): { $piece } на { $square }, отмечен маской.
regions-alt-side = { $side }:
regions-alt-group = { $kind } { $squares }
regions-alt-nothing = ничего
regions-alt-staged = Отложено, ещё не сыграно:
regions-alt-leaves = уходит с { $squares }
regions-alt-lands = встаёт на { $squares }
regions-alt-ghost = { $square } ({ $piece })
regions-alt-takes = берёт { $squares }
regions-alt-passes = проходит { $squares }
regions-alt-options = Отмечены для выбора: { $squares }.
regions-alt-diagram = Диаграмма: { $kind } ({ $rule }) на { $square }, местность: { $region }.
regions-alt-diagram-moves = Может пойти на { $squares }.
regions-alt-diagram-captures = Может бить на { $squares }.
regions-diagram-title = { $kind } ({ $rule }) на { $square }: призраки — куда ходит, скобки — где бьёт
regions-legend-title = Фигуры, которых ты можешь не знать (каждую смотри через /rules piece:…)
regions-legend-name = { $kind } ({ $rule })
regions-legend-alt = Легенда фигур Regions, у каждой — { -regions-white } и { -regions-black }: { $pieces }.

## /help: команды игры одной строкой.
regions-help = Regions chess: сначала выбери через /pick своего тайного лазутчика; потом ход — это один /move (с carry: для командира), подготовленный втайне и сыгранный через /endturn, или /reveal.
