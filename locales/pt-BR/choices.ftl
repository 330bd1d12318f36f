# Portuguese (pt-BR). Glossary: Swiss = suíço, round robin = todos contra todos, knockout = mata-mata, seed = cabeça de chave, standings = classificação, draw = empate, White/Black = Brancas/Pretas (Ember, Frost stay English), puppeteer = titereiro, witch = bruxa, general = general, cardinal = cardeal, dragon = dragão, sentinel = sentinela, archer = arqueiro, horseman = cavaleiro, scout = batedor; game titles, elements, augmentors and abilities stay English
# Os nomes das escolhas fixas que o Discord lista para uma opção (o que o
# jogador escolhe; a opção mantém a palavra digitada em todos os idiomas:
# `state:on`). Uma mensagem por opção e palavra: choice-<option>-<word>.

## /tournament action:
choice-action-create = Criar
choice-action-join = Entrar
choice-action-leave = Sair
choice-action-withdraw = Retirar
choice-action-start = Iniciar
choice-action-pause = Pausar
choice-action-resume = Retomar
choice-action-end = Encerrar
choice-action-standings = Classificação
## /draw action:
choice-action-offer = Oferecer empate
choice-action-accept = Aceitar
choice-action-decline = Recusar

## /tournament format: e draws:
choice-format-swiss = Suíço
choice-format-roundrobin = Todos contra todos
choice-format-double = Todos contra todos em ida e volta
choice-format-knockout = Mata-mata
choice-format-arena = Arena
choice-format-tables = Mesas (Throne)
choice-draws-replay = Rejogar a partida empatada
choice-draws-seed = Avança o melhor cabeça de chave

## Jogos e lados.
choice-game-masters = Masters
choice-game-regions = Regions chess
choice-game-throne = Throne
choice-game-elemental = Elemental chess
choice-side-white = Brancas
choice-side-black = Pretas
choice-side-ember = Ember
choice-side-frost = Frost
choice-side-random = Aleatório

## Tempo por turno.
choice-time-none = Sem limite de tempo
choice-time-5m = 5 minutos
choice-time-15m = 15 minutos
choice-time-1h = 1 hora
choice-time-6h = 6 horas
choice-time-1d = 1 dia
choice-time-3d = 3 dias
choice-time-7d = 7 dias

## /notify mode:
choice-mode-every = Todo turno
choice-mode-low = Só quando o tempo estiver acabando
choice-mode-digest = Um resumo diário
choice-mode-off = Desligado

## Ligado ou desligado; o idioma de quem.
choice-state-on = Ligado
choice-state-off = Desligado
choice-daily-on = { choice-state-on }
choice-daily-off = { choice-state-off }
choice-for-me = Eu
choice-for-server = Este servidor

## /language locale: cada idioma com as próprias palavras (igual em todos os idiomas).
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

## Masters: a herança da bruxa (/inherit choice:, /turn inherit:).
choice-choice-accept = Aceitar
choice-choice-decline = Recusar
choice-choice-general = General
choice-choice-puppeteer = Titereiro
choice-choice-cardinal = Cardeal
choice-choice-dragon = Dragão
choice-choice-sentinel = Sentinela
choice-choice-archer = Arqueiro
choice-choice-horseman = Cavaleiro
choice-choice-scout = Batedor
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

## Elemental chess: elementos, amplificadores e habilidades são nomes próprios
## do jogo (em inglês em todos os idiomas); "none" é traduzido.
choice-element-fire = Fire
choice-element-water = Water
choice-element-earth = Earth
choice-element-air = Air
choice-element-lightning = Lightning
choice-element-light = Light
choice-element-shadow = Shadow
choice-augmentor-none = Nenhum
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
choice-laugh-yes = Sim
