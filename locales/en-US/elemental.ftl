# Elemental chess: its words, turns, refusals, rules and pictures.
# Glossary: loadout = a player's secret choice of element and abilities; augmentor, offense, temporal = the three slots;
# element and ability names (Fire, Side Step, Double Kill …) are proper names and stay English in every language.

## Sides, pieces, facings.
-elemental-white = White
-elemental-black = Black
elemental-side-white = { -elemental-white }
elemental-side-black = { -elemental-black }
-elemental-pawn = pawn
-elemental-knight = knight
-elemental-bishop = bishop
-elemental-rook = rook
-elemental-queen = queen
-elemental-king = king
elemental-piece-pawn = { -elemental-pawn }
elemental-piece-knight = { -elemental-knight }
elemental-piece-bishop = { -elemental-bishop }
elemental-piece-rook = { -elemental-rook }
elemental-piece-queen = { -elemental-queen }
elemental-piece-king = { -elemental-king }
## The same names starting a sentence.
elemental-piece-pawn-start = Pawn
elemental-piece-knight-start = Knight
elemental-piece-bishop-start = Bishop
elemental-piece-rook-start = Rook
elemental-piece-queen-start = Queen
elemental-piece-king-start = King
elemental-facing-north = north
elemental-facing-east = east
elemental-facing-south = south
elemental-facing-west = west

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
elemental-blaze-double-kill = { -elemental-blaze-rush }'s { -elemental-double-kill }
elemental-blaze-quantum-kill = { -elemental-blaze-rush }'s { -elemental-quantum-kill }
elemental-empty-slot = an empty slot
elemental-slot-augmentor = augmentor
elemental-slot-offense = offense
elemental-slot-temporal = temporal

## What removed a piece or blocked a capture, with its rule.
elemental-by-double-kill = { -elemental-double-kill } (E32)
elemental-by-quantum-kill = { -elemental-quantum-kill } (E32)
elemental-by-poisonous-meat = { -elemental-poisonous-meat } (E32)
elemental-by-blaze-double-kill = { -elemental-blaze-rush }'s { -elemental-double-kill } (E10)
elemental-by-blaze-quantum-kill = { -elemental-blaze-rush }'s { -elemental-quantum-kill } (E10)
elemental-by-sadist-streak = { -elemental-sadist-streak } (E24)
elemental-by-flood-wake = { -elemental-flood-wake } (E11)
elemental-blocker-cone = { -elemental-block-piece } (E25)
elemental-blocker-stalwart = { -elemental-stalwart } (E28)
elemental-blocker-belligerent = { -elemental-belligerent } (E29)
elemental-blocker-sturdy = { -elemental-sturdy } (E14)
elemental-blocker-solid = a piece that cannot be phased through (E3, E62)
elemental-blocker-solid-short = a piece that cannot be phased through

## Loadouts. $element, $army, $slots, $first… are names of elements and abilities; $square a square.
elemental-loadout = { $element }; army: { $army }
elemental-loadout-piece = ; { $square }: { $slots }
elemental-no-slots = no slots
elemental-slots-one = { $first }
elemental-slots-two = { $first }, { $second }
elemental-slots-three = { $first }, { $second }, { $third }
elemental-concealed = ; concealed (E12): { $parts }
elemental-code = { $code }
elemental-name = { $player }
elemental-nothing = {""}
elemental-none = none
elemental-not-chosen = not chosen
elemental-player-side = { $player } ({ $side })
elemental-choose-loadout = Choose loadout

