# Regions chess (pl). Słowniczek: White = Białe, Black = Czarne, pawn = pion, commander = dowódca, jumper = skakun, hussar = huzar, bishop = goniec, scout = zwiadowca, tower = wieża, queen = hetman, king = król, infiltrator = infiltrator, water = woda, land = ląd, air = powietrze (kanał powietrzny). Identyfikatory reguł (R14), notacja i wpisywane wartości (queen, carry:) zostają bez zmian.

-regions-white = Białe
-regions-black = Czarne
-regions-pawn = pion
-regions-commander = dowódca
-regions-jumper = skakun
-regions-hussar = huzar
-regions-bishop = goniec
-regions-scout = zwiadowca
-regions-tower = wieża
-regions-queen = hetman
-regions-king = król
-regions-infiltrator = infiltrator
-regions-water = woda
-regions-land = ląd
-regions-air = powietrze

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
regions-a-piece = bierka
regions-square-piece = { $square } · { $piece }
regions-square = { $square }
regions-action-reveal = ujawnienie

regions-started = Gramy: { $white } ({ -regions-white }) kontra { $black } ({ -regions-black }), Regions chess. Najpierw każde z was potajemnie wybiera infiltratora, bierkę przeciwnika, która może później zmienić stronę (R13): naciśnij Wybierz infiltratora albo wpisz /pick piece:<square>.
regions-button-pick = Wybierz infiltratora
regions-your-pick = Twój infiltrator: { $piece } na { $square }. Widzisz to tylko ty; na twoich własnych widokach jest oznaczony maską. Gdy w partii padnie jakikolwiek szach, możesz go ujawnić przez /reveal (R14).
regions-both-picked = { $player } ({ $side }) wybiera infiltratora. Oboje już wybraliście: { $white } ({ -regions-white }) zaczyna, użyj /move from:<square> to:<square>.
regions-both-picked-engine = { $player } ({ $side }) wybiera infiltratora. Oboje już wybraliście: { $white } ({ -regions-white }) zaczyna.
regions-picked-waiting = { $player } ({ $side }) wybiera infiltratora; czekamy na { $other }.
regions-pick-first = Najpierw wybierz infiltratora: naciśnij Wybierz infiltratora albo /pick piece:<square> (bierka przeciwnika inna niż król, hetman, wieże i zwiadowcy).
regions-opponent-picking = Przeciwnik wciąż wybiera infiltratora; gra zacznie się, gdy skończy.
regions-not-your-turn = Teraz ruch gracza { $player } ({ $side }); poczekaj na jego ruch.
regions-not-your-turn-now = Teraz ruch mają { $side }, nie ty.

regions-not-a-square = `{ $text }` to nie pole: wpisz kolumnę a–j i rząd 1–10, np. e2 albo j10.
regions-not-a-promotion = `{ $option }:{ $value }` to nie jest opcja: użyj queen, tower, bishop, scout albo hussar.
regions-not-a-piece = `piece:{ $value }` to nie bierka Regions: użyj pawn, commander, jumper, hussar, bishop, scout, tower, queen albo king.
regions-turn-needs-move = Tura wymaga ruchu, np. /turn move:e2-e4.
regions-carry-promote-alone = `carry_promote:` idzie w parze z `carry:`, np. /move from:e9 to:e10 promote:queen carry:d9 carry_promote:queen.
regions-nothing-staged = Nie masz przygotowanego ruchu: przygotuj go przez /move albo zagraj od razu przez /turn move:e2-e4.

