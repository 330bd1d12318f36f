# Polish (pl). Glossary: move = ruch, turn = tura, piece = bierka, square = pole, game = partia, challenge = wyzwanie, claim = przejęcie, loadout = zestaw, augmentor = wzmacniacz, element = żywioł, shells = muszelki, rating = ranking, seat = miejsce, table = stół

# Co mówią strony internetowe: strona główna, strona partii, strona
# miejsca (i teksty jej skryptu), archiwum, Aktywność, odpowiedzi w jednym
# zdaniu. Nazwy graczy, notacja i tytuły gier są argumentami i pojawiają
# się bez zmian.

## Każda strona.
web-languages = Języki
web-home-title = gamehost
web-versus = vs
web-in-play = W toku.
web-anonymous = anonim
web-play-as = Graj jako…

## Odpowiedzi w jednym zdaniu.
web-no-such-page = Nie ma takiej strony.
web-unavailable = Nie można teraz odczytać partii; spróbuj ponownie za chwilę.
web-too-many = Zbyt wiele żądań z twojego adresu; odczekaj minutę.
web-too-large = To żądanie jest większe niż cokolwiek, co wysyła strona.
web-too-slow = To żądanie docierało zbyt długo.
web-not-this-site = To nie jest adres tej witryny.
web-not-own-page = O to mogą prosić tylko strony tej witryny.
web-not-an-ask = Strona nie może o to prosić.

## Strona główna. $game to tytuł gry, $id numer partii, $channel nazwa kanału.
web-home-about = Każda partia ma własną stronę; link jest w wiadomościach partii (albo poproś bota przez /history).
web-home-running = Trwające partie
web-home-none = Teraz żadnej: rozpocznij partię w konsoli poleceniem /challenge.
web-home-game = { $game } #{ $id } na #{ $channel }
web-home-archive = Archiwum konsoli

## Strona partii. $game to tytuł gry, $players kto w nią gra (nazwy graczy
## z ich miejscami), $standing stan partii.
web-game-title = { $game }: { $players }
web-game-description = { $game }: { $players }. { $standing }
web-rules = Zasady
## Kiedy partia się zaczęła: $day i $year jako liczby, $month od 1 do 12.
web-started = Rozpoczęta { $day } { $month ->
    [1] stycznia
    [2] lutego
    [3] marca
    [4] kwietnia
    [5] maja
    [6] czerwca
    [7] lipca
    [8] sierpnia
    [9] września
    [10] października
    [11] listopada
   *[12] grudnia
} { $year }
## Pod planszą: co zrobiła pokazana tura. $line to wiersz zapisu (słowami
## samej gry), $who kto ją zagrał, $number numer tury, $entry ile wpisów
## dziennika jest pokazanych.
web-caption-start = Początek.
web-caption-turn = Po { $number }. { $line } ({ $who })
web-caption-setup = Po wyborze ustawienia: { $line } ({ $who })
web-caption-entry = Po wpisie { $entry }.
web-steps-label = Tury
web-step-first = « Pierwsza
web-step-back = ◀ Wstecz
web-step-forward = Dalej ▶
web-step-last = Ostatnia »
web-record = Zapis
web-record-empty = Nie zagrano jeszcze żadnej tury.
web-replay = Powtórka (GIF)
web-download-record = Pobierz zapis

## Strona miejsca: tu gracz gra, klikając. $name to nazwa gracza; $turn
## i $last to numery tur.
web-seat-label = Twoja tura
web-seat-playing-as = Grasz jako { $name }
web-seat-past = Oglądasz partię w stanie po turze { $turn } z { $last }.
web-seat-present = Wróć do bieżącego stanu partii
web-seat-needs-script = Gra tutaj wymaga skryptu strony; polecenia partii działają jak zawsze.
web-seat-several = Jest tu kilka możliwości: wybierz jedną.
web-seat-unanswered = Serwer nie odpowiedział; spróbuj ponownie.
## Panel kroku. $choices to dotychczasowe wybory, $what to, co zagrywa
## przycisk (oba słowami gry), $plays co robi zagranie.
web-so-far = Dotąd: { $choices }.
web-take-back = Cofnij
web-start-again = Zacznij od nowa
web-plays-end-turn = Zakończ turę
web-plays-throw = Rzuć
web-plays-move = Ruch
web-plays-what = { $plays }: { $what }

