# Portuguese (pt-BR). Glossário: Ember, Frost (os lados, nomes próprios); general = general, puppeteer = titereiro, witch = bruxa (os três líderes); cardinal = cardeal, dragon = dragão, sentinel = sentinela, archer = arqueiro, horseman = cavaleiro, scout = batedor; claim = tomada de controle (tomar o controle), inherit = herdar, offer = oferta, moveset = movimentos, aura = aura. Valores digitados (promote:dragon, inherit:accept, piece:horseman) e comandos ficam como estão.

## Lados e peças.
-masters-ember = Ember
-masters-frost = Frost
-masters-general = general
-masters-puppeteer = titereiro
-masters-witch = bruxa
-masters-cardinal = cardeal
-masters-dragon = dragão
-masters-sentinel = sentinela
-masters-archer = arqueiro
-masters-horseman = cavaleiro
-masters-scout = batedor

masters-side-ember = { -masters-ember }
masters-side-frost = { -masters-frost }
masters-piece-general = { -masters-general }
masters-piece-puppeteer = { -masters-puppeteer }
masters-piece-witch = { -masters-witch }
masters-piece-cardinal = { -masters-cardinal }
masters-piece-dragon = { -masters-dragon }
masters-piece-sentinel = { -masters-sentinel }
masters-piece-archer = { -masters-archer }
masters-piece-horseman = { -masters-horseman }
masters-piece-scout = { -masters-scout }

masters-owned = { $piece } de { $side }
masters-yours-on = seu { $piece } em { $square }
masters-yours-on-start = Seu { $piece } em { $square }
masters-theirs-on = { $piece } de { $side } em { $square }
masters-notation = { $notation }
masters-and-then = { $first }, { $rest }
masters-notes-join = { $first }; { $rest }

masters-started = Valendo: { $ember } ({ -masters-ember }) contra { $frost } ({ -masters-frost }). { -masters-ember } começa: { $ember }.
masters-started-how = Valendo: { $ember } ({ -masters-ember }) contra { $frost } ({ -masters-frost }). { -masters-ember } começa: { $ember }, prepare seu turno com /move e /claim e depois /endturn (ou /turn de uma vez).
masters-game-over = Fim de partida:
masters-status = Turno { $turn } · vez de { $side } ({ $player }).
masters-not-your-turn = É a vez de { $player } ({ $side }); espere o lance.
masters-players = Masters: { $ember } ({ -masters-ember }) contra { $frost } ({ -masters-frost }).
masters-holds = O { -masters-puppeteer } de { $side } controla { $piece } em { $square }.
masters-offered = A { -masters-witch } de { $side } recebe a oferta: { $offers }.
masters-offered-forced = A { -masters-witch } de { $side } recebe a oferta: { $offers } ({ $forced } é obrigatório).
masters-witch-moves-as = A { -masters-witch } de { $side } se move como: { $piece }.
masters-has-lost = { $side } perdeu: { $pieces }.
masters-position = Posição: `{ $position }`

masters-turn-line = Turno { $number } · { $side } ({ $player }): { $what }
masters-part-inherits = herda: { $piece }
masters-part-declines = recusa a herança
masters-part-takes = captura { $piece }
masters-part-claims = toma o controle de { $square }
masters-event-claimed = O { -masters-puppeteer } de { $side } tomou o controle de { $piece }.
masters-event-retargeted = O { -masters-puppeteer } de { $side } soltou { $released } e tomou o controle de { $piece }.
masters-event-released = O { -masters-puppeteer } de { $side } perdeu o controle de { $piece }.
masters-event-offer = A { -masters-witch } de { $side } recebe a oferta dos movimentos: { $piece }.
masters-event-offer-forced = A { -masters-witch } de { $side } recebe a oferta dos movimentos e precisa aceitar: { $piece }.
masters-event-forced = A { -masters-witch } de { $side } é obrigada a herdar os movimentos: { $piece }.
masters-event-promoted = O { -masters-scout } de { $side } em { $square } foi promovido: { $piece }.
masters-won = { $player } ({ $side }) venceu! Os três líderes de { $loser } caíram.
masters-result-won = { $player } ({ $side }) venceu: os três líderes de { $loser } caíram.
masters-stuck = { $player } ({ $side }) não tem nenhum turno legal: desista com /resign ou proponha empate com /draw action:offer.
masters-note-takes = captura { $piece } em { $square }
masters-note-promotes = promovido: { $piece }
masters-note-inherits = a { -masters-witch } herda: { $piece }
masters-note-inherits-forced = a { -masters-witch } herda: { $piece }, obrigatório (M34)

