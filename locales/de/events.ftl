# German (de). Glossary: event = Turnier, round = Runde, board = Brett (eine Partie der Runde), bye = Freilos, organiser = Turnierleitung, standings = Tabelle, tie-breaks = Feinwertung (Buchholz, Sonneborn–Berger), arena = Arena, pairing = Paarung, leaderboard = Bestenliste, rating = Wertung, table = Tisch, seat = Platz, archive = Archiv
# Turniere, Tische, Bestenlisten, das Archiv und was die Frontends selbst sagen.

## Was ein Turnier ist. $game ist der Titel eines Spiels, $span eine Zeitspanne.
tournament-rounds = { $n ->
    [0] Runden nach Zahl der Spieler
    [one] { $n } Runde
   *[other] { $n } Runden
}
tournament-about-swiss = ein Turnier im Schweizer System: { $game } ({ $rounds }, { $span } pro Zug)
tournament-about-round-robin = ein Rundenturnier: { $game } ({ $span } pro Zug)
tournament-about-double-round-robin = ein doppeltes Rundenturnier: { $game } ({ $span } pro Zug)
tournament-about-knockout-replay = ein K.-o.-Turnier: { $game } ({ $span } pro Zug; nach einem Remis wird mit getauschten Plätzen neu gespielt)
tournament-about-knockout-seed = ein K.-o.-Turnier: { $game } ({ $span } pro Zug; nach einem Remis kommt die höher gesetzte Person weiter)
tournament-about-arena = eine Arena: { $game } (Paarungen für { $length }, { $span } pro Zug)
tournament-about-tables = ein Turnier an Tischen: { $game } ({ $rounds }, dann ein Finaltisch, { $span } pro Zug)

## /tournament.
tournament-players = { $n ->
    [one] { $n } Spieler
   *[other] { $n } Spieler
}
tournament-no-event = In diesem Kanal gibt es kein Turnier; die Turnierleitung erstellt eins mit /tournament action:create.
tournament-organiser-only = Das darf nur die Turnierleitung (wer es erstellt hat oder den Server verwaltet).
tournament-you-not-joined = Du bist diesem Turnier nicht beigetreten.
tournament-left = { $who } hat das Turnier verlassen ({ $players }).
tournament-started-by = { $who } hat das Turnier gestartet.
tournament-not-in = { $who } spielt in diesem Turnier nicht mit.
tournament-unentered = { $who } ist nicht mehr für das Turnier angemeldet.
tournament-withdrew = { $organiser } hat { $who } aus dem Turnier genommen: keine weiteren Paarungen.
tournament-withdrew-playing = { $organiser } hat { $who } aus dem Turnier genommen: keine weiteren Paarungen; die laufende Partie wird zu Ende gespielt.
tournament-paused = Das Turnier ist pausiert: Laufende Partien gehen weiter, aber keine neue Runde wird gepaart bis /tournament action:resume.
tournament-running-again = Das Turnier läuft wieder.
tournament-over-already = Das Turnier ist schon vorbei.
tournament-ended-by = { $who } hat das Turnier beendet; diese Tabelle ist endgültig (laufende Partien zählen nicht mehr).
tournament-over-see-standings = Das Turnier ist vorbei: /tournament action:standings zeigt die Abschlusstabelle.
tournament-busy = In diesem Kanal gibt es schon ein Turnier ({ $about }); es muss enden, bevor hier ein neues erstellt wird.
tournament-game-gone = Dieses Spiel wird hier nicht mehr angeboten.
tournament-created = { $who } hat ein Turnier erstellt – { $about }. Tritt bei mit /tournament action:join;
tournament-starts-in = Es startet von selbst in { $span } (oder wenn { $who } es mit /tournament action:start startet).
tournament-starts-by = { $who } startet es mit /tournament action:start.
tournament-enter-yourself = Nur die Turnierleitung darf andere anmelden; melde dich selbst an mit /tournament action:join.
tournament-level-for-bot = `level:` ist für die Anmeldung des Bots, etwa /tournament action:join player:engine level:1.
tournament-joined-already = { $who } ist schon angemeldet.
tournament-joined = { $who } ist dem Turnier beigetreten ({ $players }).
tournament-changed = Das Turnier hat sich im selben Moment geändert; es wurde nichts gemacht. Bitte versuch es noch einmal.

