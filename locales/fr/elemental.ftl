# French (fr). Glossaire : loadout = équipement, augmentor = amplificateur, offense = attaque, temporal = capacité temporelle, turn = tour, square = case, piece = pièce, check = échec, stalemate = pat.
# Elemental chess : mots, tours, refus, règles et images. Les noms d'éléments et de capacités restent en anglais (noms propres).

## Sides, pieces, facings.
-elemental-white = Blancs
-elemental-black = Noirs
elemental-side-white = { -elemental-white }
elemental-side-black = { -elemental-black }
-elemental-pawn = pion
-elemental-knight = cavalier
-elemental-bishop = fou
-elemental-rook = tour
-elemental-queen = dame
-elemental-king = roi
elemental-piece-pawn = { -elemental-pawn }
elemental-piece-knight = { -elemental-knight }
elemental-piece-bishop = { -elemental-bishop }
elemental-piece-rook = { -elemental-rook }
elemental-piece-queen = { -elemental-queen }
elemental-piece-king = { -elemental-king }
## The same names starting a sentence.
elemental-piece-pawn-start = Pion
elemental-piece-knight-start = Cavalier
elemental-piece-bishop-start = Fou
elemental-piece-rook-start = Tour
elemental-piece-queen-start = Dame
elemental-piece-king-start = Roi
elemental-facing-north = nord
elemental-facing-east = est
elemental-facing-south = sud
elemental-facing-west = ouest

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
elemental-blaze-double-kill = { -elemental-double-kill } de { -elemental-blaze-rush }
elemental-blaze-quantum-kill = { -elemental-quantum-kill } de { -elemental-blaze-rush }
elemental-empty-slot = un emplacement vide
elemental-slot-augmentor = amplificateur
elemental-slot-offense = attaque
elemental-slot-temporal = capacité temporelle

## What removed a piece or blocked a capture, with its rule.
elemental-by-double-kill = { -elemental-double-kill } (E32)
elemental-by-quantum-kill = { -elemental-quantum-kill } (E32)
elemental-by-poisonous-meat = { -elemental-poisonous-meat } (E32)
elemental-by-blaze-double-kill = { -elemental-double-kill } de { -elemental-blaze-rush } (E10)
elemental-by-blaze-quantum-kill = { -elemental-quantum-kill } de { -elemental-blaze-rush } (E10)
elemental-by-sadist-streak = { -elemental-sadist-streak } (E24)
elemental-by-flood-wake = { -elemental-flood-wake } (E11)
elemental-blocker-cone = { -elemental-block-piece } (E25)
elemental-blocker-stalwart = { -elemental-stalwart } (E28)
elemental-blocker-belligerent = { -elemental-belligerent } (E29)
elemental-blocker-sturdy = { -elemental-sturdy } (E14)
elemental-blocker-solid = une pièce qu'on ne peut pas traverser (E3, E62)
elemental-blocker-solid-short = une pièce qu'on ne peut pas traverser

## Loadouts. $element, $army, $slots, $first… are names of elements and abilities; $square a square.
elemental-loadout = { $element } ; armée : { $army }
elemental-loadout-piece = ; { $square }: { $slots }
elemental-no-slots = aucun emplacement
elemental-slots-one = { $first }
elemental-slots-two = { $first }, { $second }
elemental-slots-three = { $first }, { $second }, { $third }
elemental-concealed = ; caché (E12) : { $parts }
elemental-code = { $code }
elemental-name = { $player }
elemental-nothing = {""}
elemental-none = aucun
elemental-not-chosen = pas choisi
elemental-player-side = { $player } ({ $side })
elemental-choose-loadout = Choisir l'équipement

## Setting up.
elemental-game-on = C'est parti : { $white } ({ -elemental-white }) contre { $black } ({ -elemental-black }), Elemental chess. D'abord, chacun choisit en secret un équipement : un élément et un amplificateur pour ton armée (E4). Appuie sur « Choisir l'équipement » ou tape /loadout element:… augmentor:…. Personne ne voit un équipement avant que les deux soient verrouillés.
elemental-choose-first = Choisis d'abord ton équipement : appuie sur « Choisir l'équipement » ou tape /loadout element:earth augmentor:block-piece (E4).
elemental-opponent-choosing = Ton adversaire choisit encore son équipement ; la partie commence dès qu'il l'a verrouillé (E6).
elemental-loadouts-cannot-change = Les deux équipements sont verrouillés ; ils ne changent pas pendant la partie (E6). Vois-les avec /game.
elemental-locked-in-already = Tu as déjà verrouillé ton équipement ; la partie commence quand les deux l'ont fait (E6).
elemental-element-first = Choisis d'abord un élément (/loadout element:earth, ou appuie sur « Choisir l'équipement »).
elemental-not-a-choice-here = « { $value } » n'est pas un choix possible ici.
elemental-not-my-menu = Ce menu n'est pas le mien.
elemental-holds-none-of-your-pieces = { $square } ne porte aucune de tes pièces au départ.
elemental-only-lightning-add-element = Seul Lightning (Overload, E18) choisit des emplacements par pièce : ajoute element:lightning.
elemental-only-lightning-per-piece = Seul Lightning (Overload, E18) choisit des emplacements par pièce.
elemental-not-in-the-game-yet-named = { $name } n'est pas encore dans le jeu ; /rules game:elemental liste ce qui l'est.
elemental-loadout-pair = Deux capacités de cet équipement ont besoin l'une de l'autre (E51).
elemental-not-a-loadout = Ce n'est pas un équipement.
elemental-draft = Élément : { $element } · amplificateur : { $augmentor } · attaque : { $offense } · temporel : { $temporal }
elemental-draft-per-piece = {" "}· par pièce : { $pieces }
elemental-set-only-you = Réglé (toi seul le vois).
elemental-lock-in-lightning = Verrouille avec /loadout element:lightning et les emplacements de l'armée.
elemental-you-locked-in = Tu as verrouillé :
elemental-only-you-see-it = Toi seul le vois jusqu'à ce que les deux aient verrouillé (E6).
elemental-both-locked-in = Les deux équipements sont verrouillés (E6).
elemental-moves-first = { $player } ({ $side }) joue en premier. Emblèmes, badges et points sur le plateau : /rules piece:board.
elemental-moves-first-how = { $player } ({ $side }) joue en premier : /move from:e2 to:e4. Emblèmes, badges et points sur le plateau : /rules piece:board.
elemental-locked-in-waiting = { $player } ({ $side }) a verrouillé un équipement ; on attend { $other }.

