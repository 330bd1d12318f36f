# Throne (fr). Glossaire : soldier = soldat, unit = unité (2 soldats, dessinée en cheval), squad = escouade (4 soldats, dessinée en charrette), Throne = Trône, home = camp (où les soldats attendent d'entrer), ring = anneau, entry = entrée, gate = porte (verrouillée/ouverte), bridge = pont, shield = bouclier, shells = coquillages, throw = lancer, value = valeur, power value = valeur de puissance, bonus round = manche bonus, round = manche ; couleurs Rouge, Bleu, Vert, Or.
# Les lieux qu'on tape (home, 5, red-1, throne), les types (kind:unit) et les valeurs (6+5) restent tels quels.

-throne-red = Rouge
-throne-blue = Bleu
-throne-green = Vert
-throne-gold = Or
-throne-soldier = { $n ->
   *[one] soldat
    [other] soldats
}
-throne-unit = { $n ->
   *[one] unité
    [other] unités
}
-throne-squad = { $n ->
   *[one] escouade
    [other] escouades
}
-throne = Trône
-throne-home = camp
-throne-gate = porte
-throne-bridge = pont

throne-seat-red = { -throne-red }
throne-seat-blue = { -throne-blue }
throne-seat-green = { -throne-green }
throne-seat-gold = { -throne-gold }
throne-who = { $seat } ({ $player })

throne-at-home = au { -throne-home }
throne-at-throne = dans le { -throne }
throne-at-square = sur { $square }
throne-from-home = du { -throne-home }
throne-from-square = de { $square }
throne-to-square = à { $square }
throne-to-throne = dans le { -throne }
throne-reach-throne = le { -throne }
throne-reach-square = { $square }

throne-begins = Throne commence : { $seats }. Faites courir vos 12 { -throne-soldier(n: "other") } autour de l'anneau jusque dans le { -throne } : { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier } (T19).
throne-throws-first = { $who } lance en premier : /throw ou le bouton.
throne-throws-first-engine = { $who } lance en premier.
throne-to-throw = À { $who } de lancer : /throw.
throne-to-throw-engine = À { $who } de lancer.
throne-to-move-button = À { $who } de jouer avec { $values } ({ $moves } { $moves ->
    [one] coup possible
   *[other] coups possibles
}) : /move piece:<place> values:<values> ou un bouton.
throne-to-move-menu = À { $who } de jouer avec { $values } ({ $moves } { $moves ->
    [one] coup possible
   *[other] coups possibles
}) : /move piece:<place> values:<values> ou un menu.
throne-to-move-engine = À { $who } de jouer avec { $values } ({ $moves } { $moves ->
    [one] coup possible
   *[other] coups possibles
}).
throne-threw = Manche { $turn } · { $who } a lancé { $throws } : { $values } à utiliser.

throne-won = { $who } a gagné le { -throne }.
throne-wins = { $who } gagne le { -throne }.
throne-resigned-wins = { $who } abandonne ; { $winner } gagne.
throne-timed-out-wins = { $who } n'a plus de temps ; { $winner } gagne.
throne-timed-out-leaves = { $who } n'a plus de temps et quitte la partie.

throne-event-moved = { $who } a déplacé { $kind ->
    [unit] une { -throne-unit }
    [squad] une { -throne-squad }
   *[soldier] un { -throne-soldier }
} { $from } { $to } avec { $values }.
throne-event-moved-stopped = { $who } a déplacé { $kind ->
    [unit] une { -throne-unit }
    [squad] une { -throne-squad }
   *[soldier] un { -throne-soldier }
} { $from } { $to } avec { $values }, en s'arrêtant sur la { -throne-gate } ({ $lost } { $lost ->
    [one] pas perdu
   *[other] pas perdus
}).
throne-event-captured = { $by } a pris { $count ->
    [one] { $kind ->
        [unit] l'{ -throne-unit }
        [squad] l'{ -throne-squad }
       *[soldier] le { -throne-soldier }
    } de { $seat }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "other") }
        [squad] { -throne-squad(n: "other") }
       *[soldier] { -throne-soldier(n: "other") }
    } de { $seat }
} sur { $square } : retour au { -throne-home } en { -throne-soldier(n: "other") }.
throne-event-formed = { $who } a formé { $kind ->
    [unit] une { -throne-unit }
    [squad] une { -throne-squad }
   *[soldier] un { -throne-soldier }
} sur { $square }.
throne-event-unlocked-by-capture = La { -throne-gate } de { $who } est déverrouillée par sa première prise.
throne-event-unlocked-by-throne = La { -throne-gate } de { $who } est déverrouillée : une pièce est entrée dans le { -throne }.
throne-event-bonus-earned = { $who } gagne une manche bonus.
throne-event-bonus-round = { $who } joue une manche bonus : relance.
throne-event-forfeited = { $who } n'a aucun coup possible avec { $values } : perdu.
throne-event-finished = { $kind ->
    [unit] L'{ -throne-unit }
    [squad] L'{ -throne-squad }
   *[soldier] Le { -throne-soldier }
} de { $who } est entré dans le { -throne } ({ $count } sur 5).
throne-event-resigned = { $who } a abandonné.
throne-event-won = { $who } gagne le { -throne } !

