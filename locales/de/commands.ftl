# German (de). Glossary: move = Bewegung (ziehen), turn = Zug, piece = Figur, square = Feld, game = Spiel (eine Partie), challenge = Herausforderung, claim = Übernahme, draw = Remis, infiltrator = Infiltrator, loadout = Ausrüstung, augmentor = Verstärker, shells = Muscheln
# Beschreibungen der Slash-Befehle, wie Discord sie neben jedem Befehl und
# jeder Option zeigt (höchstens 100 Zeichen; Namen und Auswahlwerte bleiben
# englisch, damit `/move from:E2 to:E4` überall gleich aussieht). Eine
# Beschreibung, die mehrere Befehle teilen, steht einmal und wird referenziert.

## Die Beschreibung eines Befehls, den nur manche Spiele haben, mit deren Namen.
## $games sind die Spieltitel als Liste, $about die Beschreibung.
command-for-games = { $games }: { $about }
## Der Titel eines Spiels in einer solchen Liste.
game-title = { $title }

## Die Befehle des Hosts.
command-challenge = Jemanden in diesem Kanal zu einer Partie herausfordern (Throne: Tisch für 2–4 öffnen)
command-challenge-opponent = Wen du herausforderst (am Tisch: wen du einlädst; jeder darf beitreten)
command-challenge-game = Welches Spiel (Standard: das erste in /help)
command-challenge-side = Deine Seite (Standard: Münzwurf)
command-challenge-players = Spiele am Tisch: Plätze, 2–4 (Standard: so viele wie möglich)
command-challenge-time = Zeit pro Zug (Standard: 1 Tag); wer am Zug ist, verliert, wenn sie abläuft
command-challenge-rated = Ob die Partie gewertet wird (Standard: true; false: Freundschaftspartie)
command-challenge-level = Gegen den Bot: seine Stärke, 1 (schnell, schwach) bis 5 (am stärksten); Standard 3
command-challenge-bots = Spiele am Tisch: Plätze, die der Bot sofort besetzt, 1–3 (Stärke per level:)
command-accept = Die Herausforderung an dich annehmen
command-decline = Die Herausforderung an dich ablehnen
command-cancel = Deine Herausforderung zurückziehen
command-join = Am offenen Tisch Platz nehmen
command-leave = Deinen Platz am offenen Tisch aufgeben
command-start = Die Partie am Tisch starten (wer ihn eröffnet hat, sobald 2 oder mehr sitzen)
command-board = Allen das Brett zeigen
command-game = Wer am Zug ist, Übernahmen, Angebote, geschlagene Figuren und die Stellung (privat)
command-history = Die Partienotation (privat)
command-play = Deinen Zug Schritt für Schritt per Auswahl spielen, ohne zu tippen (privat)
command-undo = Deinen vorgemerkten Zug verwerfen
command-endturn = Deinen vorgemerkten Zug spielen
command-resign = Die Partie aufgeben
command-abort = Die Partie vor ihrem zweiten Zug ohne Ergebnis beenden
command-draw = Remis anbieten, annehmen oder ablehnen
command-draw-action = offer, accept oder decline
command-rules = Die Regeln eines Spiels; mit einer Figur: wie sie zieht
command-rules-game = Welches Spiel (Standard: das in diesem Kanal)
command-rules-piece = Die Figur, die gezeigt werden soll
command-leaderboard = Die zehn bestbewerteten Spieler eines Spiels auf diesem Server und dein Platz
command-leaderboard-game = { command-rules-game }
command-profile = Wertungen, Siege, Niederlagen, Remis, Serie und letzte fünf Partien eines Spielers
command-profile-user = Wessen Profil (Standard: deins)
command-archive = Die Partien dieses Servers im Web auflisten oder damit aufhören (Serververwaltung)
command-archive-state = on oder off
command-anonymous = In den Web-Archiven dieses Bots als „anonymous“ erscheinen oder wieder mit Namen
command-anonymous-state = { command-archive-state }
command-language = Die Sprache, in der ich dir antworte, oder die der öffentlichen Servernachrichten
command-language-locale = Eine Sprache oder auto, um deinen Discord-Einstellungen zu folgen
command-language-for = Nur du oder der Server (wer ihn verwaltet) (Standard: du)
command-notify = Zug-Hinweise per DM: jeder Zug, nur bei knapper Zeit, tägliche Übersicht oder aus
command-notify-mode = every (deine Züge und knappe Zeit), low (nur knappe Zeit), digest (einmal am Tag) oder off
command-notify-game = Nur für dieses Spiel (Standard: alle Spiele)
command-notify-quiet = Ruhezeit, etwa 22-07 (braucht zone:)
command-notify-zone = Deine Zeitzone, etwa Europe/Berlin
command-notify-low = Erinnern, wenn weniger Minuten übrig sind (Standard: ein Viertel des Zugs, höchstens 60)
command-replay = Eine Partie als animiertes Bild (die letzte des Kanals oder eine nach Nummer)
command-replay-game = Die Nummer der Partie, wie /history sie zeigt (Standard: die letzte des Kanals)
command-analyse = Die Bot-Analyse einer beendeten Partie (die letzte des Kanals oder eine nach Nummer)
command-analyse-game = Die Nummer der Partie, wie /history sie zeigt (Standard: die letzte des Kanals)
command-tournament = Turniere: create, join, leave, start, standings; Leitung: withdraw, pause, resume, end
command-tournament-action = Was du tun willst
command-tournament-game = create: welches Spiel (Standard: das erste in /help)
command-tournament-format = create: swiss (Standard), roundrobin, double, knockout, arena; Throne: tables
command-tournament-rounds = create: Runden bei swiss und tables (Standard: genug für einen klaren Sieger)
command-tournament-time = create: Zeit pro Zug in jeder Partie (Standard: 1 Tag); wer fehlt, verliert auf Zeit
command-tournament-starts = create: startet von selbst nach dieser Zeit, z. B. 30m, 2h oder 1d (Standard: per start)
command-tournament-length = create: nur arena, wie lange neue Partien gepaart werden, z. B. 1h (Standard: 1h)
command-tournament-draws = create: nur knockout; Remis: Wiederholung (Standard) oder der höher Gesetzte kommt weiter
command-tournament-player = join (Leitung trägt jemanden oder den Bot ein) oder withdraw: wer
command-tournament-level = join mit dem Bot als player: seine Stärke, 1 (schnell) bis 5 (am stärksten)
command-help = Die Befehle und wie ein Zug abläuft

