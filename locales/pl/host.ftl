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
host-time-running-low = { $movers }: kończy się czas na tę turę w grze { $game } ({ $per_turn } na turę); upływa { $when }.

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
## Jedna prowadzona gra: $title to jej tytuł, $name nazwa, którą przyjmuje /rules, $help jej polecenia (wiersz pomocy gry).
help-hosted-game = - { $title } (`/rules game:{ $name }`): { $help }
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

## Przebieg partii ($who… to imiona graczy; $seat i $other to miejsca; $game to gra; $when to chwila w UTC).
host-player = { $who }
host-player-seat = { $who } ({ $seat })
host-command = /{ $verb }
host-ratings = Ranking: { $changes }.
host-committed-first = Ta plansza jest nieaktualna: inna zmiana została zapisana wcześniej. Użyj /board, żeby zobaczyć aktualną pozycję.
host-no-game-running = Na tym kanale nie trwa żadna partia; zacznij ją przez /challenge opponent:<name>.
host-no-game-yet = Na tym kanale nie rozegrano jeszcze żadnej partii; zacznij ją przez /challenge opponent:<name>.
host-game-gone = Nie prowadzę już tej gry.
host-game-running-there = Tam trwa już partia.
host-game-not-read-back = Nie udało się odczytać nowej partii; spróbuj ponownie.
host-button-unknown-game = Ten przycisk należy do partii, której nie znam.
host-button-other-channel = Ten przycisk należy do partii na innym kanale.
host-verb-elsewhere = /{ $verb } to komenda gry { $games }; na tym kanale toczy się { $game }.
host-verb-nowhere = /{ $verb } nie jest komendą żadnej gry, którą prowadzę; na tym kanale toczy się { $game }.

## Koniec partii poza planszą.
ending-no-draws = W { $game } nie ma remisów: graj dalej albo /resign.
ending-abort-event = Partii turniejowej nie można przerwać; zamiast tego zakończ ją przez /resign.
ending-abort-too-late = Za późno na przerwanie: { $played ->
        [one] rozegrano już { $played } turę
        [few] rozegrano już { $played } tury
        [many] rozegrano już { $played } tur
       *[other] rozegrano już { $played } tury
    }. Zamiast tego zakończ partię przez /resign.
ending-aborted-result = Przerwana przez gracza { $who } przed drugą turą; bez wyniku.
ending-aborted = { $who } przerywa partię przed drugą turą. Bez wyniku.
ending-resigned-result = { $who } ({ $seat }) poddaje się; { $count ->
        [one] wygrywa { $winners }
       *[other] wygrywają { $winners }
    }.
ending-resigns = { $who } ({ $seat }) poddaje partię. { $count ->
        [one] Wygrywa { $winners }
       *[other] Wygrywają { $winners }
    }.
ending-your-opponent = Twój przeciwnik
ending-draw-already-offered = Już zaproponowałeś remis; propozycja obowiązuje, dopóki przeciwnik nie odpowie albo nie zagra tury.
ending-draw-offered-you = { $offerer } już zaproponował ci remis: /draw action:accept albo /draw action:decline.
ending-ended-meanwhile = Ta partia w międzyczasie się skończyła.
ending-draw-offer = { $who } ({ $seat }) proponuje remis. { $others }: przyjmij przez /draw action:accept albo odrzuć przez /draw action:decline; zagranie tury go odrzuca.
ending-no-draw-offer = Nie ma propozycji remisu, na którą można odpowiedzieć; zaproponuj remis przez /draw action:offer.
ending-own-offer = To twoja własna propozycja; odpowiedzieć może tylko { $others }.
ending-draw-accepted = { $who } ({ $seat }) przyjmuje remis. Partia kończy się remisem.
ending-drawn-by-agreement = Remis za porozumieniem.
ending-draw-declined = { $who } ({ $seat }) odrzuca remis. Gramy dalej.
ending-engines-alone-result = { $who } ({ $seat }) { $how ->
        [resigned] poddaje się
       *[timeout] traci cały czas
    }; zostały tylko miejsca bota, więc partia się tu skończyła.
ending-engines-alone = Zostały tylko miejsca bota, więc partia kończy się tutaj: bot nie gra dalej sam.

## Zegar.
clock-aborted = { $late } nie zagrał na czas przed drugą turą: partia zostaje przerwana, bez wyniku.
clock-aborted-result = Przerwana: { $late } nie zagrał na czas przed drugą turą (o { $when }); bez wyniku.
clock-at = (o { $when })
clock-timeout = { $loser } ({ $seat }) traci cały czas. { $winner } ({ $other }) wygrywa partię.
clock-timeout-result = { $loser } ({ $seat }) stracił cały czas o { $when }; wygrywa { $winner } ({ $other }).

## /history.
record-versus = { $first } vs { $second }
record-header = { $game }: { $players }
record-attached = (cały zapis jest w załączniku)
record-no-turns = Nie rozegrano jeszcze żadnej tury.
record-description = Zapis partii w notacji.
record-page-line = Strona partii: { $url }

## /replay.
replay-no-such-game = Na tym serwerze nie ma partii { $id }; /history pokazuje partię z tego kanału.
replay-no-game-yet = Na tym kanale nie rozegrano jeszcze żadnej partii; zacznij ją przez /challenge.
replay-cannot = Zapisu tej partii nie da się odtworzyć; admin może go sprawdzić przez `gamehost verify`.
replay-of = Powtórka partii { $id } ({ $game }: { $players }), { $turns ->
        [one] { $turns } tura
        [few] { $turns } tury
        [many] { $turns } tur
       *[other] { $turns } tury
    }.
