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
host-time-running-low = { $movers } : le temps de ce tour de { $game } est bientôt écoulé ({ $per_turn } par tour) ; échéance { $when }.

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
## Un jeu hébergé : $title son titre, $name le nom que prend /rules, $help ses commandes (la ligne d’aide du jeu).
help-hosted-game = - { $title } (`/rules game:{ $name }`): { $help }
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

## Le déroulement d’une partie. $who, $loser, $winner, $challenger, $opponent et
## $opener sont des noms de joueurs ; $seat et $other le nom d’une place tel que
## le jeu l’écrit ; $game le titre d’un jeu ; $verb une commande ; $when un moment (UTC).
host-player = { $who }
host-player-seat = { $who } ({ $seat })
host-command = /{ $verb }
host-ratings = Classements : { $changes }.
host-committed-first = Ce plateau n’est plus à jour : un autre changement est passé avant. Utilise /board pour voir la position actuelle.
host-no-game-running = Aucune partie n’est en cours dans ce salon ; lances-en une avec /challenge opponent:<name>.
host-no-game-yet = Aucune partie n’a encore été jouée dans ce salon ; lances-en une avec /challenge opponent:<name>.
host-game-gone = Je n’héberge plus ce jeu.
host-game-running-there = Une partie est déjà en cours là-bas.
host-game-not-read-back = Impossible de relire la nouvelle partie ; réessaie, s’il te plaît.
host-button-unknown-game = Ce bouton appartient à une partie que je ne connais pas.
host-button-other-channel = Ce bouton appartient à une partie d’un autre salon.
## $games est une liste de game-title.
host-verb-elsewhere = /{ $verb } est une commande de { $games } ; ce salon joue à { $game }.
host-verb-nowhere = /{ $verb } n’est une commande d’aucun jeu que j’héberge ; ce salon joue à { $game }.

## Une partie qui finit hors du plateau. $winners et $others sont des listes de
## host-player-seat ou host-player ; $count le nombre de gagnants.
ending-no-draws = { $game } n’a pas de nulle : continue à jouer, ou /resign.
ending-abort-event = Une partie de tournoi ne peut pas être annulée ; /resign la termine à la place.
ending-abort-too-late = Trop tard pour annuler : { $played ->
        [one] { $played } tour a déjà été joué
       *[other] { $played } tours ont déjà été joués
    }. /resign termine la partie à la place.
ending-aborted-result = Annulée par { $who } avant le deuxième tour ; pas de résultat.
ending-aborted = { $who } a annulé la partie avant le deuxième tour. Pas de résultat.
ending-resigned-result = { $who } ({ $seat }) a abandonné ; { $winners } { $count ->
        [one] gagne
       *[other] gagnent
    }.
ending-resigns = { $who } ({ $seat }) abandonne. { $winners } { $count ->
        [one] gagne
       *[other] gagnent
    } la partie.
ending-your-opponent = Ton adversaire
ending-draw-already-offered = Tu as déjà proposé la nulle ; l’offre tient jusqu’à ce que ton adversaire réponde ou joue un tour.
ending-draw-offered-you = { $offerer } t’a déjà proposé la nulle : /draw action:accept ou /draw action:decline.
ending-ended-meanwhile = Cette partie s’est terminée entre-temps.
ending-draw-offer = { $who } ({ $seat }) propose la nulle. { $others }, accepte avec /draw action:accept ou refuse avec /draw action:decline ; jouer un tour la refuse.
ending-no-draw-offer = Il n’y a aucune proposition de nulle à laquelle répondre ; propose-la avec /draw action:offer.
ending-own-offer = C’est ta propre proposition ; seul { $others } peut y répondre.
ending-draw-accepted = { $who } ({ $seat }) accepte la nulle. La partie est nulle.
ending-drawn-by-agreement = Nulle par accord mutuel.
ending-draw-declined = { $who } ({ $seat }) refuse la nulle. On continue.
## $how vaut resigned ou timeout.
ending-engines-alone-result = { $who } ({ $seat }) { $how ->
        [resigned] a abandonné
       *[timeout] n’avait plus de temps
    } ; il ne restait que les places du bot, donc la partie s’est arrêtée là.
ending-engines-alone = Il ne reste que les places du bot, donc la partie s’arrête ici : le bot ne continue pas seul.

## La pendule. $late est une liste de host-player.
clock-aborted = { $late } n’a pas joué à temps avant le deuxième tour : la partie est annulée, sans résultat.
clock-aborted-result = Annulée : { $late } n’a pas joué à temps avant le deuxième tour (à { $when }) ; pas de résultat.
clock-at = (à { $when })
clock-timeout = { $loser } ({ $seat }) n’a plus de temps. { $winner } ({ $other }) gagne la partie.
clock-timeout-result = { $loser } ({ $seat }) n’avait plus de temps à { $when } ; { $winner } ({ $other }) gagne.

## /history. $players sont des host-player-seat reliés par record-versus.
record-versus = { $first } contre { $second }
record-header = { $game } : { $players }
record-attached = (le relevé complet est en pièce jointe)
record-no-turns = Aucun tour n’a encore été joué.
record-description = Le relevé de la partie en notation.
record-page-line = La page de la partie : { $url }