## Link do gry, który nie działa.
web-dead-link = Ten link do gry nie działa
web-watch-game = Oglądaj partię
web-link-forged = Ten link do gry jest nieprawidłowy: poproś o nowy przyciskiem Graj.
web-link-expired = Ten link do gry wygasł: poproś o nowy przyciskiem Graj.
web-link-replaced = Po tym linku powstały nowsze linki do gry dla tego miejsca: użyj najnowszego albo naciśnij Graj jeszcze raz.
web-link-finished = Partia się zakończyła: ten link już nie działa.
web-link-unavailable = Gra przez internet jest teraz niedostępna.

## „Graj jako” w konsoli. $game to tytuł gry.
web-play-as-title = { $game }: graj jako…
web-a-game = Partia
web-game-over = Partia się zakończyła.
web-watch-instead = Zamiast tego oglądaj

## Wynik zakończonej partii według miejsc (gdy któryś gracz jest anonimowy).
## $seat to nazwa miejsca, $places miejsca według zajętych pozycji
## (`1. Ember, 2. Frost`), $how jak się zakończyła (jedno z web-how-…).
web-result-aborted = Przerwana; bez wyniku.
web-result-drawn = Remis.
web-result-ended = Zakończona { $how }.
web-result-wins = Wygrywa { $seat }.
web-result-wins-how = Wygrywa { $seat } { $how }.
web-result-places = Kolejność: { $places }.
web-result-places-how = Kolejność: { $places } (zakończona { $how }).
web-how-on-the-board = na planszy
web-how-by-resignation = przez poddanie
web-how-on-time = przez przekroczenie czasu

## Archiwum serwera i strony jego graczy. $game to tytuł gry, $rating
## ranking, $games liczba partii rankingowych.
web-archive = Archiwum partii
web-archive-games = Partie
web-archive-all = Wszystkie partie
web-archive-one-player = Tylko partie jednego gracza: { $everyone }
web-archive-everyone = pokaż wszystkich
web-archive-player-page = Strona gracza
web-archive-empty = Nie ma jeszcze partii.
web-archive-events = Turnieje
web-archive-back = Archiwum serwera
web-recent-games = Ostatnie partie
web-leaderboard = Najlepsi gracze w grze { $game }
web-rating = Ranking w grze { $game }
web-rating-one = Ranking w grze { $game } po jednej partii rankingowej: { $rating }
web-rating-over = Ranking w grze { $game } w { $games } partiach rankingowych: od { $first } do { $last } (najniższy { $lowest }, najwyższy { $highest })
## Tabela turnieju: nagłówki kolumn i pełne nazwy kryteriów dodatkowych
## (to, co czytniki ekranu mówią zamiast skrótów).
web-standings-player = Gracz
web-standings-points = Punkty
web-standings-bh = Bh
web-standings-buchholz = Buchholz
web-standings-sb = SB
web-standings-sonneborn-berger = Sonneborn–Berger

## Aktywność: strona wewnątrz Discorda i to, co mówi jej skrypt.
web-activity-connecting = Łączenie z Discordem…
web-activity-outside = Ta strona działa wewnątrz Discorda.
web-activity-asking = Pytam Discorda, kim jesteś…
web-activity-failed = Coś poszło nie tak; zamknij Aktywność i otwórz ją ponownie.
web-activity-not-framed = Ta strona działa wewnątrz Discorda: otwórz ją przyciskiem Graj przy partii.
web-activity-no-code = Discord nie podał, kim jesteś: zamknij Aktywność i otwórz ją ponownie.
web-activity-unconfirmed = Discord nie potwierdził, kim jesteś: zamknij Aktywność i otwórz ją ponownie.
web-activity-no-game = Na tym kanale nie toczy się żadna partia: rozpocznij partię poleceniem /challenge.
web-activity-no-page = Ta partia nie ma strony.
web-activity-players-only = Tutaj otwierają ją tylko gracze tej partii; oglądaj ją na kanale.
