# Italian (it). Glossary: move = mossa, turn = turno, piece = pezzo, square = casella, game = partita, challenge = sfida, claim = presa di controllo, loadout = equipaggiamento, augmentor = potenziatore, element = elemento, shells = conchiglie, rating = punteggio

# Ciò che l'host dice di qualsiasi gioco: comandi, rifiuti, sfide,
# orologi, punteggi, tornei.

## Qualcosa si è rotto dal lato del bot; non è cambiato nulla.
host-fault = Qualcosa è andato storto da parte mia e non è cambiato nulla; un admin può controllare le partite con `gamehost verify`.
host-store-failed = Qualcosa è andato storto da parte mia e non è cambiato nulla. Riprova.
host-picture-failed = Il comando è stato eseguito, ma non ho potuto disegnare l'immagine.

## Orologi. $movers sono i nomi di chi è di turno, $when un momento.
host-turn-due = { $movers }: questo turno scade { $when }.
host-half-time-gone = { $movers }: è passata metà del tempo per questo turno di { $game } ({ $per_turn } a turno); scade { $when }.

## /language. $language è il nome di una lingua nella lingua stessa (language-name).
host-language-mine = D'ora in poi ti rispondo in { $language }.
host-language-mine-auto = D'ora in poi ti rispondo nella lingua impostata nel tuo Discord.
host-language-server = D'ora in poi i messaggi pubblici di questo server sono in { $language }.
host-language-server-auto = D'ora in poi i messaggi pubblici di questo server sono nella lingua Discord del server.
host-language-server-not-manager = Solo chi può gestire questo server può sceglierne la lingua.
host-language-unknown = `locale:{ $given }` non è una lingua che parlo: usa auto oppure una di queste: { $known }.
host-language-whose = `for:{ $given }` non è né me né server: usa /language locale:de for:server.

## /help e /rules. $games è un elenco di titoli di giochi.
help-commands = Comandi (opzioni come nome:valore):
help-for-games = { $about } ({ $games })
help-games = Giochi: { $games } (/challenge opponent:<name> game:<game>; Throne: /challenge game:throne players:<2-4>, poi /join; /rules game:<game>).
help-the-bot = Nessuno con cui giocare? Sfida il bot stesso, /challenge opponent:<the bot> level:<1-5> (nella console: opponent:engine); a un tavolo di Throne lo fai sedere con bots:<1-3>. Le partite contro il bot non valgono per il punteggio.
help-hosted = Ospito questi giochi; le regole: /rules game:<name>.
help-rules-by-id = Tutte le regole, per id: { $url }
