# Polish (pl). Glossary: move = ruch, turn = tura, piece = bierka, square = pole, game = partia, challenge = wyzwanie, claim = przejęcie, loadout = zestaw, augmentor = wzmacniacz, element = żywioł, shells = muszelki, rating = ranking, analysis = analiza, accuracy = dokładność, inaccuracy = niedokładność, mistake = błąd, blunder = poważny błąd, win chance = szansa na wygraną, engine = bot

# Analiza zakończonych partii przez bota (/analyse, przycisk Analiza,
# obraz analizy i analiza na stronie partii).

## Odmowy /analyse. $id to numer partii, $game to tytuł gry.
analyse-no-such-game = Na tym serwerze nie ma partii { $id }; /history pokazuje partię z tego kanału.
analyse-no-game-yet = Na tym kanale nie rozegrano jeszcze żadnej partii; zacznij ją przez /challenge.
analyse-not-over = Partia { $id } wciąż trwa: jej analiza pojawi się, gdy się skończy.
analyse-not-this-game = Bot nie analizuje partii w grze { $game }.
analyse-nothing = Partia { $id } skończyła się, zanim ktokolwiek rozegrał turę: nie ma czego analizować.

## Analiza nie jest jeszcze gotowa. $ahead to liczba partii, które czekają przed nią.
analyse-queued = Bot przeanalizuje partię { $id }{ $ahead ->
        [0] {""}
        [one] {" po jeszcze jednej partii"}
        [few] {" "}po { $ahead } innych partiach
        [many] {" "}po { $ahead } innych partiach
       *[other] {" "}po { $ahead } innej partii
    }. Zapytaj ponownie przez /analyse game:{ $id } za minutę lub dwie.

## Analiza. $players to „alice vs bob”.
analyse-of = Analiza partii { $id } ({ $game }: { $players })
analyse-alt = Wykres szans każdego gracza na wygraną w trakcie partii { $id } ({ $game }: { $players }), a pod nim oznaczone tury.
## Jeden wiersz na gracza. $accuracy to procent w liczbach całkowitych.
analyse-player = { $who }: dokładność { $accuracy }%, { $inaccuracies ->
        [one] { $inaccuracies } niedokładność
        [few] { $inaccuracies } niedokładności
        [many] { $inaccuracies } niedokładności
       *[other] { $inaccuracies } niedokładności
    }, { $mistakes ->
        [one] { $mistakes } błąd
        [few] { $mistakes } błędy
        [many] { $mistakes } błędów
       *[other] { $mistakes } błędu
    }, { $blunders ->
        [one] { $blunders } poważny błąd
        [few] { $blunders } poważne błędy
        [many] { $blunders } poważnych błędów
       *[other] { $blunders } poważnego błędu
    }
analyse-player-no-turns = { $who }: brak decyzji, które bot mógłby ocenić
analyse-swings = Największe wahania:
## $turn to numer tury, $played i $best to tury w notacji gry, $mark to jedno ze słów analysis-mark-.
analyse-swing = Tura { $turn }, { $who }: { $played } ({ $mark }); bot wolałby { $best }
analysis-mark-inaccuracy = niedokładność
analysis-mark-mistake = błąd
analysis-mark-blunder = poważny błąd
analysis-mark-none = niewielka strata

## Przycisk pod ostatnią wiadomością zakończonej partii.
button-analysis = Analiza

## Analiza na stronie partii.
web-analysis-title = Analiza bota
web-analysis-graph-alt = Szanse każdego gracza na wygraną w trakcie partii { $id }, pozycja po pozycji, a pod nimi oznaczone tury.
web-analysis-secrets = Bot widział to, co podczas gry było ukryte (tajne wybory, ujawnione po zakończeniu partii); ta analiza też to uwzględnia i jest taka sama dla wszystkich.
## $mark to jedno ze słów analysis-mark-.
web-analysis-shown-mark = Oznaczenie: { $mark }.
web-analysis-shown-best = Bot zagrałby w tej turze tak samo.
## $best to tura w notacji gry, $line to tury, których bot spodziewał się po niej.
web-analysis-shown-preferred = Bot wolałby { $best } (jego wariant: { $line }).
web-analysis-how = Szanse na wygraną pochodzą z oceny bota przy stałym nakładzie obliczeń, dopasowanej do jego własnych partii. Tura zostaje oznaczona, gdy w porównaniu z wyborem bota kosztuje gracza 5 (niedokładność), 10 (błąd) lub 15 (poważny błąd) punktów szansy na wygraną; dokładność to średnia z tur gracza.
web-analysis-waiting = Bot jeszcze nie przeanalizował tej partii; analiza pojawi się tutaj, gdy będzie gotowa.

## Under a page's board where the next turn was marked: the engine's choice, drawn as an arrow.
web-analysis-arrow = Strzałka: wybór bota w tym miejscu, { $best }.
