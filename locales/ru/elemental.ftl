# Русский (ru). Glossary: loadout = снаряжение, element = стихия, augmentor = усилитель, offense = атакующая способность (слот: атака), temporal = способность времени (слот: время), slot = слот, turn = ход, move = ход фигурой, square = поле, piece = фигура, ply = полуход, lock in = зафиксировать, stage = подготовить, knockback = отброс, check = шах, checkmate = мат, stalemate = пат, draw = ничья, White/Black = Белые/Чёрные.
# Elemental chess: слова, ходы, отказы, правила и картинки. Названия стихий и способностей остаются английскими (имена собственные).

## Sides, pieces, facings.
-elemental-white = Белые
-elemental-black = Чёрные
elemental-side-white = { -elemental-white }
elemental-side-black = { -elemental-black }
-elemental-pawn = пешка
-elemental-knight = конь
-elemental-bishop = слон
-elemental-rook = ладья
-elemental-queen = ферзь
-elemental-king = король
elemental-piece-pawn = { -elemental-pawn }
elemental-piece-knight = { -elemental-knight }
elemental-piece-bishop = { -elemental-bishop }
elemental-piece-rook = { -elemental-rook }
elemental-piece-queen = { -elemental-queen }
elemental-piece-king = { -elemental-king }
## The same names starting a sentence.
elemental-piece-pawn-start = Пешка
elemental-piece-knight-start = Конь
elemental-piece-bishop-start = Слон
elemental-piece-rook-start = Ладья
elemental-piece-queen-start = Ферзь
elemental-piece-king-start = Король
elemental-facing-north = север
elemental-facing-east = восток
elemental-facing-south = юг
elemental-facing-west = запад

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
elemental-blaze-double-kill = { -elemental-double-kill } от { -elemental-blaze-rush }
elemental-blaze-quantum-kill = { -elemental-quantum-kill } от { -elemental-blaze-rush }
elemental-empty-slot = пустой слот
elemental-slot-augmentor = усилитель
elemental-slot-offense = атакующая способность
elemental-slot-temporal = способность времени

## What removed a piece or blocked a capture, with its rule.
elemental-by-double-kill = { -elemental-double-kill } (E32)
elemental-by-quantum-kill = { -elemental-quantum-kill } (E32)
elemental-by-poisonous-meat = { -elemental-poisonous-meat } (E32)
elemental-by-blaze-double-kill = { -elemental-double-kill } от { -elemental-blaze-rush } (E10)
elemental-by-blaze-quantum-kill = { -elemental-quantum-kill } от { -elemental-blaze-rush } (E10)
elemental-by-sadist-streak = { -elemental-sadist-streak } (E24)
elemental-by-flood-wake = { -elemental-flood-wake } (E11)
elemental-blocker-cone = { -elemental-block-piece } (E25)
elemental-blocker-stalwart = { -elemental-stalwart } (E28)
elemental-blocker-belligerent = { -elemental-belligerent } (E29)
elemental-blocker-sturdy = { -elemental-sturdy } (E14)
elemental-blocker-solid = фигура, сквозь которую нельзя пройти (E3, E62)
elemental-blocker-solid-short = фигура, сквозь которую нельзя пройти

## Loadouts. $element, $army, $slots, $first… are names of elements and abilities; $square a square.
elemental-loadout = { $element }; армия: { $army }
elemental-loadout-piece = ; { $square }: { $slots }
elemental-no-slots = без слотов
elemental-slots-one = { $first }
elemental-slots-two = { $first }, { $second }
elemental-slots-three = { $first }, { $second }, { $third }
elemental-concealed = ; скрыто (E12): { $parts }
elemental-code = { $code }
elemental-name = { $player }
elemental-nothing = {""}
elemental-none = нет
elemental-not-chosen = не выбрано
elemental-player-side = { $player } ({ $side })
elemental-choose-loadout = Выбрать снаряжение

