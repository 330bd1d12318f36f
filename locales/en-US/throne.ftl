# Throne (en-US, the source). Glossary: soldier, unit (2 soldiers, drawn as a horse), squad (4 soldiers, drawn as a cart), the Throne (the centre), home, ring, entry, gate (locked/open), bridge, shield, shells, throw, value, power value, bonus round, round, seat colours Red, Blue, Green, Gold.
# Place names players type (home, 5, red-1, throne), kind names they type (kind:unit) and values (6+5) stay as they are.

## Terms: a seat's colour.
-throne-red = Red
-throne-blue = Blue
-throne-green = Green
-throne-gold = Gold

## Terms: the pieces ($n: "one" or "other" for the plural) and places.
-throne-soldier = { $n ->
   *[one] soldier
    [other] soldiers
}
-throne-unit = { $n ->
   *[one] unit
    [other] units
}
-throne-squad = { $n ->
   *[one] squad
    [other] squads
}
-throne = Throne
-throne-home = home
-throne-gate = gate
-throne-bridge = bridge

## A seat, named by its colour.
throne-seat-red = { -throne-red }
throne-seat-blue = { -throne-blue }
throne-seat-green = { -throne-green }
throne-seat-gold = { -throne-gold }

## A seat and its player: $seat is a throne-seat-* message, $player a name.
throne-who = { $seat } ({ $player })

## Where a piece is ($square is a ring square or a bridge square like red-1, as typed).
throne-at-home = at { -throne-home }
throne-at-throne = in the { -throne }
throne-at-square = on { $square }
throne-from-home = from { -throne-home }
throne-from-square = from { $square }
throne-to-square = to { $square }
throne-to-throne = into the { -throne }
throne-reach-throne = the { -throne }
throne-reach-square = { $square }

## The start, and whose round it is. $who is a throne-who message; $seats all of them, as a list.
throne-begins = Throne begins: { $seats }. Race your 12 { -throne-soldier(n: "other") } round the ring and into the { -throne }: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier } (T19).
throne-throws-first = { $who } throws first: /throw or the button.
throne-throws-first-engine = { $who } throws first.
throne-to-throw = { $who } to throw: /throw.
throne-to-throw-engine = { $who } to throw.
## $values are the round's unused values (6+5), $moves how many legal moves there are.
throne-to-move-button = { $who } to move with { $values } ({ $moves } legal { $moves ->
    [one] move
   *[other] moves
}): /move piece:<place> values:<values> or a button.
throne-to-move-menu = { $who } to move with { $values } ({ $moves } legal { $moves ->
    [one] move
   *[other] moves
}): /move piece:<place> values:<values> or a menu.
throne-to-move-engine = { $who } to move with { $values } ({ $moves } legal { $moves ->
    [one] move
   *[other] moves
}).
## $turn is the round's number, $throws the values thrown (6, 5), $values the values to use.
throne-threw = Turn { $turn } · { $who } threw { $throws }: { $values } to use.

## How the game ends. $winner is a throne-who message.
throne-won = { $who } won the { -throne }.
throne-wins = { $who } wins the { -throne }.
throne-resigned-wins = { $who } resigned; { $winner } wins.
throne-timed-out-wins = { $who } ran out of time; { $winner } wins.
throne-timed-out-leaves = { $who } ran out of time and leaves the game.

## What a throw or a move did. $kind is soldier, unit or squad; $from and $to are throne-from-*/throne-to-* messages; $values as 6+5.
throne-event-moved = { $who } moved a { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} { $from } { $to } with { $values }.
## $lost is how many steps were lost by stopping on the gate.
throne-event-moved-stopped = { $who } moved a { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} { $from } { $to } with { $values }, stopping on the { -throne-gate } ({ $lost } { $lost ->
    [one] step
   *[other] steps
} lost).
## $by captured $count pieces of $seat (a throne-seat-* message) on $square.
throne-event-captured = { $by } captured { $count ->
    [one] { $seat }'s { $kind ->
        [unit] { -throne-unit }
        [squad] { -throne-squad }
       *[soldier] { -throne-soldier }
    }
   *[other] { $count } of { $seat }'s { $kind ->
        [unit] { -throne-unit(n: "other") }
        [squad] { -throne-squad(n: "other") }
       *[soldier] { -throne-soldier(n: "other") }
    }
} on { $square }: back { -throne-home } as { -throne-soldier(n: "other") }.
throne-event-formed = { $who } formed a { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} on { $square }.
throne-event-unlocked-by-capture = { $who }'s { -throne-gate } is unlocked by its first capture.
throne-event-unlocked-by-throne = { $who }'s { -throne-gate } is unlocked: a piece entered the { -throne }.
throne-event-bonus-earned = { $who } earns a bonus round.
throne-event-bonus-round = { $who } plays a bonus round: throw again.
throne-event-forfeited = { $who } has no legal move for { $values }: forfeited.
## $count is how many of the seat's 5 are in the Throne now.
throne-event-finished = { $who }'s { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} entered the { -throne } ({ $count } of 5).
throne-event-resigned = { $who } resigned.
throne-event-won = { $who } wins the { -throne }!