replay-alt = Animacja partii { $id } ({ $game }: { $players }), { $turns ->
        [one] { $turns } tura
        [few] { $turns } tury
        [many] { $turns } tur
       *[other] { $turns } tury
    }.
replay-skipped = Pokazuje ostatnie { $shown }; pierwsze { $skipped } pominięto.

## Rewanż.
rematch-still-running = Ta partia jeszcze trwa: najpierw ją dokończ.
rematch-no-opponent = Ta partia nie miała przeciwnika.

## Wyzwania, które czekają lub wygasają.
challenge-table-open-here = { $opener } ma tu otwarty stół; dołącz przez /join albo poczekaj, aż się zacznie lub zostanie zamknięty.
challenge-already-challenged = { $challenger } już rzucił tu wyzwanie graczowi { $opponent }; najpierw trzeba na nie odpowiedzieć albo je anulować.
challenge-open-here = { $challenger } ma tu otwarte wyzwanie; najpierw trzeba na nie odpowiedzieć albo je anulować.
challenge-table-expired = Stół { $game } gracza { $opener } został zamknięty: nikt go nie zaczął na czas. Otwórz nowy przez /challenge game:{ $name }.
challenge-expired-to = Wyzwanie gracza { $challenger } dla gracza { $opponent } wygasło bez odpowiedzi. Rzuć wyzwanie ponownie przez /challenge.
challenge-expired = Wyzwanie gracza { $challenger } wygasło bez odpowiedzi.
challenge-game-not-hosted = Ta gra nie jest już tu prowadzona.
challenge-name-opponent = Podaj, komu rzucasz wyzwanie, np. /challenge opponent:bob.

## Granie.
play-wrong-game = To jest /{ $verb } z gry { $game }; na tym kanale toczy się { $playing }: użyj /{ $verb } { $name }.
play-moved-on = Tura pokazana w tamtej wiadomości została już rozegrana; oto partia w obecnym stanie.
play-unknown-game = Nie znam tej partii.
play-retired-button = Ten przycisk pochodzi ze starszej wersji bota: naciśnij Graj albo wpisz /play.

## Przygotowane tury.
staging-nothing-staged = Nie masz nic przygotowanego: przygotuj turę przez { $verbs } albo zagraj od razu przez /turn.
staging-staged-first = Masz przygotowane: { $staged }. Najpierw zakończ to przez /endturn albo cofnij przez /undo.
staging-nothing = Nie masz nic przygotowanego.
staging-cleared = Twoja przygotowana tura została wyczyszczona.
staging-old-preview = Ten podgląd jest nieaktualny: twoja przygotowana tura się od tego czasu zmieniła. Użyj najnowszego podglądu albo /endturn.
staging-moved-on = Ta plansza jest nieaktualna: partia poszła od tego czasu dalej. Użyj /board, żeby zobaczyć aktualną pozycję.

## Wybieranie tury krok po kroku ($prompt, $so_far, $turn, $choices, $group i $first to słowa gry).
choosing-chosen-since = Te wybory są nieaktualne: od tego czasu wybrałeś coś dalej. Użyj najnowszej wiadomości albo /play.
choosing-no-such-choice = Teraz nie ma wyboru { $n }: wybierz od 1 do { $count } (/play je wypisuje).
choosing-not-a-choice = To nie jest teraz żaden z wyborów: /play je pokazuje.
choosing-incomplete = Twoja tura nie jest jeszcze kompletna: { $prompt }
choosing-nothing-chosen = Jeszcze nic nie wybrałeś.
choosing-step = { $game } · { $prompt }
choosing-so-far = Dotąd: { $so_far }.
choosing-complete = Gotowe: { $button } zagrywa { $turn }.
choosing-choices = Wybory (/choose N): { $choices }.
choosing-menu = Wybierz…
choosing-menu-group = { $group }…
choosing-menu-run = { $number }. { $first }…

## Strona internetowa miejsca.
seat-behind = Ta strona była nieaktualna: w międzyczasie wybrałeś coś w innym oknie, teraz pokazuje twoje wybory.
seat-stale = Ta strona była nieaktualna: partia poszła dalej, teraz pokazuje ją w obecnym stanie.
seat-fault = Coś poszło nie tak po mojej stronie i nic nie zostało zmienione.
seat-draw-failed = Nie udało mi się teraz narysować planszy.
seat-not-done = Tego nie zrobiono.

# An engine seat's name in a game ($level is its level, $n its number among the game's engine seats).
engine-name = { $n ->
    [1] Bot (poziom { $level })
   *[other] Bot { $n } (poziom { $level })
}

# A game's button pressed in a direct message (a turn alert's): what
# everyone sees was posted in the game's channel ($channel, a link).
host-shown-in-channel = Gotowe: widać to w { $channel }.
host-told-from-channel = W { $channel } (pokażę to tam przy następnym poleceniu):

# A challenge to a person in a direct message with the bot (no one else
# there could accept it).
challenge-direct-message = Tutaj może z tobą zagrać tylko bot: wybierz go jako przeciwnika albo wyzywaj ludzi na serwerze.

# A table opened in a direct message with the bot that needs other people
# ($bots: the seats besides the opener's, which bots could take).
table-direct-message = Tutaj może z tobą zagrać tylko bot: oddaj mu pozostałe miejsca przez bots:{ $bots } albo otwórz stół na serwerze.
