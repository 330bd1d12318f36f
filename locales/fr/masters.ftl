# French (fr). Glossaire : Ember, Frost (les camps, noms propres) ; general = général, puppeteer = marionnettiste, witch = sorcière (les trois chefs) ; cardinal = cardinal, dragon = dragon, sentinel = sentinelle, archer = archer, horseman = cavalier, scout = éclaireur ; claim = prise de contrôle (prendre le contrôle), inherit = hériter, offer = offre, moveset = déplacements, aura = aura. Les valeurs tapées (promote:dragon, inherit:accept, piece:horseman) et les commandes restent telles quelles.

## Camps et pièces.
-masters-ember = Ember
-masters-frost = Frost
-masters-general = général
-masters-puppeteer = marionnettiste
-masters-witch = sorcière
-masters-cardinal = cardinal
-masters-dragon = dragon
-masters-sentinel = sentinelle
-masters-archer = archer
-masters-horseman = cavalier
-masters-scout = éclaireur

masters-side-ember = { -masters-ember }
masters-side-frost = { -masters-frost }
masters-piece-general = { -masters-general }
masters-piece-puppeteer = { -masters-puppeteer }
masters-piece-witch = { -masters-witch }
masters-piece-cardinal = { -masters-cardinal }
masters-piece-dragon = { -masters-dragon }
masters-piece-sentinel = { -masters-sentinel }
masters-piece-archer = { -masters-archer }
masters-piece-horseman = { -masters-horseman }
masters-piece-scout = { -masters-scout }

masters-owned = { $piece } de { $side }
masters-yours-on = ta pièce { $piece } en { $square }
masters-yours-on-start = Ta pièce { $piece } en { $square }
masters-theirs-on = { $piece } de { $side } en { $square }
masters-notation = { $notation }
masters-and-then = { $first }, { $rest }
masters-notes-join = { $first } ; { $rest }

masters-started = C’est parti : { $ember } ({ -masters-ember }) contre { $frost } ({ -masters-frost }). { -masters-ember } commence : { $ember }.
masters-started-how = C’est parti : { $ember } ({ -masters-ember }) contre { $frost } ({ -masters-frost }). { -masters-ember } commence : { $ember }, prépare ton tour avec /move et /claim, puis /endturn (ou /turn d’un coup).
masters-game-over = Partie terminée :
masters-status = Tour { $turn } · { $side } ({ $player }) doit jouer.
masters-not-your-turn = C’est au tour de { $player } ({ $side }) ; attends son coup.
masters-players = Masters : { $ember } ({ -masters-ember }) contre { $frost } ({ -masters-frost }).
masters-holds = Le { -masters-puppeteer } de { $side } contrôle { $piece } en { $square }.
masters-offered = La { -masters-witch } de { $side } se voit offrir : { $offers }.
masters-offered-forced = La { -masters-witch } de { $side } se voit offrir : { $offers } ({ $forced } est imposé).
masters-witch-moves-as = La { -masters-witch } de { $side } se déplace comme : { $piece }.
masters-has-lost = { $side } a perdu : { $pieces }.
masters-position = Position : `{ $position }`

masters-turn-line = Tour { $number } · { $side } ({ $player }) : { $what }
masters-part-inherits = hérite : { $piece }
masters-part-declines = refuse l’héritage
masters-part-takes = prend { $piece }
masters-part-claims = prend le contrôle de { $square }
masters-event-claimed = Le { -masters-puppeteer } de { $side } a pris le contrôle de { $piece }.
masters-event-retargeted = Le { -masters-puppeteer } de { $side } a lâché { $released } et pris le contrôle de { $piece }.
masters-event-released = Le { -masters-puppeteer } de { $side } a perdu le contrôle de { $piece }.
masters-event-offer = La { -masters-witch } de { $side } se voit offrir les déplacements : { $piece }.
masters-event-offer-forced = La { -masters-witch } de { $side } se voit offrir les déplacements et doit les accepter : { $piece }.
masters-event-forced = La { -masters-witch } de { $side } doit hériter des déplacements : { $piece }.
masters-event-promoted = L’{ -masters-scout } de { $side } en { $square } est promu : { $piece }.
masters-won = { $player } ({ $side }) gagne ! Les trois chefs de { $loser } sont tombés.
masters-result-won = { $player } ({ $side }) gagne : les trois chefs de { $loser } sont tombés.
masters-stuck = { $player } ({ $side }) n’a aucun tour légal : abandonne avec /resign ou propose la nulle avec /draw action:offer.
masters-note-takes = prend { $piece } en { $square }
masters-note-promotes = promu : { $piece }
masters-note-inherits = la { -masters-witch } hérite : { $piece }
masters-note-inherits-forced = la { -masters-witch } hérite : { $piece }, imposé (M34)

