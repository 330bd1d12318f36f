# Polish (pl). Glossary: move = ruch, turn = tura, piece = bierka, square = pole, game = partia, challenge = wyzwanie, claim = przejęcie, loadout = zestaw, augmentor = wzmacniacz, element = żywioł, shells = muszelki, rating = ranking

# Co host mówi o każdej grze: polecenia, odmowy, wyzwania,
# zegary, rankingi, turnieje.

## Coś się zepsuło po stronie bota; nic nie zostało zmienione.
host-fault = Coś poszło nie tak po mojej stronie i nic nie zostało zmienione; administrator może sprawdzić partie poleceniem `gamehost verify`.
host-store-failed = Coś poszło nie tak po mojej stronie i nic nie zostało zmienione. Spróbuj ponownie.
host-picture-failed = Polecenie zostało wykonane, ale nie udało mi się narysować obrazka.

## Zegary. $movers to imiona tych, którzy mają turę, $when to moment w czasie.
host-turn-due = { $movers }: czas na tę turę upływa { $when }.
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