## Setting up.
elemental-game-on = Игра началась: { $white } ({ -elemental-white }) против { $black } ({ -elemental-black }), Elemental chess. Сначала каждый из вас тайно выбирает снаряжение: стихию и усилитель для своей армии (E4). Нажми «Выбрать снаряжение» или напиши /loadout element:… augmentor:…. Никто не увидит снаряжение соперника, пока оба не будут зафиксированы.
elemental-choose-first = Сначала выбери снаряжение: нажми «Выбрать снаряжение» или напиши /loadout element:earth augmentor:block-piece (E4).
elemental-opponent-choosing = Соперник ещё выбирает снаряжение; игра начнётся, когда он его зафиксирует (E6).
elemental-loadouts-cannot-change = Оба снаряжения зафиксированы; во время партии их не поменять (E6). Посмотреть их можно через /game.
elemental-locked-in-already = Твоё снаряжение уже зафиксировано; игра начнётся, когда зафиксируют оба (E6).
elemental-element-first = Сначала выбери стихию (/loadout element:earth или кнопка «Выбрать снаряжение»).
elemental-not-a-choice-here = «{ $value }» здесь выбрать нельзя.
elemental-not-my-menu = Это меню не моё.
elemental-holds-none-of-your-pieces = На { $square } в начале партии нет твоей фигуры.
elemental-only-lightning-add-element = Слоты для отдельных фигур выбирает только Lightning (Overload, E18): добавь element:lightning.
elemental-only-lightning-per-piece = Слоты для отдельных фигур выбирает только Lightning (Overload, E18).
elemental-not-in-the-game-yet-named = { $name } в игре пока нет; что есть, показывает /rules game:elemental.
elemental-loadout-pair = Две способности этого снаряжения работают только вместе (E51).
elemental-not-a-loadout = Это не снаряжение.
elemental-draft = Стихия: { $element } · усилитель: { $augmentor } · атака: { $offense } · время: { $temporal }
elemental-draft-per-piece = {" "}· по фигурам: { $pieces }
elemental-set-only-you = Выбрано (это видишь только ты).
elemental-lock-in-lightning = Зафиксируй через /loadout element:lightning и слоты армии.
elemental-you-locked-in = Твоё снаряжение зафиксировано:
elemental-only-you-see-it = Его видишь только ты, пока оба не зафиксируют снаряжение (E6).
elemental-both-locked-in = Оба снаряжения зафиксированы (E6).
elemental-moves-first = Первый ход за { $player } ({ $side }). Эмблемы, значки и точки на доске: /rules piece:board.
elemental-moves-first-how = Первый ход за { $player } ({ $side }): /move from:e2 to:e4. Эмблемы, значки и точки на доске: /rules piece:board.
elemental-locked-in-waiting = { $player } ({ $side }): снаряжение зафиксировано; ждём { $other }.

## /game and the status line.
elemental-game-over = Партия окончена:
elemental-choosing-loadouts-waiting = Выбор снаряжения: ждём { $players }.
elemental-status = Ход { $number } · ходят { $side } ({ $player }).
elemental-describe-players = Elemental chess: { $white } ({ -elemental-white }) против { $black } ({ -elemental-black }).
elemental-locked-in = — снаряжение:
elemental-your-loadout = Твоё снаряжение (видишь только ты, пока оба не зафиксированы):
elemental-has-locked-in = { $player }: снаряжение зафиксировано.
elemental-still-choosing = { $player } ещё выбирает.
elemental-in-check = { $side } под шахом.
elemental-has-lost = { $side } потеряли: { $pieces }.
elemental-position = Позиция: `{ $fen }`
elemental-seed-shown = Зерно генератора: { $seed } (SplitMix64, E41): по нему можно воспроизвести отбросы.
elemental-seed-hidden = Отбросы выпадают из генератора партии; его зерно скрыто до конца партии (E41).
elemental-loadouts-shown-at-end = Снаряжение, открытое после окончания партии (E99):
elemental-had-not-locked-in = { $player } ({ $side }): снаряжение так и не было зафиксировано.

## The record. $turn and $loadout are notation.
elemental-record-tried = попытка { $turn }: её остановила скрытая способность, теперь раскрытая (E53)
elemental-record-stopped = ход, остановленный скрытой способностью; способность раскрыта (E53)
elemental-record-locked-in-own = зафиксировано снаряжение { $loadout } (видишь только ты)
elemental-record-locked-in = зафиксировано снаряжение { $loadout }
elemental-record-locked-in-water = зафиксировано снаряжение Water (скрыто, E12)

## Refusals of a command's options. $value is what was typed.
elemental-not-one-to-choose = `{ $key }:{ $value }` — нет среди вариантов: используй { $choices }.
elemental-not-a-list-of-steps = `{ $option }:{ $value }` — не список шагов: укажи от одного до трёх полей по порядку, первым Quantum Step, например { $option }:f4, { $option }:f4,g5 или { $option }:b4,a4,b5 (E93).
elemental-not-a-facing = `{ $option }:{ $value }` — не направление: используй north, east, south или west либо поле=направление, например { $option }:e2=north.
elemental-not-a-returned-piece = `res:{ $value }` — не возвращаемая фигура: укажи фигуру и поле, например knight@b1.
elemental-not-raijins-capture = `rj:{ $value }` — не взятие Raijin: укажи поле, например f5 или f8=q,dk:g7.
elemental-not-a-square = «{ $value }» — не поле: нужна вертикаль a–h и горизонталь 1–8, например e4.
elemental-move-to-another-square = Ход должен вести на другое поле.
elemental-not-a-promotion = `promote:{ $value }` — нет среди вариантов: используй queen, rook, bishop или knight.
elemental-a-facing-is = Направление — это north, east, south или west.
elemental-not-your-turn = Сейчас ходит { $player } ({ $side }); дождись хода соперника.
elemental-turn-needs-a-move = Для хода нужен ход фигурой, например /turn move:e2-e4.
elemental-nothing-staged = У тебя нет подготовленного хода: подготовь его через /move или сыграй сразу через /turn move:e2-e4.

