# Русский (ru). Glossary: Swiss = швейцарская система, round robin = круговая система, knockout = на выбывание, seed = сеяный, standings = турнирная таблица, draw = ничья, White/Black = белые/чёрные (Ember, Frost stay English), puppeteer = кукловод, witch = ведьма, general = генерал, cardinal = кардинал, dragon = дракон, sentinel = страж, archer = лучник, horseman = всадник, scout = разведчик; game titles, elements, augmentors and abilities stay English
# Названия фиксированных вариантов, которые Discord показывает для опции (то,
# что выбирает игрок; опция сохраняет набираемое слово на всех языках:
# `state:on`). Одно сообщение на опцию и слово: choice-<option>-<word>.

## /tournament action:
choice-action-create = Создать
choice-action-join = Присоединиться
choice-action-leave = Выйти
choice-action-withdraw = Снять участника
choice-action-start = Начать
choice-action-pause = Приостановить
choice-action-resume = Возобновить
choice-action-end = Завершить
choice-action-standings = Турнирная таблица
## /draw action:
choice-action-offer = Предложить ничью
choice-action-accept = Принять
choice-action-decline = Отклонить

## /tournament format: и draws:
choice-format-swiss = Швейцарская система
choice-format-roundrobin = Круговая система
choice-format-double = Двухкруговая система
choice-format-knockout = На выбывание
choice-format-arena = Арена
choice-format-tables = Столы (Throne)
choice-draws-replay = Переиграть ничью
choice-draws-seed = Проходит сеяный выше

## Игры и стороны.
choice-game-masters = Masters
choice-game-regions = Regions chess
choice-game-throne = Throne
choice-game-elemental = Elemental chess
choice-side-white = Белые
choice-side-black = Чёрные
choice-side-ember = Ember
choice-side-frost = Frost
choice-side-random = Случайно

## Время на ход.
choice-time-none = Без ограничения времени
choice-time-5m = 5 минут
choice-time-15m = 15 минут
choice-time-1h = 1 час
choice-time-6h = 6 часов
choice-time-1d = 1 день
choice-time-3d = 3 дня
choice-time-7d = 7 дней

## /notify mode:
choice-mode-every = Каждый ход
choice-mode-low = Только когда время на исходе
choice-mode-digest = Ежедневная сводка
choice-mode-off = Выкл.

## Вкл. или выкл.; чей язык.
choice-state-on = Вкл.
choice-state-off = Выкл.
choice-daily-on = { choice-state-on }
choice-daily-off = { choice-state-off }
choice-for-me = Я
choice-for-server = Этот сервер

## /language locale: каждый язык своими словами (одинаково во всех языках).
choice-locale-auto = Автоматически
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

## Masters: наследство ведьмы (/inherit choice:, /turn inherit:).
choice-choice-accept = Принять
choice-choice-decline = Отклонить
choice-choice-general = Генерал
choice-choice-puppeteer = Кукловод
choice-choice-cardinal = Кардинал
choice-choice-dragon = Дракон
choice-choice-sentinel = Страж
choice-choice-archer = Лучник
choice-choice-horseman = Всадник
choice-choice-scout = Разведчик
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

## Elemental chess: стихии, усилители и способности — имена собственные игры
## (на английском во всех языках); «none» переводится.
choice-element-fire = Fire
choice-element-water = Water
choice-element-earth = Earth
choice-element-air = Air
choice-element-lightning = Lightning
choice-element-light = Light
choice-element-shadow = Shadow
choice-augmentor-none = Нет
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
choice-laugh-yes = Да