## /replay. $id est le numéro d’une partie, $turns son nombre de tours.
replay-no-such-game = Il n’y a pas de partie { $id } sur ce serveur ; /history montre la partie de ce salon.
replay-no-game-yet = Aucune partie n’a encore été jouée dans ce salon ; lances-en une avec /challenge.
replay-cannot = Le relevé de cette partie ne peut pas être rejoué ; un admin peut le vérifier avec `gamehost verify`.
replay-of = Revoir la partie { $id } ({ $game } : { $players }), { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }.
replay-alt = Une animation de la partie { $id } ({ $game } : { $players }), { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }.
replay-skipped = Elle montre les { $shown } derniers ; les { $skipped } premiers sont omis.

## Revanche.
rematch-still-running = Cette partie est encore en cours : termine-la d’abord.
rematch-no-opponent = Cette partie n’avait pas d’adversaire.

## Défis en attente ou expirés. $name est le nom d’un jeu tel que /challenge le prend.
challenge-table-open-here = { $opener } a une table ouverte ici ; rejoins-la avec /join, ou attends qu’elle commence ou soit fermée.
challenge-already-challenged = { $challenger } a déjà défié { $opponent } ici ; il faut d’abord y répondre ou l’annuler.
challenge-open-here = { $challenger } a un défi ouvert ici ; il faut d’abord y répondre ou l’annuler.
challenge-table-expired = La table de { $game } de { $opener } est fermée : personne ne l’a lancée à temps. Ouvres-en une nouvelle avec /challenge game:{ $name }.
challenge-expired-to = Le défi de { $challenger } à { $opponent } a expiré sans réponse. Relance un défi avec /challenge.
challenge-expired = Le défi de { $challenger } a expiré sans réponse.
challenge-game-not-hosted = Ce jeu n’est plus hébergé ici.
challenge-name-opponent = Dis qui tu défies, par exemple /challenge opponent:bob.

## Jouer. $name est le nom d’un jeu tel que les commandes le prennent, $playing le titre du jeu du salon.
play-wrong-game = C’est /{ $verb } pour { $game } ; ce salon joue à { $playing } : utilise /{ $verb } { $name }.
play-moved-on = Le tour que montrait ce message a été joué depuis ; voici la partie telle qu’elle est maintenant.
play-unknown-game = Je ne connais pas cette partie.
play-retired-button = Ce bouton vient d’une ancienne version du bot : appuie sur Jouer, ou tape /play.

## Tours préparés. $verbs est une liste de host-command ; $staged le tour préparé.
staging-nothing-staged = Tu n’as rien de préparé : prépare un tour avec { $verbs }, ou joues-en un directement avec /turn.
staging-staged-first = Tu as { $staged } de préparé : valide-le avec /endturn ou annule-le avec /undo d’abord.
staging-nothing = Tu n’as rien de préparé.
staging-cleared = Ton tour préparé est effacé.
staging-old-preview = Cet aperçu n’est plus à jour : ton tour préparé a changé depuis. Utilise le dernier aperçu, ou /endturn.
staging-moved-on = Ce plateau n’est plus à jour : la partie a avancé depuis. Utilise /board pour voir la position actuelle.

## Choisir un tour pas à pas. $prompt, $so_far, $turn, $choices, $group et
## $first sont les mots du jeu ; $button le libellé d’un bouton.
choosing-chosen-since = Ces choix ne sont plus à jour : tu as choisi depuis. Utilise le dernier message, ou /play.
choosing-no-such-choice = Il n’y a pas de choix { $n } maintenant : choisis de 1 à { $count } (/play les liste).
choosing-not-a-choice = Ce n’est pas un des choix possibles maintenant : /play les montre.
choosing-incomplete = Ton tour n’est pas encore complet : { $prompt }
choosing-nothing-chosen = Tu n’as encore rien choisi.
choosing-step = { $game } · { $prompt }
choosing-so-far = Jusqu’ici : { $so_far }.
choosing-complete = Complet : { $button } joue { $turn }.
choosing-choices = Choix (/choose N) : { $choices }.
choosing-menu = Choisir…
choosing-menu-group = { $group }…
choosing-menu-run = { $number }. { $first }…

## La page web d’une place.
seat-behind = Cette page n’était plus à jour : tu as choisi depuis dans une autre fenêtre, et elle montre maintenant tes choix.
seat-stale = Cette page n’était plus à jour : la partie a avancé, et elle montre maintenant la partie telle qu’elle est.
seat-fault = Un problème est survenu de mon côté et rien n’a été modifié.
seat-draw-failed = Je n’ai pas pu dessiner le plateau pour l’instant.
seat-not-done = Ça n’a pas été fait.

# An engine seat's name in a game ($level is its level, $n its number among the game's engine seats).
engine-name = { $n ->
    [1] Bot (niveau { $level })
   *[other] Bot { $n } (niveau { $level })
}

# A game's button pressed in a direct message (a turn alert's): what
# everyone sees was posted in the game's channel ($channel, a link).
host-shown-in-channel = C’est fait : c’est affiché dans { $channel }.
host-told-from-channel = Dans { $channel } (affiché là-bas à la prochaine commande) :

# A challenge to a person in a direct message with the bot (no one else
# there could accept it).
challenge-direct-message = Ici, seul le bot peut jouer contre toi : choisis-le comme adversaire, ou défie des gens sur un serveur.

# A table opened in a direct message with the bot that needs other people
# ($bots: the seats besides the opener's, which bots could take).
table-direct-message = Ici, seul le bot peut jouer contre toi : donne-lui les autres places avec bots:{ $bots }, ou ouvre une table sur un serveur.
