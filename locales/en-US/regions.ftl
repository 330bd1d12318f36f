# Regions chess (en-US, the source). Glossary: the sides White and Black; the pieces pawn, commander (commander pawn), jumper, hussar, bishop, scout, tower, queen, king; infiltrator; the regions water, land and air (the air channel). Rule ids (R14) and notation (e2-e4, squares, positions) stay as they are; option values players type (queen, carry:) too.

## Terms: each name is defined once and used by every message that names it.
-regions-white = White
-regions-black = Black
-regions-pawn = pawn
-regions-commander = commander
-regions-jumper = jumper
-regions-hussar = hussar
-regions-bishop = bishop
-regions-scout = scout
-regions-tower = tower
-regions-queen = queen
-regions-king = king
-regions-infiltrator = infiltrator
-regions-water = water
-regions-land = land
-regions-air = air

## Names as arguments of other messages.
regions-side-white = { -regions-white }
regions-side-black = { -regions-black }
regions-kind-pawn = { -regions-pawn }
regions-kind-commander = { -regions-commander }
regions-kind-jumper = { -regions-jumper }
regions-kind-hussar = { -regions-hussar }
regions-kind-bishop = { -regions-bishop }
regions-kind-scout = { -regions-scout }
regions-kind-tower = { -regions-tower }
regions-kind-queen = { -regions-queen }
regions-kind-king = { -regions-king }
regions-region-water = { -regions-water }
regions-region-land = { -regions-land }
regions-region-air = { -regions-air }
## $side is a side's name, $kind a piece kind's name: "White's bishop".
regions-piece = { $side }'s { $kind }
regions-a-piece = a piece
## A square and what stands on it, for a choice or a suggestion.
regions-square-piece = { $square } · { $piece }
regions-square = { $square }
regions-action-reveal = reveal

## Starting, picking and whose turn it is. $white, $black, $player, $other are players' names.
regions-started = Game on: { $white } ({ -regions-white }) vs { $black } ({ -regions-black }), Regions chess. First each of you secretly picks an { -regions-infiltrator }, an enemy piece that may later change sides (R13): press Pick your { -regions-infiltrator }, or type /pick piece:<square>.
regions-button-pick = Pick your { -regions-infiltrator }
regions-your-pick = Your { -regions-infiltrator } is { $piece } on { $square }. Only you can see this; it is marked with a mask on your own views. Once any check has happened you may /reveal it (R14).
regions-both-picked = { $player } ({ $side }) has picked an { -regions-infiltrator }. Both have picked: { $white } ({ -regions-white }) moves first with /move from:<square> to:<square>.
regions-both-picked-engine = { $player } ({ $side }) has picked an { -regions-infiltrator }. Both have picked: { $white } ({ -regions-white }) moves first.
regions-picked-waiting = { $player } ({ $side }) has picked an { -regions-infiltrator }; waiting for { $other }.
regions-pick-first = First pick your { -regions-infiltrator }: press Pick your { -regions-infiltrator }, or /pick piece:<square> (an enemy piece other than the { -regions-king }, { -regions-queen }, towers and scouts).
regions-opponent-picking = Your opponent is still picking their { -regions-infiltrator }; play starts when they have.
regions-not-your-turn = It's { $player }'s turn ({ $side }); wait for their move.
regions-not-your-turn-now = It is { $side }'s turn, not yours.

## Refusals of what was typed. $text, $value are what the player typed; $option an option's name.
regions-not-a-square = `{ $text }` is not a square: write a file a–j and a rank 1–10, like e2 or j10.
regions-not-a-promotion = `{ $option }:{ $value }` is not a choice: use queen, tower, bishop, scout or hussar.
regions-not-a-piece = `piece:{ $value }` is not a Regions piece: use pawn, commander, jumper, hussar, bishop, scout, tower, queen or king.
regions-turn-needs-move = A turn needs a move, like /turn move:e2-e4.
regions-carry-promote-alone = `carry_promote:` goes with `carry:`, like /move from:e9 to:e10 promote:queen carry:d9 carry_promote:queen.
regions-nothing-staged = You have no move staged: stage one with /move, or play in one go with /turn move:e2-e4.

