# Portuguese (pt-BR). Glossary: loadout = equipamento, slot = espaço, augmentor = amplificador, offense = habilidade ofensiva, temporal = habilidade temporal, lock in = travar, turn = turno, move = lance, piece = peça, square = casa, rank (of a piece) = nível, check = xeque, checkmate = xeque-mate, stalemate = afogamento, draw = empate, ply = meio-lance, knockback = recuo, White/Black = Brancas/Pretas.
# Elemental chess: palavras, turnos, recusas, regras e imagens. Nomes de elementos e habilidades ficam em inglês (nomes próprios).

## Sides, pieces, facings.
-elemental-white = Brancas
-elemental-black = Pretas
elemental-side-white = { -elemental-white }
elemental-side-black = { -elemental-black }
-elemental-pawn = peão
-elemental-knight = cavalo
-elemental-bishop = bispo
-elemental-rook = torre
-elemental-queen = dama
-elemental-king = rei
elemental-piece-pawn = { -elemental-pawn }
elemental-piece-knight = { -elemental-knight }
elemental-piece-bishop = { -elemental-bishop }
elemental-piece-rook = { -elemental-rook }
elemental-piece-queen = { -elemental-queen }
elemental-piece-king = { -elemental-king }
## The same names starting a sentence.
elemental-piece-pawn-start = Peão
elemental-piece-knight-start = Cavalo
elemental-piece-bishop-start = Bispo
elemental-piece-rook-start = Torre
elemental-piece-queen-start = Dama
elemental-piece-king-start = Rei
elemental-facing-north = norte
elemental-facing-east = leste
elemental-facing-south = sul
elemental-facing-west = oeste

## Elements and abilities (proper names, English everywhere).
-elemental-fire = Fire
-elemental-water = Water
-elemental-earth = Earth
-elemental-air = Air
-elemental-lightning = Lightning
-elemental-light = Light
-elemental-shadow = Shadow
-elemental-side-step = Side Step
-elemental-block-piece = Block Piece
-elemental-quantum-step = Quantum Step
-elemental-stalwart = Stalwart
-elemental-belligerent = Belligerent
-elemental-indomitable = Indomitable
-elemental-double-kill = Double Kill
-elemental-quantum-kill = Quantum Kill
-elemental-chain-kill = Chain Kill
-elemental-poisonous-meat = Poisonous Meat
-elemental-do-over = Do-Over
-elemental-resurrection = Resurrection
-elemental-temporal-lock = Temporal Lock
-elemental-schrodingers-laugh = Schrödinger's Laugh
-elemental-sturdy = Sturdy
-elemental-bastion = Bastion
-elemental-mist-shroud = Mist Shroud
-elemental-blaze-rush = Blaze Rush
-elemental-flood-wake = Flood Wake
-elemental-sadist-streak = Sadist Streak
-elemental-raijin = Raijin
elemental-element-fire = { -elemental-fire }
elemental-element-water = { -elemental-water }
elemental-element-earth = { -elemental-earth }
elemental-element-air = { -elemental-air }
elemental-element-lightning = { -elemental-lightning }
elemental-element-light = { -elemental-light }
elemental-element-shadow = { -elemental-shadow }
elemental-augmentor-side-step = { -elemental-side-step }
elemental-augmentor-block-piece = { -elemental-block-piece }
elemental-augmentor-quantum-step = { -elemental-quantum-step }
elemental-augmentor-stalwart = { -elemental-stalwart }
elemental-augmentor-belligerent = { -elemental-belligerent }
elemental-augmentor-indomitable = { -elemental-indomitable }
elemental-offense-double-kill = { -elemental-double-kill }
elemental-offense-quantum-kill = { -elemental-quantum-kill }
elemental-offense-chain-kill = { -elemental-chain-kill }
elemental-offense-poisonous-meat = { -elemental-poisonous-meat }
elemental-temporal-do-over = { -elemental-do-over }
elemental-temporal-resurrection = { -elemental-resurrection }
elemental-temporal-temporal-lock = { -elemental-temporal-lock }
elemental-temporal-schrodingers-laugh = { -elemental-schrodingers-laugh }
elemental-sturdy-name = { -elemental-sturdy }
elemental-mist-shroud-name = { -elemental-mist-shroud }
elemental-flood-wake-name = { -elemental-flood-wake }
elemental-sadist-streak-name = { -elemental-sadist-streak }
elemental-raijin-name = { -elemental-raijin }
elemental-blaze-double-kill = { -elemental-double-kill } do { -elemental-blaze-rush }
elemental-blaze-quantum-kill = { -elemental-quantum-kill } do { -elemental-blaze-rush }
elemental-empty-slot = um espaço vazio
elemental-slot-augmentor = amplificador
elemental-slot-offense = habilidade ofensiva
elemental-slot-temporal = habilidade temporal

## What removed a piece or blocked a capture, with its rule.
elemental-by-double-kill = { -elemental-double-kill } (E32)
elemental-by-quantum-kill = { -elemental-quantum-kill } (E32)
elemental-by-poisonous-meat = { -elemental-poisonous-meat } (E32)
elemental-by-blaze-double-kill = { -elemental-double-kill } do { -elemental-blaze-rush } (E10)
elemental-by-blaze-quantum-kill = { -elemental-quantum-kill } do { -elemental-blaze-rush } (E10)
elemental-by-sadist-streak = { -elemental-sadist-streak } (E24)
elemental-by-flood-wake = { -elemental-flood-wake } (E11)
elemental-blocker-cone = { -elemental-block-piece } (E25)
elemental-blocker-stalwart = { -elemental-stalwart } (E28)
elemental-blocker-belligerent = { -elemental-belligerent } (E29)
elemental-blocker-sturdy = { -elemental-sturdy } (E14)
elemental-blocker-solid = uma peça que não pode ser atravessada (E3, E62)
elemental-blocker-solid-short = uma peça que não pode ser atravessada

