# Slash commands' descriptions, as Discord shows them beside each command
# and option (at most 100 characters; names and choices stay English so
# `/move from:E2 to:E4` reads the same everywhere). A description several
# commands share is written once and referenced.

## A description of a command only some games have, naming them.
## $games is the games' titles as a list, $about the description.
command-for-games = { $games }: { $about }
## A game's title in such a list.
game-title = { $title }

## The host's commands.
command-challenge = Challenge someone to a game in this channel (Throne: open a table for 2–4)
command-challenge-opponent = Who you challenge (at a table: who you invite; anyone may join)
command-challenge-game = Which game (default: the first in /help)
command-challenge-side = Your side (default: a coin flip)
command-challenge-players = Games at a table: seats, 2–4 (default: the most)
command-challenge-time = Time per turn (default 1 day); the player on turn loses when it runs out
command-challenge-rated = Whether the game counts for ratings (default true; false: a friendly game)
command-challenge-level = Against the bot: its strength, 1 (quick, weak) to 5 (strongest); default 3
command-challenge-bots = Games at a table: seats the bot takes at once, 1–3 (at level:)
command-accept = Accept the challenge to you
command-decline = Decline the challenge to you
command-cancel = Withdraw your challenge
command-join = Take a seat at the open table
command-leave = Give up your seat at the open table
command-start = Start the table's game (its opener, once 2 or more sit)
command-board = Show the board to everyone
command-game = Whose turn it is, claims, offers, captures and the position (privately)
command-history = The game record (privately)
command-play = Play your turn by choosing, step by step, without typing (privately)
command-undo = Clear your staged turn
command-endturn = Play your staged turn
command-resign = Resign the game
command-abort = End the game before its second turn, with no result
command-draw = Offer, accept or decline a draw
command-draw-action = offer, accept or decline
command-rules = The rules of a game; with a piece, how it moves
command-rules-game = Which game (default: the one in this channel)
command-rules-piece = A piece to show
command-leaderboard = The ten best rated players of a game on this server, and your place
command-leaderboard-game = { command-rules-game }
command-profile = A player's ratings, wins, losses, draws, streak and last five games
command-profile-user = Whose (default: yours)
command-archive = List this server's games on the web, or stop (who manages the server)
command-archive-state = on or off
command-anonymous = Be shown as "anonymous" in this bot's web archives, or by name again
command-anonymous-state = { command-archive-state }
command-language = The language I answer you in, or this server's public messages in
command-language-locale = A language, or auto to follow your Discord settings
command-language-for = You alone, or the server (who manages it) (default: you)
command-notify = Turn alerts by direct message: every turn, only when your time runs low, a daily digest, or off
command-notify-mode = every (your turns and low time), low (low time only), digest (once a day) or off
command-notify-game = Only for this game (default: every game)
command-notify-quiet = Quiet hours, like 22-07 (needs zone:)
command-notify-zone = Your time zone, like Europe/Berlin
command-notify-low = Remind when fewer minutes than this are left (default: a quarter of the turn, at most 60)
command-replay = A game as an animated picture (the channel's latest, or one by its number)
command-replay-game = The game's number, as /history shows it (default: this channel's latest)
command-analyse = The engine's analysis of a finished game (the channel's latest, or one by its number)
command-analyse-game = The game's number, as /history shows it (default: this channel's latest)
command-tournament = Events: create, join, leave, start, standings; the organiser withdraws, pauses, resumes, ends
command-tournament-action = What to do
command-tournament-game = create: which game (default: the first in /help)
command-tournament-format = create: swiss (default), roundrobin, double, knockout, arena; Throne: tables
command-tournament-rounds = create: Swiss and tables rounds (default: enough for a clear winner)
command-tournament-time = create: time per turn in every game (default 1 day); a no-show loses on time
command-tournament-starts = create: starts by itself after this long, like 30m, 2h or 1d (default: when started)
command-tournament-length = create: arena only, how long new games are paired, like 1h (default 1h)
command-tournament-draws = create: knockout only, a drawn game is replayed (default) or the higher seed goes through
command-tournament-player = join (the organiser enters someone, or the bot) or withdraw: who
command-tournament-level = join with player: the bot: its level, 1 (quick) to 5 (strongest)
command-help = The commands and how a turn works