## Why the rules refuse an action. $kind is a piece kind, $owner/$winner a side, $rule a rule id.
regions-error-game-over = The game is over: { $winner } captured the { -regions-king } (R15).
regions-error-picks-pending = Both players pick their { -regions-infiltrator } before the first move (R13).
regions-error-empty = There is no piece on { $square }.
regions-error-not-yours = The { $kind } on { $square } is { $owner }'s, not yours to move.
regions-error-own-piece = Your { $kind } on { $from } cannot go to { $to }: your own piece stands there.
regions-error-across-sky = Your { $kind } on { $from } cannot capture on { $to }: the sky channel lies between them, and only scouts, towers and the { -regions-queen } capture across it from { -regions-land } or { -regions-water } (R4).
regions-error-out-of-reach = Your { $kind } on { $from } cannot reach { $to } ({ $rule }).
regions-error-promotion-needed = Your { $kind } reaches the last rank on { $square }: choose what it becomes (queen, tower, bishop, scout or hussar) (R6).
regions-hint-promote = Add it as promote:queen (or tower, bishop, scout, hussar).
regions-error-promotion-not-allowed = Only a { -regions-pawn } reaching its last rank promotes; the piece going to { $square } does not (R6).
regions-error-carry-needs-advance = Only a { -regions-commander } pawn's non-capturing forward move can carry a { -regions-pawn } (R7).
regions-error-no-pawn-to-carry = The { -regions-commander } can only carry one of your plain pawns on a square next to it; { $square } holds none (R7).
## $reach is a number of squares; $shorter is regions-carry-none or regions-carry-instead.
regions-error-carry-too-far = The { -regions-pawn } on { $pawn } can move only { $reach ->
        [one] { $reach } square
       *[other] { $reach } squares
    } forward, so the { -regions-commander } goes only as far: { $shorter } (R7).
regions-carry-none = it cannot be carried
regions-carry-instead = move the { -regions-commander } to { $square } instead
regions-error-carry-promotion = The carried { -regions-pawn } ends on { $square }: give a promotion for it exactly when that is its last rank (R7).
regions-hint-carry-promote = Give it as carry_promote:queen (or tower, bishop, scout, hussar).
regions-error-reveal-before-check = You can reveal your { -regions-infiltrator } only once a check has happened in the game (R14).
regions-error-already-revealed = You have already revealed your { -regions-infiltrator }; each player reveals once (R14).
regions-error-infiltrator-lost = Your { -regions-infiltrator } was captured before you revealed it, so there is nothing to reveal (R14).
regions-pick-already = You have already picked your { -regions-infiltrator } (R13).
regions-pick-empty = There is no piece on { $square }: pick one of your opponent's pieces (R13).
regions-pick-own = The { $kind } on { $square } is yours: pick one of your opponent's pieces (R13).
regions-pick-forbidden = The { $kind } on { $square } cannot be an { -regions-infiltrator }: kings, queens, towers and scouts cannot be picked (R13).

## A turn: staged, played, and what happened. $action is the move's notation (or regions-action-reveal), $old the move staged before.
regions-staged = Staged: { $action }. The picture marks it on the board: the source dimmed, a ghost where a piece lands, brackets on a piece it takes. Press End turn (or /endturn) to play it, Undo (/undo) to start again.
regions-turn-line = Turn { $turn } · { $side } ({ $player }): { $action }
## $taken is the captured piece ("Black's pawn").
regions-turn-line-takes = Turn { $turn } · { $side } ({ $player }): { $action }, takes { $taken }
regions-wins = { $player } ({ $side }) wins! { $loser }'s { -regions-king } has been captured.
regions-result-wins = { $player } ({ $side }) wins: { $loser }'s { -regions-king } has been captured.
regions-result-no-action = Drawn: { $player } ({ $side }) has no legal action (R15).
regions-event-carried = { $piece } was carried { $from }-{ $to }.
regions-event-promoted = { $side }'s { -regions-pawn } on { $square } was promoted to a { $kind }.
regions-event-recapture = { $side }'s { -regions-commander } may recapture on { $square } on its next turn.
regions-event-revealed = { $side } reveals an { -regions-infiltrator }: the { $kind } on { $square } is now { $side }'s.
regions-event-infiltrator-lost = Your { -regions-infiltrator } on { $square } was captured before you revealed it.
regions-in-check = { $side } is in check.