masters-staged = Préparé : { $draft }. Appuie sur Fin du tour (ou /endturn) pour le jouer, Annuler (/undo) pour recommencer.
masters-draft-claim = prise de contrôle { $square }
masters-draft-accept = accepter l’offre
masters-draft-decline = refuser les offres
masters-draft-inherit = hériter : { $piece }
masters-no-claim = Aucune pièce ne peut être prise sous contrôle.
masters-no-claim-after-move = Après ton coup préparé, aucune pièce ne peut être prise sous contrôle.
masters-can-claim = Tu peux prendre le contrôle de : { $targets }. Prépares-en une avec /claim target:{ $first }.
masters-can-claim-after-move = Après ton coup préparé, tu peux prendre le contrôle de : { $targets }. Prépares-en une avec /claim target:{ $first }.
masters-claim-target = { $square } ({ $piece })
masters-claim-staged-already = Tu as déjà préparé une prise de contrôle en { $square } : fais d’abord /undo pour la changer.
masters-answer-staged-already = Tu as déjà choisi ({ $answer }) : fais d’abord /undo pour changer.
masters-nothing-staged = Tu n’as préparé ni coup ni prise de contrôle : prépares-en un avec /move ou /claim, ou joue d’un coup avec /turn.
masters-m23-warning = Attention : après ton coup préparé, { $reason } Le tour serait refusé : change le coup ou la prise de contrôle (/undo).
masters-m23-warning-blocked = Attention : après ton coup préparé, { $reason } Le tour serait refusé ({ $blocker } en { $square } bloque) : change le coup ou la prise de contrôle (/undo).
masters-claim-first = { $refusal } Pour la déplacer, prends-en le contrôle dans le même tour : d’abord /claim target:{ $square }.

masters-choices-over = La partie est terminée.
masters-choices-not-your-turn = C’est au tour de { $side }, pas au tien.
masters-choices-stale = Ces choix ne forment plus un tour ici : recommence.

## Choisir un tour avec les boutons : ce que dit chaque choix et quoi faire maintenant.
## $piece le nom d’une pièce (ou la pièce d’un camp) ; $square une case.
masters-choice-inherit = Ta { -masters-witch } hérite : { $piece }
masters-choice-decline = Refuser les offres de la { -masters-witch }
masters-choice-piece = { $square } · { $piece }
masters-choice-promote = Promouvoir en { $piece }
masters-choice-claim-only = Prise de contrôle seule
masters-choice-claim = Prendre le contrôle de { $square }
masters-takes = prend { $piece }
masters-prompt-piece = Choisis une pièce à jouer.
masters-prompt-piece-or-claim = Choisis une pièce à jouer, ou une prise de contrôle.
masters-prompt-offers = Ta { -masters-witch } a des offres : réponds-y, ou choisis une pièce à jouer.
masters-prompt-promote = Choisis ce que devient ton { -masters-scout }.
masters-prompt-claim-or-end = Prends le contrôle d’une pièce (cercles pointillés), ou Finir le tour.
masters-prompt-claim = Choisis la pièce dont ton { -masters-puppeteer } prend le contrôle (cercles pointillés).
masters-prompt-end = Finir le tour pour le jouer.
masters-prompt-where = Choisis où elle va.

