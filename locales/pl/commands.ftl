# Polish (pl). Glossary: move = ruch, turn = tura, piece = bierka, square = pole, game = partia, challenge = wyzwanie, claim = przejęcie, loadout = zestaw, augmentor = wzmacniacz, element = żywioł, shells = muszelki, rating = ranking

# Opisy poleceń z ukośnikiem, jak Discord pokazuje je obok każdego polecenia
# i opcji (najwyżej 100 znaków; nazwy i wybory zostają po angielsku, więc
# `/move from:E2 to:E4` czyta się wszędzie tak samo). Opis wspólny dla kilku
# poleceń jest zapisany raz i przywoływany.

## Opis polecenia, które mają tylko niektóre gry, z ich nazwami.
## $games to tytuły gier jako lista, $about to opis.
command-for-games = { $games }: { $about }
## Tytuł gry na takiej liście.
game-title = { $title }

## Polecenia hosta.
command-challenge = Wyzwij kogoś na partię na tym kanale (Throne: otwórz stół dla 2–4 osób)
command-challenge-opponent = Kogo wyzywasz (przy stole: kogo zapraszasz; dołączyć może każdy)
command-challenge-game = Która gra (domyślnie: pierwsza w /help)
command-challenge-side = Twoja strona (domyślnie: rzut monetą)
command-challenge-players = Gry przy stole: liczba miejsc, 2–4 (domyślnie: najwięcej)
command-challenge-time = Czas na turę (domyślnie 1 dzień); gracz na ruchu przegrywa, gdy czas się skończy
command-challenge-rated = Czy partia liczy się do rankingu (domyślnie true; false: partia towarzyska)
command-challenge-level = Przeciw botowi: jego siła, od 1 (szybki, słaby) do 5 (najsilniejszy); domyślnie 3
command-challenge-bots = Gry przy stole: ile miejsc bot zajmie od razu, 1–3 (na poziomie z level:)
command-accept = Przyjmij wyzwanie skierowane do ciebie
command-decline = Odrzuć wyzwanie skierowane do ciebie
command-cancel = Wycofaj swoje wyzwanie
command-join = Zajmij miejsce przy otwartym stole
command-leave = Zwolnij swoje miejsce przy otwartym stole
command-start = Rozpocznij partię przy stole (jego założyciel, gdy siedzą co najmniej 2 osoby)
command-board = Pokaż planszę wszystkim
command-game = Czyja tura, przejęcia, propozycje, bicia i pozycja (prywatnie)
command-history = Zapis partii (prywatnie)
command-play = Zagraj turę, wybierając krok po kroku, bez pisania (prywatnie)
command-undo = Wyczyść przygotowaną turę
command-endturn = Zagraj przygotowaną turę
command-resign = Poddaj partię
command-abort = Zakończ partię przed jej drugą turą, bez wyniku
command-draw = Zaproponuj, przyjmij lub odrzuć remis
command-draw-action = offer, accept lub decline
command-rules = Zasady gry; z bierką: jak się porusza
command-rules-game = Która gra (domyślnie: ta z tego kanału)
command-rules-piece = Bierka do pokazania
command-leaderboard = Dziesięciu graczy z najwyższym rankingiem w grze na tym serwerze i twoje miejsce
command-leaderboard-game = { command-rules-game }
command-profile = Rankingi, wygrane, przegrane, remisy, seria i ostatnie pięć partii gracza
command-profile-user = Czyj (domyślnie: twój)
command-archive = Pokazuj partie tego serwera w sieci albo przestań (zarządzający serwerem)
command-archive-state = on lub off
command-anonymous = Występuj anonimowo w internetowych archiwach bota albo znów pod swoją nazwą
command-anonymous-state = { command-archive-state }
command-language = Język, w którym ci odpowiadam, albo język publicznych wiadomości serwera
command-language-locale = Język albo auto, by działać według ustawień twojego Discorda
command-language-for = Tylko ty albo serwer (zarządzający nim) (domyślnie: ty)
command-notify = Powiadomienia w DM: każda tura, tylko przy braku czasu, dzienne podsumowanie lub wyłączone
command-notify-mode = every (twoje tury i mało czasu), low (tylko mało czasu), digest (raz dziennie) lub off
command-notify-game = Tylko dla tej gry (domyślnie: wszystkie gry)
command-notify-quiet = Godziny ciszy, np. 22-07 (wymaga zone:)
command-notify-zone = Twoja strefa czasowa, np. Europe/Berlin
command-notify-low = Przypomnij, gdy zostanie mniej minut (domyślnie: ćwierć tury, najwyżej 60)
command-replay = Partia jako animowany obraz (ostatnia z kanału albo wybrana po numerze)
command-replay-game = Numer partii, jak pokazuje go /history (domyślnie: ostatnia z tego kanału)
command-analyse = Analiza zakończonej partii przez bota (ostatniej z kanału albo wybranej po numerze)
command-analyse-game = Numer partii, jak pokazuje go /history (domyślnie: ostatnia z tego kanału)
command-tournament = Turnieje: create, join, leave, start, standings; organizator: withdraw, pause, resume, end
command-tournament-action = Co zrobić
command-tournament-game = create: która gra (domyślnie: pierwsza w /help)
command-tournament-format = create: swiss (domyślnie), roundrobin, double, knockout, arena; Throne: tables
command-tournament-rounds = create: liczba rund w swiss i tables (domyślnie: tyle, by wyłonić zwycięzcę)
command-tournament-time = create: czas na turę w każdej partii (domyślnie 1 dzień); nieobecny przegrywa na czas
command-tournament-starts = create: startuje sam po takim czasie, np. 30m, 2h lub 1d (domyślnie: po ręcznym starcie)
command-tournament-length = create: tylko arena, jak długo są kojarzone nowe partie, np. 1h (domyślnie 1h)
command-tournament-draws = create: tylko knockout, remis jest powtarzany (domyślnie) lub awansuje wyżej rozstawiony
command-tournament-player = join (organizator zapisuje kogoś albo bota) lub withdraw: kto
command-tournament-level = join z player: bot: jego poziom, od 1 (szybki) do 5 (najsilniejszy)
command-help = Polecenia i przebieg tury

