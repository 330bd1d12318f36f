# Masters: every word the game says. Glossary: Ember, Frost (the two sides,
# proper names); general, puppeteer, witch (the three leaders); cardinal,
# dragon, sentinel, archer, horseman, scout; claim (a puppeteer takes control
# of an enemy piece); inherit, offer, moveset (the witch's); aura (a
# cardinal's shield). Option values people type (promote:dragon,
# inherit:accept, piece:horseman) and commands stay as they are.

## The sides and the pieces: one name each, used by every message.
-masters-ember = Ember
-masters-frost = Frost
-masters-general = general
-masters-puppeteer = puppeteer
-masters-witch = witch
-masters-cardinal = cardinal
-masters-dragon = dragon
-masters-sentinel = sentinel
-masters-archer = archer
-masters-horseman = horseman
-masters-scout = scout

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

## A side's piece ($side and $piece are the names above): "Frost's archer".
masters-owned = { $side }'s { $piece }
## A piece on a square, from the reader's side: $piece a piece's name, $side a
## side's, $square a square (E2). "-start" at the start of a sentence.
masters-yours-on = your { $piece } on { $square }
masters-yours-on-start = Your { $piece } on { $square }
masters-theirs-on = { $side }'s { $piece } on { $square }
## Notation shown as it is ($notation: E2-E4, ^F9).
masters-notation = { $notation }
## Two parts of a list of what a turn did, in order: "E2-E4, claims F9".
masters-and-then = { $first }, { $rest }
## Two notes of a record line: "takes the archer on E9; promotes to a dragon".
masters-notes-join = { $first }; { $rest }

## Starting, whose turn, the game's state. $ember, $frost, $player are names.
masters-started = Game on: { $ember } ({ -masters-ember }) vs { $frost } ({ -masters-frost }). { -masters-ember } moves first: { $ember }.
masters-started-how = Game on: { $ember } ({ -masters-ember }) vs { $frost } ({ -masters-frost }). { -masters-ember } moves first: { $ember }, stage your turn with /move and /claim, then /endturn (or /turn in one go).
masters-game-over = Game over:
masters-status = Turn { $turn } · { $side } ({ $player }) to move.
masters-not-your-turn = It's { $player }'s turn ({ $side }); wait for their move.
masters-players = Masters: { $ember } ({ -masters-ember }) vs { $frost } ({ -masters-frost }).
## /game: $piece is "Frost's archer", $offers a list of pieces' names.
masters-holds = { $side }'s { -masters-puppeteer } holds { $piece } on { $square }.
masters-offered = { $side }'s { -masters-witch } is offered: { $offers }.
masters-offered-forced = { $side }'s { -masters-witch } is offered: { $offers } (the { $forced } is forced).
masters-witch-moves-as = { $side }'s { -masters-witch } moves as a { $piece }.
masters-has-lost = { $side } has lost: { $pieces }.
masters-position = Position: `{ $position }`

## A turn in the channel: "Turn 14 · Frost (bob): H11-H9, takes Ember's archer, claims F7".
masters-turn-line = Turn { $number } · { $side } ({ $player }): { $what }
masters-part-inherits = inherits the { $piece }
masters-part-declines = declines the inheritance
masters-part-takes = takes { $piece }
masters-part-claims = claims { $square }
## What happened in a turn, in a small line under it. $piece "Frost's archer".
masters-event-claimed = { $side } { -masters-puppeteer } claimed control of { $piece }.
masters-event-retargeted = { $side } { -masters-puppeteer } lost control of { $released } and claimed control of { $piece }.
masters-event-released = { $side } { -masters-puppeteer } lost control of { $piece }.
masters-event-offer = { $side }'s { -masters-witch } is offered the { $piece }'s moveset.
masters-event-offer-forced = { $side }'s { -masters-witch } is offered the { $piece }'s moveset and must accept it.
masters-event-forced = { $side }'s { -masters-witch } is forced to inherit the { $piece }'s moveset.
masters-event-promoted = { $side }'s { -masters-scout } on { $square } was promoted to a { $piece }.
masters-won = { $player } ({ $side }) wins! All three of { $loser }'s leaders have fallen.
masters-result-won = { $player } ({ $side }) wins: all three of { $loser }'s leaders have fallen.
masters-stuck = { $player } ({ $side }) has no legal turn: resign with /resign or offer a draw with /draw action:offer.
## What a record line notes about a turn.
masters-note-takes = takes the { $piece } on { $square }
masters-note-promotes = promotes to a { $piece }
masters-note-inherits = the { -masters-witch } inherits the { $piece }
masters-note-inherits-forced = the { -masters-witch } inherits the { $piece }, forced (M34)

