# Polish (pl). Glossary: event = turniej, round = runda, board = szachownica (jedna partia rundy), bye = pauza (bye), organiser = organizator, standings = tabela, tie-breaks = punktacja pomocnicza (Buchholz, Sonneborn–Berger), arena = arena, pairing = kojarzenie, leaderboard = ranking, rating = ranking, table = stół, seat = miejsce, archive = archiwum
# Turnieje, stoły, rankingi, archiwum i to, co mówią same interfejsy.

## Czym jest turniej. $game to tytuł gry, $span odcinek czasu.
tournament-rounds = { $n ->
    [0] liczba rund zależna od liczby graczy
    [one] { $n } runda
    [few] { $n } rundy
    [many] { $n } rund
   *[other] { $n } rundy
}
tournament-about-swiss = turniej systemem szwajcarskim: { $game } ({ $rounds }, { $span } na turę)
tournament-about-round-robin = turniej kołowy: { $game } ({ $span } na turę)
tournament-about-double-round-robin = turniej dwukołowy: { $game } ({ $span } na turę)
tournament-about-knockout-replay = turniej pucharowy: { $game } ({ $span } na turę; remis rozgrywa się jeszcze raz z zamienionymi miejscami)
tournament-about-knockout-seed = turniej pucharowy: { $game } ({ $span } na turę; przy remisie przechodzi wyżej rozstawiony)
tournament-about-arena = arena: { $game } (kojarzenie przez { $length }, { $span } na turę)
tournament-about-tables = turniej przy stołach: { $game } ({ $rounds }, potem stół finałowy, { $span } na turę)

## /tournament.
tournament-players = { $n ->
    [one] { $n } gracz
    [few] { $n } graczy
    [many] { $n } graczy
   *[other] { $n } gracza
}
tournament-no-event = Na tym kanale nie ma turnieju; organizator tworzy go przez /tournament action:create.
tournament-organiser-only = Tylko organizator turnieju (kto go utworzył albo zarządza serwerem) może to zrobić.
tournament-you-not-joined = Nie dołączyłeś do tego turnieju.
tournament-left = { $who } opuszcza turniej ({ $players }).
tournament-started-by = { $who } rozpoczyna turniej.
tournament-not-in = { $who } nie gra w tym turnieju.
tournament-unentered = { $who } nie jest już zapisany do turnieju.
tournament-withdrew = { $organiser } wycofuje { $who } z turnieju: koniec kojarzeń.
tournament-withdrew-playing = { $organiser } wycofuje { $who } z turnieju: koniec kojarzeń; trwająca partia zostanie dograna.
tournament-paused = Turniej jest wstrzymany: trwające partie toczą się dalej, ale nowa runda nie zostanie skojarzona do /tournament action:resume.
tournament-running-again = Turniej znowu trwa.
tournament-over-already = Turniej już się skończył.
tournament-ended-by = { $who } kończy turniej; ta tabela jest ostateczna (trwające partie już się nie liczą).
tournament-over-see-standings = Turniej się skończył: /tournament action:standings pokazuje tabelę końcową.
tournament-busy = Na tym kanale jest już turniej ({ $about }); musi się skończyć, zanim powstanie tu kolejny.
tournament-game-gone = Ta gra nie jest już tu dostępna.
tournament-created = { $who } tworzy turniej — { $about }. Dołącz przez /tournament action:join;
tournament-starts-in = Wystartuje sam za { $span } (albo gdy { $who } uruchomi go przez /tournament action:start).
tournament-starts-by = { $who } uruchamia go przez /tournament action:start.
tournament-enter-yourself = Tylko organizator może zapisać kogoś innego; zapisz się sam przez /tournament action:join.
tournament-level-for-bot = `level:` służy do zapisania bota, np. /tournament action:join player:engine level:1.
tournament-joined-already = { $who } jest już zapisany.
tournament-joined = { $who } dołącza do turnieju ({ $players }).
tournament-changed = Turniej zmienił się w tej samej chwili; nic nie zrobiono. Spróbuj jeszcze raz.