## Setting up.
elemental-game-on = Game on: { $white } ({ -elemental-white }) vs { $black } ({ -elemental-black }), Elemental chess. First each of you secretly chooses a loadout: an element and an augmentor for your army (E4). Press Choose loadout, or type /loadout element:… augmentor:…. Nobody sees a loadout until both are locked in.
elemental-choose-first = First choose your loadout: press Choose loadout, or type /loadout element:earth augmentor:block-piece (E4).
elemental-opponent-choosing = Your opponent is still choosing their loadout; play starts when they have locked in (E6).
elemental-loadouts-cannot-change = Both loadouts are locked in; they cannot change during the game (E6). See them with /game.
elemental-locked-in-already = You have locked in your loadout already; play starts when both have (E6).
elemental-element-first = Choose an element first (/loadout element:earth, or press Choose loadout).
elemental-not-a-choice-here = "{ $value }" is not a choice here.
elemental-not-my-menu = That menu is not one of mine.
elemental-holds-none-of-your-pieces = { $square } holds none of your pieces at the start.
elemental-only-lightning-add-element = Only Lightning (Overload, E18) chooses slots per piece: add element:lightning.
elemental-only-lightning-per-piece = Only Lightning (Overload, E18) chooses slots per piece.
elemental-not-in-the-game-yet-named = { $name } is not in the game yet; /rules game:elemental lists what is.
elemental-loadout-pair = Two abilities of this loadout need each other (E51).
elemental-not-a-loadout = That is not a loadout.
elemental-draft = Element: { $element } · augmentor: { $augmentor } · offense: { $offense } · temporal: { $temporal }
elemental-draft-per-piece = {" "}· per piece: { $pieces }
elemental-set-only-you = Set (only you see this).
elemental-lock-in-lightning = Lock in with /loadout element:lightning and the army's slots.
elemental-you-locked-in = You locked in:
elemental-only-you-see-it = Only you see it until both have locked in (E6).
elemental-both-locked-in = Both loadouts are locked in (E6).
elemental-moves-first = { $player } ({ $side }) moves first. The emblems, badges and pips on the board: /rules piece:board.
elemental-moves-first-how = { $player } ({ $side }) moves first: /move from:e2 to:e4. The emblems, badges and pips on the board: /rules piece:board.
elemental-locked-in-waiting = { $player } ({ $side }) has locked in a loadout; waiting for { $other }.

## /game and the status line.
elemental-game-over = Game over:
elemental-choosing-loadouts-waiting = Choosing loadouts: waiting for { $players }.
elemental-status = Move { $number } · { $side } ({ $player }) to move.
elemental-describe-players = Elemental chess: { $white } ({ -elemental-white }) vs { $black } ({ -elemental-black }).
elemental-locked-in = locked in:
elemental-your-loadout = Your loadout (only you see it until both are locked in):
elemental-has-locked-in = { $player } has locked in a loadout.
elemental-still-choosing = { $player } is still choosing.
elemental-in-check = { $side } is in check.
elemental-has-lost = { $side } has lost: { $pieces }.
elemental-position = Position: `{ $fen }`
elemental-seed-shown = Generator seed: { $seed } (SplitMix64, E41): replay the knockbacks with it.
elemental-seed-hidden = Knockbacks are drawn from the game's seeded generator; its seed stays hidden until the game ends (E41).
elemental-loadouts-shown-at-end = Loadouts, shown now that the game is over (E99):
elemental-had-not-locked-in = { $player } ({ $side }) had not locked in a loadout.

## The record. $turn and $loadout are notation.
elemental-record-tried = tried { $turn }: a concealed ability stopped it and was revealed (E53)
elemental-record-stopped = a turn a concealed ability stopped; the ability was revealed (E53)
elemental-record-locked-in-own = locked in { $loadout } (only you see this)
elemental-record-locked-in = locked in { $loadout }
elemental-record-locked-in-water = locked in a Water loadout (concealed, E12)

## Refusals of a command's options. $value is what was typed.
elemental-not-one-to-choose = `{ $key }:{ $value }` is not one to choose: use { $choices }.
elemental-not-a-list-of-steps = `{ $option }:{ $value }` is not a list of steps: give one to three squares in order, the Quantum Step first, like { $option }:f4, { $option }:f4,g5 or { $option }:b4,a4,b5 (E93).
elemental-not-a-facing = `{ $option }:{ $value }` is not a facing: use north, east, south or west, or square=direction like { $option }:e2=north.
elemental-not-a-returned-piece = `res:{ $value }` is not a returned piece: give a piece and a square, like knight@b1.
elemental-not-raijins-capture = `rj:{ $value }` is not Raijin's capture: give a square, like f5 or f8=q,dk:g7.
elemental-not-a-square = "{ $value }" is not a square: use a file a–h and a rank 1–8, like e4.
elemental-move-to-another-square = A move goes to another square.
elemental-not-a-promotion = `promote:{ $value }` is not a choice: use queen, rook, bishop or knight.
elemental-a-facing-is = A facing is north, east, south or west.
elemental-not-your-turn = It's { $player }'s turn ({ $side }); wait for their move.
elemental-turn-needs-a-move = A turn needs a move, like /turn move:e2-e4.
elemental-nothing-staged = You have no move staged: stage one with /move, or play in one go with /turn move:e2-e4.

