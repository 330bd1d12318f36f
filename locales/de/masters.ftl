# German (de). Glossary: Ember, Frost (Seiten, Eigennamen); general = General, puppeteer = Puppenspieler, witch = Hexe (die drei Anführer); cardinal = Kardinal, dragon = Drache, sentinel = Wächter, archer = Bogenschütze, horseman = Reiter, scout = Späher; claim = Übernahme (übernehmen), inherit = erben, offer = Angebot, moveset = Gangart, aura = Aura. Optionswerte (promote:dragon, inherit:accept, piece:horseman) und Befehle bleiben, wie sie sind.

## Seiten und Figuren.
-masters-ember = Ember
-masters-frost = Frost
-masters-general = General
-masters-puppeteer = Puppenspieler
-masters-witch = Hexe
-masters-cardinal = Kardinal
-masters-dragon = Drache
-masters-sentinel = Wächter
-masters-archer = Bogenschütze
-masters-horseman = Reiter
-masters-scout = Späher

masters-side-ember = { -masters-ember }
masters-side-frost = { -masters-frost }
masters-piece-general = { -masters-general }
masters-piece-puppeteer = { -masters-puppeteer }
masters-piece-witch = { -masters-witch }
masters-piece-cardinal = { -masters-cardinal }
masters-piece-dragon = { -masters-dragon }
masters-piece-sentinel = { -masters-sentinel }
masters-piece-archer = { -masters-archer }
masters-piece-horseman = { -masters-horseman }
masters-piece-scout = { -masters-scout }

masters-owned = { $piece } von { $side }
masters-yours-on = dein { $piece } auf { $square }
masters-yours-on-start = Dein { $piece } auf { $square }
masters-theirs-on = { $piece } von { $side } auf { $square }
masters-notation = { $notation }
masters-and-then = { $first }, { $rest }
masters-notes-join = { $first }; { $rest }

masters-started = Los geht’s: { $ember } ({ -masters-ember }) gegen { $frost } ({ -masters-frost }). { -masters-ember } beginnt: { $ember }.
masters-started-how = Los geht’s: { $ember } ({ -masters-ember }) gegen { $frost } ({ -masters-frost }). { -masters-ember } beginnt: { $ember }, merk deinen Zug mit /move und /claim vor, dann /endturn (oder /turn in einem Rutsch).
masters-game-over = Partie vorbei:
masters-status = Zug { $turn } · { $side } ({ $player }) ist am Zug.
masters-not-your-turn = { $player } ist am Zug ({ $side }); warte auf den Zug.
masters-players = Masters: { $ember } ({ -masters-ember }) gegen { $frost } ({ -masters-frost }).
masters-holds = Der { -masters-puppeteer } von { $side } hält { $piece } auf { $square }.
masters-offered = Der { -masters-witch } von { $side } wird angeboten: { $offers }.
masters-offered-forced = Der { -masters-witch } von { $side } wird angeboten: { $offers } ({ $forced } ist erzwungen).
masters-witch-moves-as = Die { -masters-witch } von { $side } zieht wie: { $piece }.
masters-has-lost = { $side } hat verloren: { $pieces }.
masters-position = Stellung: `{ $position }`

masters-turn-line = Zug { $number } · { $side } ({ $player }): { $what }
masters-part-inherits = erbt: { $piece }
masters-part-declines = lehnt das Erbe ab
masters-part-takes = schlägt { $piece }
masters-part-claims = übernimmt { $square }
masters-event-claimed = Der { -masters-puppeteer } von { $side } hat { $piece } übernommen.
masters-event-retargeted = Der { -masters-puppeteer } von { $side } hat { $released } losgelassen und { $piece } übernommen.
masters-event-released = Der { -masters-puppeteer } von { $side } hat die Kontrolle über { $piece } verloren.
masters-event-offer = Der { -masters-witch } von { $side } wird die Gangart angeboten: { $piece }.
masters-event-offer-forced = Der { -masters-witch } von { $side } wird die Gangart angeboten, und sie muss sie annehmen: { $piece }.
masters-event-forced = Die { -masters-witch } von { $side } muss die Gangart erben: { $piece }.
masters-event-promoted = Der { -masters-scout } von { $side } auf { $square } wurde umgewandelt: { $piece }.
masters-won = { $player } ({ $side }) gewinnt! Alle drei Anführer von { $loser } sind gefallen.
masters-result-won = { $player } ({ $side }) gewinnt: alle drei Anführer von { $loser } sind gefallen.
masters-stuck = { $player } ({ $side }) hat keinen legalen Zug: gib mit /resign auf oder biete mit /draw action:offer Remis an.
masters-note-takes = schlägt { $piece } auf { $square }
masters-note-promotes = wird umgewandelt: { $piece }
masters-note-inherits = die { -masters-witch } erbt: { $piece }
masters-note-inherits-forced = die { -masters-witch } erbt: { $piece }, erzwungen (M34)

