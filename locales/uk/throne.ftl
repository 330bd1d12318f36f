# Throne (uk). Глосарій: soldier = солдат, unit = ланка (2 солдати, намальована конем), squad = загін (4 солдати, намальований возом), Throne = Трон, home = дім, ring = кільце, entry = вхід, gate = ворота (замкнені/відчинені), bridge = міст, shield = щит, shells = мушлі, throw = кидок, value = значення (очко), power value = сильне значення, bonus round = бонусний раунд, round = раунд; кольори Червоний, Синій, Зелений, Золотий.
# Місця, які вводять (home, 5, red-1, throne), види (kind:unit) і значення (6+5) лишаються як є.

-throne-red = Червоний
-throne-blue = Синій
-throne-green = Зелений
-throne-gold = Золотий
-throne-soldier = { $n ->
   *[one] солдат
    [acc] солдата
    [gen] солдата
    [few] солдати
    [many] солдатів
}
-throne-unit = { $n ->
   *[one] ланка
    [acc] ланку
    [gen] ланки
    [few] ланки
    [many] ланок
}
-throne-squad = { $n ->
   *[one] загін
    [acc] загін
    [gen] загону
    [few] загони
    [many] загонів
}
-throne = { $n ->
   *[one] Трон
    [gen] Трону
    [loc] Троні
}
-throne-home = дім
-throne-gate = ворота
-throne-bridge = міст

throne-seat-red = { -throne-red }
throne-seat-blue = { -throne-blue }
throne-seat-green = { -throne-green }
throne-seat-gold = { -throne-gold }
throne-who = { $seat } ({ $player })

throne-at-home = вдома
throne-at-throne = на { -throne(n: "loc") }
throne-at-square = на { $square }
throne-from-home = з дому
throne-from-square = з { $square }
throne-to-square = на { $square }
throne-to-throne = на { -throne }
throne-reach-throne = { -throne }
throne-reach-square = { $square }

throne-begins = Throne починається: { $seats }. Проведи своїх 12 солдатів по кільцю на { -throne }: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier } (T19).
throne-throws-first = { $who } кидає першим: /throw або кнопка.
throne-throws-first-engine = { $who } кидає першим.
throne-to-throw = Кидає { $who }: /throw.
throne-to-throw-engine = Кидає { $who }.
throne-to-move-button = Ходить { $who } з { $values } ({ $moves } { $moves ->
    [one] можливий хід
    [few] можливі ходи
   *[other] можливих ходів
}): /move piece:<place> values:<values> або кнопка.
throne-to-move-menu = Ходить { $who } з { $values } ({ $moves } { $moves ->
    [one] можливий хід
    [few] можливі ходи
   *[other] можливих ходів
}): /move piece:<place> values:<values> або меню.
throne-to-move-engine = Ходить { $who } з { $values } ({ $moves } { $moves ->
    [one] можливий хід
    [few] можливі ходи
   *[other] можливих ходів
}).
throne-threw = Раунд { $turn } · { $who } викидає { $throws }: використати { $values }.

throne-won = { $who } посів { -throne }.
throne-wins = { $who } посідає { -throne }.
throne-resigned-wins = { $who } здався; перемагає { $winner }.
throne-timed-out-wins = У { $who } скінчився час; перемагає { $winner }.
throne-timed-out-leaves = У { $who } скінчився час, і він виходить із гри.

