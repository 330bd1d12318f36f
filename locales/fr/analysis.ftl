# French (fr). Glossary: move = coup, turn = tour, piece = pièce, square = case, game = jeu (une partie), challenge = défi, claim = prise de contrôle, draw = nulle, infiltrator = infiltré, loadout = équipement, augmentor = amplificateur, shells = coquillages, analysis = analyse, accuracy = précision, inaccuracy = imprécision, mistake = erreur, blunder = gaffe, win chance = chances de victoire, engine = bot
# L’analyse des parties terminées par le bot (/analyse, le bouton « Analyse »,
# l’image d’analyse et l’analyse sur la page de la partie).

## Refus de /analyse. $id est le numéro d’une partie, $game le titre d’un jeu.
analyse-no-such-game = Il n’y a pas de partie { $id } sur ce serveur ; /history montre la partie de ce salon.
analyse-no-game-yet = Aucune partie n’a encore été jouée dans ce salon ; lances-en une avec /challenge.
analyse-not-over = La partie { $id } est encore en cours : son analyse viendra une fois qu’elle sera terminée.
analyse-not-this-game = Le bot n’analyse pas les parties de { $game }.
analyse-nothing = La partie { $id } s’est terminée avant que quiconque ait joué un tour : il n’y a rien à analyser.

## L’analyse n’est pas encore prête. $ahead est le nombre de parties qui passent avant elle.
analyse-queued = Le bot analyse la partie { $id }{ $ahead ->
        [0] {""}
        [one] {" après une autre partie"}
       *[other] {" après "}{ $ahead } autres parties
    }. Redemande avec /analyse game:{ $id } d’ici une minute ou deux.

## L’analyse. $players vaut « alice vs bob ».
analyse-of = Analyse de la partie { $id } ({ $game } : { $players })
analyse-alt = Un graphique des chances de victoire de chaque joueur au fil de la partie { $id } ({ $game } : { $players }), avec en dessous les tours annotés.
## Une ligne par joueur. $accuracy est un pourcentage entier.
analyse-player = { $who } : précision { $accuracy } %, { $inaccuracies ->
        [one] { $inaccuracies } imprécision
       *[other] { $inaccuracies } imprécisions
    }, { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    }, { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    }
analyse-player-no-turns = { $who } : aucun choix que le bot ait pu juger
analyse-swings = Les plus gros revirements :
## $turn est le numéro du tour, $played et $best des tours dans la notation du jeu, $mark l’un des mots analysis-mark-.
analyse-swing = Tour { $turn }, { $who } : { $played } ({ $mark }) ; le bot préférait { $best }
analysis-mark-inaccuracy = imprécision
analysis-mark-mistake = erreur
analysis-mark-blunder = gaffe
analysis-mark-none = une petite perte

## Le bouton sous le dernier message d’une partie terminée.
button-analysis = Analyse

## L’analyse sur la page de la partie.
web-analysis-title = L’analyse du bot
web-analysis-graph-alt = Les chances de victoire de chaque joueur au fil de la partie { $id }, position par position, avec en dessous les tours annotés.
web-analysis-secrets = Le bot a lu ce qui était caché pendant la partie (les choix secrets, révélés à la fin) ; cette analyse aussi, la même pour tout le monde.
## $mark est l’un des mots analysis-mark-.
web-analysis-shown-mark = Annotation : { $mark }.
web-analysis-shown-best = Le bot aurait joué ce tour lui aussi.
## $best est un tour dans la notation du jeu, $line les tours que le bot attendait ensuite.
web-analysis-shown-preferred = Le bot préférait { $best } (sa variante : { $line }).
web-analysis-how = Les chances de victoire viennent de l’évaluation du bot à effort fixe, calibrée sur ses propres parties. Un tour est annoté quand il coûte à son joueur 5 (imprécision), 10 (erreur) ou 15 (gaffe) points de chances de victoire par rapport au choix du bot ; la précision est la moyenne sur les tours d’un joueur.
web-analysis-waiting = Le bot n’a pas encore analysé cette partie ; son analyse s’affichera ici une fois terminée.

## Under a page's board where the next turn was marked: the engine's choice, drawn as an arrow.
web-analysis-arrow = La flèche : le choix du bot ici, { $best }.
