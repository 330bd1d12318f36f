# French (fr). Glossary: move = coup, turn = tour, piece = pièce, square = case, game = jeu (une partie), challenge = défi, claim = prise de contrôle, draw = nulle, infiltrator = infiltré, loadout = équipement, augmentor = amplificateur, shells = coquillages
# Ce que disent les pages web : l’accueil, la page d’une partie, la page d’une
# place (et les textes de son script), les archives, l’activité, les réponses
# en une phrase. Les noms, la notation et les titres des jeux sont des
# arguments, affichés tels quels.

## Toutes les pages.
web-languages = Langues
web-home-title = gamehost
web-versus = contre
web-in-play = En cours.
web-anonymous = anonyme
web-play-as = Jouer en tant que…

## Réponses en une phrase.
web-no-such-page = Cette page n’existe pas.
web-unavailable = Les parties ne peuvent pas être lues pour le moment ; réessaie dans un instant.
web-too-many = Trop de requêtes depuis ton adresse ; attends une minute.
web-too-large = Cette requête est plus grosse que tout ce qu’une page envoie.
web-too-slow = Cette requête a mis trop de temps à arriver.
web-not-this-site = Ce n’est pas l’adresse de ce site.
web-not-own-page = Seules les pages de ce site peuvent demander cela.
web-not-an-ask = Ce n’est pas une demande qu’une page peut faire.

## La page d’accueil. $game est le titre d’un jeu, $id le numéro d’une partie,
## $channel le nom d’un salon.
web-home-about = Chaque partie a sa propre page ; son lien figure dans les messages de la partie (ou demande /history au bot).
web-home-running = Parties en cours
web-home-none = Aucune pour le moment : lances-en une dans la console avec /challenge.
web-home-game = { $game } #{ $id } dans #{ $channel }
web-home-archive = Les archives de la console

## La page d’une partie. $game est le titre du jeu, $players qui y joue (les noms
## avec leurs places), $standing où elle en est.
web-game-title = { $game } : { $players }
web-game-description = { $game } : { $players }. { $standing }
web-rules = Règles
## Date de début de la partie : $day et $year en chiffres, $month de 1 à 12.
web-started = Commencée le { $day } { $month ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
} { $year }
## Sous le plateau : ce qu’a fait le tour affiché. $line est la ligne du relevé
## (dans les mots du jeu), $who qui l’a joué, $number le numéro du tour,
## $entry combien d’entrées du journal sont affichées.
web-caption-start = Le début.
web-caption-turn = Après { $number }. { $line } ({ $who })
web-caption-setup = Après un choix de mise en place : { $line } ({ $who })
web-caption-entry = Après l’entrée { $entry }.
web-steps-label = Tours
web-step-first = « Début
web-step-back = ◀ Précédent
web-step-forward = Suivant ▶
web-step-last = Fin »
web-record = Relevé
web-record-empty = Aucun tour n’a encore été joué.
web-replay = Revoir (GIF)
web-download-record = Télécharger le relevé

## La page d’une place : son joueur y joue en cliquant. $name est le nom du
## joueur ; $turn et $last sont des numéros de tour.
web-seat-label = Ton tour
web-seat-playing-as = Tu joues en tant que { $name }
web-seat-past = Tu regardes la partie telle qu’elle était après le tour { $turn } sur { $last }.
web-seat-present = Revenir à la partie telle qu’elle est
web-seat-needs-script = Pour jouer ici, il faut le script de la page ; les commandes du jeu fonctionnent comme d’habitude.
web-seat-several = Plusieurs choix possibles ici : choisis-en un.
web-seat-unanswered = Le serveur n’a pas répondu ; réessaie.
## Le panneau de l’étape. $choices sont les choix faits jusqu’ici, $what ce que
## joue le bouton (tous deux dans les mots du jeu), $plays ce que fait le coup.
web-so-far = Jusqu’ici : { $choices }.
web-take-back = Annuler
web-start-again = Recommencer
web-plays-end-turn = Finir le tour
web-plays-throw = Lancer
web-plays-move = Déplacer
web-plays-what = { $plays } : { $what }

