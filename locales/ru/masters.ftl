# Русский (ru). Глоссарий: Ember, Frost (стороны, имена собственные); general = генерал, puppeteer = кукловод, witch = ведьма (три лидера); cardinal = кардинал, dragon = дракон, sentinel = страж, archer = лучник, horseman = всадник, scout = разведчик; claim = подчинение (подчинить), inherit = унаследовать, offer = предложение, moveset = ходы, aura = аура. Значения опций (promote:dragon, inherit:accept, piece:horseman) и команды не переводятся.

## Стороны и фигуры.
-masters-ember = Ember
-masters-frost = Frost
-masters-general = генерал
-masters-puppeteer = кукловод
-masters-witch = ведьма
-masters-cardinal = кардинал
-masters-dragon = дракон
-masters-sentinel = страж
-masters-archer = лучник
-masters-horseman = всадник
-masters-scout = разведчик

masters-side-ember = { -masters-ember }
masters-side-frost = { -masters-frost }
masters-piece-general = { -masters-general }
masters-piece-puppeteer = { -masters-puppeteer }
masters-piece-witch = { -masters-witch }
masters-piece-cardinal = { -masters-cardinal }
masters-piece-dragon = { -masters-dragon }
masters-piece-sentinel = { -masters-sentinel }
masters-piece-archer = { -masters-archer }
masters-piece-horseman = { -masters-horseman }
masters-piece-scout = { -masters-scout }

masters-owned = { $piece } ({ $side })
masters-yours-on = твоя фигура «{ $piece }» на { $square }
masters-yours-on-start = Твоя фигура «{ $piece }» на { $square }
masters-theirs-on = { $piece } ({ $side }) на { $square }
masters-notation = { $notation }
masters-and-then = { $first }, { $rest }
masters-notes-join = { $first }; { $rest }

masters-started = Игра началась: { $ember } ({ -masters-ember }) против { $frost } ({ -masters-frost }). { -masters-ember } ходит первым: { $ember }.
masters-started-how = Игра началась: { $ember } ({ -masters-ember }) против { $frost } ({ -masters-frost }). { -masters-ember } ходит первым: { $ember }, подготовь ход через /move и /claim, затем /endturn (или /turn сразу).
masters-game-over = Игра окончена:
masters-status = Ход { $turn } · ходит { $side } ({ $player }).
masters-not-your-turn = Сейчас ход { $player } ({ $side }); дождись его.
masters-players = Masters: { $ember } ({ -masters-ember }) против { $frost } ({ -masters-frost }).
masters-holds = Кукловод стороны { $side } держит: { $piece } на { $square }.
masters-offered = Ведьме стороны { $side } предложено: { $offers }.
masters-offered-forced = Ведьме стороны { $side } предложено: { $offers } (обязательно: { $forced }).
masters-witch-moves-as = Ведьма стороны { $side } ходит как: { $piece }.
masters-has-lost = { $side } потерял: { $pieces }.
masters-position = Позиция: `{ $position }`

masters-turn-line = Ход { $number } · { $side } ({ $player }): { $what }
masters-part-inherits = наследует: { $piece }
masters-part-declines = отказывается от наследства
masters-part-takes = берёт: { $piece }
masters-part-claims = подчиняет { $square }
masters-event-claimed = Кукловод стороны { $side } подчинил: { $piece }.
masters-event-retargeted = Кукловод стороны { $side } отпустил ({ $released }) и подчинил: { $piece }.
masters-event-released = Кукловод стороны { $side } потерял контроль: { $piece }.
masters-event-offer = Ведьме стороны { $side } предложены ходы: { $piece }.
masters-event-offer-forced = Ведьме стороны { $side } предложены ходы, и она обязана их принять: { $piece }.
masters-event-forced = Ведьма стороны { $side } обязана унаследовать ходы: { $piece }.
masters-event-promoted = Разведчик стороны { $side } на { $square } превратился: { $piece }.
masters-won = { $player } ({ $side }) побеждает! Все три лидера стороны { $loser } пали.
masters-result-won = { $player } ({ $side }) побеждает: все три лидера стороны { $loser } пали.
masters-stuck = У { $player } ({ $side }) нет допустимого хода: сдайся через /resign или предложи ничью через /draw action:offer.
masters-note-takes = берёт: { $piece } на { $square }
masters-note-promotes = превращается: { $piece }
masters-note-inherits = ведьма наследует: { $piece }
masters-note-inherits-forced = ведьма наследует: { $piece }, обязательно (M34)

