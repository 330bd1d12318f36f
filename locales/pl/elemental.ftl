# Polish (pl). Glossary: loadout = zestaw, slot = slot, augmentor = wzmacniacz, offense = zdolność ofensywna, temporal = zdolność czasowa, element = żywioł, lock in = zatwierdzić, turn = tura, move = ruch, piece = bierka, square = pole, rank (of a piece) = ranga, check = szach, checkmate = mat, stalemate = pat, draw = remis, ply = półruch, knockback = odrzut, White/Black = Białe/Czarne.
# Elemental chess: słowa, tury, odmowy, zasady i obrazki. Nazwy żywiołów i zdolności zostają po angielsku (nazwy własne).

## Sides, pieces, facings.
-elemental-white = Białe
-elemental-black = Czarne
elemental-side-white = { -elemental-white }
elemental-side-black = { -elemental-black }
-elemental-pawn = pion
-elemental-knight = skoczek
-elemental-bishop = goniec
-elemental-rook = wieża
-elemental-queen = hetman
-elemental-king = król
elemental-piece-pawn = { -elemental-pawn }
elemental-piece-knight = { -elemental-knight }
elemental-piece-bishop = { -elemental-bishop }
elemental-piece-rook = { -elemental-rook }
elemental-piece-queen = { -elemental-queen }
elemental-piece-king = { -elemental-king }
## The same names starting a sentence.
elemental-piece-pawn-start = Pion
elemental-piece-knight-start = Skoczek
elemental-piece-bishop-start = Goniec
elemental-piece-rook-start = Wieża
elemental-piece-queen-start = Hetman
elemental-piece-king-start = Król
elemental-facing-north = północ
elemental-facing-east = wschód
elemental-facing-south = południe
elemental-facing-west = zachód

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
elemental-blaze-double-kill = { -elemental-double-kill } z { -elemental-blaze-rush }
elemental-blaze-quantum-kill = { -elemental-quantum-kill } z { -elemental-blaze-rush }
elemental-empty-slot = pusty slot
elemental-slot-augmentor = wzmacniacz
elemental-slot-offense = zdolność ofensywna
elemental-slot-temporal = zdolność czasowa

## What removed a piece or blocked a capture, with its rule.
elemental-by-double-kill = { -elemental-double-kill } (E32)
elemental-by-quantum-kill = { -elemental-quantum-kill } (E32)
elemental-by-poisonous-meat = { -elemental-poisonous-meat } (E32)
elemental-by-blaze-double-kill = { -elemental-double-kill } z { -elemental-blaze-rush } (E10)
elemental-by-blaze-quantum-kill = { -elemental-quantum-kill } z { -elemental-blaze-rush } (E10)
elemental-by-sadist-streak = { -elemental-sadist-streak } (E24)
elemental-by-flood-wake = { -elemental-flood-wake } (E11)
elemental-blocker-cone = { -elemental-block-piece } (E25)
elemental-blocker-stalwart = { -elemental-stalwart } (E28)
elemental-blocker-belligerent = { -elemental-belligerent } (E29)
elemental-blocker-sturdy = { -elemental-sturdy } (E14)
elemental-blocker-solid = bierka, przez którą nie da się przeniknąć (E3, E62)
elemental-blocker-solid-short = bierka, przez którą nie da się przeniknąć

## Loadouts. $element, $army, $slots, $first… are names of elements and abilities; $square a square.
elemental-loadout = { $element }; armia: { $army }
elemental-loadout-piece = ; { $square }: { $slots }
elemental-no-slots = brak slotów
elemental-slots-one = { $first }
elemental-slots-two = { $first }, { $second }
elemental-slots-three = { $first }, { $second }, { $third }
elemental-concealed = ; ukryte (E12): { $parts }
elemental-code = { $code }
elemental-name = { $player }
elemental-nothing = {""}
elemental-none = brak
elemental-not-chosen = nie wybrano
elemental-player-side = { $player } ({ $side })
elemental-choose-loadout = Wybierz zestaw

