# German (de). Glossary: loadout = Ausrüstung, augmentor = Verstärker, offense = Angriff, temporal = Zeit-Fähigkeit, turn = Zug, move = Bewegung/ziehen, square = Feld, piece = Figur, check = Schach, stalemate = Patt.
# Elemental chess: Wörter, Züge, Ablehnungen, Regeln und Bilder. Element- und Fähigkeitsnamen bleiben englisch (Eigennamen).

## Sides, pieces, facings.
-elemental-white = Weiß
-elemental-black = Schwarz
elemental-side-white = { -elemental-white }
elemental-side-black = { -elemental-black }
-elemental-pawn = Bauer
-elemental-knight = Springer
-elemental-bishop = Läufer
-elemental-rook = Turm
-elemental-queen = Dame
-elemental-king = König
elemental-piece-pawn = { -elemental-pawn }
elemental-piece-knight = { -elemental-knight }
elemental-piece-bishop = { -elemental-bishop }
elemental-piece-rook = { -elemental-rook }
elemental-piece-queen = { -elemental-queen }
elemental-piece-king = { -elemental-king }
## The same names starting a sentence.
elemental-piece-pawn-start = Bauer
elemental-piece-knight-start = Springer
elemental-piece-bishop-start = Läufer
elemental-piece-rook-start = Turm
elemental-piece-queen-start = Dame
elemental-piece-king-start = König
elemental-facing-north = Norden
elemental-facing-east = Osten
elemental-facing-south = Süden
elemental-facing-west = Westen

## Elements and abilities (proper names, English everywhere).
-elemental-fire = Fire
-elemental-water = Water
-elemental-earth = Earth
-elemental-air = Air
-elemental-lightning = Lightning
-elemental-light = Light
-elemental-shadow = Shadow
-elemental-side-step = Side Step
-elemental-block-piece = Block Piece
-elemental-quantum-step = Quantum Step
-elemental-stalwart = Stalwart
-elemental-belligerent = Belligerent
-elemental-indomitable = Indomitable
-elemental-double-kill = Double Kill
-elemental-quantum-kill = Quantum Kill
-elemental-chain-kill = Chain Kill
-elemental-poisonous-meat = Poisonous Meat
-elemental-do-over = Do-Over
-elemental-resurrection = Resurrection
-elemental-temporal-lock = Temporal Lock
-elemental-schrodingers-laugh = Schrödinger's Laugh
-elemental-sturdy = Sturdy
-elemental-bastion = Bastion
-elemental-mist-shroud = Mist Shroud
-elemental-blaze-rush = Blaze Rush
-elemental-flood-wake = Flood Wake
-elemental-sadist-streak = Sadist Streak
-elemental-raijin = Raijin
elemental-element-fire = { -elemental-fire }
elemental-element-water = { -elemental-water }
elemental-element-earth = { -elemental-earth }
elemental-element-air = { -elemental-air }
elemental-element-lightning = { -elemental-lightning }
elemental-element-light = { -elemental-light }
elemental-element-shadow = { -elemental-shadow }
elemental-augmentor-side-step = { -elemental-side-step }
elemental-augmentor-block-piece = { -elemental-block-piece }
elemental-augmentor-quantum-step = { -elemental-quantum-step }
elemental-augmentor-stalwart = { -elemental-stalwart }
elemental-augmentor-belligerent = { -elemental-belligerent }
elemental-augmentor-indomitable = { -elemental-indomitable }
elemental-offense-double-kill = { -elemental-double-kill }
elemental-offense-quantum-kill = { -elemental-quantum-kill }
elemental-offense-chain-kill = { -elemental-chain-kill }
elemental-offense-poisonous-meat = { -elemental-poisonous-meat }
elemental-temporal-do-over = { -elemental-do-over }
elemental-temporal-resurrection = { -elemental-resurrection }
elemental-temporal-temporal-lock = { -elemental-temporal-lock }
elemental-temporal-schrodingers-laugh = { -elemental-schrodingers-laugh }
elemental-sturdy-name = { -elemental-sturdy }
elemental-mist-shroud-name = { -elemental-mist-shroud }
elemental-flood-wake-name = { -elemental-flood-wake }
elemental-sadist-streak-name = { -elemental-sadist-streak }
elemental-raijin-name = { -elemental-raijin }
elemental-blaze-double-kill = { -elemental-double-kill } von { -elemental-blaze-rush }
elemental-blaze-quantum-kill = { -elemental-quantum-kill } von { -elemental-blaze-rush }
elemental-empty-slot = ein leerer Platz
elemental-slot-augmentor = Verstärker
elemental-slot-offense = Angriff
elemental-slot-temporal = Zeit-Fähigkeit

## What removed a piece or blocked a capture, with its rule.
elemental-by-double-kill = { -elemental-double-kill } (E32)
elemental-by-quantum-kill = { -elemental-quantum-kill } (E32)
elemental-by-poisonous-meat = { -elemental-poisonous-meat } (E32)
elemental-by-blaze-double-kill = { -elemental-double-kill } von { -elemental-blaze-rush } (E10)
elemental-by-blaze-quantum-kill = { -elemental-quantum-kill } von { -elemental-blaze-rush } (E10)
elemental-by-sadist-streak = { -elemental-sadist-streak } (E24)
elemental-by-flood-wake = { -elemental-flood-wake } (E11)
elemental-blocker-cone = { -elemental-block-piece } (E25)
elemental-blocker-stalwart = { -elemental-stalwart } (E28)
elemental-blocker-belligerent = { -elemental-belligerent } (E29)
elemental-blocker-sturdy = { -elemental-sturdy } (E14)
elemental-blocker-solid = eine Figur, die man nicht durchdringen kann (E3, E62)
elemental-blocker-solid-short = eine Figur, die man nicht durchdringen kann

