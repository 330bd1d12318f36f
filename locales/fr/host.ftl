# French (fr). Glossary: move = coup, turn = tour, piece = pièce, square = case, game = jeu (une partie), challenge = défi, claim = prise de contrôle, draw = nulle, infiltrator = infiltré, loadout = équipement, augmentor = amplificateur, shells = coquillages
# Ce que dit l’hôte à propos de tous les jeux : commandes, refus, défis,
# pendules, classements, tournois.

## Quelque chose a planté du côté du bot ; rien n’a été modifié.
host-fault = Un problème est survenu de mon côté et rien n’a été modifié ; un admin peut vérifier les parties avec `gamehost verify`.
host-store-failed = Un problème est survenu de mon côté et rien n’a été modifié. Réessaie, s’il te plaît.
host-picture-failed = Ta commande a été exécutée, mais je n’ai pas pu dessiner l’image.

## Pendules. $movers sont les noms de ceux dont c’est le tour, $when un moment.
host-turn-due = { $movers } : échéance de ce tour { $when }.
## Lignes de pendule de /game. $span est une durée (time-span).
host-clock = Pendule : { $span } par tour.
host-clock-waiting = { $waiting } : de nouveau le temps complet ({ $span }) au début du prochain tour.
host-no-clock = Pas de pendule : les tours peuvent durer aussi longtemps qu’il le faut.

## Lignes de classement de /game : $changes liste des host-rating-moved, un par joueur.
host-rating-change = Évolution du classement : { $changes }.
host-rating-moved = { $who } { $before } → { $after }
host-friendly-game = Partie amicale : pas de changement de classement.
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

## Conditions d’une partie. $clock est terms-per-turn ou terms-no-clock ; $rated est yes ou no.
terms = { $rated ->
    [yes] { $clock }
   *[no] { $clock }, partie amicale (non classée)
}
terms-per-turn = { $span } par tour
terms-no-clock = sans pendule

## Défis. $challenger, $opponent et $opener sont des noms de joueurs.
challenge-open = { $challenger } défie { $opponent } à une partie de { $game } ({ $plays } ; { $terms }). { $opponent }, réponds avec /accept ou /decline sous { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }.
challenge-playing = joue { $side }
challenge-coin-flip = camps tirés à pile ou face
challenge-engine-game = { $player } joue à { $game } contre le bot au niveau { $level } (partie non classée). Le bot joue ses tours lui-même.
challenge-level-without-bot = `level:` règle la force du bot quand tu défies le bot lui-même (opponent: le bot) ; ne le mets pas contre une personne.
challenge-yourself = Tu ne peux pas te défier toi-même : indique quelqu’un d’autre, par exemple /challenge opponent:bob.
challenge-game-running = Une partie est déjà en cours dans ce salon : regarde-la avec /board, ou lance ton défi dans un autre salon.
challenge-closed = Ce défi n’est plus ouvert.
challenge-none-here = Il n’y a aucun défi ouvert dans ce salon ; lances-en un avec /challenge opponent:<name>.
challenge-is-a-table = { $opener } a ouvert une table ici : prends place avec /join (son créateur lance la partie avec /start).
challenge-for-someone-else = Ce défi s’adresse à { $opponent } ; seule cette personne peut y répondre.
challenge-game-gone = Ce défi porte sur un jeu que je n’héberge plus.
challenge-declined = { $opponent } a refusé le défi de { $challenger }.
challenge-none-to-cancel = Il n’y a aucun défi ouvert à retirer dans ce salon.
challenge-not-yours = Ce défi ne peut être retiré que par { $challenger }.
challenge-withdrawn-from = { $challenger } a retiré son défi à { $opponent }.
challenge-withdrawn = { $challenger } a retiré son défi.
table-closed = { $opener } a fermé la table.

## Tables (Throne). $opener, $who et $invited sont des noms de joueurs ; $seat la couleur d’une place.
table-open = { $opener } ouvre une table de { $game } pour { $size } joueurs ({ $terms } ; ouverte pendant { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }).
table-invited = { $invited }, on t’invite à cette table.
table-seat = { $number }. { $seat } : { $who }
table-seat-open = { $number }. { $seat } : libre
table-full-start = La table est complète ; { $opener } lance la partie avec « Lancer » ou /start.
table-join-or-start = Rejoins la table avec le bouton ou /join ; { $opener } lance la partie avec « Lancer » ou /start.
table-join = Rejoins la table avec le bouton ou /join ; { $opener } peut lancer la partie dès que { $min } joueurs sont assis.
table-joins = { $who } prend la place { $seat }.
table-leaves = { $who } quitte la table.