masters-staged = Preparado: { $draft }. Aperte Encerrar turno (ou /endturn) para jogar, Desfazer (/undo) para recomeçar.
masters-draft-claim = tomada de controle { $square }
masters-draft-accept = aceitar a oferta
masters-draft-decline = recusar as ofertas
masters-draft-inherit = herdar: { $piece }
masters-no-claim = Nenhuma peça pode ser controlada.
masters-no-claim-after-move = Depois do seu lance preparado, nenhuma peça pode ser controlada.
masters-can-claim = Você pode tomar o controle de: { $targets }. Prepare uma com /claim target:{ $first }.
masters-can-claim-after-move = Depois do seu lance preparado, você pode tomar o controle de: { $targets }. Prepare uma com /claim target:{ $first }.
masters-claim-target = { $square } ({ $piece })
masters-claim-staged-already = Você já preparou uma tomada de controle em { $square }: use /undo antes para mudar.
masters-answer-staged-already = Você já escolheu ({ $answer }): use /undo antes para mudar.
masters-nothing-staged = Você não tem lance nem tomada de controle preparados: prepare com /move ou /claim, ou jogue de uma vez com /turn.
masters-m23-warning = Atenção: depois do seu lance preparado, { $reason } O turno seria recusado: mude o lance ou a tomada de controle (/undo).
masters-m23-warning-blocked = Atenção: depois do seu lance preparado, { $reason } O turno seria recusado ({ $blocker } em { $square } bloqueia): mude o lance ou a tomada de controle (/undo).
masters-claim-first = { $refusal } Para movê-la, tome o controle dela no mesmo turno: primeiro /claim target:{ $square }.

masters-choices-over = A partida acabou.
masters-choices-not-your-turn = É a vez de { $side }, não a sua.
masters-choices-stale = Essas escolhas não formam mais um turno aqui: recomece.

## Escolher um turno por botões: o que cada opção diz e o que fazer agora.
## $piece o nome de uma peça (ou a peça de um lado); $square uma casa.
masters-choice-inherit = Sua { -masters-witch } herda: { $piece }
masters-choice-decline = Recusar as ofertas da { -masters-witch }
masters-choice-piece = { $square } · { $piece }
masters-choice-promote = Promover a { $piece }
masters-choice-claim-only = Só tomar o controle
masters-choice-claim = Tomar o controle de { $square }
masters-takes = captura { $piece }
masters-prompt-piece = Escolha uma peça para mover.
masters-prompt-piece-or-claim = Escolha uma peça para mover, ou tome o controle.
masters-prompt-offers = Sua { -masters-witch } tem ofertas: responda a elas ou escolha uma peça para mover.
masters-prompt-promote = Escolha no que seu { -masters-scout } se transforma.
masters-prompt-claim-or-end = Tome o controle de uma peça (anéis tracejados), ou Encerrar turno.
masters-prompt-claim = Escolha a peça de que seu { -masters-puppeteer } toma o controle (anéis tracejados).
masters-prompt-end = Encerrar turno para jogar.
masters-prompt-where = Escolha para onde ela vai.

