# Polish (pl). Glossary: command = polecenie, option = opcja, value = wartość, side = strona, turn time = czas na turę, level = poziom, table = stół, seat = miejsce, event = turniej, round = runda, button = przycisk, menu = menu; nazwy opcji i wpisywane wartości (players:, rated:true, state:on, format:tables) zostają bez zmian
# Źle wpisane polecenie: co przyjmuje każda opcja. $value to to, co wpisano
# (skrócone); listy wartości ($games, $sides, $times, $formats, $others) są
# połączone przez „lub” zgodnie z językiem; $game to tytuł gry.

## /challenge, /replay, /draw, /rules, /archive i pozostałe.
parse-not-a-game = `game:{ $value }` to jeszcze nie gra, którą prowadzę: użyj { $games }.
parse-unknown-member = Nie wiem, kim jest `{ $value }`: wskaż członka tego kanału.
parse-no-such-command = Nie ma polecenia `/{ $value }`. Wpisz /help, żeby zobaczyć listę.
## $verb to polecenie; $options jego opcje, tak jak się je wpisuje.
parse-no-such-option = `/{ $verb }` nie ma opcji `{ $value }`; dostępne opcje to: { $options }.
parse-no-options = `/{ $verb }` nie ma opcji `{ $value }`; to polecenie nie przyjmuje żadnych opcji.
parse-needs-opponent = `/challenge` potrzebuje `opponent:`, np. /challenge opponent:bob.
parse-players-not-a-table = `players:` dotyczy gier przy stole; { $game } to gra dwuosobowa.
## $min i $max to liczby graczy.
parse-not-a-table-size = `players:{ $value }` to nie liczba graczy przy stole: użyj od { $min } do { $max }.
parse-no-side-to-choose = `side:{ $value }`: w grze { $game } o miejscach decyduje kolejność dołączania, więc nie ma strony do wyboru.
parse-not-a-side = `side:{ $value }` to nie strona: użyj { $sides }.
parse-not-a-turn-time = `time:{ $value }` to nie czas na turę: użyj { $times }.
parse-not-a-rated-answer = `rated:{ $value }` to nie jest odpowiedź: użyj rated:true albo rated:false.
parse-not-a-level = `level:{ $value }` to nie poziom: użyj od 1 (szybki, słaby) do 5 (najsilniejszy).
parse-bots-not-a-table = `bots:` dotyczy gier przy stole; w grze { $game } wyzwij samego bota, np. /challenge opponent:engine.
## $max to liczba miejsc.
parse-not-bot-seats = `bots:{ $value }` to nie liczba miejsc dla bota: użyj od 1 do { $max }.
parse-not-a-game-number = `game:{ $value }` to nie numer partii: użyj numeru, który pokazuje /history, np. game:12.
parse-not-a-draw-action = `action:{ $value }` to nie akcja dotycząca remisu: użyj offer, accept albo decline.
## $first to nazwa gry tak, jak się ją wpisuje (masters); $others nazwy pozostałych gier.
parse-not-a-piece = `piece:{ $value }` to nie bierka żadnej z tutejszych gier: `/rules game:{ $first }` (albo { $others }) wypisuje bierki gry.
## $verb to polecenie (/archive, /anonymous).
parse-not-on-or-off = `state:{ $value }` to ani on, ani off: użyj { $verb } state:on albo state:off.

## Wpisany wiersz (konsola), /choose i /press.
## $max to liczba znaków.
parse-too-long = To polecenie jest za długie (ponad { $max } { $max ->
    [one] znak
    [few] znaki
    [many] znaków
   *[other] znaku
}).
parse-empty = Wpisz polecenie, np. /help.
parse-no-slash = Polecenia zaczynają się od `/`, np. /help; a `{ $value }` nie.
parse-choose-not-a-number = `/choose { $value }`: podaj numer wyboru, np. /choose 2 (/play je wypisuje), albo identyfikator menu i wartość.
parse-choose-needs = `/choose` potrzebuje numeru wyboru, np. /choose 2 (/play je wypisuje), albo identyfikatora menu i wartości, np. /choose g:1:0:cs:p:0:~0 e9.
parse-not-my-menu = To menu nie jest moje.
parse-press-needs = `/press` potrzebuje identyfikatora przycisku, np. /press g:1:4:endturn.
parse-press-one = `/press` przyjmuje jeden identyfikator przycisku i nic więcej, np. /press g:1:4:endturn.
parse-not-my-button = Ten przycisk nie jest mój.
parse-not-an-option = `{ $value }` to nie opcja: pisz nazwa:wartość, np. from:E2.
parse-option-twice = Opcja `{ $value }` została podana dwa razy.

## /tournament.
event-needs-action = `/tournament` potrzebuje `action:` (create, join, leave, start, standings, withdraw, pause, resume albo end), np. /tournament action:standings.
event-withdraw-needs-player = Wskaż, kogo wycofać, np. /tournament action:withdraw player:bob.
event-not-an-action = `action:{ $value }` to nie akcja turnieju: użyj create, join, leave, start, standings, withdraw, pause, resume albo end.
event-not-a-format = `format:{ $value }` to nie format: użyj { $formats }.
event-tables-only = W grę { $game } gra się przy stołach do czterech osób: jej turnieje używają format:tables.
event-tables-not-for-two = format:tables jest dla gier na więcej niż dwie osoby; { $game } to gra dwuosobowa: użyj swiss, roundrobin, double, knockout albo arena.
## $max to liczba rund.
event-not-rounds = `rounds:{ $value }` to nie liczba rund: użyj od 1 do { $max }.
event-rounds-not-here = `rounds:` dotyczy turniejów szwajcarskich i przy stołach; pozostałe formaty same ustalają liczbę rund.
event-needs-clock = Partie turnieju potrzebują zegara (nieobecny przegrywa na czas): użyj czasu, np. time:1d.
event-not-starts = `starts:{ $value }` to nie czas do startu: użyj minut, godzin albo dni, np. starts:30m albo starts:2d.
event-length-not-here = `length:` dotyczy turniejów typu arena: jak długo są kojarzone nowe partie.
event-not-length = `length:{ $value }` to nie czas trwania: użyj minut, godzin albo dni, np. length:1h.
event-draws-not-here = `draws:` dotyczy turniejów pucharowych: co rozstrzyga zremisowaną partię.
event-not-draw-rule = `draws:{ $value }` to nie zasada dla remisów: użyj replay (partia rozgrywana jeszcze raz z zamienionymi miejscami) albo seed (awansuje wyżej rozstawiony).