regions-error-game-over = Partia skończona: { $winner } zbijają króla (R15).
regions-error-picks-pending = Oboje gracze wybierają infiltratora przed pierwszym ruchem (R13).
regions-error-empty = Na { $square } nie ma bierki.
regions-error-not-yours = Bierka { $kind } na { $square } należy do strony { $owner }, nie możesz nią ruszać.
regions-error-own-piece = Twoja bierka { $kind } z { $from } nie może iść na { $to }: stoi tam twoja bierka.
regions-error-across-sky = Twoja bierka { $kind } z { $from } nie może bić na { $to }: dzieli je kanał powietrzny, a przez niego z lądu lub wody biją tylko zwiadowcy, wieże i hetman (R4).
regions-error-out-of-reach = Twoja bierka { $kind } z { $from } nie dosięga { $to } ({ $rule }).
regions-error-promotion-needed = Twoja bierka { $kind } dochodzi do ostatniego rzędu na { $square }: wybierz, czym się stanie (queen, tower, bishop, scout albo hussar) (R6).
regions-hint-promote = Dodaj to jako promote:queen (albo tower, bishop, scout, hussar).
regions-error-promotion-not-allowed = Promocję dostaje tylko pion, który dochodzi do ostatniego rzędu; bierka idąca na { $square } nie (R6).
regions-error-carry-needs-advance = Tylko ruch naprzód dowódcy bez bicia może przenieść piona (R7).
regions-error-no-pawn-to-carry = Dowódca może przenieść tylko twojego zwykłego piona z sąsiedniego pola; na { $square } żadnego nie ma (R7).
regions-error-carry-too-far = Pion na { $pawn } może przejść naprzód tylko { $reach ->
        [one] { $reach } pole
        [few] { $reach } pola
        [many] { $reach } pól
       *[other] { $reach } pola
    }, więc dowódca idzie tylko tak daleko: { $shorter } (R7).
regions-carry-none = nie da się go przenieść
regions-carry-instead = przesuń zamiast tego dowódcę na { $square }
regions-error-carry-promotion = Przeniesiony pion kończy na { $square }: podaj dla niego promocję dokładnie wtedy, gdy to jego ostatni rząd (R7).
regions-hint-carry-promote = Podaj to jako carry_promote:queen (albo tower, bishop, scout, hussar).
regions-error-reveal-before-check = Możesz ujawnić infiltratora dopiero, gdy w partii padł szach (R14).
regions-error-already-revealed = Już ujawniłeś infiltratora; każdy ujawnia tylko raz (R14).
regions-error-infiltrator-lost = Twój infiltrator został zbity, zanim go ujawniłeś, więc nie ma czego ujawniać (R14).
regions-pick-already = Już wybrałeś infiltratora (R13).
regions-pick-empty = Na { $square } nie ma bierki: wybierz bierkę przeciwnika (R13).
regions-pick-own = Bierka { $kind } na { $square } jest twoja: wybierz bierkę przeciwnika (R13).
regions-pick-forbidden = Bierka { $kind } na { $square } nie może być infiltratorem: królów, hetmanów, wież i zwiadowców nie można wybrać (R13).

regions-staged = Przygotowano: { $action }. Obrazek pokazuje to na planszy: pole startowe przyciemnione, duch tam, gdzie bierka ląduje, nawiasy na zbijanej bierce. Naciśnij Zakończ turę (albo /endturn), by zagrać, Cofnij (/undo), by zacząć od nowa.
regions-turn-line = Tura { $turn } · { $side } ({ $player }): { $action }
regions-turn-line-takes = Tura { $turn } · { $side } ({ $player }): { $action }, bije: { $taken }
regions-wins = { $player } ({ $side }) wygrywa! Król ({ $loser }) został zbity.
regions-result-wins = { $player } ({ $side }) wygrywa: król ({ $loser }) został zbity.
regions-result-no-action = Remis: { $player } ({ $side }) nie ma żadnego dozwolonego ruchu (R15).
regions-event-carried = Przeniesiono: { $piece }, { $from }-{ $to }.
regions-event-promoted = Pion ({ $side }) na { $square } awansował: { $kind }.
regions-event-recapture = Dowódca ({ $side }) może w następnej turze odbić na { $square }.
regions-event-revealed = { $side } ujawniają infiltratora: bierka { $kind } na { $square } należy teraz do strony { $side }.
regions-event-infiltrator-lost = Twój infiltrator na { $square } został zbity, zanim go ujawniłeś.
regions-in-check = { $side } są w szachu.

