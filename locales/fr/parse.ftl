# French (fr). Glossary: command = commande, option = option, value = valeur, channel = salon, button = bouton, menu = menu, game = jeu (une partie), side = camp, turn = tour, piece = pièce, level = niveau, event = tournoi, round = ronde, table = table, seat = place, clock = pendule
# Une commande mal tapée : ce que prend chaque option. $value est ce qui a été
# tapé (raccourci) ; les listes de valeurs ($games, $sides, $times, $formats,
# $others) sont déjà reliées par « ou » ; $game est le titre d’un jeu.

## /challenge, /replay, /draw, /rules, /archive et les autres.
parse-not-a-game = `game:{ $value }` n’est pas un jeu que j’héberge pour l’instant : utilise { $games }.
parse-unknown-member = Je ne sais pas qui est `{ $value }` : indique un membre de ce salon.
parse-no-such-command = Il n’y a pas de commande `/{ $value }`. Tape /help pour la liste.
## $verb est la commande ; $options ses options, telles qu’on les tape.
parse-no-such-option = `/{ $verb }` n’a pas d’option `{ $value }` ; ses options sont : { $options }.
parse-no-options = `/{ $verb }` n’a pas d’option `{ $value }` ; elle n’en prend aucune.
parse-needs-opponent = `/challenge` a besoin de `opponent:`, par exemple /challenge opponent:bob.
parse-players-not-a-table = `players:` sert aux jeux à table ; { $game } se joue à deux.
## $min et $max sont des nombres de joueurs.
parse-not-a-table-size = `players:{ $value }` n’est pas une taille de table : utilise de { $min } à { $max }.
parse-no-side-to-choose = `side:{ $value }` : dans { $game }, les places suivent l’ordre d’arrivée, il n’y a donc pas de camp à choisir.
parse-not-a-side = `side:{ $value }` n’est pas un camp : utilise { $sides }.
parse-not-a-turn-time = `time:{ $value }` n’est pas une durée de tour : utilise { $times }.
parse-not-a-rated-answer = `rated:{ $value }` n’est pas une réponse : utilise rated:true ou rated:false.
parse-not-a-level = `level:{ $value }` n’est pas un niveau : utilise de 1 (rapide, faible) à 5 (le plus fort).
parse-bots-not-a-table = `bots:` sert aux jeux à table ; dans { $game }, défie le bot lui-même, par exemple /challenge opponent:engine.
## $max est un nombre de places.
parse-not-bot-seats = `bots:{ $value }` n’est pas un nombre de places pour le bot : utilise de 1 à { $max }.
parse-not-a-game-number = `game:{ $value }` n’est pas un numéro de partie : utilise le numéro que montre /history, par exemple game:12.
parse-not-a-draw-action = `action:{ $value }` n’est pas une action de nulle : utilise offer, accept ou decline.
## $first est le nom d’un jeu tel qu’on le tape (masters) ; $others les noms des autres jeux.
parse-not-a-piece = `piece:{ $value }` n’est une pièce d’aucun jeu d’ici : `/rules game:{ $first }` (ou { $others }) liste les pièces du jeu.
## $verb est la commande (/archive, /anonymous).
parse-not-on-or-off = `state:{ $value }` n’est ni on ni off : utilise { $verb } state:on ou state:off.

## Une ligne tapée (la console), /choose et /press.
## $max est un nombre de caractères.
parse-too-long = Cette commande est trop longue (plus de { $max } caractères).
parse-empty = Tape une commande, par exemple /help.
parse-no-slash = Les commandes commencent par `/`, comme /help ; `{ $value }`, non.
parse-choose-not-a-number = `/choose { $value }` : donne le numéro d’un choix, par exemple /choose 2 (/play les liste), ou un identifiant de menu et une valeur.
parse-choose-needs = `/choose` a besoin du numéro d’un choix, par exemple /choose 2 (/play les liste), ou d’un identifiant de menu et d’une valeur, comme /choose g:1:0:cs:p:0:~0 e9.
parse-not-my-menu = Ce menu n’est pas le mien.
parse-press-needs = `/press` a besoin d’un identifiant de bouton, par exemple /press g:1:4:endturn.
parse-press-one = `/press` prend un seul identifiant de bouton, rien de plus, par exemple /press g:1:4:endturn.
parse-not-my-button = Ce bouton n’est pas le mien.
parse-not-an-option = `{ $value }` n’est pas une option : écris nom:valeur, par exemple from:E2.
parse-option-twice = L’option `{ $value }` est donnée deux fois.

## /tournament.
event-needs-action = `/tournament` a besoin de `action:` (create, join, leave, start, standings, withdraw, pause, resume ou end), par exemple /tournament action:standings.
event-withdraw-needs-player = Indique qui retirer, par exemple /tournament action:withdraw player:bob.
event-not-an-action = `action:{ $value }` n’est pas une action de tournoi : utilise create, join, leave, start, standings, withdraw, pause, resume ou end.
event-not-a-format = `format:{ $value }` n’est pas un format : utilise { $formats }.
event-tables-only = { $game } se joue à des tables de quatre au plus : ses tournois utilisent format:tables.
event-tables-not-for-two = format:tables sert aux jeux à plus de deux ; { $game } se joue à deux : utilise swiss, roundrobin, double, knockout ou arena.
## $max est un nombre de rondes.
event-not-rounds = `rounds:{ $value }` n’est pas un nombre de rondes : utilise de 1 à { $max }.
event-rounds-not-here = `rounds:` sert aux tournois suisses et en tables ; les autres formats fixent eux-mêmes leurs rondes.
event-needs-clock = Les parties d’un tournoi ont besoin d’une pendule (un absent perd au temps) : utilise une durée comme time:1d.
event-not-starts = `starts:{ $value }` n’est pas un délai à partir de maintenant : utilise des minutes, des heures ou des jours, comme starts:30m ou starts:2d.
event-length-not-here = `length:` sert aux arènes : combien de temps de nouvelles parties sont appariées.
event-not-length = `length:{ $value }` n’est pas une durée : utilise des minutes, des heures ou des jours, comme length:1h.
event-draws-not-here = `draws:` sert aux tournois à élimination directe : ce qui départage une partie nulle.
event-not-draw-rule = `draws:{ $value }` n’est pas une règle de nulle : utilise replay (rejouée, places inversées) ou seed (la tête de série la mieux placée passe).