## Setting up.
elemental-game-on = Gramy: { $white } ({ -elemental-white }) kontra { $black } ({ -elemental-black }), Elemental chess. Najpierw każde z was potajemnie wybiera zestaw: żywioł i wzmacniacz dla swojej armii (E4). Naciśnij Wybierz zestaw albo wpisz /loadout element:… augmentor:…. Nikt nie zobaczy zestawów, dopóki oba nie zostaną zatwierdzone.
elemental-choose-first = Najpierw wybierz zestaw: naciśnij Wybierz zestaw albo wpisz /loadout element:earth augmentor:block-piece (E4).
elemental-opponent-choosing = Przeciwnik wciąż wybiera zestaw; gra zacznie się, gdy go zatwierdzi (E6).
elemental-loadouts-cannot-change = Oba zestawy są zatwierdzone; w trakcie partii nie można ich zmienić (E6). Zobacz je przez /game.
elemental-locked-in-already = Twój zestaw jest już zatwierdzony; gra zacznie się, gdy oba będą zatwierdzone (E6).
elemental-element-first = Najpierw wybierz żywioł (/loadout element:earth albo naciśnij Wybierz zestaw).
elemental-not-a-choice-here = „{ $value }” nie jest tu dostępnym wyborem.
elemental-not-my-menu = To nie jest moje menu.
elemental-holds-none-of-your-pieces = Na początku na { $square } nie stoi żadna twoja bierka.
elemental-only-lightning-add-element = Tylko Lightning (Overload, E18) wybiera sloty osobno dla każdej bierki: dodaj element:lightning.
elemental-only-lightning-per-piece = Tylko Lightning (Overload, E18) wybiera sloty osobno dla każdej bierki.
elemental-not-in-the-game-yet-named = { $name } nie ma jeszcze w grze; /rules game:elemental pokazuje, co jest.
elemental-loadout-pair = Dwie zdolności tego zestawu potrzebują siebie nawzajem (E51).
elemental-not-a-loadout = To nie jest zestaw.
elemental-draft = Żywioł: { $element } · wzmacniacz: { $augmentor } · ofensywna: { $offense } · czasowa: { $temporal }
elemental-draft-per-piece = {" "}· dla bierek: { $pieces }
elemental-set-only-you = Ustawiono (widzisz to tylko ty).
elemental-lock-in-lightning = Zatwierdź przez /loadout element:lightning ze slotami armii.
elemental-you-locked-in = Twój zatwierdzony zestaw:
elemental-only-you-see-it = Widzisz go tylko ty, dopóki oba zestawy nie zostaną zatwierdzone (E6).
elemental-both-locked-in = Oba zestawy są zatwierdzone (E6).
elemental-moves-first = Zaczyna { $player } ({ $side }). Emblematy, odznaki i kropki na planszy: /rules piece:board.
elemental-moves-first-how = Zaczyna { $player } ({ $side }): /move from:e2 to:e4. Emblematy, odznaki i kropki na planszy: /rules piece:board.
elemental-locked-in-waiting = { $player } ({ $side }) ma już zatwierdzony zestaw; czekamy na { $other }.

## /game and the status line.
elemental-game-over = Koniec partii:
elemental-choosing-loadouts-waiting = Wybór zestawów: czekamy na { $players }.
elemental-status = Ruch { $number } · teraz { $side } ({ $player }).
elemental-describe-players = Elemental chess: { $white } ({ -elemental-white }) kontra { $black } ({ -elemental-black }).
elemental-locked-in = zatwierdził(a):
elemental-your-loadout = Twój zestaw (widzisz go tylko ty, dopóki oba nie zostaną zatwierdzone):
elemental-has-locked-in = { $player } ma już zatwierdzony zestaw.
elemental-still-choosing = { $player } wciąż wybiera.
elemental-in-check = { $side } są w szachu.
elemental-has-lost = { $side } straciły: { $pieces }.
elemental-position = Pozycja: `{ $fen }`
elemental-seed-shown = Ziarno generatora: { $seed } (SplitMix64, E41): możesz z nim odtworzyć odrzuty.
elemental-seed-hidden = Odrzuty są losowane z generatora partii; jego ziarno pozostaje ukryte do końca partii (E41).
elemental-loadouts-shown-at-end = Zestawy, odkryte teraz, gdy partia się skończyła (E99):
elemental-had-not-locked-in = { $player } ({ $side }): brak zatwierdzonego zestawu.

## The record. $turn and $loadout are notation.
elemental-record-tried = próba: { $turn }; zatrzymała ją ukryta zdolność, która została ujawniona (E53)
elemental-record-stopped = tura zatrzymana przez ukrytą zdolność; zdolność została ujawniona (E53)
elemental-record-locked-in-own = zatwierdzony zestaw: { $loadout } (widzisz to tylko ty)
elemental-record-locked-in = zatwierdzony zestaw: { $loadout }
elemental-record-locked-in-water = zatwierdzony zestaw Water (ukryty, E12)

## Refusals of a command's options. $value is what was typed.
elemental-not-one-to-choose = `{ $key }:{ $value }` to nie jest dostępny wybór: użyj { $choices }.
elemental-not-a-list-of-steps = `{ $option }:{ $value }` to nie lista kroków: podaj od jednego do trzech pól po kolei, najpierw pole Quantum Step, np. { $option }:f4, { $option }:f4,g5 lub { $option }:b4,a4,b5 (E93).
elemental-not-a-facing = `{ $option }:{ $value }` to nie kierunek: użyj north, east, south lub west albo pole=kierunek, np. { $option }:e2=north.
elemental-not-a-returned-piece = `res:{ $value }` to nie bierka do przywrócenia: podaj bierkę i pole, np. knight@b1.
elemental-not-raijins-capture = `rj:{ $value }` to nie bicie Raijin: podaj pole, np. f5 lub f8=q,dk:g7.
elemental-not-a-square = „{ $value }” to nie pole: podaj kolumnę a–h i rząd 1–8, np. e4.
elemental-move-to-another-square = Ruch musi prowadzić na inne pole.
elemental-not-a-promotion = `promote:{ $value }` to nie jest dostępny wybór: użyj queen, rook, bishop lub knight.
elemental-a-facing-is = Kierunek to north, east, south lub west.
elemental-not-your-turn = Teraz tura gracza { $player } ({ $side }); poczekaj na swoją kolej.
elemental-turn-needs-a-move = Tura wymaga ruchu, np. /turn move:e2-e4.
elemental-nothing-staged = Nie masz przygotowanego ruchu: przygotuj go przez /move albo zagraj od razu przez /turn move:e2-e4.