## A turn: the channel's line, its events, the ending. $on is "on e5" (elemental-on).
elemental-on = на { $square }
elemental-on-also = на { $square } (и на { $other })
elemental-turn-line = Ход { $number } · { $side } ({ $player }): { $turn }
elemental-story-takes = { $piece } берёт: { $victim } { $on }
elemental-story-moves = { $piece } { $from }-{ $to }
elemental-story-castles-king-side = Короткая рокировка
elemental-story-castles-queen-side = Длинная рокировка
elemental-story-captured = берёт: { $piece } { $on }
elemental-story-promotes = превращение на { $square }: { $piece }
elemental-story-blocked = { $attacker } не может взять фигуру { $on } ({ $defender }): { $by }
elemental-story-sturdy-used = { -elemental-sturdy } спасает фигуру { $on }
elemental-story-knocked-back = { -elemental-bastion }: отброс на { $to }
elemental-story-knocked-back-also = { -elemental-bastion }: отброс фигуры (она же на { $other }) на { $to }
elemental-story-removed = { $by } убирает: { $piece } { $on }
elemental-story-sturdy-saved = { -elemental-sturdy } спасает от { $by }: { $piece } { $on }
elemental-story-resurrected = { -elemental-resurrection } возвращает на { $square }: { $piece }
elemental-story-locked = { -elemental-temporal-lock } блокирует: { $piece } { $on }
elemental-story-passed = { $side } пропускают ход: все ходы заблокированы
elemental-story-marked = { -elemental-sadist-streak } помечает: { $piece } { $on }
elemental-story-raijin-takes = { -elemental-raijin } берёт: { $piece } { $on }
elemental-story-do-over = { -elemental-do-over }! Доска откатывается на { $plies } { $plies ->
        [one] полуход
        [few] полухода
        [many] полуходов
       *[other] полухода
    }
elemental-story-blinded = Blinding: следующими ходят { $side }
elemental-story-stopped = { $piece } не может пройти сквозь фигуру на { $square }
elemental-story-revealed = Раскрыта способность { $ability } ({ $side })
elemental-story-stepped = шаг на { $square }
elemental-story-swapped = { -elemental-quantum-step }: обмен с фигурой на { $square }
elemental-event-moved = { $side }: { $piece } { $from }-{ $to }.
elemental-event-castled-king-side = { $side }: короткая рокировка.
elemental-event-castled-queen-side = { $side }: длинная рокировка.
elemental-event-captured = { $side } теряют фигуру: { $piece } { $on }.
elemental-event-promoted = Пешка на { $square } превращается: { $piece }.
elemental-event-promoted-displaced = Пешка, вытесненная на { $square }, превращается в ферзя (E50).
elemental-event-stopped = Сквозь фигуру на { $square } пройти нельзя: { $piece } на { $from } остаётся на месте, и ход заканчивается (E3, E62).
elemental-event-revealed = Раскрыта скрытая способность { $ability } ({ $side }) (E12).
elemental-event-blocked = Взятие не состоялось: { $attacker } на { $from } не может взять фигуру { $on } ({ $defender }) — мешает { $by } (E30).
elemental-event-sturdy-used = Фигура { $on } уцелела, потратив { -elemental-sturdy } (E14).
elemental-event-knocked-back = { -elemental-bastion } отбрасывает атакующую фигуру с { $from } на { $to } (E13).
elemental-event-knocked-back-also = { -elemental-bastion } отбрасывает атакующую фигуру (она же на { $other }) с { $from } на { $to } (E13).
elemental-event-knockback-cancelled = Выпавший отброс поставил бы под шах короля атакующей фигуры на { $square }, поэтому она остаётся на месте (E40).
elemental-event-stepped = Шаг { $from }-{ $to }.
elemental-event-swapped = { -elemental-quantum-step }: фигура меняется местами со своей фигурой на { $with } и встаёт туда; та уходит на { $from } (E27).
elemental-event-poisoned = { -elemental-poisonous-meat }: { $piece } { $on } берёт отравленную фигуру: { $victim } (E32).
elemental-event-removed = { $by } убирает с доски: { $piece } ({ $side }) { $on }.
elemental-event-sturdy-saved = Фигура { $on } ({ $piece }) переживает { $by }, потратив { -elemental-sturdy } (E14).
elemental-event-resurrected = { -elemental-resurrection }: { $piece } ({ $side }) возвращается на { $square } (E35).
elemental-event-locked = { -elemental-temporal-lock }: { $piece } ({ $side }) { $on } не может ходить следующие 2 хода своей стороны (E36).
elemental-event-marked-second = { -elemental-sadist-streak } помечает: { $piece } ({ $side }) { $on }. Фигура выбывает на втором ходу своей стороны, считая с этого момента, вместе со всеми фигурами своей стороны, которые тогда будут стоять рядом (E24).
elemental-event-marked-third = { -elemental-sadist-streak } помечает: { $piece } ({ $side }) { $on }. Фигура выбывает одна, без соседей, на третьем ходу своей стороны, считая с этого момента (E24).
elemental-event-raijin = { -elemental-raijin }: после Quantum Step фигура с { $from } бьёт ещё раз, на { $to } (E19).
elemental-event-do-over = { -elemental-do-over }! Срабатывает { $piece } ({ $side }): этот ход отменяется, и доска откатывается на { $plies } { $plies ->
        [one] полуход
        [few] полухода
        [many] полуходов
       *[other] полухода
    } (E34).