## /game. $players is how many play, $turn the round.
throne-describe-head = { -throne }, { $players } players, turn { $turn }.
## $home is how many soldiers are at home; $pieces what stands on the board (a list of throne-describe-pieces) or throne-describe-nothing; $finished how many of 5 are in the Throne.
throne-describe-seat = { $who }: { $home } at { -throne-home }; { $pieces }; { -throne } { $finished } of 5; { $gate ->
    [open] { -throne-gate } open
   *[locked] { -throne-gate } locked (a capture or the first piece into the { -throne } opens it)
}.
## $count pieces of $kind on $at (a throne-at-* message).
throne-describe-pieces = { $count ->
    [one] { $kind ->
        [unit] { -throne-unit }
        [squad] { -throne-squad }
       *[soldier] { -throne-soldier }
    } { $at }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "other") }
        [squad] { -throne-squad(n: "other") }
       *[soldier] { -throne-soldier(n: "other") }
    } { $at }
}
throne-describe-nothing = nothing on the board
throne-describe-bonus = { $count } bonus { $count ->
    [one] round
   *[other] rounds
} owed to { $who }.
## $position is the position's notation without its generator.
throne-describe-position = Position: `{ $position } | generator hidden`

## Refusals.
throne-game-over = The game is over: { $who } won.
throne-game-over-short = The game is over.
throne-you-resigned = You resigned from this game; you can watch with /board.
throne-their-round-throw = It is { $who }'s round: wait for them to throw.
throne-their-round-move = It is { $who }'s round: wait for them to move.
throne-their-turn = It is { $seat }'s turn, not yours.
throne-stale-choices = Those choices no longer make a move here: start again.
throne-thrown-already = You have thrown already: move with { $values } (/move piece:<place> values:<values>); there is no passing (T16).
throne-throw-first = Throw first with /throw: moving waits until the round's throws are done (T8).
## $piece and $values are what the player typed.
throne-not-a-place = `piece:{ $piece }` is not a place: use home, a ring square 1–12, or a bridge square like red-1.
throne-not-values = `values:{ $values }` is not a list of values: join them with +, like values:6+5.
throne-bad-place = `{ $place }` is not a place: use home, a ring square 1–12, a bridge square like red-1, or throne.
throne-bad-values = `{ $values }` is not a list of throw values: write them joined with +, like 6+5 (values are 2–8, 11 and 16).
## $option is the option the command lacks.
throne-move-needs = `/move` needs `{ $option }:`, like /move piece:home values:6+5.
throne-not-a-kind = `kind:{ $kind }` is not a kind of piece: use soldier, unit or squad.
## $place is a bridge square (blue-1), $owner a throne-seat-* message, $first and $second your bridge squares.
throne-not-your-bridge = { $place } is { $owner }'s { -throne-bridge }; your { -throne-bridge } squares are { $first } and { $second }.
throne-finished-do-not-move = Pieces in the { -throne } have finished; they do not move again.
throne-no-piece-on = You have no piece on { $square }.
## $options are what to add, as a list (kind:unit or kind:soldier).
throne-several-kinds = Several of your pieces stand on { $square }: add { $options }.
throne-option = { $option }
## The rules crate's refusals. $values as 6+5, $seat a throne-seat-* message.
throne-rejected-game-over = The game is over: { $seat } has won.
throne-rejected-not-your-round = It is { $seat }'s round, not yours.
throne-rejected-resigned = { $seat } has resigned and no longer plays (T21).
throne-rejected-throw-first = Throw first: moving is locked until the round's throws are done (T8).
throne-rejected-already-thrown = You have already thrown this round: use its values { $values } with a move; there is no passing (T16).
throne-rejected-not-a-chain = `{ $throws }` is not a round's throws: every value but the last must be a power value (16, 11, 4, 6, 8) and the last must not be (T8).
throne-rejected-no-values = Name at least one of the round's values to move with (T10).
throne-rejected-values-not-thrown = The round has { $unused } left, not { $asked } (T10).
## $at is a throne-at-* message.
throne-rejected-no-piece = You have no { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} { $at }.
throne-rejected-wrong-values = { $kind ->
    [unit] A { -throne-unit } moves only with even values (2, 4, 6, 8, 16)
   *[squad] A { -throne-squad } moves only with multiples of 4 (4, 8, 16)
}; { $values } will not do (T11).
## $over is how many steps too far.
throne-rejected-overshoot = That goes { $over } { $over ->
    [one] step
   *[other] steps
} past the { -throne }: entering needs the exact distance (T12).
throne-rejected-last-bridge = A single { -throne-soldier } may not stop on { $square }: it could never leave it, as no throw gives 1 (T12).
throne-rejected-whole-lap = With your { -throne-gate } locked, { $steps } steps bring the piece round to { $square } again: a move must change its square (T13).
throne-rejected-held-at-gate = Your single { -throne-soldier(n: "other") } wait on your { -throne-gate } ({ $square }) until both your { -throne-squad(n: "other") } and your { -throne-unit } exist (T13a).
## $mover and $other are kinds; $owner a throne-seat-* message.
throne-rejected-mixed-landing = Your { $mover ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} cannot land on { $square }: { $owner }'s { $other ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} stands there, and only a piece of the same type captures (T14).
throne-rejected-finish-order = Your next piece into the { -throne } must be a { $expected ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}, not a { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} (order: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }; T19).