masters-staged = Подготовлено: { $draft }. Нажми «Завершить ход» (или /endturn), чтобы сыграть, «Отменить» (/undo), чтобы начать заново.
masters-draft-claim = подчинение { $square }
masters-draft-accept = принять предложение
masters-draft-decline = отклонить предложения
masters-draft-inherit = унаследовать: { $piece }
masters-no-claim = Подчинить нельзя ни одну фигуру.
masters-no-claim-after-move = После подготовленного хода подчинить нельзя ни одну фигуру.
masters-can-claim = Можно подчинить: { $targets }. Подготовь одну через /claim target:{ $first }.
masters-can-claim-after-move = После подготовленного хода можно подчинить: { $targets }. Подготовь одну через /claim target:{ $first }.
masters-claim-target = { $square } ({ $piece })
masters-claim-staged-already = Ты уже подготовил подчинение на { $square }: сначала /undo, чтобы изменить.
masters-answer-staged-already = Ты уже выбрал ({ $answer }): сначала /undo, чтобы изменить.
masters-nothing-staged = У тебя не подготовлено ни хода, ни подчинения: подготовь через /move или /claim или сыграй сразу через /turn.
masters-m23-warning = Внимание: после подготовленного хода { $reason } Ход будет отклонён: измени ход или подчинение (/undo).
masters-m23-warning-blocked = Внимание: после подготовленного хода { $reason } Ход будет отклонён (мешает { $blocker } на { $square }): измени ход или подчинение (/undo).
masters-claim-first = { $refusal } Чтобы ею походить, подчини её в том же ходу: сначала /claim target:{ $square }.

masters-choices-over = Игра окончена.
masters-choices-not-your-turn = Сейчас ход стороны { $side }, а не твой.
masters-choices-stale = Этот выбор здесь больше не складывается в ход: начни заново.

## Choosing a turn by buttons: what each choice says and what to do now.
## $piece a piece's name (or a side's piece); $square a square.
masters-choice-inherit = Твоя { -masters-witch } наследует: { $piece }
masters-choice-decline = Отклонить предложения для ведьмы
masters-choice-piece = { $square } · { $piece }
masters-choice-promote = Превратить в: { $piece }
masters-choice-claim-only = Только подчинить
masters-choice-claim = Подчинить { $square }
masters-takes = берёт: { $piece }
masters-prompt-piece = Выбери фигуру для хода.
masters-prompt-piece-or-claim = Выбери фигуру для хода (или «Только подчинить»).
masters-prompt-offers = У твоей ведьмы есть предложения: ответь на них или выбери фигуру для хода.
masters-prompt-promote = Выбери, кем станет твой { -masters-scout }.
masters-prompt-claim-or-end = Подчини фигуру (пунктирные круги) или «Завершить ход».
masters-prompt-claim = Выбери фигуру, которую подчинит твой { -masters-puppeteer } (пунктирные круги).
masters-prompt-end = «Завершить ход», чтобы сыграть.
masters-prompt-where = Выбери, куда она пойдёт.