## A turn: the channel's line, its events, the ending. $on is "on e5" (elemental-on).
elemental-on = na { $square }
elemental-on-also = na { $square } (także na { $other })
elemental-turn-line = Ruch { $number } · { $side } ({ $player }): { $turn }
elemental-story-takes = { $piece } bije { $on }: { $victim }
elemental-story-moves = { $piece } { $from }-{ $to }
elemental-story-castles-king-side = Krótka roszada
elemental-story-castles-queen-side = Długa roszada
elemental-story-captured = bije { $on }: { $piece }
elemental-story-promotes = promocja na { $square }: { $piece }
elemental-story-blocked = { $attacker } nie może bić { $on } ({ $defender }): { $by }
elemental-story-sturdy-used = { -elemental-sturdy } ratuje bierkę { $on }
elemental-story-knocked-back = { -elemental-bastion } odrzuca ją na { $to }
elemental-story-knocked-back-also = { -elemental-bastion } odrzuca ją (stojącą także na { $other }) na { $to }
elemental-story-removed = { $by } usuwa { $on }: { $piece }
elemental-story-sturdy-saved = { -elemental-sturdy } ratuje przed { $by }: { $piece } { $on }
elemental-story-resurrected = { -elemental-resurrection } przywraca na { $square }: { $piece }
elemental-story-locked = { -elemental-temporal-lock } blokuje { $on }: { $piece }
elemental-story-passed = { $side } pasują, każdy ruch zablokowany
elemental-story-marked = { -elemental-sadist-streak } oznacza { $on }: { $piece }
elemental-story-raijin-takes = { -elemental-raijin } bije { $on }: { $piece }
elemental-story-do-over = { -elemental-do-over }! Plansza cofa się o { $plies } { $plies ->
        [one] półruch
        [few] półruchy
        [many] półruchów
       *[other] półruchu
    }
elemental-story-blinded = Blinding: teraz ruch mają { $side }
elemental-story-stopped = { $piece } nie może minąć bierki na { $square }
elemental-story-revealed = { $side } ujawniają { $ability }
elemental-story-stepped = krok na { $square }
elemental-story-swapped = { -elemental-quantum-step }: zamiana z { $square }
elemental-event-moved = { $side }: { $piece } { $from }-{ $to }.
elemental-event-castled-king-side = { $side } wykonują krótką roszadę.
elemental-event-castled-queen-side = { $side } wykonują długą roszadę.
elemental-event-captured = Zbita bierka: { $piece } ({ $side }) { $on }.
elemental-event-promoted = Pion na { $square } awansuje: { $piece }.
elemental-event-promoted-displaced = Pion przesunięty na { $square } awansuje na hetmana (E50).
elemental-event-stopped = Bierka z { $from } ({ $piece }) nie może minąć bierki na { $square }: nie da się przez nią przeniknąć, więc bierka zostaje na miejscu, a tura się kończy (E3, E62).
elemental-event-revealed = { $side } ujawniają ukrytą zdolność { $ability } (E12).
elemental-event-blocked = Bierka z { $from } ({ $attacker }) nie może zbić bierki { $on } ({ $defender }): blokuje to { $by }, bicie nie następuje (E30).
elemental-event-sturdy-used = Bierka { $on } przeżywa: jej { -elemental-sturdy } przepada (E14).
elemental-event-knocked-back = { -elemental-bastion } odrzuca atakującą bierkę z { $from } na { $to } (E13).
elemental-event-knocked-back-also = { -elemental-bastion } odrzuca atakującą bierkę (stojącą także na { $other }) z { $from } na { $to } (E13).
elemental-event-knockback-cancelled = Wylosowany odrzut atakującej bierki z { $square } odsłoniłby jej króla, więc zostaje ona na miejscu (E40).
elemental-event-stepped = Robi krok { $from }-{ $to }.
elemental-event-swapped = { -elemental-quantum-step }: zamienia się miejscami z własną bierką z { $with } i staje tam; tamta idzie na { $from } (E27).
elemental-event-poisoned = { -elemental-poisonous-meat }: bierka { $on } ({ $piece }) zbiła zatrutą bierkę ({ $victim }) (E32).
elemental-event-removed = { $by } usuwa: { $piece } ({ $side }) { $on }.
elemental-event-sturdy-saved = Bierka { $on } ({ $piece }) przeżywa { $by }: jej { -elemental-sturdy } przepada (E14).
elemental-event-resurrected = { -elemental-resurrection } przywraca: { $piece } ({ $side }) na { $square } (E35).
elemental-event-locked = { -elemental-temporal-lock }: { $piece } ({ $side }) { $on } nie może się ruszać przez 2 najbliższe tury swojej strony (E36).
elemental-event-marked-second = { -elemental-sadist-streak } oznacza: { $piece } ({ $side }) { $on }; ta bierka zostanie usunięta w drugiej turze swojej strony, licząc od teraz, razem z każdą bierką swojej strony, która będzie wtedy stała obok niej (E24).
elemental-event-marked-third = { -elemental-sadist-streak } oznacza: { $piece } ({ $side }) { $on }; ta bierka zostanie usunięta w trzeciej turze swojej strony, licząc od teraz, sama (E24).
elemental-event-raijin = { -elemental-raijin }: po swoim Quantum Step bierka z { $from } bije jeszcze raz, na { $to } (E19).
elemental-event-do-over = { -elemental-do-over }! Uruchamia go { $piece } ({ $side }): ta tura przepada, a plansza cofa się o { $plies } { $plies ->
        [one] półruch
        [few] półruchy
        [many] półruchów
       *[other] półruchu
    } (E34).