## A turn: the channel's line, its events, the ending. $on is "on e5" (elemental-on).
elemental-on = on { $square }
elemental-on-also = on { $square } (also on { $other })
elemental-turn-line = Move { $number } · { $side } ({ $player }): { $turn }
elemental-story-takes = { $piece } takes { $victim } { $on }
elemental-story-moves = { $piece } { $from }-{ $to }
elemental-story-castles-king-side = Castles king side
elemental-story-castles-queen-side = Castles queen side
elemental-story-captured = takes { $piece } { $on }
elemental-story-promotes = promotes to a { $piece } on { $square }
elemental-story-blocked = { $attacker } cannot take { $defender } { $on }: { $by }
elemental-story-sturdy-used = { -elemental-sturdy } saves the piece { $on }
elemental-story-knocked-back = { -elemental-bastion } knocks it back to { $to }
elemental-story-knocked-back-also = { -elemental-bastion } knocks it (also on { $other }) back to { $to }
elemental-story-removed = { $by } removes the { $piece } { $on }
elemental-story-sturdy-saved = { -elemental-sturdy } saves the { $piece } { $on } from { $by }
elemental-story-resurrected = { -elemental-resurrection } returns the { $piece } to { $square }
elemental-story-locked = { -elemental-temporal-lock } holds the { $piece } { $on }
elemental-story-passed = { $side } passes, every move locked
elemental-story-marked = { -elemental-sadist-streak } marks the { $piece } { $on }
elemental-story-raijin-takes = { -elemental-raijin } takes { $piece } { $on }
elemental-story-do-over = { -elemental-do-over }! The board rewinds { $plies } { $plies ->
        [one] ply
       *[other] plies
    }
elemental-story-blinded = Blinding: { $side } moves next
elemental-story-stopped = { $piece } cannot pass the piece on { $square }
elemental-story-revealed = { $side }'s { $ability } is revealed
elemental-story-stepped = steps to { $square }
elemental-story-swapped = { -elemental-quantum-step } swaps with { $square }
elemental-event-moved = { $side } { $piece } { $from }-{ $to }.
elemental-event-castled-king-side = { $side } castled king side.
elemental-event-castled-queen-side = { $side } castled queen side.
elemental-event-captured = { $side }'s { $piece } { $on } is captured.
elemental-event-promoted = The pawn on { $square } promotes to a { $piece }.
elemental-event-promoted-displaced = The pawn displaced onto { $square } promotes to a queen (E50).
elemental-event-stopped = The { $piece } on { $from } cannot pass the piece on { $square }: it cannot be phased through, so the { $piece } stays and the turn ends (E3, E62).
elemental-event-revealed = { $side }'s concealed { $ability } is revealed (E12).
elemental-event-blocked = The { $attacker } on { $from } cannot capture the { $defender } { $on }: blocked by { $by }, the capture does not happen (E30).
elemental-event-sturdy-used = The piece { $on } survives: its { -elemental-sturdy } is used up (E14).
elemental-event-knocked-back = { -elemental-bastion } knocks the attacker back from { $from } to { $to } (E13).
elemental-event-knocked-back-also = { -elemental-bastion } knocks the attacker (also on { $other }) back from { $from } to { $to } (E13).
elemental-event-knockback-cancelled = The knockback drawn for the attacker on { $square } would expose its king, so it stays (E40).
elemental-event-stepped = It steps { $from }-{ $to }.
elemental-event-swapped = { -elemental-quantum-step }: it swaps with the friend on { $with } and stands there; the friend goes to { $from } (E27).
elemental-event-poisoned = { -elemental-poisonous-meat }: the { $piece } { $on } took a poisoned { $victim } (E32).
elemental-event-removed = { $by } removes { $side }'s { $piece } { $on }.
elemental-event-sturdy-saved = The { $piece } { $on } survives { $by }: its { -elemental-sturdy } is used up (E14).
elemental-event-resurrected = { -elemental-resurrection } returns { $side }'s { $piece } to { $square } (E35).
elemental-event-locked = { -elemental-temporal-lock }: { $side }'s { $piece } { $on } cannot move for its side's next 2 turns (E36).
elemental-event-marked-second = { -elemental-sadist-streak } marks { $side }'s { $piece } { $on }: it is removed at its side's second turn from now, with every piece of its side that stands next to it by then (E24).
elemental-event-marked-third = { -elemental-sadist-streak } marks { $side }'s { $piece } { $on }: it is removed at its side's third turn from now, alone (E24).
elemental-event-raijin = { -elemental-raijin }: after its Quantum Step the piece on { $from } captures once more, on { $to } (E19).
elemental-event-do-over = { -elemental-do-over }! { $side }'s { $piece } fires it: this turn is discarded and the board rewinds { $plies } { $plies ->
        [one] ply
       *[other] plies
    } (E34).
