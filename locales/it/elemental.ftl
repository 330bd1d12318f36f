# Italian (it). Glossary: loadout = equipaggiamento, slot = slot, augmentor = potenziatore, offense = abilità offensiva, temporal = abilità temporale, lock in = confermare, turn = turno, move = mossa, piece = pezzo, square = casella, rank (of a piece) = rango, check = scacco, checkmate = scacco matto, stalemate = stallo, draw = patta, ply = semimossa, knockback = respinta, White/Black = Bianco/Nero.
# Elemental chess: parole, turni, rifiuti, regole e immagini. I nomi di elementi e abilità restano in inglese (nomi propri).

## Sides, pieces, facings.
-elemental-white = Bianco
-elemental-black = Nero
elemental-side-white = { -elemental-white }
elemental-side-black = { -elemental-black }
-elemental-pawn = pedone
-elemental-knight = cavallo
-elemental-bishop = alfiere
-elemental-rook = torre
-elemental-queen = regina
-elemental-king = re
elemental-piece-pawn = { -elemental-pawn }
elemental-piece-knight = { -elemental-knight }
elemental-piece-bishop = { -elemental-bishop }
elemental-piece-rook = { -elemental-rook }
elemental-piece-queen = { -elemental-queen }
elemental-piece-king = { -elemental-king }
## The same names starting a sentence.
elemental-piece-pawn-start = Pedone
elemental-piece-knight-start = Cavallo
elemental-piece-bishop-start = Alfiere
elemental-piece-rook-start = Torre
elemental-piece-queen-start = Regina
elemental-piece-king-start = Re
elemental-facing-north = nord
elemental-facing-east = est
elemental-facing-south = sud
elemental-facing-west = ovest

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
elemental-blaze-double-kill = { -elemental-double-kill } di { -elemental-blaze-rush }
elemental-blaze-quantum-kill = { -elemental-quantum-kill } di { -elemental-blaze-rush }
elemental-empty-slot = uno slot vuoto
elemental-slot-augmentor = potenziatore
elemental-slot-offense = abilità offensiva
elemental-slot-temporal = abilità temporale

## What removed a piece or blocked a capture, with its rule.
elemental-by-double-kill = { -elemental-double-kill } (E32)
elemental-by-quantum-kill = { -elemental-quantum-kill } (E32)
elemental-by-poisonous-meat = { -elemental-poisonous-meat } (E32)
elemental-by-blaze-double-kill = { -elemental-double-kill } di { -elemental-blaze-rush } (E10)
elemental-by-blaze-quantum-kill = { -elemental-quantum-kill } di { -elemental-blaze-rush } (E10)
elemental-by-sadist-streak = { -elemental-sadist-streak } (E24)
elemental-by-flood-wake = { -elemental-flood-wake } (E11)
elemental-blocker-cone = { -elemental-block-piece } (E25)
elemental-blocker-stalwart = { -elemental-stalwart } (E28)
elemental-blocker-belligerent = { -elemental-belligerent } (E29)
elemental-blocker-sturdy = { -elemental-sturdy } (E14)
elemental-blocker-solid = un pezzo che non si può attraversare (E3, E62)
elemental-blocker-solid-short = un pezzo che non si può attraversare

## Loadouts. $element, $army, $slots, $first… are names of elements and abilities; $square a square.
elemental-loadout = { $element }; esercito: { $army }
elemental-loadout-piece = ; { $square }: { $slots }
elemental-no-slots = nessuno slot
elemental-slots-one = { $first }
elemental-slots-two = { $first }, { $second }
elemental-slots-three = { $first }, { $second }, { $third }
elemental-concealed = ; nascosto (E12): { $parts }
elemental-code = { $code }
elemental-name = { $player }
elemental-nothing = {""}
elemental-none = nessuno
elemental-not-chosen = non scelto
elemental-player-side = { $player } ({ $side })
elemental-choose-loadout = Scegli equipaggiamento