## Loadouts. $element, $army, $slots, $first… are names of elements and abilities; $square a square.
elemental-loadout = { $element }; exército: { $army }
elemental-loadout-piece = ; { $square }: { $slots }
elemental-no-slots = nenhum espaço
elemental-slots-one = { $first }
elemental-slots-two = { $first }, { $second }
elemental-slots-three = { $first }, { $second }, { $third }
elemental-concealed = ; oculto (E12): { $parts }
elemental-code = { $code }
elemental-name = { $player }
elemental-nothing = {""}
elemental-none = nenhum
elemental-not-chosen = não escolhido
elemental-player-side = { $player } ({ $side })
elemental-choose-loadout = Escolher equipamento

## Setting up.
elemental-game-on = Começou: { $white } ({ -elemental-white }) contra { $black } ({ -elemental-black }), Elemental chess. Primeiro cada um escolhe em segredo um equipamento: um elemento e um amplificador para o seu exército (E4). Toque em Escolher equipamento ou digite /loadout element:… augmentor:…. Ninguém vê equipamento nenhum até os dois estarem travados.
elemental-choose-first = Primeiro escolha o seu equipamento: toque em Escolher equipamento ou digite /loadout element:earth augmentor:block-piece (E4).
elemental-opponent-choosing = Seu adversário ainda está escolhendo o equipamento; a partida começa assim que ele travar (E6).
elemental-loadouts-cannot-change = Os dois equipamentos estão travados; eles não mudam durante a partida (E6). Veja-os com /game.
elemental-locked-in-already = Você já travou o seu equipamento; a partida começa quando os dois tiverem travado (E6).
elemental-element-first = Escolha um elemento primeiro (/loadout element:earth, ou toque em Escolher equipamento).
elemental-not-a-choice-here = "{ $value }" não é uma opção aqui.
elemental-not-my-menu = Esse menu não é meu.
elemental-holds-none-of-your-pieces = No início, não há nenhuma peça sua em { $square }.
elemental-only-lightning-add-element = Só Lightning (Overload, E18) escolhe espaços por peça: adicione element:lightning.
elemental-only-lightning-per-piece = Só Lightning (Overload, E18) escolhe espaços por peça.
elemental-not-in-the-game-yet-named = { $name } ainda não está no jogo; /rules game:elemental lista o que está.
elemental-loadout-pair = Duas habilidades deste equipamento dependem uma da outra (E51).
elemental-not-a-loadout = Isso não é um equipamento.
elemental-draft = Elemento: { $element } · amplificador: { $augmentor } · ofensiva: { $offense } · temporal: { $temporal }
elemental-draft-per-piece = {" "}· por peça: { $pieces }
elemental-set-only-you = Definido (só você vê isso).
elemental-lock-in-lightning = Trave com /loadout element:lightning e os espaços do exército.
elemental-you-locked-in = Você travou:
elemental-only-you-see-it = Só você vê isso até os dois travarem (E6).
elemental-both-locked-in = Os dois equipamentos estão travados (E6).
elemental-moves-first = { $player } ({ $side }) joga primeiro. Emblemas, insígnias e pontos no tabuleiro: /rules piece:board.
elemental-moves-first-how = { $player } ({ $side }) joga primeiro: /move from:e2 to:e4. Emblemas, insígnias e pontos no tabuleiro: /rules piece:board.
elemental-locked-in-waiting = { $player } ({ $side }) travou um equipamento; esperando { $other }.

## /game and the status line.
elemental-game-over = Fim de partida:
elemental-choosing-loadouts-waiting = Escolhendo equipamentos: esperando { $players }.
elemental-status = Lance { $number } · vez das { $side } ({ $player }).
elemental-describe-players = Elemental chess: { $white } ({ -elemental-white }) contra { $black } ({ -elemental-black }).
elemental-locked-in = travou:
elemental-your-loadout = Seu equipamento (só você vê até os dois travarem):
elemental-has-locked-in = { $player } travou um equipamento.
elemental-still-choosing = { $player } ainda está escolhendo.
elemental-in-check = As { $side } estão em xeque.
elemental-has-lost = As { $side } perderam: { $pieces }.
elemental-position = Posição: `{ $fen }`
elemental-seed-shown = Semente do gerador: { $seed } (SplitMix64, E41): com ela dá para reproduzir os recuos.
elemental-seed-hidden = Os recuos são sorteados pelo gerador da partida; a semente fica oculta até a partida acabar (E41).
elemental-loadouts-shown-at-end = Os equipamentos, revelados agora que a partida acabou (E99):
elemental-had-not-locked-in = { $player } ({ $side }) não tinha travado nenhum equipamento.

## The record. $turn and $loadout are notation.
elemental-record-tried = tentou { $turn }: uma habilidade oculta impediu e foi revelada (E53)
elemental-record-stopped = um turno impedido por uma habilidade oculta; a habilidade foi revelada (E53)
elemental-record-locked-in-own = travou { $loadout } (só você vê isso)
elemental-record-locked-in = travou { $loadout }
elemental-record-locked-in-water = travou um equipamento de Water (oculto, E12)