## Un lien pour jouer qui ne fonctionne pas.
web-dead-link = Ce lien pour jouer ne fonctionne pas
web-watch-game = Regarder la partie
web-link-forged = Ce lien pour jouer n’est pas valide : demandes-en un nouveau avec le bouton « Jouer ».
web-link-expired = Ce lien pour jouer a expiré : demandes-en un nouveau avec le bouton « Jouer ».
web-link-replaced = Des liens plus récents ont été créés pour cette place depuis celui-ci : utilise le plus récent, ou appuie de nouveau sur « Jouer ».
web-link-finished = La partie est terminée : ce lien ne permet plus de jouer.
web-link-unavailable = Jouer sur le web n’est pas possible pour le moment.

## Le « jouer en tant que » de la console. $game est le titre du jeu.
web-play-as-title = { $game } : jouer en tant que…
web-a-game = Partie
web-game-over = La partie est terminée.
web-watch-instead = Regarder plutôt

## Le résultat d’une partie terminée, donné par places (quand un joueur est anonyme).
## $seat est le nom d’une place, $places les places par rang (`1. Ember, 2. Frost`),
## $how comment elle s’est terminée (l’un des web-how-…).
web-result-aborted = Interrompue ; pas de résultat.
web-result-drawn = Nulle.
web-result-ended = Terminée { $how }.
web-result-wins = { $seat } gagne.
web-result-wins-how = { $seat } gagne { $how }.
web-result-places = Rangs : { $places }.
web-result-places-how = Rangs : { $places } (terminée { $how }).
web-how-on-the-board = sur le plateau
web-how-by-resignation = par abandon
web-how-on-time = au temps

## Les archives d’un serveur et les pages de ses joueurs. $game est le titre d’un
## jeu, $rating un classement, $games un nombre de parties classées.
web-archive = Archives des parties
web-archive-games = Parties
web-archive-all = Toutes les parties
web-archive-one-player = Seulement les parties d’un joueur : { $everyone }
web-archive-everyone = voir celles de tout le monde
web-archive-player-page = La page du joueur
web-archive-empty = Aucune partie pour le moment.
web-archive-events = Tournois
web-archive-back = Les archives du serveur
web-recent-games = Parties récentes
web-leaderboard = Meilleurs joueurs – { $game }
web-rating = Classement { $game }
web-rating-one = Classement { $game } après une partie classée : { $rating }
web-rating-over = Classement { $game } sur { $games } parties classées, de { $first } à { $last } (minimum { $lowest }, maximum { $highest })
## Le classement d’un tournoi : les en-têtes des colonnes, et les noms complets des
## départages (ce que disent les lecteurs d’écran pour les abréviations).
web-standings-player = Joueur
web-standings-points = Points
web-standings-bh = Bh
web-standings-buchholz = Buchholz
web-standings-sb = SB
web-standings-sonneborn-berger = Sonneborn-Berger

## L’activité : la page dans Discord, et ce que dit son script.
web-activity-connecting = Connexion à Discord…
web-activity-outside = Cette page fonctionne dans Discord.
web-activity-asking = Discord vérifie qui tu es…
web-activity-failed = Un problème est survenu ; ferme l’activité et rouvre-la.
web-activity-not-framed = Cette page fonctionne dans Discord : ouvre-la depuis le bouton « Jouer » de la partie.
web-activity-no-code = Discord n’a pas indiqué qui tu es : ferme l’activité et rouvre-la.
web-activity-unconfirmed = Discord n’a pas confirmé qui tu es : ferme l’activité et rouvre-la.
web-activity-no-game = Aucune partie n’est en cours dans ce salon : lances-en une avec /challenge.
web-activity-no-page = Cette partie n’a pas de page.
web-activity-players-only = Seuls les joueurs de la partie l’ouvrent ici ; regarde-la dans le salon.