elemental-event-blinded = Blinding: { $side } moves next (E21).
elemental-event-passed = { $side } passes: every move it has is locked (E36).
elemental-event-faced = The { -elemental-block-piece } on { $square } now faces { $facing }.
elemental-event-decided = { $side }'s { $ability }, concealed until now, leaves { $other } no legal turn (E97).
elemental-event-checkmate = Checkmate: { $side } wins.
elemental-event-stalemate = Stalemate: drawn (E1).
elemental-event-seventy-five-moves = Drawn by the 75-move rule: 150 plies without a capture, removal, Sturdy use or pawn movement (E1).
elemental-event-fivefold = Drawn: the same position for the fifth time (E1).
elemental-decided-by = : { $side }'s { $abilities } (concealed, E12) left { $other } no legal turn (E97)
elemental-wins-by-checkmate = { $player } ({ $side }) wins by checkmate{ $decided }.
elemental-checkmate-line = Checkmate! { $result }
elemental-drawn-by-stalemate = Drawn by stalemate (E1){ $decided }.
elemental-drawn-by-seventy-five-moves = Drawn by the 75-move rule (E1).
elemental-drawn-by-fivefold = Drawn by fivefold repetition (E1).
elemental-rejected = { $player } ({ $side }) chose a turn that a concealed ability stops (E53):
elemental-no-other-legal-turn = { $side } has no other legal turn.
elemental-plays-another-turn = { $side } plays another turn.

## A staged turn's preview. $by is what blocks (elemental-blocker-…), $directions a count.
elemental-staged = Staged: { $turn }. The picture marks it on the board: the source dimmed, a ghost where a piece lands, brackets on a piece it takes, dots on the squares it passes. Press End turn (or /endturn) to play it, Undo (/undo) to start again.
elemental-this-turn = This turn:
elemental-blocked-sturdy = Blocked capture: your { $attacker } cannot take the { $victim } on { $square }; { $by } prevents it (E30). Its Sturdy is used up, your { $attacker } stays on { $from }, and your turn ends.
elemental-blocked-bastion = Blocked capture: your { $attacker } cannot take the { $victim } on { $square }; { $by } prevents it (E30). Bastion knocks your { $attacker } back (E13): one of { $directions } directions and 1–3 squares, drawn when you end the turn; a landing that would expose your king is cancelled (E40).

## The picture's header.
elemental-headline-move = Move { $number } · { $side } to move
elemental-headline-checkmate = Checkmate · { $side } wins
elemental-headline-stalemate = Stalemate · drawn
elemental-headline-seventy-five-moves = 75-move rule · drawn
elemental-headline-fivefold = Fivefold repetition · drawn
elemental-headline-choosing = Choosing loadouts
elemental-headline-ended = Game over · { $ended }

## /rules.
elemental-kind-elements = Elements
elemental-kind-augmentors = Augmentors
elemental-kind-offense = Offense
elemental-kind-temporal = Temporal
elemental-coming-later = Coming later: { $names }.
elemental-not-in-the-game-yet = (Not in the game yet.)
elemental-rules = Elemental chess: chess (castling, en passant, promotion; checkmate wins; stalemate, the 75-move rule and fivefold repetition draw, E1) with a secret loadout per army.
    Before the first move each player picks one element and one augmentor, offense and temporal ability; every piece carries them (E4). Nobody sees a loadout until both are locked in (E6).
    Check counts every capture by movement rules, even one an ability would block (E1a); a blocked capture is legal only when it has an effect: Sturdy used, or a Bastion knockback (E30).
    A turn: /move from: to: [promote:] [chain:c3 Chain Kill] [dk:g7 Double Kill] [qk:a7 Quantum Kill] [bdk: bqk: Blaze Rush] [res:knight@b1 Resurrection] [lock:d7 Temporal Lock] [then:f4,g5 for Side Step, Tailwind or Quantum Step; then:b4,a4,b5 a Quantum Step and two steps, E93] [rj:f5 Raijin's capture after it] [laugh:yes Schrödinger's Laugh onto to:] [face:e2=north for Block Pieces], previewed privately, then /endturn. Abilities act in the order of E38.