masters-bad-promotion = `promote:{ $value }` n’est pas un choix : utilise dragon, sentinel, archer ou horseman.
masters-bad-answer = `inherit:{ $value }` n’est pas une réponse : utilise accept, decline ou la pièce offerte (comme horseman).
masters-turn-needs-action = Un tour demande un coup ou une prise de contrôle (ou les deux), comme /turn move:E2-E4 ou /turn claim:F7.
masters-turn-needs-move-or-claim = Un tour demande un coup ou une prise de contrôle (ou les deux), comme /turn move:E2-E4.
masters-promote-needs-move = `promote:` va avec un coup, comme /turn move:E11-E12 promote:dragon.
masters-no-offer-to-accept = Ta { -masters-witch } n’a aucune offre d’héritage à accepter.
masters-several-offers = Ta { -masters-witch } a plusieurs offres ({ $offers }) : nommes-en une, comme { $option }:{ $first }.
masters-bad-piece = `piece:{ $value }` n’est pas une pièce de Masters : utilise general, puppeteer, witch, cardinal, dragon, sentinel, archer, horseman ou scout.

masters-claim-no-puppeteer = tu n’as plus de { -masters-puppeteer } pour prendre le contrôle.
masters-claim-puppeteer-held = ton { -masters-puppeteer } en { $puppeteer } est contrôlé par { $side } et ne peut pas prendre le contrôle.
masters-claim-empty = il n’y a aucune pièce en { $target } à contrôler.
masters-claim-own-piece = { $target } est à toi : tu ne peux contrôler que les pièces de { $enemy }.
masters-claim-already-held = ton { -masters-puppeteer } contrôle déjà { $target }.
masters-claim-no-line = ton { -masters-puppeteer } en { $puppeteer } ne voit pas { $target } : ils ne partagent ni rangée ni colonne.
masters-claim-blocked = ton { -masters-puppeteer } en { $puppeteer } ne voit pas { $target } : { $blocker } en { $square } est sur le chemin.
masters-claim-protected = { $target } est dans l’aura du { -masters-cardinal } en { $cardinal } et ne peut pas être contrôlé.
masters-claim-no-puppeteer-start = Tu n’as plus de { -masters-puppeteer } pour prendre le contrôle.
masters-claim-puppeteer-held-start = Ton { -masters-puppeteer } en { $puppeteer } est contrôlé par { $side } et ne peut pas prendre le contrôle.
masters-claim-empty-start = Il n’y a aucune pièce en { $target } à contrôler.
masters-claim-own-piece-start = { $target } est à toi : tu ne peux contrôler que les pièces de { $enemy }.
masters-claim-already-held-start = Ton { -masters-puppeteer } contrôle déjà { $target }.
masters-claim-no-line-start = Ton { -masters-puppeteer } en { $puppeteer } ne voit pas { $target } : ils ne partagent ni rangée ni colonne.
masters-claim-blocked-start = Ton { -masters-puppeteer } en { $puppeteer } ne voit pas { $target } : { $blocker } en { $square } est sur le chemin.
masters-claim-protected-start = { $target } est dans l’aura du { -masters-cardinal } en { $cardinal } et ne peut pas être contrôlé.
masters-claim-after-move = Après ton coup, { $reason } Change le coup ou la prise de contrôle.

masters-error-game-over = La partie est terminée : { $winner } a gagné.
masters-error-no-piece = Il n’y a aucune pièce à déplacer en { $square }.
masters-error-held = { $piece } est contrôlé par le { -masters-puppeteer } de { $side } : tu ne peux pas le déplacer tant que le contrôle dure.
masters-error-not-yours = { $piece } n’est pas à toi.
masters-error-witch-still = { $piece } n’a pas encore de déplacements : elle ne bouge qu’après avoir accepté un héritage.
masters-error-null-move = Un coup doit aller quelque part : de { $square } à { $square }, rien ne bouge.
masters-error-out-of-reach = { $piece } ne peut pas atteindre { $to }.
masters-error-out-of-reach-witch = { $piece } ne peut pas atteindre { $to } (elle se déplace comme : { $moves }).
masters-error-blocked = { $piece } ne peut pas atteindre { $to } : { $blocker } en { $square } est sur le chemin.
masters-error-scout-blocked = { $piece } ne peut pas avancer en { $to } : la case est occupée, et un { -masters-scout } ne prend qu’en diagonale vers l’avant.
masters-error-scout-diagonal = { $piece } ne va en diagonale que pour prendre, et { $to } est vide.
masters-error-own-piece = { $piece } ne peut pas aller en { $to } : tu contrôles cette pièce.
masters-error-protected = { $piece } est dans l’aura du { -masters-cardinal } en { $cardinal } et ne peut pas être prise.
masters-error-promotion-missing = Ton { -masters-scout } atteint la dernière rangée en { $to } : choisis ce qu’il devient avec promote:dragon, promote:sentinel, promote:archer ou promote:horseman, comme /move from:{ $from } to:{ $to } promote:dragon.
masters-error-promotion-not-allowed = Seul un { -masters-scout } qui atteint sa dernière rangée est promu : retire promote: du coup { $from }-{ $to }.
masters-error-no-offer = Ta { -masters-witch } n’a aucune offre d’héritage : retire la réponse.
masters-error-not-offered = Ta { -masters-witch } ne s’est pas vu offrir ces déplacements : { $piece } ; on lui a offert : { $offers }.
masters-error-forced = Ta { -masters-witch } doit hériter de ces déplacements (imposé) : { $piece } ; retire la réponse.
masters-error-no-witch = Ta { -masters-witch } a été prise : personne ne peut hériter.

