# Polish (pl). Słowniczek: Ember, Frost (strony, nazwy własne); general = generał, puppeteer = lalkarz, witch = wiedźma (trzej przywódcy); cardinal = kardynał, dragon = smok, sentinel = strażnik, archer = łucznik, horseman = jeździec, scout = zwiadowca; claim = przejęcie (przejąć), inherit = odziedziczyć, offer = propozycja, moveset = ruchy, aura = aura. Wartości opcji (promote:dragon, inherit:accept, piece:horseman) i komendy zostają bez zmian.

## Strony i bierki.
-masters-ember = Ember
-masters-frost = Frost
-masters-general = generał
-masters-puppeteer = lalkarz
-masters-witch = wiedźma
-masters-cardinal = kardynał
-masters-dragon = smok
-masters-sentinel = strażnik
-masters-archer = łucznik
-masters-horseman = jeździec
-masters-scout = zwiadowca

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
masters-yours-on = twoja bierka „{ $piece }” na { $square }
masters-yours-on-start = Twoja bierka „{ $piece }” na { $square }
masters-theirs-on = { $piece } ({ $side }) na { $square }
masters-notation = { $notation }
masters-and-then = { $first }, { $rest }
masters-notes-join = { $first }; { $rest }

masters-started = Gramy: { $ember } ({ -masters-ember }) kontra { $frost } ({ -masters-frost }). { -masters-ember } zaczyna: { $ember }.
masters-started-how = Gramy: { $ember } ({ -masters-ember }) kontra { $frost } ({ -masters-frost }). { -masters-ember } zaczyna: { $ember }, przygotuj turę przez /move i /claim, potem /endturn (albo /turn za jednym razem).
masters-game-over = Koniec partii:
masters-status = Tura { $turn } · ruch: { $side } ({ $player }).
masters-not-your-turn = Teraz ruch gracza { $player } ({ $side }); poczekaj na jego ruch.
masters-players = Masters: { $ember } ({ -masters-ember }) kontra { $frost } ({ -masters-frost }).
masters-holds = Lalkarz strony { $side } trzyma: { $piece } na { $square }.
masters-offered = Wiedźma strony { $side } dostaje propozycję: { $offers }.
masters-offered-forced = Wiedźma strony { $side } dostaje propozycję: { $offers } (przymusowo: { $forced }).
masters-witch-moves-as = Wiedźma strony { $side } rusza się jak: { $piece }.
masters-has-lost = { $side } stracił: { $pieces }.
masters-position = Pozycja: `{ $position }`

masters-turn-line = Tura { $number } · { $side } ({ $player }): { $what }
masters-part-inherits = dziedziczy: { $piece }
masters-part-declines = odrzuca spadek
masters-part-takes = bije: { $piece }
masters-part-claims = przejmuje { $square }
masters-event-claimed = Lalkarz strony { $side } przejął: { $piece }.
masters-event-retargeted = Lalkarz strony { $side } puścił ({ $released }) i przejął: { $piece }.
masters-event-released = Lalkarz strony { $side } stracił kontrolę: { $piece }.
masters-event-offer = Wiedźma strony { $side } dostaje propozycję ruchów: { $piece }.
masters-event-offer-forced = Wiedźma strony { $side } dostaje propozycję ruchów i musi ją przyjąć: { $piece }.
masters-event-forced = Wiedźma strony { $side } musi odziedziczyć ruchy: { $piece }.
masters-event-promoted = Zwiadowca strony { $side } na { $square } awansował: { $piece }.
masters-won = { $player } ({ $side }) wygrywa! Wszyscy trzej przywódcy strony { $loser } padli.
masters-result-won = { $player } ({ $side }) wygrywa: wszyscy trzej przywódcy strony { $loser } padli.
masters-stuck = { $player } ({ $side }) nie ma legalnej tury: poddaj się przez /resign albo zaproponuj remis przez /draw action:offer.
masters-note-takes = bije: { $piece } na { $square }
masters-note-promotes = awansuje: { $piece }
masters-note-inherits = wiedźma dziedziczy: { $piece }
masters-note-inherits-forced = wiedźma dziedziczy: { $piece }, przymusowo (M34)

