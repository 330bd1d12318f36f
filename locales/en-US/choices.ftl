# The names of the fixed choices Discord lists for an option (what a
# player picks from; the option keeps the word typed in every language:
# `state:on`). One message per option and word: choice-<option>-<word>.

## /tournament action:
choice-action-create = Create
choice-action-join = Join
choice-action-leave = Leave
choice-action-withdraw = Withdraw
choice-action-start = Start
choice-action-pause = Pause
choice-action-resume = Resume
choice-action-end = End
choice-action-standings = Standings
## /draw action:
choice-action-offer = Offer a draw
choice-action-accept = Accept
choice-action-decline = Decline

## /tournament format: and draws:
choice-format-swiss = Swiss
choice-format-roundrobin = Round robin
choice-format-double = Double round robin
choice-format-knockout = Knockout
choice-format-arena = Arena
choice-format-tables = Tables (Throne)
choice-draws-replay = Replay a drawn game
choice-draws-seed = Higher seed goes through

## Games and sides.
choice-game-masters = Masters
choice-game-regions = Regions chess
choice-game-throne = Throne
choice-game-elemental = Elemental chess
choice-side-white = White
choice-side-black = Black
choice-side-ember = Ember
choice-side-frost = Frost
choice-side-random = Random

## Time per turn.
choice-time-none = No clock
choice-time-5m = 5 minutes
choice-time-15m = 15 minutes
choice-time-1h = 1 hour
choice-time-6h = 6 hours
choice-time-1d = 1 day
choice-time-3d = 3 days
choice-time-7d = 7 days

## /notify mode:
choice-mode-every = Every turn
choice-mode-low = Only when time runs low
choice-mode-digest = A daily digest
choice-mode-off = Off

## On or off; whose language.
choice-state-on = On
choice-state-off = Off
choice-daily-on = { choice-state-on }
choice-daily-off = { choice-state-off }
choice-for-me = Me
choice-for-server = This server

## /language locale: each language in its own words (the same in every locale).
choice-locale-auto = Automatic
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

## Masters: the witch's inheritance (/inherit choice:, /turn inherit:).
choice-choice-accept = Accept
choice-choice-decline = Decline
choice-choice-general = General
choice-choice-puppeteer = Puppeteer
choice-choice-cardinal = Cardinal
choice-choice-dragon = Dragon
choice-choice-sentinel = Sentinel
choice-choice-archer = Archer
choice-choice-horseman = Horseman
choice-choice-scout = Scout
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

## Elemental chess: elements, augmentors and abilities are the game's
## proper names (English in every language); "none" is translated.
choice-element-fire = Fire
choice-element-water = Water
choice-element-earth = Earth
choice-element-air = Air
choice-element-lightning = Lightning
choice-element-light = Light
choice-element-shadow = Shadow
choice-augmentor-none = None
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
choice-laugh-yes = Yes
