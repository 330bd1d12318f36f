# Throne (ru). Глоссарий: soldier = солдат, unit = звено (2 солдата, нарисовано конём), squad = отряд (4 солдата, нарисован повозкой), Throne = Трон, home = дом, ring = кольцо, entry = вход, gate = ворота (заперты/открыты), bridge = мост, shield = щит, shells = раковины, throw = бросок, value = очко (значение), power value = сильное значение, bonus round = бонусный раунд, round = раунд; цвета Красный, Синий, Зелёный, Золотой.
# Места, которые вводят (home, 5, red-1, throne), виды (kind:unit) и значения (6+5) остаются как есть.

-throne-red = Красный
-throne-blue = Синий
-throne-green = Зелёный
-throne-gold = Золотой
-throne-soldier = { $n ->
   *[one] солдат
    [acc] солдата
    [gen] солдата
    [few] солдата
    [many] солдат
    [pl] солдаты
}
-throne-unit = { $n ->
   *[one] звено
    [acc] звено
    [gen] звена
    [few] звена
    [many] звеньев
    [pl] звенья
}
-throne-squad = { $n ->
   *[one] отряд
    [acc] отряд
    [gen] отряда
    [few] отряда
    [many] отрядов
    [pl] отряды
}
-throne = { $n ->
   *[one] Трон
    [gen] Трона
    [loc] Троне
}
-throne-home = дом
-throne-gate = ворота
-throne-bridge = мост

throne-seat-red = { -throne-red }
throne-seat-blue = { -throne-blue }
throne-seat-green = { -throne-green }
throne-seat-gold = { -throne-gold }
throne-who = { $seat } ({ $player })

throne-at-home = дома
throne-at-throne = на { -throne(n: "loc") }
throne-at-square = на { $square }
throne-from-home = из дома
throne-from-square = с { $square }
throne-to-square = на { $square }
throne-to-throne = на { -throne }
throne-reach-throne = { -throne }
throne-reach-square = { $square }

throne-begins = Throne начинается: { $seats }. Проведи своих 12 солдат по кольцу на { -throne }: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier } (T19).
throne-throws-first = { $who } бросает первым: /throw или кнопка.
throne-throws-first-engine = { $who } бросает первым.
throne-to-throw = Бросает { $who }: /throw.
throne-to-throw-engine = Бросает { $who }.
throne-to-move-button = Ходит { $who } с { $values } ({ $moves } { $moves ->
    [one] возможный ход
    [few] возможных хода
   *[other] возможных ходов
}): /move piece:<place> values:<values> или кнопка.
throne-to-move-menu = Ходит { $who } с { $values } ({ $moves } { $moves ->
    [one] возможный ход
    [few] возможных хода
   *[other] возможных ходов
}): /move piece:<place> values:<values> или меню.
throne-to-move-engine = Ходит { $who } с { $values } ({ $moves } { $moves ->
    [one] возможный ход
    [few] возможных хода
   *[other] возможных ходов
}).
throne-threw = Раунд { $turn } · { $who } выбрасывает { $throws }: использовать { $values }.

throne-won = { $who } занял { -throne }.
throne-wins = { $who } занимает { -throne }.
throne-resigned-wins = { $who } сдался; побеждает { $winner }.
throne-timed-out-wins = У { $who } кончилось время; побеждает { $winner }.
throne-timed-out-leaves = У { $who } кончилось время, и он выходит из игры.

