# Throne (pl). Słowniczek: soldier = żołnierz, unit = jednostka (2 żołnierzy, rysowana jako koń), squad = oddział (4 żołnierzy, rysowany jako wóz), Throne = Tron, home = dom, ring = pierścień, entry = wejście, gate = brama (zamknięta/otwarta), bridge = most, shield = tarcza, shells = muszelki, throw = rzut, value = wartość, power value = wartość mocy, bonus round = runda bonusowa, round = runda; kolory Czerwony, Niebieski, Zielony, Złoty.
# Miejsca wpisywane ręcznie (home, 5, red-1, throne), rodzaje (kind:unit) i wartości (6+5) zostają bez zmian.

-throne-red = Czerwony
-throne-blue = Niebieski
-throne-green = Zielony
-throne-gold = Złoty
-throne-soldier = { $n ->
   *[one] żołnierz
    [acc] żołnierza
    [gen] żołnierza
    [few] żołnierze
    [many] żołnierzy
}
-throne-unit = { $n ->
   *[one] jednostka
    [acc] jednostkę
    [gen] jednostki
    [few] jednostki
    [many] jednostek
}
-throne-squad = { $n ->
   *[one] oddział
    [acc] oddział
    [gen] oddziału
    [few] oddziały
    [many] oddziałów
}
-throne = { $n ->
   *[one] Tron
    [gen] Tronu
    [loc] Tronie
}
-throne-home = dom
-throne-gate = { $n ->
   *[one] brama
    [loc] bramie
}
-throne-bridge = most

throne-seat-red = { -throne-red }
throne-seat-blue = { -throne-blue }
throne-seat-green = { -throne-green }
throne-seat-gold = { -throne-gold }
throne-who = { $seat } ({ $player })

throne-at-home = w domu
throne-at-throne = w { -throne(n: "loc") }
throne-at-square = na { $square }
throne-from-home = z domu
throne-from-square = z { $square }
throne-to-square = na { $square }
throne-to-throne = do { -throne(n: "gen") }
throne-reach-throne = { -throne }
throne-reach-square = { $square }

throne-begins = Throne się zaczyna: { $seats }. Poprowadź swoich 12 żołnierzy wokół pierścienia do { -throne(n: "gen") }: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier } (T19).
throne-throws-first = { $who } rzuca pierwszy: /throw albo przycisk.
throne-throws-first-engine = { $who } rzuca pierwszy.
throne-to-throw = Rzuca { $who }: /throw.
throne-to-throw-engine = Rzuca { $who }.
throne-to-move-button = Ruch: { $who } z { $values } ({ $moves } { $moves ->
    [one] możliwy ruch
    [few] możliwe ruchy
   *[other] możliwych ruchów
}): /move piece:<place> values:<values> albo przycisk.
throne-to-move-menu = Ruch: { $who } z { $values } ({ $moves } { $moves ->
    [one] możliwy ruch
    [few] możliwe ruchy
   *[other] możliwych ruchów
}): /move piece:<place> values:<values> albo menu.
throne-to-move-engine = Ruch: { $who } z { $values } ({ $moves } { $moves ->
    [one] możliwy ruch
    [few] możliwe ruchy
   *[other] możliwych ruchów
}).
throne-threw = Runda { $turn } · { $who } wyrzuca { $throws }: { $values } do wykorzystania.

throne-won = { $who } zdobywa { -throne }.
throne-wins = { $who } wygrywa { -throne }.
throne-resigned-wins = { $who } poddaje się; wygrywa { $winner }.
throne-timed-out-wins = { $who } nie ma już czasu; wygrywa { $winner }.
throne-timed-out-leaves = { $who } nie ma już czasu i opuszcza grę.

