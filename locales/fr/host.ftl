# French (fr). Glossary: move = coup, turn = tour, piece = pièce, square = case, game = jeu (une partie), challenge = défi, claim = prise de contrôle, draw = nulle, infiltrator = infiltré, loadout = équipement, augmentor = amplificateur, shells = coquillages
# Ce que dit l’hôte à propos de tous les jeux : commandes, refus, défis,
# pendules, classements, tournois.

## Quelque chose a planté du côté du bot ; rien n’a été modifié.
host-fault = Un problème est survenu de mon côté et rien n’a été modifié ; un admin peut vérifier les parties avec `gamehost verify`.
host-store-failed = Un problème est survenu de mon côté et rien n’a été modifié. Réessaie, s’il te plaît.
host-picture-failed = Ta commande a été exécutée, mais je n’ai pas pu dessiner l’image.

## Pendules. $movers sont les noms de ceux dont c’est le tour, $when un moment.
host-turn-due = { $movers } : échéance de ce tour { $when }.
host-half-time-gone = { $movers } : la moitié du temps de ce tour de { $game } est écoulée ({ $per_turn } par tour) ; échéance { $when }.

## /language. $language est le nom d’une langue dans cette langue (language-name).
host-language-mine = Désormais, je te réponds dans cette langue : { $language }.
host-language-mine-auto = Désormais, je te réponds dans la langue de ton Discord.
host-language-server = Désormais, les messages publics de ce serveur sont dans cette langue : { $language }.
host-language-server-auto = Désormais, les messages publics de ce serveur sont dans la langue Discord du serveur.
host-language-server-not-manager = Seule une personne autorisée à gérer ce serveur peut choisir sa langue.
host-language-unknown = `locale:{ $given }` n’est pas une langue que je parle : utilise auto ou l’une de celles-ci : { $known }.
host-language-whose = `for:{ $given }` n’est ni me ni server : utilise /language locale:de for:server.

## /help et /rules. $games est une liste de titres de jeux.
help-commands = Commandes (options sous la forme nom:valeur) :
help-for-games = { $about } ({ $games })
help-games = Jeux : { $games } (/challenge opponent:<name> game:<game> ; Throne : /challenge game:throne players:<2-4>, puis /join ; /rules game:<game>).
help-the-bot = Personne avec qui jouer ? Défie le bot lui-même : /challenge opponent:<the bot> level:<1-5> (dans la console : opponent:engine) ; à une table de Throne, bots:<1-3> lui attribue des places. Les parties contre le bot ne sont pas classées.
help-hosted = J’héberge ces jeux ; leurs règles : /rules game:<name>.
help-rules-by-id = Toutes les règles, par identifiant : { $url }
