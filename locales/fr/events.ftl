# French (fr). Glossary: event = tournoi, round = ronde, board = table (une partie de la ronde), bye = exempt (bye), organiser = orga, standings = classement, tie-breaks = départages (Buchholz, Sonneborn–Berger), arena = arène, pairing = appariement, leaderboard = classement, rating = classement Elo (cote), table = table, seat = place, archive = archives
# Tournois, tables, classements, les archives et ce que disent les interfaces elles-mêmes.

## Ce qu’est un tournoi. $game est le titre d’un jeu, $span une durée.
tournament-rounds = { $n ->
    [0] rondes selon le nombre de joueurs
    [one] { $n } ronde
   *[other] { $n } rondes
}
tournament-about-swiss = un tournoi suisse de { $game } ({ $rounds }, { $span } par tour)
tournament-about-round-robin = un toutes-rondes de { $game } ({ $span } par tour)
tournament-about-double-round-robin = un double toutes-rondes de { $game } ({ $span } par tour)
tournament-about-knockout-replay = un tournoi à élimination directe de { $game } ({ $span } par tour ; une nulle se rejoue, places inversées)
tournament-about-knockout-seed = un tournoi à élimination directe de { $game } ({ $span } par tour ; sur une nulle, la tête de série la mieux placée passe)
tournament-about-arena = une arène de { $game } (appariements pendant { $length }, { $span } par tour)
tournament-about-tables = un tournoi de { $game } en tables ({ $rounds } puis une table finale, { $span } par tour)

## /tournament.
tournament-players = { $n ->
    [one] { $n } joueur
   *[other] { $n } joueurs
}
tournament-no-event = Il n’y a pas de tournoi dans ce salon ; l’orga en crée un avec /tournament action:create.
tournament-organiser-only = Seul l’orga du tournoi (qui l’a créé, ou qui gère le serveur) peut faire ça.
tournament-you-not-joined = Tu n’as pas rejoint ce tournoi.
tournament-left = { $who } a quitté le tournoi ({ $players }).
tournament-started-by = { $who } a lancé le tournoi.
tournament-not-in = { $who } ne participe pas à ce tournoi.
tournament-unentered = { $who } n’est plus inscrit au tournoi.
tournament-withdrew = { $organiser } a retiré { $who } du tournoi : plus d’appariements.
tournament-withdrew-playing = { $organiser } a retiré { $who } du tournoi : plus d’appariements ; la partie en cours se joue jusqu’au bout.
tournament-paused = Le tournoi est en pause : les parties en cours continuent, et aucune nouvelle ronde n’est appariée avant /tournament action:resume.
tournament-running-again = Le tournoi reprend.
tournament-over-already = Le tournoi est déjà terminé.
tournament-ended-by = { $who } a terminé le tournoi ; ce classement est définitif (les parties en cours ne comptent plus).
tournament-over-see-standings = Le tournoi est terminé : /tournament action:standings affiche le classement final.
tournament-busy = Ce salon a déjà un tournoi ({ $about }) ; il doit se terminer avant qu’un autre soit créé ici.
tournament-game-gone = Ce jeu n’est plus proposé ici.
tournament-created = { $who } a créé { $about }. Rejoins avec /tournament action:join ;
tournament-starts-in = Il démarre tout seul dans { $span } (ou quand { $who } le lance avec /tournament action:start).
tournament-starts-by = { $who } le lance avec /tournament action:start.
tournament-enter-yourself = Seul l’orga peut inscrire quelqu’un d’autre ; inscris-toi avec /tournament action:join.
tournament-level-for-bot = `level:` sert à inscrire le bot, comme /tournament action:join player:engine level:1.
tournament-joined-already = { $who } est déjà inscrit.
tournament-joined = { $who } a rejoint le tournoi ({ $players }).
tournament-changed = Le tournoi a changé au même moment ; rien n’a été fait. Réessaie.