## Was die Paarung ablehnt.
tournament-refused-join-after-start = Das Turnier hat begonnen: Beitreten geht jetzt nicht mehr.
tournament-refused-already-joined = Du bist schon angemeldet.
tournament-refused-leave-after-start = Das Turnier hat begonnen: Bitte die Turnierleitung, dich herauszunehmen.
tournament-refused-not-joined = Du bist nicht angemeldet.
tournament-refused-already-started = Das Turnier hat schon begonnen.
tournament-refused-too-few = Für den Start sind zu wenige Spieler angemeldet.
tournament-refused-not-a-player = Diese Person spielt im Turnier nicht mit.
tournament-refused-not-running = Pausieren lässt sich nur ein laufendes Turnier.
tournament-refused-not-paused = Das Turnier ist nicht pausiert.
tournament-refused-not-its-game = Diese Partie gehört nicht zum Turnier.
tournament-refused-result-in = Das Ergebnis dieser Partie ist schon eingetragen.

## Die Partien einer Runde.
tournament-name = { $who }
tournament-versus = { $first } gegen { $second }
tournament-seated = { $who } ({ $seat })
tournament-round = Runde { $round }: { $games }. Jede Partie öffnet in einem eigenen Kanal.
tournament-round-byes = Runde { $round }: { $games }; Freilos: { $byes }. Jede Partie öffnet in einem eigenen Kanal.
tournament-new-games = Neue Partien: { $games }. Jede Partie öffnet in einem eigenen Kanal.
tournament-new-games-byes = Neue Partien: { $games }; Freilos: { $byes }. Jede Partie öffnet in einem eigenen Kanal.

## Eine Turnierpartie bekommt ihren Kanal.
tournament-board-name = { $game } · R{ $round } B{ $board } · { $players }
tournament-board-heading = Turnierpartie: Runde { $round }, Brett { $board } – { $players }.
tournament-board-placed = Runde { $round }, Brett { $board }: { $players } – in { $place }.
tournament-this-channel = diesem Kanal
tournament-gone = Dieses Turnier gibt es nicht mehr.
tournament-unreadable = Die Turnierpartie ließ sich nicht zurücklesen.
tournament-placed-already = Diese Partie hat schon ihren Platz.
tournament-over-final = Das Turnier ist vorbei. Abschlusstabelle:

## Eine Turnierpartie ist zu Ende.
tournament-result-not-counted = Das Turnier, zu dem diese Partie gehörte, ist beendet; ihr Ergebnis zählt dort nicht.
tournament-last-game = Das war die letzte Partie des Turniers: Es ist vorbei, und die Abschlusstabelle geht in den Kanal des Turniers (dort /tournament action:standings).
tournament-goes-on = Das Turnier geht weiter.
tournament-round-complete = Runde { $round } des Turniers ist komplett.
tournament-paused-next = Das Turnier ist pausiert: Die nächste Runde wird gepaart, sobald die Turnierleitung es fortsetzt.
tournament-arena-goes-on = Das Turnier geht weiter: Du wirst neu gepaart, sobald jemand mit ähnlicher Punktzahl frei ist.
tournament-round-waits = Runde { $round } des Turniers wartet noch auf { $left ->
    [one] { $left } Partie
   *[other] { $left } Partien
}.

## Was die Uhr mit Turnieren macht.
tournament-has-started = Das Turnier hat begonnen.
tournament-could-not-start = Das Turnier konnte nicht pünktlich starten: { $joined } angemeldet, es braucht aber { $least }. Es ist geschlossen; die Turnierleitung kann ein neues erstellen.
tournament-arena-time-up = Die Zeit der Arena ist um: Es werden keine neuen Partien gepaart, und sie endet, wenn die laufenden Partien fertig sind.

