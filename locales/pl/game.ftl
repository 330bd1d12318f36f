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