## Ce que l’appariement refuse.
tournament-refused-join-after-start = Le tournoi a commencé : plus personne ne le rejoint.
tournament-refused-already-joined = Tu es déjà inscrit.
tournament-refused-leave-after-start = Le tournoi a commencé : demande à l’orga de te retirer.
tournament-refused-not-joined = Tu n’es pas inscrit.
tournament-refused-already-started = Le tournoi a déjà commencé.
tournament-refused-too-few = Trop peu de joueurs inscrits pour commencer.
tournament-refused-not-a-player = Ce joueur ne participe pas au tournoi.
tournament-refused-not-running = Seul un tournoi en cours peut être mis en pause.
tournament-refused-not-paused = Le tournoi n’est pas en pause.
tournament-refused-not-its-game = Cette partie ne fait pas partie du tournoi.
tournament-refused-result-in = Le résultat de cette partie est déjà enregistré.

## Les parties d’une ronde.
tournament-name = { $who }
tournament-versus = { $first } contre { $second }
tournament-seated = { $who } ({ $seat })
tournament-round = Ronde { $round } : { $games }. Chaque partie s’ouvre dans son propre salon.
tournament-round-byes = Ronde { $round } : { $games } ; exempt : { $byes }. Chaque partie s’ouvre dans son propre salon.
tournament-new-games = Nouvelles parties : { $games }. Chaque partie s’ouvre dans son propre salon.
tournament-new-games-byes = Nouvelles parties : { $games } ; exempt : { $byes }. Chaque partie s’ouvre dans son propre salon.

## Une partie du tournoi reçoit son salon.
tournament-board-name = { $game } · R{ $round } T{ $board } · { $players }
tournament-board-heading = Partie du tournoi : ronde { $round }, table { $board } — { $players }.
tournament-board-placed = Ronde { $round }, table { $board } : { $players } — dans { $place }.
tournament-this-channel = ce salon
tournament-gone = Ce tournoi n’existe plus.
tournament-unreadable = La partie du tournoi n’a pas pu être relue.
tournament-placed-already = Cette partie a déjà sa place.
tournament-over-final = Le tournoi est terminé. Classement final :

## Une partie du tournoi se termine.
tournament-result-not-counted = Le tournoi dont cette partie faisait partie est terminé ; son résultat n’y compte pas.
tournament-last-game = C’était la dernière partie du tournoi : il est terminé, et son classement final part dans le salon du tournoi (/tournament action:standings là-bas).
tournament-goes-on = Le tournoi continue.
tournament-round-complete = La ronde { $round } du tournoi est terminée.
tournament-paused-next = Le tournoi est en pause : la prochaine ronde sera appariée quand l’orga le relancera.
tournament-arena-goes-on = Le tournoi continue : tu es de nouveau apparié dès que quelqu’un proche de ton score est libre.
tournament-round-waits = La ronde { $round } du tournoi attend encore { $left ->
    [one] { $left } partie
   *[other] { $left } parties
}.

## Ce que l’horloge fait aux tournois.
tournament-has-started = Le tournoi a commencé.
tournament-could-not-start = Le tournoi n’a pas pu démarrer à l’heure : { $joined } inscrits, il en faut { $least }. Il est fermé ; l’orga peut en créer un autre.
tournament-arena-time-up = Le temps de l’arène est écoulé : plus de nouvelles parties, et elle se termine quand les parties en cours sont finies.

