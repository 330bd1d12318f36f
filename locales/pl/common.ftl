# Polish (pl). Glossary: move = ruch, turn = tura, piece = bierka, square = pole, game = partia, challenge = wyzwanie, claim = przejęcie, loadout = zestaw, augmentor = wzmacniacz, element = żywioł, shells = muszelki, rating = ranking

# Listy i drobne słowa wspólne dla wszystkich części bota.

## Listy: "a, b i c", "a, b lub c". $head to wszystkie elementy oprócz ostatniego,
## już połączone przez list-comma.
list-comma = {", "}
list-and = { $head } i { $last }
list-or = { $head } lub { $last }

## Termin wiadomości w osobnym wierszu. $when to moment w czasie.
reply-due = Termin: { $when }.

## Język według kodu, w jego własnym brzmieniu (taki sam w każdym locale).
language-name = { $code ->
    [en-US] English (US)
    [de] Deutsch
    [fr] Français
    [es-ES] Español
    [pt-BR] Português (Brasil)
    [it] Italiano
    [pl] Polski
    [ru] Русский
    [uk] Українська
    [tr] Türkçe
    [ja] 日本語
    [zh-CN] 中文（简体）
    [ko] 한국어
   *[other] { $code }
}

## Długość czasu: $n jednostek $unit (day, hour, minute lub second).
time-span = { $unit ->
    [day] { $n ->
        [one] { $n } dzień
        [few] { $n } dni
        [many] { $n } dni
       *[other] { $n } dnia
    }
    [hour] { $n ->
        [one] { $n } godzina
        [few] { $n } godziny
        [many] { $n } godzin
       *[other] { $n } godziny
    }
    [minute] { $n ->
        [one] { $n } minuta
        [few] { $n } minuty
        [many] { $n } minut
       *[other] { $n } minuty
    }
   *[second] { $n ->
        [one] { $n } sekunda
        [few] { $n } sekundy
        [many] { $n } sekund
       *[other] { $n } sekundy
    }
}

## Przyciski, które pokazuje każda partia.
button-accept = Przyjmij
button-decline = Odrzuć
button-join = Dołącz
button-leave = Opuść
button-start = Rozpocznij
button-game-page = Strona partii
button-play = Graj
button-rematch = Rewanż
button-end-turn = Zakończ turę
button-undo = Cofnij
button-throw = Rzuć
button-move = Ruch
button-accept-draw = Przyjmij remis
button-decline-draw = Odrzuć remis
button-play-on-the-web = Graj przez internet
button-back = Wstecz
button-start-again = Zacznij od nowa

## Wiersz po zakończonej partii z linkiem do jej powtórki. $game to jej numer.
replay-line = Obejrzyj ją jeszcze raz: /replay game:{ $game }
