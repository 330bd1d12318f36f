# Regions chess (uk). Словничок: White = Білі, Black = Чорні, pawn = пішак, commander = командир, jumper = стрибун, hussar = гусар, bishop = слон, scout = розвідник, tower = тура, queen = ферзь, king = король, infiltrator = лазутчик, water = вода, land = суходіл, air = повітря (повітряний канал). Номери правил (R14), нотація та значення, які вводять (queen, carry:), не змінюються.

-regions-white = Білі
-regions-black = Чорні
-regions-pawn = пішак
-regions-commander = командир
-regions-jumper = стрибун
-regions-hussar = гусар
-regions-bishop = слон
-regions-scout = розвідник
-regions-tower = тура
-regions-queen = ферзь
-regions-king = король
-regions-infiltrator = лазутчик
-regions-water = вода
-regions-land = суходіл
-regions-air = повітря

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
regions-a-piece = фігура
regions-square-piece = { $square } · { $piece }
regions-square = { $square }
regions-action-reveal = розкриття

regions-started = Гру розпочато: { $white } ({ -regions-white }) проти { $black } ({ -regions-black }), Regions chess. Спершу кожен таємно обирає лазутчика — ворожу фігуру, яка згодом може перейти на інший бік (R13): натисни «Обрати лазутчика» або напиши /pick piece:<square>.
regions-button-pick = Обрати лазутчика
regions-your-pick = Твій лазутчик: { $piece } на { $square }. Це бачиш лише ти; на твоїх власних видах його позначено маскою. Щойно в партії буде будь-який шах, можеш розкрити його через /reveal (R14).
regions-both-picked = { $player } ({ $side }): лазутчика обрано. Обрали обидва: першим ходить { $white } ({ -regions-white }) — /move from:<square> to:<square>.
regions-both-picked-engine = { $player } ({ $side }): лазутчика обрано. Обрали обидва: першим ходить { $white } ({ -regions-white }).
regions-picked-waiting = { $player } ({ $side }): лазутчика обрано; чекаємо на { $other }.
regions-pick-first = Спершу обери лазутчика: натисни «Обрати лазутчика» або /pick piece:<square> (ворожа фігура, крім короля, ферзя, тур і розвідників).
regions-opponent-picking = Суперник ще обирає лазутчика; гра почнеться, щойно він закінчить.
regions-not-your-turn = Зараз ходить { $player } ({ $side }); дочекайся його ходу.
regions-not-your-turn-now = Зараз хід: { $side }, а не твій.

regions-not-a-square = `{ $text }` — не поле: напиши вертикаль a–j і горизонталь 1–10, наприклад e2 або j10.
regions-not-a-promotion = `{ $option }:{ $value }` — не варіант: використай queen, tower, bishop, scout або hussar.
regions-not-a-piece = `piece:{ $value }` — не фігура Regions: використай pawn, commander, jumper, hussar, bishop, scout, tower, queen або king.
regions-turn-needs-move = Для ходу потрібен хід фігурою, наприклад /turn move:e2-e4.
regions-carry-promote-alone = `carry_promote:` іде разом із `carry:`, наприклад /move from:e9 to:e10 promote:queen carry:d9 carry_promote:queen.
regions-nothing-staged = У тебе немає відкладеного ходу: відклади його через /move або зіграй одразу через /turn move:e2-e4.

