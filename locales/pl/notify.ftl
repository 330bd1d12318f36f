# Polish (pl). Glossary: turn = tura, game = partia (the kind of game: gra), turn alert = powiadomienie o turze, direct message = wiadomość prywatna, quiet hours = godziny ciszy, time zone = strefa czasowa
# Powiadomienia o turze w wiadomości prywatnej (/notify). Imiona graczy stoją bez odmiany (po „vs”).

## Co odpowiada /notify.
notify-off = Powiadomienia o turze są wyłączone: nie będę ci pisać o twoich partiach.
notify-every = Napiszę do ciebie, gdy przyjdzie twoja tura, i raz, gdy zacznie ci brakować czasu.
notify-low = Napiszę do ciebie raz, gdy zacznie ci brakować czasu na turę.
## $at is the local time of day the digest is sent (09:00).
notify-digest = Raz dziennie o { $at } w twojej strefie czasowej (UTC, jeśli nie podasz zone:) napiszę ci, które partie czekają na twój ruch.
## Po jednej z odpowiedzi powyżej: wybór dotyczy jednej gry. $game to jej nazwa.
notify-only-game = (Tylko dla gry { $game }.)
## $from i $to to godziny (22:00), $zone nazwa strefy czasowej.
notify-quiet = Godziny ciszy: nic od { $from } do { $to } ({ $zone }).

## /notify odrzucone. $given to to, co wpisano.
notify-mode-unknown = `mode:{ $given }` to nie jest dostępny wybór: użyj every, low albo off.
notify-quiet-unreadable = `quiet:{ $given }` to nie jest przedział godzin: zapisz go jak quiet:22-07 albo quiet:22:30-07:00.
notify-zone-unknown = `zone:{ $given }` to nie jest znana mi strefa czasowa: użyj nazwy takiej jak Europe/Berlin albo America/New_York.
notify-quiet-needs-zone = Godziny ciszy wymagają też twojej strefy czasowej: dodaj zone:, np. zone:Europe/Berlin.
notify-low-unreadable = `low:{ $given }` to nie jest liczba minut od 1 do 10080.

## Powiadomienie. $title to tytuł gry, $number numer partii,
## $opponents pozostali gracze (lista notify-name), $channel miejsce gry.
notify-name = { $name }
notify-alert-turn = Twoja tura: { $title } #{ $number } vs { $opponents }, na kanale { $channel }.
notify-alert-low = Kończy ci się czas: { $title } #{ $number } vs { $opponents }, na kanale { $channel }.
## $when to chwila, w której upływa czas na turę (względnie: „za 3 godziny”).
notify-time-left = Twój czas upływa { $when }.

## /mygames: a header, then one line per running game (newest first).
## $state is one of mygames-your-turn-due ($when: when the turn is due),
## mygames-your-turn, or mygames-waiting ($movers: who is to act).
mygames-none = Nie masz trwających partii.
mygames-header = Twoje trwające partie:
mygames-line = { $title } #{ $number } przeciwko { $opponents }, w { $channel }: { $state }
mygames-your-turn-due = twój ruch, termin { $when }.
mygames-your-turn = twój ruch.
mygames-waiting = czeka na { $movers }.
mygames-more = Pokazano tylko { $listed } najnowszych.

## A daily digest: $count games wait for the reader, listed below (mygames-line each).
notify-digest-header = { $count ->
    [one] Jedna partia czeka na twój ruch:
    [few] { $count } partie czekają na twój ruch:
   *[other] { $count } partii czeka na twój ruch:
}