## Masters
command-masters-move = Eine Bewegung vormerken; vor dem Ende deines Zugs siehst du privat eine Vorschau
command-masters-move-from = Das Feld der Figur, z. B. E2
command-masters-move-to = Wohin sie zieht, z. B. E4
command-masters-move-promote = Was aus einer Figur wird, die ihre letzte Reihe erreicht
command-masters-claim = Übernahme mit deinem Puppenspieler vormerken; ohne Ziel: mögliche Ziele zeigen
command-masters-claim-target = Das Feld der gegnerischen Figur, z. B. F9
command-masters-inherit = Auf das Erbangebot deiner Hexe antworten
command-masters-inherit-choice = accept, decline oder die Figur, deren Gangart sie übernimmt
command-masters-turn = Einen ganzen Zug mit einem Befehl spielen
command-masters-turn-move = Eine Bewegung, z. B. E2-E4
command-masters-turn-claim = Ein Übernahmeziel, z. B. F9
command-masters-turn-inherit = Deine Antwort auf das Angebot der Hexe
command-masters-turn-promote = { command-masters-move-promote }

## Regions chess
command-regions-pick = Deinen geheimen Infiltrator wählen, eine gegnerische Figur (nur du siehst sie)
command-regions-pick-piece = Das Feld der gegnerischen Figur, z. B. e9
command-regions-move = { command-masters-move }
command-regions-move-from = { command-masters-move-from }
command-regions-move-to = { command-masters-move-to }
command-regions-move-promote = { command-masters-move-promote }
command-regions-move-carry = Der Bauer, den dein Kommandant mitnimmt
command-regions-move-carry_promote = Was aus dem mitgenommenen Bauern auf seiner letzten Reihe wird
command-regions-reveal = Deinen Infiltrator aufdecken (sobald ein Schach gegeben wurde); beendet deinen Zug
command-regions-turn = { command-masters-turn }
command-regions-turn-move = { command-masters-turn-move }
command-regions-turn-promote = { command-masters-move-promote }
command-regions-turn-carry = { command-regions-move-carry }
command-regions-turn-carry_promote = { command-regions-move-carry_promote }

