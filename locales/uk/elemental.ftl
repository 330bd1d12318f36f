# Українська (uk). Glossary: loadout = спорядження, element = стихія, augmentor = підсилювач, offense = атакувальна здібність (слот: атака), temporal = здібність часу (слот: час), slot = слот, turn = хід, move = хід фігурою, square = поле, piece = фігура, ply = напівхід, lock in = зафіксувати, stage = підготувати, knockback = відкидання, check = шах, checkmate = мат, stalemate = пат, draw = нічия, White/Black = Білі/Чорні.
# Elemental chess: слова, ходи, відмови, правила й картинки. Назви стихій і здібностей лишаються англійськими (власні назви).

## Sides, pieces, facings.
-elemental-white = Білі
-elemental-black = Чорні
elemental-side-white = { -elemental-white }
elemental-side-black = { -elemental-black }
-elemental-pawn = пішак
-elemental-knight = кінь
-elemental-bishop = слон
-elemental-rook = тура
-elemental-queen = ферзь
-elemental-king = король
elemental-piece-pawn = { -elemental-pawn }
elemental-piece-knight = { -elemental-knight }
elemental-piece-bishop = { -elemental-bishop }
elemental-piece-rook = { -elemental-rook }
elemental-piece-queen = { -elemental-queen }
elemental-piece-king = { -elemental-king }
## The same names starting a sentence.
elemental-piece-pawn-start = Пішак
elemental-piece-knight-start = Кінь
elemental-piece-bishop-start = Слон
elemental-piece-rook-start = Тура
elemental-piece-queen-start = Ферзь
elemental-piece-king-start = Король
elemental-facing-north = північ
elemental-facing-east = схід
elemental-facing-south = південь
elemental-facing-west = захід

## Elements and abilities (proper names, English everywhere).
-elemental-fire = Fire
-elemental-water = Water
-elemental-earth = Earth
-elemental-air = Air
-elemental-lightning = Lightning
-elemental-light = Light
-elemental-shadow = Shadow
-elemental-side-step = Side Step
-elemental-block-piece = Block Piece
-elemental-quantum-step = Quantum Step
-elemental-stalwart = Stalwart
-elemental-belligerent = Belligerent
-elemental-indomitable = Indomitable
-elemental-double-kill = Double Kill
-elemental-quantum-kill = Quantum Kill
-elemental-chain-kill = Chain Kill
-elemental-poisonous-meat = Poisonous Meat
-elemental-do-over = Do-Over
-elemental-resurrection = Resurrection
-elemental-temporal-lock = Temporal Lock
-elemental-schrodingers-laugh = Schrödinger's Laugh
-elemental-sturdy = Sturdy
-elemental-bastion = Bastion
-elemental-mist-shroud = Mist Shroud
-elemental-blaze-rush = Blaze Rush
-elemental-flood-wake = Flood Wake
-elemental-sadist-streak = Sadist Streak
-elemental-raijin = Raijin
elemental-element-fire = { -elemental-fire }
elemental-element-water = { -elemental-water }
elemental-element-earth = { -elemental-earth }
elemental-element-air = { -elemental-air }
elemental-element-lightning = { -elemental-lightning }
elemental-element-light = { -elemental-light }
elemental-element-shadow = { -elemental-shadow }
elemental-augmentor-side-step = { -elemental-side-step }
elemental-augmentor-block-piece = { -elemental-block-piece }
elemental-augmentor-quantum-step = { -elemental-quantum-step }
elemental-augmentor-stalwart = { -elemental-stalwart }
elemental-augmentor-belligerent = { -elemental-belligerent }
elemental-augmentor-indomitable = { -elemental-indomitable }
elemental-offense-double-kill = { -elemental-double-kill }
elemental-offense-quantum-kill = { -elemental-quantum-kill }
elemental-offense-chain-kill = { -elemental-chain-kill }
elemental-offense-poisonous-meat = { -elemental-poisonous-meat }
elemental-temporal-do-over = { -elemental-do-over }
elemental-temporal-resurrection = { -elemental-resurrection }
elemental-temporal-temporal-lock = { -elemental-temporal-lock }
elemental-temporal-schrodingers-laugh = { -elemental-schrodingers-laugh }
elemental-sturdy-name = { -elemental-sturdy }
elemental-mist-shroud-name = { -elemental-mist-shroud }
elemental-flood-wake-name = { -elemental-flood-wake }
elemental-sadist-streak-name = { -elemental-sadist-streak }
elemental-raijin-name = { -elemental-raijin }
elemental-blaze-double-kill = { -elemental-double-kill } від { -elemental-blaze-rush }
elemental-blaze-quantum-kill = { -elemental-quantum-kill } від { -elemental-blaze-rush }
elemental-empty-slot = порожній слот
elemental-slot-augmentor = підсилювач
elemental-slot-offense = атакувальна здібність
elemental-slot-temporal = здібність часу

## What removed a piece or blocked a capture, with its rule.
elemental-by-double-kill = { -elemental-double-kill } (E32)
elemental-by-quantum-kill = { -elemental-quantum-kill } (E32)
elemental-by-poisonous-meat = { -elemental-poisonous-meat } (E32)
elemental-by-blaze-double-kill = { -elemental-double-kill } від { -elemental-blaze-rush } (E10)
elemental-by-blaze-quantum-kill = { -elemental-quantum-kill } від { -elemental-blaze-rush } (E10)
elemental-by-sadist-streak = { -elemental-sadist-streak } (E24)
elemental-by-flood-wake = { -elemental-flood-wake } (E11)
elemental-blocker-cone = { -elemental-block-piece } (E25)
elemental-blocker-stalwart = { -elemental-stalwart } (E28)
elemental-blocker-belligerent = { -elemental-belligerent } (E29)
elemental-blocker-sturdy = { -elemental-sturdy } (E14)
elemental-blocker-solid = фігура, крізь яку не можна пройти (E3, E62)
elemental-blocker-solid-short = фігура, крізь яку не можна пройти