throne-describe-head = { -throne }, { $players } joueurs, manche { $turn }.
throne-describe-seat = { $who } : { $home } au { -throne-home } ; { $pieces } ; { -throne } { $finished } sur 5 ; { $gate ->
    [open] { -throne-gate } ouverte
   *[locked] { -throne-gate } verrouillée (une prise ou la première pièce dans le { -throne } l'ouvre)
}.
throne-describe-pieces = { $count ->
    [one] { $kind ->
        [unit] { -throne-unit }
        [squad] { -throne-squad }
       *[soldier] { -throne-soldier }
    } { $at }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "other") }
        [squad] { -throne-squad(n: "other") }
       *[soldier] { -throne-soldier(n: "other") }
    } { $at }
}
throne-describe-nothing = rien sur le plateau
throne-describe-bonus = { $count } { $count ->
    [one] manche bonus due
   *[other] manches bonus dues
} à { $who }.
throne-describe-position = Position : `{ $position } | générateur caché`

throne-game-over = La partie est finie : { $who } a gagné.
throne-game-over-short = La partie est finie.
throne-you-resigned = Tu as abandonné cette partie ; tu peux regarder avec /board.
throne-their-round-throw = C'est la manche de { $who } : attends son lancer.
throne-their-round-move = C'est la manche de { $who } : attends son coup.
throne-their-turn = C'est au tour de { $seat }, pas au tien.
throne-stale-choices = Ces choix ne donnent plus de coup ici : recommence.
throne-thrown-already = Tu as déjà lancé : joue avec { $values } (/move piece:<place> values:<values>) ; on ne peut pas passer (T16).
throne-throw-first = Lance d'abord avec /throw : on joue une fois les lancers de la manche finis (T8).
throne-not-a-place = `piece:{ $piece }` n'est pas un lieu : utilise home, une case de l'anneau 1–12 ou une case de pont comme red-1.
throne-not-values = `values:{ $values }` n'est pas une liste de valeurs : relie-les avec +, comme values:6+5.
throne-bad-place = `{ $place }` n'est pas un lieu : utilise home, une case de l'anneau 1–12, une case de pont comme red-1, ou throne.
throne-bad-values = `{ $values }` n'est pas une liste de valeurs de lancer : relie-les avec +, comme 6+5 (les valeurs sont 2–8, 11 et 16).
throne-move-needs = `/move` demande `{ $option }:`, comme /move piece:home values:6+5.
throne-not-a-kind = `kind:{ $kind }` n'est pas un type : utilise soldier, unit ou squad.
throne-not-your-bridge = { $place } est sur le { -throne-bridge } de { $owner } ; tes cases de pont sont { $first } et { $second }.
throne-finished-do-not-move = Les pièces dans le { -throne } sont arrivées ; elles ne bougent plus.
throne-no-piece-on = Tu n'as aucune pièce sur { $square }.
throne-several-kinds = Plusieurs de tes pièces sont sur { $square } : ajoute { $options }.
throne-option = { $option }
throne-rejected-game-over = La partie est finie : { $seat } a gagné.
throne-rejected-not-your-round = C'est la manche de { $seat }, pas la tienne.
throne-rejected-resigned = { $seat } a abandonné et ne joue plus (T21).
throne-rejected-throw-first = Lance d'abord : les coups attendent la fin des lancers de la manche (T8).
throne-rejected-already-thrown = Tu as déjà lancé cette manche : utilise ses valeurs { $values } pour un coup ; on ne peut pas passer (T16).
throne-rejected-not-a-chain = `{ $throws }` ne sont pas les lancers d'une manche : chaque valeur sauf la dernière doit être une valeur de puissance (16, 11, 4, 6, 8), et la dernière non (T8).
throne-rejected-no-values = Donne au moins une des valeurs de la manche pour jouer (T10).
throne-rejected-values-not-thrown = Il reste { $unused } à la manche, pas { $asked } (T10).
throne-rejected-no-piece = Tu n'as aucun{ $kind ->
    [unit] e { -throne-unit }
    [squad] e { -throne-squad }
   *[soldier] {" "}{ -throne-soldier }
} { $at }.
throne-rejected-wrong-values = { $kind ->
    [unit] Une { -throne-unit } ne joue qu'avec des valeurs paires (2, 4, 6, 8, 16)
   *[squad] Une { -throne-squad } ne joue qu'avec des multiples de 4 (4, 8, 16)
} ; { $values } ne convient pas (T11).
throne-rejected-overshoot = Ça dépasse le { -throne } de { $over } { $over ->
    [one] pas
   *[other] pas
} : pour entrer, il faut la distance exacte (T12).
throne-rejected-last-bridge = Un { -throne-soldier } seul ne peut pas s'arrêter sur { $square } : il ne pourrait plus en partir, aucun lancer ne donne 1 (T12).
throne-rejected-whole-lap = Avec ta { -throne-gate } verrouillée, { $steps } pas ramènent la pièce sur { $square } : un coup doit changer sa case (T13).
throne-rejected-held-at-gate = Tes { -throne-soldier(n: "other") } seuls attendent sur ta { -throne-gate } ({ $square }) jusqu'à ce que tes deux { -throne-squad(n: "other") } et ton { -throne-unit } existent (T13a).
throne-rejected-mixed-landing = { $mover ->
    [unit] Ton { -throne-unit }
    [squad] Ton { -throne-squad }
   *[soldier] Ton { -throne-soldier }
} ne peut pas s'arrêter sur { $square } : { $other ->
    [unit] une { -throne-unit }
    [squad] une { -throne-squad }
   *[soldier] un { -throne-soldier }
} de { $owner } s'y trouve, et seule une pièce du même type prend (T14).
throne-rejected-finish-order = Ta prochaine pièce dans le { -throne } doit être { $expected ->
    [unit] une { -throne-unit }
    [squad] une { -throne-squad }
   *[soldier] un { -throne-soldier }
}, pas { $kind ->
    [unit] une { -throne-unit }
    [squad] une { -throne-squad }
   *[soldier] un { -throne-soldier }
} (ordre : { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier } ; T19).