regions-error-game-over = Гру закінчено: { $winner } взяли короля (R15).
regions-error-picks-pending = Обидва гравці обирають лазутчика до першого ходу (R13).
regions-error-empty = На { $square } немає фігури.
regions-error-not-yours = Фігура { $kind } на { $square } належить стороні { $owner }, ходити нею не тобі.
regions-error-own-piece = Твоя фігура { $kind } з { $from } не може піти на { $to }: там стоїть твоя фігура.
regions-error-across-sky = Твоя фігура { $kind } з { $from } не може бити на { $to }: між ними повітряний канал, а крізь нього із суходолу чи води б'ють лише розвідники, тури й ферзь (R4).
regions-error-out-of-reach = Твоя фігура { $kind } з { $from } не дістає до { $to } ({ $rule }).
regions-error-promotion-needed = Твоя фігура { $kind } доходить до останньої горизонталі на { $square }: обери, на що вона перетвориться (queen, tower, bishop, scout або hussar) (R6).
regions-hint-promote = Додай це як promote:queen (або tower, bishop, scout, hussar).
regions-error-promotion-not-allowed = Перетворюється лише пішак, що дійшов до останньої горизонталі; фігура, що йде на { $square }, — ні (R6).
regions-error-carry-needs-advance = Взяти пішака з собою може лише командир ходом уперед без взяття (R7).
regions-error-no-pawn-to-carry = Командир може взяти з собою лише твого простого пішака із сусіднього поля; на { $square } такого немає (R7).
regions-error-carry-too-far = Пішак на { $pawn } може пройти вперед лише на { $reach ->
        [one] { $reach } поле
        [few] { $reach } поля
        [many] { $reach } полів
       *[other] { $reach } поля
    }, тож командир іде не далі: { $shorter } (R7).
regions-carry-none = його не можна взяти з собою
regions-carry-instead = краще піди командиром на { $square }
regions-error-carry-promotion = Узятий із собою пішак закінчує хід на { $square }: вкажи для нього перетворення саме тоді, коли це його остання горизонталь (R7).
regions-hint-carry-promote = Вкажи його як carry_promote:queen (або tower, bishop, scout, hussar).
regions-error-reveal-before-check = Розкрити лазутчика можна лише після того, як у партії був шах (R14).
regions-error-already-revealed = Ти вже розкрив лазутчика; кожен розкриває лише раз (R14).
regions-error-infiltrator-lost = Твого лазутчика взяли до того, як ти його розкрив, тож розкривати нічого (R14).
regions-pick-already = Ти вже обрав лазутчика (R13).
regions-pick-empty = На { $square } немає фігури: обери фігуру суперника (R13).
regions-pick-own = Фігура { $kind } на { $square } — твоя: обери фігуру суперника (R13).
regions-pick-forbidden = Фігура { $kind } на { $square } не може бути лазутчиком: королів, ферзів, тури й розвідників обирати не можна (R13).

regions-staged = Відкладено: { $action }. Картинка показує це на дошці: початкове поле затемнене, привид там, де фігура стає, дужки на взятій фігурі. Натисни «Завершити хід» (або /endturn), щоб зіграти, «Скасувати» (/undo), щоб почати знову.
regions-turn-line = Хід { $turn } · { $side } ({ $player }): { $action }
regions-turn-line-takes = Хід { $turn } · { $side } ({ $player }): { $action }, взято: { $taken }
regions-wins = { $player } ({ $side }) перемагає! Короля ({ $loser }) взято.
regions-result-wins = { $player } ({ $side }) перемагає: короля ({ $loser }) взято.
regions-result-no-action = Нічия: у { $player } ({ $side }) немає жодної допустимої дії (R15).
regions-event-carried = { $piece }: перенесено { $from }-{ $to }.
regions-event-promoted = Пішак ({ $side }) на { $square } перетворився: { $kind }.
regions-event-recapture = Командир ({ $side }) може наступним ходом узяти у відповідь на { $square }.
regions-event-revealed = { $side } розкривають лазутчика: фігура { $kind } на { $square } тепер на боці { $side }.
regions-event-infiltrator-lost = Твого лазутчика на { $square } взяли до того, як ти його розкрив.
regions-in-check = { $side } під шахом.

