# Italian (it). Glossary: Swiss = sistema svizzero, round robin = girone all'italiana, knockout = eliminazione diretta, seed = testa di serie, standings = classifica, draw = patta, White/Black = Bianco/Nero (Ember, Frost stay English), puppeteer = burattinaio, witch = strega, general = generale, cardinal = cardinale, dragon = drago, sentinel = sentinella, archer = arciere, horseman = cavaliere, scout = esploratore; game titles, elements, augmentors and abilities stay English
# I nomi delle scelte fisse che Discord elenca per un'opzione (ciò che un
# giocatore sceglie; l'opzione mantiene la parola digitata in ogni lingua:
# `state:on`). Un messaggio per opzione e parola: choice-<option>-<word>.

## /tournament action:
choice-action-create = Crea
choice-action-join = Unisciti
choice-action-leave = Esci
choice-action-withdraw = Ritira
choice-action-start = Avvia
choice-action-pause = Metti in pausa
choice-action-resume = Riprendi
choice-action-end = Termina
choice-action-standings = Classifica
## /draw action:
choice-action-offer = Offri la patta
choice-action-accept = Accetta
choice-action-decline = Rifiuta

## /tournament format: e draws:
choice-format-swiss = Sistema svizzero
choice-format-roundrobin = Girone all'italiana
choice-format-double = Doppio girone all'italiana
choice-format-knockout = Eliminazione diretta
choice-format-arena = Arena
choice-format-tables = Tavoli (Throne)
choice-draws-replay = Rigioca la partita patta
choice-draws-seed = Passa la miglior testa di serie

## Giochi e schieramenti.
choice-game-masters = Masters
choice-game-regions = Regions chess
choice-game-throne = Throne
choice-game-elemental = Elemental chess
choice-side-white = Bianco
choice-side-black = Nero
choice-side-ember = Ember
choice-side-frost = Frost
choice-side-random = Casuale

## Tempo per turno.
choice-time-none = Senza limite di tempo
choice-time-5m = 5 minuti
choice-time-15m = 15 minuti
choice-time-1h = 1 ora
choice-time-6h = 6 ore
choice-time-1d = 1 giorno
choice-time-3d = 3 giorni
choice-time-7d = 7 giorni

## /notify mode:
choice-mode-every = Ogni turno
choice-mode-low = Solo a tempo quasi scaduto
choice-mode-digest = Un riepilogo giornaliero
choice-mode-off = Disattivo

## Attivo o disattivo; la lingua di chi.
choice-state-on = Attivo
choice-state-off = Disattivo
choice-daily-on = { choice-state-on }
choice-daily-off = { choice-state-off }
choice-for-me = Io
choice-for-server = Questo server

## /language locale: ogni lingua con le sue parole (uguale in ogni lingua).
choice-locale-auto = Automatica
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

## Masters: l'eredità della strega (/inherit choice:, /turn inherit:).
choice-choice-accept = Accetta
choice-choice-decline = Rifiuta
choice-choice-general = Generale
choice-choice-puppeteer = Burattinaio
choice-choice-cardinal = Cardinale
choice-choice-dragon = Drago
choice-choice-sentinel = Sentinella
choice-choice-archer = Arciere
choice-choice-horseman = Cavaliere
choice-choice-scout = Esploratore
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

## Elemental chess: elementi, potenziatori e abilità sono nomi propri del
## gioco (in inglese in ogni lingua); "none" si traduce.
choice-element-fire = Fire
choice-element-water = Water
choice-element-earth = Earth
choice-element-air = Air
choice-element-lightning = Lightning
choice-element-light = Light
choice-element-shadow = Shadow
choice-augmentor-none = Nessuno
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
choice-laugh-yes = Sì