## /game and the status line.
regions-game-over = Game over:
regions-picking-one = Picking infiltrators: waiting for { $player }.
regions-picking-both = Picking infiltrators: waiting for { $white } and { $black }.
regions-status-turn = Turn { $turn } · { $side } ({ $player }) to move.
regions-describe-title = Regions chess: { $white } ({ -regions-white }) vs { $black } ({ -regions-black }).
regions-check-happened = A check has happened: infiltrators may be revealed (R14).
regions-no-check-yet = No check has happened yet: infiltrators stay hidden (R14).
regions-recapture-now = { $side }'s { -regions-commander } may recapture on { $square } this turn (R7).
regions-has-revealed = { $side } has revealed their { -regions-infiltrator }.
regions-hidden-until-end = { $side }'s { -regions-infiltrator }, hidden until the end (R16): { $piece } on { $square }.
regions-hidden-until-end-gone = { $side }'s { -regions-infiltrator }, hidden until the end (R16): the piece on { $square }.
regions-lost-before-reveal = { $side }'s { -regions-infiltrator } was captured before it was revealed (R14).
regions-your-infiltrator = Your { -regions-infiltrator }: { $piece } on { $square } (only you see this).
regions-your-infiltrator-lost = Your { -regions-infiltrator } was captured before you revealed it (only you see this).
## $pieces is a list of piece kinds.
regions-has-lost = { $side } has lost: { $pieces }.
## $position is the position's notation.
regions-position = Position: `{ $position }`
regions-record-picked-secret = picked { $square } as { -regions-infiltrator } (only you see this)
regions-record-picked = picked { $square } as { -regions-infiltrator }

## The end: each infiltrator not revealed, named for everyone (R16). $first and $second are the entries below.
regions-at-end-one = Infiltrators, shown now that the game is over (R16): { $first }.
regions-at-end-two = Infiltrators, shown now that the game is over (R16): { $first }; { $second }.
regions-end-hidden = { $side }'s is { $piece } on { $square }
regions-end-hidden-gone = { $side }'s is the piece on { $square }
regions-end-lost = { $side }'s, { $piece } picked on { $square }, was captured before it was revealed
regions-end-lost-unknown = { $side }'s was captured before it was revealed
## Choosing a turn step by step.
regions-choice-reveal = Reveal your { -regions-infiltrator }
regions-choice-promote = Promote to a { $kind }
regions-choice-carry = Carry the { -regions-pawn } on { $square }
regions-choice-carry-promote = The carried { -regions-pawn } becomes a { $kind }
regions-choice-group-carry = Carry a { -regions-pawn }
regions-prompt-pick = Pick your secret { -regions-infiltrator }: one of your opponent's pieces (only you see this).
regions-prompt-piece-or-reveal = Choose a piece to move (or Reveal).
regions-prompt-piece = Choose a piece to move.
regions-prompt-carried-becomes = Choose what the carried { -regions-pawn } becomes.
regions-prompt-pawn-becomes = Choose what the { -regions-pawn } becomes.
regions-prompt-carry = Choose a { -regions-pawn } for the { -regions-commander } to carry, or End turn to move it alone.
regions-prompt-end-turn = End turn to play it.
regions-prompt-where = Choose where it goes.
regions-over = The game is over.
regions-you-have-picked = You have picked; play starts when your opponent has.
regions-choices-stale = Those choices no longer make a turn here: start again.

