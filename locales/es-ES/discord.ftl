# Spanish (es-ES). Glossary: move = jugada, turn = turno, piece = pieza, square = casilla, game = partida (the kind of game: juego), challenge = desafío

# What only Discord's front end says.

## A picture left out of a message. $megabytes is the server's upload limit.
discord-picture-too-large = (La imagen supera el límite de subida de { $megabytes } MB de este servidor y no se ha incluido.)