## Masters
command-masters-move = Przygotuj ruch; przed końcem tury zobaczysz prywatny podgląd
command-masters-move-from = Pole bierki, np. E2
command-masters-move-to = Dokąd idzie, np. E4
command-masters-move-promote = W co zmienia się bierka, która dojdzie do ostatniego rzędu
command-masters-claim = Przygotuj przejęcie lalkarzem; bez celu zobaczysz, co możesz przejąć
command-masters-claim-target = Pole bierki przeciwnika, np. F9
command-masters-inherit = Odpowiedz na propozycję dziedziczenia od twojej wiedźmy
command-masters-inherit-choice = accept, decline albo bierka, której ruchy przejąć
command-masters-turn = Zagraj całą turę jednym poleceniem
command-masters-turn-move = Ruch, np. E2-E4
command-masters-turn-claim = Cel przejęcia, np. F9
command-masters-turn-inherit = Twoja odpowiedź na propozycję wiedźmy
command-masters-turn-promote = { command-masters-move-promote }

## Regions chess
command-regions-pick = Wybierz tajnego infiltratora, bierkę przeciwnika (widzisz ją tylko ty)
command-regions-pick-piece = Pole bierki przeciwnika, np. e9
command-regions-move = { command-masters-move }
command-regions-move-from = { command-masters-move-from }
command-regions-move-to = { command-masters-move-to }
command-regions-move-promote = { command-masters-move-promote }
command-regions-move-carry = Pion, którego niesie ze sobą twój dowódca
command-regions-move-carry_promote = W co zmienia się niesiony pion na ostatnim rzędzie
command-regions-reveal = Ujawnij infiltratora (gdy padł już szach); to kończy twoją turę
command-regions-turn = { command-masters-turn }
command-regions-turn-move = { command-masters-turn-move }
command-regions-turn-promote = { command-masters-move-promote }
command-regions-turn-carry = { command-regions-move-carry }
command-regions-turn-carry_promote = { command-regions-move-carry_promote }