## Setting up.
elemental-game-on = Si gioca: { $white } ({ -elemental-white }) contro { $black } ({ -elemental-black }), Elemental chess. Prima ognuno sceglie in segreto un equipaggiamento: un elemento e un potenziatore per il proprio esercito (E4). Premi Scegli equipaggiamento o scrivi /loadout element:… augmentor:…. Nessuno vede gli equipaggiamenti finché non sono confermati entrambi.
elemental-choose-first = Prima scegli il tuo equipaggiamento: premi Scegli equipaggiamento o scrivi /loadout element:earth augmentor:block-piece (E4).
elemental-opponent-choosing = Il tuo avversario sta ancora scegliendo il suo equipaggiamento; si gioca appena lo conferma (E6).
elemental-loadouts-cannot-change = Entrambi gli equipaggiamenti sono confermati; non cambiano durante la partita (E6). Guardali con /game.
elemental-locked-in-already = Hai già confermato il tuo equipaggiamento; si gioca quando l'avete fatto entrambi (E6).
elemental-element-first = Prima scegli un elemento (/loadout element:earth, o premi Scegli equipaggiamento).
elemental-not-a-choice-here = «{ $value }» qui non è una scelta possibile.
elemental-not-my-menu = Quel menu non è mio.
elemental-holds-none-of-your-pieces = All'inizio in { $square } non c'è nessun tuo pezzo.
elemental-only-lightning-add-element = Solo Lightning (Overload, E18) sceglie gli slot pezzo per pezzo: aggiungi element:lightning.
elemental-only-lightning-per-piece = Solo Lightning (Overload, E18) sceglie gli slot pezzo per pezzo.
elemental-not-in-the-game-yet-named = { $name } non è ancora nel gioco; /rules game:elemental elenca cosa c'è.
elemental-loadout-pair = Due abilità di questo equipaggiamento hanno bisogno l'una dell'altra (E51).
elemental-not-a-loadout = Questo non è un equipaggiamento.
elemental-draft = Elemento: { $element } · potenziatore: { $augmentor } · offensiva: { $offense } · temporale: { $temporal }
elemental-draft-per-piece = {" "}· per pezzo: { $pieces }
elemental-set-only-you = Impostato (lo vedi solo tu).
elemental-lock-in-lightning = Conferma con /loadout element:lightning e gli slot dell'esercito.
elemental-you-locked-in = Hai confermato:
elemental-only-you-see-it = Lo vedi solo tu finché non sono confermati entrambi (E6).
elemental-both-locked-in = Entrambi gli equipaggiamenti sono confermati (E6).
elemental-moves-first = Inizia { $player } ({ $side }). Emblemi, distintivi e pallini sulla scacchiera: /rules piece:board.
elemental-moves-first-how = Inizia { $player } ({ $side }): /move from:e2 to:e4. Emblemi, distintivi e pallini sulla scacchiera: /rules piece:board.
elemental-locked-in-waiting = { $player } ({ $side }) ha confermato un equipaggiamento; si aspetta { $other }.

## /game and the status line.
elemental-game-over = Partita finita:
elemental-choosing-loadouts-waiting = Scelta degli equipaggiamenti: si aspetta { $players }.
elemental-status = Mossa { $number } · muove il { $side } ({ $player }).
elemental-describe-players = Elemental chess: { $white } ({ -elemental-white }) contro { $black } ({ -elemental-black }).
elemental-locked-in = ha confermato:
elemental-your-loadout = Il tuo equipaggiamento (lo vedi solo tu finché non sono confermati entrambi):
elemental-has-locked-in = { $player } ha confermato un equipaggiamento.
elemental-still-choosing = { $player } sta ancora scegliendo.
elemental-in-check = Il { $side } è sotto scacco.
elemental-has-lost = Il { $side } ha perso: { $pieces }.
elemental-position = Posizione: `{ $fen }`
elemental-seed-shown = Seme del generatore: { $seed } (SplitMix64, E41): con questo puoi rifare le respinte.
elemental-seed-hidden = Le respinte vengono estratte dal generatore della partita; il suo seme resta nascosto fino alla fine (E41).
elemental-loadouts-shown-at-end = Gli equipaggiamenti, mostrati ora che la partita è finita (E99):
elemental-had-not-locked-in = { $player } ({ $side }) non aveva confermato nessun equipaggiamento.

## The record. $turn and $loadout are notation.
elemental-record-tried = ha tentato { $turn }: un'abilità nascosta l'ha impedito ed è stata rivelata (E53)
elemental-record-stopped = un turno impedito da un'abilità nascosta; l'abilità è stata rivelata (E53)
elemental-record-locked-in-own = ha confermato { $loadout } (lo vedi solo tu)
elemental-record-locked-in = ha confermato { $loadout }
elemental-record-locked-in-water = ha confermato un equipaggiamento Water (nascosto, E12)

## Refusals of a command's options. $value is what was typed.
elemental-not-one-to-choose = `{ $key }:{ $value }` non è una scelta possibile: usa { $choices }.
elemental-not-a-list-of-steps = `{ $option }:{ $value }` non è un elenco di passi: indica da una a tre caselle in ordine, prima quella del Quantum Step, come { $option }:f4, { $option }:f4,g5 o { $option }:b4,a4,b5 (E93).
elemental-not-a-facing = `{ $option }:{ $value }` non è un orientamento: usa north, east, south o west, oppure casella=direzione come { $option }:e2=north.
elemental-not-a-returned-piece = `res:{ $value }` non è un pezzo da far tornare: indica un pezzo e una casella, come knight@b1.
elemental-not-raijins-capture = `rj:{ $value }` non è una cattura di Raijin: indica una casella, come f5 o f8=q,dk:g7.
elemental-not-a-square = «{ $value }» non è una casella: usa una colonna a–h e una traversa 1–8, come e4.
elemental-move-to-another-square = Una mossa deve andare su un'altra casella.
elemental-not-a-promotion = `promote:{ $value }` non è una scelta possibile: usa queen, rook, bishop o knight.
elemental-a-facing-is = Un orientamento è north, east, south o west.
elemental-not-your-turn = Tocca a { $player } ({ $side }); aspetta la sua mossa.
elemental-turn-needs-a-move = Un turno ha bisogno di una mossa, come /turn move:e2-e4.
elemental-nothing-staged = Non hai nessuna mossa preparata: preparane una con /move o gioca tutto insieme con /turn move:e2-e4.