## Czego kojarzenie odmawia.
tournament-refused-join-after-start = Turniej się zaczął: teraz nikt już nie dołącza.
tournament-refused-already-joined = Już jesteś zapisany.
tournament-refused-leave-after-start = Turniej się zaczął: poproś organizatora, żeby cię wycofał.
tournament-refused-not-joined = Nie jesteś zapisany.
tournament-refused-already-started = Turniej już się zaczął.
tournament-refused-too-few = Za mało graczy, żeby zacząć.
tournament-refused-not-a-player = Ten gracz nie gra w turnieju.
tournament-refused-not-running = Wstrzymać można tylko trwający turniej.
tournament-refused-not-paused = Turniej nie jest wstrzymany.
tournament-refused-not-its-game = Ta partia nie należy do turnieju.
tournament-refused-result-in = Wynik tej partii jest już wpisany.

## Partie rundy.
tournament-name = { $who }
tournament-versus = { $first } – { $second }
tournament-seated = { $who } ({ $seat })
tournament-round = Runda { $round }: { $games }. Każda partia otwiera się na własnym kanale.
tournament-round-byes = Runda { $round }: { $games }; pauzuje: { $byes }. Każda partia otwiera się na własnym kanale.
tournament-new-games = Nowe partie: { $games }. Każda partia otwiera się na własnym kanale.
tournament-new-games-byes = Nowe partie: { $games }; pauzuje: { $byes }. Każda partia otwiera się na własnym kanale.

## Partia turnieju dostaje swój kanał.
tournament-board-name = { $game } · R{ $round } S{ $board } · { $players }
tournament-board-heading = Partia turniejowa: runda { $round }, szachownica { $board } — { $players }.
tournament-board-placed = Runda { $round }, szachownica { $board }: { $players } — na { $place }.
tournament-this-channel = tym kanale
tournament-gone = Tego turnieju już nie ma.
tournament-unreadable = Nie udało się odczytać partii turnieju.
tournament-placed-already = Ta partia ma już swoje miejsce.
tournament-over-final = Turniej się skończył. Tabela końcowa:

## Partia turnieju się kończy.
tournament-result-not-counted = Turniej, do którego należała ta partia, już się skończył; jej wynik tam się nie liczy.
tournament-last-game = To była ostatnia partia turnieju: turniej się skończył, a tabela końcowa trafia na kanał turnieju (tam /tournament action:standings).
tournament-goes-on = Turniej trwa dalej.
tournament-round-complete = Runda { $round } turnieju jest zakończona.
tournament-paused-next = Turniej jest wstrzymany: następna runda zostanie skojarzona, gdy organizator go wznowi.
tournament-arena-goes-on = Turniej trwa dalej: dostaniesz nową parę, gdy tylko ktoś z podobnym wynikiem będzie wolny.
tournament-round-waits = Runda { $round } turnieju czeka jeszcze na { $left ->
    [one] { $left } partię
    [few] { $left } partie
    [many] { $left } partii
   *[other] { $left } partii
}.

## Co zegar robi z turniejami.
tournament-has-started = Turniej się zaczął.
tournament-could-not-start = Turniej nie mógł wystartować o czasie: zapisanych { $joined }, a potrzeba { $least }. Jest zamknięty; organizator może utworzyć nowy.
tournament-arena-time-up = Czas areny minął: nowe partie nie są kojarzone, a arena kończy się, gdy skończą się trwające partie.

## Tabela.
tournament-format-swiss = szwajcarski
tournament-format-round-robin = kołowy
tournament-format-double-round-robin = dwukołowy
tournament-format-knockout = pucharowy
tournament-format-arena = arena
tournament-format-tables = stoły
tournament-status-open = otwarty, zapisanych: { $count }
tournament-status-final = tabela końcowa
tournament-status-round = runda { $round }
tournament-status-round-of = runda { $round } z { $rounds }
tournament-status-round-of-final = runda { $round } z { $rounds } i finał
tournament-status-paused = wstrzymany: { $round }
tournament-status-arena = arena trwa
tournament-standings-title = { $game } { $format } · { $status }
tournament-standings-head = Tabela — { $about } — { $status }:
tournament-standings-nobody = Nikt jeszcze nie dołączył: /tournament action:join.
tournament-standings-row = { $rank }. { $who } — { $points } { $n ->
    [one] pkt
    [few] pkt
    [many] pkt
   *[other] pkt
}
tournament-standings-row-half = { $rank }. { $who } — { $points } pkt
tournament-standings-tie-breaks = (Buchholz { $bh }, SB { $sb })
tournament-standings-more = …i jeszcze { $n } (obrazek pokazuje wszystkich).
tournament-withdrawn = { $who } (wycofany)
tournament-withdrawn-mark = (wycofany)