## Buttons and menus. $from is where the piece stands (throne-label-home or throne-label-square) and $values what it spends, as typed; $to a throne-label-* message; $kind is none when a soldier leaves home.
throne-move-label = { $from }{ $kind ->
    [unit] {" "}{ -throne-unit }
    [squad] {" "}{ -throne-squad }
    [soldier] {" "}{ -throne-soldier }
   *[none] {""}
} { $values } → { $to }
throne-label-throne = { -throne }
throne-label-home = { -throne-home }
throne-label-square = { $square }
## Choosing a move step by step. $kind is soldier, unit or squad; $values the shells' values not yet spent.
throne-kind = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}
throne-choice-kind = { $kind ->
    [unit] the { -throne-unit }
    [squad] the { -throne-squad }
   *[soldier] the { -throne-soldier }
}
throne-prompt-throw = Throw your shells.
throne-prompt-piece = Choose a piece to move with { $values }.
throne-prompt-kind = Several kinds stand there: choose one.
throne-prompt-values = Choose the values to spend (where it lands).
throne-prompt-move = Move to play it.
## Select menus of moves: moves $first to $last of $total.
throne-moves-menu = Moves { $first }–{ $last } of { $total }

## /rules.
throne-rules-soldier = Soldier (T11): one of your 12; it moves the sum of the values you spend. Soldiers meeting on your { -throne-gate } form { -throne-squad(n: "other") } and then your { -throne-unit } (T17); the last two { -throne-soldier(n: "other") } enter the { -throne } after both { -throne-squad(n: "other") } and the { -throne-unit } (T19).
throne-rules-unit = Unit (T11, T17): 2 { -throne-soldier(n: "other") } formed on your { -throne-gate }, drawn as a horse; it spends only even values (2, 4, 6, 8, 16) and moves half their sum. It enters the { -throne } third (T19).
throne-rules-squad = Squad (T11, T17): 4 { -throne-soldier(n: "other") } formed on your { -throne-gate }, drawn as a cart; it spends only multiples of 4 (4, 8, 16) and moves a quarter of their sum. Your two { -throne-squad(n: "other") } enter the { -throne } first (T19).
## $piece is what the player typed.
throne-rules-not-a-piece = `piece:{ $piece }` is not a { -throne } piece: use soldier, unit or squad.
throne-rules = { -throne } (2–4 players). Each player races 12 { -throne-soldier(n: "other") } from { -throne-home } round a ring of 12 squares, across their own 2-square { -throne-bridge } and into the { -throne } in the centre. Your round: /throw throws 8 shells; the white sides give the value (2–8; 1 white = 11, none = 16). 16, 11, 4, 6 and 8 are power values: you throw again, and the round's values are the whole chain. Then spend the values: /move piece:<home, a square or your bridge> values:<some of them, like 6+5> (or press a button). A { -throne-soldier } moves the sum; a { -throne-unit } (2 { -throne-soldier(n: "other") }, a horse) uses only even values and moves half; a { -throne-squad } (4, a cart) uses multiples of 4 and moves a quarter. Land on an enemy piece of the same type on a plain square to capture it ({ -throne-home } it goes, as { -throne-soldier(n: "other") }) and earn a bonus round; shields (every entry and { -throne-gate }, grey) are safe. Your { -throne-gate } (the square before your entry, with the lock) is locked until your first capture or until anyone's piece enters the { -throne }; until then your pieces circle the ring. Soldiers meeting on your { -throne-gate } form { -throne-squad(n: "other") } and then your { -throne-unit } (the cart slots show progress); single { -throne-soldier(n: "other") } wait on the { -throne-gate } until both { -throne-squad(n: "other") } and the { -throne-unit } exist. Pieces enter the { -throne } in the order { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }, with the exact distance; the first to finish wins. There is no passing: if a move exists you must make one; values no move can use are forfeited. The picture marks every square you can reach.