elemental-event-blinded = Blinding: следующими ходят { $side } (E21).
elemental-event-passed = { $side } пропускают ход: все их ходы заблокированы (E36).
elemental-event-faced = { -elemental-block-piece } на { $square } теперь смотрит на { $facing }.
elemental-event-decided = { $other } остаются без допустимого хода из-за до сих пор скрытой способности { $ability } ({ $side }) (E97).
elemental-event-checkmate = Мат: побеждают { $side }.
elemental-event-stalemate = Пат: ничья (E1).
elemental-event-seventy-five-moves = Ничья по правилу 75 ходов: 150 полуходов без взятия, удаления, срабатывания Sturdy или хода пешкой (E1).
elemental-event-fivefold = Ничья: та же позиция в пятый раз (E1).
elemental-decided-by = : из-за { $abilities } ({ $side }, скрыто, E12) { $other } остались без допустимого хода (E97)
elemental-wins-by-checkmate = { $player } ({ $side }) побеждает матом{ $decided }.
elemental-checkmate-line = Мат! { $result }
elemental-drawn-by-stalemate = Пат, ничья (E1){ $decided }.
elemental-drawn-by-seventy-five-moves = Ничья по правилу 75 ходов (E1).
elemental-drawn-by-fivefold = Ничья по пятикратному повторению (E1).
elemental-rejected = Ход { $player } ({ $side }) остановила скрытая способность (E53):
elemental-no-other-legal-turn = { $side }: другого допустимого хода нет.
elemental-plays-another-turn = { $side } делают другой ход.

## A staged turn's preview. $by is what blocks (elemental-blocker-…), $directions a count.
elemental-staged = Подготовлено: { $turn }. Картинка показывает это на доске: исходное поле затемнено, призрак там, где фигура встаёт, скобки на фигуре, которую она берёт, точки на полях, через которые она проходит. Нажми «Завершить ход» (или /endturn), чтобы сыграть, «Отменить» (/undo), чтобы начать заново.
elemental-this-turn = Этот ход:
elemental-blocked-sturdy = Взятие заблокировано: { $attacker } не может взять фигуру на { $square } ({ $victim }) — мешает { $by } (E30). Её Sturdy будет потрачен, твоя фигура останется на { $from }, и ход закончится.
elemental-blocked-bastion = Взятие заблокировано: { $attacker } не может взять фигуру на { $square } ({ $victim }) — мешает { $by } (E30). Bastion отбросит твою фигуру (E13): направление (одно из { $directions }) и 1–3 поля выпадут, когда ты завершишь ход; если приземление подставит твоего короля под шах, отброса не будет (E40).

## The picture's header.
elemental-headline-move = Ход { $number } · ходят { $side }
elemental-headline-checkmate = Мат · побеждают { $side }
elemental-headline-stalemate = Пат · ничья
elemental-headline-seventy-five-moves = Правило 75 ходов · ничья
elemental-headline-fivefold = Пятикратное повторение · ничья
elemental-headline-choosing = Выбор снаряжения
elemental-headline-ended = Партия окончена · { $ended }