regions-game-over = Гру закінчено:
regions-picking-one = Вибір лазутчиків: чекаємо на { $player }.
regions-picking-both = Вибір лазутчиків: чекаємо на { $white } і { $black }.
regions-status-turn = Хід { $turn } · ходять { $side } ({ $player }).
regions-describe-title = Regions chess: { $white } ({ -regions-white }) проти { $black } ({ -regions-black }).
regions-check-happened = Шах уже був: лазутчиків можна розкривати (R14).
regions-no-check-yet = Шаху ще не було: лазутчики залишаються прихованими (R14).
regions-recapture-now = Командир ({ $side }) може цим ходом узяти у відповідь на { $square } (R7).
regions-has-revealed = { $side } розкрили свого лазутчика.
regions-hidden-until-end = Лазутчик ({ $side }), прихований до кінця (R16): { $piece } на { $square }.
regions-hidden-until-end-gone = Лазутчик ({ $side }), прихований до кінця (R16): фігура на { $square }.
regions-lost-before-reveal = Лазутчика ({ $side }) взяли до того, як його розкрили (R14).
regions-your-infiltrator = Твій лазутчик: { $piece } на { $square } (це бачиш лише ти).
regions-your-infiltrator-lost = Твого лазутчика взяли до того, як ти його розкрив (це бачиш лише ти).
regions-has-lost = { $side } втратили: { $pieces }.
regions-position = Позиція: `{ $position }`
regions-record-picked-secret = обрано { $square } як лазутчика (це бачиш лише ти)
regions-record-picked = обрано { $square } як лазутчика

regions-at-end-one = Лазутчики, показані після завершення гри (R16): { $first }.
regions-at-end-two = Лазутчики, показані після завершення гри (R16): { $first }; { $second }.
regions-end-hidden = { $side }: { $piece } на { $square }
regions-end-hidden-gone = { $side }: фігура на { $square }
regions-end-lost = { $side }: { $piece }, обрана на { $square }, взята до розкриття
regions-end-lost-unknown = { $side }: взятий до розкриття

regions-choice-reveal = Розкрити лазутчика
regions-choice-promote = Перетворити на: { $kind }
regions-choice-carry = Узяти з собою пішака з { $square }
regions-choice-carry-promote = Перенесений пішак стає: { $kind }
regions-choice-group-carry = Узяти з собою пішака
regions-prompt-pick = Обери таємного лазутчика: одну з фігур суперника (це бачиш лише ти).
regions-prompt-piece-or-reveal = Обери фігуру для ходу (або «Розкрити»).
regions-prompt-piece = Обери фігуру для ходу.
regions-prompt-carried-becomes = Обери, на що перетвориться перенесений пішак.
regions-prompt-pawn-becomes = Обери, на що перетвориться пішак.
regions-prompt-carry = Обери пішака, якого командир візьме з собою, або «Завершити хід», щоб піти ним самим.
regions-prompt-end-turn = «Завершити хід», щоб зіграти.
regions-prompt-where = Обери, куди вона піде.
regions-over = Гру закінчено.
regions-you-have-picked = Ти вже обрав; гра почнеться, коли обере суперник.
regions-choices-stale = Цей вибір тут більше не складає ходу: почни знову.

