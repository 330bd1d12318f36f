# Throne (pt-BR). Glossário: soldier = soldado, unit = unidade (2 soldados, desenhada como cavalo), squad = esquadrão (4 soldados, desenhado como carroça), Throne = Trono, home = casa, ring = anel, entry = entrada, gate = portão (trancado/aberto), bridge = ponte, shield = escudo, shells = conchas, throw = jogada de conchas, value = valor, power value = valor de poder, bonus round = rodada bônus, round = rodada; cores Vermelho, Azul, Verde, Dourado.
# Os lugares digitados (home, 5, red-1, throne), os tipos (kind:unit) e os valores (6+5) ficam como estão.

-throne-red = Vermelho
-throne-blue = Azul
-throne-green = Verde
-throne-gold = Dourado
-throne-soldier = { $n ->
   *[one] soldado
    [other] soldados
}
-throne-unit = { $n ->
   *[one] unidade
    [other] unidades
}
-throne-squad = { $n ->
   *[one] esquadrão
    [other] esquadrões
}
-throne = Trono
-throne-home = casa
-throne-gate = portão
-throne-bridge = ponte

throne-seat-red = { -throne-red }
throne-seat-blue = { -throne-blue }
throne-seat-green = { -throne-green }
throne-seat-gold = { -throne-gold }
throne-who = { $seat } ({ $player })

throne-at-home = em { -throne-home }
throne-at-throne = no { -throne }
throne-at-square = em { $square }
throne-from-home = de { -throne-home }
throne-from-square = de { $square }
throne-to-square = para { $square }
throne-to-throne = para o { -throne }
throne-reach-throne = o { -throne }
throne-reach-square = { $square }

throne-begins = Throne começa: { $seats }. Leve seus 12 { -throne-soldier(n: "other") } pelo anel até o { -throne }: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier } (T19).
throne-throws-first = { $who } lança primeiro: /throw ou o botão.
throne-throws-first-engine = { $who } lança primeiro.
throne-to-throw = Vez de { $who } lançar: /throw.
throne-to-throw-engine = Vez de { $who } lançar.
throne-to-move-button = Vez de { $who } mover com { $values } ({ $moves } { $moves ->
    [one] lance possível
   *[other] lances possíveis
}): /move piece:<place> values:<values> ou um botão.
throne-to-move-menu = Vez de { $who } mover com { $values } ({ $moves } { $moves ->
    [one] lance possível
   *[other] lances possíveis
}): /move piece:<place> values:<values> ou um menu.
throne-to-move-engine = Vez de { $who } mover com { $values } ({ $moves } { $moves ->
    [one] lance possível
   *[other] lances possíveis
}).
throne-threw = Rodada { $turn } · { $who } tirou { $throws }: { $values } para usar.

throne-won = { $who } venceu o { -throne }.
throne-wins = { $who } vence o { -throne }.
throne-resigned-wins = { $who } desistiu; { $winner } vence.
throne-timed-out-wins = O tempo de { $who } acabou; { $winner } vence.
throne-timed-out-leaves = O tempo de { $who } acabou e sai da partida.

throne-event-moved = { $who } moveu { $kind ->
    [unit] uma { -throne-unit }
    [squad] um { -throne-squad }
   *[soldier] um { -throne-soldier }
} { $from } { $to } com { $values }.
throne-event-moved-stopped = { $who } moveu { $kind ->
    [unit] uma { -throne-unit }
    [squad] um { -throne-squad }
   *[soldier] um { -throne-soldier }
} { $from } { $to } com { $values }, parando no { -throne-gate } ({ $lost } { $lost ->
    [one] passo perdido
   *[other] passos perdidos
}).
throne-event-captured = { $by } capturou { $count ->
    [one] { $kind ->
        [unit] a { -throne-unit }
        [squad] o { -throne-squad }
       *[soldier] o { -throne-soldier }
    } de { $seat }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "other") }
        [squad] { -throne-squad(n: "other") }
       *[soldier] { -throne-soldier(n: "other") }
    } de { $seat }
} em { $square }: de volta para casa como { -throne-soldier(n: "other") }.
throne-event-formed = { $who } formou { $kind ->
    [unit] uma { -throne-unit }
    [squad] um { -throne-squad }
   *[soldier] um { -throne-soldier }
} em { $square }.
throne-event-unlocked-by-capture = O { -throne-gate } de { $who } foi destrancado pela primeira captura.
throne-event-unlocked-by-throne = O { -throne-gate } de { $who } foi destrancado: uma peça entrou no { -throne }.
throne-event-bonus-earned = { $who } ganha uma rodada bônus.
throne-event-bonus-round = { $who } joga uma rodada bônus: lance de novo.
throne-event-forfeited = { $who } não tem lance possível com { $values }: perdidos.
throne-event-finished = { $kind ->
    [unit] A { -throne-unit }
    [squad] O { -throne-squad }
   *[soldier] O { -throne-soldier }
} de { $who } entrou no { -throne } ({ $count } de 5).
throne-event-resigned = { $who } desistiu.
throne-event-won = { $who } vence o { -throne }!