masters-staged = Vorgemerkt: { $draft }. Drück Zug beenden (oder /endturn), um ihn zu spielen, Rückgängig (/undo), um neu anzufangen.
masters-draft-claim = Übernahme { $square }
masters-draft-accept = Angebot annehmen
masters-draft-decline = Angebote ablehnen
masters-draft-inherit = erben: { $piece }
masters-no-claim = Keine Figur kann übernommen werden.
masters-no-claim-after-move = Nach deinem vorgemerkten Zug kann keine Figur übernommen werden.
masters-can-claim = Du kannst übernehmen: { $targets }. Merk eine mit /claim target:{ $first } vor.
masters-can-claim-after-move = Nach deinem vorgemerkten Zug kannst du übernehmen: { $targets }. Merk eine mit /claim target:{ $first } vor.
masters-claim-target = { $square } ({ $piece })
masters-claim-staged-already = Du hast schon eine Übernahme auf { $square } vorgemerkt: erst /undo, um sie zu ändern.
masters-answer-staged-already = Du hast schon gewählt ({ $answer }): erst /undo, um es zu ändern.
masters-nothing-staged = Du hast keinen Zug und keine Übernahme vorgemerkt: merk etwas mit /move oder /claim vor oder spiel alles auf einmal mit /turn.
masters-m23-warning = Achtung: nach deinem vorgemerkten Zug gilt: { $reason } Der Zug würde abgelehnt: ändere den Zug oder die Übernahme (/undo).
masters-m23-warning-blocked = Achtung: nach deinem vorgemerkten Zug gilt: { $reason } Der Zug würde abgelehnt ({ $blocker } auf { $square } blockiert): ändere den Zug oder die Übernahme (/undo).
masters-claim-first = { $refusal } Um sie zu ziehen, übernimm sie im selben Zug: zuerst /claim target:{ $square }.

masters-choices-over = Die Partie ist vorbei.
masters-choices-not-your-turn = { $side } ist am Zug, nicht du.
masters-choices-stale = Diese Auswahl ergibt hier keinen Zug mehr: fang neu an.

## Einen Zug per Knopf wählen: was jede Wahl sagt und was jetzt zu tun ist.
## $piece der Name einer Figur (oder die Figur einer Seite); $square ein Feld.
masters-choice-inherit = Deine { -masters-witch } erbt: { $piece }
masters-choice-decline = Angebote der { -masters-witch } ablehnen
masters-choice-piece = { $square } · { $piece }
masters-choice-promote = Umwandeln in: { $piece }
masters-choice-claim-only = Nur übernehmen
masters-choice-claim = { $square } übernehmen
masters-takes = schlägt { $piece }
masters-prompt-piece = Wähl eine Figur zum Ziehen.
masters-prompt-piece-or-claim = Wähl eine Figur zum Ziehen oder eine Übernahme.
masters-prompt-offers = Deine { -masters-witch } hat Angebote: beantworte sie oder wähl eine Figur zum Ziehen.
masters-prompt-promote = Wähl, was aus deinem { -masters-scout } wird.
masters-prompt-claim-or-end = Übernimm eine Figur (gestrichelte Kreise) oder Zug beenden.
masters-prompt-claim = Wähl die Figur, die dein { -masters-puppeteer } übernimmt (gestrichelte Kreise).
masters-prompt-end = Zug beenden, um ihn zu spielen.
masters-prompt-where = Wähl, wohin sie zieht.