## Throne
command-throne-throw = Die Muscheln für deine Runde werfen
command-throne-move = Eine Figur mit einigen deiner Werte auf einmal ziehen
command-throne-move-piece = Wo die Figur steht (home, 1–12, red-1 …)
command-throne-move-kind = soldier, unit oder squad, wenn dort mehrere stehen
command-throne-move-values = Die einzusetzenden Werte, z. B. 6+5

## Elemental chess
command-elemental-loadout = Geheime Ausrüstung wählen und festlegen (piece: eine Figur, nur Lightning)
command-elemental-loadout-element = Dein Element
command-elemental-loadout-augmentor = Der Verstärker, den jede Figur trägt (oder diese Figur, mit piece:)
command-elemental-loadout-offense = Angriffsfähigkeit
command-elemental-loadout-temporal = Zeitfähigkeit
command-elemental-loadout-piece = Lightning: die Figur, für die diese Slots gelten, z. B. e2
command-elemental-move = { command-masters-move }
command-elemental-move-from = { command-masters-move-from }
command-elemental-move-to = { command-masters-move-to }
command-elemental-move-promote = { command-masters-move-promote }
command-elemental-move-chain = Chain Kill: die eigene Figur am Kettenende, von der aus geschlagen wird, z. B. c3
command-elemental-move-dk = Double Kill: die gegnerische Figur neben dem Schlagfeld, die entfernt wird, z. B. g7
command-elemental-move-qk = Quantum Kill: die gegnerische Figur, die entfernt wird, z. B. a7
command-elemental-move-bdk = Fire, Blaze Rush: das Ziel des zusätzlichen Double Kill, z. B. g7
command-elemental-move-bqk = Fire, Blaze Rush: das Ziel des zusätzlichen Quantum Kill, z. B. a7
command-elemental-move-res = Resurrection: die fehlende Figur, die zurückkehrt, und wohin, z. B. knight@b1
command-elemental-move-lock = Temporal Lock: die gegnerische Figur, die gesperrt wird, z. B. d7
command-elemental-move-then = Nach der Bewegung: Quantum Step, dann die Schritte, z. B. f4, f4,g5 oder b4,a4,b5 (E93)
command-elemental-move-rj = Lightning, Raijin: das Schlagen nach dem Quantum Step, z. B. f5 oder f8=q,dk:g7
command-elemental-move-laugh = Schrödinger's Laugh: die Figur nach to: kopieren, statt sie zu ziehen
command-elemental-move-face = Block Piece: Ausrichtungen, z. B. north oder e2=north
command-elemental-turn = { command-masters-turn }
command-elemental-turn-move = { command-masters-turn-move }
command-elemental-turn-promote = { command-masters-move-promote }
command-elemental-turn-chain = { command-elemental-move-chain }
command-elemental-turn-dk = { command-elemental-move-dk }
command-elemental-turn-qk = { command-elemental-move-qk }
command-elemental-turn-bdk = { command-elemental-move-bdk }
command-elemental-turn-bqk = { command-elemental-move-bqk }
command-elemental-turn-res = { command-elemental-move-res }
command-elemental-turn-lock = { command-elemental-move-lock }
command-elemental-turn-then = { command-elemental-move-then }
command-elemental-turn-rj = { command-elemental-move-rj }
command-elemental-turn-laugh = { command-elemental-move-laugh }
command-elemental-turn-face = { command-elemental-move-face }
command-mygames = Deine laufenden Partien auf allen Servern: wer am Zug ist, bis wann, wo (privat)
command-puzzle = Ein Puzzle aus den Partien dieses Servers (oder anderer) zum Lösen; daily:on postet täglich eins
command-puzzle-game = Puzzles aus welchem Spiel (Standard: beliebig)
command-puzzle-daily = Hier jeden Tag ein Puzzle posten oder damit aufhören (Serververwaltung)