## A turn: the channel's line, its events, the ending. $on is "on e5" (elemental-on).
elemental-on = in { $square }
elemental-on-also = in { $square } (anche in { $other })
elemental-turn-line = Mossa { $number } · { $side } ({ $player }): { $turn }
elemental-story-takes = { $piece } cattura { $victim } { $on }
elemental-story-moves = { $piece } { $from }-{ $to }
elemental-story-castles-king-side = Arrocco corto
elemental-story-castles-queen-side = Arrocco lungo
elemental-story-captured = cattura { $piece } { $on }
elemental-story-promotes = promosso a { $piece } in { $square }
elemental-story-blocked = { $attacker } non può catturare { $defender } { $on }: { $by }
elemental-story-sturdy-used = { -elemental-sturdy } salva il pezzo { $on }
elemental-story-knocked-back = { -elemental-bastion } lo respinge in { $to }
elemental-story-knocked-back-also = { -elemental-bastion } lo respinge (era anche in { $other }) in { $to }
elemental-story-removed = { $by } rimuove { $piece } { $on }
elemental-story-sturdy-saved = { -elemental-sturdy } salva da { $by }: { $piece } { $on }
elemental-story-resurrected = { -elemental-resurrection } riporta { $piece } in { $square }
elemental-story-locked = { -elemental-temporal-lock } blocca { $piece } { $on }
elemental-story-passed = Il { $side } passa, ogni mossa bloccata
elemental-story-marked = { -elemental-sadist-streak } marca { $piece } { $on }
elemental-story-raijin-takes = { -elemental-raijin } cattura { $piece } { $on }
elemental-story-do-over = { -elemental-do-over }! La scacchiera torna indietro di { $plies } { $plies ->
        [one] semimossa
       *[other] semimosse
    }
elemental-story-blinded = Blinding: ora muove il { $side }
elemental-story-stopped = { $piece } non può superare il pezzo in { $square }
elemental-story-revealed = Il { $side } rivela { $ability }
elemental-story-stepped = fa un passo in { $square }
elemental-story-swapped = { -elemental-quantum-step } scambia con { $square }
elemental-event-moved = { $side }: { $piece } { $from }-{ $to }.
elemental-event-castled-king-side = Il { $side } arrocca corto.
elemental-event-castled-queen-side = Il { $side } arrocca lungo.
elemental-event-captured = Il { $side } perde un pezzo { $on }: { $piece }.
elemental-event-promoted = Il pedone in { $square } è promosso a { $piece }.
elemental-event-promoted-displaced = Il pedone spostato in { $square } è promosso a regina (E50).
elemental-event-stopped = Il pezzo in { $from } ({ $piece }) non può superare il pezzo in { $square }: non si può attraversare, quindi resta dov'è e il turno finisce (E3, E62).
elemental-event-revealed = Il { $side } rivela la sua abilità nascosta { $ability } (E12).
elemental-event-blocked = Il pezzo in { $from } ({ $attacker }) non può catturare il pezzo { $on } ({ $defender }): lo impedisce { $by }, la cattura non avviene (E30).
elemental-event-sturdy-used = Il pezzo { $on } sopravvive: il suo { -elemental-sturdy } è consumato (E14).
elemental-event-knocked-back = { -elemental-bastion } respinge l'attaccante da { $from } a { $to } (E13).
elemental-event-knocked-back-also = { -elemental-bastion } respinge l'attaccante (anche in { $other }) da { $from } a { $to } (E13).
elemental-event-knockback-cancelled = La respinta estratta per l'attaccante in { $square } esporrebbe il suo re, quindi resta dov'è (E40).
elemental-event-stepped = Fa un passo { $from }-{ $to }.
elemental-event-swapped = { -elemental-quantum-step }: si scambia con il pezzo amico in { $with } e resta lì; l'amico va in { $from } (E27).
elemental-event-poisoned = { -elemental-poisonous-meat }: il pezzo { $on } ({ $piece }) ha catturato un pezzo avvelenato ({ $victim }) (E32).
elemental-event-removed = { $by } rimuove un pezzo del { $side } { $on }: { $piece }.
elemental-event-sturdy-saved = Il pezzo { $on } ({ $piece }) sopravvive a { $by }: il suo { -elemental-sturdy } è consumato (E14).
elemental-event-resurrected = { -elemental-resurrection } riporta un pezzo del { $side } in { $square }: { $piece } (E35).
elemental-event-locked = { -elemental-temporal-lock }: il pezzo del { $side } { $on } ({ $piece }) non può muoversi per i prossimi 2 turni del suo schieramento (E36).
elemental-event-marked-second = { -elemental-sadist-streak } marca il pezzo del { $side } { $on } ({ $piece }): verrà rimosso al secondo turno del suo schieramento da adesso, insieme a ogni pezzo del suo schieramento che in quel momento gli starà accanto (E24).
elemental-event-marked-third = { -elemental-sadist-streak } marca il pezzo del { $side } { $on } ({ $piece }): verrà rimosso al terzo turno del suo schieramento da adesso, da solo (E24).
elemental-event-raijin = { -elemental-raijin }: dopo il suo Quantum Step il pezzo in { $from } cattura ancora una volta, in { $to } (E19).
elemental-event-do-over = { -elemental-do-over }! Lo attiva un pezzo del { $side } ({ $piece }): questo turno viene scartato e la scacchiera torna indietro di { $plies } { $plies ->
        [one] semimossa
       *[other] semimosse
    } (E34).