masters-bad-promotion = `promote:{ $value }` não é uma opção: use dragon, sentinel, archer ou horseman.
masters-bad-answer = `inherit:{ $value }` não é uma resposta: use accept, decline ou a peça oferecida (como horseman).
masters-turn-needs-action = Um turno precisa de um lance ou de uma tomada de controle (ou ambos), como /turn move:E2-E4 ou /turn claim:F7.
masters-turn-needs-move-or-claim = Um turno precisa de um lance ou de uma tomada de controle (ou ambos), como /turn move:E2-E4.
masters-promote-needs-move = `promote:` vai com um lance, como /turn move:E11-E12 promote:dragon.
masters-no-offer-to-accept = Sua { -masters-witch } não tem nenhuma oferta de herança para aceitar.
masters-several-offers = Sua { -masters-witch } tem várias ofertas ({ $offers }): escolha uma, como { $option }:{ $first }.
masters-bad-piece = `piece:{ $value }` não é uma peça de Masters: use general, puppeteer, witch, cardinal, dragon, sentinel, archer, horseman ou scout.

masters-claim-no-puppeteer = você não tem mais { -masters-puppeteer } para tomar o controle.
masters-claim-puppeteer-held = seu { -masters-puppeteer } em { $puppeteer } está sob controle de { $side } e não pode tomar o controle.
masters-claim-empty = não há nenhuma peça em { $target } para controlar.
masters-claim-own-piece = { $target } é sua: você só pode controlar peças de { $enemy }.
masters-claim-already-held = seu { -masters-puppeteer } já controla { $target }.
masters-claim-no-line = seu { -masters-puppeteer } em { $puppeteer } não vê { $target }: não estão na mesma fileira nem coluna.
masters-claim-blocked = seu { -masters-puppeteer } em { $puppeteer } não vê { $target }: { $blocker } em { $square } está no caminho.
masters-claim-protected = { $target } está na aura do { -masters-cardinal } em { $cardinal } e não pode ser controlada.
masters-claim-no-puppeteer-start = Você não tem mais { -masters-puppeteer } para tomar o controle.
masters-claim-puppeteer-held-start = Seu { -masters-puppeteer } em { $puppeteer } está sob controle de { $side } e não pode tomar o controle.
masters-claim-empty-start = Não há nenhuma peça em { $target } para controlar.
masters-claim-own-piece-start = { $target } é sua: você só pode controlar peças de { $enemy }.
masters-claim-already-held-start = Seu { -masters-puppeteer } já controla { $target }.
masters-claim-no-line-start = Seu { -masters-puppeteer } em { $puppeteer } não vê { $target }: não estão na mesma fileira nem coluna.
masters-claim-blocked-start = Seu { -masters-puppeteer } em { $puppeteer } não vê { $target }: { $blocker } em { $square } está no caminho.
masters-claim-protected-start = { $target } está na aura do { -masters-cardinal } em { $cardinal } e não pode ser controlada.
masters-claim-after-move = Depois do seu lance, { $reason } Mude o lance ou a tomada de controle.

masters-error-game-over = A partida acabou: { $winner } venceu.
masters-error-no-piece = Não há nenhuma peça para mover em { $square }.
masters-error-held = { $piece } está sob controle do { -masters-puppeteer } de { $side }: você não pode movê-la até o controle acabar.
masters-error-not-yours = { $piece } não é sua.
masters-error-witch-still = { $piece } ainda não tem movimentos: ela só se move depois de aceitar uma herança.
masters-error-null-move = Um lance precisa ir a algum lugar: de { $square } para { $square } não sai do lugar.
masters-error-out-of-reach = { $piece } não alcança { $to }.
masters-error-out-of-reach-witch = { $piece } não alcança { $to } (ela se move como: { $moves }).
masters-error-blocked = { $piece } não alcança { $to }: { $blocker } em { $square } está no caminho.
masters-error-scout-blocked = { $piece } não pode avançar para { $to }: está ocupada, e um { -masters-scout } só captura na diagonal para a frente.
masters-error-scout-diagonal = { $piece } só vai na diagonal para capturar, e { $to } está vazia.
masters-error-own-piece = { $piece } não pode ir para { $to }: você controla essa peça.
masters-error-protected = { $piece } está na aura do { -masters-cardinal } em { $cardinal } e não pode ser capturada.
masters-error-promotion-missing = Seu { -masters-scout } chega à última fileira em { $to }: escolha no que ele se transforma com promote:dragon, promote:sentinel, promote:archer ou promote:horseman, como /move from:{ $from } to:{ $to } promote:dragon.
masters-error-promotion-not-allowed = Só um { -masters-scout } que chega à última fileira é promovido: tire promote: do lance { $from }-{ $to }.
masters-error-no-offer = Sua { -masters-witch } não tem nenhuma oferta de herança: tire a resposta.
masters-error-not-offered = Sua { -masters-witch } não recebeu a oferta desses movimentos: { $piece }; ela recebeu: { $offers }.
masters-error-forced = Sua { -masters-witch } precisa herdar esses movimentos (obrigatório): { $piece }; tire a resposta.
masters-error-no-witch = Sua { -masters-witch } foi capturada: não há ninguém para herdar.