## Loadouts. $element, $army, $slots, $first… are names of elements and abilities; $square a square.
elemental-loadout = { $element }; армія: { $army }
elemental-loadout-piece = ; { $square }: { $slots }
elemental-no-slots = без слотів
elemental-slots-one = { $first }
elemental-slots-two = { $first }, { $second }
elemental-slots-three = { $first }, { $second }, { $third }
elemental-concealed = ; приховано (E12): { $parts }
elemental-code = { $code }
elemental-name = { $player }
elemental-nothing = {""}
elemental-none = немає
elemental-not-chosen = не вибрано
elemental-player-side = { $player } ({ $side })
elemental-choose-loadout = Вибрати спорядження

## Setting up.
elemental-game-on = Гра почалася: { $white } ({ -elemental-white }) проти { $black } ({ -elemental-black }), Elemental chess. Спершу кожен із вас таємно вибирає спорядження: стихію й підсилювач для своєї армії (E4). Натисни «Вибрати спорядження» або напиши /loadout element:… augmentor:…. Ніхто не побачить спорядження суперника, доки обидва не будуть зафіксовані.
elemental-choose-first = Спершу вибери спорядження: натисни «Вибрати спорядження» або напиши /loadout element:earth augmentor:block-piece (E4).
elemental-opponent-choosing = Суперник ще вибирає спорядження; гра почнеться, щойно він його зафіксує (E6).
elemental-loadouts-cannot-change = Обидва спорядження зафіксовані; під час партії їх не змінити (E6). Переглянути їх можна через /game.
elemental-locked-in-already = Твоє спорядження вже зафіксоване; гра почнеться, коли зафіксують обидва (E6).
elemental-element-first = Спершу вибери стихію (/loadout element:earth або кнопка «Вибрати спорядження»).
elemental-not-a-choice-here = «{ $value }» тут вибрати не можна.
elemental-not-my-menu = Це меню не моє.
elemental-holds-none-of-your-pieces = На { $square } на початку партії немає твоєї фігури.
elemental-only-lightning-add-element = Слоти для окремих фігур вибирає лише Lightning (Overload, E18): додай element:lightning.
elemental-only-lightning-per-piece = Слоти для окремих фігур вибирає лише Lightning (Overload, E18).
elemental-not-in-the-game-yet-named = { $name } у грі поки немає; що є, показує /rules game:elemental.
elemental-loadout-pair = Дві здібності цього спорядження працюють лише разом (E51).
elemental-not-a-loadout = Це не спорядження.
elemental-draft = Стихія: { $element } · підсилювач: { $augmentor } · атака: { $offense } · час: { $temporal }
elemental-draft-per-piece = {" "}· за фігурами: { $pieces }
elemental-set-only-you = Вибрано (це бачиш лише ти).
elemental-lock-in-lightning = Зафіксуй через /loadout element:lightning і слоти армії.
elemental-you-locked-in = Твоє спорядження зафіксоване:
elemental-only-you-see-it = Його бачиш лише ти, доки обидва не зафіксують спорядження (E6).
elemental-both-locked-in = Обидва спорядження зафіксовані (E6).
elemental-moves-first = Перший хід за { $player } ({ $side }). Емблеми, значки й крапки на дошці: /rules piece:board.
elemental-moves-first-how = Перший хід за { $player } ({ $side }): /move from:e2 to:e4. Емблеми, значки й крапки на дошці: /rules piece:board.
elemental-locked-in-waiting = { $player } ({ $side }): спорядження зафіксоване; чекаємо на { $other }.

## /game and the status line.
elemental-game-over = Партію завершено:
elemental-choosing-loadouts-waiting = Вибір спорядження: чекаємо на { $players }.
elemental-status = Хід { $number } · ходять { $side } ({ $player }).
elemental-describe-players = Elemental chess: { $white } ({ -elemental-white }) проти { $black } ({ -elemental-black }).
elemental-locked-in = — спорядження:
elemental-your-loadout = Твоє спорядження (бачиш лише ти, доки обидва не зафіксовані):
elemental-has-locked-in = { $player }: спорядження зафіксоване.
elemental-still-choosing = { $player } ще вибирає.
elemental-in-check = { $side } під шахом.
elemental-has-lost = { $side } втратили: { $pieces }.
elemental-position = Позиція: `{ $fen }`
elemental-seed-shown = Зерно генератора: { $seed } (SplitMix64, E41): за ним можна відтворити відкидання.
elemental-seed-hidden = Відкидання випадають із генератора партії; його зерно приховане до кінця партії (E41).
elemental-loadouts-shown-at-end = Спорядження, відкрите після завершення партії (E99):
elemental-had-not-locked-in = { $player } ({ $side }): спорядження так і не було зафіксоване.

## The record. $turn and $loadout are notation.
elemental-record-tried = спроба { $turn }: її зупинила прихована здібність, тепер розкрита (E53)
elemental-record-stopped = хід, який зупинила прихована здібність; здібність розкрито (E53)
elemental-record-locked-in-own = зафіксовано спорядження { $loadout } (бачиш лише ти)
elemental-record-locked-in = зафіксовано спорядження { $loadout }
elemental-record-locked-in-water = зафіксовано спорядження Water (приховане, E12)