## Loadouts. $element, $army, $slots, $first… are names of elements and abilities; $square a square.
elemental-loadout = { $element }; Armee: { $army }
elemental-loadout-piece = ; { $square }: { $slots }
elemental-no-slots = keine Plätze
elemental-slots-one = { $first }
elemental-slots-two = { $first }, { $second }
elemental-slots-three = { $first }, { $second }, { $third }
elemental-concealed = ; verborgen (E12): { $parts }
elemental-code = { $code }
elemental-name = { $player }
elemental-nothing = {""}
elemental-none = keine
elemental-not-chosen = nicht gewählt
elemental-player-side = { $player } ({ $side })
elemental-choose-loadout = Ausrüstung wählen

## Setting up.
elemental-game-on = Los geht's: { $white } ({ -elemental-white }) gegen { $black } ({ -elemental-black }), Elemental chess. Zuerst wählt jeder von euch geheim eine Ausrüstung: ein Element und einen Verstärker für deine Armee (E4). Drück „Ausrüstung wählen“ oder tippe /loadout element:… augmentor:…. Niemand sieht eine Ausrüstung, bevor beide festgelegt sind.
elemental-choose-first = Wähl zuerst deine Ausrüstung: drück „Ausrüstung wählen“ oder tippe /loadout element:earth augmentor:block-piece (E4).
elemental-opponent-choosing = Dein Gegner wählt noch seine Ausrüstung; das Spiel beginnt, sobald er sie festgelegt hat (E6).
elemental-loadouts-cannot-change = Beide Ausrüstungen sind festgelegt; im Spiel ändern sie sich nicht (E6). Sieh sie dir mit /game an.
elemental-locked-in-already = Du hast deine Ausrüstung schon festgelegt; das Spiel beginnt, wenn beide es getan haben (E6).
elemental-element-first = Wähl zuerst ein Element (/loadout element:earth, oder drück „Ausrüstung wählen“).
elemental-not-a-choice-here = „{ $value }“ steht hier nicht zur Wahl.
elemental-not-my-menu = Dieses Menü gehört nicht zu mir.
elemental-holds-none-of-your-pieces = Auf { $square } steht zu Beginn keine deiner Figuren.
elemental-only-lightning-add-element = Nur Lightning (Overload, E18) wählt Plätze pro Figur: ergänze element:lightning.
elemental-only-lightning-per-piece = Nur Lightning (Overload, E18) wählt Plätze pro Figur.
elemental-not-in-the-game-yet-named = { $name } gibt es im Spiel noch nicht; /rules game:elemental zeigt, was es gibt.
elemental-loadout-pair = Zwei Fähigkeiten dieser Ausrüstung brauchen einander (E51).
elemental-not-a-loadout = Das ist keine Ausrüstung.
elemental-draft = Element: { $element } · Verstärker: { $augmentor } · Angriff: { $offense } · Zeit: { $temporal }
elemental-draft-per-piece = {" "}· pro Figur: { $pieces }
elemental-set-only-you = Gesetzt (nur du siehst das).
elemental-lock-in-lightning = Leg sie fest mit /loadout element:lightning und den Plätzen der Armee.
elemental-you-locked-in = Du hast festgelegt:
elemental-only-you-see-it = Nur du siehst sie, bis beide festgelegt haben (E6).
elemental-both-locked-in = Beide Ausrüstungen sind festgelegt (E6).
elemental-moves-first = { $player } ({ $side }) zieht zuerst. Embleme, Abzeichen und Punkte auf dem Brett: /rules piece:board.
elemental-moves-first-how = { $player } ({ $side }) zieht zuerst: /move from:e2 to:e4. Embleme, Abzeichen und Punkte auf dem Brett: /rules piece:board.
elemental-locked-in-waiting = { $player } ({ $side }) hat eine Ausrüstung festgelegt; wir warten auf { $other }.

## /game and the status line.
elemental-game-over = Spiel vorbei:
elemental-choosing-loadouts-waiting = Ausrüstungen werden gewählt: wir warten auf { $players }.
elemental-status = Zug { $number } · { $side } ({ $player }) ist am Zug.
elemental-describe-players = Elemental chess: { $white } ({ -elemental-white }) gegen { $black } ({ -elemental-black }).
elemental-locked-in = hat festgelegt:
elemental-your-loadout = Deine Ausrüstung (nur du siehst sie, bis beide festgelegt haben):
elemental-has-locked-in = { $player } hat eine Ausrüstung festgelegt.
elemental-still-choosing = { $player } wählt noch.
elemental-in-check = { $side } steht im Schach.
elemental-has-lost = { $side } hat verloren: { $pieces }.
elemental-position = Stellung: `{ $fen }`
elemental-seed-shown = Startwert des Generators: { $seed } (SplitMix64, E41): spiel die Rückstöße damit nach.
elemental-seed-hidden = Rückstöße kommen aus dem Zufallsgenerator des Spiels; sein Startwert bleibt bis zum Spielende verborgen (E41).
elemental-loadouts-shown-at-end = Die Ausrüstungen, jetzt wo das Spiel vorbei ist (E99):
elemental-had-not-locked-in = { $player } ({ $side }) hatte keine Ausrüstung festgelegt.

## The record. $turn and $loadout are notation.
elemental-record-tried = versuchte { $turn }: eine verborgene Fähigkeit hat es verhindert und wurde aufgedeckt (E53)
elemental-record-stopped = ein Zug, den eine verborgene Fähigkeit verhindert hat; die Fähigkeit wurde aufgedeckt (E53)
elemental-record-locked-in-own = legte { $loadout } fest (nur du siehst das)
elemental-record-locked-in = legte { $loadout } fest
elemental-record-locked-in-water = legte eine Water-Ausrüstung fest (verborgen, E12)

