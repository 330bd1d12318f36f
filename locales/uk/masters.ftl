# Українська (uk). Глосарій: Ember, Frost (сторони, власні назви); general = генерал, puppeteer = ляльковод, witch = відьма (три лідери); cardinal = кардинал, dragon = дракон, sentinel = вартовий, archer = лучник, horseman = вершник, scout = розвідник; claim = підкорення (підкорити), inherit = успадкувати, offer = пропозиція, moveset = ходи, aura = аура. Значення опцій (promote:dragon, inherit:accept, piece:horseman) і команди не перекладаються.

## Сторони й фігури.
-masters-ember = Ember
-masters-frost = Frost
-masters-general = генерал
-masters-puppeteer = ляльковод
-masters-witch = відьма
-masters-cardinal = кардинал
-masters-dragon = дракон
-masters-sentinel = вартовий
-masters-archer = лучник
-masters-horseman = вершник
-masters-scout = розвідник

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
masters-yours-on = твоя фігура «{ $piece }» на { $square }
masters-yours-on-start = Твоя фігура «{ $piece }» на { $square }
masters-theirs-on = { $piece } ({ $side }) на { $square }
masters-notation = { $notation }
masters-and-then = { $first }, { $rest }
masters-notes-join = { $first }; { $rest }

masters-started = Гру почато: { $ember } ({ -masters-ember }) проти { $frost } ({ -masters-frost }). { -masters-ember } ходить першим: { $ember }.
masters-started-how = Гру почато: { $ember } ({ -masters-ember }) проти { $frost } ({ -masters-frost }). { -masters-ember } ходить першим: { $ember }, підготуй хід через /move і /claim, потім /endturn (або /turn одразу).
masters-game-over = Гру завершено:
masters-status = Хід { $turn } · ходить { $side } ({ $player }).
masters-not-your-turn = Зараз хід { $player } ({ $side }); зачекай на нього.
masters-players = Masters: { $ember } ({ -masters-ember }) проти { $frost } ({ -masters-frost }).
masters-holds = Ляльковод сторони { $side } тримає: { $piece } на { $square }.
masters-offered = Відьмі сторони { $side } запропоновано: { $offers }.
masters-offered-forced = Відьмі сторони { $side } запропоновано: { $offers } (обов'язково: { $forced }).
masters-witch-moves-as = Відьма сторони { $side } ходить як: { $piece }.
masters-has-lost = { $side } втратив: { $pieces }.
masters-position = Позиція: `{ $position }`

masters-turn-line = Хід { $number } · { $side } ({ $player }): { $what }
masters-part-inherits = успадковує: { $piece }
masters-part-declines = відмовляється від спадку
masters-part-takes = б'є: { $piece }
masters-part-claims = підкорює { $square }
masters-event-claimed = Ляльковод сторони { $side } підкорив: { $piece }.
masters-event-retargeted = Ляльковод сторони { $side } відпустив ({ $released }) і підкорив: { $piece }.
masters-event-released = Ляльковод сторони { $side } втратив контроль: { $piece }.
masters-event-offer = Відьмі сторони { $side } запропоновано ходи: { $piece }.
masters-event-offer-forced = Відьмі сторони { $side } запропоновано ходи, і вона мусить їх прийняти: { $piece }.
masters-event-forced = Відьма сторони { $side } мусить успадкувати ходи: { $piece }.
masters-event-promoted = Розвідник сторони { $side } на { $square } перетворився: { $piece }.
masters-won = { $player } ({ $side }) перемагає! Усі три лідери сторони { $loser } впали.
masters-result-won = { $player } ({ $side }) перемагає: усі три лідери сторони { $loser } впали.
masters-stuck = { $player } ({ $side }) не має допустимого ходу: здайся через /resign або запропонуй нічию через /draw action:offer.
masters-note-takes = б'є: { $piece } на { $square }
masters-note-promotes = перетворюється: { $piece }
masters-note-inherits = відьма успадковує: { $piece }
masters-note-inherits-forced = відьма успадковує: { $piece }, обов'язково (M34)

masters-staged = Підготовлено: { $draft }. Натисни «Завершити хід» (або /endturn), щоб зіграти, «Скасувати» (/undo), щоб почати знову.
masters-draft-claim = підкорення { $square }
masters-draft-accept = прийняти пропозицію
masters-draft-decline = відхилити пропозиції
masters-draft-inherit = успадкувати: { $piece }
masters-no-claim = Жодну фігуру не можна підкорити.
masters-no-claim-after-move = Після підготовленого ходу жодну фігуру не можна підкорити.
masters-can-claim = Можна підкорити: { $targets }. Підготуй одну через /claim target:{ $first }.
masters-can-claim-after-move = Після підготовленого ходу можна підкорити: { $targets }. Підготуй одну через /claim target:{ $first }.
masters-claim-target = { $square } ({ $piece })
masters-claim-staged-already = Ти вже підготував підкорення на { $square }: спершу /undo, щоб змінити.
masters-answer-staged-already = Ти вже вибрав ({ $answer }): спершу /undo, щоб змінити.
masters-nothing-staged = У тебе не підготовлено ні ходу, ні підкорення: підготуй через /move або /claim чи зіграй одразу через /turn.
masters-m23-warning = Увага: після підготовленого ходу { $reason } Хід буде відхилено: зміни хід або підкорення (/undo).
masters-m23-warning-blocked = Увага: після підготовленого ходу { $reason } Хід буде відхилено (заважає { $blocker } на { $square }): зміни хід або підкорення (/undo).
masters-claim-first = { $refusal } Щоб нею піти, підкори її в тому самому ході: спершу /claim target:{ $square }.

masters-choices-over = Гру завершено.
masters-choices-not-your-turn = Зараз хід сторони { $side }, а не твій.
masters-choices-stale = Цей вибір тут уже не складається в хід: почни знову.

## Choosing a turn by buttons: what each choice says and what to do now.
## $piece a piece's name (or a side's piece); $square a square.
masters-choice-inherit = Твоя { -masters-witch } успадковує: { $piece }
masters-choice-decline = Відхилити пропозиції для відьми
masters-choice-piece = { $square } · { $piece }
masters-choice-promote = Перетворити на: { $piece }
masters-choice-claim-only = Лише підкорити
masters-choice-claim = Підкорити { $square }
masters-takes = б'є: { $piece }
masters-prompt-piece = Обери фігуру для ходу.
masters-prompt-piece-or-claim = Обери фігуру для ходу (або «Лише підкорити»).
masters-prompt-offers = У твоєї відьми є пропозиції: відповідай на них або обери фігуру для ходу.
masters-prompt-promote = Обери, ким стане твій { -masters-scout }.
masters-prompt-claim-or-end = Підкори фігуру (пунктирні кола) або «Завершити хід».
masters-prompt-claim = Обери фігуру, яку підкорить твій { -masters-puppeteer } (пунктирні кола).
masters-prompt-end = «Завершити хід», щоб зіграти.
masters-prompt-where = Обери, куди вона піде.

masters-bad-promotion = `promote:{ $value }` — не варіант: використай dragon, sentinel, archer або horseman.
masters-bad-answer = `inherit:{ $value }` — не відповідь: використай accept, decline або запропоновану фігуру (наприклад, horseman).
masters-turn-needs-action = Ходу потрібен рух фігури або підкорення (або обидва), наприклад /turn move:E2-E4 або /turn claim:F7.
masters-turn-needs-move-or-claim = Ходу потрібен рух фігури або підкорення (або обидва), наприклад /turn move:E2-E4.
masters-promote-needs-move = `promote:` іде разом із рухом, наприклад /turn move:E11-E12 promote:dragon.
masters-no-offer-to-accept = Твоя відьма не має пропозиції спадку, яку можна прийняти.
masters-several-offers = Твоя відьма має кілька пропозицій ({ $offers }): назви одну, наприклад { $option }:{ $first }.
masters-bad-piece = `piece:{ $value }` — не фігура Masters: використай general, puppeteer, witch, cardinal, dragon, sentinel, archer, horseman або scout.

masters-claim-no-puppeteer = у тебе не лишилося ляльковода для підкорення.
masters-claim-puppeteer-held = твій ляльковод на { $puppeteer } підкорений стороною { $side } і не може підкорювати.
masters-claim-empty = на { $target } немає фігури для підкорення.
masters-claim-own-piece = { $target } — твоя власна фігура: підкорювати можна лише фігури сторони { $enemy }.
masters-claim-already-held = твій ляльковод уже тримає: { $target }.
masters-claim-no-line = твій ляльковод на { $puppeteer } не бачить { $target }: у них немає спільної горизонталі чи вертикалі.
masters-claim-blocked = твій ляльковод на { $puppeteer } не бачить { $target }: заважає { $blocker } на { $square }.
masters-claim-protected = { $target } стоїть в аурі кардинала на { $cardinal } і не може бути підкорена.
masters-claim-no-puppeteer-start = У тебе не лишилося ляльковода для підкорення.
masters-claim-puppeteer-held-start = Твій ляльковод на { $puppeteer } підкорений стороною { $side } і не може підкорювати.
masters-claim-empty-start = На { $target } немає фігури для підкорення.
masters-claim-own-piece-start = { $target } — твоя власна фігура: підкорювати можна лише фігури сторони { $enemy }.
masters-claim-already-held-start = Твій ляльковод уже тримає: { $target }.
masters-claim-no-line-start = Твій ляльковод на { $puppeteer } не бачить { $target }: у них немає спільної горизонталі чи вертикалі.
masters-claim-blocked-start = Твій ляльковод на { $puppeteer } не бачить { $target }: заважає { $blocker } на { $square }.
masters-claim-protected-start = { $target } стоїть в аурі кардинала на { $cardinal } і не може бути підкорена.
masters-claim-after-move = Після твого ходу { $reason } Зміни хід або підкорення.

masters-error-game-over = Гру завершено: переміг { $winner }.
masters-error-no-piece = На { $square } немає фігури, якою можна піти.
masters-error-held = { $piece } підкорена ляльководом сторони { $side }: ходити нею не можна, доки підкорення не скінчиться.
masters-error-not-yours = { $piece } — не твоя фігура.
masters-error-witch-still = { $piece } ще не вміє ходити: відьма ходить лише після того, як прийме спадок.
masters-error-null-move = Хід має кудись вести: з { $square } на { $square } — це стояти на місці.
masters-error-out-of-reach = { $piece } не може дійти до { $to }.
masters-error-out-of-reach-witch = { $piece } не може дійти до { $to } (вона ходить як: { $moves }).
masters-error-blocked = { $piece } не може дійти до { $to }: заважає { $blocker } на { $square }.
masters-error-scout-blocked = { $piece } не може ступити на { $to }: поле зайняте, а розвідник б'є лише по діагоналі вперед.
masters-error-scout-diagonal = { $piece } ходить по діагоналі лише зі взяттям, а { $to } порожнє.
masters-error-own-piece = { $piece } не може стати на { $to }: цю фігуру контролюєш ти.
masters-error-protected = { $piece } стоїть в аурі кардинала на { $cardinal } і не може бути побита.
masters-error-promotion-missing = Твій розвідник доходить до останньої горизонталі на { $to }: вибери, ким він стане, через promote:dragon, promote:sentinel, promote:archer або promote:horseman, наприклад /move from:{ $from } to:{ $to } promote:dragon.
masters-error-promotion-not-allowed = Перетворюється лише розвідник, що дійшов до останньої горизонталі: прибери promote: з ходу { $from }-{ $to }.
masters-error-no-offer = Твоя відьма не має пропозиції спадку: прибери відповідь.
masters-error-not-offered = Твоїй відьмі не пропонували ці ходи: { $piece }; їй запропоновано: { $offers }.
masters-error-forced = Твоя відьма мусить успадкувати ці ходи: { $piece }; прибери відповідь.
masters-error-no-witch = Твою відьму побито: успадковувати нікому.

masters-rules = Masters: { -masters-ember } проти { -masters-frost } на дошці 10×12; { -masters-ember } ходить першим. Ти перемагаєш, коли всі три ворожі лідери (генерал, ляльковод, відьма) побиті або підкорені.
    Хід — це рух фігури, підкорення або обидва. Твій ляльковод може підкорити ворожу фігуру на своїй горизонталі чи вертикалі, якщо між ними нічого немає; тоді ти керуєш нею, доки лінія не перерветься. Кардинали захищають 8 полів довкола себе (золоті точки): ці фігури не можна ні побити, ні підкорити. Коли твою фігуру б'ють, твоя відьма може успадкувати її ходи у твій наступний хід. Розвідник, що дійшов до останньої горизонталі, стає драконом, вартовим, лучником або вершником.
    Подивись, як ходить фігура: /rules piece:horseman.
masters-rule-general = Генерал (M6): лідер; 1 або 2 поля по прямій у будь-якому з 8 напрямків (щоб пройти 2, перше поле має бути порожнім).
masters-rule-puppeteer = Ляльковод (M7, M21): лідер; 1 поле в будь-який бік. Підкорює ворожу фігуру на своїй горизонталі чи вертикалі, якщо між ними нічого немає, і ти керуєш нею, доки лінія не перерветься.
masters-rule-witch = Відьма (M8, M31): лідер без власних ходів; коли твою фігуру б'ють, вона може успадкувати її ходи у твій наступний хід і далі ходить і б'є як ця фігура.
masters-rule-cardinal = Кардинал (M9, M16): ковзає по діагоналі на будь-яку відстань і захищає 8 полів довкола себе (золоті точки): фігури там не можна ні побити, ні підкорити.
masters-rule-dragon = Дракон (M10): ковзає на будь-яку відстань по прямій чи по діагоналі й може перелітати через свої фігури (але не через ворожі).
masters-rule-sentinel = Вартовий (M11): ковзає на будь-яку відстань по горизонталі чи вертикалі.
masters-rule-archer = Лучник (M11): 1, 2 або 3 поля по прямій у будь-якому з 8 напрямків, порожніми полями.
masters-rule-horseman = Вершник (M12): стрибає на 2 поля в один бік і на 1 в інший, через усе, що між ними.
masters-rule-scout = Розвідник (M13, M36): 1 поле прямо вперед, або 2, якщо обидва порожні, з будь-якого поля; б'є на 1 поле по діагоналі вперед. На останній горизонталі стає драконом, вартовим, лучником або вершником.
masters-rule-diagram = Напівпрозорі фігури показують, куди вона може піти; дужки — де вона може бити.
masters-rule-puppeteer-diagram = У партії /claim без цілі обводить пунктирним колом твого кольору кожну фігуру, яку може підкорити твій ляльковод; підкорена фігура потім має точку кольору того, хто її підкорив.
masters-rule-cardinal-diagram = Сусідній ворог не отримує дужок: він стоїть у власній аурі цього кардинала, яка захищає фігури обох сторін (M16, M17), тож кардинал б'є лише на відстані від двох полів.

masters-header-over = Гру завершено · { $ended }
masters-header-won = Хід { $turn } · { $side } перемагає
masters-header-to-move = Хід { $turn } · ходить { $side }

masters-alt-over = Дошка Masters, гру завершено після ходу { $turn }: { $ended }.
masters-alt-won = Дошка Masters після ходу { $turn }: { $side } ({ $player }) переміг.
masters-alt-to-move = Дошка Masters, хід { $turn }, ходить { $side } ({ $player }).
masters-alt-last-move = Останній хід { $move }.
masters-alt-staged-move = Підготовлений хід { $move }.
masters-alt-staged-claim = Підготовлене підкорення { $square }.
masters-alt-claim-targets = Цілі підкорення: { $squares }.
masters-alt-no-claim-targets = Цілі підкорення: немає.
masters-alt-holds = { $side } тримає: { $piece } на { $square }.
masters-alt-protected = Під захистом: { $squares }.
masters-alt-offered = Відьмі сторони { $side } запропоновано: { $offers }.
masters-alt-army = { $side } ({ $player }): { $army }.
masters-alt-no-pieces = { $side } ({ $player }): фігур немає.
masters-alt-lost = { $side } втратив: { $pieces }.
masters-alt-witch-moves-as = { $witches } (ходить як: { $piece })
masters-alt-generals = { $count ->
    [one] генерал
    [few] генерали
   *[many] генералів
} { $squares }
masters-alt-puppeteers = { $count ->
    [one] ляльковод
    [few] ляльководи
   *[many] ляльководів
} { $squares }
masters-alt-witches = { $count ->
    [one] відьма
    [few] відьми
   *[many] відьом
} { $squares }
masters-alt-cardinals = { $count ->
    [one] кардинал
    [few] кардинали
   *[many] кардиналів
} { $squares }
masters-alt-dragons = { $count ->
    [one] дракон
    [few] дракони
   *[many] драконів
} { $squares }
masters-alt-sentinels = { $count ->
    [one] вартовий
    [few] вартові
   *[many] вартових
} { $squares }
masters-alt-archers = { $count ->
    [one] лучник
    [few] лучники
   *[many] лучників
} { $squares }
masters-alt-horsemen = { $count ->
    [one] вершник
    [few] вершники
   *[many] вершників
} { $squares }
masters-alt-scouts = { $count ->
    [one] розвідник
    [few] розвідники
   *[many] розвідників
} { $squares }

masters-title-general = Генерал
masters-title-puppeteer = Ляльковод
masters-title-witch = Відьма
masters-title-cardinal = Кардинал
masters-title-dragon = Дракон
masters-title-sentinel = Вартовий
masters-title-archer = Лучник
masters-title-horseman = Вершник
masters-title-scout = Розвідник
masters-diagram-general = Генерал: 1 або 2 поля в будь-який бік; щоб пройти 2, перше має бути порожнім.
masters-diagram-puppeteer = Ляльковод: 1 поле в будь-який бік. Пунктирні кола: фігури, які він може підкорити на своїй горизонталі й вертикалі.
masters-diagram-witch = Відьма: ходить лише як успадкована фігура (тут вершник), показана на її значку.
masters-diagram-cardinal = Кардинал: ковзає по діагоналі; його аура захищає 8 полів довкола.
masters-diagram-dragon = Дракон: ковзає в 8 напрямках, через свої фігури, до першого ворога.
masters-diagram-sentinel = Вартовий: ковзає горизонталями й вертикалями.
masters-diagram-archer = Лучник: від 1 до 3 полів у будь-який бік.
masters-diagram-horseman = Вершник: стрибає 2 + 1, через будь-що.
masters-diagram-scout = Розвідник: 1 або 2 вперед; б'є на 1 по діагоналі вперед; перетворюється на останній горизонталі.

## /help: команди гри одним рядком.
masters-help = Masters: хід — це хід фігурою, підкорення або і те, й інше: підготуй їх наодинці, подивись попередній перегляд, потім /endturn.