masters-bad-promotion = `promote:{ $value }` ist keine Wahl: nimm dragon, sentinel, archer oder horseman.
masters-bad-answer = `inherit:{ $value }` ist keine Antwort: nimm accept, decline oder die angebotene Figur (z. B. horseman).
masters-turn-needs-action = Ein Zug braucht eine Bewegung oder eine Übernahme (oder beides), z. B. /turn move:E2-E4 oder /turn claim:F7.
masters-turn-needs-move-or-claim = Ein Zug braucht eine Bewegung oder eine Übernahme (oder beides), z. B. /turn move:E2-E4.
masters-promote-needs-move = `promote:` gehört zu einer Bewegung, z. B. /turn move:E11-E12 promote:dragon.
masters-no-offer-to-accept = Deine { -masters-witch } hat kein Erbangebot, das du annehmen könntest.
masters-several-offers = Deine { -masters-witch } hat mehrere Angebote ({ $offers }): nenne eins, z. B. { $option }:{ $first }.
masters-bad-piece = `piece:{ $value }` ist keine Masters-Figur: nimm general, puppeteer, witch, cardinal, dragon, sentinel, archer, horseman oder scout.

masters-claim-no-puppeteer = du hast keinen { -masters-puppeteer } mehr, der übernehmen kann.
masters-claim-puppeteer-held = dein { -masters-puppeteer } auf { $puppeteer } wird von { $side } gehalten und kann nicht übernehmen.
masters-claim-empty = auf { $target } steht keine Figur zum Übernehmen.
masters-claim-own-piece = { $target } ist deine eigene Figur: du kannst nur Figuren von { $enemy } übernehmen.
masters-claim-already-held = dein { -masters-puppeteer } hält schon { $target }.
masters-claim-no-line = dein { -masters-puppeteer } auf { $puppeteer } sieht { $target } nicht: sie teilen keine Reihe und keine Linie.
masters-claim-blocked = dein { -masters-puppeteer } auf { $puppeteer } sieht { $target } nicht: { $blocker } auf { $square } steht im Weg.
masters-claim-protected = { $target } steht in der Aura des { -masters-cardinal }s auf { $cardinal } und kann nicht übernommen werden.
masters-claim-no-puppeteer-start = Du hast keinen { -masters-puppeteer } mehr, der übernehmen kann.
masters-claim-puppeteer-held-start = Dein { -masters-puppeteer } auf { $puppeteer } wird von { $side } gehalten und kann nicht übernehmen.
masters-claim-empty-start = Auf { $target } steht keine Figur zum Übernehmen.
masters-claim-own-piece-start = { $target } ist deine eigene Figur: du kannst nur Figuren von { $enemy } übernehmen.
masters-claim-already-held-start = Dein { -masters-puppeteer } hält schon { $target }.
masters-claim-no-line-start = Dein { -masters-puppeteer } auf { $puppeteer } sieht { $target } nicht: sie teilen keine Reihe und keine Linie.
masters-claim-blocked-start = Dein { -masters-puppeteer } auf { $puppeteer } sieht { $target } nicht: { $blocker } auf { $square } steht im Weg.
masters-claim-protected-start = { $target } steht in der Aura des { -masters-cardinal }s auf { $cardinal } und kann nicht übernommen werden.
masters-claim-after-move = Nach deinem Zug gilt: { $reason } Ändere den Zug oder die Übernahme.

masters-error-game-over = Die Partie ist vorbei: { $winner } hat gewonnen.
masters-error-no-piece = Auf { $square } steht keine Figur, die ziehen kann.
masters-error-held = { $piece } wird vom { -masters-puppeteer } von { $side } gehalten: du kannst sie erst ziehen, wenn die Übernahme endet.
masters-error-not-yours = { $piece } gehört dir nicht.
masters-error-witch-still = { $piece } hat noch keine Gangart: sie zieht erst, wenn sie ein Erbe angenommen hat.
masters-error-null-move = Ein Zug muss irgendwohin führen: { $square } nach { $square } bleibt stehen.
masters-error-out-of-reach = { $piece } erreicht { $to } nicht.
masters-error-out-of-reach-witch = { $piece } erreicht { $to } nicht (sie zieht wie: { $moves }).
masters-error-blocked = { $piece } erreicht { $to } nicht: { $blocker } auf { $square } steht im Weg.
masters-error-scout-blocked = { $piece } kann nicht auf { $to }: das Feld ist besetzt, und ein { -masters-scout } schlägt nur schräg nach vorn.
masters-error-scout-diagonal = { $piece } zieht nur zum Schlagen schräg, und { $to } ist leer.
masters-error-own-piece = { $piece } kann nicht auf { $to }: diese Figur kontrollierst du.
masters-error-protected = { $piece } steht in der Aura des { -masters-cardinal }s auf { $cardinal } und kann nicht geschlagen werden.
masters-error-promotion-missing = Dein { -masters-scout } erreicht auf { $to } die letzte Reihe: wähl mit promote:dragon, promote:sentinel, promote:archer oder promote:horseman, was er wird, z. B. /move from:{ $from } to:{ $to } promote:dragon.
masters-error-promotion-not-allowed = Nur ein { -masters-scout }, der seine letzte Reihe erreicht, wird umgewandelt: lass promote: beim Zug { $from }-{ $to } weg.
masters-error-no-offer = Deine { -masters-witch } hat kein Erbangebot: lass die Antwort weg.
masters-error-not-offered = Deiner { -masters-witch } wurde diese Gangart nicht angeboten: { $piece }; angeboten wurde: { $offers }.
masters-error-forced = Deine { -masters-witch } muss diese Gangart erben (erzwungen): { $piece }; lass die Antwort weg.
masters-error-no-witch = Deine { -masters-witch } wurde geschlagen: niemand kann erben.