throne-describe-head = { -throne }, { $players } jogadores, rodada { $turn }.
throne-describe-seat = { $who }: { $home } em casa; { $pieces }; { -throne } { $finished } de 5; { $gate ->
    [open] { -throne-gate } aberto
   *[locked] { -throne-gate } trancado (uma captura ou a primeira peça no { -throne } o abre)
}.
throne-describe-pieces = { $count ->
    [one] { $kind ->
        [unit] { -throne-unit }
        [squad] { -throne-squad }
       *[soldier] { -throne-soldier }
    } { $at }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "other") }
        [squad] { -throne-squad(n: "other") }
       *[soldier] { -throne-soldier(n: "other") }
    } { $at }
}
throne-describe-nothing = nada no tabuleiro
throne-describe-bonus = { $count } { $count ->
    [one] rodada bônus devida
   *[other] rodadas bônus devidas
} a { $who }.
throne-describe-position = Posição: `{ $position } | gerador oculto`

throne-game-over = A partida acabou: { $who } venceu.
throne-game-over-short = A partida acabou.
throne-you-resigned = Você desistiu desta partida; pode assistir com /board.
throne-their-round-throw = É a rodada de { $who }: espere a jogada das conchas.
throne-their-round-move = É a rodada de { $who }: espere o lance.
throne-their-turn = É a vez de { $seat }, não a sua.
throne-stale-choices = Essas escolhas não formam mais um lance aqui: comece de novo.
throne-thrown-already = Você já lançou: mova com { $values } (/move piece:<place> values:<values>); não dá para passar (T16).
throne-throw-first = Lance primeiro com /throw: mover espera até as jogadas da rodada acabarem (T8).
throne-not-a-place = `piece:{ $piece }` não é um lugar: use home, uma casa do anel 1–12 ou uma casa de ponte como red-1.
throne-not-values = `values:{ $values }` não é uma lista de valores: junte-os com +, como values:6+5.
throne-bad-place = `{ $place }` não é um lugar: use home, uma casa do anel 1–12, uma casa de ponte como red-1, ou throne.
throne-bad-values = `{ $values }` não é uma lista de valores de jogada: junte-os com +, como 6+5 (os valores são 2–8, 11 e 16).
throne-move-needs = `/move` precisa de `{ $option }:`, como /move piece:home values:6+5.
throne-not-a-kind = `kind:{ $kind }` não é um tipo: use soldier, unit ou squad.
throne-not-your-bridge = { $place } é da { -throne-bridge } de { $owner }; suas casas de ponte são { $first } e { $second }.
throne-finished-do-not-move = Peças no { -throne } já chegaram; não se movem mais.
throne-no-piece-on = Você não tem peça em { $square }.
throne-several-kinds = Várias peças suas estão em { $square }: adicione { $options }.
throne-option = { $option }
throne-rejected-game-over = A partida acabou: { $seat } venceu.
throne-rejected-not-your-round = É a rodada de { $seat }, não a sua.
throne-rejected-resigned = { $seat } desistiu e não joga mais (T21).
throne-rejected-throw-first = Lance primeiro: mover fica bloqueado até as jogadas da rodada acabarem (T8).
throne-rejected-already-thrown = Você já lançou nesta rodada: use os valores { $values } num lance; não dá para passar (T16).
throne-rejected-not-a-chain = `{ $throws }` não são as jogadas de uma rodada: todo valor menos o último deve ser um valor de poder (16, 11, 4, 6, 8), e o último não (T8).
throne-rejected-no-values = Diga pelo menos um dos valores da rodada para mover (T10).
throne-rejected-values-not-thrown = A rodada tem { $unused } sobrando, não { $asked } (T10).
throne-rejected-no-piece = Você não tem { $kind ->
    [unit] nenhuma { -throne-unit }
    [squad] nenhum { -throne-squad }
   *[soldier] nenhum { -throne-soldier }
} { $at }.
throne-rejected-wrong-values = { $kind ->
    [unit] Uma { -throne-unit } só move com valores pares (2, 4, 6, 8, 16)
   *[squad] Um { -throne-squad } só move com múltiplos de 4 (4, 8, 16)
}; { $values } não serve (T11).
throne-rejected-overshoot = Isso passa { $over } { $over ->
    [one] passo
   *[other] passos
} do { -throne }: para entrar é preciso a distância exata (T12).
throne-rejected-last-bridge = Um { -throne-soldier } sozinho não pode parar em { $square }: nunca mais sairia de lá, pois nenhuma jogada dá 1 (T12).
throne-rejected-whole-lap = Com seu { -throne-gate } trancado, { $steps } passos trazem a peça de volta a { $square }: um lance precisa mudar sua casa (T13).
throne-rejected-held-at-gate = Seus { -throne-soldier(n: "other") } sozinhos esperam no seu { -throne-gate } ({ $square }) até existirem seus dois { -throne-squad(n: "other") } e sua { -throne-unit } (T13a).
throne-rejected-mixed-landing = { $mover ->
    [unit] Sua { -throne-unit }
    [squad] Seu { -throne-squad }
   *[soldier] Seu { -throne-soldier }
} não pode parar em { $square }: { $other ->
    [unit] uma { -throne-unit }
    [squad] um { -throne-squad }
   *[soldier] um { -throne-soldier }
} de { $owner } está lá, e só uma peça do mesmo tipo captura (T14).
throne-rejected-finish-order = Sua próxima peça no { -throne } precisa ser { $expected ->
    [unit] uma { -throne-unit }
    [squad] um { -throne-squad }
   *[soldier] um { -throne-soldier }
}, não { $kind ->
    [unit] uma { -throne-unit }
    [squad] um { -throne-squad }
   *[soldier] um { -throne-soldier }
} (ordem: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }; T19).