masters-rules = Masters : { -masters-ember } contre { -masters-frost } sur un plateau de 10×12 ; { -masters-ember } commence. Tu gagnes quand les trois chefs adverses ({ -masters-general }, { -masters-puppeteer }, { -masters-witch }) sont pris ou sous ton contrôle.
    Un tour, c’est un coup, une prise de contrôle, ou les deux. Ton { -masters-puppeteer } peut prendre le contrôle d’une pièce adverse sur sa rangée ou sa colonne si rien ne les sépare ; tu contrôles alors cette pièce jusqu’à ce que la ligne soit coupée. Les cardinaux protègent les 8 cases autour d’eux (points dorés) : les pièces qui s’y trouvent ne peuvent être ni prises ni contrôlées. Quand une de tes pièces est prise, ta { -masters-witch } peut hériter de ses déplacements à ton tour suivant. Un { -masters-scout } qui atteint la dernière rangée devient { -masters-dragon }, { -masters-sentinel }, { -masters-archer } ou { -masters-horseman }.
    Vois comment bouge une pièce avec /rules piece:horseman.
masters-rule-general = Général (M6) : un chef ; 1 ou 2 cases en ligne droite dans l’une des 8 directions (la première case doit être vide pour aller à 2).
masters-rule-puppeteer = Marionnettiste (M7, M21) : un chef ; 1 case dans toutes les directions. Il prend le contrôle d’une pièce adverse sur sa rangée ou sa colonne si rien ne les sépare, et tu contrôles cette pièce jusqu’à ce que la ligne soit coupée.
masters-rule-witch = Sorcière (M8, M31) : un chef sans déplacement propre ; quand une de tes pièces est prise, elle peut hériter de ses déplacements à ton tour suivant, puis se déplace et prend comme cette pièce.
masters-rule-cardinal = Cardinal (M9, M16) : glisse en diagonale sur toute distance et protège les 8 cases autour de lui (points dorés) : les pièces qui s’y trouvent ne peuvent être ni prises ni contrôlées.
masters-rule-dragon = Dragon (M10) : glisse sur toute distance en ligne droite ou en diagonale, et peut passer par-dessus tes propres pièces (pas celles de l’adversaire).
masters-rule-sentinel = Sentinelle (M11) : glisse sur toute distance le long d’une rangée ou d’une colonne.
masters-rule-archer = Archer (M11) : 1, 2 ou 3 cases en ligne droite dans l’une des 8 directions, par des cases vides.
masters-rule-horseman = Cavalier (M12) : saute de 2 cases dans un sens et 1 dans l’autre, par-dessus tout ce qui se trouve entre.
masters-rule-scout = Éclaireur (M13, M36) : 1 case tout droit vers l’avant, ou 2 si les deux sont vides, depuis n’importe quelle case ; prend 1 case en diagonale vers l’avant. Sur la dernière rangée, il devient { -masters-dragon }, { -masters-sentinel }, { -masters-archer } ou { -masters-horseman }.
masters-rule-diagram = Les pièces translucides montrent où elle peut aller ; les crochets, où elle peut prendre.
masters-rule-puppeteer-diagram = En partie, /claim sans cible entoure d’un cercle pointillé de ta couleur chaque pièce que ton { -masters-puppeteer } peut contrôler ; une pièce contrôlée porte ensuite un point de la couleur de celui qui la contrôle.
masters-rule-cardinal-diagram = Un ennemi voisin n’a pas de crochet : il est dans l’aura de ce { -masters-cardinal }, qui protège les pièces des deux camps (M16, M17), donc le { -masters-cardinal } ne prend qu’à une distance de deux cases ou plus.

