# French (fr). Glossary: move = coup, turn = tour, piece = pièce, square = case, game = jeu (une partie), challenge = défi, claim = prise de contrôle, draw = nulle, infiltrator = infiltré, loadout = équipement, augmentor = amplificateur, shells = coquillages
# Descriptions des commandes slash, telles que Discord les affiche à côté de chaque
# commande et option (100 caractères au plus ; les noms et les choix restent en
# anglais pour que `/move from:E2 to:E4` se lise partout pareil). Une description
# partagée par plusieurs commandes est écrite une fois et référencée.

## La description d’une commande que seuls certains jeux ont, en les nommant.
## $games est la liste des titres des jeux, $about la description.
command-for-games = { $games } : { $about }
## Le titre d’un jeu dans une telle liste.
game-title = { $title }

## Les commandes de l’hôte.
command-challenge = Défier quelqu’un à une partie dans ce salon (Throne : ouvrir une table de 2 à 4)
command-challenge-opponent = Qui tu défies (à une table : qui tu invites ; tout le monde peut rejoindre)
command-challenge-game = Quel jeu (par défaut : le premier de /help)
command-challenge-side = Ton camp (par défaut : à pile ou face)
command-challenge-players = Jeux à table : nombre de places, de 2 à 4 (par défaut : le maximum)
command-challenge-time = Temps par tour (1 jour par défaut) ; le joueur qui doit jouer perd s’il est écoulé
command-challenge-rated = Si la partie compte pour le classement (true par défaut ; false : partie amicale)
command-challenge-level = Contre le bot : sa force, de 1 (rapide, faible) à 5 (le plus fort) ; 3 par défaut
command-challenge-bots = Jeux à table : places prises d’emblée par le bot, de 1 à 3 (force via level:)
command-accept = Accepter le défi qu’on t’a lancé
command-decline = Refuser le défi qu’on t’a lancé
command-cancel = Retirer ton défi
command-join = Prendre place à la table ouverte
command-leave = Quitter ta place à la table ouverte
command-start = Lancer la partie de la table (son créateur, dès que 2 joueurs ou plus sont assis)
command-board = Montrer le plateau à tout le monde
command-game = À qui c’est le tour, prises de contrôle, propositions, captures et position (en privé)
command-history = Le relevé de la partie (en privé)
command-play = Jouer ton tour en choisissant étape par étape, sans rien taper (en privé)
command-undo = Effacer ton tour préparé
command-endturn = Jouer ton tour préparé
command-resign = Abandonner la partie
command-abort = Arrêter la partie avant son deuxième tour, sans résultat
command-draw = Proposer, accepter ou refuser la nulle
command-draw-action = offer, accept ou decline
command-rules = Les règles d’un jeu ; avec une pièce, sa façon de se déplacer
command-rules-game = Quel jeu (par défaut : celui de ce salon)
command-rules-piece = La pièce à montrer
command-leaderboard = Les dix joueurs les mieux classés d’un jeu sur ce serveur, et ta place
command-leaderboard-game = { command-rules-game }
command-profile = Classements, victoires, défaites, nulles, série et cinq dernières parties d’un joueur
command-profile-user = De qui (par défaut : toi)
command-archive = Publier les parties de ce serveur sur le web, ou arrêter (gestion du serveur)
command-archive-state = on ou off
command-anonymous = Apparaître comme « anonymous » dans les archives web du bot, ou de nouveau sous ton nom
command-anonymous-state = { command-archive-state }
command-language = La langue de mes réponses pour toi, ou celle des messages publics du serveur
command-language-locale = Une langue, ou auto pour suivre tes réglages Discord
command-language-for = Toi seul, ou le serveur (ses gestionnaires) (par défaut : toi)
command-notify = Alertes de tour en DM : chaque tour, temps qui presse, récapitulatif quotidien ou désactivées
command-notify-mode = every (tes tours et temps qui presse), low (temps qui presse), digest (1 fois/jour) ou off
command-notify-game = Seulement pour ce jeu (par défaut : tous les jeux)
command-notify-quiet = Heures calmes, comme 22-07 (demande zone:)
command-notify-zone = Ton fuseau horaire, comme Europe/Berlin
command-notify-low = Rappel quand il reste moins de minutes (par défaut : un quart du tour, 60 au plus)
command-replay = Une partie en image animée (la dernière du salon, ou une autre par son numéro)
command-replay-game = Le numéro de la partie, tel qu’affiché par /history (par défaut : la dernière du salon)
command-analyse = Analyse par le bot d’une partie terminée (la dernière du salon, ou une autre par son numéro)
command-analyse-game = Le numéro de la partie, tel qu’affiché par /history (par défaut : la dernière du salon)
command-tournament = Tournois : create, join, leave, start, standings ; orga : withdraw, pause, resume, end
command-tournament-action = Que faire
command-tournament-game = create : quel jeu (par défaut : le premier de /help)
command-tournament-format = create : swiss (par défaut), roundrobin, double, knockout, arena ; Throne : tables
command-tournament-rounds = create : rondes en swiss et tables (par défaut : assez pour un vainqueur net)
command-tournament-time = create : temps par tour dans chaque partie (1 jour par défaut) ; un absent perd au temps
command-tournament-starts = create : démarre seul après ce délai, ex. 30m, 2h ou 1d (par défaut : via start)
command-tournament-length = create : arena seulement, durée d’appariement des parties, ex. 1h (1h par défaut)
command-tournament-draws = create : knockout seulement ; nulle rejouée (défaut) ou la meilleure tête de série passe
command-tournament-player = join (l’organisateur inscrit quelqu’un, ou le bot) ou withdraw : qui
command-tournament-level = join avec player: le bot : son niveau, de 1 (rapide) à 5 (le plus fort)
command-help = Les commandes et le déroulement d’un tour

