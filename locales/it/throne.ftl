# Throne (it). Glossario: soldier = soldato, unit = unità (2 soldati, disegnata come cavallo), squad = squadra (4 soldati, disegnata come carro), Throne = Trono, home = casa, ring = anello, entry = ingresso, gate = porta (chiusa/aperta), bridge = ponte, shield = scudo, shells = conchiglie, throw = lancio, value = valore, power value = valore di potere, bonus round = giro bonus, round = giro; colori Rosso, Blu, Verde, Oro.
# I luoghi che si scrivono (home, 5, red-1, throne), i tipi (kind:unit) e i valori (6+5) restano come sono.

-throne-red = Rosso
-throne-blue = Blu
-throne-green = Verde
-throne-gold = Oro
-throne-soldier = { $n ->
   *[one] soldato
    [other] soldati
}
-throne-unit = { $n ->
   *[one] unità
    [other] unità
}
-throne-squad = { $n ->
   *[one] squadra
    [other] squadre
}
-throne = Trono
-throne-home = casa
-throne-gate = porta
-throne-bridge = ponte

throne-seat-red = { -throne-red }
throne-seat-blue = { -throne-blue }
throne-seat-green = { -throne-green }
throne-seat-gold = { -throne-gold }
throne-who = { $seat } ({ $player })

throne-at-home = a { -throne-home }
throne-at-throne = nel { -throne }
throne-at-square = su { $square }
throne-from-home = da { -throne-home }
throne-from-square = da { $square }
throne-to-square = a { $square }
throne-to-throne = nel { -throne }
throne-reach-throne = il { -throne }
throne-reach-square = { $square }

throne-begins = Inizia Throne: { $seats }. Porta i tuoi 12 { -throne-soldier(n: "other") } lungo l'anello fino al { -throne }: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier } (T19).
throne-throws-first = { $who } lancia per primo: /throw o il pulsante.
throne-throws-first-engine = { $who } lancia per primo.
throne-to-throw = Tocca a { $who } lanciare: /throw.
throne-to-throw-engine = Tocca a { $who } lanciare.
throne-to-move-button = Tocca a { $who } muovere con { $values } ({ $moves } { $moves ->
    [one] mossa possibile
   *[other] mosse possibili
}): /move piece:<place> values:<values> o un pulsante.
throne-to-move-menu = Tocca a { $who } muovere con { $values } ({ $moves } { $moves ->
    [one] mossa possibile
   *[other] mosse possibili
}): /move piece:<place> values:<values> o un menu.
throne-to-move-engine = Tocca a { $who } muovere con { $values } ({ $moves } { $moves ->
    [one] mossa possibile
   *[other] mosse possibili
}).
throne-threw = Giro { $turn } · { $who } ha lanciato { $throws }: { $values } da usare.

throne-won = { $who } ha vinto il { -throne }.
throne-wins = { $who } vince il { -throne }.
throne-resigned-wins = { $who } si è ritirato; vince { $winner }.
throne-timed-out-wins = { $who } ha finito il tempo; vince { $winner }.
throne-timed-out-leaves = { $who } ha finito il tempo e lascia la partita.

throne-event-moved = { $who } ha mosso { $kind ->
    [unit] un'{ -throne-unit }
    [squad] una { -throne-squad }
   *[soldier] un { -throne-soldier }
} { $from } { $to } con { $values }.
throne-event-moved-stopped = { $who } ha mosso { $kind ->
    [unit] un'{ -throne-unit }
    [squad] una { -throne-squad }
   *[soldier] un { -throne-soldier }
} { $from } { $to } con { $values }, fermandosi sulla { -throne-gate } ({ $lost } { $lost ->
    [one] passo perso
   *[other] passi persi
}).
throne-event-captured = { $by } ha catturato { $count ->
    [one] { $kind ->
        [unit] l'{ -throne-unit }
        [squad] la { -throne-squad }
       *[soldier] il { -throne-soldier }
    } di { $seat }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "other") }
        [squad] { -throne-squad(n: "other") }
       *[soldier] { -throne-soldier(n: "other") }
    } di { $seat }
} su { $square }: tornano a casa come { -throne-soldier(n: "other") }.
throne-event-formed = { $who } ha formato { $kind ->
    [unit] un'{ -throne-unit }
    [squad] una { -throne-squad }
   *[soldier] un { -throne-soldier }
} su { $square }.
throne-event-unlocked-by-capture = La { -throne-gate } di { $who } si apre con la sua prima cattura.
throne-event-unlocked-by-throne = La { -throne-gate } di { $who } si apre: un pezzo è entrato nel { -throne }.
throne-event-bonus-earned = { $who } guadagna un giro bonus.
throne-event-bonus-round = { $who } gioca un giro bonus: lancia di nuovo.
throne-event-forfeited = { $who } non ha mosse possibili con { $values }: persi.
throne-event-finished = { $kind ->
    [unit] L'{ -throne-unit }
    [squad] La { -throne-squad }
   *[soldier] Il { -throne-soldier }
} di { $who } è entrato nel { -throne } ({ $count } su 5).
throne-event-resigned = { $who } si è ritirato.
throne-event-won = { $who } vince il { -throne }!