masters-staged = Przygotowane: { $draft }. Naciśnij Zakończ turę (albo /endturn), żeby zagrać, Cofnij (/undo), żeby zacząć od nowa.
masters-draft-claim = przejęcie { $square }
masters-draft-accept = przyjąć propozycję
masters-draft-decline = odrzucić propozycje
masters-draft-inherit = odziedziczyć: { $piece }
masters-no-claim = Nie można przejąć żadnej bierki.
masters-no-claim-after-move = Po twoim przygotowanym ruchu nie można przejąć żadnej bierki.
masters-can-claim = Możesz przejąć: { $targets }. Przygotuj jedno przez /claim target:{ $first }.
masters-can-claim-after-move = Po twoim przygotowanym ruchu możesz przejąć: { $targets }. Przygotuj jedno przez /claim target:{ $first }.
masters-claim-target = { $square } ({ $piece })
masters-claim-staged-already = Masz już przygotowane przejęcie na { $square }: najpierw /undo, żeby je zmienić.
masters-answer-staged-already = Już wybrałeś ({ $answer }): najpierw /undo, żeby to zmienić.
masters-nothing-staged = Nie masz przygotowanego ruchu ani przejęcia: przygotuj je przez /move lub /claim albo zagraj za jednym razem przez /turn.
masters-m23-warning = Uwaga: po twoim przygotowanym ruchu { $reason } Tura zostałaby odrzucona: zmień ruch albo przejęcie (/undo).
masters-m23-warning-blocked = Uwaga: po twoim przygotowanym ruchu { $reason } Tura zostałaby odrzucona (blokuje { $blocker } na { $square }): zmień ruch albo przejęcie (/undo).
masters-claim-first = { $refusal } Żeby nią ruszyć, przejmij ją w tej samej turze: najpierw /claim target:{ $square }.

masters-choices-over = Partia się skończyła.
masters-choices-not-your-turn = Teraz ruch strony { $side }, nie twój.
masters-choices-stale = Te wybory nie tworzą już tutaj tury: zacznij od nowa.

## Choosing a turn by buttons: what each choice says and what to do now.
## $piece a piece's name (or a side's piece); $square a square.
masters-choice-inherit = Twoja { -masters-witch } dziedziczy: { $piece }
masters-choice-decline = Odrzuć propozycje dla wiedźmy
masters-choice-piece = { $square } · { $piece }
masters-choice-promote = Awans: { $piece }
masters-choice-claim-only = Tylko przejęcie
masters-choice-claim = Przejmij { $square }
masters-takes = bije: { $piece }
masters-prompt-piece = Wybierz bierkę do ruchu.
masters-prompt-piece-or-claim = Wybierz bierkę do ruchu (albo Tylko przejęcie).
masters-prompt-offers = Twoja wiedźma ma propozycje: odpowiedz na nie albo wybierz bierkę do ruchu.
masters-prompt-promote = Wybierz, kim zostanie twój { -masters-scout }.
masters-prompt-claim-or-end = Przejmij bierkę (przerywane okręgi) albo Zakończ turę.
masters-prompt-claim = Wybierz bierkę, którą przejmie twój { -masters-puppeteer } (przerywane okręgi).
masters-prompt-end = Zakończ turę, by zagrać.
masters-prompt-where = Wybierz, dokąd idzie.

masters-bad-promotion = `promote:{ $value }` to nie jest opcja: użyj dragon, sentinel, archer albo horseman.
masters-bad-answer = `inherit:{ $value }` to nie jest odpowiedź: użyj accept, decline albo proponowanej bierki (np. horseman).
masters-turn-needs-action = Tura wymaga ruchu albo przejęcia (albo obu), np. /turn move:E2-E4 lub /turn claim:F7.
masters-turn-needs-move-or-claim = Tura wymaga ruchu albo przejęcia (albo obu), np. /turn move:E2-E4.
masters-promote-needs-move = `promote:` idzie w parze z ruchem, np. /turn move:E11-E12 promote:dragon.
masters-no-offer-to-accept = Twoja wiedźma nie ma propozycji spadku do przyjęcia.
masters-several-offers = Twoja wiedźma ma kilka propozycji ({ $offers }): wybierz jedną, np. { $option }:{ $first }.
masters-bad-piece = `piece:{ $value }` to nie jest bierka Masters: użyj general, puppeteer, witch, cardinal, dragon, sentinel, archer, horseman albo scout.