masters-bad-promotion = `promote:{ $value }` — не вариант: используй dragon, sentinel, archer или horseman.
masters-bad-answer = `inherit:{ $value }` — не ответ: используй accept, decline или предложенную фигуру (например, horseman).
masters-turn-needs-action = Ходу нужно движение фигуры или подчинение (или оба), например /turn move:E2-E4 или /turn claim:F7.
masters-turn-needs-move-or-claim = Ходу нужно движение фигуры или подчинение (или оба), например /turn move:E2-E4.
masters-promote-needs-move = `promote:` идёт вместе с движением, например /turn move:E11-E12 promote:dragon.
masters-no-offer-to-accept = У твоей ведьмы нет предложения наследства, которое можно принять.
masters-several-offers = У твоей ведьмы несколько предложений ({ $offers }): назови одно, например { $option }:{ $first }.
masters-bad-piece = `piece:{ $value }` — не фигура Masters: используй general, puppeteer, witch, cardinal, dragon, sentinel, archer, horseman или scout.

masters-claim-no-puppeteer = у тебя не осталось кукловода для подчинения.
masters-claim-puppeteer-held = твой кукловод на { $puppeteer } подчинён стороной { $side } и не может подчинять.
masters-claim-empty = на { $target } нет фигуры для подчинения.
masters-claim-own-piece = { $target } — твоя собственная фигура: подчинять можно только фигуры стороны { $enemy }.
masters-claim-already-held = твой кукловод уже держит: { $target }.
masters-claim-no-line = твой кукловод на { $puppeteer } не видит { $target }: у них нет общей горизонтали или вертикали.
masters-claim-blocked = твой кукловод на { $puppeteer } не видит { $target }: мешает { $blocker } на { $square }.
masters-claim-protected = { $target } стоит в ауре кардинала на { $cardinal } и не может быть подчинена.
masters-claim-no-puppeteer-start = У тебя не осталось кукловода для подчинения.
masters-claim-puppeteer-held-start = Твой кукловод на { $puppeteer } подчинён стороной { $side } и не может подчинять.
masters-claim-empty-start = На { $target } нет фигуры для подчинения.
masters-claim-own-piece-start = { $target } — твоя собственная фигура: подчинять можно только фигуры стороны { $enemy }.
masters-claim-already-held-start = Твой кукловод уже держит: { $target }.
masters-claim-no-line-start = Твой кукловод на { $puppeteer } не видит { $target }: у них нет общей горизонтали или вертикали.
masters-claim-blocked-start = Твой кукловод на { $puppeteer } не видит { $target }: мешает { $blocker } на { $square }.
masters-claim-protected-start = { $target } стоит в ауре кардинала на { $cardinal } и не может быть подчинена.
masters-claim-after-move = После твоего хода { $reason } Измени ход или подчинение.

masters-error-game-over = Игра окончена: победил { $winner }.
masters-error-no-piece = На { $square } нет фигуры, которой можно походить.
masters-error-held = { $piece } подчинена кукловодом стороны { $side }: ходить ею нельзя, пока подчинение не закончится.
masters-error-not-yours = { $piece } — не твоя фигура.
masters-error-witch-still = { $piece } ещё не умеет ходить: ведьма ходит только после того, как примет наследство.
masters-error-null-move = Ход должен куда-то вести: с { $square } на { $square } — это стоять на месте.
masters-error-out-of-reach = { $piece } не может дойти до { $to }.
masters-error-out-of-reach-witch = { $piece } не может дойти до { $to } (она ходит как: { $moves }).
masters-error-blocked = { $piece } не может дойти до { $to }: мешает { $blocker } на { $square }.
masters-error-scout-blocked = { $piece } не может шагнуть на { $to }: поле занято, а разведчик бьёт только по диагонали вперёд.
masters-error-scout-diagonal = { $piece } ходит по диагонали только со взятием, а { $to } пусто.
masters-error-own-piece = { $piece } не может встать на { $to }: эту фигуру контролируешь ты.
masters-error-protected = { $piece } стоит в ауре кардинала на { $cardinal } и не может быть взята.
masters-error-promotion-missing = Твой разведчик доходит до последней горизонтали на { $to }: выбери, кем он станет, через promote:dragon, promote:sentinel, promote:archer или promote:horseman, например /move from:{ $from } to:{ $to } promote:dragon.
masters-error-promotion-not-allowed = Превращается только разведчик, дошедший до последней горизонтали: убери promote: из хода { $from }-{ $to }.
masters-error-no-offer = У твоей ведьмы нет предложения наследства: убери ответ.
masters-error-not-offered = Твоей ведьме не предлагали эти ходы: { $piece }; ей предложено: { $offers }.
masters-error-forced = Твоя ведьма обязана унаследовать эти ходы: { $piece }; убери ответ.
masters-error-no-witch = Твоя ведьма взята: наследовать некому.

