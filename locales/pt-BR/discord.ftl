# Portuguese (pt-BR). Glossary: move = lance, turn = turno, piece = peça, square = casa, game = partida (the kind of game: jogo), challenge = desafio

# What only Discord's front end says.

## A picture left out of a message. $megabytes is the server's upload limit.
discord-picture-too-large = (A imagem passa do limite de envio de { $megabytes } MB deste servidor e ficou de fora.)