throne-describe-head = { -throne }, { $players } giocatori, giro { $turn }.
throne-describe-seat = { $who }: { $home } a casa; { $pieces }; { -throne } { $finished } su 5; { $gate ->
    [open] { -throne-gate } aperta
   *[locked] { -throne-gate } chiusa (una cattura o il primo pezzo nel { -throne } la apre)
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
throne-describe-nothing = niente sul tabellone
throne-describe-bonus = { $count } { $count ->
    [one] giro bonus dovuto
   *[other] giri bonus dovuti
} a { $who }.
throne-describe-position = Posizione: `{ $position } | generatore nascosto`

throne-game-over = La partita è finita: ha vinto { $who }.
throne-game-over-short = La partita è finita.
throne-you-resigned = Ti sei ritirato da questa partita; puoi guardarla con /board.
throne-their-round-throw = È il giro di { $who }: aspetta il suo lancio.
throne-their-round-move = È il giro di { $who }: aspetta la sua mossa.
throne-their-turn = È il turno di { $seat }, non il tuo.
throne-stale-choices = Queste scelte non formano più una mossa qui: ricomincia.
throne-thrown-already = Hai già lanciato: muovi con { $values } (/move piece:<place> values:<values>); non si può passare (T16).
throne-throw-first = Lancia prima con /throw: si muove solo quando i lanci del giro sono finiti (T8).
throne-not-a-place = `piece:{ $piece }` non è un luogo: usa home, una casella dell'anello 1–12 o una casella del ponte come red-1.
throne-not-values = `values:{ $values }` non è una lista di valori: uniscili con +, come values:6+5.
throne-bad-place = `{ $place }` non è un luogo: usa home, una casella dell'anello 1–12, una casella del ponte come red-1, o throne.
throne-bad-values = `{ $values }` non è una lista di valori di lancio: uniscili con +, come 6+5 (i valori sono 2–8, 11 e 16).
throne-move-needs = `/move` richiede `{ $option }:`, come /move piece:home values:6+5.
throne-not-a-kind = `kind:{ $kind }` non è un tipo: usa soldier, unit o squad.
throne-not-your-bridge = { $place } è sul { -throne-bridge } di { $owner }; le tue caselle del ponte sono { $first } e { $second }.
throne-finished-do-not-move = I pezzi nel { -throne } sono arrivati; non si muovono più.
throne-no-piece-on = Non hai pezzi su { $square }.
throne-several-kinds = Su { $square } ci sono più pezzi tuoi: aggiungi { $options }.
throne-option = { $option }
throne-rejected-game-over = La partita è finita: ha vinto { $seat }.
throne-rejected-not-your-round = È il giro di { $seat }, non il tuo.
throne-rejected-resigned = { $seat } si è ritirato e non gioca più (T21).
throne-rejected-throw-first = Lancia prima: si muove solo quando i lanci del giro sono finiti (T8).
throne-rejected-already-thrown = Hai già lanciato in questo giro: usa i suoi valori { $values } con una mossa; non si può passare (T16).
throne-rejected-not-a-chain = `{ $throws }` non sono i lanci di un giro: ogni valore tranne l'ultimo dev'essere un valore di potere (16, 11, 4, 6, 8) e l'ultimo no (T8).
throne-rejected-no-values = Indica almeno uno dei valori del giro per muovere (T10).
throne-rejected-values-not-thrown = Al giro restano { $unused }, non { $asked } (T10).
throne-rejected-no-piece = Non hai { $kind ->
    [unit] un'{ -throne-unit }
    [squad] una { -throne-squad }
   *[soldier] un { -throne-soldier }
} { $at }.
throne-rejected-wrong-values = { $kind ->
    [unit] Un'{ -throne-unit } muove solo con valori pari (2, 4, 6, 8, 16)
   *[squad] Una { -throne-squad } muove solo con multipli di 4 (4, 8, 16)
}; { $values } non va bene (T11).
throne-rejected-overshoot = Così vai { $over } { $over ->
    [one] passo
   *[other] passi
} oltre il { -throne }: per entrare serve la distanza esatta (T12).
throne-rejected-last-bridge = Un { -throne-soldier } da solo non può fermarsi su { $square }: non potrebbe più uscirne, perché nessun lancio dà 1 (T12).
throne-rejected-whole-lap = Con la tua { -throne-gate } chiusa, { $steps } passi riportano il pezzo su { $square }: una mossa deve cambiargli casella (T13).
throne-rejected-held-at-gate = I tuoi { -throne-soldier(n: "other") } singoli aspettano sulla tua { -throne-gate } ({ $square }) finché non esistono le tue due { -throne-squad(n: "other") } e la tua { -throne-unit } (T13a).
throne-rejected-mixed-landing = { $mover ->
    [unit] La tua { -throne-unit }
    [squad] La tua { -throne-squad }
   *[soldier] Il tuo { -throne-soldier }
} non può fermarsi su { $square }: lì c'è { $other ->
    [unit] un'{ -throne-unit }
    [squad] una { -throne-squad }
   *[soldier] un { -throne-soldier }
} di { $owner }, e cattura solo un pezzo dello stesso tipo (T14).
throne-rejected-finish-order = Il tuo prossimo pezzo nel { -throne } dev'essere { $expected ->
    [unit] un'{ -throne-unit }
    [squad] una { -throne-squad }
   *[soldier] un { -throne-soldier }
}, non { $kind ->
    [unit] un'{ -throne-unit }
    [squad] una { -throne-squad }
   *[soldier] un { -throne-soldier }
} (ordine: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }; T19).