throne-move-label = { $from }{ $kind ->
    [unit] {" "}{ -throne-unit }
    [squad] {" "}{ -throne-squad }
    [soldier] {" "}{ -throne-soldier }
   *[none] {""}
} { $values } → { $to }
throne-label-throne = { -throne }
throne-label-home = { -throne-home }
throne-label-square = { $square }
## Escolher um lance passo a passo. $kind é soldier, unit ou squad; $values os valores das conchas ainda não gastos.
throne-kind = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}
throne-choice-kind = { $kind ->
    [unit] a { -throne-unit }
    [squad] o { -throne-squad }
   *[soldier] o { -throne-soldier }
}
throne-prompt-throw = Lance suas conchas.
throne-prompt-piece = Escolha uma peça para mover com { $values }.
throne-prompt-kind = Há vários tipos ali: escolha um.
throne-prompt-values = Escolha os valores a gastar (onde ela para).
throne-prompt-move = Mover para jogar.
throne-moves-menu = Lances { $first }–{ $last } de { $total }

throne-rules-soldier = Soldado (T11): um dos seus 12; anda a soma dos valores que você gasta. { -throne-soldier(n: "other") } que se encontram no seu { -throne-gate } formam { -throne-squad(n: "other") } e depois sua { -throne-unit } (T17); os dois últimos { -throne-soldier(n: "other") } entram no { -throne } depois dos dois { -throne-squad(n: "other") } e da { -throne-unit } (T19).
throne-rules-unit = Unidade (T11, T17): 2 { -throne-soldier(n: "other") } formados no seu { -throne-gate }, desenhada como cavalo; só gasta valores pares (2, 4, 6, 8, 16) e anda metade da soma. Entra no { -throne } em terceiro (T19).
throne-rules-squad = Esquadrão (T11, T17): 4 { -throne-soldier(n: "other") } formados no seu { -throne-gate }, desenhado como carroça; só gasta múltiplos de 4 (4, 8, 16) e anda um quarto da soma. Seus dois { -throne-squad(n: "other") } entram primeiro no { -throne } (T19).
throne-rules-not-a-piece = `piece:{ $piece }` não é uma peça de Throne: use soldier, unit ou squad.
throne-rules = Throne (2–4 jogadores). Cada jogador leva 12 { -throne-soldier(n: "other") } de casa ao redor de um anel de 12 casas, pela sua própria { -throne-bridge } de 2 casas e até o { -throne } no centro. Sua rodada: /throw lança 8 conchas; os lados brancos dão o valor (2–8; 1 branca = 11, nenhuma = 16). 16, 11, 4, 6 e 8 são valores de poder: você lança de novo, e os valores da rodada são a cadeia toda. Depois gaste os valores: /move piece:<home, uma casa ou sua ponte> values:<alguns deles, como 6+5> (ou aperte um botão). Um { -throne-soldier } anda a soma; uma { -throne-unit } (2 { -throne-soldier(n: "other") }, um cavalo) só usa valores pares e anda a metade; um { -throne-squad } (4, uma carroça) usa múltiplos de 4 e anda um quarto. Pare sobre uma peça inimiga do mesmo tipo numa casa comum para capturá-la (ela volta para casa, como { -throne-soldier(n: "other") }) e ganhar uma rodada bônus; os escudos (toda entrada e todo { -throne-gate }, em cinza) são seguros. Seu { -throne-gate } (a casa antes da sua entrada, com o cadeado) fica trancado até sua primeira captura ou até qualquer peça entrar no { -throne }; até lá suas peças dão voltas no anel. { -throne-soldier(n: "other") } que se encontram no seu { -throne-gate } formam { -throne-squad(n: "other") } e depois sua { -throne-unit } (as vagas de carroça mostram o progresso); { -throne-soldier(n: "other") } sozinhos esperam no { -throne-gate } até existirem os dois { -throne-squad(n: "other") } e a { -throne-unit }. As peças entram no { -throne } na ordem { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }, com a distância exata; quem terminar primeiro vence. Não dá para passar: se existe um lance, você tem que fazê-lo; valores que nenhum lance pode usar são perdidos. A imagem marca cada casa que você pode alcançar.