## Le classement.
tournament-format-swiss = suisse
tournament-format-round-robin = toutes-rondes
tournament-format-double-round-robin = double toutes-rondes
tournament-format-knockout = élimination directe
tournament-format-arena = arène
tournament-format-tables = tables
tournament-status-open = ouvert, { $count } inscrits
tournament-status-final = classement final
tournament-status-round = ronde { $round }
tournament-status-round-of = ronde { $round } sur { $rounds }
tournament-status-round-of-final = ronde { $round } sur { $rounds } et la finale
tournament-status-paused = en pause à la { $round }
tournament-status-arena = arène en cours
tournament-standings-title = { $game } { $format } · { $status }
tournament-standings-head = Classement — { $about } — { $status } :
tournament-standings-nobody = Personne n’a encore rejoint : /tournament action:join.
tournament-standings-row = { $rank }. { $who } — { $points } { $n ->
    [one] pt
   *[other] pts
}
tournament-standings-row-half = { $rank }. { $who } — { $points } pts
tournament-standings-tie-breaks = (Buchholz { $bh }, SB { $sb })
tournament-standings-more = …et { $n } de plus (l’image montre tout le monde).
tournament-withdrawn = { $who } (retiré)
tournament-withdrawn-mark = (retiré)

## Cases de résultat : V3 victoire contre le 3e, N3 nulle, D3 défaite.
tournament-cell-won = V{ $rank }
tournament-cell-drew = N{ $rank }
tournament-cell-lost = D{ $rank }
tournament-cell-bye = exempt
tournament-column-round = R{ $n }
tournament-column-game = P{ $n }

## L’image du classement.
tournament-picture-points = Pts
tournament-picture-nobody = Personne pour l’instant
tournament-legend-bh = Bh Buchholz
tournament-legend-sb = SB Sonneborn–Berger
tournament-legend-won = V3 victoire contre le n° 3
tournament-legend-drew = N nulle
tournament-legend-lost = D défaite
tournament-legend-place = 2/4 deuxième sur quatre à la table
tournament-legend-playing = …3 en cours
tournament-legend-playing-table = … en cours
tournament-alt-head = Classement, { $title }.
tournament-alt-nobody = Personne n’a encore rejoint.
tournament-alt-row = { $rank }. { $who }, { $points } { $n ->
    [one] point
   *[other] points
}
tournament-alt-row-half = { $rank }. { $who }, { $points } points
tournament-alt-tie-breaks = , Buchholz { $bh }, Sonneborn–Berger { $sb }
tournament-alt-results = , résultats { $results }

## /leaderboard et /profile.
leaderboard-nobody = Personne n’a encore de classement en { $game } sur ce serveur : termine d’abord une partie classée (les défis sont classés sauf avec rated:false).
leaderboard-head = Classement { $game } (? = provisoire) :
leaderboard-row = { $place }. { $who } { $rating } ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
} : { $wins }–{ $losses }–{ $draws })
leaderboard-you = Toi : { $rank } sur { $count } avec { $rating }.
leaderboard-you-unrated = Tu n’as encore aucune partie classée de { $game } sur ce serveur.
leaderboard-profile-head = { $who } sur ce serveur :
leaderboard-profile-game = { $game } : { $rating } · { $wins } gagnées, { $losses } perdues, { $draws } nulles
leaderboard-profile-none = Pas encore de partie classée.
leaderboard-streak-win = Série en cours : { $n ->
    [one] { $n } victoire
   *[other] { $n } victoires
}.
leaderboard-streak-loss = Série en cours : { $n ->
    [one] { $n } défaite
   *[other] { $n } défaites
}.
leaderboard-streak-draw = Série en cours : { $n ->
    [one] { $n } nulle
   *[other] { $n } nulles
}.
leaderboard-last-games = Dernières parties :
leaderboard-last-game = partie { $id } · { $game } · { $outcome } · { $before } → { $after }
leaderboard-outcome-win = victoire
leaderboard-outcome-loss = défaite
leaderboard-outcome-draw = nulle

## /archive et /anonymous.
archive-managers-only = Seul quelqu’un qui peut gérer ce serveur peut publier ses parties sur le web.
archive-on = Les parties de ce serveur sont maintenant sur le web : { $link }. Chacun peut cacher son nom avec /anonymous state:on.
archive-on-later = Les parties de ce serveur seront sur le web dès que le bot servira ses pages (web.public_url). Chacun peut cacher son nom avec /anonymous state:on.
archive-off = Les parties de ce serveur ne sont plus publiées sur le web ; la page de chaque partie s’ouvre toujours depuis son lien.
archive-anonymous-on = Tu apparais désormais comme « anonyme » dans les archives web.
archive-anonymous-off = Tu apparais de nouveau sous ton nom dans les archives web.