regions-rules-board = Regions chess: { -regions-white } проти { -regions-black } на дошці 10×10, вертикалі якої — місцевість: a, b, i, j вода; c, d, g, h суходіл; e і f повітряний канал. Першими ходять { -regions-white }; узяття ворожого короля перемагає (мату немає).
regions-rules-terrain = Фігура на суходолі чи воді не може бити фігуру на суходолі чи воді крізь повітряний канал; розвідники, тури й ферзь не зважають на місцевість, а фігура в повітрі б'є будь-де.
regions-rules-picks = Перед першим ходом кожен таємно обирає ворожу фігуру (не короля, ферзя, тури чи розвідників) своїм лазутчиком (/pick). Щойно в партії був шах, можеш витратити хід, щоб розкрити його через /reveal: він переходить на твій бік.
regions-rules-commanders = Командири можуть брати з собою сусіднього пішака вперед (/move … carry:<square>) і бити у відповідь поруч із собою. Переглянь фігуру через /rules game:regions piece:jumper; на картинці фігури, яких ти можеш не знати.
regions-rules-pawn = Пішак (R6): одне поле прямо вперед, б'є на одне поле по діагоналі вперед. Першим ходом може піти далі: 1 з води, 2 із суходолу, 3 з повітря. На останній горизонталі перетворюється на ферзя, туру, слона, розвідника або гусара.
regions-rules-commander = Командир (R7): ходить як пішак; під час ходу вперед без взяття може взяти з собою одного з твоїх простих пішаків із сусіднього поля на ту саму відстань (обидва йдуть лише так далеко, як може пішак). Якщо твого пішака взяли поруч із ним, він може взяти у відповідь там твоїм наступним ходом, у будь-якому напрямку.
regions-rules-jumper = Стрибун (R10): крок на одне поле в будь-який бік, б'є на одне поле прямо чи по діагоналі вперед, або перестрибує сусідню фігуру на порожнє поле за нею: з води стрибків немає, із суходолу один, з повітря ланцюжок із двох. Стрибки нічого не б'ють.
regions-rules-hussar = Гусар (R9): стрибає як кінь або йде рівно на три поля по прямій, перестрибуючи свої фігури, але не ворожі.
regions-rules-bishop = Слон (R8): ходить по діагоналі; прив'язаний до місцевості (R4).
regions-rules-scout = Розвідник (R8): ходить по діагоналі й не зважає на місцевість.
regions-rules-tower = Тура (R8): ходить горизонталями й вертикалями та не зважає на місцевість.
regions-rules-queen = Ферзь (R8): ходить у будь-якому прямому напрямку й не зважає на місцевість.
regions-rules-king = Король (R11): одне поле в будь-який бік, може ставати під удар. Утратити його — програти.
regions-rules-marks = Привиди показують, куди вона може піти; дужки — де може бити.

regions-header-wins = Хід { $turn } · перемога: { $side }
regions-header-picking = Вибір лазутчиків
regions-header-drawn = Хід { $turn } · нічия
regions-header-to-move = Хід { $turn } · ходять { $side }
regions-header-ended = Гру закінчено · { $ended }
regions-alt-game-over = Гру закінчено: { $ended }
regions-alt-board = Дошка Regions chess, { $white } ({ -regions-white }) проти { $black } ({ -regions-black }). { $state }.
regions-alt-terrain = Вертикалі a, b, i, j — вода; c, d, g, h — суходіл; e, f — повітряний канал.
regions-alt-marked = Позначено: { $square }.
regions-alt-last-move = Останній хід { $from }-{ $to }.
regions-alt-infiltrator-end = Лазутчик ({ $side }), прихований до кінця (R16): { $piece } на { $square }, позначений маскою.
regions-alt-infiltrator-mine = Твій лазутчик (таємниця: { $side }): { $piece } на { $square }, позначений маскою.
regions-alt-side = { $side }:
regions-alt-group = { $kind } { $squares }
regions-alt-nothing = нічого
regions-alt-staged = Відкладено, ще не зіграно:
regions-alt-leaves = іде з { $squares }
regions-alt-lands = стає на { $squares }
regions-alt-ghost = { $square } ({ $piece })
regions-alt-takes = бере { $squares }
regions-alt-passes = проходить { $squares }
regions-alt-options = Позначено для вибору: { $squares }.
regions-alt-diagram = Діаграма: { $kind } ({ $rule }) на { $square }, місцевість: { $region }.
regions-alt-diagram-moves = Може піти на { $squares }.
regions-alt-diagram-captures = Може бити на { $squares }.
regions-diagram-title = { $kind } ({ $rule }) на { $square }: привиди — куди ходить, дужки — де б'є
regions-legend-title = Фігури, яких ти можеш не знати (кожну дивись через /rules piece:…)
regions-legend-name = { $kind } ({ $rule })
regions-legend-alt = Легенда фігур Regions, у кожної — { -regions-white } і { -regions-black }: { $pieces }.

## /help: команди гри одним рядком.
regions-help = Regions chess: спершу вибери через /pick свого таємного лазутчика; далі хід — це один /move (з carry: для командира), підготовлений наодинці й зіграний через /endturn, або /reveal.