masters-claim-no-puppeteer = nie masz już lalkarza, którym można przejmować.
masters-claim-puppeteer-held = twój lalkarz na { $puppeteer } jest przejęty przez stronę { $side } i nie może przejmować.
masters-claim-empty = na { $target } nie ma bierki do przejęcia.
masters-claim-own-piece = { $target } to twoja własna bierka: możesz przejmować tylko bierki strony { $enemy }.
masters-claim-already-held = twój lalkarz już trzyma: { $target }.
masters-claim-no-line = twój lalkarz na { $puppeteer } nie widzi { $target }: nie mają wspólnego rzędu ani kolumny.
masters-claim-blocked = twój lalkarz na { $puppeteer } nie widzi { $target }: na drodze stoi { $blocker } na { $square }.
masters-claim-protected = { $target } stoi w aurze kardynała na { $cardinal } i nie może zostać przejęta.
masters-claim-no-puppeteer-start = Nie masz już lalkarza, którym można przejmować.
masters-claim-puppeteer-held-start = Twój lalkarz na { $puppeteer } jest przejęty przez stronę { $side } i nie może przejmować.
masters-claim-empty-start = Na { $target } nie ma bierki do przejęcia.
masters-claim-own-piece-start = { $target } to twoja własna bierka: możesz przejmować tylko bierki strony { $enemy }.
masters-claim-already-held-start = Twój lalkarz już trzyma: { $target }.
masters-claim-no-line-start = Twój lalkarz na { $puppeteer } nie widzi { $target }: nie mają wspólnego rzędu ani kolumny.
masters-claim-blocked-start = Twój lalkarz na { $puppeteer } nie widzi { $target }: na drodze stoi { $blocker } na { $square }.
masters-claim-protected-start = { $target } stoi w aurze kardynała na { $cardinal } i nie może zostać przejęta.
masters-claim-after-move = Po twoim ruchu { $reason } Zmień ruch albo przejęcie.

masters-error-game-over = Partia się skończyła: wygrał { $winner }.
masters-error-no-piece = Na { $square } nie ma bierki do ruszenia.
masters-error-held = { $piece } jest przejęta przez lalkarza strony { $side }: nie możesz nią ruszyć, dopóki przejęcie trwa.
masters-error-not-yours = { $piece } nie jest twoja.
masters-error-witch-still = { $piece } nie ma jeszcze ruchów: rusza się dopiero po przyjęciu spadku.
masters-error-null-move = Ruch musi gdzieś prowadzić: z { $square } na { $square } to stanie w miejscu.
masters-error-out-of-reach = { $piece } nie dosięga { $to }.
masters-error-out-of-reach-witch = { $piece } nie dosięga { $to } (rusza się jak: { $moves }).
masters-error-blocked = { $piece } nie dosięga { $to }: na drodze stoi { $blocker } na { $square }.
masters-error-scout-blocked = { $piece } nie może wejść na { $to }: pole jest zajęte, a zwiadowca bije tylko po skosie do przodu.
masters-error-scout-diagonal = { $piece } idzie po skosie tylko przy biciu, a { $to } jest puste.
masters-error-own-piece = { $piece } nie może stanąć na { $to }: kontrolujesz tę bierkę.
masters-error-protected = { $piece } stoi w aurze kardynała na { $cardinal } i nie może zostać zbita.
masters-error-promotion-missing = Twój zwiadowca dochodzi do ostatniego rzędu na { $to }: wybierz, kim zostanie, przez promote:dragon, promote:sentinel, promote:archer albo promote:horseman, np. /move from:{ $from } to:{ $to } promote:dragon.
masters-error-promotion-not-allowed = Awansuje tylko zwiadowca, który doszedł do ostatniego rzędu: usuń promote: z ruchu { $from }-{ $to }.
masters-error-no-offer = Twoja wiedźma nie ma propozycji spadku: usuń odpowiedź.
masters-error-not-offered = Twojej wiedźmie nie zaproponowano tych ruchów: { $piece }; zaproponowano: { $offers }.
masters-error-forced = Twoja wiedźma musi odziedziczyć te ruchy (przymusowo): { $piece }; usuń odpowiedź.
masters-error-no-witch = Twoja wiedźma została zbita: nie ma kto dziedziczyć.