masters-rules = Masters: { -masters-ember } gegen { -masters-frost } auf einem 10×12-Brett; { -masters-ember } beginnt. Du gewinnst, wenn alle drei gegnerischen Anführer ({ -masters-general }, { -masters-puppeteer }, { -masters-witch }) geschlagen oder übernommen sind.
    Ein Zug ist eine Bewegung, eine Übernahme oder beides. Dein { -masters-puppeteer } kann eine gegnerische Figur auf seiner Reihe oder Linie übernehmen, wenn nichts dazwischen steht; dann kontrollierst du sie, bis die Linie unterbrochen wird. Kardinäle schützen die 8 Felder um sich (goldene Punkte): Figuren dort können weder geschlagen noch übernommen werden. Wird eine deiner Figuren geschlagen, darf deine { -masters-witch } in deinem nächsten Zug ihre Gangart erben. Ein { -masters-scout }, der die letzte Reihe erreicht, wird { -masters-dragon }, { -masters-sentinel }, { -masters-archer } oder { -masters-horseman }.
    Sieh dir an, wie eine Figur zieht, mit /rules piece:horseman.
masters-rule-general = General (M6): ein Anführer; 1 oder 2 Felder geradeaus in eine der 8 Richtungen (für 2 muss das erste Feld leer sein).
masters-rule-puppeteer = Puppenspieler (M7, M21): ein Anführer; 1 Feld in jede Richtung. Er übernimmt eine gegnerische Figur auf seiner Reihe oder Linie, wenn nichts dazwischen steht, und du kontrollierst sie, bis die Linie unterbrochen wird.
masters-rule-witch = Hexe (M8, M31): eine Anführerin ohne eigene Gangart; wird eine deiner Figuren geschlagen, darf sie in deinem nächsten Zug deren Gangart erben und zieht und schlägt dann wie diese Figur.
masters-rule-cardinal = Kardinal (M9, M16): gleitet beliebig weit diagonal und schützt die 8 Felder um sich (goldene Punkte): Figuren dort können weder geschlagen noch übernommen werden.
masters-rule-dragon = Drache (M10): gleitet beliebig weit gerade oder diagonal und darf über eigene Figuren hinweg (nicht über gegnerische).
masters-rule-sentinel = Wächter (M11): gleitet beliebig weit gerade entlang einer Reihe oder Linie.
masters-rule-archer = Bogenschütze (M11): 1, 2 oder 3 Felder geradeaus in eine der 8 Richtungen, über leere Felder.
masters-rule-horseman = Reiter (M12): springt 2 Felder in eine Richtung und 1 in die andere, über alles dazwischen.
masters-rule-scout = Späher (M13, M36): 1 Feld geradeaus nach vorn, oder 2, wenn beide leer sind, von jedem Feld aus; schlägt 1 Feld schräg nach vorn. Auf der letzten Reihe wird er { -masters-dragon }, { -masters-sentinel }, { -masters-archer } oder { -masters-horseman }.
masters-rule-diagram = Durchscheinende Figuren zeigen, wohin sie ziehen kann; Klammern zeigen, wo sie schlagen kann.
masters-rule-puppeteer-diagram = In einer Partie markiert /claim ohne Ziel jede Figur, die dein { -masters-puppeteer } übernehmen kann, mit einem gestrichelten Kreis in deiner Farbe; eine übernommene Figur trägt dann einen Punkt in der Farbe des Übernehmenden.
masters-rule-cardinal-diagram = Ein benachbarter Gegner bekommt keine Klammer: er steht in der eigenen Aura dieses { -masters-cardinal }s, die Figuren beider Seiten schützt (M16, M17), daher schlägt der { -masters-cardinal } nur ab zwei Feldern Abstand.

