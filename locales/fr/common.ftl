# French (fr). Glossary: move = coup, turn = tour, piece = pièce, square = case, game = jeu (une partie), challenge = défi, claim = prise de contrôle, draw = nulle, infiltrator = infiltré, loadout = équipement, augmentor = amplificateur, shells = coquillages
# Listes et petits mots partagés par toutes les parties du bot.

## Listes : « a, b et c », « a, b ou c ». $head contient tous les éléments sauf le dernier,
## déjà joints par list-comma.
list-comma = {", "}
list-and = { $head } et { $last }
list-or = { $head } ou { $last }

## L’échéance d’un message, sur une ligne à part. $when est un moment.
reply-due = Échéance : { $when }.

## Une langue par son code, dans ses propres mots (identique dans chaque langue).
language-name = { $code ->
    [en-US] English (US)
    [de] Deutsch
    [fr] Français
    [es-ES] Español
    [pt-BR] Português (Brasil)
    [it] Italiano
    [pl] Polski
    [ru] Русский
    [uk] Українська
    [tr] Türkçe
    [ja] 日本語
    [zh-CN] 中文（简体）
    [ko] 한국어
   *[other] { $code }
}

## Une durée : $n fois $unit (day, hour, minute ou second).
time-span = { $unit ->
    [day] { $n ->
        [one] { $n } jour
       *[other] { $n } jours
    }
    [hour] { $n ->
        [one] { $n } heure
       *[other] { $n } heures
    }
    [minute] { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
   *[second] { $n ->
        [one] { $n } seconde
       *[other] { $n } secondes
    }
}

## Boutons que montre chaque jeu.
button-accept = Accepter
button-decline = Refuser
button-join = Rejoindre
button-leave = Quitter
button-start = Lancer
button-game-page = Page de la partie
button-play = Jouer
button-rematch = Revanche
button-end-turn = Finir le tour
button-undo = Annuler
button-throw = Lancer
button-move = Déplacer
button-accept-draw = Accepter la nulle
button-decline-draw = Refuser la nulle
button-play-on-the-web = Jouer sur le web
button-back = Retour
button-start-again = Recommencer

## La ligne après une partie terminée, avec le lien vers sa rediffusion. $game est son numéro.
replay-line = Revois-la : /replay game:{ $game }