throne-event-moved = { $who } веде { $kind ->
    [unit] { -throne-unit(n: "acc") }
    [squad] { -throne-squad(n: "acc") }
   *[soldier] { -throne-soldier(n: "acc") }
} { $from } { $to } за { $values }.
throne-event-moved-stopped = { $who } веде { $kind ->
    [unit] { -throne-unit(n: "acc") }
    [squad] { -throne-squad(n: "acc") }
   *[soldier] { -throne-soldier(n: "acc") }
} { $from } { $to } за { $values } і зупиняється біля воріт ({ $lost } { $lost ->
    [one] крок втрачено
    [few] кроки втрачено
   *[other] кроків втрачено
}).
throne-event-captured = { $by } б'є { $count ->
    [one] { $kind ->
        [unit] { -throne-unit(n: "acc") }
        [squad] { -throne-squad(n: "acc") }
       *[soldier] { -throne-soldier(n: "acc") }
    } гравця { $seat }
    [few] { $count } { $kind ->
        [unit] { -throne-unit(n: "few") }
        [squad] { -throne-squad(n: "few") }
       *[soldier] { -throne-soldier(n: "few") }
    } гравця { $seat }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "many") }
        [squad] { -throne-squad(n: "many") }
       *[soldier] { -throne-soldier(n: "many") }
    } гравця { $seat }
} на { $square }: додому, солдатами.
throne-event-formed = { $who } збирає { $kind ->
    [unit] { -throne-unit(n: "acc") }
    [squad] { -throne-squad(n: "acc") }
   *[soldier] { -throne-soldier(n: "acc") }
} на { $square }.
throne-event-unlocked-by-capture = Ворота гравця { $who } відчинено першим взяттям.
throne-event-unlocked-by-throne = Ворота гравця { $who } відчинено: фігура увійшла на { -throne }.
throne-event-bonus-earned = { $who } отримує бонусний раунд.
throne-event-bonus-round = { $who } грає бонусний раунд: кидай знову.
throne-event-forfeited = У { $who } немає ходу за { $values }: очки згорають.
throne-event-finished = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} гравця { $who } увійшов на { -throne } ({ $count } з 5).
throne-event-resigned = { $who } здався.
throne-event-won = { $who } посідає { -throne }!