## Komórki wyników: W3 wygrana z 3. miejscem, R3 remis, P3 porażka.
tournament-cell-won = W{ $rank }
tournament-cell-drew = R{ $rank }
tournament-cell-lost = P{ $rank }
tournament-cell-bye = pauza
tournament-column-round = R{ $n }
tournament-column-game = G{ $n }

## Obrazek tabeli.
tournament-picture-points = Pkt
tournament-picture-nobody = Jeszcze nikt
tournament-legend-bh = Bh Buchholz
tournament-legend-sb = SB Sonneborn–Berger
tournament-legend-won = W3 wygrana z nr 3
tournament-legend-drew = R remis
tournament-legend-lost = P porażka
tournament-legend-place = 2/4 drugie miejsce z czterech przy stole
tournament-legend-playing = …3 w toku
tournament-legend-playing-table = … w toku
tournament-alt-head = Tabela, { $title }.
tournament-alt-nobody = Nikt jeszcze nie dołączył.
tournament-alt-row = { $rank }. { $who }, { $points } { $n ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
}
tournament-alt-row-half = { $rank }. { $who }, { $points } punktu
tournament-alt-tie-breaks = , Buchholz { $bh }, Sonneborn–Berger { $sb }
tournament-alt-results = , wyniki { $results }

## /leaderboard i /profile.
leaderboard-nobody = Nikt na tym serwerze nie ma jeszcze rankingu w { $game }: najpierw dokończ partię rankingową (wyzwania są rankingowe, chyba że mają rated:false).
leaderboard-head = Ranking { $game } (? = tymczasowy):
leaderboard-row = { $place }. { $who } { $rating } ({ $games ->
    [one] { $games } partia
    [few] { $games } partie
    [many] { $games } partii
   *[other] { $games } partii
}: { $wins }–{ $losses }–{ $draws })
leaderboard-you = Ty: { $rank } z { $count }, ranking { $rating }.
leaderboard-you-unrated = Nie masz jeszcze żadnej partii rankingowej w { $game } na tym serwerze.
leaderboard-profile-head = { $who } na tym serwerze:
leaderboard-profile-game = { $game }: { $rating } · wygrane { $wins }, przegrane { $losses }, remisy { $draws }
leaderboard-profile-none = Jeszcze żadnych partii rankingowych.
leaderboard-streak-win = Obecna seria: { $n ->
    [one] { $n } wygrana
    [few] { $n } wygrane
    [many] { $n } wygranych
   *[other] { $n } wygranej
}.
leaderboard-streak-loss = Obecna seria: { $n ->
    [one] { $n } porażka
    [few] { $n } porażki
    [many] { $n } porażek
   *[other] { $n } porażki
}.
leaderboard-streak-draw = Obecna seria: { $n ->
    [one] { $n } remis
    [few] { $n } remisy
    [many] { $n } remisów
   *[other] { $n } remisu
}.
leaderboard-last-games = Ostatnie partie:
leaderboard-last-game = partia { $id } · { $game } · { $outcome } · { $before } → { $after }
leaderboard-outcome-win = wygrana
leaderboard-outcome-loss = porażka
leaderboard-outcome-draw = remis

## /archive i /anonymous.
archive-managers-only = Tylko ktoś, kto może zarządzać tym serwerem, może publikować jego partie w sieci.
archive-on = Partie tego serwera są teraz w sieci: { $link }. Każdy może ukryć swoją nazwę przez /anonymous state:on.
archive-on-later = Partie tego serwera pojawią się w sieci, gdy bot zacznie serwować strony (web.public_url). Każdy może ukryć swoją nazwę przez /anonymous state:on.
archive-off = Partie tego serwera nie są już publikowane w sieci; strona każdej partii nadal otwiera się z jej linku.
archive-anonymous-on = Od teraz w archiwach w sieci widniejesz jako „anonim”.
archive-anonymous-off = W archiwach w sieci znowu widnieje twoja nazwa.

