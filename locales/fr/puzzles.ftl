# French (fr). Glossary: puzzle = problème, solve = résoudre (bouton « Résoudre »), puzzle rating = classement aux problèmes, turn = tour, game = jeu (une partie), line = variante, challenge = défi, engine = bot, direct message = message privé
# Les problèmes tirés des parties jouées ici (/puzzle, le problème du jour,
# les messages d’une tentative). Un problème est une position où un tour gagne
# et où aucun autre n’en approche ; celui qui résout joue les tours de la
# solution, le bot les réponses entre eux.
# $id est le numéro d’un problème, $game le titre d’un jeu, $seat le camp de
# celui qui résout (Ember, Blancs…), $turns le nombre de tours qu’il joue.

## Refus de /puzzle.
puzzle-none-left = Il n’y a pas encore de nouveau problème à te proposer : ils sont tirés des parties terminées que le bot a analysées. Continue à jouer, et redemande plus tard.
puzzle-game-running-here = Une partie est en cours dans ce salon : essaie le problème dans un autre salon, ou en message privé avec le bot.
puzzle-challenge-open-here = Un défi est ouvert dans ce salon : essaie le problème dans un autre salon, ou une fois le défi réglé.

## Une tentative commence. $solver est celui qui résout ; $rating le classement du problème.
puzzle-start = Problème { $id } ({ $game }, classement { $rating }) : { $solver }, ton camp : { $seat }. Trouve { $turns ->
        [one] le tour gagnant
       *[other] la variante gagnante : { $turns } tours de ta part, avec les réponses du bot entre eux
    }.
puzzle-tried-before = Tu as déjà essayé ce problème : cette tentative ne change pas ton classement aux problèmes.
## Sa provenance. $source est le numéro de cette partie, $url sa page.
puzzle-from-game = Il est tiré de la partie { $source }.
puzzle-from-game-page = Il est tiré de la partie { $source } : { $url }
puzzle-from-this-server = Il est tiré d’une partie jouée sur ce serveur.
puzzle-from-elsewhere = Il est tiré d’une partie jouée sur un autre serveur.

## Les tours de celui qui résout.
puzzle-not-the-answer = Ce n’est pas la solution du problème : regarde encore, et essaie un autre tour.
puzzle-right-go-on = Exact ! Le bot répond ; trouve le tour suivant.
puzzle-solved = Résolu !
## $rating vaut puzzle-rating-moved.
puzzle-solved-rated = Résolu ! Ton classement aux problèmes : { $rating }.
puzzle-given-up-rated = Problème abandonné. Ton classement aux problèmes : { $rating }.
puzzle-rating-moved = { $before } → { $after }
## Le résultat de la tentative, comme celui d’une partie. $solver est celui qui l’a résolu.
puzzle-solved-result = { $solver } a résolu le problème.

## Le problème du jour.
puzzle-daily-servers-only = Le problème du jour est publié dans le salon d’un serveur ; il n’y a pas de serveur ici.
puzzle-daily-managers-only = Seul quelqu’un qui gère ce serveur peut activer ou désactiver le problème du jour.
puzzle-daily-on = Un problème sera publié dans ce salon chaque jour. Voici celui d’aujourd’hui.
puzzle-daily-off = Plus de problème du jour sur ce serveur.
puzzle-daily = Le problème du jour : { $game }, problème { $id }. { $seat } au trait, gain en { $turns ->
        [one] un tour
       *[other] { $turns } tours
    }. Appuie sur « Résoudre » pour l’essayer ici.

button-next-puzzle = Problème suivant
button-solve-puzzle = Résoudre

## La page web d’une tentative. $source est le numéro de la partie dont
## il est tiré (un lien vers sa page).
web-puzzle = Problème { $id }
web-puzzle-from-game = tiré de la partie { $source }
web-puzzle-from-this-server = tiré d’une partie jouée sur ce serveur
web-puzzle-from-elsewhere = tiré d’une partie jouée sur un autre serveur

## A board's headline once an attempt is solved.
game-ended-solved = problème résolu
## /analyse of an attempt.
analyse-a-puzzle = La partie { $id } est une tentative de problème : elle n’est pas analysée.

## /profile: a player's puzzle rating in one game.
leaderboard-profile-puzzles = Problèmes de { $game } : classement { $rating } (résolus : { $solved }, manqués : { $missed })

## An attempt where an earlier one was played in the same channel.
puzzle-played-here-before = Ce problème a déjà été joué dans ce salon, et sa solution est peut-être plus haut : cette tentative ne change pas ton classement aux problèmes.
## Above the solver's own view of a game with secrets.
puzzle-your-view = Ton camp tel que toi seul le vois, avec ses choix cachés.
## A wrong turn, the first of a rated attempt.
puzzle-not-the-answer-counted = Ce n’est pas la solution du problème : cette tentative compte désormais comme manquée pour ton classement aux problèmes. Regarde encore, et essaie un autre tour.