## /game and the status line.
elemental-game-over = Partie terminée :
elemental-choosing-loadouts-waiting = Choix des équipements : on attend { $players }.
elemental-status = Coup { $number } · { $side } ({ $player }) au trait.
elemental-describe-players = Elemental chess : { $white } ({ -elemental-white }) contre { $black } ({ -elemental-black }).
elemental-locked-in = a verrouillé :
elemental-your-loadout = Ton équipement (toi seul le vois jusqu'à ce que les deux aient verrouillé) :
elemental-has-locked-in = { $player } a verrouillé un équipement.
elemental-still-choosing = { $player } choisit encore.
elemental-in-check = { $side } : échec.
elemental-has-lost = { $side } ont perdu : { $pieces }.
elemental-position = Position : `{ $fen }`
elemental-seed-shown = Graine du générateur : { $seed } (SplitMix64, E41) : rejoue les reculs avec elle.
elemental-seed-hidden = Les reculs sont tirés du générateur de la partie ; sa graine reste cachée jusqu'à la fin (E41).
elemental-loadouts-shown-at-end = Les équipements, maintenant que la partie est finie (E99) :
elemental-had-not-locked-in = { $player } ({ $side }) n'avait pas verrouillé d'équipement.

## The record. $turn and $loadout are notation.
elemental-record-tried = a tenté { $turn } : une capacité cachée l'a empêché et a été révélée (E53)
elemental-record-stopped = un tour empêché par une capacité cachée ; la capacité a été révélée (E53)
elemental-record-locked-in-own = a verrouillé { $loadout } (toi seul le vois)
elemental-record-locked-in = a verrouillé { $loadout }
elemental-record-locked-in-water = a verrouillé un équipement Water (caché, E12)

## Refusals of a command's options. $value is what was typed.
elemental-not-one-to-choose = `{ $key }:{ $value }` n'est pas un choix possible : utilise { $choices }.
elemental-not-a-list-of-steps = `{ $option }:{ $value }` n'est pas une liste de pas : donne une à trois cases dans l'ordre, le Quantum Step d'abord, comme { $option }:f4, { $option }:f4,g5 ou { $option }:b4,a4,b5 (E93).
elemental-not-a-facing = `{ $option }:{ $value }` n'est pas une orientation : utilise north, east, south ou west, ou case=direction comme { $option }:e2=north.
elemental-not-a-returned-piece = `res:{ $value }` n'est pas une pièce ramenée : donne une pièce et une case, comme knight@b1.
elemental-not-raijins-capture = `rj:{ $value }` n'est pas une prise de Raijin : donne une case, comme f5 ou f8=q,dk:g7.
elemental-not-a-square = « { $value } » n'est pas une case : utilise une colonne a–h et une rangée 1–8, comme e4.
elemental-move-to-another-square = Un coup va sur une autre case.
elemental-not-a-promotion = `promote:{ $value }` n'est pas un choix : utilise queen, rook, bishop ou knight.
elemental-a-facing-is = Une orientation, c'est north, east, south ou west.
elemental-not-your-turn = C'est au tour de { $player } ({ $side }) ; attends son coup.
elemental-turn-needs-a-move = Un tour a besoin d'un coup, comme /turn move:e2-e4.
elemental-nothing-staged = Tu n'as aucun coup préparé : prépares-en un avec /move, ou joue d'un coup avec /turn move:e2-e4.

## A turn: the channel's line, its events, the ending. $on is "on e5" (elemental-on).
elemental-on = en { $square }
elemental-on-also = en { $square } (aussi en { $other })
elemental-turn-line = Coup { $number } · { $side } ({ $player }) : { $turn }
elemental-story-takes = { $piece } prend { $victim } { $on }
elemental-story-moves = { $piece } { $from }-{ $to }
elemental-story-castles-king-side = Petit roque
elemental-story-castles-queen-side = Grand roque
elemental-story-captured = prend { $piece } { $on }
elemental-story-promotes = promotion en { $piece } en { $square }
elemental-story-blocked = { $attacker } ne peut pas prendre { $defender } { $on } : { $by }
elemental-story-sturdy-used = { -elemental-sturdy } sauve la pièce { $on }
elemental-story-knocked-back = { -elemental-bastion } la repousse en { $to }
elemental-story-knocked-back-also = { -elemental-bastion } la repousse (aussi en { $other }) en { $to }
elemental-story-removed = { $by } retire { $piece } { $on }
elemental-story-sturdy-saved = { -elemental-sturdy } sauve { $piece } { $on } de { $by }
elemental-story-resurrected = { -elemental-resurrection } ramène { $piece } en { $square }
elemental-story-locked = { -elemental-temporal-lock } bloque { $piece } { $on }
elemental-story-passed = { $side } passent, chaque coup bloqué
elemental-story-marked = { -elemental-sadist-streak } marque { $piece } { $on }
elemental-story-raijin-takes = { -elemental-raijin } prend { $piece } { $on }
elemental-story-do-over = { -elemental-do-over } ! Le plateau recule de { $plies } { $plies ->
        [one] demi-coup
       *[other] demi-coups
    }
elemental-story-blinded = Blinding : { $side } jouent ensuite
elemental-story-stopped = { $piece } ne peut pas passer la pièce en { $square }
elemental-story-revealed = { $ability } des { $side } est révélé
elemental-story-stepped = fait un pas en { $square }
elemental-story-swapped = { -elemental-quantum-step } échange avec { $square }
elemental-event-moved = { $side } : { $piece } { $from }-{ $to }.
elemental-event-castled-king-side = { $side } ont fait le petit roque.
elemental-event-castled-queen-side = { $side } ont fait le grand roque.
elemental-event-captured = { $piece } ({ $side }) { $on } est pris.
elemental-event-promoted = Le pion en { $square } est promu : { $piece }.
elemental-event-promoted-displaced = Le pion déplacé en { $square } est promu en dame (E50).
elemental-event-stopped = { $piece } en { $from } ne peut pas passer la pièce en { $square } : on ne peut pas la traverser, donc la pièce reste et le tour se termine (E3, E62).
elemental-event-revealed = La capacité cachée { $ability } des { $side } est révélée (E12).
elemental-event-blocked = { $attacker } en { $from } ne peut pas prendre { $defender } { $on } : bloqué par { $by }, la prise n'a pas lieu (E30).
elemental-event-sturdy-used = La pièce { $on } survit : son { -elemental-sturdy } est épuisé (E14).
elemental-event-knocked-back = { -elemental-bastion } repousse l'attaquant de { $from } en { $to } (E13).
elemental-event-knocked-back-also = { -elemental-bastion } repousse l'attaquant (aussi en { $other }) de { $from } en { $to } (E13).
elemental-event-knockback-cancelled = Le recul tiré pour l'attaquant en { $square } exposerait son roi, il reste donc (E40).
elemental-event-stepped = Elle fait un pas { $from }-{ $to }.
elemental-event-swapped = { -elemental-quantum-step } : elle échange avec l'alliée en { $with } et s'y place ; l'alliée va en { $from } (E27).
elemental-event-poisoned = { -elemental-poisonous-meat } : { $piece } { $on } a pris une pièce empoisonnée : { $victim } (E32).
elemental-event-removed = { $by } retire { $piece } ({ $side }) { $on }.
elemental-event-sturdy-saved = { $piece } { $on } survit à { $by } : son { -elemental-sturdy } est épuisé (E14).
elemental-event-resurrected = { -elemental-resurrection } ramène { $piece } ({ $side }) en { $square } (E35).
elemental-event-locked = { -elemental-temporal-lock } : { $piece } ({ $side }) { $on } ne peut pas bouger pendant les 2 prochains tours de son camp (E36).
elemental-event-marked-second = { -elemental-sadist-streak } marque { $piece } ({ $side }) { $on } : elle est retirée au deuxième tour de son camp à partir de maintenant, avec chaque pièce de son camp qui sera alors à côté d'elle (E24).
elemental-event-marked-third = { -elemental-sadist-streak } marque { $piece } ({ $side }) { $on } : elle est retirée au troisième tour de son camp à partir de maintenant, seule (E24).
elemental-event-raijin = { -elemental-raijin } : après son Quantum Step, la pièce en { $from } prend encore une fois, en { $to } (E19).
elemental-event-do-over = { -elemental-do-over } ! { $piece } ({ $side }) le déclenche : ce tour est annulé et le plateau recule de { $plies } { $plies ->
        [one] demi-coup
       *[other] demi-coups
    } (E34).
elemental-event-blinded = Blinding : { $side } jouent ensuite (E21).
elemental-event-passed = { $side } passent : chacun de leurs coups est bloqué (E36).
elemental-event-faced = Le { -elemental-block-piece } en { $square } regarde maintenant vers le { $facing }.
elemental-event-decided = { $ability } des { $side }, caché jusqu'ici, ne laisse aucun coup légal aux { $other } (E97).
elemental-event-checkmate = Échec et mat : les { $side } gagnent.
elemental-event-stalemate = Pat : nulle (E1).
elemental-event-seventy-five-moves = Nulle par la règle des 75 coups : 150 demi-coups sans prise, retrait, usage de Sturdy ni coup de pion (E1).
elemental-event-fivefold = Nulle : la même position pour la cinquième fois (E1).
elemental-decided-by = {" "}: { $abilities } des { $side } (caché, E12) n'a laissé aucun coup légal aux { $other } (E97)
elemental-wins-by-checkmate = { $player } ({ $side }) gagne par échec et mat{ $decided }.
elemental-checkmate-line = Échec et mat ! { $result }
elemental-drawn-by-stalemate = Nulle par pat (E1){ $decided }.
elemental-drawn-by-seventy-five-moves = Nulle par la règle des 75 coups (E1).
elemental-drawn-by-fivefold = Nulle par quintuple répétition (E1).
elemental-rejected = { $player } ({ $side }) a choisi un tour qu'une capacité cachée empêche (E53) :
elemental-no-other-legal-turn = Les { $side } n'ont aucun autre tour légal.
elemental-plays-another-turn = Les { $side } jouent un autre tour.

## A staged turn's preview. $by is what blocks (elemental-blocker-…), $directions a count.
elemental-staged = Préparé : { $turn }. L'image le montre sur le plateau : la case de départ assombrie, un fantôme là où une pièce arrive, des crochets sur une pièce prise, des points sur les cases traversées. Appuie sur « Fin du tour » (ou /endturn) pour le jouer, « Annuler » (/undo) pour recommencer.
elemental-this-turn = Ce tour :
elemental-blocked-sturdy = Prise bloquée : ton { $attacker } ne peut pas prendre { $victim } en { $square } ; { $by } l'empêche (E30). Son Sturdy est épuisé, ta pièce reste en { $from }, et ton tour se termine.
elemental-blocked-bastion = Prise bloquée : ton { $attacker } ne peut pas prendre { $victim } en { $square } ; { $by } l'empêche (E30). Bastion repousse ta pièce (E13) : une direction parmi { $directions } et 1 à 3 cases, tirées quand tu finis le tour ; un atterrissage qui exposerait ton roi est annulé (E40).

## The picture's header.
elemental-headline-move = Coup { $number } · { $side } au trait
elemental-headline-checkmate = Échec et mat · les { $side } gagnent
elemental-headline-stalemate = Pat · nulle
elemental-headline-seventy-five-moves = Règle des 75 coups · nulle
elemental-headline-fivefold = Quintuple répétition · nulle
elemental-headline-choosing = Choix des équipements
elemental-headline-ended = Partie terminée · { $ended }

## /rules.
elemental-kind-elements = Éléments
elemental-kind-augmentors = Amplificateurs
elemental-kind-offense = Attaque
elemental-kind-temporal = Temporel
elemental-coming-later = Plus tard : { $names }.
elemental-not-in-the-game-yet = (Pas encore dans le jeu.)
elemental-rules = Elemental chess : les échecs (roque, prise en passant, promotion ; l'échec et mat gagne ; pat, règle des 75 coups et quintuple répétition font nulle, E1) avec un équipement secret par armée.
    Avant le premier coup, chacun choisit un élément et un amplificateur, une capacité d'attaque et une capacité temporelle ; chaque pièce les porte (E4). Personne ne voit un équipement avant que les deux soient verrouillés (E6).
    L'échec compte toute prise selon les règles de déplacement, même une qu'une capacité bloquerait (E1a) ; une prise bloquée n'est légale que si elle a un effet : Sturdy épuisé, ou un recul de Bastion (E30).
    Un tour : /move from: to: [promote:] [chain:c3 Chain Kill] [dk:g7 Double Kill] [qk:a7 Quantum Kill] [bdk: bqk: Blaze Rush] [res:knight@b1 Resurrection] [lock:d7 Temporal Lock] [then:f4,g5 pour Side Step, Tailwind ou Quantum Step ; then:b4,a4,b5 un Quantum Step et deux pas, E93] [rj:f5 la prise de Raijin ensuite] [laugh:yes Schrödinger's Laugh sur to:] [face:e2=north pour les Block Pieces], montré en privé, puis /endturn. Les capacités agissent dans l'ordre de E38.
elemental-rules-see-one = Vois-en une avec /rules game:elemental piece:earth (ou block-piece, double-kill, knight …) ; emblèmes, badges et points sur le plateau : piece:board.
elemental-rules-piece = { $piece } : se déplace comme aux échecs (E1) ; son rang pour les comparaisons de capacités est { $rank } (E2). Les fantômes montrent où elle peut aller ; les crochets, où elle peut prendre.
elemental-rules-unknown = `piece:{ $piece }` n'est ni une pièce, ni un élément, ni une capacité d'Elemental chess : essaie knight, earth, block-piece ou double-kill.
elemental-reading-the-board = Lire le plateau Elemental : l'emblème d'élément de chaque pièce est en bas à gauche (Fire un triangle, Water une goutte, Earth un bloc carré, Air un anneau, Lightning un éclair, Light une étoile, Shadow un croissant) ; les lettres de son amplificateur en haut à droite (Ss Side Step, Qs Quantum Step, St Stalwart, Be Belligerent, In Indomitable ; un Block Piece montre plutôt son orientation par une flèche, E25) ; un point brun en bas à droite est le Sturdy encore inutilisé d'une pièce Earth (E14). Une case hachurée avec un nombre et des points est brûlée : le rang qu'elle arrête et les tours restants de Fire (E9) ; un cadenas est un Temporal Lock avec ses tours (E36) ; un viseur une marque Sadist (E24) ; des anneaux liés les deux cases d'une pièce de Schrödinger (E37). Un équipement encore caché apparaît comme ? dans l'en-tête (E12). Dans un aperçu privé, la case de la pièce qui bouge est assombrie, un fantôme montre où elle arrive, des crochets ce qu'elle prend et des points les cases qu'elle traverse.
elemental-about-fire = Scorch : une case que ta pièce quitte arrête les ennemis de rang inférieur (pas Water) pendant tes 3 prochains tours ; Blaze Rush : après une prise, un Double ou Quantum Kill en plus, les deux contre Earth (E9–E10).
elemental-about-water = Flood Wake : les pièces prises par ton camp dans les demi-coups qu'un Do-Over annule restent retirées ; Mist Shroud : chaque pièce a Quantum Step, et ton équipement est caché à l'adversaire jusqu'à ce que chaque capacité agisse pour la première fois (E11–E12).
elemental-about-earth = Bastion : cônes de Block Piece à 180° et reculs tirés au sort ; Sturdy : survit à la première prise (E13–E14).
elemental-about-air = Gale Lift pour traverser, 2 pas en plus avec Tailwind, Scatter Shot pour des prises de pion de côté (E15–E17).
elemental-about-lightning = Overload : emplacements choisis par pièce (E18) ; Raijin : Quantum Kill ignore Indomitable, et après un Quantum Step la pièce peut prendre encore une fois (E19).
elemental-about-light = Radiant Vision : les pièces à longue portée donnent échec à travers le premier obstacle ; Light Speed : Sturdy testé en premier sur tes prises (E20, E22).
elemental-about-shadow = Anarchist Streak : toute comparaison de rang de toute capacité est ignorée, pour les deux camps (E23) ; Sadist Streak : ton Poisonous Meat marque le preneur, retiré deux de ses tours plus tard avec chaque pièce de son camp venue à côté de lui (E24).
elemental-about-side-step = Après son coup, la pièce peut faire 1 pas sur une case voisine vide (E26).
elemental-about-block-piece = Les prises venant de son cône de 90° sont bloquées ; réoriente-la avec face: (E25).
elemental-about-quantum-step = Après son coup, la pièce peut échanger avec une alliée voisine de rang inférieur ou sauter sur une case voisine vide (E27).
elemental-about-stalwart = Les pièces de rang inférieur ne peuvent pas la prendre (E28).
elemental-about-belligerent = Les pièces de rang supérieur ne peuvent pas la prendre (E29).
elemental-about-indomitable = Immunisée contre les retraits par capacité ; on ne peut pas la traverser (E31, E3).
elemental-about-double-kill = Après une prise, retire un ennemi voisin de la victime de rang ≤ celui de la victime (E32).
elemental-about-quantum-kill = Une fois par tour après une prise, retire n'importe quel ennemi de rang ≤ celui de la victime ; avec Lightning, même Indomitable (E32, E19).
elemental-about-chain-kill = Prends depuis le bout d'une chaîne de pièces alliées adjacentes, comme si tu y étais (E33) ; avec Air, donne aussi Quantum Step (E16).
elemental-about-poisonous-meat = Un rang supérieur qui la prend est retiré aussi, sauf un roi ou Indomitable (E32).
elemental-about-do-over = Une fois par pièce : quand elle est prise ou retirée, le tour est annulé et les deux derniers demi-coups sont défaits (E34).
elemental-about-resurrection = Après sa prise, ramène une de tes pièces manquantes de rang ≤ celui de la victime sur tes deux dernières rangées (E35).
elemental-about-temporal-lock = Une fois par pièce, après son coup, bloque une pièce ennemie (pas le roi) pendant les 2 prochains tours de son camp (E36).
elemental-about-schrodingers-laugh = Une fois par pièce (pas le roi), au lieu de bouger, elle se copie sur une case voisine vide : une pièce sur deux cases, prises ensemble (E37).

## Choosing a turn or a loadout step by step. $square a square; $piece a
## piece's name (elemental-piece-…); $facing a facing (elemental-facing-…);
## $side a side; $slot the slot's key as typed (augmentor, offense, temporal).
elemental-a-piece = pièce
elemental-choice-pass = Passer : chaque coup est bloqué (E36)
elemental-choice-piece = { $square } · { $piece }
elemental-choice-laugh = { -elemental-schrodingers-laugh } : se copier là (E37)
elemental-choice-promote = Promouvoir en { $piece }
elemental-choice-chain = { -elemental-chain-kill } depuis { $square } (E33)
elemental-choice-double-kill = { -elemental-double-kill } en { $square }
elemental-choice-quantum-kill = { -elemental-quantum-kill } en { $square }
elemental-choice-blaze-double-kill = { -elemental-double-kill } de { -elemental-blaze-rush } en { $square }
elemental-choice-blaze-quantum-kill = { -elemental-quantum-kill } de { -elemental-blaze-rush } en { $square }
elemental-choice-resurrection = { -elemental-resurrection } : { $piece } revient en { $square }
elemental-choice-group-return = Ramener : { $piece }
elemental-choice-lock = { -elemental-temporal-lock } en { $square }
elemental-choice-then = Puis en { $square }
elemental-choice-and-on = Et ensuite en { $square }
elemental-choice-raijin = Prise de { -elemental-raijin } en { $square }
elemental-choice-its-chain = Son { -elemental-chain-kill } depuis { $square }
elemental-choice-its-double-kill = Son { -elemental-double-kill } en { $square }
elemental-choice-its-quantum-kill = Son { -elemental-quantum-kill } en { $square }
elemental-choice-its-resurrection = Sa { -elemental-resurrection } : { $piece } revient en { $square }
elemental-choice-face = { $piece } en { $square } : orientation { $facing }
elemental-choice-group-face = Réorienter { $square }
elemental-choice-no-slot = { $slot ->
    [augmentor] Aucun amplificateur
    [offense] Aucune capacité d'attaque
   *[temporal] Aucune capacité temporelle
}
elemental-choice-overload = Emplacements pour { $square } (Overload, E18)
elemental-choice-group-overload = Overload
elemental-so-far-face = { $square } : orientation { $facing }
elemental-legend-step = Un pas après le coup, ou la case du { -elemental-quantum-step } (E16, E26, E27, E93)
elemental-legend-chain = { -elemental-chain-kill } : la pièce alliée depuis laquelle prendre (E33)
elemental-legend-double-kill = { -elemental-double-kill } : l'ennemi à côté de la case prise, à retirer
elemental-legend-quantum-kill = { -elemental-quantum-kill } : l'ennemi à retirer
elemental-legend-blaze = { -elemental-blaze-rush } : la cible du Kill supplémentaire (E10)
elemental-legend-resurrection = { -elemental-resurrection } : là où la pièce revient
elemental-legend-lock = { -elemental-temporal-lock } : la pièce ennemie à bloquer (E36)
elemental-legend-raijin = { -elemental-raijin } : la prise après le { -elemental-quantum-step } (E19)
elemental-legend-facing = { -elemental-block-piece } : tourner une pièce dans une autre direction (E25)
elemental-prompt-piece = Choisis une pièce à jouer.
elemental-prompt-where = Choisis où elle va.
elemental-prompt-face-or-end = Réoriente un { -elemental-block-piece } (les pièces marquées), ou Finir le tour.
elemental-prompt-ability-face-or-end = Ajoute le choix d'une capacité ou réoriente un { -elemental-block-piece } (la légende dit quelle marque est laquelle), ou Finir le tour.
elemental-prompt-ability-or-end = Ajoute le choix d'une capacité (la légende dit quelle marque est laquelle), ou Finir le tour.
elemental-prompt-end = Finir le tour pour le jouer.
elemental-prompt-promote = Choisis ce que devient le { -elemental-pawn }.
elemental-prompt-abilities = Choisis ce que font les capacités du tour.
elemental-prompt-lock-passed = (Un { -elemental-temporal-lock } se choisit avant les pas, E38 : reviens en arrière pour en choisir un.)
elemental-prompt-element = Choisis l'élément de ton armée (toi seul le vois jusqu'à ce que les deux aient verrouillé, E6).
elemental-prompt-augmentor = Choisis un amplificateur.
elemental-prompt-offense = Choisis une capacité d'attaque.
elemental-prompt-temporal = Choisis une capacité temporelle.
elemental-prompt-lock-in = Verrouille ton équipement avec Finir le tour.
elemental-prompt-lock-in-or-overload = Verrouille avec Finir le tour, ou donne à une pièce ses propres emplacements (Overload, E18).
elemental-choices-over = La partie est terminée.
elemental-choices-not-your-turn = C'est aux { $side } de jouer, pas à toi.
elemental-choices-stale = Ces choix ne forment plus un tour ici : recommence.
elemental-loadout-locked-already = Ton équipement est déjà verrouillé ; la partie commence quand celui de ton adversaire le sera.
elemental-loadout-choices-stale = Ces choix ne forment plus un équipement : recommence.

## Autocomplete's suggestions. $value is the value filled in (notation).
elemental-suggest-piece = { $square } · { $piece } des { $side }
elemental-suggest-swap = { $value } · échange par { -elemental-quantum-step }
elemental-suggest-step = { $value } · pas
elemental-suggest-raijin = { $value } · prise de { -elemental-raijin }
elemental-suggest-return = { $value } · ramener une pièce manquante : { $piece }
elemental-suggest-face = { $piece } en { $square } : orientation { $facing }

## /help : les commandes du jeu en une ligne.
elemental-help = Elemental chess : choisis d’abord en secret ton équipement (« Choisir l'équipement », ou /loadout element:… augmentor:… ; Lightning choisit ses emplacements pièce par pièce avec /loadout piece:e2 …) ; ensuite, un tour est un /move (chain:, dk:, qk:, bdk:, bqk:, res:, lock:, rj:, laugh: pour les choix des capacités, then: pour des étapes en plus, face: pour les Block Pieces) préparé en privé et joué avec /endturn, ou /turn move:e2-e4.

## Alt text of the board picture (what a screen reader says). $white and
## $black are elemental-alt-player; $loadout a loadout in words (or
## elemental-alt-loadout-not-shown); $parts what is concealed; $headline the
## header's line; $groups a side's pieces (elemental-alt-group each);
## $squares squares in notation; $n a count; $facing a facing.
elemental-alt-board = Plateau d'Elemental chess : { $white } contre { $black }.
elemental-alt-player = { $player } ({ $side }, { $loadout })
elemental-alt-loadout-not-shown = équipement pas encore visible
elemental-alt-concealed = { $loadout } ; caché : { $parts }
elemental-alt-headline = { $headline }.
elemental-alt-in-check = Les { $side } sont en échec.
elemental-alt-last-move = Dernier coup { $move }.
elemental-alt-group = { $n ->
    [one] { $piece } { $squares }
   *[other] { $piece }s { $squares }
}
elemental-alt-pieces = { $side } : { $groups }.
elemental-alt-no-pieces = { $side } : aucune pièce.
elemental-alt-faces = { $square } orientée { $facing }
elemental-alt-block-pieces = Les pièces { -elemental-block-piece } des { $side } sont orientées { $facing }.
## $except the pieces turned another way (elemental-alt-faces each).
elemental-alt-block-pieces-except = Les pièces { -elemental-block-piece } des { $side } sont orientées { $facing }, sauf { $except }.
elemental-alt-sturdy-used = { $side } : { -elemental-sturdy } épuisé en { $squares }.
elemental-alt-staged = Préparé, pas encore joué : { $parts }.
elemental-alt-leaves = quitte { $squares }
elemental-alt-landed = { $square } ({ $piece } des { $side })
elemental-alt-lands = arrive en { $landed }
elemental-alt-takes = prend en { $squares }
elemental-alt-passes = traverse { $squares }
elemental-alt-options = Marquées au choix : { $squares }.
elemental-alt-scorched = { $square } brûlée (rang { $rank }, encore { $n ->
    [one] { $n } tour
   *[other] { $n } tours
}).
elemental-alt-locked = { $square } bloquée encore { $n ->
    [one] { $n } tour
   *[other] { $n } tours
}.
elemental-alt-marked = { $square } marquée.
elemental-alt-linked = { $square } et { $with } sont une seule pièce ({ -elemental-schrodingers-laugh }).

## A piece's /rules diagram: its header and alt text. $piece a piece's name
## (elemental-piece-…-start in the header); $square where it stands; $moves
## and $captures squares.
elemental-diagram-headline = { $piece } en { $square }
elemental-diagram-alt = Diagramme : { $piece } en { $square } (E1). Des fantômes là où la pièce peut aller ({ $moves }).
elemental-diagram-alt-captures = Diagramme : { $piece } en { $square } (E1). Des fantômes là où la pièce peut aller ({ $moves }), des crochets là où elle peut prendre ({ $captures }).

## Why a turn is refused (typed errors of the rules crate). $square, $from, $to, $given, $option, $again, $steps and $turn are notation;
## $piece a piece (elemental-piece-…, or -start at the head of a sentence); $side the mover and $owner the piece's side (elemental-side-…);
## $blocker what blocks a capture (elemental-blocker-…); $ability an ability with what it may choose (elemental-turn-choice-…), $first and $second
## abilities' names; $offered and $allowed lists of notation; $n a count (turns left, or how many choices are listed); $rank a piece's rank.
elemental-turn-game-over = La partie est terminée.
elemental-turn-refaced-twice = { $square } est réorientée deux fois.
elemental-turn-no-block-piece = Ta pièce en { $square } ({ $piece }) n'a pas de { -elemental-block-piece } à orienter (E25).
elemental-turn-nothing-to-face = Aucune de tes pièces n'est en { $square } pour être orientée (E25).
elemental-turn-pass-not-allowed = Tu ne peux passer que si tous tes coups sont bloqués (E36).
elemental-turn-no-laugh = Pas de Laugh de { $from } vers { $to } : { -elemental-schrodingers-laugh } (E37), c'est une fois par pièce, pas pour le roi, pas pour une pièce bloquée, et sur une case voisine vide où la pièce peut être posée.
elemental-turn-no-piece = Il n'y a aucune pièce en { $square }.
elemental-turn-not-yours = La pièce en { $square } ({ $piece }) est aux { $owner } ; tu joues les { $side }.
elemental-turn-locked = Ta pièce en { $square } ({ $piece }) est sous { -elemental-temporal-lock } { $n ->
        [one] pour ton prochain tour
       *[other] pour tes { $n } prochains tours
    } (E36).
elemental-turn-blocked-in-check = Cette prise serait bloquée par { $blocker } et laisserait ton roi en échec (E40).
elemental-turn-blocked-without-effect = Cette prise serait bloquée par { $blocker } sans aucun effet, elle n'est donc pas permise (E30, E42).
elemental-turn-king-unsafe = { $piece } { $from }-{ $to } laisserait ton roi en échec ou traverserait une case attaquée (E1b, E44).
elemental-turn-scorched = { $square } est brûlée : une marque de rang { $rank }, encore là pour { $n ->
        [one] { $n } tour
       *[other] { $n } tours
    } de { -elemental-fire }, y arrête ta pièce ({ $piece }) (E9).
elemental-turn-cannot-go = La pièce en { $from } ({ $piece }) ne peut pas aller en { $to }.
elemental-turn-no-choice = { $option }:{ $given } n'est pas permis : { $ability } n'a aucun choix après ce coup.
elemental-turn-not-offered = { $option }:{ $given } n'est pas permis : { $ability } { $n ->
        [one] ne peut choisir que { $offered }
       *[other] peut choisir { $offered }
    }.
elemental-turn-named-twice = { $option }:{ $square } et { $again }:{ $square } désignent la même pièce : d'après ce que tu vois, ton { $first } la retire, donc { $second } ne peut pas la désigner à nouveau ; seule une pièce encore debout après un retrait (sauvée par { -elemental-sturdy }) peut être désignée deux fois (E57, E96).
elemental-turn-blocked-does-not-arrive = Cette prise est bloquée, la pièce n'arrive donc pas : enlève promote: et then: (E30, E50).
elemental-turn-promotion-missing = Le pion atteint sa dernière rangée : indique la pièce avec promote:queen (ou rook, bishop, knight).
elemental-turn-cannot-promote = Seul un pion qui atteint sa dernière rangée est promu.
elemental-turn-raijin-without-step = La prise de { -elemental-raijin } vient après un { -elemental-quantum-step } (E19) : ajoute then: avec la case où la pièce fait son pas ou son échange.
elemental-turn-steps-needed = { $from }-{ $to } seul laisserait ton roi en échec ou finirait le tour là où la pièce a commencé (E1b, E43) ; ajoute des pas avec then:.
elemental-turn-no-steps = Après { $from }-{ $to }, la pièce ({ $piece }) ne peut faire aucun pas ({ -elemental-side-step } E26, Tailwind E16, { -elemental-quantum-step } E27).
elemental-turn-steps-not-allowed = then:{ $steps } n'est pas permis après { $from }-{ $to } (E16, E26, E27, E43, E44) ; { $n ->
        [one] le seul permis est { $allowed }
       *[other] il peut être { $allowed }
    }.
elemental-turn-removal-defeated = Un { -elemental-indomitable } caché déjoue ton retrait, et le reste de ton tour en avait besoin (E12, E53). Choisis un autre tour.
elemental-turn-poisoned = La pièce que tu prendrais porte un { -elemental-poisonous-meat } caché : ta pièce preneuse serait retirée et ton roi ne serait plus en sécurité (E86, E53). Choisis un autre tour.
elemental-turn-raijin-blocked = La prise de { -elemental-raijin } à cet endroit est bloquée par une capacité cachée, et ta pièce ne pourrait pas finir son tour là où elle est (E53, E70). Choisis un autre tour.
elemental-turn-unsafe-to-stay = Une capacité cachée de la pièce en { $square } l'empêche, et ton roi ne serait pas en sécurité si ta pièce restait où elle est (E53). Choisis un autre tour.
elemental-turn-not-here = { $turn } ne peut pas être joué ici ; choisis un autre tour.
elemental-turn-choice-chain = { -elemental-chain-kill } (E33 : la dernière pièce alliée d'une chaîne d'alliées adjacentes qui commence à côté de la pièce, et une prise depuis là)
elemental-turn-choice-double-kill = { -elemental-double-kill } (E32 : un ennemi à côté de la case de la prise, de rang ≤ celui de la victime, ni un roi ni une pièce { -elemental-indomitable })
elemental-turn-choice-quantum-kill = { -elemental-quantum-kill } (E32 : n'importe quel ennemi de rang ≤ celui de la victime, ni un roi ni une pièce { -elemental-indomitable })
elemental-turn-choice-blaze-double-kill = { -elemental-double-kill } supplémentaire de { -elemental-blaze-rush } (E10 : comme { -elemental-double-kill } ; contre { -elemental-earth } en plus du { -elemental-quantum-kill } supplémentaire, sinon à sa place)
elemental-turn-choice-blaze-quantum-kill = { -elemental-quantum-kill } supplémentaire de { -elemental-blaze-rush } (E10 : comme { -elemental-quantum-kill } ; contre { -elemental-earth } en plus du { -elemental-double-kill } supplémentaire, sinon à sa place)
elemental-turn-choice-resurrection = { -elemental-resurrection } (E35 : une pièce manquante de rang ≤ celui de la victime, sur une case vide de tes deux dernières rangées)
elemental-turn-choice-raijin = { -elemental-raijin } (E19 : après un { -elemental-quantum-step }, une prise de plus depuis la nouvelle case)
elemental-turn-choice-lock = { -elemental-temporal-lock } (E36 : une fois par pièce, n'importe quelle pièce ennemie sauf le roi)
