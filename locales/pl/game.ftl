# Polish (pl). Glossary: move = ruch, turn = tura, piece = bierka, square = pole, game = partia, challenge = wyzwanie, claim = przejęcie, loadout = zestaw, augmentor = wzmacniacz, element = żywioł, shells = muszelki, rating = ranking
# Co każda gra mówi tak samo: propozycje remisu, przygotowanie, tura.

## $player is a player's name.
game-draw-offered = { $player } proponuje remis.
game-draw-offer-lapsed = Propozycja remisu od { $player } wygasła.

## How a secret set-up reads in another player's record, and a turn with nothing staged.
game-set-up = przygotował(a) grę
game-a-turn = tura
regions-picked-an-infiltrator = wybrał(a) infiltratora
elemental-locked-in-a-loadout = zatwierdził(a) zestaw

## Options a game's command was given wrong. $option is the option's name, $value what was typed, $verb the command.
game-not-a-square = `{ $option }:{ $value }` to nie pole: wpisz kolumnę A–J i rząd 1–12, np. E2.
game-needs-option = `/{ $verb }` potrzebuje `{ $option }:`, np. { $example }.
## $what is choice or answer; $words the values it takes, joined with "or".
game-not-one-of = `{ $option }:{ $value }` to nie jest { $what ->
    [answer] odpowiedź
   *[choice] opcja
}: użyj { $words }.
game-value = { $value }
## $game is the game's title; $options the options it has.
game-no-such-option = W grze { $game } `/{ $verb }` nie ma opcji `{ $option }`; dostępne opcje to: { $options }.
game-no-options = W grze { $game } `/{ $verb }` nie ma opcji `{ $option }`; ta komenda nie przyjmuje żadnych opcji.
## Someone who does not play asks to act. $players the players' names (game-player), joined with "and".
game-player = { $player }
game-not-seated = W tej partii grają tylko { $players }; możesz oglądać przez /board.

## A turn typed wrong, a staged move replaced. $value is what was typed; $old a staged move in notation.
game-not-a-move = `move:{ $value }` to nie ruch: ruch to dwa pola, np. move:E2-E4.
game-replaced-staged = Zastąpiono twój przygotowany ruch { $old }.

## How a game ended off the board, on its picture. $winner and $loser are sides' names.
game-ended-resigned = wygrana: { $winner } (poddanie: { $loser })
game-ended-agreed = remis za zgodą
game-ended-on-time = wygrana na czas: { $winner }
game-ended-aborted = przerwana