## Staging a turn. $draft is what is staged: "E2-E4, claim F9".
masters-staged = Staged: { $draft }. Press End turn (or /endturn) to play it, Undo (/undo) to start again.
masters-draft-claim = claim { $square }
masters-draft-accept = accept the offer
masters-draft-decline = decline the offers
masters-draft-inherit = inherit the { $piece }
masters-no-claim = No piece can be claimed.
masters-no-claim-after-move = No piece can be claimed after your staged move.
## $targets a list of masters-claim-target; $first a square.
masters-can-claim = You can claim: { $targets }. Stage one with /claim target:{ $first }.
masters-can-claim-after-move = You can claim after your staged move: { $targets }. Stage one with /claim target:{ $first }.
masters-claim-target = { $square } ({ $piece })
masters-claim-staged-already = You already staged a claim on { $square }: /undo first to change it.
masters-answer-staged-already = You already chose to { $answer }: /undo first to change it.
masters-nothing-staged = You have no move or claim staged: stage one with /move or /claim, or play in one go with /turn.
## $reason is a masters-claim-… reason, said after "after your staged move,".
masters-m23-warning = Warning: after your staged move, { $reason } The turn would be rejected: change the move or the claim (/undo).
masters-m23-warning-blocked = Warning: after your staged move, { $reason } The turn would be rejected (the { $blocker } on { $square } blocks it): change the move or the claim (/undo).
masters-claim-first = { $refusal } To move it, claim it in the same turn: /claim target:{ $square } first.

## Choosing a turn by buttons, refused.
masters-choices-over = The game is over.
masters-choices-not-your-turn = It is { $side }'s turn, not yours.
masters-choices-stale = Those choices no longer make a turn here: start again.

## Choosing a turn by buttons: what each choice says and what to do now.
## $piece a piece's name (or a side's piece); $square a square.
masters-choice-inherit = Your { -masters-witch } inherits the { $piece }
masters-choice-decline = Decline the { -masters-witch }'s offers
masters-choice-piece = { $square } · { $piece }
masters-choice-promote = Promote to { $piece }
masters-choice-claim-only = Claim only
masters-choice-claim = Claim { $square }
masters-takes = takes { $piece }
masters-prompt-piece = Choose a piece to move.
masters-prompt-piece-or-claim = Choose a piece to move, or Claim.
masters-prompt-offers = Your { -masters-witch } has offers: answer them, or choose a piece to move.
masters-prompt-promote = Choose what your { -masters-scout } becomes.
masters-prompt-claim-or-end = Claim a piece (dashed rings), or End turn.
masters-prompt-claim = Choose the piece your { -masters-puppeteer } claims (dashed rings).
masters-prompt-end = End turn to play it.
masters-prompt-where = Choose where it goes.

## Commands typed wrong. $value is what was typed.
masters-bad-promotion = `promote:{ $value }` is not a choice: use dragon, sentinel, archer or horseman.
masters-bad-answer = `inherit:{ $value }` is not an answer: use accept, decline or the piece offered (like horseman).
masters-turn-needs-action = A turn needs a move or a claim (or both), like /turn move:E2-E4 or /turn claim:F7.
masters-turn-needs-move-or-claim = A turn needs a move or a claim (or both), like /turn move:E2-E4.
masters-promote-needs-move = `promote:` goes with a move, like /turn move:E11-E12 promote:dragon.
masters-no-offer-to-accept = Your { -masters-witch } has no inheritance offer to accept.
## $offers a list of pieces' names; $option the option typed (choice, inherit); $first a piece as typed.
masters-several-offers = Your { -masters-witch } has several offers ({ $offers }): name one, like { $option }:{ $first }.
masters-bad-piece = `piece:{ $value }` is not a Masters piece: use general, puppeteer, witch, cardinal, dragon, sentinel, archer, horseman or scout.

## Why a claim is not allowed (M21), said in the middle of a sentence; $target
## is a piece on a square (masters-yours-on, masters-theirs-on).
masters-claim-no-puppeteer = you have no { -masters-puppeteer } left to claim with.
masters-claim-puppeteer-held = your { -masters-puppeteer } on { $puppeteer } is held by { $side } and cannot claim.
masters-claim-empty = there is no piece on { $target } to claim.
masters-claim-own-piece = { $target } is your own piece: you can claim only { $enemy }'s pieces.
masters-claim-already-held = your { -masters-puppeteer } already holds { $target }.
masters-claim-no-line = your { -masters-puppeteer } on { $puppeteer } cannot see { $target }: they share no rank or file.
masters-claim-blocked = your { -masters-puppeteer } on { $puppeteer } cannot see { $target }: the { $blocker } on { $square } is in the way.
masters-claim-protected = { $target } stands in the aura of the { -masters-cardinal } on { $cardinal } and cannot be claimed.
## The same, as a sentence of its own.
masters-claim-no-puppeteer-start = You have no { -masters-puppeteer } left to claim with.
masters-claim-puppeteer-held-start = Your { -masters-puppeteer } on { $puppeteer } is held by { $side } and cannot claim.
masters-claim-empty-start = There is no piece on { $target } to claim.
masters-claim-own-piece-start = { $target } is your own piece: you can claim only { $enemy }'s pieces.
masters-claim-already-held-start = Your { -masters-puppeteer } already holds { $target }.
masters-claim-no-line-start = Your { -masters-puppeteer } on { $puppeteer } cannot see { $target }: they share no rank or file.
masters-claim-blocked-start = Your { -masters-puppeteer } on { $puppeteer } cannot see { $target }: the { $blocker } on { $square } is in the way.
masters-claim-protected-start = { $target } stands in the aura of the { -masters-cardinal } on { $cardinal } and cannot be claimed.
## A claim refused in the position after the turn's move (M23).
masters-claim-after-move = After your move, { $reason } Change the move or the claim.