## Refusals of a command's options. $value is what was typed.
elemental-not-one-to-choose = `{ $key }:{ $value }` não é uma opção: use { $choices }.
elemental-not-a-list-of-steps = `{ $option }:{ $value }` não é uma lista de passos: dê de uma a três casas em ordem, a do Quantum Step primeiro, como { $option }:f4, { $option }:f4,g5 ou { $option }:b4,a4,b5 (E93).
elemental-not-a-facing = `{ $option }:{ $value }` não é uma orientação: use north, east, south ou west, ou casa=direção como { $option }:e2=north.
elemental-not-a-returned-piece = `res:{ $value }` não é uma peça a trazer de volta: dê uma peça e uma casa, como knight@b1.
elemental-not-raijins-capture = `rj:{ $value }` não é uma captura do Raijin: dê uma casa, como f5 ou f8=q,dk:g7.
elemental-not-a-square = "{ $value }" não é uma casa: use uma coluna a–h e uma fileira 1–8, como e4.
elemental-move-to-another-square = Um lance tem que ir para outra casa.
elemental-not-a-promotion = `promote:{ $value }` não é uma opção: use queen, rook, bishop ou knight.
elemental-a-facing-is = Uma orientação é north, east, south ou west.
elemental-not-your-turn = É a vez de { $player } ({ $side }); espere o lance.
elemental-turn-needs-a-move = Um turno precisa de um lance, como /turn move:e2-e4.
elemental-nothing-staged = Você não tem nenhum lance preparado: prepare um com /move ou jogue de uma vez com /turn move:e2-e4.

## A turn: the channel's line, its events, the ending. $on is "on e5" (elemental-on).
elemental-on = em { $square }
elemental-on-also = em { $square } (também em { $other })
elemental-turn-line = Lance { $number } · { $side } ({ $player }): { $turn }
elemental-story-takes = { $piece } captura { $victim } { $on }
elemental-story-moves = { $piece } { $from }-{ $to }
elemental-story-castles-king-side = Roque pequeno
elemental-story-castles-queen-side = Roque grande
elemental-story-captured = captura { $piece } { $on }
elemental-story-promotes = é promovido a { $piece } em { $square }
elemental-story-blocked = { $attacker } não pode capturar { $defender } { $on }: { $by }
elemental-story-sturdy-used = { -elemental-sturdy } salva a peça { $on }
elemental-story-knocked-back = { -elemental-bastion } faz a peça recuar para { $to }
elemental-story-knocked-back-also = { -elemental-bastion } faz a peça (também em { $other }) recuar para { $to }
elemental-story-removed = { $by } remove { $piece } { $on }
elemental-story-sturdy-saved = { -elemental-sturdy } salva de { $by }: { $piece } { $on }
elemental-story-resurrected = { -elemental-resurrection } traz { $piece } de volta para { $square }
elemental-story-locked = { -elemental-temporal-lock } bloqueia { $piece } { $on }
elemental-story-passed = As { $side } passam, todos os lances bloqueados
elemental-story-marked = { -elemental-sadist-streak } marca { $piece } { $on }
elemental-story-raijin-takes = { -elemental-raijin } captura { $piece } { $on }
elemental-story-do-over = { -elemental-do-over }! O tabuleiro volta { $plies } { $plies ->
        [one] meio-lance
       *[other] meios-lances
    }
elemental-story-blinded = Blinding: as { $side } jogam em seguida
elemental-story-stopped = { $piece } não consegue passar pela peça em { $square }
elemental-story-revealed = As { $side } revelam { $ability }
elemental-story-stepped = dá um passo para { $square }
elemental-story-swapped = { -elemental-quantum-step } troca com { $square }
elemental-event-moved = { $side }: { $piece } { $from }-{ $to }.
elemental-event-castled-king-side = As { $side } fazem roque pequeno.
elemental-event-castled-queen-side = As { $side } fazem roque grande.
elemental-event-captured = As { $side } perdem uma peça { $on }: { $piece }.
elemental-event-promoted = O peão em { $square } é promovido a { $piece }.
elemental-event-promoted-displaced = O peão deslocado para { $square } é promovido a dama (E50).
elemental-event-stopped = A peça em { $from } ({ $piece }) não consegue passar pela peça em { $square }: ela não pode ser atravessada, então a peça fica onde está e o turno termina (E3, E62).
elemental-event-revealed = As { $side } revelam sua habilidade oculta { $ability } (E12).
elemental-event-blocked = A peça em { $from } ({ $attacker }) não pode capturar a peça { $on } ({ $defender }): { $by } impede, e a captura não acontece (E30).
elemental-event-sturdy-used = A peça { $on } sobrevive: seu { -elemental-sturdy } foi gasto (E14).
elemental-event-knocked-back = { -elemental-bastion } faz o atacante recuar de { $from } para { $to } (E13).
elemental-event-knocked-back-also = { -elemental-bastion } faz o atacante (também em { $other }) recuar de { $from } para { $to } (E13).
elemental-event-knockback-cancelled = O recuo sorteado para o atacante em { $square } deixaria o rei dele exposto, então ele fica onde está (E40).
elemental-event-stepped = Ela dá um passo { $from }-{ $to }.
elemental-event-swapped = { -elemental-quantum-step }: ela troca de lugar com a peça aliada em { $with } e fica lá; a aliada vai para { $from } (E27).
elemental-event-poisoned = { -elemental-poisonous-meat }: a peça { $on } ({ $piece }) capturou uma peça envenenada ({ $victim }) (E32).
elemental-event-removed = { $by } remove uma peça das { $side } { $on }: { $piece }.
elemental-event-sturdy-saved = A peça { $on } ({ $piece }) sobrevive a { $by }: seu { -elemental-sturdy } foi gasto (E14).
elemental-event-resurrected = { -elemental-resurrection } traz uma peça das { $side } de volta para { $square }: { $piece } (E35).
elemental-event-locked = { -elemental-temporal-lock }: a peça das { $side } { $on } ({ $piece }) não pode se mover nos próximos 2 turnos do seu lado (E36).
elemental-event-marked-second = { -elemental-sadist-streak } marca a peça das { $side } { $on } ({ $piece }): ela será removida no segundo turno do seu lado a partir de agora, junto com todas as peças do mesmo lado que estiverem vizinhas a ela nesse momento (E24).
elemental-event-marked-third = { -elemental-sadist-streak } marca a peça das { $side } { $on } ({ $piece }): ela será removida no terceiro turno do seu lado a partir de agora, sozinha (E24).
elemental-event-raijin = { -elemental-raijin }: depois do seu Quantum Step, a peça em { $from } captura mais uma vez, em { $to } (E19).
elemental-event-do-over = { -elemental-do-over }! Uma peça das { $side } ({ $piece }) o aciona: este turno é descartado e o tabuleiro volta { $plies } { $plies ->
        [one] meio-lance
       *[other] meios-lances
    } (E34).
