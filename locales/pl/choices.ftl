# Polish (pl). Glossary: Swiss = system szwajcarski, round robin = każdy z każdym, knockout = system pucharowy, seed = rozstawiony, standings = klasyfikacja, draw = remis, White/Black = Białe/Czarne (Ember, Frost stay English), puppeteer = lalkarz, witch = wiedźma, general = generał, cardinal = kardynał, dragon = smok, sentinel = strażnik, archer = łucznik, horseman = jeździec, scout = zwiadowca; game titles, elements, augmentors and abilities stay English
# Nazwy stałych wyborów, które Discord wyświetla dla opcji (to, co wybiera
# gracz; opcja zachowuje wpisywane słowo w każdym języku: `state:on`).
# Jedna wiadomość na opcję i słowo: choice-<option>-<word>.

## /tournament action:
choice-action-create = Utwórz
choice-action-join = Dołącz
choice-action-leave = Opuść
choice-action-withdraw = Wycofaj
choice-action-start = Rozpocznij
choice-action-pause = Wstrzymaj
choice-action-resume = Wznów
choice-action-end = Zakończ
choice-action-standings = Klasyfikacja
## /draw action:
choice-action-offer = Zaproponuj remis
choice-action-accept = Przyjmij
choice-action-decline = Odrzuć

## /tournament format: i draws:
choice-format-swiss = System szwajcarski
choice-format-roundrobin = Każdy z każdym
choice-format-double = Każdy z każdym dwukrotnie
choice-format-knockout = System pucharowy
choice-format-arena = Arena
choice-format-tables = Stoły (Throne)
choice-draws-replay = Powtórz zremisowaną partię
choice-draws-seed = Awansuje wyżej rozstawiony

## Gry i strony.
choice-game-masters = Masters
choice-game-regions = Regions chess
choice-game-throne = Throne
choice-game-elemental = Elemental chess
choice-side-white = Białe
choice-side-black = Czarne
choice-side-ember = Ember
choice-side-frost = Frost
choice-side-random = Losowo

## Czas na turę.
choice-time-none = Bez limitu czasu
choice-time-5m = 5 minut
choice-time-15m = 15 minut
choice-time-1h = 1 godzina
choice-time-6h = 6 godzin
choice-time-1d = 1 dzień
choice-time-3d = 3 dni
choice-time-7d = 7 dni

## /notify mode:
choice-mode-every = Każda tura
choice-mode-low = Tylko gdy kończy się czas
choice-mode-digest = Codzienne podsumowanie
choice-mode-off = Wyłączone

## Włączone lub wyłączone; czyj język.
choice-state-on = Włączone
choice-state-off = Wyłączone
choice-daily-on = { choice-state-on }
choice-daily-off = { choice-state-off }
choice-for-me = Ja
choice-for-server = Ten serwer

## /language locale: każdy język jego własnymi słowami (tak samo w każdym języku).
choice-locale-auto = Automatycznie
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

## Masters: dziedzictwo wiedźmy (/inherit choice:, /turn inherit:).
choice-choice-accept = Przyjmij
choice-choice-decline = Odrzuć
choice-choice-general = Generał
choice-choice-puppeteer = Lalkarz
choice-choice-cardinal = Kardynał
choice-choice-dragon = Smok
choice-choice-sentinel = Strażnik
choice-choice-archer = Łucznik
choice-choice-horseman = Jeździec
choice-choice-scout = Zwiadowca
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

## Elemental chess: żywioły, wzmacniacze i zdolności to nazwy własne gry
## (po angielsku w każdym języku); „none” się tłumaczy.
choice-element-fire = Fire
choice-element-water = Water
choice-element-earth = Earth
choice-element-air = Air
choice-element-lightning = Lightning
choice-element-light = Light
choice-element-shadow = Shadow
choice-augmentor-none = Brak
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
choice-laugh-yes = Tak