## Refusals of a command's options. $value is what was typed.
elemental-not-one-to-choose = `{ $key }:{ $value }` — немає серед варіантів: використай { $choices }.
elemental-not-a-list-of-steps = `{ $option }:{ $value }` — не список кроків: вкажи від одного до трьох полів по черзі, першим Quantum Step, наприклад { $option }:f4, { $option }:f4,g5 або { $option }:b4,a4,b5 (E93).
elemental-not-a-facing = `{ $option }:{ $value }` — не напрямок: використай north, east, south або west чи поле=напрямок, наприклад { $option }:e2=north.
elemental-not-a-returned-piece = `res:{ $value }` — не фігура для повернення: вкажи фігуру й поле, наприклад knight@b1.
elemental-not-raijins-capture = `rj:{ $value }` — не взяття Raijin: вкажи поле, наприклад f5 або f8=q,dk:g7.
elemental-not-a-square = «{ $value }» — не поле: потрібні вертикаль a–h і горизонталь 1–8, наприклад e4.
elemental-move-to-another-square = Хід має вести на інше поле.
elemental-not-a-promotion = `promote:{ $value }` — немає серед варіантів: використай queen, rook, bishop або knight.
elemental-a-facing-is = Напрямок — це north, east, south або west.
elemental-not-your-turn = Зараз ходить { $player } ({ $side }); дочекайся ходу суперника.
elemental-turn-needs-a-move = Для ходу потрібен хід фігурою, наприклад /turn move:e2-e4.
elemental-nothing-staged = У тебе немає підготовленого ходу: підготуй його через /move або зіграй одразу через /turn move:e2-e4.

## A turn: the channel's line, its events, the ending. $on is "on e5" (elemental-on).
elemental-on = на { $square }
elemental-on-also = на { $square } (і на { $other })
elemental-turn-line = Хід { $number } · { $side } ({ $player }): { $turn }
elemental-story-takes = { $piece } б’є: { $victim } { $on }
elemental-story-moves = { $piece } { $from }-{ $to }
elemental-story-castles-king-side = Коротка рокіровка
elemental-story-castles-queen-side = Довга рокіровка
elemental-story-captured = б’є: { $piece } { $on }
elemental-story-promotes = перетворення на { $square }: { $piece }
elemental-story-blocked = { $attacker } не може взяти фігуру { $on } ({ $defender }): { $by }
elemental-story-sturdy-used = { -elemental-sturdy } рятує фігуру { $on }
elemental-story-knocked-back = { -elemental-bastion }: відкидання на { $to }
elemental-story-knocked-back-also = { -elemental-bastion }: відкидання фігури (вона ж на { $other }) на { $to }
elemental-story-removed = { $by } прибирає: { $piece } { $on }
elemental-story-sturdy-saved = { -elemental-sturdy } рятує від { $by }: { $piece } { $on }
elemental-story-resurrected = { -elemental-resurrection } повертає на { $square }: { $piece }
elemental-story-locked = { -elemental-temporal-lock } блокує: { $piece } { $on }
elemental-story-passed = { $side } пропускають хід: усі ходи заблоковані
elemental-story-marked = { -elemental-sadist-streak } позначає: { $piece } { $on }
elemental-story-raijin-takes = { -elemental-raijin } б’є: { $piece } { $on }
elemental-story-do-over = { -elemental-do-over }! Дошка відкочується на { $plies } { $plies ->
        [one] напівхід
        [few] напівходи
        [many] напівходів
       *[other] напівходу
    }
elemental-story-blinded = Blinding: наступними ходять { $side }
elemental-story-stopped = { $piece } не може пройти крізь фігуру на { $square }
elemental-story-revealed = Розкрито здібність { $ability } ({ $side })
elemental-story-stepped = крок на { $square }
elemental-story-swapped = { -elemental-quantum-step }: обмін із фігурою на { $square }
elemental-event-moved = { $side }: { $piece } { $from }-{ $to }.
elemental-event-castled-king-side = { $side }: коротка рокіровка.
elemental-event-castled-queen-side = { $side }: довга рокіровка.
elemental-event-captured = { $side } втрачають фігуру: { $piece } { $on }.
elemental-event-promoted = Пішак на { $square } перетворюється: { $piece }.
elemental-event-promoted-displaced = Пішак, витіснений на { $square }, перетворюється на ферзя (E50).
elemental-event-stopped = Крізь фігуру на { $square } пройти не можна: { $piece } на { $from } лишається на місці, і хід закінчується (E3, E62).
elemental-event-revealed = Розкрито приховану здібність { $ability } ({ $side }) (E12).
elemental-event-blocked = Взяття не відбулося: { $attacker } на { $from } не може взяти фігуру { $on } ({ $defender }) — заважає { $by } (E30).
elemental-event-sturdy-used = Фігура { $on } уціліла, витративши { -elemental-sturdy } (E14).
elemental-event-knocked-back = { -elemental-bastion } відкидає атакувальну фігуру з { $from } на { $to } (E13).
elemental-event-knocked-back-also = { -elemental-bastion } відкидає атакувальну фігуру (вона ж на { $other }) з { $from } на { $to } (E13).
elemental-event-knockback-cancelled = Відкидання, що випало, поставило б під шах короля атакувальної фігури на { $square }, тож вона лишається на місці (E40).
elemental-event-stepped = Крок { $from }-{ $to }.
elemental-event-swapped = { -elemental-quantum-step }: фігура міняється місцями зі своєю фігурою на { $with } і стає туди; та йде на { $from } (E27).
elemental-event-poisoned = { -elemental-poisonous-meat }: { $piece } { $on } б’є отруєну фігуру: { $victim } (E32).
elemental-event-removed = { $by } прибирає з дошки: { $piece } ({ $side }) { $on }.
elemental-event-sturdy-saved = Фігура { $on } ({ $piece }) переживає { $by }, витративши { -elemental-sturdy } (E14).
elemental-event-resurrected = { -elemental-resurrection }: { $piece } ({ $side }) повертається на { $square } (E35).
elemental-event-locked = { -elemental-temporal-lock }: { $piece } ({ $side }) { $on } не може ходити наступні 2 ходи своєї сторони (E36).
elemental-event-marked-second = { -elemental-sadist-streak } позначає: { $piece } ({ $side }) { $on }. Фігура вибуває на другому ході своєї сторони, рахуючи від цього моменту, разом з усіма фігурами своєї сторони, які тоді стоятимуть поруч (E24).
elemental-event-marked-third = { -elemental-sadist-streak } позначає: { $piece } ({ $side }) { $on }. Фігура вибуває сама, без сусідів, на третьому ході своєї сторони, рахуючи від цього моменту (E24).
elemental-event-raijin = { -elemental-raijin }: після Quantum Step фігура з { $from } б’є ще раз, на { $to } (E19).
elemental-event-do-over = { -elemental-do-over }! Спрацьовує { $piece } ({ $side }): цей хід скасовано, і дошка відкочується на { $plies } { $plies ->
        [one] напівхід
        [few] напівходи
        [many] напівходів
       *[other] напівходу
    } (E34).