## Die Tabelle.
tournament-format-swiss = Schweizer System
tournament-format-round-robin = Rundenturnier
tournament-format-double-round-robin = doppeltes Rundenturnier
tournament-format-knockout = K.-o.
tournament-format-arena = Arena
tournament-format-tables = Tische
tournament-status-open = offen, { $count } angemeldet
tournament-status-final = Abschlusstabelle
tournament-status-round = Runde { $round }
tournament-status-round-of = Runde { $round } von { $rounds }
tournament-status-round-of-final = Runde { $round } von { $rounds } und das Finale
tournament-status-paused = pausiert in { $round }
tournament-status-arena = Arena läuft
tournament-standings-title = { $game } { $format } · { $status }
tournament-standings-head = Tabelle – { $about } – { $status }:
tournament-standings-nobody = Noch niemand ist beigetreten: /tournament action:join.
tournament-standings-row = { $rank }. { $who } – { $points } { $n ->
    [one] Pkt.
   *[other] Pkt.
}
tournament-standings-row-half = { $rank }. { $who } – { $points } Pkt.
tournament-standings-tie-breaks = (Buchholz { $bh }, SB { $sb })
tournament-standings-more = …und { $n } weitere (das Bild zeigt alle).
tournament-withdrawn = { $who } (zurückgezogen)
tournament-withdrawn-mark = (zurückgezogen)

## Ergebniszellen: S3 Sieg gegen den Drittplatzierten, R3 Remis, N3 Niederlage.
tournament-cell-won = S{ $rank }
tournament-cell-drew = R{ $rank }
tournament-cell-lost = N{ $rank }
tournament-cell-bye = frei
tournament-column-round = R{ $n }
tournament-column-game = P{ $n }

## Das Tabellenbild.
tournament-picture-points = Pkt.
tournament-picture-nobody = Noch niemand
tournament-legend-bh = Bh Buchholz
tournament-legend-sb = SB Sonneborn–Berger
tournament-legend-won = S3 Sieg gegen Nr. 3
tournament-legend-drew = R Remis
tournament-legend-lost = N Niederlage
tournament-legend-place = 2/4 Zweiter von vier am Tisch
tournament-legend-playing = …3 läuft
tournament-legend-playing-table = … läuft
tournament-alt-head = Tabelle, { $title }.
tournament-alt-nobody = Noch niemand ist beigetreten.
tournament-alt-row = { $rank }. { $who }, { $points } { $n ->
    [one] Punkt
   *[other] Punkte
}
tournament-alt-row-half = { $rank }. { $who }, { $points } Punkte
tournament-alt-tie-breaks = , Buchholz { $bh }, Sonneborn–Berger { $sb }
tournament-alt-results = , Ergebnisse { $results }

## /leaderboard und /profile.
leaderboard-nobody = Auf diesem Server hat noch niemand eine Wertung in { $game }: Spiel erst eine gewertete Partie zu Ende (Herausforderungen sind gewertet, außer bei rated:false).
leaderboard-head = Bestenliste { $game } (? = vorläufig):
leaderboard-row = { $place }. { $who } { $rating } ({ $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}: { $wins }–{ $losses }–{ $draws })
leaderboard-you = Du: Platz { $rank } von { $count } mit { $rating }.
leaderboard-you-unrated = Du hast auf diesem Server noch keine gewertete Partie { $game }.
leaderboard-profile-head = { $who } auf diesem Server:
leaderboard-profile-game = { $game }: { $rating } · { $wins } gewonnen, { $losses } verloren, { $draws } remis
leaderboard-profile-none = Noch keine gewerteten Partien.
leaderboard-streak-win = Aktuelle Serie: { $n ->
    [one] { $n } Sieg
   *[other] { $n } Siege
}.
leaderboard-streak-loss = Aktuelle Serie: { $n ->
    [one] { $n } Niederlage
   *[other] { $n } Niederlagen
}.
leaderboard-streak-draw = Aktuelle Serie: { $n ->
    [one] { $n } Remis
   *[other] { $n } Remis
}.
leaderboard-last-games = Letzte Partien:
leaderboard-last-game = Partie { $id } · { $game } · { $outcome } · { $before } → { $after }
leaderboard-outcome-win = Sieg
leaderboard-outcome-loss = Niederlage
leaderboard-outcome-draw = Remis

## /archive und /anonymous.
archive-managers-only = Nur wer diesen Server verwalten darf, kann seine Partien im Web auflisten.
archive-on = Die Partien dieses Servers stehen jetzt im Web: { $link }. Wer will, verbirgt seinen Namen mit /anonymous state:on.
archive-on-later = Die Partien dieses Servers erscheinen im Web, sobald der Bot seine Seiten ausliefert (web.public_url). Wer will, verbirgt seinen Namen mit /anonymous state:on.
archive-off = Die Partien dieses Servers stehen nicht mehr im Web; die Seite jeder Partie öffnet sich weiter über ihren Link.
archive-anonymous-on = In den Web-Archiven wirst du ab jetzt als „anonym“ angezeigt.
archive-anonymous-off = In den Web-Archiven wirst du wieder mit deinem Namen angezeigt.