throne-event-moved = { $who } ведёт { $kind ->
    [unit] { -throne-unit(n: "acc") }
    [squad] { -throne-squad(n: "acc") }
   *[soldier] { -throne-soldier(n: "acc") }
} { $from } { $to } за { $values }.
throne-event-moved-stopped = { $who } ведёт { $kind ->
    [unit] { -throne-unit(n: "acc") }
    [squad] { -throne-squad(n: "acc") }
   *[soldier] { -throne-soldier(n: "acc") }
} { $from } { $to } за { $values } и останавливается у ворот ({ $lost } { $lost ->
    [one] шаг потерян
    [few] шага потеряно
   *[other] шагов потеряно
}).
throne-event-captured = { $by } бьёт { $count ->
    [one] { $kind ->
        [unit] { -throne-unit(n: "acc") }
        [squad] { -throne-squad(n: "acc") }
       *[soldier] { -throne-soldier(n: "acc") }
    } игрока { $seat }
    [few] { $count } { $kind ->
        [unit] { -throne-unit(n: "few") }
        [squad] { -throne-squad(n: "few") }
       *[soldier] { -throne-soldier(n: "few") }
    } игрока { $seat }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "many") }
        [squad] { -throne-squad(n: "many") }
       *[soldier] { -throne-soldier(n: "many") }
    } игрока { $seat }
} на { $square }: домой, солдатами.
throne-event-formed = { $who } собирает { $kind ->
    [unit] { -throne-unit(n: "acc") }
    [squad] { -throne-squad(n: "acc") }
   *[soldier] { -throne-soldier(n: "acc") }
} на { $square }.
throne-event-unlocked-by-capture = Ворота игрока { $who } открыты первым взятием.
throne-event-unlocked-by-throne = Ворота игрока { $who } открыты: фигура вошла на { -throne }.
throne-event-bonus-earned = { $who } получает бонусный раунд.
throne-event-bonus-round = { $who } играет бонусный раунд: бросай снова.
throne-event-forfeited = У { $who } нет хода за { $values }: очки сгорают.
throne-event-finished = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} игрока { $who } вошёл на { -throne } ({ $count } из 5).
throne-event-resigned = { $who } сдался.
throne-event-won = { $who } занимает { -throne }!

throne-describe-head = { -throne }, игроков: { $players }, раунд { $turn }.
throne-describe-seat = { $who }: дома { $home }; { $pieces }; на { -throne(n: "loc") } { $finished } из 5; { $gate ->
    [open] ворота открыты
   *[locked] ворота заперты (их открывает взятие или первая фигура на { -throne(n: "loc") })
}.
throne-describe-pieces = { $count ->
    [one] { $kind ->
        [unit] { -throne-unit }
        [squad] { -throne-squad }
       *[soldier] { -throne-soldier }
    } { $at }
    [few] { $count } { $kind ->
        [unit] { -throne-unit(n: "few") }
        [squad] { -throne-squad(n: "few") }
       *[soldier] { -throne-soldier(n: "few") }
    } { $at }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "many") }
        [squad] { -throne-squad(n: "many") }
       *[soldier] { -throne-soldier(n: "many") }
    } { $at }
}
throne-describe-nothing = на доске ничего
throne-describe-bonus = Бонусных раундов для { $who }: { $count }.
throne-describe-position = Позиция: `{ $position } | генератор скрыт`

