# Polish (pl). Glossary: puzzle = zadanie, solve = rozwiązać, daily puzzle = zadanie dnia, turn = tura, line = wariant, game = partia, rating = ranking, engine = bot

# Zadania z partii rozegranych tutaj (/puzzle, zadanie dnia, wiadomości
# podczas próby). Zadanie to pozycja, w której jedna tura wygrywa, a żadna
# inna nawet się nie zbliża; rozwiązujący gra tury rozwiązania, bot
# odpowiada między nimi.
# $id to numer zadania, $game tytuł gry, $seat strona rozwiązującego
# (Ember, Białe…), $turns liczba tur rozwiązującego.

## Odmowy /puzzle.
puzzle-none-left = Na razie nie ma dla ciebie nowych zadań: powstają z zakończonych partii przeanalizowanych przez bota. Graj dalej i zapytaj ponownie później.
puzzle-game-running-here = Na tym kanale trwa partia: rozwiąż zadanie na innym kanale albo w wiadomości prywatnej z botem.
puzzle-challenge-open-here = Na tym kanale jest otwarte wyzwanie: rozwiąż zadanie na innym kanale albo wtedy, gdy wyzwanie zostanie rozstrzygnięte.

## Początek próby. $solver to rozwiązujący; $rating to ranking zadania.
puzzle-start = Zadanie { $id } ({ $game }, ranking { $rating }): { $solver }, twoja strona: { $seat }. Znajdź { $turns ->
        [one] wygrywającą turę
        [few] wygrywający wariant: { $turns } twoje tury, a między nimi odpowiedzi bota
        [many] wygrywający wariant: { $turns } twoich tur, a między nimi odpowiedzi bota
       *[other] wygrywający wariant: { $turns } twojej tury, a między nimi odpowiedzi bota
    }.
puzzle-tried-before = To nie jest twoja pierwsza próba z tym zadaniem: ta próba nie zmienia twojego rankingu w zadaniach.
## Skąd pochodzi. $source to numer tej partii, $url jej strona.
puzzle-from-game = Pochodzi z partii { $source }.
puzzle-from-game-page = Pochodzi z partii { $source }: { $url }
puzzle-from-this-server = Pochodzi z partii rozegranej na tym serwerze.
puzzle-from-elsewhere = Pochodzi z partii rozegranej na innym serwerze.

## Tury rozwiązującego.
puzzle-not-the-answer = To nie jest rozwiązanie zadania: przyjrzyj się jeszcze raz i spróbuj innej tury.
puzzle-right-go-on = Dobrze! Bot odpowiada; znajdź następną turę.
puzzle-solved = Rozwiązane!
## $rating to puzzle-rating-moved.
puzzle-solved-rated = Rozwiązane! Twój ranking w zadaniach: { $rating }.
puzzle-given-up-rated = Rezygnacja z zadania. Twój ranking w zadaniach: { $rating }.
puzzle-rating-moved = { $before } → { $after }
## Wynik próby, jak wynik partii. $solver to rozwiązujący.
puzzle-solved-result = Zadanie rozwiązane: { $solver }.

## Zadanie dnia.
puzzle-daily-servers-only = Zadanie dnia pojawia się na kanale serwera; tutaj nie ma serwera.
puzzle-daily-managers-only = Tylko osoba zarządzająca tym serwerem może włączyć lub wyłączyć zadanie dnia.
puzzle-daily-on = Na tym kanale codziennie pojawi się zadanie. Oto dzisiejsze.
puzzle-daily-off = Koniec z zadaniami dnia na tym serwerze.
puzzle-daily = Dzisiejsze zadanie: { $game }, zadanie { $id }. Ruch strony { $seat }: wygrana w { $turns ->
        [one] jednej turze
        [few] { $turns } turach
        [many] { $turns } turach
       *[other] { $turns } tury
    }. Naciśnij Rozwiąż, aby spróbować tutaj.

button-next-puzzle = Następne zadanie
button-solve-puzzle = Rozwiąż

## Strona próby w przeglądarce. $source to numer partii, z której
## pochodzi zadanie (link do jej strony).
web-puzzle = Zadanie { $id }
web-puzzle-from-game = z partii { $source }
web-puzzle-from-this-server = z partii rozegranej na tym serwerze
web-puzzle-from-elsewhere = z partii rozegranej na innym serwerze

## A board's headline once an attempt is solved.
game-ended-solved = zadanie rozwiązane
## /analyse of an attempt.
analyse-a-puzzle = Partia { $id } to próba rozwiązania zadania: nie jest analizowana.

## /profile: a player's puzzle rating in one game.
leaderboard-profile-puzzles = Zadania z { $game }: ranking { $rating } (rozwiązane: { $solved }, nierozwiązane: { $missed })

## An attempt where an earlier one was played in the same channel.
puzzle-played-here-before = To zadanie było już rozgrywane na tym kanale i rozwiązanie może być wyżej: ta próba nie zmienia twojego rankingu w zadaniach.
## Above the solver's own view of a game with secrets.
puzzle-your-view = Twoja strona tak, jak widzisz ją tylko ty, z ukrytymi wyborami.
## A wrong turn, the first of a rated attempt.
puzzle-not-the-answer-counted = To nie jest rozwiązanie zadania: ta próba liczy się teraz jako nieudana w twoim rankingu w zadaniach. Przyjrzyj się jeszcze raz i spróbuj innej tury.