throne-move-label = { $from }{ $kind ->
    [unit] {" "}{ -throne-unit }
    [squad] {" "}{ -throne-squad }
    [soldier] {" "}{ -throne-soldier }
   *[none] {""}
} { $values } → { $to }
throne-label-throne = { -throne }
throne-label-home = { -throne-home }
throne-label-square = { $square }
## Choosing a move step by step. $kind is soldier, unit or squad; $values the shells' values not yet spent.
throne-kind = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}
throne-choice-kind = { $kind ->
    [unit] l'{ -throne-unit }
    [squad] la { -throne-squad }
   *[soldier] il { -throne-soldier }
}
throne-prompt-throw = Lancia le conchiglie.
throne-prompt-piece = Scegli un pezzo da muovere con { $values }.
throne-prompt-kind = Lì ci sono pezzi di più tipi: scegline uno.
throne-prompt-values = Scegli i valori da spendere (cioè dove arriva).
throne-prompt-move = Premi Muovi per giocarla.
throne-moves-menu = Mosse { $first }–{ $last } di { $total }

throne-rules-soldier = Soldato (T11): uno dei tuoi 12; avanza della somma dei valori che spendi. I { -throne-soldier(n: "other") } che si incontrano sulla tua { -throne-gate } formano { -throne-squad(n: "other") } e poi la tua { -throne-unit } (T17); gli ultimi due { -throne-soldier(n: "other") } entrano nel { -throne } dopo le due { -throne-squad(n: "other") } e l'{ -throne-unit } (T19).
throne-rules-unit = Unità (T11, T17): 2 { -throne-soldier(n: "other") } formati sulla tua { -throne-gate }, disegnata come cavallo; spende solo valori pari (2, 4, 6, 8, 16) e avanza della metà della loro somma. Entra nel { -throne } per terza (T19).
throne-rules-squad = Squadra (T11, T17): 4 { -throne-soldier(n: "other") } formati sulla tua { -throne-gate }, disegnata come carro; spende solo multipli di 4 (4, 8, 16) e avanza di un quarto della loro somma. Le tue due { -throne-squad(n: "other") } entrano per prime nel { -throne } (T19).
throne-rules-not-a-piece = `piece:{ $piece }` non è un pezzo di Throne: usa soldier, unit o squad.
throne-rules = Throne (2–4 giocatori). Ognuno porta 12 { -throne-soldier(n: "other") } da casa lungo un anello di 12 caselle, sul proprio { -throne-bridge } di 2 caselle e dentro il { -throne } al centro. Il tuo giro: /throw lancia 8 conchiglie; i lati bianchi danno il valore (2–8; 1 bianca = 11, nessuna = 16). 16, 11, 4, 6 e 8 sono valori di potere: lanci di nuovo, e i valori del giro sono tutta la catena. Poi spendi i valori: /move piece:<home, una casella o il tuo ponte> values:<alcuni, come 6+5> (o premi un pulsante). Un { -throne-soldier } avanza della somma; un'{ -throne-unit } (2 { -throne-soldier(n: "other") }, un cavallo) usa solo valori pari e avanza della metà; una { -throne-squad } (4, un carro) usa multipli di 4 e avanza di un quarto. Fermati su un pezzo nemico dello stesso tipo su una casella normale per catturarlo (torna a casa, come { -throne-soldier(n: "other") }) e guadagnare un giro bonus; gli scudi (ogni ingresso e ogni { -throne-gate }, grigi) sono sicuri. La tua { -throne-gate } (la casella prima del tuo ingresso, con il lucchetto) resta chiusa fino alla tua prima cattura o finché un pezzo qualsiasi entra nel { -throne }; fino ad allora i tuoi pezzi girano attorno all'anello. I { -throne-soldier(n: "other") } che si incontrano sulla tua { -throne-gate } formano { -throne-squad(n: "other") } e poi la tua { -throne-unit } (gli spazi del carro mostrano i progressi); i { -throne-soldier(n: "other") } singoli aspettano sulla { -throne-gate } finché non esistono le due { -throne-squad(n: "other") } e l'{ -throne-unit }. I pezzi entrano nel { -throne } nell'ordine { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }, con la distanza esatta; vince chi finisce per primo. Non si passa: se c'è una mossa devi farla; i valori che nessuna mossa può usare vanno persi. L'immagine segna ogni casella che puoi raggiungere.