throne-game-over = Игра окончена: победил { $who }.
throne-game-over-short = Игра окончена.
throne-you-resigned = Ты сдался в этой игре; смотреть можно через /board.
throne-their-round-throw = Сейчас раунд игрока { $who }: жди броска.
throne-their-round-move = Сейчас раунд игрока { $who }: жди хода.
throne-their-turn = Сейчас ход игрока { $seat }, не твой.
throne-stale-choices = Этот выбор здесь уже не даёт хода: начни заново.
throne-thrown-already = Ты уже бросил: ходи с { $values } (/move piece:<place> values:<values>); пасовать нельзя (T16).
throne-throw-first = Сначала брось через /throw: ходить можно, когда броски раунда закончены (T8).
throne-not-a-place = `piece:{ $piece }` — не место: укажи home, поле кольца 1–12 или поле моста вроде red-1.
throne-not-values = `values:{ $values }` — не список значений: соедини их знаком +, например values:6+5.
throne-bad-place = `{ $place }` — не место: укажи home, поле кольца 1–12, поле моста вроде red-1 или throne.
throne-bad-values = `{ $values }` — не список значений броска: соедини их знаком +, например 6+5 (значения: 2–8, 11 и 16).
throne-move-needs = `/move` нужен `{ $option }:`, например /move piece:home values:6+5.
throne-not-a-kind = `kind:{ $kind }` — не вид фигуры: укажи soldier, unit или squad.
throne-not-your-bridge = { $place } — на мосту игрока { $owner }; твои поля моста — { $first } и { $second }.
throne-finished-do-not-move = Фигуры на { -throne(n: "loc") } уже дошли; они больше не ходят.
throne-no-piece-on = У тебя нет фигуры на { $square }.
throne-several-kinds = На { $square } стоят несколько твоих фигур: добавь { $options }.
throne-option = { $option }
throne-rejected-game-over = Игра окончена: победил { $seat }.
throne-rejected-not-your-round = Сейчас раунд игрока { $seat }, не твой.
throne-rejected-resigned = { $seat } сдался и больше не играет (T21).
throne-rejected-throw-first = Сначала брось: ходить нельзя, пока броски раунда не закончены (T8).
throne-rejected-already-thrown = Ты уже бросил в этом раунде: используй его значения { $values } в ходе; пасовать нельзя (T16).
throne-rejected-not-a-chain = `{ $throws }` — не броски одного раунда: все значения, кроме последнего, должны быть сильными (16, 11, 4, 6, 8), а последнее — нет (T8).
throne-rejected-no-values = Назови хотя бы одно значение раунда для хода (T10).
throne-rejected-values-not-thrown = В раунде осталось { $unused }, а не { $asked } (T10).
throne-rejected-no-piece = У тебя нет { $kind ->
    [unit] { -throne-unit(n: "gen") }
    [squad] { -throne-squad(n: "gen") }
   *[soldier] { -throne-soldier(n: "gen") }
} { $at }.
throne-rejected-wrong-values = { $kind ->
    [unit] { -throne-unit } ходит только с чётными значениями (2, 4, 6, 8, 16)
   *[squad] { -throne-squad } ходит только с кратными 4 (4, 8, 16)
}; { $values } не подходит (T11).
throne-rejected-overshoot = Это на { $over } { $over ->
    [one] шаг
    [few] шага
   *[other] шагов
} дальше { -throne(n: "gen") }: для входа нужно точное расстояние (T12).
throne-rejected-last-bridge = Одиночный { -throne-soldier } не может остановиться на { $square }: он бы оттуда уже не ушёл, ведь ни один бросок не даёт 1 (T12).
throne-rejected-whole-lap = Пока твои ворота заперты, { $steps } шагов возвращают фигуру на { $square }: ход должен сменить её поле (T13).
throne-rejected-held-at-gate = Твои одиночные солдаты ждут у твоих ворот ({ $square }), пока не появятся оба твоих отряда и твоё звено (T13a).
throne-rejected-mixed-landing = { $mover ->
    [unit] Твоё { -throne-unit }
    [squad] Твой { -throne-squad }
   *[soldier] Твой { -throne-soldier }
} не может встать на { $square }: там стоит { $other ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} игрока { $owner }, а бьёт только фигура того же вида (T14).
throne-rejected-finish-order = Следующей на { -throne } должна войти фигура «{ $expected ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}», а не «{ $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}» (порядок: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }; T19).

throne-move-label = { $from }{ $kind ->
    [unit] {" "}{ -throne-unit }
    [squad] {" "}{ -throne-squad }
    [soldier] {" "}{ -throne-soldier }
   *[none] {""}
} { $values } → { $to }
throne-label-throne = { -throne }
throne-label-home = { -throne-home }
throne-label-square = { $square }
## Choosing a move step by step. $kind is soldier, unit or squad; $values the shells' values not yet spent.
throne-kind = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}
throne-choice-kind = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}
throne-prompt-throw = Брось раковины.
throne-prompt-piece = Выбери фигуру для хода с { $values }.
throne-prompt-kind = Там стоят фигуры разных видов: выбери, какая пойдёт.
throne-prompt-values = Выбери, какие значения потратить (то есть куда встанет фигура).
throne-prompt-move = «Сходить», чтобы сыграть.
throne-moves-menu = Ходы { $first }–{ $last } из { $total }