## /rules.
elemental-kind-elements = Стихии
elemental-kind-augmentors = Усилители
elemental-kind-offense = Атакующие способности
elemental-kind-temporal = Способности времени
elemental-coming-later = Появятся позже: { $names }.
elemental-not-in-the-game-yet = (Пока нет в игре.)
elemental-rules = Elemental chess: шахматы (рокировка, взятие на проходе, превращение; мат побеждает; пат, правило 75 ходов и пятикратное повторение — ничья, E1) с тайным снаряжением у каждой армии.
    Перед первым ходом каждый игрок выбирает одну стихию и по одному усилителю, атакующей способности и способности времени; они есть у каждой фигуры (E4). Никто не видит снаряжение соперника, пока оба не зафиксированы (E6).
    Шах учитывает любое взятие по правилам хода, даже то, которое заблокировала бы способность (E1a); заблокированное взятие допустимо, только если оно что-то даёт: тратится Sturdy или срабатывает отброс Bastion (E30).
    Ход: /move from: to: [promote:] [chain:c3 Chain Kill] [dk:g7 Double Kill] [qk:a7 Quantum Kill] [bdk: bqk: Blaze Rush] [res:knight@b1 Resurrection] [lock:d7 Temporal Lock] [then:f4,g5 для Side Step, Tailwind или Quantum Step; then:b4,a4,b5 — Quantum Step и два шага, E93] [rj:f5 взятие Raijin после него] [laugh:yes Schrödinger's Laugh на to:] [face:e2=north для Block Piece], личный предпросмотр, затем /endturn. Способности действуют в порядке E38.
elemental-rules-see-one = Посмотри любую: /rules game:elemental piece:earth (или block-piece, double-kill, knight …); эмблемы, значки и точки на доске: piece:board.
elemental-rules-piece = Здесь { $piece } ходит как в шахматах (E1); ранг для сравнения способностей — { $rank } (E2). Призраки показывают, куда фигура может пойти, скобки — где она может бить.
elemental-rules-unknown = `piece:{ $piece }` — не фигура, стихия или способность Elemental chess: попробуй knight, earth, block-piece или double-kill.
elemental-reading-the-board = Как читать доску Elemental: эмблема стихии каждой фигуры — внизу слева (Fire — треугольник, Water — капля, Earth — квадратный блок, Air — кольцо, Lightning — молния, Light — звезда, Shadow — полумесяц); буквы её усилителя — вверху справа (Ss Side Step, Qs Quantum Step, St Stalwart, Be Belligerent, In Indomitable; Block Piece вместо этого показывает своё направление стрелкой, E25); коричневая точка внизу справа — ещё не потраченный Sturdy фигуры Earth (E14). Заштрихованное поле с числом и точками выжжено: ранг, который оно останавливает, и сколько ходов Fire осталось (E9); замок — Temporal Lock с его ходами (E36); перекрестие — метка Sadist (E24); сцепленные кольца — два поля фигуры Schrödinger (E37). Ещё скрытое снаряжение показано в заголовке как ? (E12). В личном предпросмотре поле ходящей фигуры затемнено, призрак показывает, где она встанет, скобки отмечают, что она берёт, а точки — поля, через которые она проходит.
elemental-about-fire = Scorch: поле, которое покидает твоя фигура, на 3 твоих следующих хода останавливает вражеские фигуры ниже рангом (кроме Water); Blaze Rush: после взятия — один дополнительный Double или Quantum Kill, оба против Earth (E9–E10).
elemental-about-water = Flood Wake: фигуры, взятые твоей стороной в полуходах, которые отменяет Do-Over, не возвращаются; Mist Shroud: у каждой фигуры есть Quantum Step, а твоё снаряжение скрыто от соперника, пока каждая способность не сработает впервые (E11–E12).
elemental-about-earth = Bastion: конусы Block Piece на 180° и случайные отбросы; Sturdy: фигура переживает первое взятие (E13–E14).
elemental-about-air = Gale Lift — проход сквозь фигуры, Tailwind — 2 дополнительных шага, Scatter Shot — взятия пешкой вбок (E15–E17).
elemental-about-lightning = Overload: слоты выбираются для каждой фигуры (E18); Raijin: Quantum Kill игнорирует Indomitable, а после Quantum Step фигура может бить ещё раз (E19).
elemental-about-light = Radiant Vision: дальнобойные фигуры шахуют сквозь первую преграду; Light Speed: при твоих взятиях Sturdy проверяется первым (E20, E22).
elemental-about-shadow = Anarchist Streak: все сравнения рангов во всех способностях отменяются для обеих сторон (E23); Sadist Streak: твой Poisonous Meat помечает взявшую фигуру, и через два её хода она выбывает вместе со всеми фигурами своей стороны, оказавшимися рядом (E24).
elemental-about-side-step = После хода фигура может шагнуть на 1 поле, на пустое соседнее (E26).
elemental-about-block-piece = Взятия изнутри её конуса в 90° блокируются; разверни её через face: (E25).
elemental-about-quantum-step = После хода фигура может поменяться местами со своей соседней фигурой ниже рангом или перескочить на пустое соседнее поле (E27).
elemental-about-stalwart = Фигуры ниже рангом не могут её взять (E28).
elemental-about-belligerent = Фигуры выше рангом не могут её взять (E29).
elemental-about-indomitable = Неуязвима для удаления способностями; сквозь неё нельзя пройти (E31, E3).
elemental-about-double-kill = После взятия убери вражескую фигуру рядом с жертвой, если её ранг ≤ ранга жертвы (E32).
elemental-about-quantum-kill = Раз за ход после взятия убери любую вражескую фигуру с рангом ≤ ранга жертвы; с Lightning — даже Indomitable (E32, E19).
elemental-about-chain-kill = Бей с конца цепочки своих соседних фигур, как будто стоишь там (E33); с Air даёт ещё и Quantum Step (E16).
elemental-about-poisonous-meat = Фигура выше рангом, взявшая её, тоже выбывает, если это не король и не Indomitable (E32).
elemental-about-do-over = Раз на фигуру: когда её берут или убирают, ход отменяется, а два последних полухода откатываются (E34).
elemental-about-resurrection = После взятия этой фигурой верни одну из своих выбывших фигур с рангом ≤ ранга жертвы на две свои задние горизонтали (E35).
elemental-about-temporal-lock = Раз на фигуру, после её хода: заблокируй вражескую фигуру (не короля) на 2 следующих хода её стороны (E36).
elemental-about-schrodingers-laugh = Раз на фигуру (не король): вместо хода она копирует себя на пустое соседнее поле — одна фигура на двух полях: взятие любой копии забирает обе (E37).

## Choosing a turn or a loadout step by step. $square a square; $piece a
## piece's name (elemental-piece-…); $facing a facing (elemental-facing-…);
## $side a side; $slot the slot's key as typed (augmentor, offense, temporal).
elemental-a-piece = фигура
elemental-choice-pass = Пропустить ход: все ходы заблокированы (E36)
elemental-choice-piece = { $square } · { $piece }
elemental-choice-laugh = { -elemental-schrodingers-laugh }: скопировать её туда (E37)
elemental-choice-promote = Превратить в: { $piece }
elemental-choice-chain = { -elemental-chain-kill } с { $square } (E33)
elemental-choice-double-kill = { -elemental-double-kill } на { $square }
elemental-choice-quantum-kill = { -elemental-quantum-kill } на { $square }
elemental-choice-blaze-double-kill = { -elemental-double-kill } от { -elemental-blaze-rush } на { $square }
elemental-choice-blaze-quantum-kill = { -elemental-quantum-kill } от { -elemental-blaze-rush } на { $square }
elemental-choice-resurrection = { -elemental-resurrection }: { $piece } возвращается на { $square }
elemental-choice-group-return = Вернуть: { $piece }
elemental-choice-lock = { -elemental-temporal-lock } на { $square }
elemental-choice-then = Затем на { $square }
elemental-choice-and-on = И дальше на { $square }
elemental-choice-raijin = Взятие { -elemental-raijin } на { $square }
elemental-choice-its-chain = Его { -elemental-chain-kill } с { $square }
elemental-choice-its-double-kill = Его { -elemental-double-kill } на { $square }
elemental-choice-its-quantum-kill = Его { -elemental-quantum-kill } на { $square }
elemental-choice-its-resurrection = Его { -elemental-resurrection }: { $piece } возвращается на { $square }
elemental-choice-face = Фигура на { $square } ({ $piece }) будет смотреть на { $facing }
elemental-choice-group-face = Развернуть фигуру на { $square }
elemental-choice-no-slot = { $slot ->
    [augmentor] Без усилителя
    [offense] Без атакующей способности
   *[temporal] Без способности времени
}
elemental-choice-overload = Слоты фигуры на { $square } (Overload, E18)
elemental-choice-group-overload = Overload
elemental-so-far-face = { $square } смотрит на { $facing }
elemental-legend-step = Шаг после хода или поле { -elemental-quantum-step } (E16, E26, E27, E93)
elemental-legend-chain = { -elemental-chain-kill }: своя фигура, с которой бить (E33)
elemental-legend-double-kill = { -elemental-double-kill }: какую вражескую фигуру рядом с полем взятия убрать
elemental-legend-quantum-kill = { -elemental-quantum-kill }: какую вражескую фигуру убрать
elemental-legend-blaze = { -elemental-blaze-rush }: какую вражескую фигуру убрать дополнительно (E10)
elemental-legend-resurrection = { -elemental-resurrection }: куда возвращается фигура
elemental-legend-lock = { -elemental-temporal-lock }: какую вражескую фигуру заблокировать (E36)
elemental-legend-raijin = { -elemental-raijin }: взятие после { -elemental-quantum-step } (E19)
elemental-legend-facing = { -elemental-block-piece }: развернуть фигуру в другую сторону (E25)
elemental-prompt-piece = Выбери фигуру для хода.
elemental-prompt-where = Выбери, куда она пойдёт.
elemental-prompt-face-or-end = Разверни фигуру с { -elemental-block-piece } (отмеченные фигуры) или «Завершить ход».
elemental-prompt-ability-face-or-end = Добавь выбор для способности, разверни фигуру с { -elemental-block-piece } (что значат метки, сказано в легенде) или «Завершить ход».
elemental-prompt-ability-or-end = Добавь выбор для способности (что значат метки, сказано в легенде) или «Завершить ход».
elemental-prompt-end = «Завершить ход», чтобы сыграть.
elemental-prompt-promote = Выбери, во что превратится пешка.
elemental-prompt-abilities = Выбери, что сделают способности в этом ходу.
elemental-prompt-lock-passed = ({ -elemental-temporal-lock } выбирается до шагов, E38: нажми «Отменить», чтобы его выбрать.)
elemental-prompt-element = Выбери стихию своей армии (это видишь только ты, пока оба не зафиксируют снаряжение, E6).
elemental-prompt-augmentor = Выбери усилитель.
elemental-prompt-offense = Выбери атакующую способность.
elemental-prompt-temporal = Выбери способность времени.
elemental-prompt-lock-in = Зафиксируй снаряжение кнопкой «Завершить ход».
elemental-prompt-lock-in-or-overload = Зафиксируй снаряжение кнопкой «Завершить ход» или дай фигуре собственные слоты (Overload, E18).
elemental-choices-over = Партия окончена.
elemental-choices-not-your-turn = Сейчас ходят { $side }, а не ты.
elemental-choices-stale = Этот выбор здесь больше не складывается в ход: начни заново.
elemental-loadout-locked-already = Твоё снаряжение уже зафиксировано; игра начнётся, когда соперник зафиксирует своё.
elemental-loadout-choices-stale = Этот выбор больше не складывается в снаряжение: начни заново.

## Autocomplete's suggestions. $value is the value filled in (notation).
elemental-suggest-piece = { $square } · { $piece } ({ $side })
elemental-suggest-swap = { $value } · { -elemental-quantum-step }: обмен
elemental-suggest-step = { $value } · шаг
elemental-suggest-raijin = { $value } · взятие { -elemental-raijin }
elemental-suggest-return = { $value } · вернуть выбывшую фигуру: { $piece }
elemental-suggest-face = { $square } { $piece } смотрит на { $facing }

## /help: команды игры одной строкой.
elemental-help = Elemental chess: сначала выбери тайное снаряжение («Выбрать снаряжение» или /loadout element:… augmentor:…; Lightning настраивает отдельные фигуры через /loadout piece:e2 …); потом ход — это один /move (chain:, dk:, qk:, bdk:, bqk:, res:, lock:, rj:, laugh: для выбора способностей, then: для дополнительных шагов, face: для Block Piece), подготовленный втайне и сыгранный через /endturn, или /turn move:e2-e4.

## Alt text of the board picture (what a screen reader says). $white and
## $black are elemental-alt-player; $loadout a loadout in words (or
## elemental-alt-loadout-not-shown); $parts what is concealed; $headline the
## header's line; $groups a side's pieces (elemental-alt-group each);
## $squares squares in notation; $n a count; $facing a facing.
elemental-alt-board = Доска Elemental chess: { $white } против { $black }.
elemental-alt-player = { $player } ({ $side }, { $loadout })
elemental-alt-loadout-not-shown = снаряжение пока не показано
elemental-alt-concealed = { $loadout }; скрыто: { $parts }
elemental-alt-headline = { $headline }.
elemental-alt-in-check = { $side } под шахом.
elemental-alt-last-move = Последний ход { $move }.
elemental-alt-group = { $n ->
    [one] { $piece } { $squares }
   *[other] { $piece } ({ $n }): { $squares }
}
elemental-alt-pieces = { $side }: { $groups }.
elemental-alt-no-pieces = { $side }: фигур нет.
elemental-alt-faces = { $square } смотрит на { $facing }
elemental-alt-block-pieces = { $side }: фигуры с { -elemental-block-piece } смотрят на { $facing }.
## $except the pieces turned another way (elemental-alt-faces each).
elemental-alt-block-pieces-except = { $side }: фигуры с { -elemental-block-piece } смотрят на { $facing }, кроме: { $except }.
elemental-alt-sturdy-used = { $side }: { -elemental-sturdy } потрачен на { $squares }.
elemental-alt-staged = Подготовленный ход, ещё не сыгран: { $parts }.
elemental-alt-leaves = покидает { $squares }
elemental-alt-landed = { $square } ({ $piece }, { $side })
elemental-alt-lands = встаёт на { $landed }
elemental-alt-takes = берёт { $squares }
elemental-alt-passes = проходит через { $squares }
elemental-alt-options = Отмечены для выбора: { $squares }.
elemental-alt-scorched = { $square } выжжено (ранг { $rank }, { $n ->
    [one] ещё { $n } ход
    [few] ещё { $n } хода
    [many] ещё { $n } ходов
   *[other] ещё { $n } хода
}).
elemental-alt-locked = { $square } заблокировано ещё на { $n } { $n ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] хода
}.
elemental-alt-marked = { $square } помечено.
elemental-alt-linked = { $square } и { $with } — одна фигура ({ -elemental-schrodingers-laugh }).