elemental-rules-see-one = See one with /rules game:elemental piece:earth (or block-piece, double-kill, knight …); the emblems, badges and pips on the board: piece:board.
elemental-rules-piece = The { $piece } moves as in chess (E1); its rank for ability comparisons is { $rank } (E2). Ghosts show where it can move; brackets show where it can capture.
elemental-rules-unknown = `piece:{ $piece }` is not an Elemental chess piece, element or ability: try knight, earth, block-piece or double-kill.
elemental-reading-the-board = Reading the Elemental board: each piece's element emblem sits bottom-left (Fire a triangle, Water a drop, Earth a square block, Air a ring, Lightning a bolt, Light a star, Shadow a crescent); its augmentor's letters top-right (Ss Side Step, Qs Quantum Step, St Stalwart, Be Belligerent, In Indomitable; a Block Piece shows its facing as an arrow instead, E25); a brown pip bottom-right is an Earth piece's Sturdy, not yet used (E14). A hatched square with a number and dots is scorched: the rank it stops and Fire's turns left (E9); a padlock is a Temporal Lock with its turns (E36); a crosshair a Sadist mark (E24); linked rings the two squares of a Schrödinger piece (E37). A loadout still concealed shows as ? in the header (E12). In a private preview the moving piece's square is dimmed, a ghost shows where it lands, brackets mark what it takes and dots the squares it passes.
elemental-about-fire = Scorch: a square your piece leaves stops lower-rank enemies (not Water) for your next 3 turns; Blaze Rush: after a capture, one extra Double or Quantum Kill, both against Earth (E9–E10).
elemental-about-water = Flood Wake: pieces your side took in the plies a Do-Over undoes stay removed; Mist Shroud: every piece has Quantum Step, and your loadout is hidden from the opponent until each ability first takes effect (E11–E12).
elemental-about-earth = Bastion: 180° Block Piece cones and seeded knockbacks; Sturdy: survive the first capture (E13–E14).
elemental-about-air = Gale Lift phasing, Tailwind's 2 extra steps, Scatter Shot sideways pawn captures (E15–E17).
elemental-about-lightning = Overload: slots chosen per piece (E18); Raijin: Quantum Kill ignores Indomitable, and after a Quantum Step the piece may capture once more (E19).
elemental-about-light = Radiant Vision: sliders give check through the first blocker; Light Speed: Sturdy tested first on your captures (E20, E22).
elemental-about-shadow = Anarchist Streak: every rank comparison in every ability is ignored, for both sides (E23); Sadist Streak: your Poisonous Meat marks the captor, removed two of its turns later with every piece of its side that came next to it (E24).
elemental-about-side-step = After its move the piece may step 1 square onto an empty neighbour (E26).
elemental-about-block-piece = Captures from inside its 90° cone are blocked; re-face it with face: (E25).
elemental-about-quantum-step = After its move the piece may swap with a lower-ranked friendly neighbour or blink to an empty neighbour (E27).
elemental-about-stalwart = Pieces of lower rank cannot capture it (E28).
elemental-about-belligerent = Pieces of higher rank cannot capture it (E29).
elemental-about-indomitable = Immune to ability removals; cannot be phased through (E31, E3).
elemental-about-double-kill = After a capture, remove an enemy next to the victim of rank ≤ the victim's (E32).
elemental-about-quantum-kill = Once per turn after a capture, remove any enemy of rank ≤ the victim's; with Lightning, Indomitable ones too (E32, E19).
elemental-about-chain-kill = Capture from the end of a chain of adjacent friendly pieces, as if standing there (E33); with Air it also grants Quantum Step (E16).
elemental-about-poisonous-meat = A higher rank that captures it is removed too, unless a king or Indomitable (E32).
elemental-about-do-over = Once per piece: when it is captured or removed, the turn is discarded and the last two plies are undone (E34).
elemental-about-resurrection = After its capture, return one of your missing pieces of rank ≤ the victim's to your back two ranks (E35).
elemental-about-temporal-lock = Once per piece, after it moves, lock an enemy piece (not the king) for its side's next 2 turns (E36).
elemental-about-schrodingers-laugh = Once per piece (not the king), instead of moving, copy itself onto an empty neighbour: one piece on two squares, taken together (E37).

