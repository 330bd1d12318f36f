# Spanish (es-ES). Glossary: Swiss = suizo, round robin = todos contra todos, knockout = eliminación directa, seed = cabeza de serie, standings = clasificación, draw = tablas, White/Black = Blancas/Negras (Ember, Frost stay English), puppeteer = titiritero, witch = bruja, general = general, cardinal = cardenal, dragon = dragón, sentinel = centinela, archer = arquero, horseman = jinete, scout = explorador; game titles, elements, augmentors and abilities stay English
# Los nombres de las opciones fijas que Discord lista para una opción (lo que
# elige un jugador; la opción conserva la palabra escrita en todos los idiomas:
# `state:on`). Un mensaje por opción y palabra: choice-<option>-<word>.

## /tournament action:
choice-action-create = Crear
choice-action-join = Unirse
choice-action-leave = Salir
choice-action-withdraw = Retirar
choice-action-start = Empezar
choice-action-pause = Pausar
choice-action-resume = Reanudar
choice-action-end = Terminar
choice-action-standings = Clasificación
## /draw action:
choice-action-offer = Ofrecer tablas
choice-action-accept = Aceptar
choice-action-decline = Rechazar

## /tournament format: y draws:
choice-format-swiss = Suizo
choice-format-roundrobin = Todos contra todos
choice-format-double = Todos contra todos a doble vuelta
choice-format-knockout = Eliminación directa
choice-format-arena = Arena
choice-format-tables = Mesas (Throne)
choice-draws-replay = Repetir la partida en tablas
choice-draws-seed = Pasa el mejor cabeza de serie

## Juegos y bandos.
choice-game-masters = Masters
choice-game-regions = Regions chess
choice-game-throne = Throne
choice-game-elemental = Elemental chess
choice-side-white = Blancas
choice-side-black = Negras
choice-side-ember = Ember
choice-side-frost = Frost
choice-side-random = Al azar

## Tiempo por turno.
choice-time-none = Sin límite de tiempo
choice-time-5m = 5 minutos
choice-time-15m = 15 minutos
choice-time-1h = 1 hora
choice-time-6h = 6 horas
choice-time-1d = 1 día
choice-time-3d = 3 días
choice-time-7d = 7 días

## /notify mode:
choice-mode-every = Cada turno
choice-mode-low = Solo cuando queda poco tiempo
choice-mode-digest = Un resumen diario
choice-mode-off = Desactivado

## Activado o desactivado; el idioma de quién.
choice-state-on = Activado
choice-state-off = Desactivado
choice-daily-on = { choice-state-on }
choice-daily-off = { choice-state-off }
choice-for-me = Yo
choice-for-server = Este servidor

## /language locale: cada idioma en sus propias palabras (igual en todos los idiomas).
choice-locale-auto = Automático
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

## Masters: la herencia de la bruja (/inherit choice:, /turn inherit:).
choice-choice-accept = Aceptar
choice-choice-decline = Rechazar
choice-choice-general = General
choice-choice-puppeteer = Titiritero
choice-choice-cardinal = Cardenal
choice-choice-dragon = Dragón
choice-choice-sentinel = Centinela
choice-choice-archer = Arquero
choice-choice-horseman = Jinete
choice-choice-scout = Explorador
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

## Elemental chess: elementos, potenciadores y habilidades son nombres propios
## del juego (en inglés en todos los idiomas); «none» se traduce.
choice-element-fire = Fire
choice-element-water = Water
choice-element-earth = Earth
choice-element-air = Air
choice-element-lightning = Lightning
choice-element-light = Light
choice-element-shadow = Shadow
choice-augmentor-none = Ninguno
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
choice-laugh-yes = Sí