masters-rules = Masters: { -masters-ember } contra { -masters-frost } num tabuleiro de 10×12; { -masters-ember } começa. Você vence quando os três líderes inimigos ({ -masters-general }, { -masters-puppeteer }, { -masters-witch }) forem capturados ou controlados.
    Um turno é um lance, uma tomada de controle, ou os dois. Seu { -masters-puppeteer } pode tomar o controle de uma peça inimiga na mesma fileira ou coluna sem nada entre eles; você controla essa peça até a linha se romper. Cardeais protegem as 8 casas ao redor (pontos dourados): essas peças não podem ser capturadas nem controladas. Quando uma peça sua é capturada, sua { -masters-witch } pode herdar os movimentos dela no seu próximo turno. Um { -masters-scout } que chega à última fileira vira { -masters-dragon }, { -masters-sentinel }, { -masters-archer } ou { -masters-horseman }.
    Veja como uma peça se move com /rules piece:horseman.
masters-rule-general = General (M6): um líder; 1 ou 2 casas em linha reta em qualquer das 8 direções (a primeira casa precisa estar vazia para ir 2).
masters-rule-puppeteer = Titereiro (M7, M21): um líder; 1 casa em qualquer direção. Toma o controle de uma peça inimiga na mesma fileira ou coluna sem nada entre eles, e você controla essa peça até a linha se romper.
masters-rule-witch = Bruxa (M8, M31): uma líder sem movimento próprio; quando uma peça sua é capturada, ela pode herdar os movimentos dela no seu próximo turno, e daí em diante se move e captura como essa peça.
masters-rule-cardinal = Cardeal (M9, M16): desliza qualquer distância na diagonal e protege as 8 casas ao redor (pontos dourados): as peças ali não podem ser capturadas nem controladas.
masters-rule-dragon = Dragão (M10): desliza qualquer distância em linha reta ou na diagonal, e pode passar por cima das suas próprias peças (não das inimigas).
masters-rule-sentinel = Sentinela (M11): desliza qualquer distância em linha reta por uma fileira ou coluna.
masters-rule-archer = Arqueiro (M11): 1, 2 ou 3 casas em linha reta em qualquer das 8 direções, por casas vazias.
masters-rule-horseman = Cavaleiro (M12): salta 2 casas numa direção e 1 na outra, por cima do que houver no meio.
masters-rule-scout = Batedor (M13, M36): 1 casa reto para a frente, ou 2 se ambas estiverem vazias, de qualquer casa; captura 1 casa na diagonal para a frente. Na última fileira vira { -masters-dragon }, { -masters-sentinel }, { -masters-archer } ou { -masters-horseman }.
masters-rule-diagram = Peças translúcidas mostram para onde ela pode ir; colchetes mostram onde pode capturar.
masters-rule-puppeteer-diagram = Numa partida, /claim sem alvo circula com um anel tracejado da sua cor cada peça que seu { -masters-puppeteer } pode controlar; uma peça controlada passa a ter um ponto da cor de quem a controla.
masters-rule-cardinal-diagram = Um inimigo vizinho não ganha colchete: ele está na própria aura deste { -masters-cardinal }, que protege peças dos dois lados (M16, M17), então o { -masters-cardinal } só captura a uma distância de duas casas ou mais.