## A piece's /rules diagram: its header and alt text. $piece a piece's name
## (elemental-piece-…-start in the header); $square where it stands; $moves
## and $captures squares.
elemental-diagram-headline = { $piece } на { $square }
elemental-diagram-alt = Диаграмма: { $piece } на { $square } (E1); призраки показывают, куда фигура может пойти ({ $moves }).
elemental-diagram-alt-captures = Диаграмма: { $piece } на { $square } (E1); призраки показывают, куда фигура может пойти ({ $moves }), скобки — где она может бить ({ $captures }).

## Why a turn is refused (typed errors of the rules crate). $square, $from, $to, $given, $option, $again, $steps and $turn are notation;
## $piece a piece (elemental-piece-…, or -start at the head of a sentence); $side the mover and $owner the piece's side (elemental-side-…);
## $blocker what blocks a capture (elemental-blocker-…); $ability an ability with what it may choose (elemental-turn-choice-…), $first and $second
## abilities' names; $offered and $allowed lists of notation; $n a count (turns left, or how many choices are listed); $rank a piece's rank.
elemental-turn-game-over = Партия окончена.
elemental-turn-refaced-twice = Фигура на { $square } разворачивается дважды.
elemental-turn-no-block-piece = Твою фигуру на { $square } ({ $piece }) нельзя развернуть: у неё нет { -elemental-block-piece } (E25).
elemental-turn-nothing-to-face = На { $square } нет твоей фигуры, которую можно развернуть (E25).
elemental-turn-pass-not-allowed = Пропустить ход можно, только если все твои ходы заблокированы (E36).
elemental-turn-no-laugh = Laugh с { $from } на { $to } невозможен: { -elemental-schrodingers-laugh } (E37) — раз на фигуру, не для короля и не для заблокированной фигуры, и только на пустое соседнее поле, куда эту фигуру можно поставить.
elemental-turn-no-piece = На { $square } нет фигуры.
elemental-turn-not-yours = Фигура на { $square } ({ $piece }) принадлежит сопернику ({ $owner }); твоя сторона — { $side }.
elemental-turn-locked = Твоя фигура на { $square } ({ $piece }) заблокирована ({ -elemental-temporal-lock }) ещё на { $n } { $n ->
        [one] твой ход
        [few] твоих хода
        [many] твоих ходов
       *[other] твоего хода
    } (E36).