masters-header-over = Partie vorbei · { $ended }
masters-header-won = Zug { $turn } · { $side } gewinnt
masters-header-to-move = Zug { $turn } · { $side } am Zug

masters-alt-over = Masters-Brett, Partie vorbei nach Zug { $turn }: { $ended }.
masters-alt-won = Masters-Brett nach Zug { $turn }: { $side } ({ $player }) hat gewonnen.
masters-alt-to-move = Masters-Brett, Zug { $turn }, { $side } ({ $player }) ist am Zug.
masters-alt-last-move = Letzter Zug { $move }.
masters-alt-staged-move = Vorgemerkter Zug { $move }.
masters-alt-staged-claim = Vorgemerkte Übernahme { $square }.
masters-alt-claim-targets = Übernahmeziele: { $squares }.
masters-alt-no-claim-targets = Übernahmeziele: keine.
masters-alt-holds = { $side } hält { $piece } auf { $square }.
masters-alt-protected = Geschützt: { $squares }.
masters-alt-offered = Der { -masters-witch } von { $side } wird angeboten: { $offers }.
masters-alt-army = { $side } ({ $player }): { $army }.
masters-alt-no-pieces = { $side } ({ $player }): keine Figuren.
masters-alt-lost = { $side } hat verloren: { $pieces }.
masters-alt-witch-moves-as = { $witches } (zieht wie: { $piece })
masters-alt-generals = { $count ->
    [one] { -masters-general }
   *[other] Generäle
} { $squares }
masters-alt-puppeteers = { $count ->
    [one] { -masters-puppeteer }
   *[other] Puppenspieler
} { $squares }
masters-alt-witches = { $count ->
    [one] { -masters-witch }
   *[other] Hexen
} { $squares }
masters-alt-cardinals = { $count ->
    [one] { -masters-cardinal }
   *[other] Kardinäle
} { $squares }
masters-alt-dragons = { $count ->
    [one] { -masters-dragon }
   *[other] Drachen
} { $squares }
masters-alt-sentinels = { $count ->
    [one] { -masters-sentinel }
   *[other] Wächter
} { $squares }
masters-alt-archers = { $count ->
    [one] { -masters-archer }
   *[other] Bogenschützen
} { $squares }
masters-alt-horsemen = { $count ->
    [one] { -masters-horseman }
   *[other] Reiter
} { $squares }
masters-alt-scouts = { $count ->
    [one] { -masters-scout }
   *[other] Späher
} { $squares }

masters-title-general = General
masters-title-puppeteer = Puppenspieler
masters-title-witch = Hexe
masters-title-cardinal = Kardinal
masters-title-dragon = Drache
masters-title-sentinel = Wächter
masters-title-archer = Bogenschütze
masters-title-horseman = Reiter
masters-title-scout = Späher
masters-diagram-general = General: 1 oder 2 Felder in jede Richtung; für 2 muss das erste leer sein.
masters-diagram-puppeteer = Puppenspieler: 1 Feld in jede Richtung. Gestrichelte Kreise: Figuren, die er auf seiner Reihe und Linie übernehmen kann.
masters-diagram-witch = Hexe: zieht nur wie die geerbte Figur (hier ein { -masters-horseman }), gezeigt auf ihrem Abzeichen.
masters-diagram-cardinal = Kardinal: gleitet diagonal; seine Aura schützt die 8 Felder um ihn.
masters-diagram-dragon = Drache: gleitet in 8 Richtungen, über eigene Figuren, bis zum ersten Gegner.
masters-diagram-sentinel = Wächter: gleitet entlang Reihen und Linien.
masters-diagram-archer = Bogenschütze: 1 bis 3 Felder in jede Richtung.
masters-diagram-horseman = Reiter: springt 2 + 1, über alles hinweg.
masters-diagram-scout = Späher: 1 oder 2 nach vorn; schlägt 1 schräg nach vorn; wird auf der letzten Reihe umgewandelt.

## /help: die Befehle des Spiels in einer Zeile.
masters-help = Masters: Ein Zug besteht aus einer Bewegung, einer Übernahme oder beidem: Merk sie privat vor, sieh dir die Vorschau an, dann /endturn.