## Tables (Throne) : ce qui est refusé.
table-own-table = Tu es déjà assis à ta propre table : invite quelqu’un d’autre, ou laisse opponent: de côté.
table-level-without-bot = `level:` règle la force du bot : installe-le avec bots:1 (ou opponent: le bot), ou laisse level: de côté.
table-channel-busy = Une partie est déjà en cours dans ce salon : regarde-la avec /board, ou ouvre une table dans un autre salon.
table-too-many-bots = Une table pour { $size } a de la place pour au plus { $most } bots à côté de toi : baisse bots: ou augmente players:.
table-game-running = Une partie est déjà en cours dans ce salon.
table-no-longer-open = Cette table n’est plus ouverte.
table-none-here = Il n’y a pas de table ouverte dans ce salon ; ouvres-en une avec /challenge game:throne.
table-two-players = Le défi ouvert ici est pour deux joueurs : réponds avec /accept ou /decline.
table-game-gone = Cette table est pour un jeu que je ne propose plus.
table-sitting-already = Tu es déjà assis à cette table.
table-full = Cette table est pleine ({ $seats } places) ; { $opener } peut la lancer.
table-game-started = La partie de cette table a commencé : pour la quitter, /resign.
table-opener-cancels = Tu as ouvert cette table : ferme-la avec /cancel.
table-not-sitting = Tu n’es pas assis à cette table.
table-opener-starts = Seul { $opener } (qui a ouvert la table) peut la lancer.
table-too-few = Il faut au moins { $min } joueurs assis avant que la partie commence ; { $now ->
    [one] { $now } seul est assis
   *[other] { $now } sont assis
}.

## Ce que dit l’interface Discord elle-même.
discord-unknown-command = La commande /{ $command } n’existe plus ; tape /help pour voir mes commandes actuelles.
discord-not-my-button = Ce bouton n’est pas à moi.
discord-out-of-date = Ce /{ $command } est périmé : retape-le.
discord-out-of-date-games = Ce /{ $command } est périmé : retape /{ $command } et choisis ton jeu ({ $games }).
discord-bot-opponent = { $who } est un bot, et ici le seul bot qui joue, c’est moi : défie-moi ou défie une personne de ce salon.
discord-thread-name = { $game } · { $players }
discord-accepted-in-thread = { $who } a accepté : la partie se joue dans { $thread }.

## Ce que dit la console elle-même : des lignes qui ne sont pas des commandes.
console-usage = écris `#salon joueur /commande`, comme `#lobby alice /help`
console-greeting = console gamehost : tape `#salon joueur /commande`, comme `#lobby alice /help`. Termine avec Ctrl-D.
console-channel-empty = un nom de salon ne peut pas être vide
console-user-empty = un nom de joueur ne peut pas être vide
console-channel-hidden = un nom de salon ne peut pas contenir de caractères de contrôle, invisibles ou qui changent le sens d’écriture
console-user-hidden = un nom de joueur ne peut pas contenir de caractères de contrôle, invisibles ou qui changent le sens d’écriture
console-not-a-channel = `{ $channel }` n’est pas un salon : les salons commencent par #, comme #lobby
console-name-too-long = les noms de salon et de joueur font au plus { $most } caractères
console-not-utf8 = cette ligne n’est pas du texte UTF-8 ; tape des commandes comme `#lobby alice /help`
console-engine-name = `{ $user }` est le nom du bot dans la console (défie-le avec /challenge opponent:engine) ; écris sous un autre nom
console-nothing-to-do = une ligne vide ou un commentaire : rien à faire