elemental-event-blinded = Blinding: ora muove il { $side } (E21).
elemental-event-passed = Il { $side } passa: ogni sua mossa è bloccata (E36).
elemental-event-faced = Il { -elemental-block-piece } in { $square } ora guarda a { $facing }.
elemental-event-decided = { $ability }, abilità del { $side } finora nascosta, lascia il { $other } senza turni legali (E97).
elemental-event-checkmate = Scacco matto: vince il { $side }.
elemental-event-stalemate = Stallo: patta (E1).
elemental-event-seventy-five-moves = Patta per la regola delle 75 mosse: 150 semimosse senza catture, rimozioni, uso di Sturdy né mosse di pedone (E1).
elemental-event-fivefold = Patta: la stessa posizione per la quinta volta (E1).
elemental-decided-by = : per { $abilities } del { $side } (in gioco di nascosto, E12), il { $other } è rimasto senza turni legali (E97)
elemental-wins-by-checkmate = { $player } ({ $side }) vince per scacco matto{ $decided }.
elemental-checkmate-line = Scacco matto! { $result }
elemental-drawn-by-stalemate = Patta per stallo (E1){ $decided }.
elemental-drawn-by-seventy-five-moves = Patta per la regola delle 75 mosse (E1).
elemental-drawn-by-fivefold = Patta per quintupla ripetizione (E1).
elemental-rejected = { $player } ({ $side }) ha scelto un turno che un'abilità nascosta impedisce (E53):
elemental-no-other-legal-turn = Il { $side } non ha altri turni legali.
elemental-plays-another-turn = Il { $side } gioca un altro turno.

## A staged turn's preview. $by is what blocks (elemental-blocker-…), $directions a count.
elemental-staged = Turno preparato: { $turn }. L'immagine lo segna sulla scacchiera: la casella di partenza scurita, un fantasma dove arriva un pezzo, parentesi sul pezzo catturato, puntini sulle caselle attraversate. Premi Termina il turno (o /endturn) per giocarlo, Annulla (/undo) per ricominciare.
elemental-this-turn = Questo turno:
elemental-blocked-sturdy = Cattura bloccata: il tuo pezzo ({ $attacker }) non può catturare il pezzo in { $square } ({ $victim }); lo impedisce { $by } (E30). Il suo Sturdy è consumato, il tuo pezzo resta in { $from } e il tuo turno finisce.
elemental-blocked-bastion = Cattura bloccata: il tuo pezzo ({ $attacker }) non può catturare il pezzo in { $square } ({ $victim }); lo impedisce { $by } (E30). Bastion respinge il tuo pezzo (E13): una di { $directions } direzioni e da 1 a 3 caselle, estratte quando chiudi il turno; un arrivo che esporrebbe il tuo re viene annullato (E40).

## The picture's header.
elemental-headline-move = Mossa { $number } · muove il { $side }
elemental-headline-checkmate = Scacco matto · vince il { $side }
elemental-headline-stalemate = Stallo · patta
elemental-headline-seventy-five-moves = Regola delle 75 mosse · patta
elemental-headline-fivefold = Quintupla ripetizione · patta
elemental-headline-choosing = Scelta degli equipaggiamenti
elemental-headline-ended = Partita finita · { $ended }