## Throne
command-throne-throw = Rzuć muszelkami w swojej rundzie
command-throne-move = Przesuń bierkę, wykorzystując naraz część swoich wartości
command-throne-move-piece = Gdzie stoi bierka (home, 1–12, red-1 …)
command-throne-move-kind = soldier, unit lub squad, gdy stoi tam kilka bierek
command-throne-move-values = Wartości do wykorzystania, np. 6+5

## Elemental chess
command-elemental-loadout = Wybierz i zatwierdź tajny zestaw (piece: ustawia jedną bierkę, tylko Lightning)
command-elemental-loadout-element = Twój żywioł
command-elemental-loadout-augmentor = Wzmacniacz, który ma każda bierka (albo ta bierka, z piece:)
command-elemental-loadout-offense = Zdolność ofensywna
command-elemental-loadout-temporal = Zdolność czasowa
command-elemental-loadout-piece = Lightning: bierka, dla której są te sloty, np. e2
command-elemental-move = { command-masters-move }
command-elemental-move-from = { command-masters-move-from }
command-elemental-move-to = { command-masters-move-to }
command-elemental-move-promote = { command-masters-move-promote }
command-elemental-move-chain = Chain Kill: twoja bierka na końcu łańcucha, z której bijesz, np. c3
command-elemental-move-dk = Double Kill: bierka przeciwnika obok pola bicia, którą usuwasz, np. g7
command-elemental-move-qk = Quantum Kill: bierka przeciwnika do usunięcia, np. a7
command-elemental-move-bdk = Fire, Blaze Rush: cel dodatkowego Double Kill, np. g7
command-elemental-move-bqk = Fire, Blaze Rush: cel dodatkowego Quantum Kill, np. a7
command-elemental-move-res = Resurrection: brakująca bierka do przywrócenia i jej pole, np. knight@b1
command-elemental-move-lock = Temporal Lock: bierka przeciwnika do zablokowania, np. d7
command-elemental-move-then = Po ruchu: Quantum Step, potem kroki, np. f4, f4,g5 lub b4,a4,b5 (E93)
command-elemental-move-rj = Lightning, Raijin: bicie po Quantum Step, np. f5 lub f8=q,dk:g7
command-elemental-move-laugh = Schrödinger's Laugh: skopiuj bierkę na pole z to: zamiast ją przesuwać
command-elemental-move-face = Kierunki Block Piece, np. north lub e2=north
command-elemental-turn = { command-masters-turn }
command-elemental-turn-move = { command-masters-turn-move }
command-elemental-turn-promote = { command-masters-move-promote }
command-elemental-turn-chain = { command-elemental-move-chain }
command-elemental-turn-dk = { command-elemental-move-dk }
command-elemental-turn-qk = { command-elemental-move-qk }
command-elemental-turn-bdk = { command-elemental-move-bdk }
command-elemental-turn-bqk = { command-elemental-move-bqk }
command-elemental-turn-res = { command-elemental-move-res }
command-elemental-turn-lock = { command-elemental-move-lock }
command-elemental-turn-then = { command-elemental-move-then }
command-elemental-turn-rj = { command-elemental-move-rj }
command-elemental-turn-laugh = { command-elemental-move-laugh }
command-elemental-turn-face = { command-elemental-move-face }
command-mygames = Twoje trwające partie na wszystkich serwerach: czyj ruch, do kiedy, gdzie (prywatnie)
command-puzzle = Zadanie z partii tego serwera (lub dowolnych) do rozwiązania tutaj; daily:on – jedno codziennie
command-puzzle-game = Zadania z której gry (domyślnie: dowolnej)
command-puzzle-daily = Publikuj tu zadanie codziennie albo przestań (tylko zarządzający serwerem)