throne-event-moved = { $who } przesuwa { $kind ->
    [unit] { -throne-unit(n: "acc") }
    [squad] { -throne-squad(n: "acc") }
   *[soldier] { -throne-soldier(n: "acc") }
} { $from } { $to } za { $values }.
throne-event-moved-stopped = { $who } przesuwa { $kind ->
    [unit] { -throne-unit(n: "acc") }
    [squad] { -throne-squad(n: "acc") }
   *[soldier] { -throne-soldier(n: "acc") }
} { $from } { $to } za { $values }, zatrzymując się na { -throne-gate(n: "loc") } ({ $lost } { $lost ->
    [one] krok stracony
    [few] kroki stracone
   *[other] kroków straconych
}).
throne-event-captured = { $by } bije { $count ->
    [one] { $kind ->
        [unit] { -throne-unit(n: "acc") }
        [squad] { -throne-squad(n: "acc") }
       *[soldier] { -throne-soldier(n: "acc") }
    } gracza { $seat }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "few") }
        [squad] { -throne-squad(n: "few") }
       *[soldier] { -throne-soldier(n: "many") }
    } gracza { $seat }
} na { $square }: wracają do domu jako żołnierze.
throne-event-formed = { $who } tworzy { $kind ->
    [unit] { -throne-unit(n: "acc") }
    [squad] { -throne-squad(n: "acc") }
   *[soldier] { -throne-soldier(n: "acc") }
} na { $square }.
throne-event-unlocked-by-capture = Brama gracza { $who } otwiera się po jego pierwszym biciu.
throne-event-unlocked-by-throne = Brama gracza { $who } otwiera się: bierka weszła do { -throne(n: "gen") }.
throne-event-bonus-earned = { $who } zdobywa rundę bonusową.
throne-event-bonus-round = { $who } gra rundę bonusową: rzuć jeszcze raz.
throne-event-forfeited = { $who } nie ma możliwego ruchu za { $values }: przepadają.
throne-event-finished = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} gracza { $who } wchodzi do { -throne(n: "gen") } ({ $count } z 5).
throne-event-resigned = { $who } poddaje się.
throne-event-won = { $who } wygrywa { -throne }!