## Refusals of a command's options. $value is what was typed.
elemental-not-one-to-choose = `{ $key }:{ $value }` steht nicht zur Wahl: nimm { $choices }.
elemental-not-a-list-of-steps = `{ $option }:{ $value }` ist keine Liste von Schritten: gib ein bis drei Felder der Reihe nach an, den Quantum Step zuerst, etwa { $option }:f4, { $option }:f4,g5 oder { $option }:b4,a4,b5 (E93).
elemental-not-a-facing = `{ $option }:{ $value }` ist keine Ausrichtung: nimm north, east, south oder west, oder Feld=Richtung wie { $option }:e2=north.
elemental-not-a-returned-piece = `res:{ $value }` ist keine zurückkehrende Figur: gib Figur und Feld an, etwa knight@b1.
elemental-not-raijins-capture = `rj:{ $value }` ist kein Schlag von Raijin: gib ein Feld an, etwa f5 oder f8=q,dk:g7.
elemental-not-a-square = „{ $value }“ ist kein Feld: nimm eine Linie a–h und eine Reihe 1–8, etwa e4.
elemental-move-to-another-square = Ein Zug geht auf ein anderes Feld.
elemental-not-a-promotion = `promote:{ $value }` steht nicht zur Wahl: nimm queen, rook, bishop oder knight.
elemental-a-facing-is = Eine Ausrichtung ist north, east, south oder west.
elemental-not-your-turn = { $player } ist am Zug ({ $side }); warte auf den Zug.
elemental-turn-needs-a-move = Ein Zug braucht eine Bewegung, etwa /turn move:e2-e4.
elemental-nothing-staged = Du hast keinen Zug vorgemerkt: merk einen mit /move vor, oder spiel ihn direkt mit /turn move:e2-e4.

## A turn: the channel's line, its events, the ending. $on is "on e5" (elemental-on).
elemental-on = auf { $square }
elemental-on-also = auf { $square } (auch auf { $other })
elemental-turn-line = Zug { $number } · { $side } ({ $player }): { $turn }
elemental-story-takes = { $piece } schlägt { $victim } { $on }
elemental-story-moves = { $piece } { $from }-{ $to }
elemental-story-castles-king-side = Kurze Rochade
elemental-story-castles-queen-side = Lange Rochade
elemental-story-captured = schlägt { $piece } { $on }
elemental-story-promotes = wird { $square } zu: { $piece }
elemental-story-blocked = { $attacker } kann { $defender } { $on } nicht schlagen: { $by }
elemental-story-sturdy-used = { -elemental-sturdy } rettet die Figur { $on }
elemental-story-knocked-back = { -elemental-bastion } stößt sie zurück nach { $to }
elemental-story-knocked-back-also = { -elemental-bastion } stößt sie (auch auf { $other }) zurück nach { $to }
elemental-story-removed = { $by } entfernt: { $piece } { $on }
elemental-story-sturdy-saved = { -elemental-sturdy } rettet { $piece } { $on } vor { $by }
elemental-story-resurrected = { -elemental-resurrection } bringt { $piece } zurück auf { $square }
elemental-story-locked = { -elemental-temporal-lock } hält { $piece } { $on } fest
elemental-story-passed = { $side } setzt aus, jeder Zug gesperrt
elemental-story-marked = { -elemental-sadist-streak } markiert { $piece } { $on }
elemental-story-raijin-takes = { -elemental-raijin } schlägt { $piece } { $on }
elemental-story-do-over = { -elemental-do-over }! Das Brett spult { $plies } { $plies ->
        [one] Halbzug
       *[other] Halbzüge
    } zurück
elemental-story-blinded = Blinding: { $side } zieht als Nächstes
elemental-story-stopped = { $piece } kommt an der Figur auf { $square } nicht vorbei
elemental-story-revealed = { $ability } von { $side } ist aufgedeckt
elemental-story-stepped = tritt auf { $square }
elemental-story-swapped = { -elemental-quantum-step } tauscht mit { $square }
elemental-event-moved = { $side }: { $piece } { $from }-{ $to }.
elemental-event-castled-king-side = { $side } hat kurz rochiert.
elemental-event-castled-queen-side = { $side } hat lang rochiert.
elemental-event-captured = { $piece } von { $side } { $on } wird geschlagen.
elemental-event-promoted = Der Bauer auf { $square } wird umgewandelt: { $piece }.
elemental-event-promoted-displaced = Der auf { $square } verdrängte Bauer wird zur Dame (E50).
elemental-event-stopped = { $piece } auf { $from } kommt an der Figur auf { $square } nicht vorbei: sie kann nicht durchdrungen werden, also bleibt die Figur stehen und der Zug endet (E3, E62).
elemental-event-revealed = Die verborgene Fähigkeit { $ability } von { $side } ist aufgedeckt (E12).
elemental-event-blocked = { $attacker } auf { $from } kann { $defender } { $on } nicht schlagen: blockiert durch { $by }, der Schlag findet nicht statt (E30).
elemental-event-sturdy-used = Die Figur { $on } überlebt: ihr { -elemental-sturdy } ist verbraucht (E14).
elemental-event-knocked-back = { -elemental-bastion } stößt den Angreifer von { $from } zurück nach { $to } (E13).
elemental-event-knocked-back-also = { -elemental-bastion } stößt den Angreifer (auch auf { $other }) von { $from } zurück nach { $to } (E13).
elemental-event-knockback-cancelled = Der gezogene Rückstoß für den Angreifer auf { $square } würde seinen König bloßstellen, also bleibt er stehen (E40).
elemental-event-stepped = Sie tritt { $from }-{ $to }.
elemental-event-swapped = { -elemental-quantum-step }: sie tauscht mit der eigenen Figur auf { $with } und steht dort; die andere geht nach { $from } (E27).
elemental-event-poisoned = { -elemental-poisonous-meat }: { $piece } { $on } hat vergiftetes Fleisch geschlagen: { $victim } (E32).
elemental-event-removed = { $by } entfernt { $piece } von { $side } { $on }.
elemental-event-sturdy-saved = { $piece } { $on } überlebt { $by }: { -elemental-sturdy } ist verbraucht (E14).
elemental-event-resurrected = { -elemental-resurrection } bringt { $piece } von { $side } zurück auf { $square } (E35).
elemental-event-locked = { -elemental-temporal-lock }: { $piece } von { $side } { $on } kann die nächsten 2 Züge ihrer Seite nicht ziehen (E36).
elemental-event-marked-second = { -elemental-sadist-streak } markiert { $piece } von { $side } { $on }: sie wird im zweiten Zug ihrer Seite ab jetzt entfernt, zusammen mit jeder Figur ihrer Seite, die dann neben ihr steht (E24).
elemental-event-marked-third = { -elemental-sadist-streak } markiert { $piece } von { $side } { $on }: sie wird im dritten Zug ihrer Seite ab jetzt entfernt, allein (E24).
elemental-event-raijin = { -elemental-raijin }: nach ihrem Quantum Step schlägt die Figur auf { $from } noch einmal, auf { $to } (E19).
elemental-event-do-over = { -elemental-do-over }! { $piece } von { $side } löst ihn aus: dieser Zug verfällt und das Brett spult { $plies } { $plies ->
        [one] Halbzug
       *[other] Halbzüge
    } zurück (E34).
