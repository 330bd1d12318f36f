# Українська (uk). Glossary: Swiss = швейцарська система, round robin = колова система, knockout = на вибування, seed = сіяний, standings = турнірна таблиця, draw = нічия, White/Black = білі/чорні (Ember, Frost stay English), puppeteer = ляльковод, witch = відьма, general = генерал, cardinal = кардинал, dragon = дракон, sentinel = вартовий, archer = лучник, horseman = вершник, scout = розвідник; game titles, elements, augmentors and abilities stay English
# Назви фіксованих варіантів, які Discord показує для опції (те, що вибирає
# гравець; опція зберігає набране слово в усіх мовах: `state:on`).
# Одне повідомлення на опцію і слово: choice-<option>-<word>.

## /tournament action:
choice-action-create = Створити
choice-action-join = Приєднатися
choice-action-leave = Вийти
choice-action-withdraw = Зняти учасника
choice-action-start = Почати
choice-action-pause = Призупинити
choice-action-resume = Відновити
choice-action-end = Завершити
choice-action-standings = Турнірна таблиця
## /draw action:
choice-action-offer = Запропонувати нічию
choice-action-accept = Прийняти
choice-action-decline = Відхилити

## /tournament format: і draws:
choice-format-swiss = Швейцарська система
choice-format-roundrobin = Колова система
choice-format-double = Двоколова система
choice-format-knockout = На вибування
choice-format-arena = Арена
choice-format-tables = Столи (Throne)
choice-draws-replay = Переграти нічию
choice-draws-seed = Проходить вищий сіяний

## Ігри та сторони.
choice-game-masters = Masters
choice-game-regions = Regions chess
choice-game-throne = Throne
choice-game-elemental = Elemental chess
choice-side-white = Білі
choice-side-black = Чорні
choice-side-ember = Ember
choice-side-frost = Frost
choice-side-random = Випадково

## Час на хід.
choice-time-none = Без обмеження часу
choice-time-5m = 5 хвилин
choice-time-15m = 15 хвилин
choice-time-1h = 1 година
choice-time-6h = 6 годин
choice-time-1d = 1 день
choice-time-3d = 3 дні
choice-time-7d = 7 днів

## /notify mode:
choice-mode-every = Кожен хід
choice-mode-low = Лише коли час спливає
choice-mode-digest = Щоденний підсумок
choice-mode-off = Вимк.

## Увімк. чи вимк.; чия мова.
choice-state-on = Увімк.
choice-state-off = Вимк.
choice-daily-on = { choice-state-on }
choice-daily-off = { choice-state-off }
choice-for-me = Я
choice-for-server = Цей сервер

## /language locale: кожна мова своїми словами (однаково в усіх мовах).
choice-locale-auto = Автоматично
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

## Masters: спадок відьми (/inherit choice:, /turn inherit:).
choice-choice-accept = Прийняти
choice-choice-decline = Відхилити
choice-choice-general = Генерал
choice-choice-puppeteer = Ляльковод
choice-choice-cardinal = Кардинал
choice-choice-dragon = Дракон
choice-choice-sentinel = Вартовий
choice-choice-archer = Лучник
choice-choice-horseman = Вершник
choice-choice-scout = Розвідник
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

## Elemental chess: стихії, підсилювачі та здібності — власні назви гри
## (англійською в усіх мовах); «none» перекладається.
choice-element-fire = Fire
choice-element-water = Water
choice-element-earth = Earth
choice-element-air = Air
choice-element-lightning = Lightning
choice-element-light = Light
choice-element-shadow = Shadow
choice-augmentor-none = Немає
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
choice-laugh-yes = Так