masters-rules = Masters: { -masters-ember } против { -masters-frost } на доске 10×12; { -masters-ember } ходит первым. Ты побеждаешь, когда все три вражеских лидера (генерал, кукловод, ведьма) взяты или подчинены.
    Ход — это движение фигуры, подчинение или и то и другое. Твой кукловод может подчинить вражескую фигуру на своей горизонтали или вертикали, если между ними ничего нет; тогда ты управляешь ею, пока линия не прервётся. Кардиналы защищают 8 полей вокруг себя (золотые точки): эти фигуры нельзя ни взять, ни подчинить. Когда твою фигуру берут, твоя ведьма может унаследовать её ходы в твой следующий ход. Разведчик, дошедший до последней горизонтали, становится драконом, стражем, лучником или всадником.
    Посмотри, как ходит фигура: /rules piece:horseman.
masters-rule-general = Генерал (M6): лидер; 1 или 2 поля по прямой в любом из 8 направлений (чтобы пройти 2, первое поле должно быть пустым).
masters-rule-puppeteer = Кукловод (M7, M21): лидер; 1 поле в любую сторону. Подчиняет вражескую фигуру на своей горизонтали или вертикали, если между ними ничего нет, и ты управляешь ею, пока линия не прервётся.
masters-rule-witch = Ведьма (M8, M31): лидер без собственных ходов; когда твою фигуру берут, она может унаследовать её ходы в твой следующий ход и дальше ходит и бьёт как эта фигура.
masters-rule-cardinal = Кардинал (M9, M16): скользит по диагонали на любое расстояние и защищает 8 полей вокруг себя (золотые точки): фигуры там нельзя ни взять, ни подчинить.
masters-rule-dragon = Дракон (M10): скользит на любое расстояние по прямой или по диагонали и может перелетать через свои фигуры (но не через вражеские).
masters-rule-sentinel = Страж (M11): скользит на любое расстояние по горизонтали или вертикали.
masters-rule-archer = Лучник (M11): 1, 2 или 3 поля по прямой в любом из 8 направлений, по пустым полям.
masters-rule-horseman = Всадник (M12): прыгает на 2 поля в одну сторону и на 1 в другую, через всё, что между ними.
masters-rule-scout = Разведчик (M13, M36): 1 поле прямо вперёд, или 2, если оба пусты, с любого поля; бьёт на 1 поле по диагонали вперёд. На последней горизонтали становится драконом, стражем, лучником или всадником.
masters-rule-diagram = Полупрозрачные фигуры показывают, куда она может пойти; скобки — где она может бить.
masters-rule-puppeteer-diagram = В партии /claim без цели обводит пунктирным кругом твоего цвета каждую фигуру, которую может подчинить твой кукловод; подчинённая фигура потом носит точку цвета подчинившего.
masters-rule-cardinal-diagram = Соседний враг не получает скобки: он стоит в собственной ауре этого кардинала, которая защищает фигуры обеих сторон (M16, M17), поэтому кардинал бьёт только на расстоянии от двух полей.