masters-header-over = Partie terminée · { $ended }
masters-header-won = Tour { $turn } · { $side } gagne
masters-header-to-move = Tour { $turn } · { $side } joue

masters-alt-over = Plateau de Masters, partie terminée après le tour { $turn } : { $ended }.
masters-alt-won = Plateau de Masters après le tour { $turn } : { $side } ({ $player }) a gagné.
masters-alt-to-move = Plateau de Masters, tour { $turn }, { $side } ({ $player }) doit jouer.
masters-alt-last-move = Dernier coup { $move }.
masters-alt-staged-move = Coup préparé { $move }.
masters-alt-staged-claim = Prise de contrôle préparée { $square }.
masters-alt-claim-targets = Cibles de prise de contrôle : { $squares }.
masters-alt-no-claim-targets = Cibles de prise de contrôle : aucune.
masters-alt-holds = { $side } contrôle { $piece } en { $square }.
masters-alt-protected = Protégées : { $squares }.
masters-alt-offered = La { -masters-witch } de { $side } se voit offrir : { $offers }.
masters-alt-army = { $side } ({ $player }) : { $army }.
masters-alt-no-pieces = { $side } ({ $player }) : aucune pièce.
masters-alt-lost = { $side } a perdu : { $pieces }.
masters-alt-witch-moves-as = { $witches } (se déplace comme : { $piece })
masters-alt-generals = { $count ->
    [one] { -masters-general }
   *[other] généraux
} { $squares }
masters-alt-puppeteers = { $count ->
    [one] { -masters-puppeteer }
   *[other] marionnettistes
} { $squares }
masters-alt-witches = { $count ->
    [one] { -masters-witch }
   *[other] sorcières
} { $squares }
masters-alt-cardinals = { $count ->
    [one] { -masters-cardinal }
   *[other] cardinaux
} { $squares }
masters-alt-dragons = { $count ->
    [one] { -masters-dragon }
   *[other] dragons
} { $squares }
masters-alt-sentinels = { $count ->
    [one] { -masters-sentinel }
   *[other] sentinelles
} { $squares }
masters-alt-archers = { $count ->
    [one] { -masters-archer }
   *[other] archers
} { $squares }
masters-alt-horsemen = { $count ->
    [one] { -masters-horseman }
   *[other] cavaliers
} { $squares }
masters-alt-scouts = { $count ->
    [one] { -masters-scout }
   *[other] éclaireurs
} { $squares }

masters-title-general = Général
masters-title-puppeteer = Marionnettiste
masters-title-witch = Sorcière
masters-title-cardinal = Cardinal
masters-title-dragon = Dragon
masters-title-sentinel = Sentinelle
masters-title-archer = Archer
masters-title-horseman = Cavalier
masters-title-scout = Éclaireur
masters-diagram-general = Général : 1 ou 2 cases dans toutes les directions ; la première doit être vide pour aller à 2.
masters-diagram-puppeteer = Marionnettiste : 1 case dans toutes les directions. Cercles pointillés : les pièces qu’il peut contrôler sur sa rangée et sa colonne.
masters-diagram-witch = Sorcière : se déplace seulement comme la pièce dont elle a hérité (ici un { -masters-horseman }), montrée sur son badge.
masters-diagram-cardinal = Cardinal : glisse en diagonale ; son aura protège les 8 cases autour de lui.
masters-diagram-dragon = Dragon : glisse dans 8 directions, par-dessus ses propres pièces, jusqu’au premier ennemi.
masters-diagram-sentinel = Sentinelle : glisse le long des rangées et des colonnes.
masters-diagram-archer = Archer : 1 à 3 cases dans toutes les directions.
masters-diagram-horseman = Cavalier : saute 2 + 1, par-dessus tout.
masters-diagram-scout = Éclaireur : 1 ou 2 vers l’avant ; prend 1 en diagonale vers l’avant ; promu sur la dernière rangée.

## /help : les commandes du jeu en une ligne.
masters-help = Masters : un tour, c’est un coup, une prise de contrôle, ou les deux : prépare-les en privé, regarde l’aperçu, puis /endturn.
