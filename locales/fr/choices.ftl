# French (fr). Glossary: Swiss = système suisse, round robin = toutes rondes, knockout = élimination directe, seed = tête de série, standings = classement, draw = nulle, White/Black = Blancs/Noirs (Ember, Frost stay English), puppeteer = marionnettiste, witch = sorcière, general = général, cardinal = cardinal, dragon = dragon, sentinel = sentinelle, archer = archer, horseman = cavalier, scout = éclaireur; game titles, elements, augmentors and abilities stay English
# Les noms des choix fixes que Discord liste pour une option (ce qu’un joueur
# sélectionne ; l’option garde le mot tapé dans toutes les langues :
# `state:on`). Un message par option et par mot : choice-<option>-<word>.

## /tournament action :
choice-action-create = Créer
choice-action-join = Rejoindre
choice-action-leave = Quitter
choice-action-withdraw = Retirer
choice-action-start = Lancer
choice-action-pause = Mettre en pause
choice-action-resume = Reprendre
choice-action-end = Terminer
choice-action-standings = Classement
## /draw action :
choice-action-offer = Proposer la nulle
choice-action-accept = Accepter
choice-action-decline = Refuser

## /tournament format : et draws :
choice-format-swiss = Système suisse
choice-format-roundrobin = Toutes rondes
choice-format-double = Double toutes rondes
choice-format-knockout = Élimination directe
choice-format-arena = Arène
choice-format-tables = Tables (Throne)
choice-draws-replay = Rejouer la partie nulle
choice-draws-seed = La meilleure tête de série passe

## Jeux et camps.
choice-game-masters = Masters
choice-game-regions = Regions chess
choice-game-throne = Throne
choice-game-elemental = Elemental chess
choice-side-white = Blancs
choice-side-black = Noirs
choice-side-ember = Ember
choice-side-frost = Frost
choice-side-random = Au hasard

## Temps par tour.
choice-time-none = Sans limite de temps
choice-time-5m = 5 minutes
choice-time-15m = 15 minutes
choice-time-1h = 1 heure
choice-time-6h = 6 heures
choice-time-1d = 1 jour
choice-time-3d = 3 jours
choice-time-7d = 7 jours

## /notify mode :
choice-mode-every = Chaque tour
choice-mode-low = Seulement quand le temps presse
choice-mode-digest = Un récapitulatif quotidien
choice-mode-off = Désactivé

## Activé ou désactivé ; la langue de qui.
choice-state-on = Activé
choice-state-off = Désactivé
choice-daily-on = { choice-state-on }
choice-daily-off = { choice-state-off }
choice-for-me = Moi
choice-for-server = Ce serveur

## /language locale : chaque langue dans ses propres mots (identique dans toutes les langues).
choice-locale-auto = Automatique
choice-locale-en-US = English (US)
choice-locale-de = Deutsch
choice-locale-fr = Français
choice-locale-es-ES = Español
choice-locale-pt-BR = Português (Brasil)
choice-locale-it = Italiano
choice-locale-pl = Polski
choice-locale-ru = Русский
choice-locale-uk = Українська
choice-locale-tr = Türkçe
choice-locale-ko = 한국어
choice-locale-ja = 日本語
choice-locale-zh-CN = 中文（简体）

## Masters : l’héritage de la sorcière (/inherit choice:, /turn inherit:).
choice-choice-accept = Accepter
choice-choice-decline = Refuser
choice-choice-general = Général
choice-choice-puppeteer = Marionnettiste
choice-choice-cardinal = Cardinal
choice-choice-dragon = Dragon
choice-choice-sentinel = Sentinelle
choice-choice-archer = Archer
choice-choice-horseman = Cavalier
choice-choice-scout = Éclaireur
choice-inherit-accept = { choice-choice-accept }
choice-inherit-decline = { choice-choice-decline }
choice-inherit-general = { choice-choice-general }
choice-inherit-puppeteer = { choice-choice-puppeteer }
choice-inherit-cardinal = { choice-choice-cardinal }
choice-inherit-dragon = { choice-choice-dragon }
choice-inherit-sentinel = { choice-choice-sentinel }
choice-inherit-archer = { choice-choice-archer }
choice-inherit-horseman = { choice-choice-horseman }
choice-inherit-scout = { choice-choice-scout }

## Elemental chess : éléments, amplificateurs et capacités sont des noms propres
## du jeu (en anglais dans toutes les langues) ; « none » est traduit.
choice-element-fire = Fire
choice-element-water = Water
choice-element-earth = Earth
choice-element-air = Air
choice-element-lightning = Lightning
choice-element-light = Light
choice-element-shadow = Shadow
choice-augmentor-none = Aucun
choice-augmentor-side-step = Side Step
choice-augmentor-quantum-step = Quantum Step
choice-augmentor-stalwart = Stalwart
choice-augmentor-belligerent = Belligerent
choice-augmentor-indomitable = Indomitable
choice-augmentor-block-piece = Block Piece
choice-offense-none = { choice-augmentor-none }
choice-offense-chain-kill = Chain Kill
choice-offense-double-kill = Double Kill
choice-offense-quantum-kill = Quantum Kill
choice-offense-poisonous-meat = Poisonous Meat
choice-temporal-none = { choice-augmentor-none }
choice-temporal-do-over = Do-Over
choice-temporal-resurrection = Resurrection
choice-temporal-temporal-lock = Temporal Lock
choice-temporal-schrodingers-laugh = Schrödinger's Laugh
choice-laugh-yes = Oui
