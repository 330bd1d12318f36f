# Polish (pl). Glossary: move = ruch, turn = tura, piece = bierka, square = pole, game = partia, challenge = wyzwanie, claim = przejęcie, loadout = zestaw, augmentor = wzmacniacz, element = żywioł, shells = muszelki, rating = ranking

# Co host mówi o każdej grze: polecenia, odmowy, wyzwania,
# zegary, rankingi, turnieje.

## Coś się zepsuło po stronie bota; nic nie zostało zmienione.
host-fault = Coś poszło nie tak po mojej stronie i nic nie zostało zmienione; administrator może sprawdzić partie poleceniem `gamehost verify`.
host-store-failed = Coś poszło nie tak po mojej stronie i nic nie zostało zmienione. Spróbuj ponownie.
host-picture-failed = Polecenie zostało wykonane, ale nie udało mi się narysować obrazka.

## Zegary. $movers to imiona tych, którzy mają turę, $when to moment w czasie.
host-turn-due = { $movers }: czas na tę turę upływa { $when }.
## Wiersze zegara w /game. $span to długość czasu (time-span).
host-clock = Zegar: { $span } na turę.
host-clock-waiting = { $waiting }: pełny czas ({ $span }), gdy przyjdzie kolej.
host-no-clock = Bez zegara: tury mogą trwać, ile trzeba.

## Wiersze rankingu w /game: $changes to lista host-rating-moved, po jednym na gracza.
host-rating-change = Zmiana rankingu: { $changes }.
host-rating-moved = { $who } { $before } → { $after }
host-friendly-game = Partia towarzyska: ranking się nie zmienia.
host-half-time-gone = { $movers }: minęła połowa czasu na tę turę w grze { $game } ({ $per_turn } na turę); upływa { $when }.

## /language. $language to nazwa języka w tym języku (language-name).
host-language-mine = Od teraz odpowiadam ci w języku: { $language }.
host-language-mine-auto = Od teraz odpowiadam ci w języku ustawionym w twoim Discordzie.
host-language-server = Od teraz publiczne wiadomości tego serwera są w języku: { $language }.
host-language-server-auto = Od teraz publiczne wiadomości tego serwera są w języku serwera ustawionym na Discordzie.
host-language-server-not-manager = Język serwera może wybrać tylko ktoś, kto może nim zarządzać.
host-language-unknown = `locale:{ $given }` to nie język, którym mówię: użyj auto albo jednego z: { $known }.
host-language-whose = `for:{ $given }` to ani me, ani server: użyj /language locale:de for:server.

## /help i /rules. $games to lista tytułów gier.
help-commands = Polecenia (opcje jako nazwa:wartość):
help-for-games = { $about } ({ $games })
help-games = Gry: { $games } (/challenge opponent:<name> game:<game>; Throne: /challenge game:throne players:<2-4>, potem /join; /rules game:<game>).
help-the-bot = Nie masz z kim grać? Wyzwij samego bota: /challenge opponent:<the bot> level:<1-5> (w konsoli: opponent:engine); przy stole Throne posadzisz go przez bots:<1-3>. Partie z botem nie liczą się do rankingu.
help-hosted = Prowadzę te gry; ich zasady: /rules game:<name>.
help-rules-by-id = Wszystkie zasady według id: { $url }

## Warunki partii. $clock to terms-per-turn lub terms-no-clock; $rated to yes lub no.
terms = { $rated ->
    [yes] { $clock }
   *[no] { $clock }, partia towarzyska (bez rankingu)
}
terms-per-turn = { $span } na turę
terms-no-clock = bez zegara

## Wyzwania. $challenger, $opponent i $opener to imiona graczy.
challenge-open = { $challenger } wyzywa gracza { $opponent } na partię w grze { $game } ({ $plays }; { $terms }). { $opponent }, odpowiedz poleceniem /accept lub /decline w ciągu { $minutes ->
        [one] { $minutes } minuty
        [few] { $minutes } minut
        [many] { $minutes } minut
       *[other] { $minutes } minuty
    }.
challenge-playing = gra jako { $side }
challenge-coin-flip = strony losowane rzutem monetą
challenge-engine-game = { $player } gra z botem na poziomie { $level } w grze { $game } (bez rankingu). Bot sam rozgrywa swoje tury.
challenge-level-without-bot = `level:` ustawia siłę bota, gdy wyzywasz samego bota (opponent: bot); w grze z człowiekiem pomiń tę opcję.
challenge-yourself = Nie możesz wyzwać siebie: wskaż kogoś innego, np. /challenge opponent:bob.
challenge-game-running = Na tym kanale trwa już partia: oglądaj ją przez /board albo rzuć wyzwanie na innym kanale.
challenge-closed = To wyzwanie nie jest już otwarte.
challenge-none-here = Na tym kanale nie ma otwartego wyzwania; rzuć je poleceniem /challenge opponent:<name>.
challenge-is-a-table = { $opener } ma tu otwarty stół: zajmij miejsce przez /join (partię rozpoczyna jego założyciel poleceniem /start).
challenge-for-someone-else = To wyzwanie jest dla gracza { $opponent }; tylko ta osoba może na nie odpowiedzieć.
challenge-game-gone = To wyzwanie dotyczy gry, której już nie prowadzę.
challenge-declined = { $opponent } odrzuca wyzwanie gracza { $challenger }.
challenge-none-to-cancel = Na tym kanale nie ma otwartego wyzwania do anulowania.
challenge-not-yours = Tylko { $challenger } może anulować to wyzwanie.
challenge-withdrawn-from = { $challenger } wycofuje wyzwanie dla gracza { $opponent }.
challenge-withdrawn = { $challenger } wycofuje wyzwanie.
table-closed = { $opener } zamyka stół.

## Stoły (Throne). $opener, $who i $invited to imiona graczy; $seat to kolor miejsca.
table-open = { $opener } otwiera stół do gry { $game } dla { $size } graczy ({ $terms }; otwarty przez { $minutes ->
        [one] { $minutes } minutę
        [few] { $minutes } minuty
        [many] { $minutes } minut
       *[other] { $minutes } minuty
    }).
table-invited = { $invited }, masz zaproszenie.
table-seat = { $number }. { $seat }: { $who }
table-seat-open = { $number }. { $seat }: wolne
table-full-start = Stół jest pełny; { $opener } rozpoczyna partię przyciskiem Rozpocznij lub poleceniem /start.
table-join-or-start = Dołącz przyciskiem lub poleceniem /join; { $opener } rozpoczyna partię przyciskiem Rozpocznij lub poleceniem /start.
table-join = Dołącz przyciskiem lub poleceniem /join; { $opener } może rozpocząć partię, gdy przy stole będzie { $min } graczy.
table-joins = { $who } dołącza jako { $seat }.
table-leaves = { $who } opuszcza stół.