throne-move-label = { $from }{ $kind ->
    [unit] {" "}{ -throne-unit }
    [squad] {" "}{ -throne-squad }
    [soldier] {" "}{ -throne-soldier }
   *[none] {""}
} { $values } → { $to }
throne-label-throne = { -throne }
throne-label-home = { -throne-home }
throne-label-square = { $square }
## Choisir un coup pas à pas. $kind vaut soldier, unit ou squad ; $values les valeurs des coquillages pas encore dépensées.
throne-kind = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}
throne-choice-kind = { $kind ->
    [unit] l'{ -throne-unit }
    [squad] l'{ -throne-squad }
   *[soldier] le { -throne-soldier }
}
throne-prompt-throw = Lance tes coquillages.
throne-prompt-piece = Choisis une pièce à déplacer avec { $values }.
throne-prompt-kind = Plusieurs types sont là : choisis-en un.
throne-prompt-values = Choisis les valeurs à dépenser (là où elle arrive).
throne-prompt-move = Déplacer pour jouer ce coup.
throne-moves-menu = Coups { $first }–{ $last } sur { $total }

throne-rules-soldier = Soldat (T11) : un de tes 12 ; il avance de la somme des valeurs que tu dépenses. Les { -throne-soldier(n: "other") } qui se retrouvent sur ta { -throne-gate } forment des { -throne-squad(n: "other") } puis ton { -throne-unit } (T17) ; les deux derniers { -throne-soldier(n: "other") } entrent dans le { -throne } après les deux { -throne-squad(n: "other") } et l'{ -throne-unit } (T19).
throne-rules-unit = Unité (T11, T17) : 2 { -throne-soldier(n: "other") } formés sur ta { -throne-gate }, dessinée en cheval ; elle ne dépense que des valeurs paires (2, 4, 6, 8, 16) et avance de la moitié de leur somme. Elle entre dans le { -throne } en troisième (T19).
throne-rules-squad = Escouade (T11, T17) : 4 { -throne-soldier(n: "other") } formés sur ta { -throne-gate }, dessinée en charrette ; elle ne dépense que des multiples de 4 (4, 8, 16) et avance du quart de leur somme. Tes deux { -throne-squad(n: "other") } entrent les premières dans le { -throne } (T19).
throne-rules-not-a-piece = `piece:{ $piece }` n'est pas une pièce de Throne : utilise soldier, unit ou squad.
throne-rules = Throne (2–4 joueurs). Chacun fait courir 12 { -throne-soldier(n: "other") } depuis le { -throne-home } autour d'un anneau de 12 cases, sur son propre { -throne-bridge } de 2 cases et dans le { -throne } au centre. Ta manche : /throw lance 8 coquillages ; les faces blanches donnent la valeur (2–8 ; 1 blanc = 11, aucun = 16). 16, 11, 4, 6 et 8 sont des valeurs de puissance : tu relances, et les valeurs de la manche sont toute la chaîne. Puis dépense les valeurs : /move piece:<home, une case ou ton pont> values:<certaines, comme 6+5> (ou appuie sur un bouton). Un { -throne-soldier } avance de la somme ; une { -throne-unit } (2 { -throne-soldier(n: "other") }, un cheval) n'utilise que des valeurs paires et avance de la moitié ; une { -throne-squad } (4, une charrette) utilise des multiples de 4 et avance du quart. Arrête-toi sur une pièce adverse du même type sur une case simple pour la prendre (elle rentre au { -throne-home }, en { -throne-soldier(n: "other") }) et gagner une manche bonus ; les boucliers (chaque entrée et chaque { -throne-gate }, en gris) sont sûrs. Ta { -throne-gate } (la case avant ton entrée, avec le cadenas) reste verrouillée jusqu'à ta première prise ou jusqu'à ce qu'une pièce entre dans le { -throne } ; d'ici là, tes pièces tournent autour de l'anneau. Les { -throne-soldier(n: "other") } qui se retrouvent sur ta { -throne-gate } forment des { -throne-squad(n: "other") } puis ton { -throne-unit } (les emplacements de charrette montrent où tu en es) ; les { -throne-soldier(n: "other") } seuls attendent sur la { -throne-gate } jusqu'à ce que les deux { -throne-squad(n: "other") } et l'{ -throne-unit } existent. Les pièces entrent dans le { -throne } dans l'ordre { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }, avec la distance exacte ; le premier à finir gagne. On ne passe pas : s'il existe un coup, tu dois le jouer ; les valeurs qu'aucun coup ne peut utiliser sont perdues. L'image marque chaque case que tu peux atteindre.