elemental-event-blinded = Blinding: наступними ходять { $side } (E21).
elemental-event-passed = { $side } пропускають хід: усі їхні ходи заблоковані (E36).
elemental-event-faced = { -elemental-block-piece } на { $square } тепер дивиться на { $facing }.
elemental-event-decided = { $other } лишаються без допустимого ходу через досі приховану здібність { $ability } ({ $side }) (E97).
elemental-event-checkmate = Мат: перемагають { $side }.
elemental-event-stalemate = Пат: нічия (E1).
elemental-event-seventy-five-moves = Нічия за правилом 75 ходів: 150 напівходів без взяття, прибирання, спрацювання Sturdy чи ходу пішаком (E1).
elemental-event-fivefold = Нічия: та сама позиція вп’яте (E1).
elemental-decided-by = : через { $abilities } ({ $side }, приховано, E12) { $other } лишилися без допустимого ходу (E97)
elemental-wins-by-checkmate = { $player } ({ $side }) перемагає матом{ $decided }.
elemental-checkmate-line = Мат! { $result }
elemental-drawn-by-stalemate = Пат, нічия (E1){ $decided }.
elemental-drawn-by-seventy-five-moves = Нічия за правилом 75 ходів (E1).
elemental-drawn-by-fivefold = Нічия через п’ятикратне повторення (E1).
elemental-rejected = Хід { $player } ({ $side }) зупинила прихована здібність (E53):
elemental-no-other-legal-turn = { $side }: іншого допустимого ходу немає.
elemental-plays-another-turn = { $side } роблять інший хід.

## A staged turn's preview. $by is what blocks (elemental-blocker-…), $directions a count.
elemental-staged = Підготовлено: { $turn }. Картинка показує це на дошці: вихідне поле затемнене, привид там, де фігура стає, дужки на фігурі, яку вона б’є, крапки на полях, через які вона проходить. Натисни «Завершити хід» (або /endturn), щоб зіграти, «Скасувати» (/undo), щоб почати знову.
elemental-this-turn = Цей хід:
elemental-blocked-sturdy = Взяття заблоковане: { $attacker } не може взяти фігуру на { $square } ({ $victim }) — заважає { $by } (E30). Її Sturdy буде витрачено, твоя фігура лишиться на { $from }, і хід закінчиться.
elemental-blocked-bastion = Взяття заблоковане: { $attacker } не може взяти фігуру на { $square } ({ $victim }) — заважає { $by } (E30). Bastion відкине твою фігуру (E13): напрямок (один із { $directions }) і 1–3 поля випадуть, коли ти завершиш хід; якщо приземлення поставить твого короля під шах, відкидання не буде (E40).

## The picture's header.
elemental-headline-move = Хід { $number } · ходять { $side }
elemental-headline-checkmate = Мат · перемагають { $side }
elemental-headline-stalemate = Пат · нічия
elemental-headline-seventy-five-moves = Правило 75 ходів · нічия
elemental-headline-fivefold = П’ятикратне повторення · нічия
elemental-headline-choosing = Вибір спорядження
elemental-headline-ended = Партію завершено · { $ended }