## Masters
command-masters-move = Stage a move; you see a private preview before you end your turn
command-masters-move-from = The piece's square, like E2
command-masters-move-to = Where it goes, like E4
command-masters-move-promote = What a piece reaching its last rank becomes
command-masters-claim = Stage a claim with your puppeteer; without a target, see the eligible ones
command-masters-claim-target = The enemy piece's square, like F9
command-masters-inherit = Answer your witch's inheritance offer
command-masters-inherit-choice = accept, decline, or the piece whose moves to take
command-masters-turn = Play a whole turn in one command
command-masters-turn-move = A move, like E2-E4
command-masters-turn-claim = A claim target, like F9
command-masters-turn-inherit = Your answer to the witch's offer
command-masters-turn-promote = { command-masters-move-promote }

## Regions chess
command-regions-pick = Pick your secret infiltrator, an enemy piece (only you see it)
command-regions-pick-piece = The enemy piece's square, like e9
command-regions-move = { command-masters-move }
command-regions-move-from = { command-masters-move-from }
command-regions-move-to = { command-masters-move-to }
command-regions-move-promote = { command-masters-move-promote }
command-regions-move-carry = The pawn your commander carries along
command-regions-move-carry_promote = What the carried pawn becomes on its last rank
command-regions-reveal = Reveal your infiltrator (once a check has happened); it ends your turn
command-regions-turn = { command-masters-turn }
command-regions-turn-move = { command-masters-turn-move }
command-regions-turn-promote = { command-masters-move-promote }
command-regions-turn-carry = { command-regions-move-carry }
command-regions-turn-carry_promote = { command-regions-move-carry_promote }

## Throne
command-throne-throw = Throw the shells for your round
command-throne-move = Move a piece with some of your values, at once
command-throne-move-piece = Where the piece stands (home, 1–12, red-1 …)
command-throne-move-kind = soldier, unit or squad, when several stand there
command-throne-move-values = The values to spend, like 6+5

## Elemental chess
command-elemental-loadout = Choose and lock in your secret loadout (piece: sets one piece, Lightning only)
command-elemental-loadout-element = Your element
command-elemental-loadout-augmentor = The augmentor every piece carries (or this piece, with piece:)
command-elemental-loadout-offense = Offense ability
command-elemental-loadout-temporal = Temporal ability
command-elemental-loadout-piece = Lightning: the piece these slots are for, like e2
command-elemental-move = { command-masters-move }
command-elemental-move-from = { command-masters-move-from }
command-elemental-move-to = { command-masters-move-to }
command-elemental-move-promote = { command-masters-move-promote }
command-elemental-move-chain = Chain Kill: the friendly piece at the chain's end to capture from, like c3
command-elemental-move-dk = Double Kill: the enemy next to the captured square to remove, like g7
command-elemental-move-qk = Quantum Kill: the enemy to remove, like a7
command-elemental-move-bdk = Fire, Blaze Rush: the extra Double Kill's target, like g7
command-elemental-move-bqk = Fire, Blaze Rush: the extra Quantum Kill's target, like a7
command-elemental-move-res = Resurrection: the missing piece to return and where, like knight@b1
command-elemental-move-lock = Temporal Lock: the enemy piece to lock, like d7
command-elemental-move-then = After the move: the Quantum Step, then the steps, like f4, f4,g5 or b4,a4,b5 (E93)
command-elemental-move-rj = Lightning, Raijin: the capture after the Quantum Step, like f5 or f8=q,dk:g7
command-elemental-move-laugh = Schrödinger's Laugh: copy the piece onto to: instead of moving it
command-elemental-move-face = Block Piece facings, like north or e2=north
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
command-mygames = Your running games in every server: whose turn, when due, where (privately)
command-puzzle = A puzzle from this server's games (or any) to solve here; daily:on posts one a day
command-puzzle-game = Which game's puzzles (default: any)
command-puzzle-daily = Post a puzzle here every day, or stop (who manages the server)