## Masters
command-masters-move = Préparer un coup ; tu vois un aperçu privé avant de finir ton tour
command-masters-move-from = La case de la pièce, ex. E2
command-masters-move-to = Sa destination, ex. E4
command-masters-move-promote = Ce que devient une pièce qui atteint sa dernière rangée
command-masters-claim = Préparer une prise de contrôle avec ton marionnettiste ; sans cible : les cibles possibles
command-masters-claim-target = La case de la pièce adverse, ex. F9
command-masters-inherit = Répondre à l’offre d’héritage de ta sorcière
command-masters-inherit-choice = accept, decline, ou la pièce dont elle reprend les déplacements
command-masters-turn = Jouer un tour complet en une seule commande
command-masters-turn-move = Un coup, ex. E2-E4
command-masters-turn-claim = Une cible de prise de contrôle, ex. F9
command-masters-turn-inherit = Ta réponse à l’offre de la sorcière
command-masters-turn-promote = { command-masters-move-promote }

## Regions chess
command-regions-pick = Choisir ton infiltré secret, une pièce adverse (toi seul la vois)
command-regions-pick-piece = La case de la pièce adverse, ex. e9
command-regions-move = { command-masters-move }
command-regions-move-from = { command-masters-move-from }
command-regions-move-to = { command-masters-move-to }
command-regions-move-promote = { command-masters-move-promote }
command-regions-move-carry = Le pion que ton commandant emmène avec lui
command-regions-move-carry_promote = Ce que devient le pion emmené sur sa dernière rangée
command-regions-reveal = Révéler ton infiltré (une fois qu’un échec a eu lieu) ; cela termine ton tour
command-regions-turn = { command-masters-turn }
command-regions-turn-move = { command-masters-turn-move }
command-regions-turn-promote = { command-masters-move-promote }
command-regions-turn-carry = { command-regions-move-carry }
command-regions-turn-carry_promote = { command-regions-move-carry_promote }

## Throne
command-throne-throw = Lancer les coquillages pour ta manche
command-throne-move = Déplacer une pièce avec certaines de tes valeurs, en une fois
command-throne-move-piece = Où se trouve la pièce (home, 1–12, red-1 …)
command-throne-move-kind = soldier, unit ou squad, s’il y en a plusieurs à cet endroit
command-throne-move-values = Les valeurs à dépenser, ex. 6+5

## Elemental chess
command-elemental-loadout = Choisir et verrouiller ton équipement secret (piece: une pièce, Lightning)
command-elemental-loadout-element = Ton élément
command-elemental-loadout-augmentor = L’amplificateur que porte chaque pièce (ou cette pièce, avec piece:)
command-elemental-loadout-offense = Capacité offensive
command-elemental-loadout-temporal = Capacité temporelle
command-elemental-loadout-piece = Lightning : la pièce à laquelle s’appliquent ces emplacements, ex. e2
command-elemental-move = { command-masters-move }
command-elemental-move-from = { command-masters-move-from }
command-elemental-move-to = { command-masters-move-to }
command-elemental-move-promote = { command-masters-move-promote }
command-elemental-move-chain = Chain Kill : la pièce alliée au bout de la chaîne, d’où capturer, ex. c3
command-elemental-move-dk = Double Kill : la pièce adverse à retirer, voisine de la case de capture, ex. g7
command-elemental-move-qk = Quantum Kill : la pièce adverse à retirer, ex. a7
command-elemental-move-bdk = Fire, Blaze Rush : la cible du Double Kill supplémentaire, ex. g7
command-elemental-move-bqk = Fire, Blaze Rush : la cible du Quantum Kill supplémentaire, ex. a7
command-elemental-move-res = Resurrection : la pièce manquante à ramener, et où, ex. knight@b1
command-elemental-move-lock = Temporal Lock : la pièce adverse à verrouiller, ex. d7
command-elemental-move-then = Après le coup : le Quantum Step, puis les pas, ex. f4, f4,g5 ou b4,a4,b5 (E93)
command-elemental-move-rj = Lightning, Raijin : la capture après le Quantum Step, ex. f5 ou f8=q,dk:g7
command-elemental-move-laugh = Schrödinger's Laugh : copier la pièce sur to: au lieu de la déplacer
command-elemental-move-face = Orientations de Block Piece, ex. north ou e2=north
command-elemental-turn = { command-masters-turn }
command-elemental-turn-move = { command-masters-turn-move }
command-elemental-turn-promote = { command-masters-move-promote }
command-elemental-turn-chain = { command-elemental-move-chain }
command-elemental-turn-dk = { command-elemental-move-dk }
command-elemental-turn-qk = { command-elemental-move-qk }
command-elemental-turn-bdk = { command-elemental-move-bdk }
command-elemental-turn-bqk = { command-elemental-move-bqk }
command-elemental-turn-res = { command-elemental-move-res }
command-elemental-turn-lock = { command-elemental-move-lock }
command-elemental-turn-then = { command-elemental-move-then }
command-elemental-turn-rj = { command-elemental-move-rj }
command-elemental-turn-laugh = { command-elemental-move-laugh }
command-elemental-turn-face = { command-elemental-move-face }
command-mygames = Tes parties en cours sur tous les serveurs : à qui le tour, pour quand, où (en privé)
command-puzzle = Un problème tiré des parties de ce serveur (ou d’ailleurs) à résoudre ici ; daily:on : un par jour
command-puzzle-game = Les problèmes de quel jeu (par défaut : tous)
command-puzzle-daily = Publier un problème ici chaque jour, ou arrêter (gestion du serveur)