throne-rules-soldier = Солдат (T11): один из твоих 12; идёт на сумму потраченных значений. Солдаты, встретившиеся у твоих ворот, собираются в отряды, а потом в твоё звено (T17); последние два солдата входят на { -throne } после обоих отрядов и звена (T19).
throne-rules-unit = Звено (T11, T17): 2 солдата, собранные у твоих ворот, нарисовано конём; тратит только чётные значения (2, 4, 6, 8, 16) и идёт на половину их суммы. Входит на { -throne } третьим (T19).
throne-rules-squad = Отряд (T11, T17): 4 солдата, собранные у твоих ворот, нарисован повозкой; тратит только кратные 4 (4, 8, 16) и идёт на четверть их суммы. Оба твоих отряда входят на { -throne } первыми (T19).
throne-rules-not-a-piece = `piece:{ $piece }` — не фигура Throne: укажи soldier, unit или squad.
throne-rules = Throne (2–4 игрока). Каждый ведёт 12 солдат из дома по кольцу из 12 полей, через свой { -throne-bridge } из 2 полей на { -throne } в центре. Твой раунд: /throw бросает 8 раковин; белые стороны дают значение (2–8; 1 белая = 11, ни одной = 16). 16, 11, 4, 6 и 8 — сильные значения: бросаешь ещё раз, и значения раунда — вся цепочка. Потом трать значения: /move piece:<home, поле или твой мост> values:<часть из них, например 6+5> (или нажми кнопку). { -throne-soldier } идёт на сумму; { -throne-unit } (2 солдата, конь) берёт только чётные значения и идёт на половину; { -throne-squad } (4, повозка) берёт кратные 4 и идёт на четверть. Встань на вражескую фигуру того же вида на обычном поле, чтобы побить её (она уходит домой солдатами), и получи бонусный раунд; щиты (каждый вход и все ворота, серые) безопасны. Твои ворота (поле перед твоим входом, с замком) заперты до твоего первого взятия или пока любая фигура не войдёт на { -throne }; до тех пор твои фигуры кружат по кольцу. Солдаты, встретившиеся у твоих ворот, собираются в отряды, а потом в звено (места для повозок показывают прогресс); одиночные солдаты ждут у ворот, пока не появятся оба отряда и звено. Фигуры входят на { -throne } в порядке { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }, с точным расстоянием; кто первым закончит, побеждает. Пасовать нельзя: если ход есть, его нужно сделать; значения, которые никакой ход не использует, сгорают. Картинка отмечает каждое поле, куда можно дойти.

throne-status-won = { $who } занимает { -throne }
throne-status-throw = Бросает { $who }
throne-status-throw-bonus = Бросает { $who } (бонусный раунд)
throne-status-move = Ходит { $who } с { $values }
throne-header = { -throne } · { $status } · раунд { $turn }
throne-header-ended = { -throne } · { $ended }
throne-foot = последний бросок { $value } · в этом раунде { $values }
throne-foot-left = последний бросок { $value } · в этом раунде { $values } · осталось { $left }
throne-foot-no-throw = бросков ещё не было
throne-alt-head = { -throne }, игроков: { $players }. { $status }.
throne-alt-resigned = { $who } сдался.
throne-alt-seat = { $who }: дома { $home }, { $pieces }; на { -throne(n: "loc") } { $finished } из 5; { $gate ->
    [open] ворота открыты
   *[locked] ворота заперты
}.
throne-alt-pieces = { $count ->
    [one] { $kind ->
        [unit] { -throne-unit }
        [squad] { -throne-squad }
       *[soldier] { -throne-soldier }
    }
    [few] { $count } { $kind ->
        [unit] { -throne-unit(n: "few") }
        [squad] { -throne-squad(n: "few") }
       *[soldier] { -throne-soldier(n: "few") }
    }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "many") }
        [squad] { -throne-squad(n: "many") }
       *[soldier] { -throne-soldier(n: "many") }
    }
} на { $square }{ $gate ->
    [yes] {" "}(ворота)
   *[no] {""}
}
throne-alt-reachable = Достижимо: { $squares }.
throne-alt-last-throw = Последний бросок { $value } (белых { $white } из 8); значения { $values }.

throne-diagram-you = ты
throne-diagram-opponent = соперник
throne-diagram-entry = ← твой вход
throne-diagram-home = ← твой дом
throne-diagram-gate = твои ворота: замок, места →
throne-diagram-bridge = ← твой { -throne-bridge }
throne-diagram-shields = щиты (серые): входы и ворота →
throne-diagram-alt = Доска Throne на 2 игроков с подписями: твой дом с 12 солдатами, твоё поле входа 1 (цветная полоса), твои ворота на поле 12 (цветная рамка, замок, пока заперты, места для повозок под построения), твой { -throne-bridge } из 2 полей на { -throne } в центре и серые поля-щиты (каждый вход и все ворота).

## /help: команды игры одной строкой.
throne-help = Throne: /challenge game:throne players:<2-4> открывает стол; /join, /leave, /start; затем /throw и /move piece:<place> values:<6+5> (kind:unit|squad, если там стоит несколько фигур).