## Stoły (Throne): czego się odmawia.
table-own-table = Już siedzisz przy własnym stole: zaproś kogoś innego albo pomiń opponent:.
table-level-without-bot = `level:` ustawia siłę bota: posadź go przez bots:1 (albo opponent: bot) lub pomiń level:.
table-channel-busy = Na tym kanale toczy się już partia: oglądaj ją przez /board albo otwórz stół na innym kanale.
table-too-many-bots = Stół dla { $size } ma obok ciebie miejsce najwyżej dla { $most } botów: zmniejsz bots: albo zwiększ players:.
table-game-running = Na tym kanale toczy się już partia.
table-no-longer-open = Ten stół nie jest już otwarty.
table-none-here = Na tym kanale nie ma otwartego stołu; otwórz go przez /challenge game:throne.
table-two-players = Otwarte wyzwanie jest tu dla dwóch graczy: odpowiedz przez /accept albo /decline.
table-game-gone = Ten stół jest do gry, której już nie prowadzę.
table-sitting-already = Już siedzisz przy tym stole.
table-full = Ten stół jest pełny (miejsca: { $seats }); { $opener } może zacząć grę.
table-game-started = Gra przy tym stole się zaczęła: żeby z niej wyjść, /resign.
table-opener-cancels = To ty otworzyłeś ten stół: zamknij go przez /cancel.
table-not-sitting = Nie siedzisz przy tym stole.
table-opener-starts = Tylko { $opener } (kto otworzył stół) może zacząć grę.
table-too-few = Przed startem musi siedzieć co najmniej { $min } graczy; { $now ->
    [one] teraz siedzi tylko { $now }
    [few] teraz siedzą { $now }
    [many] teraz siedzi { $now }
   *[other] teraz siedzi { $now }
}.

## Co mówi sam interfejs Discorda.
discord-unknown-command = Polecenia /{ $command } już nie ma; wpisz /help, żeby zobaczyć moje obecne polecenia.
discord-not-my-button = Ten przycisk nie jest mój.
discord-out-of-date = To /{ $command } jest nieaktualne: wpisz je jeszcze raz.
discord-out-of-date-games = To /{ $command } jest nieaktualne: wpisz /{ $command } jeszcze raz i wybierz grę ({ $games }).
discord-bot-opponent = { $who } to bot, a jedynym botem, który tu gra, jestem ja: wyzwij mnie albo osobę z tego kanału.
discord-thread-name = { $game } · { $players }
discord-accepted-in-thread = { $who } przyjmuje: partia toczy się w { $thread }.

## Co mówi sama konsola: wiersze, które nie są poleceniami.
console-usage = napisz `#kanał gracz /polecenie`, np. `#lobby alice /help`
console-greeting = konsola gamehost: wpisz `#kanał gracz /polecenie`, np. `#lobby alice /help`. Zakończ przez Ctrl-D.
console-channel-empty = nazwa kanału nie może być pusta
console-user-empty = nazwa gracza nie może być pusta
console-channel-hidden = nazwa kanału nie może zawierać znaków sterujących, niewidocznych ani zmieniających kierunek tekstu
console-user-hidden = nazwa gracza nie może zawierać znaków sterujących, niewidocznych ani zmieniających kierunek tekstu
console-not-a-channel = `{ $channel }` to nie kanał: kanały zaczynają się od #, np. #lobby
console-name-too-long = nazwy kanałów i graczy mają najwyżej { $most } znaków
console-not-utf8 = ten wiersz nie jest tekstem UTF-8; wpisuj polecenia jak `#lobby alice /help`
console-engine-name = `{ $user }` to w konsoli nazwa bota (wyzwij go przez /challenge opponent:engine); pisz jako ktoś inny
console-nothing-to-do = pusty wiersz albo komentarz: nic do zrobienia