throne-describe-head = { -throne }, гравців: { $players }, раунд { $turn }.
throne-describe-seat = { $who }: вдома { $home }; { $pieces }; на { -throne(n: "loc") } { $finished } з 5; { $gate ->
    [open] ворота відчинені
   *[locked] ворота замкнені (їх відчиняє взяття або перша фігура на { -throne(n: "loc") })
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
throne-describe-nothing = на дошці нічого
throne-describe-bonus = Бонусних раундів для { $who }: { $count }.
throne-describe-position = Позиція: `{ $position } | генератор приховано`

throne-game-over = Гру закінчено: переміг { $who }.
throne-game-over-short = Гру закінчено.
throne-you-resigned = Ти здався в цій грі; дивитися можна через /board.
throne-their-round-throw = Зараз раунд гравця { $who }: чекай на кидок.
throne-their-round-move = Зараз раунд гравця { $who }: чекай на хід.
throne-their-turn = Зараз хід гравця { $seat }, не твій.
throne-stale-choices = Цей вибір тут уже не дає ходу: почни знову.
throne-thrown-already = Ти вже кинув: ходи з { $values } (/move piece:<place> values:<values>); пасувати не можна (T16).
throne-throw-first = Спершу кинь через /throw: ходити можна, коли кидки раунду закінчено (T8).
throne-not-a-place = `piece:{ $piece }` — не місце: вкажи home, поле кільця 1–12 або поле мосту на кшталт red-1.
throne-not-values = `values:{ $values }` — не список значень: з'єднай їх знаком +, наприклад values:6+5.
throne-bad-place = `{ $place }` — не місце: вкажи home, поле кільця 1–12, поле мосту на кшталт red-1 або throne.
throne-bad-values = `{ $values }` — не список значень кидка: з'єднай їх знаком +, наприклад 6+5 (значення: 2–8, 11 і 16).
throne-move-needs = `/move` потребує `{ $option }:`, наприклад /move piece:home values:6+5.
throne-not-a-kind = `kind:{ $kind }` — не вид фігури: вкажи soldier, unit або squad.
throne-not-your-bridge = { $place } — на мосту гравця { $owner }; твої поля мосту — { $first } і { $second }.
throne-finished-do-not-move = Фігури на { -throne(n: "loc") } уже дійшли; вони більше не ходять.
throne-no-piece-on = У тебе немає фігури на { $square }.
throne-several-kinds = На { $square } стоять кілька твоїх фігур: додай { $options }.
throne-option = { $option }
throne-rejected-game-over = Гру закінчено: переміг { $seat }.
throne-rejected-not-your-round = Зараз раунд гравця { $seat }, не твій.
throne-rejected-resigned = { $seat } здався й більше не грає (T21).
throne-rejected-throw-first = Спершу кинь: ходити не можна, доки кидки раунду не закінчено (T8).
throne-rejected-already-thrown = Ти вже кинув у цьому раунді: використай його значення { $values } у ході; пасувати не можна (T16).
throne-rejected-not-a-chain = `{ $throws }` — не кидки одного раунду: усі значення, крім останнього, мають бути сильними (16, 11, 4, 6, 8), а останнє — ні (T8).
throne-rejected-no-values = Назви хоча б одне значення раунду для ходу (T10).
throne-rejected-values-not-thrown = У раунді лишилося { $unused }, а не { $asked } (T10).
throne-rejected-no-piece = У тебе немає { $kind ->
    [unit] { -throne-unit(n: "gen") }
    [squad] { -throne-squad(n: "gen") }
   *[soldier] { -throne-soldier(n: "gen") }
} { $at }.
throne-rejected-wrong-values = { $kind ->
    [unit] { -throne-unit } ходить лише з парними значеннями (2, 4, 6, 8, 16)
   *[squad] { -throne-squad } ходить лише з кратними 4 (4, 8, 16)
}; { $values } не підходить (T11).
throne-rejected-overshoot = Це на { $over } { $over ->
    [one] крок
    [few] кроки
   *[other] кроків
} далі за { -throne }: для входу потрібна точна відстань (T12).
throne-rejected-last-bridge = Одиночний { -throne-soldier } не може зупинитися на { $square }: він звідти вже не вийшов би, адже жоден кидок не дає 1 (T12).
throne-rejected-whole-lap = Поки твої ворота замкнені, { $steps } кроків повертають фігуру на { $square }: хід має змінити її поле (T13).
throne-rejected-held-at-gate = Твої одиночні солдати чекають біля твоїх воріт ({ $square }), доки не з'являться обидва твої загони й твоя ланка (T13a).
throne-rejected-mixed-landing = { $mover ->
    [unit] Твоя { -throne-unit }
    [squad] Твій { -throne-squad }
   *[soldier] Твій { -throne-soldier }
} не може стати на { $square }: там стоїть { $other ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} гравця { $owner }, а б'є лише фігура того самого виду (T14).
throne-rejected-finish-order = Наступною на { -throne } має увійти фігура «{ $expected ->
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
throne-prompt-throw = Кинь мушлі.
throne-prompt-piece = Обери фігуру для ходу з { $values }.
throne-prompt-kind = Там стоять фігури різних видів: обери, яка піде.
throne-prompt-values = Обери, які значення витратити (тобто куди стане фігура).
throne-prompt-move = «Походити», щоб зіграти.
throne-moves-menu = Ходи { $first }–{ $last } з { $total }

throne-rules-soldier = Солдат (T11): один із твоїх 12; іде на суму витрачених значень. Солдати, що зустрілися біля твоїх воріт, збираються в загони, а потім у твою ланку (T17); останні два солдати входять на { -throne } після обох загонів і ланки (T19).
throne-rules-unit = Ланка (T11, T17): 2 солдати, зібрані біля твоїх воріт, намальована конем; витрачає лише парні значення (2, 4, 6, 8, 16) і йде на половину їхньої суми. Входить на { -throne } третьою (T19).
throne-rules-squad = Загін (T11, T17): 4 солдати, зібрані біля твоїх воріт, намальований возом; витрачає лише кратні 4 (4, 8, 16) і йде на чверть їхньої суми. Обидва твої загони входять на { -throne } першими (T19).
throne-rules-not-a-piece = `piece:{ $piece }` — не фігура Throne: вкажи soldier, unit або squad.
throne-rules = Throne (2–4 гравці). Кожен веде 12 солдатів із дому по кільцю з 12 полів, через свій { -throne-bridge } із 2 полів на { -throne } у центрі. Твій раунд: /throw кидає 8 мушель; білі сторони дають значення (2–8; 1 біла = 11, жодної = 16). 16, 11, 4, 6 і 8 — сильні значення: кидаєш ще раз, і значення раунду — увесь ланцюжок. Потім витрачай значення: /move piece:<home, поле або твій міст> values:<частина з них, наприклад 6+5> (або натисни кнопку). { -throne-soldier } іде на суму; { -throne-unit } (2 солдати, кінь) бере лише парні значення і йде на половину; { -throne-squad } (4, віз) бере кратні 4 і йде на чверть. Стань на ворожу фігуру того самого виду на звичайному полі, щоб побити її (вона йде додому солдатами), і отримай бонусний раунд; щити (кожен вхід і всі ворота, сірі) безпечні. Твої ворота (поле перед твоїм входом, із замком) замкнені до твого першого взяття або доки будь-яка фігура не ввійде на { -throne }; доти твої фігури кружляють по кільцю. Солдати, що зустрілися біля твоїх воріт, збираються в загони, а потім у ланку (місця для возів показують поступ); одиночні солдати чекають біля воріт, доки не з'являться обидва загони й ланка. Фігури входять на { -throne } у порядку { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }, з точною відстанню; хто першим закінчить, той переміг. Пасувати не можна: якщо хід є, його треба зробити; значення, яких жоден хід не використає, згорають. Картинка позначає кожне поле, куди можна дійти.

throne-status-won = { $who } посідає { -throne }
throne-status-throw = Кидає { $who }
throne-status-throw-bonus = Кидає { $who } (бонусний раунд)
throne-status-move = Ходить { $who } з { $values }
throne-header = { -throne } · { $status } · раунд { $turn }
throne-header-ended = { -throne } · { $ended }
throne-foot = останній кидок { $value } · цей раунд { $values }
throne-foot-left = останній кидок { $value } · цей раунд { $values } · лишилося { $left }
throne-foot-no-throw = кидків ще не було
throne-alt-head = { -throne }, гравців: { $players }. { $status }.
throne-alt-resigned = { $who } здався.
throne-alt-seat = { $who }: вдома { $home }, { $pieces }; на { -throne(n: "loc") } { $finished } з 5; { $gate ->
    [open] ворота відчинені
   *[locked] ворота замкнені
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
throne-alt-reachable = Досяжно: { $squares }.
throne-alt-last-throw = Останній кидок { $value } (білих { $white } з 8); значення { $values }.

throne-diagram-you = ти
throne-diagram-opponent = суперник
throne-diagram-entry = ← твій вхід
throne-diagram-home = ← твій дім
throne-diagram-gate = твої ворота: замок, місця →
throne-diagram-bridge = ← твій { -throne-bridge }
throne-diagram-shields = щити (сірі): входи й ворота →
throne-diagram-alt = Дошка Throne на 2 гравців із підписами: твій дім із 12 солдатами, твоє поле входу 1 (кольорова смуга), твої ворота на полі 12 (кольорова рамка, замок, поки замкнені, місця для возів під шикування), твій { -throne-bridge } із 2 полів на { -throne } у центрі та сірі поля-щити (кожен вхід і всі ворота).

## /help: команди гри одним рядком.
throne-help = Throne: /challenge game:throne players:<2-4> відкриває стіл; /join, /leave, /start; потім /throw і /move piece:<place> values:<6+5> (kind:unit|squad, якщо там стоїть кілька фігур).