throne-status-won = { $who } vence o { -throne }
throne-status-throw = Vez de { $who } lançar
throne-status-throw-bonus = Vez de { $who } lançar (rodada bônus)
throne-status-move = Vez de { $who } mover com { $values }
throne-header = { -throne } · { $status } · rodada { $turn }
throne-header-ended = { -throne } · { $ended }
throne-foot = última jogada { $value } · nesta rodada { $values }
throne-foot-left = última jogada { $value } · nesta rodada { $values } · restam { $left }
throne-foot-no-throw = nenhuma jogada ainda
throne-alt-head = { -throne }, { $players } jogadores. { $status }.
throne-alt-resigned = { $who } desistiu.
throne-alt-seat = { $who }: { $home } em casa, { $pieces }; { -throne } { $finished } de 5; { $gate ->
    [open] { -throne-gate } aberto
   *[locked] { -throne-gate } trancado
}.
throne-alt-pieces = { $count ->
    [one] { $kind ->
        [unit] uma { -throne-unit }
        [squad] um { -throne-squad }
       *[soldier] um { -throne-soldier }
    }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "other") }
        [squad] { -throne-squad(n: "other") }
       *[soldier] { -throne-soldier(n: "other") }
    }
} em { $square }{ $gate ->
    [yes] {" "}({ -throne-gate })
   *[no] {""}
}
throne-alt-reachable = Alcançáveis: { $squares }.
throne-alt-last-throw = Última jogada { $value } ({ $white } de 8 brancas); valores { $values }.

throne-diagram-you = você
throne-diagram-opponent = adversário
throne-diagram-entry = ← sua entrada
throne-diagram-home = ← sua casa
throne-diagram-gate = seu { -throne-gate }: cadeado, vagas →
throne-diagram-bridge = ← sua { -throne-bridge }
throne-diagram-shields = escudos (cinza): entradas e portões →
throne-diagram-alt = O tabuleiro de Throne para 2 jogadores, com legendas: sua casa com 12 { -throne-soldier(n: "other") }, sua casa de entrada 1 (uma faixa colorida), seu { -throne-gate } na casa 12 (borda colorida, um cadeado enquanto trancado, vagas de carroça para as formações), sua { -throne-bridge } de 2 casas até o { -throne } no centro, e as casas de escudo cinzas (toda entrada e todo { -throne-gate }).

## /help: os comandos do jogo em uma linha.
throne-help = Throne: /challenge game:throne players:<2-4> abre uma mesa; /join, /leave, /start; depois /throw e /move piece:<place> values:<6+5> (kind:unit|squad quando há vários tipos ali).