## /rules.
regions-rules-board = Regions chess: { -regions-white } against { -regions-black } on a 10×10 board whose files are terrain: a, b, i, j { -regions-water }; c, d, g, h { -regions-land }; e and f the { -regions-air } channel. { -regions-white } moves first; capturing the enemy { -regions-king } wins (there is no checkmate).
regions-rules-terrain = A piece on { -regions-land } or { -regions-water } cannot capture a piece on { -regions-land } or { -regions-water } across the { -regions-air } channel; scouts, towers and the { -regions-queen } ignore the terrain, and a piece standing in the { -regions-air } captures anywhere.
regions-rules-picks = Before the first move each player secretly picks an enemy piece (not the { -regions-king }, { -regions-queen }, towers or scouts) as their { -regions-infiltrator } (/pick). Once any check has happened you may spend a turn to /reveal it: it changes sides.
regions-rules-commanders = Commander pawns can carry a neighbouring { -regions-pawn } forward (/move … carry:<square>) and recapture next to themselves. See a piece with /rules game:regions piece:jumper; the picture shows the pieces you may not know.
regions-rules-pawn = Pawn (R6): one square straight forward, captures one square diagonally forward. On its first move it may go further: 1 from { -regions-water }, 2 from { -regions-land }, 3 from the { -regions-air }. Promotes on the last rank to a { -regions-queen }, { -regions-tower }, { -regions-bishop }, { -regions-scout } or { -regions-hussar }.
regions-rules-commander = Commander pawn (R7): moves like a { -regions-pawn }; on a non-capturing forward move it may carry one of your plain pawns from a neighbouring square the same distance (both go only as far as the { -regions-pawn } can). When a { -regions-pawn } of yours is captured next to it, it may recapture there on your very next turn, in any direction.
regions-rules-jumper = Jumper (R10): steps one square any way, captures one square straight or diagonally forward, or jumps over a neighbouring piece onto the empty square behind: no jumps from { -regions-water }, one from { -regions-land }, a chain of two from the { -regions-air }. Jumps capture nothing.
regions-rules-hussar = Hussar (R9): leaps like a knight, or goes exactly three squares straight, passing over friendly pieces but not enemy ones.
regions-rules-bishop = Bishop (R8): slides diagonally; bound by the terrain (R4).
regions-rules-scout = Scout (R8): slides diagonally and ignores the terrain.
regions-rules-tower = Tower (R8): slides along ranks and files and ignores the terrain.
regions-rules-queen = Queen (R8): slides any straight way and ignores the terrain.
regions-rules-king = King (R11): one square any way, and may step into attack. Losing it loses the game.
regions-rules-marks = Ghosts show where it can move; brackets show where it can capture.

## Words drawn on pictures and their alt texts. $turn is a turn number; $ended is one of game-ended-*.
regions-header-wins = Turn { $turn } · { $side } wins
regions-header-picking = Picking infiltrators
regions-header-drawn = Turn { $turn } · drawn
regions-header-to-move = Turn { $turn } · { $side } to move
regions-header-ended = Game over · { $ended }
regions-alt-game-over = Game over: { $ended }
## $state is the header's status.
regions-alt-board = Regions chess board, { $white } ({ -regions-white }) against { $black } ({ -regions-black }). { $state }.
regions-alt-terrain = Files a, b, i, j are { -regions-water }; c, d, g, h { -regions-land }; e, f the { -regions-air } channel.
regions-alt-marked = Marked: { $square }.
regions-alt-last-move = Last move { $from }-{ $to }.
regions-alt-infiltrator-end = { $side }'s { -regions-infiltrator }, hidden until the end (R16): { $piece } on { $square }, marked with a mask.
regions-alt-infiltrator-mine = Your { -regions-infiltrator } ({ $side }'s secret): { $piece } on { $square }, marked with a mask.
## A side's pieces follow, grouped by kind: "king f1; tower a1 j1".
regions-alt-side = { $side }:
## $kind stands on each of $squares.
regions-alt-group = { $kind } { $squares }
regions-alt-nothing = nothing
regions-alt-staged = Staged, not yet played:
regions-alt-leaves = leaves { $squares }
## $squares is a list of regions-alt-ghost.
regions-alt-lands = lands on { $squares }
regions-alt-ghost = { $square } ({ $piece })
regions-alt-takes = takes { $squares }
regions-alt-passes = passes { $squares }
regions-alt-options = Marked to choose: { $squares }.
## $region is a region's name.
regions-alt-diagram = Diagram of the { $kind } ({ $rule }) on { $square }, { $region } ground.
regions-alt-diagram-moves = It can move to { $squares }.
regions-alt-diagram-captures = It can capture on { $squares }.
regions-diagram-title = The { $kind } ({ $rule }) on { $square }: ghosts where it moves, brackets where it captures
regions-legend-title = Pieces you may not know (see each with /rules piece:…)
regions-legend-name = { $kind } ({ $rule })
## $pieces is a list of regions-legend-name.
regions-legend-alt = Legend of Regions pieces, { -regions-white }'s and { -regions-black }'s of each: { $pieces }.

## /help: the game's commands in one line.
regions-help = Regions chess: first /pick your secret infiltrator; then a turn is one /move (with carry: for a commander) staged privately and played with /endturn, or a /reveal.