elemental-event-blinded = Blinding: teraz ruch mają { $side } (E21).
elemental-event-passed = { $side } pasują: każdy ich ruch jest zablokowany (E36).
elemental-event-faced = { -elemental-block-piece } na { $square } patrzy teraz na { $facing }.
elemental-event-decided = { $ability } ({ $side }), dotąd ukryta zdolność, sprawia, że { $other } nie mają żadnej dozwolonej tury (E97).
elemental-event-checkmate = Mat: wygrywają { $side }.
elemental-event-stalemate = Pat: remis (E1).
elemental-event-seventy-five-moves = Remis z zasady 75 ruchów: 150 półruchów bez bicia, usunięcia, użycia Sturdy ani ruchu pionem (E1).
elemental-event-fivefold = Remis: ta sama pozycja po raz piąty (E1).
elemental-decided-by = : przez { $abilities } ({ $side }, w ukryciu, E12) { $other } nie miały żadnej dozwolonej tury (E97)
elemental-wins-by-checkmate = { $player } ({ $side }) wygrywa matem{ $decided }.
elemental-checkmate-line = Mat! { $result }
elemental-drawn-by-stalemate = Remis przez pata (E1){ $decided }.
elemental-drawn-by-seventy-five-moves = Remis z zasady 75 ruchów (E1).
elemental-drawn-by-fivefold = Remis przez pięciokrotne powtórzenie (E1).
elemental-rejected = { $player } ({ $side }) wybiera turę, którą blokuje ukryta zdolność (E53):
elemental-no-other-legal-turn = { $side } nie mają innej dozwolonej tury.
elemental-plays-another-turn = { $side } grają inną turę.

## A staged turn's preview. $by is what blocks (elemental-blocker-…), $directions a count.
elemental-staged = Przygotowano: { $turn }. Obrazek pokazuje to na planszy: pole startowe przyciemnione, duch tam, gdzie bierka ląduje, nawiasy na zbijanej bierce, kropki na mijanych polach. Naciśnij Zakończ turę (albo /endturn), by zagrać, Cofnij (/undo), by zacząć od nowa.
elemental-this-turn = Ta tura:
elemental-blocked-sturdy = Bicie zablokowane: twoja bierka ({ $attacker }) nie może zbić bierki na { $square } ({ $victim }); nie pozwala na to { $by } (E30). Jej Sturdy przepada, twoja bierka zostaje na { $from }, a twoja tura się kończy.
elemental-blocked-bastion = Bicie zablokowane: twoja bierka ({ $attacker }) nie może zbić bierki na { $square } ({ $victim }); nie pozwala na to { $by } (E30). Bastion odrzuca twoją bierkę (E13): jeden z { $directions } kierunków i 1–3 pola, losowane, gdy kończysz turę; lądowanie, które odsłoniłoby twojego króla, zostaje anulowane (E40).

## The picture's header.
elemental-headline-move = Ruch { $number } · teraz { $side }
elemental-headline-checkmate = Mat · wygrywają { $side }
elemental-headline-stalemate = Pat · remis
elemental-headline-seventy-five-moves = Zasada 75 ruchów · remis
elemental-headline-fivefold = Pięciokrotne powtórzenie · remis
elemental-headline-choosing = Wybór zestawów
elemental-headline-ended = Koniec partii · { $ended }