elemental-event-blinded = Blinding: as { $side } jogam em seguida (E21).
elemental-event-passed = As { $side } passam: todos os seus lances estão bloqueados (E36).
elemental-event-faced = O { -elemental-block-piece } em { $square } agora está virado para o { $facing }.
elemental-event-decided = { $ability }, habilidade das { $side } oculta até agora, deixa as { $other } sem nenhum turno legal (E97).
elemental-event-checkmate = Xeque-mate: as { $side } vencem.
elemental-event-stalemate = Afogamento: empate (E1).
elemental-event-seventy-five-moves = Empate pela regra dos 75 lances: 150 meios-lances sem captura, remoção, uso de Sturdy ou lance de peão (E1).
elemental-event-fivefold = Empate: a mesma posição pela quinta vez (E1).
elemental-decided-by = : por causa de { $abilities } das { $side } (em segredo, E12), as { $other } ficaram sem turno legal (E97)
elemental-wins-by-checkmate = { $player } ({ $side }) vence por xeque-mate{ $decided }.
elemental-checkmate-line = Xeque-mate! { $result }
elemental-drawn-by-stalemate = Empate por afogamento (E1){ $decided }.
elemental-drawn-by-seventy-five-moves = Empate pela regra dos 75 lances (E1).
elemental-drawn-by-fivefold = Empate por repetição quíntupla (E1).
elemental-rejected = { $player } ({ $side }) escolheu um turno que uma habilidade oculta impede (E53):
elemental-no-other-legal-turn = As { $side } não têm outro turno legal.
elemental-plays-another-turn = As { $side } jogam outro turno.

## A staged turn's preview. $by is what blocks (elemental-blocker-…), $directions a count.
elemental-staged = Turno preparado: { $turn }. A imagem mostra no tabuleiro: a casa de saída escurecida, um fantasma onde uma peça chega, colchetes na peça capturada, pontos nas casas por onde ela passa. Toque em Encerrar turno (ou /endturn) para jogar, Desfazer (/undo) para recomeçar.
elemental-this-turn = Este turno:
elemental-blocked-sturdy = Captura bloqueada: sua peça ({ $attacker }) não pode capturar a peça em { $square } ({ $victim }); { $by } impede (E30). O Sturdy dela é gasto, sua peça fica em { $from } e seu turno termina.
elemental-blocked-bastion = Captura bloqueada: sua peça ({ $attacker }) não pode capturar a peça em { $square } ({ $victim }); { $by } impede (E30). Bastion faz sua peça recuar (E13): uma de { $directions } direções e de 1 a 3 casas, sorteadas quando você encerra o turno; uma chegada que deixaria seu rei exposto é cancelada (E40).

## The picture's header.
elemental-headline-move = Lance { $number } · vez das { $side }
elemental-headline-checkmate = Xeque-mate · as { $side } vencem
elemental-headline-stalemate = Afogamento · empate
elemental-headline-seventy-five-moves = Regra dos 75 lances · empate
elemental-headline-fivefold = Repetição quíntupla · empate
elemental-headline-choosing = Escolhendo equipamentos
elemental-headline-ended = Fim de partida · { $ended }