regions-game-over = Koniec partii:
regions-picking-one = Wybór infiltratorów: czekamy na { $player }.
regions-picking-both = Wybór infiltratorów: czekamy na { $white } i { $black }.
regions-status-turn = Tura { $turn } · ruch: { $side } ({ $player }).
regions-describe-title = Regions chess: { $white } ({ -regions-white }) kontra { $black } ({ -regions-black }).
regions-check-happened = Padł już szach: infiltratorów można ujawniać (R14).
regions-no-check-yet = Nie padł jeszcze żaden szach: infiltratorzy pozostają ukryci (R14).
regions-recapture-now = Dowódca ({ $side }) może w tej turze odbić na { $square } (R7).
regions-has-revealed = { $side } ujawniły swojego infiltratora.
regions-hidden-until-end = Infiltrator ({ $side }), ukryty do końca (R16): { $piece } na { $square }.
regions-hidden-until-end-gone = Infiltrator ({ $side }), ukryty do końca (R16): bierka na { $square }.
regions-lost-before-reveal = Infiltrator ({ $side }) został zbity, zanim go ujawniono (R14).
regions-your-infiltrator = Twój infiltrator: { $piece } na { $square } (widzisz to tylko ty).
regions-your-infiltrator-lost = Twój infiltrator został zbity, zanim go ujawniłeś (widzisz to tylko ty).
regions-has-lost = { $side } straciły: { $pieces }.
regions-position = Pozycja: `{ $position }`
regions-record-picked-secret = wybrano { $square } jako infiltratora (widzisz to tylko ty)
regions-record-picked = wybrano { $square } jako infiltratora

regions-at-end-one = Infiltratorzy, pokazani po końcu partii (R16): { $first }.
regions-at-end-two = Infiltratorzy, pokazani po końcu partii (R16): { $first }; { $second }.
regions-end-hidden = { $side }: { $piece } na { $square }
regions-end-hidden-gone = { $side }: bierka na { $square }
regions-end-lost = { $side }: { $piece } wybrany na { $square }, zbity przed ujawnieniem
regions-end-lost-unknown = { $side }: zbity przed ujawnieniem

regions-choice-reveal = Ujawnij infiltratora
regions-choice-promote = Promuj na: { $kind }
regions-choice-carry = Przenieś piona z { $square }
regions-choice-carry-promote = Przeniesiony pion staje się: { $kind }
regions-choice-group-carry = Przenieś piona
regions-prompt-pick = Wybierz tajnego infiltratora: jedną z bierek przeciwnika (widzisz to tylko ty).
regions-prompt-piece-or-reveal = Wybierz bierkę do ruchu (albo Ujawnij).
regions-prompt-piece = Wybierz bierkę do ruchu.
regions-prompt-carried-becomes = Wybierz, czym stanie się przeniesiony pion.
regions-prompt-pawn-becomes = Wybierz, czym stanie się pion.
regions-prompt-carry = Wybierz piona, którego przeniesie dowódca, albo Zakończ turę, by ruszyć nim samym.
regions-prompt-end-turn = Zakończ turę, by zagrać.
regions-prompt-where = Wybierz, dokąd idzie.
regions-over = Partia jest skończona.
regions-you-have-picked = Już wybrałeś; gra zacznie się, gdy przeciwnik wybierze.
regions-choices-stale = Te wybory nie tworzą już tu tury: zacznij od nowa.