## Why a turn is not allowed. $piece is a piece on a square at the start of
## the sentence ("Your horseman on B1", "Frost's scout on E7").
masters-error-game-over = The game is over: { $winner } has won.
masters-error-no-piece = There is no piece on { $square } to move.
masters-error-held = { $piece } is held by { $side }'s { -masters-puppeteer }: you cannot move it until the claim ends.
masters-error-not-yours = { $piece } is not yours to move.
masters-error-witch-still = { $piece } has no moveset yet: she moves only after accepting an inheritance.
masters-error-null-move = A move must go somewhere: { $square } to { $square } stays put.
masters-error-out-of-reach = { $piece } cannot reach { $to }.
masters-error-out-of-reach-witch = { $piece } cannot reach { $to } (she moves as a { $moves }).
masters-error-blocked = { $piece } cannot reach { $to }: the { $blocker } on { $square } is in the way.
masters-error-scout-blocked = { $piece } cannot step onto { $to }: it is occupied, and a { -masters-scout } captures only diagonally forward.
masters-error-scout-diagonal = { $piece } moves diagonally only to capture, and { $to } is empty.
masters-error-own-piece = { $piece } cannot land on { $to }: you control that piece.
masters-error-protected = { $piece } stands in the aura of the { -masters-cardinal } on { $cardinal } and cannot be captured.
masters-error-promotion-missing = Your { -masters-scout } reaches the far rank on { $to }: choose what it becomes with promote:dragon, promote:sentinel, promote:archer or promote:horseman, like /move from:{ $from } to:{ $to } promote:dragon.
masters-error-promotion-not-allowed = Only a { -masters-scout } reaching its far rank is promoted: leave promote: out of the move { $from }-{ $to }.
masters-error-no-offer = Your { -masters-witch } has no inheritance offer to answer: leave the answer out.
## $offers a list of pieces' names.
masters-error-not-offered = Your { -masters-witch } was not offered the { $piece }'s moveset; she was offered: { $offers }.
masters-error-forced = Your { -masters-witch } must inherit the { $piece }'s moveset (forced): leave the answer out.
masters-error-no-witch = Your { -masters-witch } has been captured: there is nobody to inherit.

## /rules.
masters-rules = Masters: { -masters-ember } against { -masters-frost } on a 10×12 board; { -masters-ember } moves first. You win when all three enemy leaders ({ -masters-general }, { -masters-puppeteer }, { -masters-witch }) are captured or claimed.
    A turn is a move, a claim, or both. Your { -masters-puppeteer } can claim an enemy piece on its rank or file with nothing between them; you then control that piece until the line breaks. Cardinals shield the 8 squares around them (gold dots): those pieces can't be captured or claimed. When one of your pieces is captured, your { -masters-witch } may inherit its moves on your next turn. A { -masters-scout } reaching the far rank becomes a { -masters-dragon }, { -masters-sentinel }, { -masters-archer } or { -masters-horseman }.
    See a piece move with /rules piece:horseman.