## /rules.
elemental-kind-elements = Elementi
elemental-kind-augmentors = Potenziatori
elemental-kind-offense = Abilità offensive
elemental-kind-temporal = Abilità temporali
elemental-coming-later = In arrivo: { $names }.
elemental-not-in-the-game-yet = (Non ancora nel gioco.)
elemental-rules = Elemental chess: scacchi (arrocco, en passant, promozione; lo scacco matto vince; stallo, regola delle 75 mosse e quintupla ripetizione danno patta, E1) con un equipaggiamento segreto per esercito.
    Prima della prima mossa ogni giocatore sceglie un elemento e un potenziatore, un'abilità offensiva e una temporale; ogni suo pezzo li porta (E4). Nessuno vede gli equipaggiamenti finché non sono confermati entrambi (E6).
    Lo scacco considera ogni cattura secondo le regole di movimento, anche una che un'abilità bloccherebbe (E1a); una cattura bloccata è legale solo se ha un effetto: Sturdy consumato o una respinta di Bastion (E30).
    Un turno: /move from: to: [promote:] [chain:c3 Chain Kill] [dk:g7 Double Kill] [qk:a7 Quantum Kill] [bdk: bqk: Blaze Rush] [res:knight@b1 Resurrection] [lock:d7 Temporal Lock] [then:f4,g5 per Side Step, Tailwind o Quantum Step; then:b4,a4,b5 un Quantum Step e due passi, E93] [rj:f5 la cattura di Raijin dopo] [laugh:yes Schrödinger's Laugh su to:] [face:e2=north per i Block Piece], in anteprima privata, poi /endturn. Le abilità agiscono nell'ordine di E38.
elemental-rules-see-one = Guardane una con /rules game:elemental piece:earth (o block-piece, double-kill, knight …); emblemi, distintivi e pallini sulla scacchiera: piece:board.
elemental-rules-piece = Pezzo: { $piece }. Si muove come negli scacchi (E1); il suo rango per i confronti tra abilità è { $rank } (E2). I fantasmi mostrano dove può andare; le parentesi, dove può catturare.
elemental-rules-unknown = `piece:{ $piece }` non è un pezzo, un elemento o un'abilità di Elemental chess: prova knight, earth, block-piece o double-kill.
elemental-reading-the-board = Come leggere la scacchiera di Elemental: l'emblema dell'elemento di ogni pezzo sta in basso a sinistra (Fire un triangolo, Water una goccia, Earth un blocco quadrato, Air un anello, Lightning un fulmine, Light una stella, Shadow una falce di luna); le lettere del suo potenziatore in alto a destra (Ss Side Step, Qs Quantum Step, St Stalwart, Be Belligerent, In Indomitable; un Block Piece mostra invece il suo orientamento con una freccia, E25); un pallino marrone in basso a destra è lo Sturdy non ancora usato di un pezzo Earth (E14). Una casella tratteggiata con un numero e dei puntini è bruciata: il rango che ferma e i turni rimasti a Fire (E9); un lucchetto è un Temporal Lock con i suoi turni (E36); un mirino, un marchio di Sadist (E24); due anelli collegati, le due caselle di un pezzo di Schrödinger (E37). Un equipaggiamento ancora nascosto appare come ? nell'intestazione (E12). In un'anteprima privata la casella del pezzo che muove è scurita, un fantasma mostra dove arriva, le parentesi segnano cosa cattura e i puntini le caselle che attraversa.
elemental-about-fire = Scorch: una casella lasciata dal tuo pezzo ferma i nemici di rango inferiore (non Water) per i tuoi 3 turni successivi; Blaze Rush: dopo una cattura, un Double o Quantum Kill in più, entrambi contro Earth (E9–E10).
elemental-about-water = Flood Wake: i pezzi che il tuo schieramento ha catturato nelle semimosse annullate da un Do-Over restano rimossi; Mist Shroud: ogni pezzo ha Quantum Step, e il tuo equipaggiamento resta nascosto all'avversario finché ogni abilità non agisce per la prima volta (E11–E12).
elemental-about-earth = Bastion: coni di Block Piece a 180° e respinte casuali; Sturdy: sopravvive alla prima cattura (E13–E14).
elemental-about-air = Gale Lift per attraversare i pezzi, 2 passi in più con Tailwind, Scatter Shot per catture laterali di pedone (E15–E17).
elemental-about-lightning = Overload: slot scelti pezzo per pezzo (E18); Raijin: Quantum Kill ignora Indomitable, e dopo un Quantum Step il pezzo può catturare ancora una volta (E19).
elemental-about-light = Radiant Vision: i pezzi a lungo raggio danno scacco attraverso il primo ostacolo; Light Speed: nelle tue catture Sturdy viene verificato per primo (E20, E22).
elemental-about-shadow = Anarchist Streak: ogni confronto di rango di ogni abilità viene ignorato, per entrambi gli schieramenti (E23); Sadist Streak: il tuo Poisonous Meat marca il pezzo che cattura, che viene rimosso due suoi turni dopo insieme a ogni pezzo del suo schieramento che gli è finito accanto (E24).
elemental-about-side-step = Dopo la sua mossa il pezzo può fare 1 passo su una casella vicina vuota (E26).
elemental-about-block-piece = Le catture dall'interno del suo cono di 90° sono bloccate; riorientalo con face: (E25).
elemental-about-quantum-step = Dopo la sua mossa il pezzo può scambiarsi con un pezzo amico vicino di rango inferiore o saltare su una casella vicina vuota (E27).
elemental-about-stalwart = I pezzi di rango inferiore non possono catturarlo (E28).
elemental-about-belligerent = I pezzi di rango superiore non possono catturarlo (E29).
elemental-about-indomitable = Immune alle rimozioni da abilità; non si può attraversare (E31, E3).
elemental-about-double-kill = Dopo una cattura, rimuovi un nemico accanto alla vittima con rango ≤ a quello della vittima (E32).
elemental-about-quantum-kill = Una volta per turno, dopo una cattura, rimuovi un nemico qualsiasi con rango ≤ a quello della vittima; con Lightning anche quelli con Indomitable (E32, E19).
elemental-about-chain-kill = Cattura dall'estremità di una catena di pezzi amici adiacenti, come se fossi lì (E33); con Air dà anche Quantum Step (E16).
elemental-about-poisonous-meat = Un pezzo di rango superiore che lo cattura viene rimosso anche lui, a meno che sia il re o abbia Indomitable (E32).
elemental-about-do-over = Una volta per pezzo: quando viene catturato o rimosso, il turno viene scartato e le ultime due semimosse vengono annullate (E34).
elemental-about-resurrection = Dopo una sua cattura, riporta uno dei tuoi pezzi mancanti con rango ≤ a quello della vittima sulle tue due traverse di partenza (E35).
elemental-about-temporal-lock = Una volta per pezzo, dopo la sua mossa, blocca un pezzo nemico (non il re) per i prossimi 2 turni del suo schieramento (E36).
elemental-about-schrodingers-laugh = Una volta per pezzo (non il re), invece di muoversi, si copia su una casella vicina vuota: un pezzo su due caselle, catturate insieme (E37).

## Choosing a turn or a loadout step by step. $square a square; $piece a
## piece's name (elemental-piece-…); $facing a facing (elemental-facing-…);
## $side a side; $slot the slot's key as typed (augmentor, offense, temporal).
elemental-a-piece = pezzo
elemental-choice-pass = Passa: ogni mossa è bloccata (E36)
elemental-choice-piece = { $square } · { $piece }
elemental-choice-laugh = { -elemental-schrodingers-laugh }: copialo lì (E37)
elemental-choice-promote = Promuovi a: { $piece }
elemental-choice-chain = { -elemental-chain-kill } da { $square } (E33)
elemental-choice-double-kill = { -elemental-double-kill } in { $square }
elemental-choice-quantum-kill = { -elemental-quantum-kill } in { $square }
elemental-choice-blaze-double-kill = { -elemental-double-kill } di { -elemental-blaze-rush } in { $square }
elemental-choice-blaze-quantum-kill = { -elemental-quantum-kill } di { -elemental-blaze-rush } in { $square }
elemental-choice-resurrection = { -elemental-resurrection }: { $piece } torna in { $square }
elemental-choice-group-return = Riporta: { $piece }
elemental-choice-lock = { -elemental-temporal-lock } in { $square }
elemental-choice-then = Poi in { $square }
elemental-choice-and-on = E poi in { $square }
elemental-choice-raijin = Cattura di { -elemental-raijin } in { $square }
elemental-choice-its-chain = Il suo { -elemental-chain-kill } da { $square }
elemental-choice-its-double-kill = Il suo { -elemental-double-kill } in { $square }
elemental-choice-its-quantum-kill = Il suo { -elemental-quantum-kill } in { $square }
elemental-choice-its-resurrection = Il suo { -elemental-resurrection }: { $piece } torna in { $square }
elemental-choice-face = Orienta il pezzo in { $square } ({ $piece }) verso { $facing }
elemental-choice-group-face = Riorienta il pezzo in { $square }
elemental-choice-no-slot = { $slot ->
    [augmentor] Nessun potenziatore
    [offense] Nessuna abilità offensiva
   *[temporal] Nessuna abilità temporale
}
elemental-choice-overload = Slot del pezzo in { $square } (Overload, E18)
elemental-choice-group-overload = Overload
elemental-so-far-face = { $square } guarda a { $facing }
elemental-legend-step = Un passo dopo la mossa, o la casella del { -elemental-quantum-step } (E16, E26, E27, E93)
elemental-legend-chain = { -elemental-chain-kill }: il pezzo amico da cui catturare (E33)
elemental-legend-double-kill = { -elemental-double-kill }: il nemico da rimuovere accanto alla casella della cattura
elemental-legend-quantum-kill = { -elemental-quantum-kill }: il nemico da rimuovere
elemental-legend-blaze = { -elemental-blaze-rush }: il bersaglio della rimozione extra (E10)
elemental-legend-resurrection = { -elemental-resurrection }: dove torna il pezzo
elemental-legend-lock = { -elemental-temporal-lock }: il pezzo nemico da bloccare (E36)
elemental-legend-raijin = { -elemental-raijin }: la cattura dopo il { -elemental-quantum-step } (E19)
elemental-legend-facing = { -elemental-block-piece }: orienta un pezzo in un'altra direzione (E25)
elemental-prompt-piece = Scegli un pezzo da muovere.
elemental-prompt-where = Scegli dove va.
elemental-prompt-face-or-end = Riorienta un { -elemental-block-piece } (i pezzi segnati), o Termina il turno.
elemental-prompt-ability-face-or-end = Aggiungi la scelta di un'abilità o riorienta un { -elemental-block-piece } (la legenda spiega i segni), o Termina il turno.
elemental-prompt-ability-or-end = Aggiungi la scelta di un'abilità (la legenda spiega i segni), o Termina il turno.
elemental-prompt-end = Termina il turno per giocarlo.
elemental-prompt-promote = Scegli cosa diventa il pedone.
elemental-prompt-abilities = Scegli cosa fanno le abilità del turno.
elemental-prompt-lock-passed = (Un { -elemental-temporal-lock } si sceglie prima dei passi, E38: Annulla per sceglierlo.)
elemental-prompt-element = Scegli l'elemento del tuo esercito (lo vedi solo tu finché non avete confermato entrambi, E6).
elemental-prompt-augmentor = Scegli un potenziatore.
elemental-prompt-offense = Scegli un'abilità offensiva.
elemental-prompt-temporal = Scegli un'abilità temporale.
elemental-prompt-lock-in = Conferma il tuo equipaggiamento con Termina il turno.
elemental-prompt-lock-in-or-overload = Conferma con Termina il turno, o dai a un pezzo degli slot tutti suoi (Overload, E18).
elemental-choices-over = La partita è finita.
elemental-choices-not-your-turn = Tocca al { $side }, non a te.
elemental-choices-stale = Queste scelte non formano più un turno qui: ricomincia.
elemental-loadout-locked-already = Il tuo equipaggiamento è già confermato; si gioca quando il tuo avversario avrà confermato il suo.
elemental-loadout-choices-stale = Queste scelte non formano più un equipaggiamento: ricomincia.

## Autocomplete's suggestions. $value is the value filled in (notation).
elemental-suggest-piece = { $square } · { $piece } del { $side }
elemental-suggest-swap = { $value } · scambio del { -elemental-quantum-step }
elemental-suggest-step = { $value } · passo
elemental-suggest-raijin = { $value } · cattura di { -elemental-raijin }
elemental-suggest-return = { $value } · riporta un pezzo mancante: { $piece }
elemental-suggest-face = { $square } { $piece } guarda a { $facing }

## /help: i comandi del gioco in una riga.
elemental-help = Elemental chess: prima scegli il tuo equipaggiamento segreto (Scegli equipaggiamento, oppure /loadout element:… augmentor:…; con Lightning si impostano i singoli pezzi con /loadout piece:e2 …); poi un turno è una /move (chain:, dk:, qk:, bdk:, bqk:, res:, lock:, rj:, laugh: per le scelte delle abilità, then: per i passi in più, face: per i Block Piece) preparata in privato e giocata con /endturn, oppure /turn move:e2-e4.

## Alt text of the board picture (what a screen reader says). $white and
## $black are elemental-alt-player; $loadout a loadout in words (or
## elemental-alt-loadout-not-shown); $parts what is concealed; $headline the
## header's line; $groups a side's pieces (elemental-alt-group each);
## $squares squares in notation; $n a count; $facing a facing.
elemental-alt-board = Scacchiera di Elemental chess: { $white } contro { $black }.
elemental-alt-player = { $player } ({ $side }, { $loadout })
elemental-alt-loadout-not-shown = equipaggiamento non ancora mostrato
elemental-alt-concealed = { $loadout }; nascosto: { $parts }
elemental-alt-headline = { $headline }.
elemental-alt-in-check = Il { $side } è sotto scacco.
elemental-alt-last-move = Ultima mossa { $move }.
elemental-alt-group = { $n ->
    [one] { $piece } { $squares }
   *[other] { $piece } ({ $n }): { $squares }
}
elemental-alt-pieces = { $side }: { $groups }.
elemental-alt-no-pieces = { $side }: nessun pezzo.
elemental-alt-faces = { $square } verso { $facing }
elemental-alt-block-pieces = I { -elemental-block-piece } del { $side } guardano a { $facing }.
## $except the pieces turned another way (elemental-alt-faces each).
elemental-alt-block-pieces-except = I { -elemental-block-piece } del { $side } guardano a { $facing }, tranne { $except }.
elemental-alt-sturdy-used = { $side }: { -elemental-sturdy } consumato in { $squares }.
elemental-alt-staged = Turno preparato, non ancora giocato: { $parts }.
elemental-alt-leaves = lascia { $squares }
elemental-alt-landed = { $square } ({ $piece } del { $side })
elemental-alt-lands = arriva in { $landed }
elemental-alt-takes = cattura { $squares }
elemental-alt-passes = attraversa { $squares }
elemental-alt-options = Caselle segnate tra cui scegliere: { $squares }.
elemental-alt-scorched = { $square } bruciata (rango { $rank }, { $n ->
    [one] ancora { $n } turno
   *[other] ancora { $n } turni
}).
elemental-alt-locked = { $square } bloccata (ancora { $n } { $n ->
    [one] turno
   *[other] turni
}).
elemental-alt-marked = { $square } marcata.
elemental-alt-linked = { $square } e { $with } sono un solo pezzo ({ -elemental-schrodingers-laugh }).

## A piece's /rules diagram: its header and alt text. $piece a piece's name
## (elemental-piece-…-start in the header); $square where it stands; $moves
## and $captures squares.
elemental-diagram-headline = { $piece } in { $square }
elemental-diagram-alt = Diagramma: { $piece } in { $square } (E1); i fantasmi mostrano dove può muoversi ({ $moves }).
elemental-diagram-alt-captures = Diagramma: { $piece } in { $square } (E1); i fantasmi mostrano dove può muoversi ({ $moves }), le parentesi dove può catturare ({ $captures }).

## Why a turn is refused (typed errors of the rules crate). $square, $from, $to, $given, $option, $again, $steps and $turn are notation;
## $piece a piece (elemental-piece-…, or -start at the head of a sentence); $side the mover and $owner the piece's side (elemental-side-…);
## $blocker what blocks a capture (elemental-blocker-…); $ability an ability with what it may choose (elemental-turn-choice-…), $first and $second
## abilities' names; $offered and $allowed lists of notation; $n a count (turns left, or how many choices are listed); $rank a piece's rank.
elemental-turn-game-over = La partita è finita.
elemental-turn-refaced-twice = Il pezzo in { $square } viene riorientato due volte.
elemental-turn-no-block-piece = Il tuo pezzo in { $square } ({ $piece }) non ha un { -elemental-block-piece } da orientare (E25).
elemental-turn-nothing-to-face = In { $square } non c'è nessun tuo pezzo da orientare (E25).
elemental-turn-pass-not-allowed = Puoi passare solo quando ogni tua mossa è bloccata (E36).
elemental-turn-no-laugh = Niente Laugh da { $from } a { $to }: { -elemental-schrodingers-laugh } (E37) si usa una volta per pezzo, non col re né con un pezzo bloccato, e solo su una casella vicina vuota dove il pezzo può stare.
elemental-turn-no-piece = Non c'è nessun pezzo in { $square }.
elemental-turn-not-yours = Il pezzo in { $square } ({ $piece }) è del { $owner }; tu giochi col { $side }.
elemental-turn-locked = Il tuo pezzo in { $square } ({ $piece }) è bloccato dal { -elemental-temporal-lock } ancora per { $n } { $n ->
        [one] turno tuo
       *[other] turni tuoi
    } (E36).
elemental-turn-blocked-in-check = Quella cattura sarebbe bloccata da { $blocker } e lascerebbe il tuo re sotto scacco (E40).
elemental-turn-blocked-without-effect = Quella cattura sarebbe bloccata da { $blocker } e non avrebbe alcun effetto, quindi non è permessa (E30, E42).
elemental-turn-king-unsafe = { $piece } { $from }-{ $to }: questa mossa lascerebbe il tuo re sotto scacco o attraverserebbe una casella attaccata (E1b, E44).
elemental-turn-scorched = { $square } è bruciata: un segno di rango { $rank }, che dura ancora { $n } { $n ->
        [one] turno
       *[other] turni
    } di { -elemental-fire }, ferma lì il tuo pezzo ({ $piece }) (E9).
elemental-turn-cannot-go = Il pezzo in { $from } ({ $piece }) non può andare in { $to }.
elemental-turn-no-choice = { $option }:{ $given } non è permesso: { $ability } non ha nulla da scegliere dopo questa mossa.
elemental-turn-not-offered = { $option }:{ $given } non è permesso: { $ability } può scegliere { $n ->
        [one] solo { $offered }
       *[other] solo una di queste: { $offered }
    }.
elemental-turn-named-twice = { $option }:{ $square } e { $again }:{ $square } indicano lo stesso pezzo: per quanto puoi vedere, il tuo { $first } lo rimuove, quindi { $second } non può indicarlo di nuovo; solo un pezzo ancora in piedi dopo una rimozione (salvato da { -elemental-sturdy }) può essere indicato due volte (E57, E96).
elemental-turn-blocked-does-not-arrive = Quella cattura è bloccata, quindi il pezzo non arriva: togli promote: e then: (E30, E50).
elemental-turn-promotion-missing = Il pedone raggiunge l'ultima traversa: indica il pezzo con promote:queen (o rook, bishop, knight).
elemental-turn-cannot-promote = Solo un pedone che raggiunge l'ultima traversa viene promosso.
elemental-turn-raijin-without-step = La cattura di { -elemental-raijin } viene dopo un { -elemental-quantum-step } (E19): aggiungi then: con la casella su cui il pezzo fa il passo o si scambia.
elemental-turn-steps-needed = La sola mossa { $from }-{ $to } lascerebbe il tuo re sotto scacco o finirebbe il turno dove il pezzo è partito (E1b, E43); aggiungi i passi con then:.
elemental-turn-no-steps = Il pezzo ({ $piece }) non può fare nessun passo dopo { $from }-{ $to } ({ -elemental-side-step } E26, Tailwind E16, { -elemental-quantum-step } E27).
elemental-turn-steps-not-allowed = then:{ $steps } non è permesso dopo { $from }-{ $to } (E16, E26, E27, E43, E44); { $n ->
        [one] è permesso solo { $allowed }
       *[other] puoi usare { $allowed }
    }.
elemental-turn-removal-defeated = Un { -elemental-indomitable } nascosto impedisce la tua rimozione, e il resto del tuo turno ne dipendeva (E12, E53). Scegli un altro turno.
elemental-turn-poisoned = Il pezzo che cattureresti ha un { -elemental-poisonous-meat } nascosto: il tuo pezzo che cattura verrebbe rimosso e il tuo re resterebbe esposto (E86, E53). Scegli un altro turno.
elemental-turn-raijin-blocked = Lì la cattura di { -elemental-raijin } è bloccata da un'abilità nascosta, e il tuo pezzo non potrebbe finire il turno dove si trova (E53, E70). Scegli un altro turno.
elemental-turn-unsafe-to-stay = Un'abilità nascosta del pezzo in { $square } lo impedisce, e il tuo re non sarebbe al sicuro se il tuo pezzo restasse dov'è (E53). Scegli un altro turno.
elemental-turn-not-here = Il turno { $turn } non si può giocare qui; scegline un altro.
elemental-turn-choice-chain = { -elemental-chain-kill } (E33: l'ultimo pezzo amico di una catena di pezzi amici adiacenti che parte accanto al pezzo, e una cattura da lì)
elemental-turn-choice-double-kill = { -elemental-double-kill } (E32: un nemico accanto alla casella della cattura, con rango ≤ a quello della vittima, non un re né un pezzo con { -elemental-indomitable })
elemental-turn-choice-quantum-kill = { -elemental-quantum-kill } (E32: un nemico qualsiasi con rango ≤ a quello della vittima, non un re né un pezzo con { -elemental-indomitable })
elemental-turn-choice-blaze-double-kill = { -elemental-double-kill } di { -elemental-blaze-rush } (E10: in più, come { -elemental-double-kill }; contro { -elemental-earth } oltre al { -elemental-quantum-kill } in più, altrimenti al suo posto)
elemental-turn-choice-blaze-quantum-kill = { -elemental-quantum-kill } di { -elemental-blaze-rush } (E10: in più, come { -elemental-quantum-kill }; contro { -elemental-earth } oltre al { -elemental-double-kill } in più, altrimenti al suo posto)
elemental-turn-choice-resurrection = { -elemental-resurrection } (E35: un pezzo mancante con rango ≤ a quello della vittima, su una casella vuota delle tue due traverse di partenza)
elemental-turn-choice-raijin = { -elemental-raijin } (E19: dopo un { -elemental-quantum-step }, un'altra cattura dalla nuova casella)
elemental-turn-choice-lock = { -elemental-temporal-lock } (E36: una volta per pezzo, qualsiasi pezzo nemico tranne il re)