masters-rules = Masters: { -masters-ember } kontra { -masters-frost } na planszy 10×12; { -masters-ember } zaczyna. Wygrywasz, gdy wszyscy trzej przywódcy wroga (generał, lalkarz, wiedźma) są zbici albo przejęci.
    Tura to ruch, przejęcie albo oba. Twój lalkarz może przejąć wrogą bierkę w swoim rzędzie lub kolumnie, jeśli nic ich nie dzieli; kontrolujesz ją, dopóki linia się nie przerwie. Kardynałowie chronią 8 pól wokół siebie (złote kropki): tych bierek nie można zbić ani przejąć. Gdy stracisz bierkę, twoja wiedźma może w następnej turze odziedziczyć jej ruchy. Zwiadowca, który dojdzie do ostatniego rzędu, zostaje smokiem, strażnikiem, łucznikiem albo jeźdźcem.
    Zobacz, jak rusza się bierka: /rules piece:horseman.
masters-rule-general = Generał (M6): przywódca; 1 lub 2 pola w linii prostej w dowolnym z 8 kierunków (żeby iść o 2, pierwsze pole musi być puste).
masters-rule-puppeteer = Lalkarz (M7, M21): przywódca; 1 pole w dowolnym kierunku. Przejmuje wrogą bierkę w swoim rzędzie lub kolumnie, jeśli nic ich nie dzieli, a ty kontrolujesz ją, dopóki linia się nie przerwie.
masters-rule-witch = Wiedźma (M8, M31): przywódczyni bez własnych ruchów; gdy stracisz bierkę, może w następnej turze odziedziczyć jej ruchy, a potem rusza się i bije jak ta bierka.
masters-rule-cardinal = Kardynał (M9, M16): sunie po skosie na dowolną odległość i chroni 8 pól wokół siebie (złote kropki): bierek tam nie można zbić ani przejąć.
masters-rule-dragon = Smok (M10): sunie na dowolną odległość prosto lub po skosie i może przelatywać nad własnymi bierkami (nie nad wrogimi).
masters-rule-sentinel = Strażnik (M11): sunie na dowolną odległość prosto wzdłuż rzędu lub kolumny.
masters-rule-archer = Łucznik (M11): 1, 2 lub 3 pola w linii prostej w dowolnym z 8 kierunków, po pustych polach.
masters-rule-horseman = Jeździec (M12): skacze o 2 pola w jedną stronę i 1 w drugą, nad wszystkim pomiędzy.
masters-rule-scout = Zwiadowca (M13, M36): 1 pole prosto do przodu, albo 2, jeśli oba są puste, z dowolnego pola; bije 1 pole po skosie do przodu. Na ostatnim rzędzie zostaje smokiem, strażnikiem, łucznikiem albo jeźdźcem.
masters-rule-diagram = Półprzezroczyste bierki pokazują, dokąd może iść; nawiasy, gdzie może bić.
masters-rule-puppeteer-diagram = W partii /claim bez celu otacza przerywanym okręgiem w twoim kolorze każdą bierkę, którą twój lalkarz może przejąć; przejęta bierka nosi potem kropkę w kolorze przejmującego.
masters-rule-cardinal-diagram = Sąsiedni wróg nie dostaje nawiasu: stoi we własnej aurze tego kardynała, która chroni bierki obu stron (M16, M17), więc kardynał bije dopiero z odległości dwóch pól lub więcej.

masters-header-over = Koniec partii · { $ended }
masters-header-won = Tura { $turn } · { $side } wygrywa
masters-header-to-move = Tura { $turn } · ruch: { $side }