## /rules.
elemental-kind-elements = Elementos
elemental-kind-augmentors = Amplificadores
elemental-kind-offense = Habilidades ofensivas
elemental-kind-temporal = Habilidades temporais
elemental-coming-later = Em breve: { $names }.
elemental-not-in-the-game-yet = (Ainda não está no jogo.)
elemental-rules = Elemental chess: xadrez (roque, en passant, promoção; xeque-mate vence; afogamento, a regra dos 75 lances e a repetição quíntupla empatam, E1) com um equipamento secreto por exército.
    Antes do primeiro lance, cada jogador escolhe um elemento e um amplificador, uma habilidade ofensiva e uma temporal; todas as suas peças os levam (E4). Ninguém vê equipamento nenhum até os dois estarem travados (E6).
    O xeque conta toda captura pelas regras de movimento, mesmo uma que uma habilidade bloquearia (E1a); uma captura bloqueada só é legal quando tem efeito: Sturdy gasto ou um recuo de Bastion (E30).
    Um turno: /move from: to: [promote:] [chain:c3 Chain Kill] [dk:g7 Double Kill] [qk:a7 Quantum Kill] [bdk: bqk: Blaze Rush] [res:knight@b1 Resurrection] [lock:d7 Temporal Lock] [then:f4,g5 para Side Step, Tailwind ou Quantum Step; then:b4,a4,b5 um Quantum Step e dois passos, E93] [rj:f5 a captura do Raijin depois] [laugh:yes Schrödinger's Laugh em to:] [face:e2=north para Block Piece], com prévia privada, depois /endturn. As habilidades agem na ordem de E38.
elemental-rules-see-one = Veja uma com /rules game:elemental piece:earth (ou block-piece, double-kill, knight …); emblemas, insígnias e pontos no tabuleiro: piece:board.
elemental-rules-piece = Peça: { $piece }. Move-se como no xadrez (E1); seu nível para comparar habilidades é { $rank } (E2). Os fantasmas mostram para onde ela pode ir; os colchetes, onde pode capturar.
elemental-rules-unknown = `piece:{ $piece }` não é peça, elemento nem habilidade do Elemental chess: tente knight, earth, block-piece ou double-kill.
elemental-reading-the-board = Como ler o tabuleiro do Elemental: o emblema do elemento de cada peça fica embaixo à esquerda (Fire um triângulo, Water uma gota, Earth um bloco quadrado, Air um anel, Lightning um raio, Light uma estrela, Shadow uma lua crescente); as letras do amplificador, em cima à direita (Ss Side Step, Qs Quantum Step, St Stalwart, Be Belligerent, In Indomitable; um Block Piece mostra em vez disso sua orientação com uma seta, E25); um ponto marrom embaixo à direita é o Sturdy ainda não usado de uma peça de Earth (E14). Uma casa hachurada com um número e pontos está queimada: o nível que ela barra e os turnos que restam ao Fire (E9); um cadeado é um Temporal Lock com seus turnos (E36); uma mira, uma marca de Sadist (E24); anéis ligados, as duas casas de uma peça de Schrödinger (E37). Um equipamento ainda oculto aparece como ? no cabeçalho (E12). Numa prévia privada, a casa da peça que se move fica escurecida, um fantasma mostra onde ela chega, colchetes marcam o que ela captura e pontos, as casas por onde passa.
elemental-about-fire = Scorch: uma casa que sua peça deixa barra inimigos de nível menor (exceto Water) pelos seus 3 próximos turnos; Blaze Rush: depois de uma captura, um Double ou Quantum Kill extra, ambos contra Earth (E9–E10).
elemental-about-water = Flood Wake: peças que o seu lado capturou nos meios-lances que um Do-Over desfaz continuam removidas; Mist Shroud: toda peça tem Quantum Step, e seu equipamento fica oculto do adversário até cada habilidade agir pela primeira vez (E11–E12).
elemental-about-earth = Bastion: cones de Block Piece de 180° e recuos sorteados; Sturdy: sobrevive à primeira captura (E13–E14).
elemental-about-air = Gale Lift para atravessar peças, 2 passos extras com Tailwind, Scatter Shot para capturas laterais de peão (E15–E17).
elemental-about-lightning = Overload: espaços escolhidos por peça (E18); Raijin: Quantum Kill ignora Indomitable, e depois de um Quantum Step a peça pode capturar mais uma vez (E19).
elemental-about-light = Radiant Vision: peças de longo alcance dão xeque através do primeiro obstáculo; Light Speed: nas suas capturas, Sturdy é testado primeiro (E20, E22).
elemental-about-shadow = Anarchist Streak: toda comparação de nível de toda habilidade é ignorada, para os dois lados (E23); Sadist Streak: seu Poisonous Meat marca a peça que captura, que é removida dali a dois turnos do lado dela, junto com todas as peças do mesmo lado que tiverem ficado vizinhas a ela (E24).
elemental-about-side-step = Depois do lance, a peça pode dar 1 passo para uma casa vizinha vazia (E26).
elemental-about-block-piece = Capturas vindas de dentro do seu cone de 90° são bloqueadas; reoriente-a com face: (E25).
elemental-about-quantum-step = Depois do lance, a peça pode trocar de lugar com uma peça aliada vizinha de nível menor ou saltar para uma casa vizinha vazia (E27).
elemental-about-stalwart = Peças de nível menor não podem capturá-la (E28).
elemental-about-belligerent = Peças de nível maior não podem capturá-la (E29).
elemental-about-indomitable = Imune a remoções por habilidades; não pode ser atravessada (E31, E3).
elemental-about-double-kill = Depois de uma captura, remova um inimigo vizinho da vítima com nível ≤ ao da vítima (E32).
elemental-about-quantum-kill = Uma vez por turno, depois de uma captura, remova qualquer inimigo com nível ≤ ao da vítima; com Lightning, também os que têm Indomitable (E32, E19).
elemental-about-chain-kill = Capture a partir da ponta de uma corrente de peças aliadas adjacentes, como se estivesse lá (E33); com Air, também dá Quantum Step (E16).
elemental-about-poisonous-meat = Uma peça de nível maior que a capture também é removida, a não ser que seja o rei ou tenha Indomitable (E32).
elemental-about-do-over = Uma vez por peça: quando ela é capturada ou removida, o turno é descartado e os dois últimos meios-lances são desfeitos (E34).
elemental-about-resurrection = Depois de capturar, traga de volta uma das suas peças perdidas com nível ≤ ao da vítima para as suas duas primeiras fileiras (E35).
elemental-about-temporal-lock = Uma vez por peça, depois do lance dela, bloqueie uma peça inimiga (não o rei) pelos próximos 2 turnos do lado dela (E36).
elemental-about-schrodingers-laugh = Uma vez por peça (não o rei), em vez de se mover, ela se copia para uma casa vizinha vazia: uma peça em duas casas, capturadas juntas (E37).

## Choosing a turn or a loadout step by step. $square a square; $piece a
## piece's name (elemental-piece-…); $facing a facing (elemental-facing-…);
## $side a side; $slot the slot's key as typed (augmentor, offense, temporal).
elemental-a-piece = peça
elemental-choice-pass = Passar: todos os lances estão bloqueados (E36)
elemental-choice-piece = { $square } · { $piece }
elemental-choice-laugh = { -elemental-schrodingers-laugh }: copiar-se para lá (E37)
elemental-choice-promote = Promover a { $piece }
elemental-choice-chain = { -elemental-chain-kill } a partir de { $square } (E33)
elemental-choice-double-kill = { -elemental-double-kill } em { $square }
elemental-choice-quantum-kill = { -elemental-quantum-kill } em { $square }
elemental-choice-blaze-double-kill = { -elemental-double-kill } do { -elemental-blaze-rush } em { $square }
elemental-choice-blaze-quantum-kill = { -elemental-quantum-kill } do { -elemental-blaze-rush } em { $square }
elemental-choice-resurrection = { -elemental-resurrection }: { $piece } volta para { $square }
elemental-choice-group-return = Trazer de volta: { $piece }
elemental-choice-lock = { -elemental-temporal-lock } em { $square }
elemental-choice-then = Depois para { $square }
elemental-choice-and-on = E então para { $square }
elemental-choice-raijin = Captura do { -elemental-raijin } em { $square }
elemental-choice-its-chain = Seu { -elemental-chain-kill } a partir de { $square }
elemental-choice-its-double-kill = Seu { -elemental-double-kill } em { $square }
elemental-choice-its-quantum-kill = Seu { -elemental-quantum-kill } em { $square }
elemental-choice-its-resurrection = Sua { -elemental-resurrection }: { $piece } volta para { $square }
elemental-choice-face = Virar para o { $facing }: { $piece } em { $square }
elemental-choice-group-face = Reorientar { $square }
elemental-choice-no-slot = { $slot ->
    [augmentor] Sem amplificador
    [offense] Sem habilidade ofensiva
   *[temporal] Sem habilidade temporal
}
elemental-choice-overload = Espaços para { $square } (Overload, E18)
elemental-choice-group-overload = Overload
elemental-so-far-face = { $square } para o { $facing }
elemental-legend-step = Um passo depois do lance, ou a casa do { -elemental-quantum-step } (E16, E26, E27, E93)
elemental-legend-chain = { -elemental-chain-kill }: a peça aliada de onde capturar (E33)
elemental-legend-double-kill = { -elemental-double-kill }: o inimigo ao lado da casa capturada a remover
elemental-legend-quantum-kill = { -elemental-quantum-kill }: o inimigo a remover
elemental-legend-blaze = { -elemental-blaze-rush }: o alvo do Kill extra (E10)
elemental-legend-resurrection = { -elemental-resurrection }: onde a peça volta
elemental-legend-lock = { -elemental-temporal-lock }: a peça inimiga a bloquear (E36)
elemental-legend-raijin = { -elemental-raijin }: a captura depois do { -elemental-quantum-step } (E19)
elemental-legend-facing = { -elemental-block-piece }: virar uma peça para outra direção (E25)
elemental-prompt-piece = Escolha uma peça para mover.
elemental-prompt-where = Escolha para onde ela vai.
elemental-prompt-face-or-end = Reoriente um { -elemental-block-piece } (as peças marcadas), ou Encerrar turno.
elemental-prompt-ability-face-or-end = Adicione a escolha de uma habilidade ou reoriente um { -elemental-block-piece } (a legenda diz qual marca é qual), ou Encerrar turno.
elemental-prompt-ability-or-end = Adicione a escolha de uma habilidade (a legenda diz qual marca é qual), ou Encerrar turno.
elemental-prompt-end = Encerrar turno para jogar.
elemental-prompt-promote = Escolha no que o { -elemental-pawn } se transforma.
elemental-prompt-abilities = Escolha o que as habilidades do turno fazem.
elemental-prompt-lock-passed = (Um { -elemental-temporal-lock } é escolhido antes dos passos, E38: desfaça o passo para escolher um.)
elemental-prompt-element = Escolha o elemento do seu exército (só você vê isso até os dois travarem, E6).
elemental-prompt-augmentor = Escolha um amplificador.
elemental-prompt-offense = Escolha uma habilidade ofensiva.
elemental-prompt-temporal = Escolha uma habilidade temporal.
elemental-prompt-lock-in = Trave seu equipamento com Encerrar turno.
elemental-prompt-lock-in-or-overload = Trave com Encerrar turno, ou dê a uma peça espaços próprios (Overload, E18).
elemental-choices-over = A partida acabou.
elemental-choices-not-your-turn = É a vez das { $side }, não a sua.
elemental-choices-stale = Essas escolhas não formam mais um turno aqui: comece de novo.
elemental-loadout-locked-already = Seu equipamento já está travado; a partida começa quando o do seu adversário estiver.
elemental-loadout-choices-stale = Essas escolhas não formam mais um equipamento: comece de novo.

## Autocomplete's suggestions. $value is the value filled in (notation).
elemental-suggest-piece = { $square } · { $piece } das { $side }
elemental-suggest-swap = { $value } · troca pelo { -elemental-quantum-step }
elemental-suggest-step = { $value } · passo
elemental-suggest-raijin = { $value } · captura do { -elemental-raijin }
elemental-suggest-return = { $value } · trazer de volta uma peça perdida: { $piece }
elemental-suggest-face = { $piece } em { $square } olha para o { $facing }

## /help: os comandos do jogo em uma linha.
elemental-help = Elemental chess: primeiro escolha em segredo o seu equipamento (Escolher equipamento, ou /loadout element:… augmentor:…; Lightning escolhe espaços peça a peça com /loadout piece:e2 …); depois, um turno é um /move (chain:, dk:, qk:, bdk:, bqk:, res:, lock:, rj:, laugh: para as escolhas das habilidades, then: para passos extras, face: para as Block Pieces) preparado em particular e jogado com /endturn, ou /turn move:e2-e4.

## Alt text of the board picture (what a screen reader says). $white and
## $black are elemental-alt-player; $loadout a loadout in words (or
## elemental-alt-loadout-not-shown); $parts what is concealed; $headline the
## header's line; $groups a side's pieces (elemental-alt-group each);
## $squares squares in notation; $n a count; $facing a facing.
elemental-alt-board = Tabuleiro de Elemental chess: { $white } contra { $black }.
elemental-alt-player = { $player } ({ $side }, { $loadout })
elemental-alt-loadout-not-shown = equipamento ainda não visível
elemental-alt-concealed = { $loadout }; oculto: { $parts }
elemental-alt-headline = { $headline }.
elemental-alt-in-check = As { $side } estão em xeque.
elemental-alt-last-move = Último lance { $move }.
elemental-alt-group = { $n ->
    [one] { $piece } { $squares }
   *[other] { $n }× { $piece } { $squares }
}
elemental-alt-pieces = { $side }: { $groups }.
elemental-alt-no-pieces = { $side }: nenhuma peça.
elemental-alt-faces = { $square } para o { $facing }
elemental-alt-block-pieces = As peças { -elemental-block-piece } das { $side } estão viradas para o { $facing }.
## $except the pieces turned another way (elemental-alt-faces each).
elemental-alt-block-pieces-except = As peças { -elemental-block-piece } das { $side } estão viradas para o { $facing }, exceto { $except }.
elemental-alt-sturdy-used = { $side }: { -elemental-sturdy } gasto em { $squares }.
elemental-alt-staged = Turno preparado, ainda não jogado: { $parts }.
elemental-alt-leaves = sai de { $squares }
elemental-alt-landed = { $square } ({ $piece } das { $side })
elemental-alt-lands = chega em { $landed }
elemental-alt-takes = captura em { $squares }
elemental-alt-passes = passa por { $squares }
elemental-alt-options = Marcadas para escolher: { $squares }.
elemental-alt-scorched = { $square } queimada (nível { $rank }, mais { $n ->
    [one] { $n } turno
   *[other] { $n } turnos
}).
elemental-alt-locked = { $square } bloqueada por mais { $n ->
    [one] { $n } turno
   *[other] { $n } turnos
}.
elemental-alt-marked = { $square } marcada.
elemental-alt-linked = { $square } e { $with } são uma só peça ({ -elemental-schrodingers-laugh }).

## A piece's /rules diagram: its header and alt text. $piece a piece's name
## (elemental-piece-…-start in the header); $square where it stands; $moves
## and $captures squares.
elemental-diagram-headline = { $piece } em { $square }
elemental-diagram-alt = Diagrama: { $piece } em { $square } (E1). Fantasmas onde a peça pode ir ({ $moves }).
elemental-diagram-alt-captures = Diagrama: { $piece } em { $square } (E1). Fantasmas onde a peça pode ir ({ $moves }), colchetes onde ela pode capturar ({ $captures }).

## Why a turn is refused (typed errors of the rules crate). $square, $from, $to, $given, $option, $again, $steps and $turn are notation;
## $piece a piece (elemental-piece-…, or -start at the head of a sentence); $side the mover and $owner the piece's side (elemental-side-…);
## $blocker what blocks a capture (elemental-blocker-…); $ability an ability with what it may choose (elemental-turn-choice-…), $first and $second
## abilities' names; $offered and $allowed lists of notation; $n a count (turns left, or how many choices are listed); $rank a piece's rank.
elemental-turn-game-over = A partida acabou.
elemental-turn-refaced-twice = { $square } é reorientada duas vezes.
elemental-turn-no-block-piece = Sua peça em { $square } ({ $piece }) não tem { -elemental-block-piece } para orientar (E25).
elemental-turn-nothing-to-face = Nenhuma peça sua está em { $square } para orientar (E25).
elemental-turn-pass-not-allowed = Você só pode passar quando todos os seus lances estão bloqueados (E36).
elemental-turn-no-laugh = Sem Laugh de { $from } para { $to }: { -elemental-schrodingers-laugh } (E37) é uma vez por peça, não vale para o rei nem para uma peça bloqueada, e vai para uma casa vizinha vazia onde a peça possa ser colocada.
elemental-turn-no-piece = Não há nenhuma peça em { $square }.
elemental-turn-not-yours = A peça em { $square } ({ $piece }) é das { $owner }; você joga com as { $side }.
elemental-turn-locked = Sua peça em { $square } ({ $piece }) está sob { -elemental-temporal-lock } { $n ->
        [one] durante o seu próximo turno
       *[other] durante os seus próximos { $n } turnos
    } (E36).
elemental-turn-blocked-in-check = Essa captura seria bloqueada por { $blocker } e deixaria o seu rei em xeque (E40).
elemental-turn-blocked-without-effect = Essa captura seria bloqueada por { $blocker } sem nenhum efeito, então não é permitida (E30, E42).
elemental-turn-king-unsafe = { $piece } { $from }-{ $to } deixaria o seu rei em xeque ou cruzaria uma casa atacada (E1b, E44).
elemental-turn-scorched = { $square } está queimada: uma marca de nível { $rank }, que dura mais { $n ->
        [one] { $n } turno
       *[other] { $n } turnos
    } do { -elemental-fire }, barra ali a sua peça ({ $piece }) (E9).
elemental-turn-cannot-go = A peça em { $from } ({ $piece }) não pode ir para { $to }.
elemental-turn-no-choice = { $option }:{ $given } não é permitido: { $ability } não tem escolha depois deste lance.
elemental-turn-not-offered = { $option }:{ $given } não é permitido: { $ability } { $n ->
        [one] só pode escolher { $offered }
       *[other] pode escolher { $offered }
    }.
elemental-turn-named-twice = { $option }:{ $square } e { $again }:{ $square } indicam a mesma peça: pelo que você pode ver, seu { $first } a remove, então { $second } não pode indicá-la de novo; só uma peça que continua de pé depois de uma remoção (salva pelo { -elemental-sturdy }) pode ser indicada duas vezes (E57, E96).
elemental-turn-blocked-does-not-arrive = Essa captura está bloqueada, então a peça não chega: tire promote: e then: (E30, E50).
elemental-turn-promotion-missing = O peão chega à última fileira: indique a peça com promote:queen (ou rook, bishop, knight).
elemental-turn-cannot-promote = Só um peão que chega à última fileira é promovido.
elemental-turn-raijin-without-step = A captura do { -elemental-raijin } vem depois de um { -elemental-quantum-step } (E19): adicione then: com a casa para onde a peça dá o passo ou com a qual troca de lugar.
elemental-turn-steps-needed = { $from }-{ $to } sozinho deixaria o seu rei em xeque ou terminaria o turno onde a peça começou (E1b, E43); adicione passos com then:.
elemental-turn-no-steps = Depois de { $from }-{ $to }, a peça ({ $piece }) não pode dar nenhum passo ({ -elemental-side-step } E26, Tailwind E16, { -elemental-quantum-step } E27).
elemental-turn-steps-not-allowed = then:{ $steps } não é permitido depois de { $from }-{ $to } (E16, E26, E27, E43, E44); { $n ->
        [one] o único permitido é { $allowed }
       *[other] pode ser { $allowed }
    }.
elemental-turn-removal-defeated = Um { -elemental-indomitable } oculto frustra a sua remoção, e o resto do seu turno dependia dela (E12, E53). Escolha outro turno.
elemental-turn-poisoned = A peça que você capturaria tem um { -elemental-poisonous-meat } oculto: sua peça atacante seria removida e seu rei ficaria desprotegido (E86, E53). Escolha outro turno.
elemental-turn-raijin-blocked = A captura do { -elemental-raijin } ali é bloqueada por uma habilidade oculta, e sua peça não poderia terminar o turno onde está (E53, E70). Escolha outro turno.
elemental-turn-unsafe-to-stay = Uma habilidade oculta da peça em { $square } impede isso, e o seu rei não estaria seguro com a sua peça ficando onde está (E53). Escolha outro turno.
elemental-turn-not-here = { $turn } não pode ser jogado aqui; escolha outro turno.
elemental-turn-choice-chain = { -elemental-chain-kill } (E33: a última peça aliada de uma corrente de aliadas adjacentes que começa ao lado da peça, e uma captura a partir dali)
elemental-turn-choice-double-kill = { -elemental-double-kill } (E32: um inimigo vizinho da casa capturada, com nível ≤ ao da vítima, que não seja o rei nem uma peça com { -elemental-indomitable })
elemental-turn-choice-quantum-kill = { -elemental-quantum-kill } (E32: qualquer inimigo com nível ≤ ao da vítima, que não seja o rei nem uma peça com { -elemental-indomitable })
elemental-turn-choice-blaze-double-kill = { -elemental-double-kill } extra do { -elemental-blaze-rush } (E10: como o { -elemental-double-kill }; contra { -elemental-earth }, além do { -elemental-quantum-kill } extra, senão no lugar dele)
elemental-turn-choice-blaze-quantum-kill = { -elemental-quantum-kill } extra do { -elemental-blaze-rush } (E10: como o { -elemental-quantum-kill }; contra { -elemental-earth }, além do { -elemental-double-kill } extra, senão no lugar dele)
elemental-turn-choice-resurrection = { -elemental-resurrection } (E35: uma peça perdida com nível ≤ ao da vítima, numa casa vazia das suas duas primeiras fileiras)
elemental-turn-choice-raijin = { -elemental-raijin } (E19: depois de um { -elemental-quantum-step }, mais uma captura a partir da nova casa)
elemental-turn-choice-lock = { -elemental-temporal-lock } (E36: uma vez por peça, qualquer peça inimiga menos o rei)