elemental-turn-blocked-in-check = Это взятие было бы заблокировано (мешает { $blocker }) и оставило бы твоего короля под шахом (E40).
elemental-turn-blocked-without-effect = Это взятие было бы заблокировано (мешает { $blocker }) и ничего бы не дало, поэтому оно недопустимо (E30, E42).
elemental-turn-king-unsafe = { $piece } { $from }-{ $to }: такой ход оставил бы твоего короля под шахом или прошёл бы через атакованное поле (E1b, E44).
elemental-turn-scorched = Поле { $square } выжжено: метка ранга { $rank }, которая действует ещё { $n } { $n ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    } { -elemental-fire }, останавливает там твою фигуру ({ $piece }) (E9).
elemental-turn-cannot-go = Фигура на { $from } ({ $piece }) не может пойти на { $to }.
elemental-turn-no-choice = { $option }:{ $given } недопустимо: { $ability } после этого хода ничего не выбирает.
elemental-turn-not-offered = { $option }:{ $given } недопустимо: { $ability } может выбрать { $n ->
        [1] только { $offered }
       *[other] только одно из: { $offered }
    }.
elemental-turn-named-twice = { $option }:{ $square } и { $again }:{ $square } указывают на одну и ту же фигуру: насколько тебе видно, её убирает твой { $first }, поэтому { $second } не может указать на неё снова; дважды можно указать только фигуру, которая после удаления осталась на доске (её спас { -elemental-sturdy }) (E57, E96).
elemental-turn-blocked-does-not-arrive = Это взятие заблокировано, поэтому фигура не доходит до поля: убери promote: и then: (E30, E50).
elemental-turn-promotion-missing = Пешка доходит до последней горизонтали: укажи фигуру через promote:queen (или rook, bishop, knight).
elemental-turn-cannot-promote = Превращается только пешка, дошедшая до последней горизонтали.
elemental-turn-raijin-without-step = Взятие { -elemental-raijin } идёт после { -elemental-quantum-step } (E19): добавь then: с полем, на которое фигура шагает или меняется местами.
elemental-turn-steps-needed = Один только ход { $from }-{ $to } оставил бы твоего короля под шахом или закончил бы ход там, где фигура его начала (E1b, E43); добавь шаги через then:.
elemental-turn-no-steps = После { $from }-{ $to } { $piece } не может сделать ни шага ({ -elemental-side-step } E26, Tailwind E16, { -elemental-quantum-step } E27).
elemental-turn-steps-not-allowed = then:{ $steps } недопустимо после { $from }-{ $to } (E16, E26, E27, E43, E44); { $n ->
        [1] допустимо только { $allowed }
       *[other] можно { $allowed }
    }.