elemental-event-blinded = Blinding: { $side } zieht als Nächstes (E21).
elemental-event-passed = { $side } setzt aus: jeder mögliche Zug ist gesperrt (E36).
elemental-event-faced = Der { -elemental-block-piece } auf { $square } schaut jetzt nach { $facing }.
elemental-event-decided = { $ability } von { $side }, bisher verborgen, lässt { $other } keinen legalen Zug (E97).
elemental-event-checkmate = Schachmatt: { $side } gewinnt.
elemental-event-stalemate = Patt: Remis (E1).
elemental-event-seventy-five-moves = Remis nach der 75-Züge-Regel: 150 Halbzüge ohne Schlag, Entfernung, Sturdy oder Bauernzug (E1).
elemental-event-fivefold = Remis: dieselbe Stellung zum fünften Mal (E1).
elemental-decided-by = : { $abilities } von { $side } (verborgen, E12) ließ { $other } keinen legalen Zug (E97)
elemental-wins-by-checkmate = { $player } ({ $side }) gewinnt durch Schachmatt{ $decided }.
elemental-checkmate-line = Schachmatt! { $result }
elemental-drawn-by-stalemate = Remis durch Patt (E1){ $decided }.
elemental-drawn-by-seventy-five-moves = Remis nach der 75-Züge-Regel (E1).
elemental-drawn-by-fivefold = Remis durch fünffache Wiederholung (E1).
elemental-rejected = { $player } ({ $side }) wählte einen Zug, den eine verborgene Fähigkeit verhindert (E53):
elemental-no-other-legal-turn = { $side } hat keinen anderen legalen Zug.
elemental-plays-another-turn = { $side } spielt einen anderen Zug.

## A staged turn's preview. $by is what blocks (elemental-blocker-…), $directions a count.
elemental-staged = Vorgemerkt: { $turn }. Das Bild zeigt ihn auf dem Brett: das Startfeld abgedunkelt, ein Geist, wo eine Figur landet, Klammern um eine geschlagene Figur, Punkte auf den überquerten Feldern. Drück „Zug beenden“ (oder /endturn), um ihn zu spielen, „Rückgängig“ (/undo), um neu anzufangen.
elemental-this-turn = Dieser Zug:
elemental-blocked-sturdy = Blockierter Schlag: { $attacker } kann { $victim } auf { $square } nicht schlagen; { $by } verhindert es (E30). Sein Sturdy ist verbraucht, deine Figur bleibt auf { $from }, und dein Zug endet.
elemental-blocked-bastion = Blockierter Schlag: { $attacker } kann { $victim } auf { $square } nicht schlagen; { $by } verhindert es (E30). Bastion stößt deine Figur zurück (E13): eine von { $directions } Richtungen und 1–3 Felder, gezogen, wenn du den Zug beendest; eine Landung, die deinen König bloßstellt, entfällt (E40).

## The picture's header.
elemental-headline-move = Zug { $number } · { $side } am Zug
elemental-headline-checkmate = Schachmatt · { $side } gewinnt
elemental-headline-stalemate = Patt · Remis
elemental-headline-seventy-five-moves = 75-Züge-Regel · Remis
elemental-headline-fivefold = Fünffache Wiederholung · Remis
elemental-headline-choosing = Ausrüstungen werden gewählt
elemental-headline-ended = Spiel vorbei · { $ended }