masters-header-over = Fim de partida · { $ended }
masters-header-won = Turno { $turn } · { $side } vence
masters-header-to-move = Turno { $turn } · vez de { $side }

masters-alt-over = Tabuleiro de Masters, fim de partida depois do turno { $turn }: { $ended }.
masters-alt-won = Tabuleiro de Masters depois do turno { $turn }: { $side } ({ $player }) venceu.
masters-alt-to-move = Tabuleiro de Masters, turno { $turn }, vez de { $side } ({ $player }).
masters-alt-last-move = Último lance { $move }.
masters-alt-staged-move = Lance preparado { $move }.
masters-alt-staged-claim = Tomada de controle preparada { $square }.
masters-alt-claim-targets = Alvos de tomada de controle: { $squares }.
masters-alt-no-claim-targets = Alvos de tomada de controle: nenhum.
masters-alt-holds = { $side } controla { $piece } em { $square }.
masters-alt-protected = Protegidas: { $squares }.
masters-alt-offered = A { -masters-witch } de { $side } recebe a oferta: { $offers }.
masters-alt-army = { $side } ({ $player }): { $army }.
masters-alt-no-pieces = { $side } ({ $player }): nenhuma peça.
masters-alt-lost = { $side } perdeu: { $pieces }.
masters-alt-witch-moves-as = { $witches } (se move como: { $piece })
masters-alt-generals = { $count ->
    [one] { -masters-general }
   *[other] generais
} { $squares }
masters-alt-puppeteers = { $count ->
    [one] { -masters-puppeteer }
   *[other] titereiros
} { $squares }
masters-alt-witches = { $count ->
    [one] { -masters-witch }
   *[other] bruxas
} { $squares }
masters-alt-cardinals = { $count ->
    [one] { -masters-cardinal }
   *[other] cardeais
} { $squares }
masters-alt-dragons = { $count ->
    [one] { -masters-dragon }
   *[other] dragões
} { $squares }
masters-alt-sentinels = { $count ->
    [one] { -masters-sentinel }
   *[other] sentinelas
} { $squares }
masters-alt-archers = { $count ->
    [one] { -masters-archer }
   *[other] arqueiros
} { $squares }
masters-alt-horsemen = { $count ->
    [one] { -masters-horseman }
   *[other] cavaleiros
} { $squares }
masters-alt-scouts = { $count ->
    [one] { -masters-scout }
   *[other] batedores
} { $squares }

masters-title-general = General
masters-title-puppeteer = Titereiro
masters-title-witch = Bruxa
masters-title-cardinal = Cardeal
masters-title-dragon = Dragão
masters-title-sentinel = Sentinela
masters-title-archer = Arqueiro
masters-title-horseman = Cavaleiro
masters-title-scout = Batedor
masters-diagram-general = General: 1 ou 2 casas em qualquer direção; a primeira precisa estar vazia para ir 2.
masters-diagram-puppeteer = Titereiro: 1 casa em qualquer direção. Anéis tracejados: peças que ele pode controlar na sua fileira e coluna.
masters-diagram-witch = Bruxa: só se move como a peça que herdou (aqui um { -masters-horseman }), mostrada no seu emblema.
masters-diagram-cardinal = Cardeal: desliza na diagonal; sua aura protege as 8 casas ao redor.
masters-diagram-dragon = Dragão: desliza em 8 direções, por cima das próprias peças, até o primeiro inimigo.
masters-diagram-sentinel = Sentinela: desliza por fileiras e colunas.
masters-diagram-archer = Arqueiro: de 1 a 3 casas em qualquer direção.
masters-diagram-horseman = Cavaleiro: salta 2 + 1, por cima de tudo.
masters-diagram-scout = Batedor: 1 ou 2 para a frente; captura 1 na diagonal para a frente; é promovido na última fileira.

## /help: os comandos do jogo em uma linha.
masters-help = Masters: um turno é um lance, uma tomada de controle ou os dois: prepare-os em particular, veja a prévia e depois /endturn.