masters-header-over = Игра окончена · { $ended }
masters-header-won = Ход { $turn } · { $side } побеждает
masters-header-to-move = Ход { $turn } · ходит { $side }

masters-alt-over = Доска Masters, игра окончена после хода { $turn }: { $ended }.
masters-alt-won = Доска Masters после хода { $turn }: { $side } ({ $player }) победил.
masters-alt-to-move = Доска Masters, ход { $turn }, ходит { $side } ({ $player }).
masters-alt-last-move = Последний ход { $move }.
masters-alt-staged-move = Подготовленный ход { $move }.
masters-alt-staged-claim = Подготовленное подчинение { $square }.
masters-alt-claim-targets = Цели подчинения: { $squares }.
masters-alt-no-claim-targets = Цели подчинения: нет.
masters-alt-holds = { $side } держит: { $piece } на { $square }.
masters-alt-protected = Под защитой: { $squares }.
masters-alt-offered = Ведьме стороны { $side } предложено: { $offers }.
masters-alt-army = { $side } ({ $player }): { $army }.
masters-alt-no-pieces = { $side } ({ $player }): фигур нет.
masters-alt-lost = { $side } потерял: { $pieces }.
masters-alt-witch-moves-as = { $witches } (ходит как: { $piece })
masters-alt-generals = { $count ->
    [one] генерал
    [few] генерала
   *[many] генералов
} { $squares }
masters-alt-puppeteers = { $count ->
    [one] кукловод
    [few] кукловода
   *[many] кукловодов
} { $squares }
masters-alt-witches = { $count ->
    [one] ведьма
    [few] ведьмы
   *[many] ведьм
} { $squares }
masters-alt-cardinals = { $count ->
    [one] кардинал
    [few] кардинала
   *[many] кардиналов
} { $squares }
masters-alt-dragons = { $count ->
    [one] дракон
    [few] дракона
   *[many] драконов
} { $squares }
masters-alt-sentinels = { $count ->
    [one] страж
    [few] стража
   *[many] стражей
} { $squares }
masters-alt-archers = { $count ->
    [one] лучник
    [few] лучника
   *[many] лучников
} { $squares }
masters-alt-horsemen = { $count ->
    [one] всадник
    [few] всадника
   *[many] всадников
} { $squares }
masters-alt-scouts = { $count ->
    [one] разведчик
    [few] разведчика
   *[many] разведчиков
} { $squares }

masters-title-general = Генерал
masters-title-puppeteer = Кукловод
masters-title-witch = Ведьма
masters-title-cardinal = Кардинал
masters-title-dragon = Дракон
masters-title-sentinel = Страж
masters-title-archer = Лучник
masters-title-horseman = Всадник
masters-title-scout = Разведчик
masters-diagram-general = Генерал: 1 или 2 поля в любую сторону; чтобы пройти 2, первое должно быть пустым.
masters-diagram-puppeteer = Кукловод: 1 поле в любую сторону. Пунктирные круги: фигуры, которые он может подчинить по своей горизонтали и вертикали.
masters-diagram-witch = Ведьма: ходит только как унаследованная фигура (здесь всадник), показанная на её значке.
masters-diagram-cardinal = Кардинал: скользит по диагонали; его аура защищает 8 полей вокруг.
masters-diagram-dragon = Дракон: скользит в 8 направлениях, через свои фигуры, до первого врага.
masters-diagram-sentinel = Страж: скользит по горизонталям и вертикалям.
masters-diagram-archer = Лучник: от 1 до 3 полей в любую сторону.
masters-diagram-horseman = Всадник: прыгает 2 + 1, через что угодно.
masters-diagram-scout = Разведчик: 1 или 2 вперёд; бьёт на 1 по диагонали вперёд; превращается на последней горизонтали.

## /help: команды игры одной строкой.
masters-help = Masters: ход — это ход фигурой, подчинение или и то и другое: подготовь их втайне, посмотри предпросмотр, затем /endturn.