masters-alt-over = Plansza Masters, koniec partii po turze { $turn }: { $ended }.
masters-alt-won = Plansza Masters po turze { $turn }: { $side } ({ $player }) wygrał.
masters-alt-to-move = Plansza Masters, tura { $turn }, ruch: { $side } ({ $player }).
masters-alt-last-move = Ostatni ruch { $move }.
masters-alt-staged-move = Przygotowany ruch { $move }.
masters-alt-staged-claim = Przygotowane przejęcie { $square }.
masters-alt-claim-targets = Cele przejęcia: { $squares }.
masters-alt-no-claim-targets = Cele przejęcia: brak.
masters-alt-holds = { $side } trzyma: { $piece } na { $square }.
masters-alt-protected = Chronione: { $squares }.
masters-alt-offered = Wiedźma strony { $side } dostaje propozycję: { $offers }.
masters-alt-army = { $side } ({ $player }): { $army }.
masters-alt-no-pieces = { $side } ({ $player }): brak bierek.
masters-alt-lost = { $side } stracił: { $pieces }.
masters-alt-witch-moves-as = { $witches } (rusza się jak: { $piece })
masters-alt-generals = { $count ->
    [one] generał
    [few] generałowie
   *[many] generałów
} { $squares }
masters-alt-puppeteers = { $count ->
    [one] lalkarz
    [few] lalkarze
   *[many] lalkarzy
} { $squares }
masters-alt-witches = { $count ->
    [one] wiedźma
    [few] wiedźmy
   *[many] wiedźm
} { $squares }
masters-alt-cardinals = { $count ->
    [one] kardynał
    [few] kardynałowie
   *[many] kardynałów
} { $squares }
masters-alt-dragons = { $count ->
    [one] smok
    [few] smoki
   *[many] smoków
} { $squares }
masters-alt-sentinels = { $count ->
    [one] strażnik
    [few] strażnicy
   *[many] strażników
} { $squares }
masters-alt-archers = { $count ->
    [one] łucznik
    [few] łucznicy
   *[many] łuczników
} { $squares }
masters-alt-horsemen = { $count ->
    [one] jeździec
    [few] jeźdźcy
   *[many] jeźdźców
} { $squares }
masters-alt-scouts = { $count ->
    [one] zwiadowca
    [few] zwiadowcy
   *[many] zwiadowców
} { $squares }

masters-title-general = Generał
masters-title-puppeteer = Lalkarz
masters-title-witch = Wiedźma
masters-title-cardinal = Kardynał
masters-title-dragon = Smok
masters-title-sentinel = Strażnik
masters-title-archer = Łucznik
masters-title-horseman = Jeździec
masters-title-scout = Zwiadowca
masters-diagram-general = Generał: 1 lub 2 pola w dowolnym kierunku; żeby iść o 2, pierwsze musi być puste.
masters-diagram-puppeteer = Lalkarz: 1 pole w dowolnym kierunku. Przerywane okręgi: bierki, które może przejąć w swoim rzędzie i kolumnie.
masters-diagram-witch = Wiedźma: rusza się tylko jak odziedziczona bierka (tu jeździec), pokazana na jej odznace.
masters-diagram-cardinal = Kardynał: sunie po skosie; jego aura chroni 8 pól wokół.
masters-diagram-dragon = Smok: sunie w 8 kierunkach, nad własnymi bierkami, do pierwszego wroga.
masters-diagram-sentinel = Strażnik: sunie wzdłuż rzędów i kolumn.
masters-diagram-archer = Łucznik: od 1 do 3 pól w dowolnym kierunku.
masters-diagram-horseman = Jeździec: skacze 2 + 1, nad wszystkim.
masters-diagram-scout = Zwiadowca: 1 lub 2 do przodu; bije 1 po skosie do przodu; awansuje na ostatnim rzędzie.

## /help: polecenia gry w jednym wierszu.
masters-help = Masters: tura to ruch, przejęcie albo oba naraz: przygotuj je prywatnie, obejrzyj podgląd, potem /endturn.