throne-status-won = { $who } vince il { -throne }
throne-status-throw = Tocca a { $who } lanciare
throne-status-throw-bonus = Tocca a { $who } lanciare (giro bonus)
throne-status-move = Tocca a { $who } muovere con { $values }
throne-header = { -throne } · { $status } · giro { $turn }
throne-header-ended = { -throne } · { $ended }
throne-foot = ultimo lancio { $value } · questo giro { $values }
throne-foot-left = ultimo lancio { $value } · questo giro { $values } · restano { $left }
throne-foot-no-throw = ancora nessun lancio
throne-alt-head = { -throne }, { $players } giocatori. { $status }.
throne-alt-resigned = { $who } si è ritirato.
throne-alt-seat = { $who }: { $home } a casa, { $pieces }; { -throne } { $finished } su 5; { $gate ->
    [open] { -throne-gate } aperta
   *[locked] { -throne-gate } chiusa
}.
throne-alt-pieces = { $count ->
    [one] { $kind ->
        [unit] un'{ -throne-unit }
        [squad] una { -throne-squad }
       *[soldier] un { -throne-soldier }
    }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "other") }
        [squad] { -throne-squad(n: "other") }
       *[soldier] { -throne-soldier(n: "other") }
    }
} su { $square }{ $gate ->
    [yes] {" "}({ -throne-gate })
   *[no] {""}
}
throne-alt-reachable = Raggiungibili: { $squares }.
throne-alt-last-throw = Ultimo lancio { $value } ({ $white } bianche su 8); valori { $values }.

throne-diagram-you = tu
throne-diagram-opponent = avversario
throne-diagram-entry = ← il tuo ingresso
throne-diagram-home = ← la tua casa
throne-diagram-gate = la tua { -throne-gate }: lucchetto, spazi →
throne-diagram-bridge = ← il tuo { -throne-bridge }
throne-diagram-shields = scudi (grigi): ingressi e porte →
throne-diagram-alt = Il tabellone di Throne per 2 giocatori, con didascalie: la tua casa con 12 { -throne-soldier(n: "other") }, la tua casella d'ingresso 1 (una striscia colorata), la tua { -throne-gate } sulla casella 12 (bordo colorato, un lucchetto finché è chiusa, spazi del carro per le formazioni), il tuo { -throne-bridge } di 2 caselle verso il { -throne } al centro, e le caselle scudo grigie (ogni ingresso e ogni { -throne-gate }).

## /help: i comandi del gioco in una riga.
throne-help = Throne: /challenge game:throne players:<2-4> apre un tavolo; /join, /leave, /start; poi /throw e /move piece:<place> values:<6+5> (kind:unit|squad se lì ci sono più pezzi).