masters-rule-general = General (M6): a leader; 1 or 2 squares in a straight line in any of the 8 directions (the first square must be empty to go 2).
masters-rule-puppeteer = Puppeteer (M7, M21): a leader; 1 square in any direction. It claims an enemy piece on its rank or file with nothing between them, and you control that piece until the line breaks.
masters-rule-witch = Witch (M8, M31): a leader with no move of her own; when one of your pieces is captured she may inherit its moves on your next turn, and then moves and captures as that piece does.
masters-rule-cardinal = Cardinal (M9, M16): slides any distance diagonally and shields the 8 squares around it (gold dots): pieces there cannot be captured or claimed.
masters-rule-dragon = Dragon (M10): slides any distance straight or diagonally, and may pass over your own pieces (not an enemy's).
masters-rule-sentinel = Sentinel (M11): slides any distance straight along a rank or file.
masters-rule-archer = Archer (M11): 1, 2 or 3 squares in a straight line in any of the 8 directions, over empty squares.
masters-rule-horseman = Horseman (M12): leaps 2 squares one way and 1 the other, over anything in between.
masters-rule-scout = Scout (M13, M36): 1 square straight forward, or 2 if both are empty, from any square; captures 1 square diagonally forward. On the far rank it becomes a { -masters-dragon }, { -masters-sentinel }, { -masters-archer } or { -masters-horseman }.
masters-rule-diagram = Translucent pieces show where it can move; brackets show where it can capture.
masters-rule-puppeteer-diagram = In a game, /claim without a target rings every piece your { -masters-puppeteer } may claim with a dashed circle in your colour; a claimed piece then carries a dot in the claimer's colour.
masters-rule-cardinal-diagram = A neighbouring enemy gets no bracket: it stands in this { -masters-cardinal }'s own aura, which shields pieces of both sides (M16, M17), so the { -masters-cardinal } captures only at a distance of two or more.

## The board picture's header.
masters-header-over = Game over · { $ended }
masters-header-won = Turn { $turn } · { $side } wins
masters-header-to-move = Turn { $turn } · { $side } to move

## The board picture's alt text, for screen readers. $squares are squares
## (E1 F1); $player a name.
masters-alt-over = Masters board, game over after turn { $turn }: { $ended }.
masters-alt-won = Masters board after turn { $turn }: { $side } ({ $player }) has won.
masters-alt-to-move = Masters board, turn { $turn }, { $side } ({ $player }) to move.
masters-alt-last-move = Last move { $move }.
masters-alt-staged-move = Staged move { $move }.
masters-alt-staged-claim = Staged claim { $square }.
masters-alt-claim-targets = Claim targets: { $squares }.
masters-alt-no-claim-targets = Claim targets: none.
masters-alt-holds = { $side } holds { $piece } on { $square }.
masters-alt-protected = Protected: { $squares }.
masters-alt-offered = { $side }'s { -masters-witch } is offered: { $offers }.
## $army is a list of the side's pieces and where they stand.
masters-alt-army = { $side } ({ $player }): { $army }.
masters-alt-no-pieces = { $side } ({ $player }): no pieces.
masters-alt-lost = { $side } lost: { $pieces }.
masters-alt-witch-moves-as = { $witches } (moves as a { $piece })
## A side's pieces of one kind and their squares: "scouts A2 B2".
masters-alt-generals = { $count ->
    [one] { -masters-general }
   *[other] generals
} { $squares }
masters-alt-puppeteers = { $count ->
    [one] { -masters-puppeteer }
   *[other] puppeteers
} { $squares }
masters-alt-witches = { $count ->
    [one] { -masters-witch }
   *[other] witches
} { $squares }
masters-alt-cardinals = { $count ->
    [one] { -masters-cardinal }
   *[other] cardinals
} { $squares }
masters-alt-dragons = { $count ->
    [one] { -masters-dragon }
   *[other] dragons
} { $squares }
masters-alt-sentinels = { $count ->
    [one] { -masters-sentinel }
   *[other] sentinels
} { $squares }
masters-alt-archers = { $count ->
    [one] { -masters-archer }
   *[other] archers
} { $squares }
masters-alt-horsemen = { $count ->
    [one] { -masters-horseman }
   *[other] horsemen
} { $squares }
masters-alt-scouts = { $count ->
    [one] { -masters-scout }
   *[other] scouts
} { $squares }

## A piece diagram of /rules: its title and its alt text.
masters-title-general = General
masters-title-puppeteer = Puppeteer
masters-title-witch = Witch
masters-title-cardinal = Cardinal
masters-title-dragon = Dragon
masters-title-sentinel = Sentinel
masters-title-archer = Archer
masters-title-horseman = Horseman
masters-title-scout = Scout
masters-diagram-general = General: 1 or 2 squares in any direction; the first must be empty to go 2.
masters-diagram-puppeteer = Puppeteer: 1 square in any direction. Dashed rings: pieces it can claim along its rank and file.
masters-diagram-witch = Witch: moves only as the piece she inherited (here a { -masters-horseman }), shown on her badge.
masters-diagram-cardinal = Cardinal: slides diagonally; its aura shields the 8 squares around it.
masters-diagram-dragon = Dragon: slides in 8 directions, over its own pieces, to the first enemy.
masters-diagram-sentinel = Sentinel: slides along ranks and files.
masters-diagram-archer = Archer: 1 to 3 squares in any direction.
masters-diagram-horseman = Horseman: leaps 2 + 1, over anything.
masters-diagram-scout = Scout: 1 or 2 forward; captures 1 diagonally forward; promotes on the far rank.

## /help: the game's commands in one line.
masters-help = Masters: a turn is a move, a claim, or both: stage them privately, look at the preview, then /endturn.