## The board picture: its header, its foot and its alt text. $status is one of throne-status-*.
throne-status-won = { $who } wins the { -throne }
throne-status-throw = { $who } to throw
throne-status-throw-bonus = { $who } to throw (bonus round)
throne-status-move = { $who } to move with { $values }
throne-header = { -throne } · { $status } · turn { $turn }
## $ended says how the game ended (a result).
throne-header-ended = { -throne } · { $ended }
throne-foot = last throw { $value } · this turn { $values }
throne-foot-left = last throw { $value } · this turn { $values } · left { $left }
throne-foot-no-throw = no throw yet
throne-alt-head = { -throne }, { $players } players. { $status }.
throne-alt-resigned = { $who } resigned.
## $pieces is a list of throne-alt-pieces, or throne-describe-nothing.
throne-alt-seat = { $who }: { $home } { -throne-home }, { $pieces }; { -throne } { $finished } of 5; { $gate ->
    [open] { -throne-gate } open
   *[locked] { -throne-gate } locked
}.
## $count pieces of $kind on $square; $gate is yes on the seat's gate.
throne-alt-pieces = { $count ->
    [one] a { $kind ->
        [unit] { -throne-unit }
        [squad] { -throne-squad }
       *[soldier] { -throne-soldier }
    }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "other") }
        [squad] { -throne-squad(n: "other") }
       *[soldier] { -throne-soldier(n: "other") }
    }
} on { $square }{ $gate ->
    [yes] {" "}({ -throne-gate })
   *[no] {""}
}
## $squares is a list of throne-reach-* messages.
throne-alt-reachable = Reachable: { $squares }.
## $value is the last throw's value, $white how many of its 8 shells show white.
throne-alt-last-throw = Last throw { $value } ({ $white } of 8 white); values { $values }.

## The labelled board of /rules: names in the homes, labels beside the parts, and its alt text.
throne-diagram-you = you
throne-diagram-opponent = opponent
throne-diagram-entry = ← your entry
throne-diagram-home = ← your { -throne-home }
throne-diagram-gate = your { -throne-gate }: lock, cart slots →
throne-diagram-bridge = ← your { -throne-bridge }
throne-diagram-shields = shields (grey): entries and gates →
throne-diagram-alt = The { -throne } board for 2 players, labelled: your { -throne-home } with 12 { -throne-soldier(n: "other") }, your entry square 1 (a coloured strip), your { -throne-gate } square 12 (coloured border, a lock while locked, cart slots for formations), your { -throne-bridge } of 2 squares into the { -throne } in the centre, and the grey shield squares (every entry and { -throne-gate }).

## /help: the game's commands in one line.
throne-help = Throne: /challenge game:throne players:<2-4> opens a table; /join, /leave, /start; then /throw and /move piece:<place> values:<6+5> (kind:unit|squad when several stand there).