## /rules.
elemental-kind-elements = Elemente
elemental-kind-augmentors = Verstärker
elemental-kind-offense = Angriff
elemental-kind-temporal = Zeit
elemental-coming-later = Kommt später: { $names }.
elemental-not-in-the-game-yet = (Noch nicht im Spiel.)
elemental-rules = Elemental chess: Schach (Rochade, en passant, Umwandlung; Schachmatt gewinnt; Patt, die 75-Züge-Regel und fünffache Wiederholung sind Remis, E1) mit einer geheimen Ausrüstung pro Armee.
    Vor dem ersten Zug wählt jeder ein Element und je einen Verstärker, eine Angriffs- und eine Zeit-Fähigkeit; jede Figur trägt sie (E4). Niemand sieht eine Ausrüstung, bevor beide festgelegt sind (E6).
    Schach zählt jeden Schlag nach den Zugregeln, auch einen, den eine Fähigkeit blockieren würde (E1a); ein blockierter Schlag ist nur legal, wenn er etwas bewirkt: Sturdy verbraucht oder ein Bastion-Rückstoß (E30).
    Ein Zug: /move from: to: [promote:] [chain:c3 Chain Kill] [dk:g7 Double Kill] [qk:a7 Quantum Kill] [bdk: bqk: Blaze Rush] [res:knight@b1 Resurrection] [lock:d7 Temporal Lock] [then:f4,g5 für Side Step, Tailwind oder Quantum Step; then:b4,a4,b5 ein Quantum Step und zwei Schritte, E93] [rj:f5 Raijins Schlag danach] [laugh:yes Schrödinger's Laugh auf to:] [face:e2=north für Block Pieces], privat als Vorschau, dann /endturn. Fähigkeiten wirken in der Reihenfolge von E38.
elemental-rules-see-one = Sieh dir eine an mit /rules game:elemental piece:earth (oder block-piece, double-kill, knight …); Embleme, Abzeichen und Punkte auf dem Brett: piece:board.
elemental-rules-piece = { $piece }: zieht wie im Schach (E1); sein Rang für Fähigkeitsvergleiche ist { $rank } (E2). Geister zeigen, wohin er ziehen kann; Klammern, wo er schlagen kann.
elemental-rules-unknown = `piece:{ $piece }` ist keine Figur, kein Element und keine Fähigkeit von Elemental chess: probier knight, earth, block-piece oder double-kill.
elemental-reading-the-board = So liest du das Elemental-Brett: das Element-Emblem jeder Figur sitzt unten links (Fire ein Dreieck, Water ein Tropfen, Earth ein Quader, Air ein Ring, Lightning ein Blitz, Light ein Stern, Shadow eine Sichel); die Buchstaben ihres Verstärkers oben rechts (Ss Side Step, Qs Quantum Step, St Stalwart, Be Belligerent, In Indomitable; ein Block Piece zeigt stattdessen seine Ausrichtung als Pfeil, E25); ein brauner Punkt unten rechts ist das noch unbenutzte Sturdy einer Earth-Figur (E14). Ein schraffiertes Feld mit Zahl und Punkten ist verbrannt: der Rang, den es aufhält, und die restlichen Züge von Fire (E9); ein Vorhängeschloss ist ein Temporal Lock mit seinen Zügen (E36); ein Fadenkreuz eine Sadist-Markierung (E24); verbundene Ringe die zwei Felder einer Schrödinger-Figur (E37). Eine noch verborgene Ausrüstung steht als ? in der Kopfzeile (E12). In einer privaten Vorschau ist das Feld der ziehenden Figur abgedunkelt, ein Geist zeigt, wo sie landet, Klammern markieren, was sie schlägt, und Punkte die überquerten Felder.
elemental-about-fire = Scorch: ein Feld, das deine Figur verlässt, hält rangniedrigere Gegner (nicht Water) für deine nächsten 3 Züge auf; Blaze Rush: nach einem Schlag ein zusätzlicher Double oder Quantum Kill, beide gegen Earth (E9–E10).
elemental-about-water = Flood Wake: Figuren, die deine Seite in den von einem Do-Over zurückgespulten Halbzügen geschlagen hat, bleiben weg; Mist Shroud: jede Figur hat Quantum Step, und deine Ausrüstung bleibt dem Gegner verborgen, bis jede Fähigkeit zum ersten Mal wirkt (E11–E12).
elemental-about-earth = Bastion: 180°-Kegel für Block Piece und zufällige Rückstöße; Sturdy: überlebt den ersten Schlag (E13–E14).
elemental-about-air = Gale Lift zum Durchdringen, Tailwinds 2 Extraschritte, Scatter Shot für seitliche Bauernschläge (E15–E17).
elemental-about-lightning = Overload: Plätze pro Figur gewählt (E18); Raijin: Quantum Kill ignoriert Indomitable, und nach einem Quantum Step darf die Figur noch einmal schlagen (E19).
elemental-about-light = Radiant Vision: Langschrittler geben Schach durch den ersten Blocker hindurch; Light Speed: bei deinen Schlägen wird Sturdy zuerst geprüft (E20, E22).
elemental-about-shadow = Anarchist Streak: jeder Rangvergleich jeder Fähigkeit entfällt, für beide Seiten (E23); Sadist Streak: dein Poisonous Meat markiert den Schläger, der zwei seiner Züge später entfernt wird, mit jeder Figur seiner Seite, die neben ihn kam (E24).
elemental-about-side-step = Nach ihrem Zug darf die Figur 1 Feld auf ein leeres Nachbarfeld treten (E26).
elemental-about-block-piece = Schläge aus ihrem 90°-Kegel werden blockiert; richte sie mit face: neu aus (E25).
elemental-about-quantum-step = Nach ihrem Zug darf die Figur mit einer rangniedrigeren eigenen Nachbarfigur tauschen oder auf ein leeres Nachbarfeld springen (E27).
elemental-about-stalwart = Figuren niedrigeren Rangs können sie nicht schlagen (E28).
elemental-about-belligerent = Figuren höheren Rangs können sie nicht schlagen (E29).
elemental-about-indomitable = Immun gegen Entfernen durch Fähigkeiten; kann nicht durchdrungen werden (E31, E3).
elemental-about-double-kill = Nach einem Schlag entferne einen Gegner neben dem Opfer mit Rang ≤ dem des Opfers (E32).
elemental-about-quantum-kill = Einmal pro Zug nach einem Schlag entferne einen beliebigen Gegner mit Rang ≤ dem des Opfers; mit Lightning auch Indomitable (E32, E19).
elemental-about-chain-kill = Schlag vom Ende einer Kette benachbarter eigener Figuren, als stündest du dort (E33); mit Air gibt es auch Quantum Step (E16).
elemental-about-poisonous-meat = Ein höherer Rang, der sie schlägt, wird ebenfalls entfernt, außer König oder Indomitable (E32).
elemental-about-do-over = Einmal pro Figur: wird sie geschlagen oder entfernt, verfällt der Zug und die letzten zwei Halbzüge werden zurückgenommen (E34).
elemental-about-resurrection = Nach ihrem Schlag bring eine deiner fehlenden Figuren mit Rang ≤ dem des Opfers auf deine hinteren zwei Reihen zurück (E35).
elemental-about-temporal-lock = Einmal pro Figur nach ihrem Zug: sperre eine gegnerische Figur (nicht den König) für die nächsten 2 Züge ihrer Seite (E36).
elemental-about-schrodingers-laugh = Einmal pro Figur (nicht der König): statt zu ziehen, kopiert sie sich auf ein leeres Nachbarfeld: eine Figur auf zwei Feldern, nur gemeinsam schlagbar (E37).

## Choosing a turn or a loadout step by step. $square a square; $piece a
## piece's name (elemental-piece-…); $facing a facing (elemental-facing-…);
## $side a side; $slot the slot's key as typed (augmentor, offense, temporal).
elemental-a-piece = Figur
elemental-choice-pass = Aussetzen: jeder Zug ist gesperrt (E36)
elemental-choice-piece = { $square } · { $piece }
elemental-choice-laugh = { -elemental-schrodingers-laugh }: dorthin kopieren (E37)
elemental-choice-promote = Umwandeln in: { $piece }
elemental-choice-chain = { -elemental-chain-kill } von { $square } aus (E33)
elemental-choice-double-kill = { -elemental-double-kill } auf { $square }
elemental-choice-quantum-kill = { -elemental-quantum-kill } auf { $square }
elemental-choice-blaze-double-kill = { -elemental-double-kill } von { -elemental-blaze-rush } auf { $square }
elemental-choice-blaze-quantum-kill = { -elemental-quantum-kill } von { -elemental-blaze-rush } auf { $square }
elemental-choice-resurrection = { -elemental-resurrection }: { $piece } kehrt auf { $square } zurück
elemental-choice-group-return = Zurückholen: { $piece }
elemental-choice-lock = { -elemental-temporal-lock } auf { $square }
elemental-choice-then = Dann auf { $square }
elemental-choice-and-on = Und weiter auf { $square }
elemental-choice-raijin = Schlag von { -elemental-raijin } auf { $square }
elemental-choice-its-chain = Dazu { -elemental-chain-kill } von { $square } aus
elemental-choice-its-double-kill = Dazu { -elemental-double-kill } auf { $square }
elemental-choice-its-quantum-kill = Dazu { -elemental-quantum-kill } auf { $square }
elemental-choice-its-resurrection = Dazu { -elemental-resurrection }: { $piece } kehrt auf { $square } zurück
elemental-choice-face = { $piece } auf { $square } nach { $facing } drehen
elemental-choice-group-face = { $square } neu ausrichten
elemental-choice-no-slot = { $slot ->
    [augmentor] Kein Verstärker
    [offense] Keine Angriffs-Fähigkeit
   *[temporal] Keine Zeit-Fähigkeit
}
elemental-choice-overload = Plätze für { $square } (Overload, E18)
elemental-choice-group-overload = Overload
elemental-so-far-face = { $square } schaut nach { $facing }
elemental-legend-step = Ein Schritt nach dem Zug oder das Feld für { -elemental-quantum-step } (E16, E26, E27, E93)
elemental-legend-chain = { -elemental-chain-kill }: die eigene Figur, von der aus geschlagen wird (E33)
elemental-legend-double-kill = { -elemental-double-kill }: der Gegner neben dem geschlagenen Feld, der entfernt wird
elemental-legend-quantum-kill = { -elemental-quantum-kill }: der Gegner, der entfernt wird
elemental-legend-blaze = { -elemental-blaze-rush }: das Ziel des zusätzlichen Kills (E10)
elemental-legend-resurrection = { -elemental-resurrection }: wohin die Figur zurückkehrt
elemental-legend-lock = { -elemental-temporal-lock }: die gegnerische Figur, die gesperrt wird (E36)
elemental-legend-raijin = { -elemental-raijin }: der Schlag nach dem { -elemental-quantum-step } (E19)
elemental-legend-facing = { -elemental-block-piece }: eine Figur in eine andere Richtung drehen (E25)
elemental-prompt-piece = Wähl eine Figur zum Ziehen.
elemental-prompt-where = Wähl, wohin sie zieht.
elemental-prompt-face-or-end = Richte einen { -elemental-block-piece } neu aus (die markierten Figuren) oder Zug beenden.
elemental-prompt-ability-face-or-end = Füge die Wahl einer Fähigkeit hinzu oder richte einen { -elemental-block-piece } neu aus (die Legende sagt, welche Markierung was bedeutet), oder Zug beenden.
elemental-prompt-ability-or-end = Füge die Wahl einer Fähigkeit hinzu (die Legende sagt, welche Markierung was bedeutet) oder Zug beenden.
elemental-prompt-end = Zug beenden, um ihn zu spielen.
elemental-prompt-promote = Wähl, was aus dem { -elemental-pawn }n wird.
elemental-prompt-abilities = Wähl, was die Fähigkeiten dieses Zugs tun.
elemental-prompt-lock-passed = (Ein { -elemental-temporal-lock } wird vor den Schritten gewählt, E38: nimm den Schritt zurück, um einen zu wählen.)
elemental-prompt-element = Wähl das Element deiner Armee (nur du siehst es, bis beide festgelegt haben, E6).
elemental-prompt-augmentor = Wähl einen Verstärker.
elemental-prompt-offense = Wähl eine Angriffs-Fähigkeit.
elemental-prompt-temporal = Wähl eine Zeit-Fähigkeit.
elemental-prompt-lock-in = Leg deine Ausrüstung mit Zug beenden fest.
elemental-prompt-lock-in-or-overload = Leg sie mit Zug beenden fest oder gib einer Figur eigene Plätze (Overload, E18).
elemental-choices-over = Das Spiel ist vorbei.
elemental-choices-not-your-turn = { $side } ist am Zug, nicht du.
elemental-choices-stale = Diese Auswahl ergibt hier keinen Zug mehr: fang neu an.
elemental-loadout-locked-already = Deine Ausrüstung ist schon festgelegt; das Spiel beginnt, sobald dein Gegner seine festgelegt hat.
elemental-loadout-choices-stale = Diese Auswahl ergibt keine Ausrüstung mehr: fang neu an.

## Autocomplete's suggestions. $value is the value filled in (notation).
elemental-suggest-piece = { $square } · { $piece } von { $side }
elemental-suggest-swap = { $value } · Tausch durch { -elemental-quantum-step }
elemental-suggest-step = { $value } · Schritt
elemental-suggest-raijin = { $value } · Schlag von { -elemental-raijin }
elemental-suggest-return = { $value } · fehlende Figur zurückholen: { $piece }
elemental-suggest-face = { $piece } auf { $square } schaut nach { $facing }

## /help: die Befehle des Spiels in einer Zeile.
elemental-help = Elemental chess: Wähl zuerst geheim deine Ausrüstung („Ausrüstung wählen“ oder /loadout element:… augmentor:…; Lightning wählt Plätze für einzelne Figuren mit /loadout piece:e2 …); dann ist ein Zug ein /move (chain:, dk:, qk:, bdk:, bqk:, res:, lock:, rj:, laugh: für die Wahlen der Fähigkeiten, then: für weitere Schritte, face: für Block Pieces), privat vorgemerkt und mit /endturn gespielt, oder /turn move:e2-e4.

## Alt text of the board picture (what a screen reader says). $white and
## $black are elemental-alt-player; $loadout a loadout in words (or
## elemental-alt-loadout-not-shown); $parts what is concealed; $headline the
## header's line; $groups a side's pieces (elemental-alt-group each);
## $squares squares in notation; $n a count; $facing a facing.
elemental-alt-board = Elemental-chess-Brett: { $white } gegen { $black }.
elemental-alt-player = { $player } ({ $side }, { $loadout })
elemental-alt-loadout-not-shown = Ausrüstung noch nicht sichtbar
elemental-alt-concealed = { $loadout }; verborgen: { $parts }
elemental-alt-headline = { $headline }.
elemental-alt-in-check = { $side } steht im Schach.
elemental-alt-last-move = Letzter Zug { $move }.
elemental-alt-group = { $n ->
    [one] { $piece } { $squares }
   *[other] { $n }× { $piece } { $squares }
}
elemental-alt-pieces = { $side }: { $groups }.
elemental-alt-no-pieces = { $side }: keine Figuren.
elemental-alt-faces = { $square } nach { $facing }
elemental-alt-block-pieces = Die Figuren von { $side } mit { -elemental-block-piece } schauen nach { $facing }.
## $except the pieces turned another way (elemental-alt-faces each).
elemental-alt-block-pieces-except = Die Figuren von { $side } mit { -elemental-block-piece } schauen nach { $facing }, außer { $except }.
elemental-alt-sturdy-used = { $side }: { -elemental-sturdy } verbraucht auf { $squares }.
elemental-alt-staged = Vorgemerkt, noch nicht gespielt: { $parts }.
elemental-alt-leaves = verlässt { $squares }
elemental-alt-landed = { $square } ({ $piece } von { $side })
elemental-alt-lands = landet auf { $landed }
elemental-alt-takes = schlägt auf { $squares }
elemental-alt-passes = überquert { $squares }
elemental-alt-options = Zur Wahl markiert: { $squares }.
elemental-alt-scorched = { $square } verbrannt (Rang { $rank }, noch { $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
}).
elemental-alt-locked = { $square } gesperrt für noch { $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
}.
elemental-alt-marked = { $square } markiert.
elemental-alt-linked = { $square } und { $with } sind eine Figur ({ -elemental-schrodingers-laugh }).

## A piece's /rules diagram: its header and alt text. $piece a piece's name
## (elemental-piece-…-start in the header); $square where it stands; $moves
## and $captures squares.
elemental-diagram-headline = { $piece } auf { $square }
elemental-diagram-alt = Diagramm: { $piece } auf { $square } (E1). Geister zeigen, wohin die Figur ziehen kann ({ $moves }).
elemental-diagram-alt-captures = Diagramm: { $piece } auf { $square } (E1). Geister zeigen, wohin die Figur ziehen kann ({ $moves }), Klammern, wo sie schlagen kann ({ $captures }).

## Why a turn is refused (typed errors of the rules crate). $square, $from, $to, $given, $option, $again, $steps and $turn are notation;
## $piece a piece (elemental-piece-…, or -start at the head of a sentence); $side the mover and $owner the piece's side (elemental-side-…);
## $blocker what blocks a capture (elemental-blocker-…); $ability an ability with what it may choose (elemental-turn-choice-…), $first and $second
## abilities' names; $offered and $allowed lists of notation; $n a count (turns left, or how many choices are listed); $rank a piece's rank.
elemental-turn-game-over = Das Spiel ist vorbei.
elemental-turn-refaced-twice = { $square } wird zweimal neu ausgerichtet.
elemental-turn-no-block-piece = Deine Figur auf { $square } ({ $piece }) hat keinen { -elemental-block-piece } zum Ausrichten (E25).
elemental-turn-nothing-to-face = Auf { $square } steht keine deiner Figuren zum Ausrichten (E25).
elemental-turn-pass-not-allowed = Aussetzen darfst du nur, wenn jeder deiner Züge gesperrt ist (E36).
elemental-turn-no-laugh = Kein Laugh von { $from } nach { $to }: { -elemental-schrodingers-laugh } (E37) gibt es einmal pro Figur, nicht für den König, nicht für eine gesperrte Figur, und nur auf ein leeres Nachbarfeld, auf das die Figur gestellt werden darf.
elemental-turn-no-piece = Auf { $square } steht keine Figur.
elemental-turn-not-yours = Die Figur auf { $square } ({ $piece }) gehört { $owner }; du spielst { $side }.
elemental-turn-locked = Deine Figur auf { $square } ({ $piece }) ist { $n ->
        [one] für deinen nächsten Zug
       *[other] für deine nächsten { $n } Züge
    } durch { -elemental-temporal-lock } gesperrt (E36).
elemental-turn-blocked-in-check = Dieser Schlag würde durch { $blocker } blockiert und deinen König im Schach lassen (E40).
elemental-turn-blocked-without-effect = Dieser Schlag würde durch { $blocker } blockiert und nichts bewirken, also ist er nicht erlaubt (E30, E42).
elemental-turn-king-unsafe = { $piece } { $from }-{ $to } würde deinen König im Schach lassen oder ein angegriffenes Feld überqueren (E1b, E44).
elemental-turn-scorched = { $square } ist verbrannt: die Markierung für Rang { $rank } bleibt noch { $n ->
        [one] { $n } Zug
       *[other] { $n } Züge
    } von { -elemental-fire } und hält deine Figur ({ $piece }) dort auf (E9).
elemental-turn-cannot-go = Die Figur auf { $from } ({ $piece }) kann nicht nach { $to } ziehen.
elemental-turn-no-choice = { $option }:{ $given } ist nicht erlaubt: { $ability } hat nach diesem Zug keine Wahl.
elemental-turn-not-offered = { $option }:{ $given } ist nicht erlaubt: { $ability } kann { $n ->
        [one] nur { $offered }
       *[other] { $offered }
    } wählen.
elemental-turn-named-twice = { $option }:{ $square } und { $again }:{ $square } nennen dieselbe Figur: soweit du sehen kannst, entfernt dein { $first } sie, also darf { $second } sie nicht noch einmal nennen; nur eine Figur, die nach einer Entfernung noch steht (von { -elemental-sturdy } gerettet), darf zweimal genannt werden (E57, E96).
elemental-turn-blocked-does-not-arrive = Dieser Schlag ist blockiert, also kommt die Figur nicht an: lass promote: und then: weg (E30, E50).
elemental-turn-promotion-missing = Der Bauer erreicht seine letzte Reihe: nenn die Figur mit promote:queen (oder rook, bishop, knight).
elemental-turn-cannot-promote = Nur ein Bauer, der seine letzte Reihe erreicht, wird umgewandelt.
elemental-turn-raijin-without-step = Der Schlag von { -elemental-raijin } kommt nach einem { -elemental-quantum-step } (E19): ergänze then: mit dem Feld, auf das die Figur tritt oder mit dem sie tauscht.
elemental-turn-steps-needed = { $from }-{ $to } allein würde deinen König im Schach lassen oder den Zug dort beenden, wo die Figur begann (E1b, E43); ergänze Schritte mit then:.
elemental-turn-no-steps = Nach { $from }-{ $to } darf die Figur ({ $piece }) keinen Schritt machen ({ -elemental-side-step } E26, Tailwind E16, { -elemental-quantum-step } E27).
elemental-turn-steps-not-allowed = then:{ $steps } ist nach { $from }-{ $to } nicht erlaubt (E16, E26, E27, E43, E44); { $n ->
        [one] erlaubt ist nur { $allowed }
       *[other] möglich ist { $allowed }
    }.
elemental-turn-removal-defeated = Ein verborgenes { -elemental-indomitable } vereitelt deine Entfernung, und der Rest deines Zugs hing davon ab (E12, E53). Wähl einen anderen Zug.
elemental-turn-poisoned = Die Figur, die du schlagen würdest, trägt ein verborgenes { -elemental-poisonous-meat }: deine schlagende Figur würde entfernt und dein König wäre nicht mehr sicher (E86, E53). Wähl einen anderen Zug.
elemental-turn-raijin-blocked = Der Schlag von { -elemental-raijin } dort wird von einer verborgenen Fähigkeit blockiert, und deine Figur könnte ihren Zug nicht dort beenden, wo sie steht (E53, E70). Wähl einen anderen Zug.
elemental-turn-unsafe-to-stay = Eine verborgene Fähigkeit der Figur auf { $square } verhindert das, und dein König wäre nicht sicher, wenn deine Figur bleibt, wo sie ist (E53). Wähl einen anderen Zug.
elemental-turn-not-here = { $turn } kann hier nicht gespielt werden; wähl einen anderen Zug.
elemental-turn-choice-chain = { -elemental-chain-kill } (E33: die letzte eigene Figur einer Kette benachbarter eigener Figuren, die neben der Figur beginnt, und ein Schlag von dort)
elemental-turn-choice-double-kill = { -elemental-double-kill } (E32: ein Gegner neben dem geschlagenen Feld, Rang ≤ dem des Opfers, kein König und keine Figur mit { -elemental-indomitable })
elemental-turn-choice-quantum-kill = { -elemental-quantum-kill } (E32: ein beliebiger Gegner mit Rang ≤ dem des Opfers, kein König und keine Figur mit { -elemental-indomitable })
elemental-turn-choice-blaze-double-kill = Der zusätzliche { -elemental-double-kill } von { -elemental-blaze-rush } (E10: wie { -elemental-double-kill }; gegen { -elemental-earth } neben dem zusätzlichen { -elemental-quantum-kill }, sonst an seiner Stelle)
elemental-turn-choice-blaze-quantum-kill = Der zusätzliche { -elemental-quantum-kill } von { -elemental-blaze-rush } (E10: wie { -elemental-quantum-kill }; gegen { -elemental-earth } neben dem zusätzlichen { -elemental-double-kill }, sonst an seiner Stelle)
elemental-turn-choice-resurrection = { -elemental-resurrection } (E35: eine fehlende Figur mit Rang ≤ dem des Opfers, auf ein leeres Feld deiner hinteren zwei Reihen)
elemental-turn-choice-raijin = { -elemental-raijin } (E19: nach einem { -elemental-quantum-step } ein weiterer Schlag vom neuen Feld aus)
elemental-turn-choice-lock = { -elemental-temporal-lock } (E36: einmal pro Figur, jede gegnerische Figur außer dem König)