## /rules.
elemental-kind-elements = Стихії
elemental-kind-augmentors = Підсилювачі
elemental-kind-offense = Атакувальні здібності
elemental-kind-temporal = Здібності часу
elemental-coming-later = З’являться пізніше: { $names }.
elemental-not-in-the-game-yet = (Поки немає в грі.)
elemental-rules = Elemental chess: шахи (рокіровка, взяття на проході, перетворення; мат перемагає; пат, правило 75 ходів і п’ятикратне повторення — нічия, E1) з таємним спорядженням у кожної армії.
    Перед першим ходом кожен гравець вибирає одну стихію і по одному підсилювачу, атакувальній здібності та здібності часу; вони є в кожної фігури (E4). Ніхто не бачить спорядження суперника, доки обидва не зафіксовані (E6).
    Шах враховує будь-яке взяття за правилами ходу, навіть те, яке заблокувала б здібність (E1a); заблоковане взяття допустиме, лише якщо воно щось дає: витрачається Sturdy або спрацьовує відкидання Bastion (E30).
    Хід: /move from: to: [promote:] [chain:c3 Chain Kill] [dk:g7 Double Kill] [qk:a7 Quantum Kill] [bdk: bqk: Blaze Rush] [res:knight@b1 Resurrection] [lock:d7 Temporal Lock] [then:f4,g5 для Side Step, Tailwind або Quantum Step; then:b4,a4,b5 — Quantum Step і два кроки, E93] [rj:f5 взяття Raijin після нього] [laugh:yes Schrödinger's Laugh на to:] [face:e2=north для Block Piece], особистий попередній перегляд, потім /endturn. Здібності діють у порядку E38.
elemental-rules-see-one = Переглянь будь-яку: /rules game:elemental piece:earth (або block-piece, double-kill, knight …); емблеми, значки й крапки на дошці: piece:board.
elemental-rules-piece = Тут { $piece } ходить як у шахах (E1); ранг для порівняння здібностей — { $rank } (E2). Привиди показують, куди фігура може піти, дужки — де вона може бити.
elemental-rules-unknown = `piece:{ $piece }` — не фігура, стихія чи здібність Elemental chess: спробуй knight, earth, block-piece або double-kill.
elemental-reading-the-board = Як читати дошку Elemental: емблема стихії кожної фігури — внизу ліворуч (Fire — трикутник, Water — крапля, Earth — квадратний блок, Air — кільце, Lightning — блискавка, Light — зірка, Shadow — півмісяць); літери її підсилювача — вгорі праворуч (Ss Side Step, Qs Quantum Step, St Stalwart, Be Belligerent, In Indomitable; Block Piece натомість показує свій напрямок стрілкою, E25); коричнева крапка внизу праворуч — ще не витрачений Sturdy фігури Earth (E14). Заштриховане поле з числом і крапками випалене: ранг, який воно зупиняє, і скільки ходів Fire лишилося (E9); замок — Temporal Lock з його ходами (E36); приціл — мітка Sadist (E24); зчеплені кільця — два поля фігури Schrödinger (E37). Ще приховане спорядження показано в заголовку як ? (E12). В особистому попередньому перегляді поле фігури, що ходить, затемнене, привид показує, де вона стане, дужки позначають, що вона б’є, а крапки — поля, через які вона проходить.
elemental-about-fire = Scorch: поле, яке залишає твоя фігура, на 3 твої наступні ходи зупиняє ворожі фігури нижчого рангу (крім Water); Blaze Rush: після взяття — один додатковий Double або Quantum Kill, обидва проти Earth (E9–E10).
elemental-about-water = Flood Wake: фігури, взяті твоєю стороною в напівходах, які скасовує Do-Over, не повертаються; Mist Shroud: кожна фігура має Quantum Step, а твоє спорядження приховане від суперника, доки кожна здібність не спрацює вперше (E11–E12).
elemental-about-earth = Bastion: конуси Block Piece на 180° і випадкові відкидання; Sturdy: фігура переживає перше взяття (E13–E14).
elemental-about-air = Gale Lift — прохід крізь фігури, Tailwind — 2 додаткові кроки, Scatter Shot — взяття пішаком убік (E15–E17).
elemental-about-lightning = Overload: слоти вибирають для кожної фігури (E18); Raijin: Quantum Kill ігнорує Indomitable, а після Quantum Step фігура може бити ще раз (E19).
elemental-about-light = Radiant Vision: далекобійні фігури дають шах крізь першу перешкоду; Light Speed: під час твоїх взять Sturdy перевіряється першим (E20, E22).
elemental-about-shadow = Anarchist Streak: усі порівняння рангів в усіх здібностях скасовано для обох сторін (E23); Sadist Streak: твій Poisonous Meat позначає фігуру, що взяла, і через два її ходи вона вибуває разом з усіма фігурами своєї сторони, що опинилися поруч (E24).
elemental-about-side-step = Після ходу фігура може ступити на 1 поле, на порожнє сусіднє (E26).
elemental-about-block-piece = Взяття зсередини її конуса в 90° блокуються; поверни її через face: (E25).
elemental-about-quantum-step = Після ходу фігура може помінятися місцями зі своєю сусідньою фігурою нижчого рангу або перескочити на порожнє сусіднє поле (E27).
elemental-about-stalwart = Фігури нижчого рангу не можуть її взяти (E28).
elemental-about-belligerent = Фігури вищого рангу не можуть її взяти (E29).
elemental-about-indomitable = Невразлива до прибирання здібностями; крізь неї не можна пройти (E31, E3).
elemental-about-double-kill = Після взяття прибери ворожу фігуру поруч із жертвою, якщо її ранг ≤ рангу жертви (E32).
elemental-about-quantum-kill = Раз за хід після взяття прибери будь-яку ворожу фігуру з рангом ≤ рангу жертви; з Lightning — навіть Indomitable (E32, E19).
elemental-about-chain-kill = Бий з кінця ланцюжка своїх сусідніх фігур, ніби стоїш там (E33); з Air дає ще й Quantum Step (E16).
elemental-about-poisonous-meat = Фігура вищого рангу, що взяла її, теж вибуває, якщо це не король і не Indomitable (E32).
elemental-about-do-over = Раз на фігуру: коли її б’ють або прибирають, хід скасовується, а два останні напівходи відкочуються (E34).
elemental-about-resurrection = Після взяття цією фігурою поверни одну зі своїх вибулих фігур з рангом ≤ рангу жертви на дві свої задні горизонталі (E35).
elemental-about-temporal-lock = Раз на фігуру, після її ходу: заблокуй ворожу фігуру (не короля) на 2 наступні ходи її сторони (E36).
elemental-about-schrodingers-laugh = Раз на фігуру (не король): замість ходу вона копіює себе на порожнє сусіднє поле — одна фігура на двох полях: взяття будь-якої копії забирає обидві (E37).

## Choosing a turn or a loadout step by step. $square a square; $piece a
## piece's name (elemental-piece-…); $facing a facing (elemental-facing-…);
## $side a side; $slot the slot's key as typed (augmentor, offense, temporal).
elemental-a-piece = фігура
elemental-choice-pass = Пропустити хід: усі ходи заблоковані (E36)
elemental-choice-piece = { $square } · { $piece }
elemental-choice-laugh = { -elemental-schrodingers-laugh }: скопіювати її туди (E37)
elemental-choice-promote = Перетворити на: { $piece }
elemental-choice-chain = { -elemental-chain-kill } з { $square } (E33)
elemental-choice-double-kill = { -elemental-double-kill } на { $square }
elemental-choice-quantum-kill = { -elemental-quantum-kill } на { $square }
elemental-choice-blaze-double-kill = { -elemental-double-kill } від { -elemental-blaze-rush } на { $square }
elemental-choice-blaze-quantum-kill = { -elemental-quantum-kill } від { -elemental-blaze-rush } на { $square }
elemental-choice-resurrection = { -elemental-resurrection }: { $piece } повертається на { $square }
elemental-choice-group-return = Повернути: { $piece }
elemental-choice-lock = { -elemental-temporal-lock } на { $square }
elemental-choice-then = Потім на { $square }
elemental-choice-and-on = І далі на { $square }
elemental-choice-raijin = Взяття { -elemental-raijin } на { $square }
elemental-choice-its-chain = Його { -elemental-chain-kill } з { $square }
elemental-choice-its-double-kill = Його { -elemental-double-kill } на { $square }
elemental-choice-its-quantum-kill = Його { -elemental-quantum-kill } на { $square }
elemental-choice-its-resurrection = Його { -elemental-resurrection }: { $piece } повертається на { $square }
elemental-choice-face = Фігура на { $square } ({ $piece }) дивитиметься на { $facing }
elemental-choice-group-face = Повернути фігуру на { $square }
elemental-choice-no-slot = { $slot ->
    [augmentor] Без підсилювача
    [offense] Без атакувальної здібності
   *[temporal] Без здібності часу
}
elemental-choice-overload = Слоти фігури на { $square } (Overload, E18)
elemental-choice-group-overload = Overload
elemental-so-far-face = { $square } дивиться на { $facing }
elemental-legend-step = Крок після ходу або поле { -elemental-quantum-step } (E16, E26, E27, E93)
elemental-legend-chain = { -elemental-chain-kill }: своя фігура, з якої бити (E33)
elemental-legend-double-kill = { -elemental-double-kill }: яку ворожу фігуру біля поля взяття прибрати
elemental-legend-quantum-kill = { -elemental-quantum-kill }: яку ворожу фігуру прибрати
elemental-legend-blaze = { -elemental-blaze-rush }: яку ворожу фігуру прибрати додатково (E10)
elemental-legend-resurrection = { -elemental-resurrection }: куди повертається фігура
elemental-legend-lock = { -elemental-temporal-lock }: яку ворожу фігуру заблокувати (E36)
elemental-legend-raijin = { -elemental-raijin }: взяття після { -elemental-quantum-step } (E19)
elemental-legend-facing = { -elemental-block-piece }: повернути фігуру в інший бік (E25)
elemental-prompt-piece = Обери фігуру для ходу.
elemental-prompt-where = Обери, куди вона піде.
elemental-prompt-face-or-end = Поверни фігуру з { -elemental-block-piece } (позначені фігури) або «Завершити хід».
elemental-prompt-ability-face-or-end = Додай вибір для здібності, поверни фігуру з { -elemental-block-piece } (що означають позначки, сказано в легенді) або «Завершити хід».
elemental-prompt-ability-or-end = Додай вибір для здібності (що означають позначки, сказано в легенді) або «Завершити хід».
elemental-prompt-end = «Завершити хід», щоб зіграти.
elemental-prompt-promote = Обери, на що перетвориться пішак.
elemental-prompt-abilities = Обери, що зроблять здібності в цьому ході.
elemental-prompt-lock-passed = ({ -elemental-temporal-lock } обирають до кроків, E38: натисни «Скасувати», щоб його обрати.)
elemental-prompt-element = Обери стихію своєї армії (це бачиш лише ти, доки обидва не зафіксують спорядження, E6).
elemental-prompt-augmentor = Обери підсилювач.
elemental-prompt-offense = Обери атакувальну здібність.
elemental-prompt-temporal = Обери здібність часу.
elemental-prompt-lock-in = Зафіксуй спорядження кнопкою «Завершити хід».
elemental-prompt-lock-in-or-overload = Зафіксуй спорядження кнопкою «Завершити хід» або дай фігурі власні слоти (Overload, E18).
elemental-choices-over = Партію завершено.
elemental-choices-not-your-turn = Зараз ходять { $side }, а не ти.
elemental-choices-stale = Цей вибір тут уже не складається в хід: почни знову.
elemental-loadout-locked-already = Твоє спорядження вже зафіксоване; гра почнеться, коли суперник зафіксує своє.
elemental-loadout-choices-stale = Цей вибір уже не складається в спорядження: почни знову.

## Autocomplete's suggestions. $value is the value filled in (notation).
elemental-suggest-piece = { $square } · { $piece } ({ $side })
elemental-suggest-swap = { $value } · { -elemental-quantum-step }: обмін
elemental-suggest-step = { $value } · крок
elemental-suggest-raijin = { $value } · взяття { -elemental-raijin }
elemental-suggest-return = { $value } · повернути вибулу фігуру: { $piece }
elemental-suggest-face = { $square } { $piece } дивиться на { $facing }

## /help: команди гри одним рядком.
elemental-help = Elemental chess: спершу вибери таємне спорядження («Вибрати спорядження» або /loadout element:… augmentor:…; Lightning налаштовує окремі фігури через /loadout piece:e2 …); далі хід — це один /move (chain:, dk:, qk:, bdk:, bqk:, res:, lock:, rj:, laugh: для вибору здібностей, then: для додаткових кроків, face: для Block Piece), підготовлений наодинці й зіграний через /endturn, або /turn move:e2-e4.

## Alt text of the board picture (what a screen reader says). $white and
## $black are elemental-alt-player; $loadout a loadout in words (or
## elemental-alt-loadout-not-shown); $parts what is concealed; $headline the
## header's line; $groups a side's pieces (elemental-alt-group each);
## $squares squares in notation; $n a count; $facing a facing.
elemental-alt-board = Дошка Elemental chess: { $white } проти { $black }.
elemental-alt-player = { $player } ({ $side }, { $loadout })
elemental-alt-loadout-not-shown = спорядження ще не показано
elemental-alt-concealed = { $loadout }; приховано: { $parts }
elemental-alt-headline = { $headline }.
elemental-alt-in-check = { $side } під шахом.
elemental-alt-last-move = Останній хід { $move }.
elemental-alt-group = { $n ->
    [one] { $piece } { $squares }
   *[other] { $piece } ({ $n }): { $squares }
}
elemental-alt-pieces = { $side }: { $groups }.
elemental-alt-no-pieces = { $side }: фігур немає.
elemental-alt-faces = { $square } дивиться на { $facing }
elemental-alt-block-pieces = { $side }: фігури з { -elemental-block-piece } дивляться на { $facing }.
## $except the pieces turned another way (elemental-alt-faces each).
elemental-alt-block-pieces-except = { $side }: фігури з { -elemental-block-piece } дивляться на { $facing }, крім: { $except }.
elemental-alt-sturdy-used = { $side }: { -elemental-sturdy } витрачено на { $squares }.
elemental-alt-staged = Підготовлений хід, ще не зіграний: { $parts }.
elemental-alt-leaves = залишає { $squares }
elemental-alt-landed = { $square } ({ $piece }, { $side })
elemental-alt-lands = стає на { $landed }
elemental-alt-takes = б’є { $squares }
elemental-alt-passes = проходить через { $squares }
elemental-alt-options = Позначено для вибору: { $squares }.
elemental-alt-scorched = { $square } випалене (ранг { $rank }, { $n ->
    [one] ще { $n } хід
    [few] ще { $n } ходи
    [many] ще { $n } ходів
   *[other] ще { $n } ходу
}).
elemental-alt-locked = { $square } заблоковане ще на { $n } { $n ->
    [one] хід
    [few] ходи
    [many] ходів
   *[other] ходу
}.
elemental-alt-marked = { $square } позначене.
elemental-alt-linked = { $square } і { $with } — одна фігура ({ -elemental-schrodingers-laugh }).

## A piece's /rules diagram: its header and alt text. $piece a piece's name
## (elemental-piece-…-start in the header); $square where it stands; $moves
## and $captures squares.
elemental-diagram-headline = { $piece } на { $square }
elemental-diagram-alt = Діаграма: { $piece } на { $square } (E1); привиди показують, куди фігура може піти ({ $moves }).
elemental-diagram-alt-captures = Діаграма: { $piece } на { $square } (E1); привиди показують, куди фігура може піти ({ $moves }), дужки — де вона може бити ({ $captures }).

## Why a turn is refused (typed errors of the rules crate). $square, $from, $to, $given, $option, $again, $steps and $turn are notation;
## $piece a piece (elemental-piece-…, or -start at the head of a sentence); $side the mover and $owner the piece's side (elemental-side-…);
## $blocker what blocks a capture (elemental-blocker-…); $ability an ability with what it may choose (elemental-turn-choice-…), $first and $second
## abilities' names; $offered and $allowed lists of notation; $n a count (turns left, or how many choices are listed); $rank a piece's rank.
elemental-turn-game-over = Партію завершено.
elemental-turn-refaced-twice = Фігура на { $square } повертається двічі.
elemental-turn-no-block-piece = Твою фігуру на { $square } ({ $piece }) не можна повернути: у неї немає { -elemental-block-piece } (E25).
elemental-turn-nothing-to-face = На { $square } немає твоєї фігури, яку можна повернути (E25).
elemental-turn-pass-not-allowed = Пропустити хід можна, лише якщо всі твої ходи заблоковані (E36).
elemental-turn-no-laugh = Laugh з { $from } на { $to } неможливий: { -elemental-schrodingers-laugh } (E37) — раз на фігуру, не для короля й не для заблокованої фігури, і лише на порожнє сусіднє поле, куди цю фігуру можна поставити.
elemental-turn-no-piece = На { $square } немає фігури.
elemental-turn-not-yours = Фігура на { $square } ({ $piece }) належить суперникові ({ $owner }); твоя сторона — { $side }.
elemental-turn-locked = Твоя фігура на { $square } ({ $piece }) заблокована ({ -elemental-temporal-lock }) ще на { $n } { $n ->
        [one] твій хід
        [few] твої ходи
        [many] твоїх ходів
       *[other] твого ходу
    } (E36).
elemental-turn-blocked-in-check = Це взяття було б заблоковане (заважає { $blocker }) і залишило б твого короля під шахом (E40).
elemental-turn-blocked-without-effect = Це взяття було б заблоковане (заважає { $blocker }) і нічого б не дало, тож воно недопустиме (E30, E42).
elemental-turn-king-unsafe = { $piece } { $from }-{ $to }: такий хід залишив би твого короля під шахом або пройшов би через атаковане поле (E1b, E44).
elemental-turn-scorched = Поле { $square } випалене: мітка рангу { $rank }, що діє ще { $n } { $n ->
        [one] хід
        [few] ходи
        [many] ходів
       *[other] ходу
    } { -elemental-fire }, зупиняє там твою фігуру ({ $piece }) (E9).
elemental-turn-cannot-go = Фігура на { $from } ({ $piece }) не може піти на { $to }.
elemental-turn-no-choice = { $option }:{ $given } недопустимо: { $ability } після цього ходу нічого не обирає.
elemental-turn-not-offered = { $option }:{ $given } недопустимо: { $ability } може обрати { $n ->
        [1] лише { $offered }
       *[other] лише одне з: { $offered }
    }.
elemental-turn-named-twice = { $option }:{ $square } і { $again }:{ $square } вказують на ту саму фігуру: наскільки тобі видно, її прибирає твій { $first }, тож { $second } не може вказати на неї знову; двічі можна вказати лише фігуру, яка після прибирання лишилася на дошці (її врятував { -elemental-sturdy }) (E57, E96).
elemental-turn-blocked-does-not-arrive = Це взяття заблоковане, тож фігура не доходить до поля: прибери promote: і then: (E30, E50).
elemental-turn-promotion-missing = Пішак доходить до останньої горизонталі: вкажи фігуру через promote:queen (або rook, bishop, knight).
elemental-turn-cannot-promote = Перетворюється лише пішак, що дійшов до останньої горизонталі.
elemental-turn-raijin-without-step = Взяття { -elemental-raijin } іде після { -elemental-quantum-step } (E19): додай then: з полем, на яке фігура ступає або міняється місцями.
elemental-turn-steps-needed = Сам лише хід { $from }-{ $to } залишив би твого короля під шахом або завершив би хід там, де фігура його почала (E1b, E43); додай кроки через then:.
elemental-turn-no-steps = Після { $from }-{ $to } { $piece } не може зробити жодного кроку ({ -elemental-side-step } E26, Tailwind E16, { -elemental-quantum-step } E27).
elemental-turn-steps-not-allowed = then:{ $steps } недопустимо після { $from }-{ $to } (E16, E26, E27, E43, E44); { $n ->
        [1] допустимо лише { $allowed }
       *[other] можна { $allowed }
    }.
elemental-turn-removal-defeated = Прихований { -elemental-indomitable } не дає прибрати фігуру, а без цього решта ходу не складається (E12, E53). Обери інший хід.
elemental-turn-poisoned = У фігури, яку ти хочеш взяти, прихований { -elemental-poisonous-meat }: твоя фігура, що б’є, вибула б, а твій король опинився б під ударом (E86, E53). Обери інший хід.
elemental-turn-raijin-blocked = Взяття { -elemental-raijin } там блокує прихована здібність, а твоя фігура не може завершити хід там, де стоїть (E53, E70). Обери інший хід.
elemental-turn-unsafe-to-stay = Цьому заважає прихована здібність фігури на { $square }, а якщо твоя фігура лишиться на місці, твій король буде в небезпеці (E53). Обери інший хід.
elemental-turn-not-here = Хід { $turn } тут зіграти не можна; обери інший хід.
elemental-turn-choice-chain = { -elemental-chain-kill } (E33: остання своя фігура в ланцюжку сусідніх своїх фігур, що починається поруч із фігурою, і взяття звідти)
elemental-turn-choice-double-kill = { -elemental-double-kill } (E32: ворожа фігура поруч із полем взяття, ранг ≤ рангу жертви, не король і не фігура з { -elemental-indomitable })
elemental-turn-choice-quantum-kill = { -elemental-quantum-kill } (E32: будь-яка ворожа фігура з рангом ≤ рангу жертви, не король і не фігура з { -elemental-indomitable })
elemental-turn-choice-blaze-double-kill = { -elemental-double-kill } від { -elemental-blaze-rush } (E10: додатковий, як { -elemental-double-kill }; проти { -elemental-earth } — на додачу до додаткового { -elemental-quantum-kill }, інакше — замість нього)
elemental-turn-choice-blaze-quantum-kill = { -elemental-quantum-kill } від { -elemental-blaze-rush } (E10: додатковий, як { -elemental-quantum-kill }; проти { -elemental-earth } — на додачу до додаткового { -elemental-double-kill }, інакше — замість нього)
elemental-turn-choice-resurrection = { -elemental-resurrection } (E35: вибула фігура з рангом ≤ рангу жертви, на порожнє поле двох твоїх задніх горизонталей)
elemental-turn-choice-raijin = { -elemental-raijin } (E19: після { -elemental-quantum-step } — ще одне взяття з нового поля)
elemental-turn-choice-lock = { -elemental-temporal-lock } (E36: раз на фігуру, будь-яка ворожа фігура, крім короля)