throne-status-won = { $who } gagne le { -throne }
throne-status-throw = À { $who } de lancer
throne-status-throw-bonus = À { $who } de lancer (manche bonus)
throne-status-move = À { $who } de jouer avec { $values }
throne-header = { -throne } · { $status } · manche { $turn }
throne-header-ended = { -throne } · { $ended }
throne-foot = dernier lancer { $value } · cette manche { $values }
throne-foot-left = dernier lancer { $value } · cette manche { $values } · reste { $left }
throne-foot-no-throw = pas encore de lancer
throne-alt-head = { -throne }, { $players } joueurs. { $status }.
throne-alt-resigned = { $who } a abandonné.
throne-alt-seat = { $who } : { $home } au { -throne-home }, { $pieces } ; { -throne } { $finished } sur 5 ; { $gate ->
    [open] { -throne-gate } ouverte
   *[locked] { -throne-gate } verrouillée
}.
throne-alt-pieces = { $count ->
    [one] { $kind ->
        [unit] une { -throne-unit }
        [squad] une { -throne-squad }
       *[soldier] un { -throne-soldier }
    }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "other") }
        [squad] { -throne-squad(n: "other") }
       *[soldier] { -throne-soldier(n: "other") }
    }
} sur { $square }{ $gate ->
    [yes] {" "}({ -throne-gate })
   *[no] {""}
}
throne-alt-reachable = Accessibles : { $squares }.
throne-alt-last-throw = Dernier lancer { $value } ({ $white } blancs sur 8) ; valeurs { $values }.

throne-diagram-you = toi
throne-diagram-opponent = adversaire
throne-diagram-entry = ← ton entrée
throne-diagram-home = ← ton { -throne-home }
throne-diagram-gate = ta { -throne-gate } : cadenas, emplacements →
throne-diagram-bridge = ← ton { -throne-bridge }
throne-diagram-shields = boucliers (gris) : entrées et portes →
throne-diagram-alt = Le plateau de Throne pour 2 joueurs, annoté : ton { -throne-home } avec 12 { -throne-soldier(n: "other") }, ta case d'entrée 1 (une bande colorée), ta { -throne-gate } case 12 (bord coloré, un cadenas tant qu'elle est verrouillée, emplacements de charrette pour les formations), ton { -throne-bridge } de 2 cases vers le { -throne } au centre, et les cases bouclier grises (chaque entrée et chaque { -throne-gate }).

## /help : les commandes du jeu en une ligne.
throne-help = Throne : /challenge game:throne players:<2-4> ouvre une table ; /join, /leave, /start ; puis /throw et /move piece:<place> values:<6+5> (kind:unit|squad quand plusieurs types sont là).