elemental-turn-removal-defeated = Скрытый { -elemental-indomitable } не даёт убрать фигуру, а без этого остальной ход не складывается (E12, E53). Выбери другой ход.
elemental-turn-poisoned = У фигуры, которую ты хочешь взять, скрытый { -elemental-poisonous-meat }: твоя берущая фигура выбыла бы, а твой король оказался бы под ударом (E86, E53). Выбери другой ход.
elemental-turn-raijin-blocked = Взятие { -elemental-raijin } там блокирует скрытая способность, а твоя фигура не может закончить ход там, где стоит (E53, E70). Выбери другой ход.
elemental-turn-unsafe-to-stay = Этому мешает скрытая способность фигуры на { $square }, а если твоя фигура останется на месте, твой король будет в опасности (E53). Выбери другой ход.
elemental-turn-not-here = Ход { $turn } здесь сыграть нельзя; выбери другой ход.
elemental-turn-choice-chain = { -elemental-chain-kill } (E33: последняя своя фигура в цепочке соседних своих фигур, которая начинается рядом с фигурой, и взятие оттуда)
elemental-turn-choice-double-kill = { -elemental-double-kill } (E32: вражеская фигура рядом с полем взятия, ранг ≤ ранга жертвы, не король и не фигура с { -elemental-indomitable })
elemental-turn-choice-quantum-kill = { -elemental-quantum-kill } (E32: любая вражеская фигура с рангом ≤ ранга жертвы, не король и не фигура с { -elemental-indomitable })
elemental-turn-choice-blaze-double-kill = { -elemental-double-kill } от { -elemental-blaze-rush } (E10: дополнительный, как { -elemental-double-kill }; против { -elemental-earth } — вдобавок к дополнительному { -elemental-quantum-kill }, иначе — вместо него)
elemental-turn-choice-blaze-quantum-kill = { -elemental-quantum-kill } от { -elemental-blaze-rush } (E10: дополнительный, как { -elemental-quantum-kill }; против { -elemental-earth } — вдобавок к дополнительному { -elemental-double-kill }, иначе — вместо него)
elemental-turn-choice-resurrection = { -elemental-resurrection } (E35: выбывшая фигура с рангом ≤ ранга жертвы, на пустое поле двух твоих задних горизонталей)
elemental-turn-choice-raijin = { -elemental-raijin } (E19: после { -elemental-quantum-step } — ещё одно взятие с нового поля)
elemental-turn-choice-lock = { -elemental-temporal-lock } (E36: раз на фигуру, любая вражеская фигура, кроме короля)
