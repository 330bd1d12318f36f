# German (de). Glossary: move = Bewegung (ziehen), turn = Zug, piece = Figur, square = Feld, game = Spiel (eine Partie), challenge = Herausforderung, claim = Übernahme, draw = Remis, infiltrator = Infiltrator, loadout = Ausrüstung, augmentor = Verstärker, shells = Muscheln
# Was jedes Spiel gleich sagt: Remisangebote, Aufstellungen, ein Zug.

## $player is a player's name.
game-draw-offered = { $player } bietet Remis an.
game-draw-offer-lapsed = Das Remisangebot von { $player } ist verfallen.

## How a secret set-up reads in another player's record, and a turn with nothing staged.
game-set-up = hat aufgestellt
game-a-turn = ein Zug
regions-picked-an-infiltrator = hat einen Infiltrator gewählt
elemental-locked-in-a-loadout = hat eine Ausrüstung festgelegt

## Options a game's command was given wrong. $option is the option's name, $value what was typed, $verb the command.
game-not-a-square = `{ $option }:{ $value }` ist kein Feld: schreib eine Linie A–J und eine Reihe 1–12, etwa E2.
game-needs-option = `/{ $verb }` braucht `{ $option }:`, etwa { $example }.
## $what is choice or answer; $words the values it takes, joined with "or".
game-not-one-of = `{ $option }:{ $value }` ist { $what ->
    [answer] keine Antwort
   *[choice] keine Wahl
}: nimm { $words }.
game-value = { $value }
## $game is the game's title; $options the options it has.
game-no-such-option = In { $game } hat `/{ $verb }` keine Option `{ $option }`; möglich sind: { $options }.
game-no-options = In { $game } hat `/{ $verb }` keine Option `{ $option }`; der Befehl hat gar keine.
## Someone who does not play asks to act. $players the players' names (game-player), joined with "and".
game-player = { $player }
game-not-seated = Nur { $players } spielen in dieser Partie; mit /board kannst du zuschauen.

## A turn typed wrong, a staged move replaced. $value is what was typed; $old a staged move in notation.
game-not-a-move = `move:{ $value }` ist kein Zug: ein Zug sind zwei Felder, etwa move:E2-E4.
game-replaced-staged = Dein vorgemerkter Zug { $old } wurde ersetzt.

## How a game ended off the board, on its picture. $winner and $loser are sides' names.
game-ended-resigned = { $winner } gewinnt: { $loser } hat aufgegeben
game-ended-agreed = Remis nach Vereinbarung
game-ended-on-time = { $winner } gewinnt auf Zeit
game-ended-aborted = abgebrochen