## Tische (Throne): was abgelehnt wird.
table-own-table = Du sitzt schon an deinem eigenen Tisch: Lade jemand anderen ein oder lass opponent: weg.
table-level-without-bot = `level:` legt die Stärke des Bots fest: Setz ihn mit bots:1 (oder opponent: den Bot) an den Tisch, oder lass level: weg.
table-channel-busy = In diesem Kanal läuft schon eine Partie: Schau mit /board zu oder eröffne einen Tisch in einem anderen Kanal.
table-too-many-bots = An einem Tisch für { $size } ist neben dir Platz für höchstens { $most } Bots: Verringere bots: oder erhöhe players:.
table-game-running = In diesem Kanal läuft schon eine Partie.
table-no-longer-open = Dieser Tisch ist nicht mehr offen.
table-none-here = In diesem Kanal gibt es keinen offenen Tisch; eröffne einen mit /challenge game:throne.
table-two-players = Die offene Herausforderung hier ist für zwei Spieler: Antworte mit /accept oder /decline.
table-game-gone = Dieser Tisch ist für ein Spiel, das ich nicht mehr anbiete.
table-sitting-already = Du sitzt schon an diesem Tisch.
table-full = Dieser Tisch ist voll ({ $seats } Plätze); { $opener } kann ihn starten.
table-game-started = Die Partie an diesem Tisch hat begonnen: Zum Verlassen /resign.
table-opener-cancels = Du hast diesen Tisch eröffnet: Schließ ihn mit /cancel.
table-not-sitting = Du sitzt nicht an diesem Tisch.
table-opener-starts = Nur { $opener } (hat den Tisch eröffnet) kann ihn starten.
table-too-few = Es müssen mindestens { $min } Spieler sitzen, bevor die Partie beginnt; { $now ->
    [one] jetzt sitzt erst { $now }
   *[other] jetzt sitzen { $now }
}.

## Was das Discord-Frontend selbst sagt.
discord-unknown-command = Den Befehl /{ $command } gibt es nicht mehr; tippe /help für meine aktuellen Befehle.
discord-not-my-button = Dieser Button gehört nicht zu mir.
discord-out-of-date = Dieses /{ $command } ist veraltet: Tipp es noch einmal.
discord-out-of-date-games = Dieses /{ $command } ist veraltet: Tipp /{ $command } noch einmal und wähl dein Spiel ({ $games }).
discord-bot-opponent = { $who } ist ein Bot, und als Bot spiele hier nur ich: Fordere mich heraus oder eine Person in diesem Kanal.
discord-thread-name = { $game } · { $players }
discord-accepted-in-thread = { $who } hat angenommen: Die Partie läuft in { $thread }.

## Was die Konsole selbst sagt: Zeilen, die keine Befehle sind.
console-usage = schreib `#kanal name /befehl`, etwa `#lobby alice /help`
console-greeting = gamehost-Konsole: Tippe `#kanal name /befehl`, etwa `#lobby alice /help`. Ende mit Strg-D.
console-channel-empty = ein Kanalname darf nicht leer sein
console-user-empty = ein Name darf nicht leer sein
console-channel-hidden = ein Kanalname darf keine Steuer-, unsichtbaren oder richtungsändernden Zeichen enthalten
console-user-hidden = ein Name darf keine Steuer-, unsichtbaren oder richtungsändernden Zeichen enthalten
console-not-a-channel = `{ $channel }` ist kein Kanal: Kanäle beginnen mit #, etwa #lobby
console-name-too-long = Kanal- und Spielernamen haben höchstens { $most } Zeichen
console-not-utf8 = diese Zeile ist kein UTF-8-Text; tippe Befehle wie `#lobby alice /help`
console-engine-name = `{ $user }` ist in der Konsole der Name des Bots (fordere ihn mit /challenge opponent:engine heraus); tippe als jemand anderes
console-nothing-to-do = eine leere Zeile oder ein Kommentar: nichts zu tun