throne-describe-head = { -throne }, graczy: { $players }, runda { $turn }.
throne-describe-seat = { $who }: w domu { $home }; { $pieces }; { -throne } { $finished } z 5; { $gate ->
    [open] brama otwarta
   *[locked] brama zamknięta (otwiera ją bicie albo pierwsza bierka w { -throne(n: "loc") })
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
throne-describe-nothing = nic na planszy
throne-describe-bonus = Rundy bonusowe dla { $who }: { $count }.
throne-describe-position = Pozycja: `{ $position } | generator ukryty`

throne-game-over = Gra się skończyła: wygrał { $who }.
throne-game-over-short = Gra się skończyła.
throne-you-resigned = Poddałeś tę grę; możesz oglądać przez /board.
throne-their-round-throw = Teraz runda: { $who }; poczekaj na rzut.
throne-their-round-move = Teraz runda: { $who }; poczekaj na ruch.
throne-their-turn = Teraz tura: { $seat }, nie twoja.
throne-stale-choices = Te wybory nie tworzą już tu ruchu: zacznij od nowa.
throne-thrown-already = Już rzuciłeś: rusz się za { $values } (/move piece:<place> values:<values>); nie można pasować (T16).
throne-throw-first = Najpierw rzuć przez /throw: ruch czeka, aż skończą się rzuty rundy (T8).
throne-not-a-place = `piece:{ $piece }` to nie miejsce: użyj home, pola pierścienia 1–12 albo pola mostu jak red-1.
throne-not-values = `values:{ $values }` to nie lista wartości: połącz je znakiem +, np. values:6+5.
throne-bad-place = `{ $place }` to nie miejsce: użyj home, pola pierścienia 1–12, pola mostu jak red-1 albo throne.
throne-bad-values = `{ $values }` to nie lista wartości rzutu: połącz je znakiem +, np. 6+5 (wartości to 2–8, 11 i 16).
throne-move-needs = `/move` potrzebuje `{ $option }:`, np. /move piece:home values:6+5.
throne-not-a-kind = `kind:{ $kind }` to nie rodzaj: użyj soldier, unit albo squad.
throne-not-your-bridge = { $place } należy do mostu gracza { $owner }; twoje pola mostu to { $first } i { $second }.
throne-finished-do-not-move = Bierki w { -throne(n: "loc") } są już u celu; nie ruszają się więcej.
throne-no-piece-on = Nie masz bierki na { $square }.
throne-several-kinds = Na { $square } stoi kilka twoich bierek: dodaj { $options }.
throne-option = { $option }
throne-rejected-game-over = Gra się skończyła: wygrał { $seat }.
throne-rejected-not-your-round = Teraz runda: { $seat }, nie twoja.
throne-rejected-resigned = { $seat } poddał się i już nie gra (T21).
throne-rejected-throw-first = Najpierw rzuć: ruch jest zablokowany, aż skończą się rzuty rundy (T8).
throne-rejected-already-thrown = W tej rundzie już rzuciłeś: wykorzystaj jej wartości { $values } w ruchu; nie można pasować (T16).
throne-rejected-not-a-chain = `{ $throws }` to nie rzuty jednej rundy: każda wartość oprócz ostatniej musi być wartością mocy (16, 11, 4, 6, 8), a ostatnia nie (T8).
throne-rejected-no-values = Podaj co najmniej jedną wartość rundy do ruchu (T10).
throne-rejected-values-not-thrown = W rundzie zostało { $unused }, nie { $asked } (T10).
throne-rejected-no-piece = Nie masz { $kind ->
    [unit] { -throne-unit(n: "gen") }
    [squad] { -throne-squad(n: "gen") }
   *[soldier] { -throne-soldier(n: "gen") }
} { $at }.
throne-rejected-wrong-values = { $kind ->
    [unit] { -throne-unit } rusza się tylko za wartości parzyste (2, 4, 6, 8, 16)
   *[squad] { -throne-squad } rusza się tylko za wielokrotności 4 (4, 8, 16)
}; { $values } się nie nadaje (T11).
throne-rejected-overshoot = To { $over } { $over ->
    [one] krok
    [few] kroki
   *[other] kroków
} za { -throne(n: "loc") }: do wejścia potrzeba dokładnej odległości (T12).
throne-rejected-last-bridge = Pojedynczy { -throne-soldier } nie może stanąć na { $square }: nigdy by z niego nie zszedł, bo żaden rzut nie daje 1 (T12).
throne-rejected-whole-lap = Przy zamkniętej bramie { $steps } kroków przynosi bierkę z powrotem na { $square }: ruch musi zmienić jej pole (T13).
throne-rejected-held-at-gate = Twoi pojedynczy żołnierze czekają na twojej { -throne-gate(n: "loc") } ({ $square }), aż powstaną oba twoje oddziały i twoja { -throne-unit } (T13a).
throne-rejected-mixed-landing = { $mover ->
    [unit] Twoja { -throne-unit }
    [squad] Twój { -throne-squad }
   *[soldier] Twój { -throne-soldier }
} nie może stanąć na { $square }: stoi tam { $other ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} gracza { $owner }, a bije tylko bierka tego samego rodzaju (T14).
throne-rejected-finish-order = Twoją następną bierką w { -throne(n: "loc") } musi być { $expected ->
    [unit] jednostka
    [squad] oddział
   *[soldier] żołnierz
}, nie { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} (kolejność: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }; T19).

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
throne-prompt-throw = Rzuć muszelkami.
throne-prompt-piece = Wybierz bierkę do ruchu za { $values }.
throne-prompt-kind = Stoją tam bierki różnych rodzajów: wybierz, która idzie.
throne-prompt-values = Wybierz wartości do wydania (czyli gdzie bierka wyląduje).
throne-prompt-move = Naciśnij Ruch, by zagrać.
throne-moves-menu = Ruchy { $first }–{ $last } z { $total }

