# A command read wrong: what each option takes. $value is what was typed
# (shortened); lists of values ($games, $sides, $times, $formats, $others)
# are joined with "or" the language's way; $game is a game's title.

## /challenge, /replay, /draw, /rules, /archive and the rest.
parse-not-a-game = `game:{ $value }` is not a game I host yet: use { $games }.
parse-unknown-member = I don't know who `{ $value }` is: name a member of this channel.
parse-no-such-command = There is no command `/{ $value }`. Type /help for the list.
## $verb is the command; $options its options, as typed.
parse-no-such-option = `/{ $verb }` has no option `{ $value }`; its options are: { $options }.
parse-no-options = `/{ $verb }` has no option `{ $value }`; it takes none.
parse-needs-opponent = `/challenge` needs `opponent:`, like /challenge opponent:bob.
parse-players-not-a-table = `players:` is for games at a table; { $game } is for two.
## $min and $max are numbers of players.
parse-not-a-table-size = `players:{ $value }` is not a table size: use { $min } to { $max }.
parse-no-side-to-choose = `side:{ $value }`: in { $game } seats go by joining order, so there is no side to choose.
parse-not-a-side = `side:{ $value }` is not a side: use { $sides }.
parse-not-a-turn-time = `time:{ $value }` is not a turn time: use { $times }.
parse-not-a-rated-answer = `rated:{ $value }` is not an answer: use rated:true or rated:false.
parse-not-a-level = `level:{ $value }` is not a level: use 1 (quick, weak) to 5 (strongest).
parse-bots-not-a-table = `bots:` is for games at a table; in { $game } challenge the bot itself, like /challenge opponent:engine.
## $max is a number of seats.
parse-not-bot-seats = `bots:{ $value }` is not a number of bot seats: use 1 to { $max }.
parse-not-a-game-number = `game:{ $value }` is not a game number: use the number /history shows, like game:12.
parse-not-a-draw-action = `action:{ $value }` is not a draw action: use offer, accept or decline.
## $first is a game's name as typed (masters); $others the other games' names.
parse-not-a-piece = `piece:{ $value }` is not a piece of any game here: `/rules game:{ $first }` (or { $others }) lists its pieces.
## $verb is the command (/archive, /anonymous).
parse-not-on-or-off = `state:{ $value }` is neither on nor off: use { $verb } state:on or state:off.

## A typed line (the console), /choose and /press.
## $max is a number of characters.
parse-too-long = That command is too long (over { $max } characters).
parse-empty = Type a command, like /help.
parse-no-slash = Commands start with `/`, like /help; `{ $value }` does not.
parse-choose-not-a-number = `/choose { $value }`: give a choice's number, like /choose 2 (/play lists them), or a menu id and a value.
parse-choose-needs = `/choose` needs a choice's number, like /choose 2 (/play lists them), or a menu id and a value, like /choose g:1:0:cs:p:0:~0 e9.
parse-not-my-menu = That menu is not one of mine.
parse-press-needs = `/press` needs a button id, like /press g:1:4:endturn.
parse-press-one = `/press` takes one button id and nothing more, like /press g:1:4:endturn.
parse-not-my-button = That button is not one of mine.
parse-not-an-option = `{ $value }` is not an option: write name:value, like from:E2.
parse-option-twice = The option `{ $value }` is given twice.

## /tournament.
event-needs-action = `/tournament` needs `action:` (create, join, leave, start, standings, withdraw, pause, resume or end), like /tournament action:standings.
event-withdraw-needs-player = Name who withdraws, like /tournament action:withdraw player:bob.
event-not-an-action = `action:{ $value }` is not a tournament action: use create, join, leave, start, standings, withdraw, pause, resume or end.
event-not-a-format = `format:{ $value }` is not a format: use { $formats }.
event-tables-only = { $game } is played at tables of up to four: its events use format:tables.
event-tables-not-for-two = format:tables is for games of more than two; { $game } is for two: use swiss, roundrobin, double, knockout or arena.
## $max is a number of rounds.
event-not-rounds = `rounds:{ $value }` is not a number of rounds: use 1 to { $max }.
event-rounds-not-here = `rounds:` is for Swiss and tables events; the other formats decide their own rounds.
event-needs-clock = An event's games need a clock (a no-show loses on time): use a time like time:1d.
event-not-starts = `starts:{ $value }` is not a time from now: use minutes, hours or days, like starts:30m or starts:2d.
event-length-not-here = `length:` is for arena events: how long new games are paired.
event-not-length = `length:{ $value }` is not a length: use minutes, hours or days, like length:1h.
event-draws-not-here = `draws:` is for knockout events: what decides a drawn game.
event-not-draw-rule = `draws:{ $value }` is not a draw rule: use replay (played again, seats reversed) or seed (the higher seed goes through).
