# Italian (it). Glossary: move = mossa, turn = turno, piece = pezzo, square = casella, game = partita, challenge = sfida, claim = presa di controllo, loadout = equipaggiamento, augmentor = potenziatore, element = elemento, shells = conchiglie, rating = punteggio

# Ciò che dice solo il front end di Discord.

## Un'immagine omessa da un messaggio. $megabytes è il limite di caricamento del server.
discord-picture-too-large = (L'immagine supera il limite di caricamento di questo server, { $megabytes } MB, ed è stata omessa.)
