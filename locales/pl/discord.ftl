# Polish (pl). Glossary: move = ruch, turn = tura, piece = bierka, square = pole, game = partia, challenge = wyzwanie, claim = przejęcie, loadout = zestaw, augmentor = wzmacniacz, element = żywioł, shells = muszelki, rating = ranking

# To, co mówi tylko interfejs Discorda.

## Obraz pominięty w wiadomości. $megabytes to limit przesyłania na serwerze.
discord-picture-too-large = (Obraz przekracza limit przesyłania na tym serwerze, { $megabytes } MB, i został pominięty.)
