# German (de). Glossary: Swiss = Schweizer System, round robin = Rundenturnier, knockout = K.-o.-System, seed = Gesetzter, standings = Rangliste, draw = Remis, White/Black = Weiß/Schwarz (Ember, Frost stay English), puppeteer = Puppenspieler, witch = Hexe, general = General, cardinal = Kardinal, dragon = Drache, sentinel = Wächter, archer = Bogenschütze, horseman = Reiter, scout = Späher; game titles, elements, augmentors and abilities stay English
# Die Namen der festen Auswahlwerte, die Discord für eine Option auflistet
# (was ein Spieler auswählt; die Option behält in jeder Sprache das getippte
# Wort: `state:on`). Eine Nachricht pro Option und Wort: choice-<option>-<word>.

## /tournament action:
choice-action-create = Erstellen
choice-action-join = Beitreten
choice-action-leave = Verlassen
choice-action-withdraw = Abmelden
choice-action-start = Starten
choice-action-pause = Pausieren
choice-action-resume = Fortsetzen
choice-action-end = Beenden
choice-action-standings = Rangliste
## /draw action:
choice-action-offer = Remis anbieten
choice-action-accept = Annehmen
choice-action-decline = Ablehnen

## /tournament format: und draws:
choice-format-swiss = Schweizer System
choice-format-roundrobin = Rundenturnier
choice-format-double = Doppelrundenturnier
choice-format-knockout = K.-o.-System
choice-format-arena = Arena
choice-format-tables = Tische (Throne)
choice-draws-replay = Remis wiederholen
choice-draws-seed = Höher Gesetzter kommt weiter

## Spiele und Seiten.
choice-game-masters = Masters
choice-game-regions = Regions chess
choice-game-throne = Throne
choice-game-elemental = Elemental chess
choice-side-white = Weiß
choice-side-black = Schwarz
choice-side-ember = Ember
choice-side-frost = Frost
choice-side-random = Zufällig

## Zeit pro Zug.
choice-time-none = Ohne Zeitlimit
choice-time-5m = 5 Minuten
choice-time-15m = 15 Minuten
choice-time-1h = 1 Stunde
choice-time-6h = 6 Stunden
choice-time-1d = 1 Tag
choice-time-3d = 3 Tage
choice-time-7d = 7 Tage

## /notify mode:
choice-mode-every = Jeder Zug
choice-mode-low = Nur wenn die Zeit knapp wird
choice-mode-digest = Tägliche Übersicht
choice-mode-off = Aus

## An oder aus; wessen Sprache.
choice-state-on = An
choice-state-off = Aus
choice-daily-on = { choice-state-on }
choice-daily-off = { choice-state-off }
choice-for-me = Ich
choice-for-server = Dieser Server

## /language locale: jede Sprache in ihren eigenen Worten (in jeder Sprache gleich).
choice-locale-auto = Automatisch
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

## Masters: das Erbe der Hexe (/inherit choice:, /turn inherit:).
choice-choice-accept = Annehmen
choice-choice-decline = Ablehnen
choice-choice-general = General
choice-choice-puppeteer = Puppenspieler
choice-choice-cardinal = Kardinal
choice-choice-dragon = Drache
choice-choice-sentinel = Wächter
choice-choice-archer = Bogenschütze
choice-choice-horseman = Reiter
choice-choice-scout = Späher
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

## Elemental chess: Elemente, Verstärker und Fähigkeiten sind Eigennamen des
## Spiels (in jeder Sprache englisch); „none“ wird übersetzt.
choice-element-fire = Fire
choice-element-water = Water
choice-element-earth = Earth
choice-element-air = Air
choice-element-lightning = Lightning
choice-element-light = Light
choice-element-shadow = Shadow
choice-augmentor-none = Keine
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
choice-laugh-yes = Ja