## Choosing a turn or a loadout step by step. $square a square; $piece a
## piece's name (elemental-piece-…); $facing a facing (elemental-facing-…);
## $side a side; $slot the slot's key as typed (augmentor, offense, temporal).
elemental-a-piece = piece
elemental-choice-pass = Pass: every move is locked (E36)
elemental-choice-piece = { $square } · { $piece }
elemental-choice-laugh = { -elemental-schrodingers-laugh }: copy it there (E37)
elemental-choice-promote = Promote to { $piece }
elemental-choice-chain = { -elemental-chain-kill } from { $square } (E33)
elemental-choice-double-kill = { -elemental-double-kill } on { $square }
elemental-choice-quantum-kill = { -elemental-quantum-kill } on { $square }
elemental-choice-blaze-double-kill = { -elemental-blaze-rush }'s { -elemental-double-kill } on { $square }
elemental-choice-blaze-quantum-kill = { -elemental-blaze-rush }'s { -elemental-quantum-kill } on { $square }
elemental-choice-resurrection = { -elemental-resurrection }: the { $piece } returns on { $square }
elemental-choice-group-return = Return a { $piece }
elemental-choice-lock = { -elemental-temporal-lock } on { $square }
elemental-choice-then = Then to { $square }
elemental-choice-and-on = And on to { $square }
elemental-choice-raijin = { -elemental-raijin }'s capture on { $square }
elemental-choice-its-chain = Its { -elemental-chain-kill } from { $square }
elemental-choice-its-double-kill = Its { -elemental-double-kill } on { $square }
elemental-choice-its-quantum-kill = Its { -elemental-quantum-kill } on { $square }
elemental-choice-its-resurrection = Its { -elemental-resurrection }: the { $piece } returns on { $square }
elemental-choice-face = Turn the { $piece } on { $square } to face { $facing }
elemental-choice-group-face = Re-face { $square }
elemental-choice-no-slot = { $slot ->
    [augmentor] No augmentor
    [offense] No offense ability
   *[temporal] No temporal ability
}
elemental-choice-overload = Slots for { $square } (Overload, E18)
elemental-choice-group-overload = Overload
elemental-so-far-face = face { $square } { $facing }
elemental-legend-step = A step after the move, or the { -elemental-quantum-step }'s square (E16, E26, E27, E93)
elemental-legend-chain = { -elemental-chain-kill }: the friendly piece to capture from (E33)
elemental-legend-double-kill = { -elemental-double-kill }: the enemy beside the captured square to remove
elemental-legend-quantum-kill = { -elemental-quantum-kill }: the enemy to remove
elemental-legend-blaze = { -elemental-blaze-rush }: the extra kill's target (E10)
elemental-legend-resurrection = { -elemental-resurrection }: where the piece returns
elemental-legend-lock = { -elemental-temporal-lock }: the enemy piece to lock (E36)
elemental-legend-raijin = { -elemental-raijin }: the capture after the { -elemental-quantum-step } (E19)
elemental-legend-facing = { -elemental-block-piece }: turn a piece to face another way (E25)
elemental-prompt-piece = Choose a piece to move.
elemental-prompt-where = Choose where it goes.
elemental-prompt-face-or-end = Re-face a { -elemental-block-piece } (the marked pieces), or End turn.
elemental-prompt-ability-face-or-end = Add an ability's choice or re-face a { -elemental-block-piece } (the legend says which mark is which), or End turn.
elemental-prompt-ability-or-end = Add an ability's choice (the legend says which mark is which), or End turn.
elemental-prompt-end = End turn to play it.
elemental-prompt-promote = Choose what the pawn becomes.
elemental-prompt-abilities = Choose what the turn's abilities do.
elemental-prompt-lock-passed = (A { -elemental-temporal-lock } is chosen before the steps, E38: Take back to choose one.)
elemental-prompt-element = Choose your army's element (only you see this until both have locked in, E6).
elemental-prompt-augmentor = Choose an augmentor.
elemental-prompt-offense = Choose an offense ability.
elemental-prompt-temporal = Choose a temporal ability.
elemental-prompt-lock-in = Lock in your loadout with End turn.
elemental-prompt-lock-in-or-overload = Lock in with End turn, or give a piece slots of its own (Overload, E18).
elemental-choices-over = The game is over.
elemental-choices-not-your-turn = It is { $side }'s turn, not yours.
elemental-choices-stale = Those choices no longer make a turn here: start again.
elemental-loadout-locked-already = Your loadout is locked in already; play starts when your opponent's is.
elemental-loadout-choices-stale = Those choices no longer make a loadout: start again.

## Autocomplete's suggestions. $value is the value filled in (notation).
elemental-suggest-piece = { $square } · { $side } { $piece }
elemental-suggest-swap = { $value } · { -elemental-quantum-step } swap
elemental-suggest-step = { $value } · step
elemental-suggest-raijin = { $value } · { -elemental-raijin }'s capture
elemental-suggest-return = { $value } · return a missing { $piece }
elemental-suggest-face = { $square } { $piece } faces { $facing }