regions-rules-board = Regions chess: { -regions-white } kontra { -regions-black } na planszy 10×10, której kolumny to teren: a, b, i, j { -regions-water }; c, d, g, h { -regions-land }; e i f kanał powietrzny. Zaczynają { -regions-white }; zbicie wrogiego króla wygrywa (nie ma mata).
regions-rules-terrain = Bierka na lądzie lub wodzie nie może zbić bierki na lądzie lub wodzie przez kanał powietrzny; zwiadowcy, wieże i hetman ignorują teren, a bierka w powietrzu bije wszędzie.
regions-rules-picks = Przed pierwszym ruchem każdy gracz potajemnie wybiera bierkę przeciwnika (nie króla, hetmana, wieże ani zwiadowców) jako swojego infiltratora (/pick). Gdy padnie jakikolwiek szach, możesz poświęcić turę, by go ujawnić przez /reveal: zmienia stronę.
regions-rules-commanders = Dowódcy mogą przenieść sąsiedniego piona naprzód (/move … carry:<square>) i odbijać obok siebie. Zobacz bierkę przez /rules game:regions piece:jumper; obrazek pokazuje bierki, których możesz nie znać.
regions-rules-pawn = Pion (R6): jedno pole prosto naprzód, bije jedno pole po skosie naprzód. W pierwszym ruchu może pójść dalej: 1 z wody, 2 z lądu, 3 z powietrza. Na ostatnim rzędzie staje się hetmanem, wieżą, gońcem, zwiadowcą albo huzarem.
regions-rules-commander = Dowódca (R7): rusza się jak pion; przy ruchu naprzód bez bicia może przenieść jednego z twoich zwykłych pionów z sąsiedniego pola o tę samą odległość (oba idą tylko tak daleko, jak może pion). Gdy twój pion zostanie zbity obok niego, może tam odbić w twojej następnej turze, w dowolnym kierunku.
regions-rules-jumper = Skakun (R10): krok o jedno pole w dowolną stronę, bije jedno pole prosto lub po skosie naprzód, albo przeskakuje sąsiednią bierkę na puste pole za nią: z wody bez skoków, z lądu jeden, z powietrza łańcuch dwóch. Skoki niczego nie biją.
regions-rules-hussar = Huzar (R9): skacze jak skoczek albo idzie dokładnie trzy pola prosto, przechodząc nad własnymi bierkami, ale nie nad wrogimi.
regions-rules-bishop = Goniec (R8): sunie po skosie; związany terenem (R4).
regions-rules-scout = Zwiadowca (R8): sunie po skosie i ignoruje teren.
regions-rules-tower = Wieża (R8): sunie wzdłuż rzędów i kolumn i ignoruje teren.
regions-rules-queen = Hetman (R8): sunie w każdym prostym kierunku i ignoruje teren.
regions-rules-king = Król (R11): jedno pole w dowolną stronę, może wejść pod atak. Jego utrata to przegrana.
regions-rules-marks = Duchy pokazują, dokąd może iść; nawiasy, gdzie może bić.

regions-header-wins = Tura { $turn } · wygrywają { $side }
regions-header-picking = Wybór infiltratorów
regions-header-drawn = Tura { $turn } · remis
regions-header-to-move = Tura { $turn } · ruch: { $side }
regions-header-ended = Koniec partii · { $ended }
regions-alt-game-over = Koniec partii: { $ended }
regions-alt-board = Plansza Regions chess, { $white } ({ -regions-white }) kontra { $black } ({ -regions-black }). { $state }.
regions-alt-terrain = Kolumny a, b, i, j to { -regions-water }; c, d, g, h { -regions-land }; e, f kanał powietrzny.
regions-alt-marked = Oznaczone: { $square }.
regions-alt-last-move = Ostatni ruch { $from }-{ $to }.
regions-alt-infiltrator-end = Infiltrator ({ $side }), ukryty do końca (R16): { $piece } na { $square }, oznaczony maską.
regions-alt-infiltrator-mine = Twój infiltrator (sekret: { $side }): { $piece } na { $square }, oznaczony maską.
regions-alt-side = { $side }:
regions-alt-group = { $kind } { $squares }
regions-alt-nothing = nic
regions-alt-staged = Przygotowane, jeszcze nie zagrane:
regions-alt-leaves = opuszcza { $squares }
regions-alt-lands = ląduje na { $squares }
regions-alt-ghost = { $square } ({ $piece })
regions-alt-takes = bije { $squares }
regions-alt-passes = mija { $squares }
regions-alt-options = Oznaczone do wyboru: { $squares }.
regions-alt-diagram = Diagram: { $kind } ({ $rule }) na { $square }, teren: { $region }.
regions-alt-diagram-moves = Może iść na { $squares }.
regions-alt-diagram-captures = Może bić na { $squares }.
regions-diagram-title = { $kind } ({ $rule }) na { $square }: duchy tam, dokąd idzie, nawiasy tam, gdzie bije
regions-legend-title = Bierki, których możesz nie znać (każdą zobaczysz przez /rules piece:…)
regions-legend-name = { $kind } ({ $rule })
regions-legend-alt = Legenda bierek Regions, każda { -regions-white } i { -regions-black }: { $pieces }.

## /help: polecenia gry w jednym wierszu.
regions-help = Regions chess: najpierw wybierz przez /pick swojego tajnego infiltratora; potem tura to jeden /move (z carry: dla dowódcy), przygotowany prywatnie i zagrany przez /endturn, albo /reveal.