## /rules.
elemental-kind-elements = Żywioły
elemental-kind-augmentors = Wzmacniacze
elemental-kind-offense = Zdolności ofensywne
elemental-kind-temporal = Zdolności czasowe
elemental-coming-later = Wkrótce: { $names }.
elemental-not-in-the-game-yet = (Jeszcze nie ma w grze.)
elemental-rules = Elemental chess: szachy (roszada, bicie w przelocie, promocja; mat wygrywa; pat, zasada 75 ruchów i pięciokrotne powtórzenie dają remis, E1) z tajnym zestawem dla każdej armii.
    Przed pierwszym ruchem każdy gracz wybiera żywioł oraz po jednym wzmacniaczu, zdolności ofensywnej i czasowej; ma je każda jego bierka (E4). Nikt nie widzi zestawów, dopóki oba nie zostaną zatwierdzone (E6).
    Szach uwzględnia każde bicie według zasad ruchu, nawet takie, które zablokowałaby zdolność (E1a); zablokowane bicie jest dozwolone tylko wtedy, gdy coś daje: zużycie Sturdy albo odrzut z Bastion (E30).
    Tura: /move from: to: [promote:] [chain:c3 Chain Kill] [dk:g7 Double Kill] [qk:a7 Quantum Kill] [bdk: bqk: Blaze Rush] [res:knight@b1 Resurrection] [lock:d7 Temporal Lock] [then:f4,g5 dla Side Step, Tailwind lub Quantum Step; then:b4,a4,b5 Quantum Step i dwa kroki, E93] [rj:f5 bicie Raijin potem] [laugh:yes Schrödinger's Laugh na to:] [face:e2=north dla Block Piece], z prywatnym podglądem, potem /endturn. Zdolności działają w kolejności z E38.
elemental-rules-see-one = Zobacz jedną przez /rules game:elemental piece:earth (albo block-piece, double-kill, knight …); emblematy, odznaki i kropki na planszy: piece:board.
elemental-rules-piece = Bierka: { $piece }. Porusza się jak w szachach (E1); jej ranga przy porównaniach zdolności to { $rank } (E2). Duchy pokazują, dokąd może iść; nawiasy, gdzie może bić.
elemental-rules-unknown = `piece:{ $piece }` to nie bierka, żywioł ani zdolność Elemental chess: spróbuj knight, earth, block-piece lub double-kill.
elemental-reading-the-board = Jak czytać planszę Elemental: emblemat żywiołu każdej bierki jest w lewym dolnym rogu (Fire trójkąt, Water kropla, Earth kwadratowy blok, Air pierścień, Lightning błyskawica, Light gwiazda, Shadow półksiężyc); litery jej wzmacniacza w prawym górnym (Ss Side Step, Qs Quantum Step, St Stalwart, Be Belligerent, In Indomitable; Block Piece zamiast tego pokazuje strzałką swój kierunek, E25); brązowa kropka w prawym dolnym rogu to jeszcze nieużyty Sturdy bierki Earth (E14). Zakreskowane pole z liczbą i kropkami jest spalone: ranga, którą zatrzymuje, i pozostałe tury Fire (E9); kłódka to Temporal Lock z liczbą tur (E36); celownik to znak Sadist (E24); połączone pierścienie to dwa pola bierki Schrödingera (E37). Wciąż ukryty zestaw widać jako ? w nagłówku (E12). W prywatnym podglądzie pole ruszającej się bierki jest przyciemnione, duch pokazuje, gdzie wyląduje, nawiasy oznaczają to, co bije, a kropki mijane pola.
elemental-about-fire = Scorch: pole, które opuszcza twoja bierka, zatrzymuje wrogie bierki niższej rangi (poza Water) na twoje 3 następne tury; Blaze Rush: po biciu dodatkowy Double lub Quantum Kill, oba przeciw Earth (E9–E10).
elemental-about-water = Flood Wake: bierki zbite przez twoją stronę w półruchach cofniętych przez Do-Over pozostają usunięte; Mist Shroud: każda bierka ma Quantum Step, a twój zestaw pozostaje ukryty przed przeciwnikiem, dopóki każda zdolność nie zadziała po raz pierwszy (E11–E12).
elemental-about-earth = Bastion: stożki Block Piece 180° i losowe odrzuty; Sturdy: przetrwanie pierwszego bicia (E13–E14).
elemental-about-air = Gale Lift do przenikania, 2 dodatkowe kroki z Tailwind, Scatter Shot do bicia pionem w bok (E15–E17).
elemental-about-lightning = Overload: sloty wybierane osobno dla każdej bierki (E18); Raijin: Quantum Kill ignoruje Indomitable, a po Quantum Step bierka może bić jeszcze raz (E19).
elemental-about-light = Radiant Vision: bierki dalekiego zasięgu szachują przez pierwszą przeszkodę; Light Speed: przy twoich biciach Sturdy jest sprawdzany najpierw (E20, E22).
elemental-about-shadow = Anarchist Streak: każde porównanie rang w każdej zdolności jest pomijane, dla obu stron (E23); Sadist Streak: twój Poisonous Meat oznacza bijącą bierkę, która zostaje usunięta dwie swoje tury później razem z każdą bierką swojej strony, która stanęła obok niej (E24).
elemental-about-side-step = Po swoim ruchu bierka może zrobić 1 krok na puste sąsiednie pole (E26).
elemental-about-block-piece = Bicia z wnętrza jej stożka 90° są blokowane; zmień jej kierunek przez face: (E25).
elemental-about-quantum-step = Po swoim ruchu bierka może zamienić się miejscami z sąsiednią własną bierką niższej rangi albo przeskoczyć na puste sąsiednie pole (E27).
elemental-about-stalwart = Bierki niższej rangi nie mogą jej zbić (E28).
elemental-about-belligerent = Bierki wyższej rangi nie mogą jej zbić (E29).
elemental-about-indomitable = Odporna na usuwanie przez zdolności; nie da się przez nią przeniknąć (E31, E3).
elemental-about-double-kill = Po biciu usuń wrogą bierkę obok ofiary o randze ≤ randze ofiary (E32).
elemental-about-quantum-kill = Raz na turę po biciu usuń dowolną wrogą bierkę o randze ≤ randze ofiary; z Lightning także te z Indomitable (E32, E19).
elemental-about-chain-kill = Bij z końca łańcucha sąsiadujących własnych bierek, jakby bierka stała właśnie tam (E33); z Air daje też Quantum Step (E16).
elemental-about-poisonous-meat = Bierka wyższej rangi, która ją zbije, też zostaje usunięta, chyba że to król albo bierka z Indomitable (E32).
elemental-about-do-over = Raz na bierkę: gdy zostanie zbita lub usunięta, tura przepada, a dwa ostatnie półruchy zostają cofnięte (E34).
elemental-about-resurrection = Po biciu tą bierką przywróć jedną ze swoich brakujących bierek o randze ≤ randze ofiary na swoje dwa tylne rzędy (E35).
elemental-about-temporal-lock = Raz na bierkę, po jej ruchu, zablokuj wrogą bierkę (nie króla) na 2 najbliższe tury jej strony (E36).
elemental-about-schrodingers-laugh = Raz na bierkę (nie dla króla): zamiast ruchu kopiuje się na puste sąsiednie pole; jedna bierka na dwóch polach, zbijana tylko razem (E37).

## Choosing a turn or a loadout step by step. $square a square; $piece a
## piece's name (elemental-piece-…); $facing a facing (elemental-facing-…);
## $side a side; $slot the slot's key as typed (augmentor, offense, temporal).
elemental-a-piece = bierka
elemental-choice-pass = Pas: każdy ruch jest zablokowany (E36)
elemental-choice-piece = { $square } · { $piece }
elemental-choice-laugh = { -elemental-schrodingers-laugh }: skopiuj ją tam (E37)
elemental-choice-promote = Promocja: { $piece }
elemental-choice-chain = { -elemental-chain-kill } z { $square } (E33)
elemental-choice-double-kill = { -elemental-double-kill } na { $square }
elemental-choice-quantum-kill = { -elemental-quantum-kill } na { $square }
elemental-choice-blaze-double-kill = { -elemental-double-kill } z { -elemental-blaze-rush } na { $square }
elemental-choice-blaze-quantum-kill = { -elemental-quantum-kill } z { -elemental-blaze-rush } na { $square }
elemental-choice-resurrection = { -elemental-resurrection }: { $piece } wraca na { $square }
elemental-choice-group-return = Przywróć: { $piece }
elemental-choice-lock = { -elemental-temporal-lock } na { $square }
elemental-choice-then = Potem na { $square }
elemental-choice-and-on = I dalej na { $square }
elemental-choice-raijin = Bicie { -elemental-raijin } na { $square }
elemental-choice-its-chain = Jego { -elemental-chain-kill } z { $square }
elemental-choice-its-double-kill = Jego { -elemental-double-kill } na { $square }
elemental-choice-its-quantum-kill = Jego { -elemental-quantum-kill } na { $square }
elemental-choice-its-resurrection = Jego { -elemental-resurrection }: { $piece } wraca na { $square }
elemental-choice-face = Bierka na { $square } ({ $piece }) będzie patrzeć na { $facing }
elemental-choice-group-face = Zmień kierunek bierki na { $square }
elemental-choice-no-slot = { $slot ->
    [augmentor] Bez wzmacniacza
    [offense] Bez zdolności ofensywnej
   *[temporal] Bez zdolności czasowej
}
elemental-choice-overload = Sloty bierki na { $square } (Overload, E18)
elemental-choice-group-overload = Overload
elemental-so-far-face = { $square } patrzy na { $facing }
elemental-legend-step = Krok po ruchu albo pole { -elemental-quantum-step } (E16, E26, E27, E93)
elemental-legend-chain = { -elemental-chain-kill }: własna bierka, z której bić (E33)
elemental-legend-double-kill = { -elemental-double-kill }: którą wrogą bierkę obok pola bicia usunąć
elemental-legend-quantum-kill = { -elemental-quantum-kill }: którą wrogą bierkę usunąć
elemental-legend-blaze = { -elemental-blaze-rush }: którą wrogą bierkę usunąć dodatkowo (E10)
elemental-legend-resurrection = { -elemental-resurrection }: dokąd wraca bierka
elemental-legend-lock = { -elemental-temporal-lock }: którą wrogą bierkę zablokować (E36)
elemental-legend-raijin = { -elemental-raijin }: bicie po { -elemental-quantum-step } (E19)
elemental-legend-facing = { -elemental-block-piece }: zmiana kierunku bierki (E25)
elemental-prompt-piece = Wybierz bierkę do ruchu.
elemental-prompt-where = Wybierz, dokąd idzie.
elemental-prompt-face-or-end = Zmień kierunek bierki z { -elemental-block-piece } (zaznaczone bierki) albo Zakończ turę.
elemental-prompt-ability-face-or-end = Dodaj wybór dla zdolności, zmień kierunek bierki z { -elemental-block-piece } (co znaczą znaczniki, mówi legenda) albo Zakończ turę.
elemental-prompt-ability-or-end = Dodaj wybór dla zdolności (co znaczą znaczniki, mówi legenda) albo Zakończ turę.
elemental-prompt-end = Zakończ turę, by zagrać.
elemental-prompt-promote = Wybierz, czym stanie się pion.
elemental-prompt-abilities = Wybierz, co zrobią zdolności w tej turze.
elemental-prompt-lock-passed = ({ -elemental-temporal-lock } wybiera się przed krokami, E38: naciśnij Cofnij, by go wybrać.)
elemental-prompt-element = Wybierz żywioł swojej armii (widzisz to tylko ty, dopóki oba zestawy nie zostaną zatwierdzone, E6).
elemental-prompt-augmentor = Wybierz wzmacniacz.
elemental-prompt-offense = Wybierz zdolność ofensywną.
elemental-prompt-temporal = Wybierz zdolność czasową.
elemental-prompt-lock-in = Zatwierdź zestaw przyciskiem Zakończ turę.
elemental-prompt-lock-in-or-overload = Zatwierdź zestaw przyciskiem Zakończ turę albo daj bierce własne sloty (Overload, E18).
elemental-choices-over = Partia się skończyła.
elemental-choices-not-your-turn = Teraz tura: { $side }, nie twoja.
elemental-choices-stale = Te wybory nie tworzą już tu tury: zacznij od nowa.
elemental-loadout-locked-already = Twój zestaw jest już zatwierdzony; gra zacznie się, gdy przeciwnik zatwierdzi swój.
elemental-loadout-choices-stale = Te wybory nie tworzą już zestawu: zacznij od nowa.

## Autocomplete's suggestions. $value is the value filled in (notation).
elemental-suggest-piece = { $square } · { $piece } ({ $side })
elemental-suggest-swap = { $value } · { -elemental-quantum-step }: zamiana
elemental-suggest-step = { $value } · krok
elemental-suggest-raijin = { $value } · bicie { -elemental-raijin }
elemental-suggest-return = { $value } · przywróć brakującą bierkę: { $piece }
elemental-suggest-face = { $square } { $piece } patrzy na { $facing }

## /help: polecenia gry w jednym wierszu.
elemental-help = Elemental chess: najpierw wybierz tajny zestaw (Wybierz zestaw albo /loadout element:… augmentor:…; Lightning ustawia pojedyncze bierki przez /loadout piece:e2 …); potem tura to jeden /move (chain:, dk:, qk:, bdk:, bqk:, res:, lock:, rj:, laugh: dla wyborów zdolności, then: dla dodatkowych kroków, face: dla Block Piece), przygotowany prywatnie i zagrany przez /endturn, albo /turn move:e2-e4.

## Alt text of the board picture (what a screen reader says). $white and
## $black are elemental-alt-player; $loadout a loadout in words (or
## elemental-alt-loadout-not-shown); $parts what is concealed; $headline the
## header's line; $groups a side's pieces (elemental-alt-group each);
## $squares squares in notation; $n a count; $facing a facing.
elemental-alt-board = Plansza Elemental chess: { $white } kontra { $black }.
elemental-alt-player = { $player } ({ $side }, { $loadout })
elemental-alt-loadout-not-shown = zestaw jeszcze niepokazany
elemental-alt-concealed = { $loadout }; ukryte: { $parts }
elemental-alt-headline = { $headline }.
elemental-alt-in-check = { $side } są w szachu.
elemental-alt-last-move = Ostatni ruch { $move }.
elemental-alt-group = { $n ->
    [one] { $piece } { $squares }
   *[other] { $piece } ({ $n }): { $squares }
}
elemental-alt-pieces = { $side }: { $groups }.
elemental-alt-no-pieces = { $side }: brak bierek.
elemental-alt-faces = { $square } patrzy na { $facing }
elemental-alt-block-pieces = { $side }: bierki z { -elemental-block-piece } patrzą na { $facing }.
## $except the pieces turned another way (elemental-alt-faces each).
elemental-alt-block-pieces-except = { $side }: bierki z { -elemental-block-piece } patrzą na { $facing }, z wyjątkiem: { $except }.
elemental-alt-sturdy-used = { $side }: { -elemental-sturdy } zużyty na { $squares }.
elemental-alt-staged = Przygotowana tura, jeszcze niezagrana: { $parts }.
elemental-alt-leaves = opuszcza { $squares }
elemental-alt-landed = { $square } ({ $piece }, { $side })
elemental-alt-lands = ląduje na { $landed }
elemental-alt-takes = bije { $squares }
elemental-alt-passes = mija { $squares }
elemental-alt-options = Pola zaznaczone do wyboru: { $squares }.
elemental-alt-scorched = { $square } spalone (ranga { $rank }, { $n ->
    [one] jeszcze { $n } tura
    [few] jeszcze { $n } tury
    [many] jeszcze { $n } tur
   *[other] jeszcze { $n } tury
}).
elemental-alt-locked = { $square } zablokowane na jeszcze { $n } { $n ->
    [one] turę
    [few] tury
    [many] tur
   *[other] tury
}.
elemental-alt-marked = { $square } oznaczone.
elemental-alt-linked = { $square } i { $with } to jedna bierka ({ -elemental-schrodingers-laugh }).

## A piece's /rules diagram: its header and alt text. $piece a piece's name
## (elemental-piece-…-start in the header); $square where it stands; $moves
## and $captures squares.
elemental-diagram-headline = { $piece } na { $square }
elemental-diagram-alt = Diagram: { $piece } na { $square } (E1); duchy pokazują, dokąd może iść ({ $moves }).
elemental-diagram-alt-captures = Diagram: { $piece } na { $square } (E1); duchy pokazują, dokąd może iść ({ $moves }), nawiasy, gdzie może bić ({ $captures }).

## Why a turn is refused (typed errors of the rules crate). $square, $from, $to, $given, $option, $again, $steps and $turn are notation;
## $piece a piece (elemental-piece-…, or -start at the head of a sentence); $side the mover and $owner the piece's side (elemental-side-…);
## $blocker what blocks a capture (elemental-blocker-…); $ability an ability with what it may choose (elemental-turn-choice-…), $first and $second
## abilities' names; $offered and $allowed lists of notation; $n a count (turns left, or how many choices are listed); $rank a piece's rank.
elemental-turn-game-over = Partia się skończyła.
elemental-turn-refaced-twice = Kierunek bierki na { $square } jest zmieniany dwa razy.
elemental-turn-no-block-piece = Nie można zmienić kierunku twojej bierki na { $square } ({ $piece }): nie ma { -elemental-block-piece } (E25).
elemental-turn-nothing-to-face = Na { $square } nie stoi żadna twoja bierka, której kierunek można zmienić (E25).
elemental-turn-pass-not-allowed = Pasować możesz tylko wtedy, gdy każdy twój ruch jest zablokowany (E36).
elemental-turn-no-laugh = Nie ma Laugh z { $from } na { $to }: { -elemental-schrodingers-laugh } (E37) działa raz na bierkę, nie dla króla ani zablokowanej bierki, i tylko na puste sąsiednie pole, na którym bierka może stanąć.
elemental-turn-no-piece = Na { $square } nie ma żadnej bierki.
elemental-turn-not-yours = Bierka na { $square } ({ $piece }) należy do przeciwnika ({ $owner }); twoja strona to { $side }.
elemental-turn-locked = Twoja bierka na { $square } ({ $piece }) jest zablokowana ({ -elemental-temporal-lock }) jeszcze na { $n } { $n ->
        [one] twoją turę
        [few] twoje tury
        [many] twoich tur
       *[other] twojej tury
    } (E36).
elemental-turn-blocked-in-check = To bicie byłoby zablokowane (nie pozwala na nie { $blocker }) i zostawiłoby twojego króla w szachu (E40).
elemental-turn-blocked-without-effect = To bicie byłoby zablokowane (nie pozwala na nie { $blocker }) i nic by nie dało, więc jest niedozwolone (E30, E42).
elemental-turn-king-unsafe = { $piece } { $from }-{ $to }: ten ruch zostawiłby twojego króla w szachu albo prowadziłby przez atakowane pole (E1b, E44).
elemental-turn-scorched = Pole { $square } jest spalone: znak rangi { $rank }, ważny jeszcze przez { $n } { $n ->
        [one] turę
        [few] tury
        [many] tur
       *[other] tury
    } { -elemental-fire }, zatrzymuje tam twoją bierkę ({ $piece }) (E9).
elemental-turn-cannot-go = Bierka na { $from } ({ $piece }) nie może pójść na { $to }.
elemental-turn-no-choice = { $option }:{ $given } jest niedozwolone: { $ability } nie ma po tym ruchu nic do wyboru.
elemental-turn-not-offered = { $option }:{ $given } jest niedozwolone: { $ability } może wybrać { $n ->
        [1] tylko { $offered }
       *[other] tylko jedno z: { $offered }
    }.
elemental-turn-named-twice = { $option }:{ $square } i { $again }:{ $square } wskazują tę samą bierkę: z tego, co widzisz, usuwa ją twój { $first }, więc { $second } nie może wskazać jej ponownie; dwa razy można wskazać tylko bierkę, która po usunięciu wciąż stoi (uratowana przez { -elemental-sturdy }) (E57, E96).
elemental-turn-blocked-does-not-arrive = To bicie jest zablokowane, więc bierka nie dociera na pole: pomiń promote: i then: (E30, E50).
elemental-turn-promotion-missing = Pion dochodzi do ostatniego rzędu: wskaż bierkę przez promote:queen (albo rook, bishop, knight).
elemental-turn-cannot-promote = Awansuje tylko pion, który dochodzi do ostatniego rzędu.
elemental-turn-raijin-without-step = Bicie { -elemental-raijin } następuje po { -elemental-quantum-step } (E19): dodaj then: z polem, na które bierka robi krok lub się zamienia.
elemental-turn-steps-needed = Sam ruch { $from }-{ $to } zostawiłby twojego króla w szachu albo zakończyłby turę tam, gdzie bierka zaczęła (E1b, E43); dodaj kroki przez then:.
elemental-turn-no-steps = Po { $from }-{ $to } { $piece } nie może zrobić żadnego kroku ({ -elemental-side-step } E26, Tailwind E16, { -elemental-quantum-step } E27).
elemental-turn-steps-not-allowed = then:{ $steps } jest niedozwolone po { $from }-{ $to } (E16, E26, E27, E43, E44); { $n ->
        [1] jedyne dozwolone to { $allowed }
       *[other] możliwe jest { $allowed }
    }.
elemental-turn-removal-defeated = Ukryty { -elemental-indomitable } nie pozwala usunąć bierki, a bez tego reszta twojej tury nie działa (E12, E53). Wybierz inną turę.
elemental-turn-poisoned = Bierka, którą chcesz zbić, ma ukryty { -elemental-poisonous-meat }: twoja bijąca bierka zostałaby usunięta, a twój król byłby zagrożony (E86, E53). Wybierz inną turę.
elemental-turn-raijin-blocked = Bicie { -elemental-raijin } jest tam zablokowane przez ukrytą zdolność, a twoja bierka nie mogłaby zakończyć tury tam, gdzie stoi (E53, E70). Wybierz inną turę.
elemental-turn-unsafe-to-stay = Ukryta zdolność bierki na { $square } na to nie pozwala, a gdyby twoja bierka została na miejscu, twój król nie byłby bezpieczny (E53). Wybierz inną turę.
elemental-turn-not-here = Tury { $turn } nie da się tu zagrać; wybierz inną turę.
elemental-turn-choice-chain = { -elemental-chain-kill } (E33: ostatnia własna bierka łańcucha sąsiadujących własnych bierek, który zaczyna się obok bierki, i bicie stamtąd)
elemental-turn-choice-double-kill = { -elemental-double-kill } (E32: wroga bierka obok pola bicia o randze ≤ randze ofiary, nie król ani bierka z { -elemental-indomitable })
elemental-turn-choice-quantum-kill = { -elemental-quantum-kill } (E32: dowolna wroga bierka o randze ≤ randze ofiary, nie król ani bierka z { -elemental-indomitable })
elemental-turn-choice-blaze-double-kill = { -elemental-double-kill } z { -elemental-blaze-rush } (E10: dodatkowy, jak { -elemental-double-kill }; przeciw { -elemental-earth } oprócz dodatkowego { -elemental-quantum-kill }, w przeciwnym razie zamiast niego)
elemental-turn-choice-blaze-quantum-kill = { -elemental-quantum-kill } z { -elemental-blaze-rush } (E10: dodatkowy, jak { -elemental-quantum-kill }; przeciw { -elemental-earth } oprócz dodatkowego { -elemental-double-kill }, w przeciwnym razie zamiast niego)
elemental-turn-choice-resurrection = { -elemental-resurrection } (E35: brakująca bierka o randze ≤ randze ofiary, na puste pole twoich dwóch tylnych rzędów)
elemental-turn-choice-raijin = { -elemental-raijin } (E19: po { -elemental-quantum-step } jeszcze jedno bicie z nowego pola)
elemental-turn-choice-lock = { -elemental-temporal-lock } (E36: raz na bierkę, dowolna wroga bierka oprócz króla)