## /help: the game's commands in one line.
elemental-help = Elemental chess: first choose your secret loadout (Choose loadout, or /loadout element:… augmentor:…; Lightning sets single pieces with /loadout piece:e2 …); then a turn is one /move (chain:, dk:, qk:, bdk:, bqk:, res:, lock:, rj:, laugh: for the abilities' choices, then: for extra steps, face: for Block Pieces) staged privately and played with /endturn, or /turn move:e2-e4.

## Alt text of the board picture (what a screen reader says). $white and
## $black are elemental-alt-player; $loadout a loadout in words (or
## elemental-alt-loadout-not-shown); $parts what is concealed; $headline the
## header's line; $groups a side's pieces (elemental-alt-group each);
## $squares squares in notation; $n a count; $facing a facing.
elemental-alt-board = Elemental chess board: { $white } vs { $black }.
elemental-alt-player = { $player } ({ $side }, { $loadout })
elemental-alt-loadout-not-shown = loadout not shown yet
elemental-alt-concealed = { $loadout }; concealed: { $parts }
elemental-alt-headline = { $headline }.
elemental-alt-in-check = { $side } is in check.
elemental-alt-last-move = Last move { $move }.
elemental-alt-group = { $n ->
    [one] { $piece } { $squares }
   *[other] { $piece }s { $squares }
}
elemental-alt-pieces = { $side }: { $groups }.
elemental-alt-no-pieces = { $side }: no pieces.
elemental-alt-faces = { $square } { $facing }
elemental-alt-block-pieces = { $side }'s { -elemental-block-piece } pieces face { $facing }.
## $except the pieces turned another way (elemental-alt-faces each).
elemental-alt-block-pieces-except = { $side }'s { -elemental-block-piece } pieces face { $facing } except { $except }.
elemental-alt-sturdy-used = { $side }: { -elemental-sturdy } used on { $squares }.
elemental-alt-staged = Staged, not yet played: { $parts }.
elemental-alt-leaves = leaves { $squares }
elemental-alt-landed = { $square } ({ $side } { $piece })
elemental-alt-lands = lands on { $landed }
elemental-alt-takes = takes { $squares }
elemental-alt-passes = passes { $squares }
elemental-alt-options = Marked to choose: { $squares }.
elemental-alt-scorched = { $square } scorched (rank { $rank }, { $n ->
    [one] { $n } more turn
   *[other] { $n } more turns
}).
elemental-alt-locked = { $square } locked for { $n ->
    [one] { $n } more turn
   *[other] { $n } more turns
}.
elemental-alt-marked = { $square } marked.
elemental-alt-linked = { $square } and { $with } are one piece ({ -elemental-schrodingers-laugh }).

## A piece's /rules diagram: its header and alt text. $piece a piece's name
## (elemental-piece-…-start in the header); $square where it stands; $moves
## and $captures squares.
elemental-diagram-headline = { $piece } on { $square }
elemental-diagram-alt = Diagram of the { $piece } on { $square } (E1): ghosts where it can move ({ $moves }).
elemental-diagram-alt-captures = Diagram of the { $piece } on { $square } (E1): ghosts where it can move ({ $moves }), brackets where it can capture ({ $captures }).

## Why a turn is refused (typed errors of the rules crate). $square, $from, $to, $given, $option, $again, $steps and $turn are notation;
## $piece a piece (elemental-piece-…, or -start at the head of a sentence); $side the mover and $owner the piece's side (elemental-side-…);
## $blocker what blocks a capture (elemental-blocker-…); $ability an ability with what it may choose (elemental-turn-choice-…), $first and $second
## abilities' names; $offered and $allowed lists of notation; $n a count (turns left, or how many choices are listed); $rank a piece's rank.
elemental-turn-game-over = The game is over.
elemental-turn-refaced-twice = { $square } is re-faced twice.
elemental-turn-no-block-piece = Your { $piece } on { $square } has no { -elemental-block-piece } to face (E25).
elemental-turn-nothing-to-face = None of your pieces stands on { $square } to face (E25).
elemental-turn-pass-not-allowed = You may pass only when every move you have is locked (E36).
elemental-turn-no-laugh = No Laugh from { $from } onto { $to }: { -elemental-schrodingers-laugh } (E37) is once per piece, not the king's, not a locked piece's, and onto an empty neighbouring square the piece may be placed on.
elemental-turn-no-piece = There is no piece on { $square }.
elemental-turn-not-yours = The { $piece } on { $square } is { $owner }'s; you play { $side }.
elemental-turn-locked = Your { $piece } on { $square } is under { -elemental-temporal-lock } for { $n } more { $n ->
        [one] turn
       *[other] turns
    } of yours (E36).
elemental-turn-blocked-in-check = That capture would be blocked by { $blocker } and leave your king in check (E40).
elemental-turn-blocked-without-effect = That capture would be blocked by { $blocker } and have no effect, so it is not allowed (E30, E42).
elemental-turn-king-unsafe = { $piece } { $from }-{ $to } would leave your king in check or cross an attacked square (E1b, E44).
elemental-turn-scorched = { $square } is scorched: a rank-{ $rank } tag lasting { $n } more { $n ->
        [one] turn
       *[other] turns
    } of { -elemental-fire }'s stops your { $piece } there (E9).
elemental-turn-cannot-go = The { $piece } on { $from } cannot go to { $to }.
elemental-turn-no-choice = { $option }:{ $given } is not allowed: { $ability } has no choice after this move.
elemental-turn-not-offered = { $option }:{ $given } is not allowed: { $ability } may choose { $n ->
        [one] only { $offered }
       *[other] one of { $offered }
    }.
elemental-turn-named-twice = { $option }:{ $square } and { $again }:{ $square } name the same piece: as far as you can see, your { $first } removes it, so { $second } may not name it again; only a piece still standing after a removal (saved by { -elemental-sturdy }) may be named twice (E57, E96).
elemental-turn-blocked-does-not-arrive = That capture is blocked, so the piece does not arrive: leave out promote: and then: (E30, E50).
elemental-turn-promotion-missing = The pawn reaches its last rank: name the piece with promote:queen (or rook, bishop, knight).
elemental-turn-cannot-promote = Only a pawn reaching its last rank promotes.
elemental-turn-raijin-without-step = { -elemental-raijin }'s capture comes after a { -elemental-quantum-step } (E19): add then: with the square the piece steps or swaps to.
elemental-turn-steps-needed = { $from }-{ $to } alone would leave your king in check or end the turn where the piece started (E1b, E43); add then: steps.
elemental-turn-no-steps = The { $piece } may take no step after { $from }-{ $to } ({ -elemental-side-step } E26, Tailwind E16, { -elemental-quantum-step } E27).
elemental-turn-steps-not-allowed = then:{ $steps } is not allowed after { $from }-{ $to } (E16, E26, E27, E43, E44); { $n ->
        [one] the one allowed is { $allowed }
       *[other] it may be { $allowed }
    }.
elemental-turn-removal-defeated = A concealed { -elemental-indomitable } defeats your removal, and the rest of your turn needed it (E12, E53). Choose another turn.
elemental-turn-poisoned = The piece you would capture carries a concealed { -elemental-poisonous-meat }: your capturing piece would be removed and your king left unsafe (E86, E53). Choose another turn.
elemental-turn-raijin-blocked = { -elemental-raijin }'s capture there is blocked by a concealed ability, and your piece could not end its turn where it stands (E53, E70). Choose another turn.
elemental-turn-unsafe-to-stay = A concealed ability of the piece on { $square } stops that, and your king would not be safe with your piece staying where it is (E53). Choose another turn.
elemental-turn-not-here = { $turn } cannot be played here; choose another turn.
elemental-turn-choice-chain = { -elemental-chain-kill } (E33: the last friendly piece of a chain of adjacent friends that starts next to the piece, and a capture from there)
elemental-turn-choice-double-kill = { -elemental-double-kill } (E32: an enemy next to the captured square, rank ≤ the victim's, not a king or an { -elemental-indomitable } piece)
elemental-turn-choice-quantum-kill = { -elemental-quantum-kill } (E32: any enemy of rank ≤ the victim's, not a king or an { -elemental-indomitable } piece)
elemental-turn-choice-blaze-double-kill = { -elemental-blaze-rush }'s extra { -elemental-double-kill } (E10: as { -elemental-double-kill }; against { -elemental-earth } besides the extra { -elemental-quantum-kill }, otherwise instead of it)
elemental-turn-choice-blaze-quantum-kill = { -elemental-blaze-rush }'s extra { -elemental-quantum-kill } (E10: as { -elemental-quantum-kill }; against { -elemental-earth } besides the extra { -elemental-double-kill }, otherwise instead of it)
elemental-turn-choice-resurrection = { -elemental-resurrection } (E35: a missing piece of rank ≤ the victim's, on an empty square of your back two ranks)
elemental-turn-choice-raijin = { -elemental-raijin } (E19: after a { -elemental-quantum-step }, one more capture from the new square)
elemental-turn-choice-lock = { -elemental-temporal-lock } (E36: once per piece, any enemy piece but the king)