throne-rules-soldier = Żołnierz (T11): jeden z twoich 12; przesuwa się o sumę wydanych wartości. Żołnierze, którzy spotkają się na twojej { -throne-gate(n: "loc") }, tworzą oddziały, a potem twoją jednostkę (T17); ostatnich dwóch żołnierzy wchodzi do { -throne(n: "gen") } po obu oddziałach i jednostce (T19).
throne-rules-unit = Jednostka (T11, T17): 2 żołnierzy połączonych na twojej { -throne-gate(n: "loc") }, rysowana jako koń; wydaje tylko wartości parzyste (2, 4, 6, 8, 16) i przesuwa się o połowę ich sumy. Wchodzi do { -throne(n: "gen") } jako trzecia (T19).
throne-rules-squad = Oddział (T11, T17): 4 żołnierzy połączonych na twojej { -throne-gate(n: "loc") }, rysowany jako wóz; wydaje tylko wielokrotności 4 (4, 8, 16) i przesuwa się o ćwierć ich sumy. Twoje dwa oddziały wchodzą do { -throne(n: "gen") } pierwsze (T19).
throne-rules-not-a-piece = `piece:{ $piece }` to nie bierka Throne: użyj soldier, unit albo squad.
throne-rules = Throne (2–4 graczy). Każdy prowadzi 12 żołnierzy z domu wokół pierścienia z 12 pól, przez własny { -throne-bridge } z 2 pól do { -throne(n: "gen") } w środku. Twoja runda: /throw rzuca 8 muszelkami; białe strony dają wartość (2–8; 1 biała = 11, żadna = 16). 16, 11, 4, 6 i 8 to wartości mocy: rzucasz jeszcze raz, a wartości rundy to cały łańcuch. Potem wydaj wartości: /move piece:<home, pole albo twój most> values:<część z nich, np. 6+5> (albo naciśnij przycisk). { -throne-soldier } idzie o sumę; { -throne-unit } (2 żołnierzy, koń) używa tylko wartości parzystych i idzie o połowę; { -throne-squad } (4, wóz) używa wielokrotności 4 i idzie o ćwierć. Stań na wrogiej bierce tego samego rodzaju na zwykłym polu, by ją zbić (wraca do domu jako żołnierze), i zdobądź rundę bonusową; tarcze (każde wejście i każda brama, szare) są bezpieczne. Twoja brama (pole przed twoim wejściem, z kłódką) jest zamknięta do twojego pierwszego bicia albo do wejścia dowolnej bierki do { -throne(n: "gen") }; do tego czasu twoje bierki krążą po pierścieniu. Żołnierze, którzy spotkają się na twojej { -throne-gate(n: "loc") }, tworzą oddziały, a potem twoją jednostkę (miejsca na wozy pokazują postęp); pojedynczy żołnierze czekają na { -throne-gate(n: "loc") }, aż powstaną oba oddziały i jednostka. Bierki wchodzą do { -throne(n: "gen") } w kolejności { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }, z dokładną odległością; wygrywa, kto pierwszy skończy. Nie można pasować: jeśli jest ruch, musisz go wykonać; wartości, których żaden ruch nie użyje, przepadają. Obrazek zaznacza każde pole, do którego możesz dojść.

throne-status-won = { $who } wygrywa { -throne }
throne-status-throw = Rzuca { $who }
throne-status-throw-bonus = Rzuca { $who } (runda bonusowa)
throne-status-move = Ruch: { $who } z { $values }
throne-header = { -throne } · { $status } · runda { $turn }
throne-header-ended = { -throne } · { $ended }
throne-foot = ostatni rzut { $value } · ta runda { $values }
throne-foot-left = ostatni rzut { $value } · ta runda { $values } · zostało { $left }
throne-foot-no-throw = jeszcze bez rzutu
throne-alt-head = { -throne }, graczy: { $players }. { $status }.
throne-alt-resigned = { $who } poddał się.
throne-alt-seat = { $who }: w domu { $home }, { $pieces }; { -throne } { $finished } z 5; { $gate ->
    [open] brama otwarta
   *[locked] brama zamknięta
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
} na { $square }{ $gate ->
    [yes] {" "}(brama)
   *[no] {""}
}
throne-alt-reachable = Osiągalne: { $squares }.
throne-alt-last-throw = Ostatni rzut { $value } (białych: { $white } z 8); wartości { $values }.

throne-diagram-you = ty
throne-diagram-opponent = rywal
throne-diagram-entry = ← twoje wejście
throne-diagram-home = ← twój dom
throne-diagram-gate = twoja brama: kłódka, miejsca →
throne-diagram-bridge = ← twój { -throne-bridge }
throne-diagram-shields = tarcze (szare): wejścia i bramy →
throne-diagram-alt = Plansza Throne dla 2 graczy z opisami: twój dom z 12 żołnierzami, twoje pole wejścia 1 (kolorowy pasek), twoja brama na polu 12 (kolorowa ramka, kłódka, póki zamknięta, miejsca na wozy dla formacji), twój { -throne-bridge } z 2 pól do { -throne(n: "gen") } w środku i szare pola tarcz (każde wejście i każda brama).

## /help: polecenia gry w jednym wierszu.
throne-help = Throne: /challenge game:throne players:<2-4> otwiera stół; /join, /leave, /start; potem /throw i /move piece:<place> values:<6+5> (kind:unit|squad, gdy stoi tam kilka bierek).
