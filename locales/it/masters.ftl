# Italian (it). Glossario: Ember, Frost (le fazioni, nomi propri); general = generale, puppeteer = burattinaio, witch = strega (i tre capi); cardinal = cardinale, dragon = drago, sentinel = sentinella, archer = arciere, horseman = cavaliere, scout = esploratore; claim = presa di controllo (prendere il controllo), inherit = ereditare, offer = offerta, moveset = mosse, aura = aura. I valori da scrivere (promote:dragon, inherit:accept, piece:horseman) e i comandi restano come sono.

## Fazioni e pezzi.
-masters-ember = Ember
-masters-frost = Frost
-masters-general = generale
-masters-puppeteer = burattinaio
-masters-witch = strega
-masters-cardinal = cardinale
-masters-dragon = drago
-masters-sentinel = sentinella
-masters-archer = arciere
-masters-horseman = cavaliere
-masters-scout = esploratore

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

masters-owned = { $piece } di { $side }
masters-yours-on = il tuo pezzo { $piece } in { $square }
masters-yours-on-start = Il tuo pezzo { $piece } in { $square }
masters-theirs-on = { $piece } di { $side } in { $square }
masters-notation = { $notation }
masters-and-then = { $first }, { $rest }
masters-notes-join = { $first }; { $rest }

masters-started = Si gioca: { $ember } ({ -masters-ember }) contro { $frost } ({ -masters-frost }). { -masters-ember } inizia: { $ember }.
masters-started-how = Si gioca: { $ember } ({ -masters-ember }) contro { $frost } ({ -masters-frost }). { -masters-ember } inizia: { $ember }, prepara il tuo turno con /move e /claim, poi /endturn (o /turn tutto insieme).
masters-game-over = Partita finita:
masters-status = Turno { $turn } · tocca a { $side } ({ $player }).
masters-not-your-turn = Tocca a { $player } ({ $side }); aspetta la sua mossa.
masters-players = Masters: { $ember } ({ -masters-ember }) contro { $frost } ({ -masters-frost }).
masters-holds = Il { -masters-puppeteer } di { $side } controlla { $piece } in { $square }.
masters-offered = Alla { -masters-witch } di { $side } viene offerto: { $offers }.
masters-offered-forced = Alla { -masters-witch } di { $side } viene offerto: { $offers } ({ $forced } è obbligato).
masters-witch-moves-as = La { -masters-witch } di { $side } muove come: { $piece }.
masters-has-lost = { $side } ha perso: { $pieces }.
masters-position = Posizione: `{ $position }`

masters-turn-line = Turno { $number } · { $side } ({ $player }): { $what }
masters-part-inherits = eredita: { $piece }
masters-part-declines = rifiuta l'eredità
masters-part-takes = cattura { $piece }
masters-part-claims = prende il controllo di { $square }
masters-event-claimed = Il { -masters-puppeteer } di { $side } ha preso il controllo di { $piece }.
masters-event-retargeted = Il { -masters-puppeteer } di { $side } ha lasciato { $released } e preso il controllo di { $piece }.
masters-event-released = Il { -masters-puppeteer } di { $side } ha perso il controllo di { $piece }.
masters-event-offer = Alla { -masters-witch } di { $side } vengono offerte le mosse: { $piece }.
masters-event-offer-forced = Alla { -masters-witch } di { $side } vengono offerte le mosse e deve accettarle: { $piece }.
masters-event-forced = La { -masters-witch } di { $side } è obbligata a ereditare le mosse: { $piece }.
masters-event-promoted = L'{ -masters-scout } di { $side } in { $square } è stato promosso: { $piece }.
masters-won = { $player } ({ $side }) vince! Tutti e tre i capi di { $loser } sono caduti.
masters-result-won = { $player } ({ $side }) vince: tutti e tre i capi di { $loser } sono caduti.
masters-stuck = { $player } ({ $side }) non ha turni legali: abbandona con /resign o proponi la patta con /draw action:offer.
masters-note-takes = cattura { $piece } in { $square }
masters-note-promotes = promosso: { $piece }
masters-note-inherits = la { -masters-witch } eredita: { $piece }
masters-note-inherits-forced = la { -masters-witch } eredita: { $piece }, obbligato (M34)

masters-staged = Preparato: { $draft }. Premi Fine turno (o /endturn) per giocarlo, Annulla (/undo) per ricominciare.
masters-draft-claim = presa di controllo { $square }
masters-draft-accept = accettare l'offerta
masters-draft-decline = rifiutare le offerte
masters-draft-inherit = ereditare: { $piece }
masters-no-claim = Nessun pezzo può essere preso sotto controllo.
masters-no-claim-after-move = Dopo la tua mossa preparata nessun pezzo può essere preso sotto controllo.
masters-can-claim = Puoi prendere il controllo di: { $targets }. Preparane uno con /claim target:{ $first }.
masters-can-claim-after-move = Dopo la tua mossa preparata puoi prendere il controllo di: { $targets }. Preparane uno con /claim target:{ $first }.
masters-claim-target = { $square } ({ $piece })
masters-claim-staged-already = Hai già preparato una presa di controllo in { $square }: prima /undo per cambiarla.
masters-answer-staged-already = Hai già scelto ({ $answer }): prima /undo per cambiare.
masters-nothing-staged = Non hai preparato né mosse né prese di controllo: preparane una con /move o /claim, o gioca tutto insieme con /turn.
masters-m23-warning = Attenzione: dopo la tua mossa preparata, { $reason } Il turno verrebbe rifiutato: cambia la mossa o la presa di controllo (/undo).
masters-m23-warning-blocked = Attenzione: dopo la tua mossa preparata, { $reason } Il turno verrebbe rifiutato ({ $blocker } in { $square } blocca): cambia la mossa o la presa di controllo (/undo).
masters-claim-first = { $refusal } Per muoverlo, prendine il controllo nello stesso turno: prima /claim target:{ $square }.

masters-choices-over = La partita è finita.
masters-choices-not-your-turn = Tocca a { $side }, non a te.
masters-choices-stale = Queste scelte non formano più un turno qui: ricomincia.

## Choosing a turn by buttons: what each choice says and what to do now.
## $piece a piece's name (or a side's piece); $square a square.
masters-choice-inherit = La tua { -masters-witch } eredita: { $piece }
masters-choice-decline = Rifiuta le offerte alla { -masters-witch }
masters-choice-piece = { $square } · { $piece }
masters-choice-promote = Promuovi a: { $piece }
masters-choice-claim-only = Solo presa di controllo
masters-choice-claim = Prendi il controllo di { $square }
masters-takes = cattura { $piece }
masters-prompt-piece = Scegli un pezzo da muovere.
masters-prompt-piece-or-claim = Scegli un pezzo da muovere (o Solo presa di controllo).
masters-prompt-offers = La tua { -masters-witch } ha delle offerte: rispondi, o scegli un pezzo da muovere.
masters-prompt-promote = Scegli cosa diventa il tuo { -masters-scout }.
masters-prompt-claim-or-end = Prendi il controllo di un pezzo (anelli tratteggiati), o Termina il turno.
masters-prompt-claim = Scegli il pezzo di cui il tuo { -masters-puppeteer } prende il controllo (anelli tratteggiati).
masters-prompt-end = Termina il turno per giocarlo.
masters-prompt-where = Scegli dove va.

masters-bad-promotion = `promote:{ $value }` non è una scelta: usa dragon, sentinel, archer o horseman.
masters-bad-answer = `inherit:{ $value }` non è una risposta: usa accept, decline o il pezzo offerto (come horseman).
masters-turn-needs-action = Un turno richiede una mossa o una presa di controllo (o entrambe), come /turn move:E2-E4 o /turn claim:F7.
masters-turn-needs-move-or-claim = Un turno richiede una mossa o una presa di controllo (o entrambe), come /turn move:E2-E4.
masters-promote-needs-move = `promote:` va con una mossa, come /turn move:E11-E12 promote:dragon.
masters-no-offer-to-accept = La tua { -masters-witch } non ha offerte di eredità da accettare.
masters-several-offers = La tua { -masters-witch } ha più offerte ({ $offers }): scegline una, come { $option }:{ $first }.
masters-bad-piece = `piece:{ $value }` non è un pezzo di Masters: usa general, puppeteer, witch, cardinal, dragon, sentinel, archer, horseman o scout.

masters-claim-no-puppeteer = non ti resta nessun { -masters-puppeteer } per prendere il controllo.
masters-claim-puppeteer-held = il tuo { -masters-puppeteer } in { $puppeteer } è controllato da { $side } e non può prendere il controllo.
masters-claim-empty = non c'è nessun pezzo in { $target } da controllare.
masters-claim-own-piece = { $target } è tuo: puoi controllare solo pezzi di { $enemy }.
masters-claim-already-held = il tuo { -masters-puppeteer } controlla già { $target }.
masters-claim-no-line = il tuo { -masters-puppeteer } in { $puppeteer } non vede { $target }: non condividono né traversa né colonna.
masters-claim-blocked = il tuo { -masters-puppeteer } in { $puppeteer } non vede { $target }: { $blocker } in { $square } è in mezzo.
masters-claim-protected = { $target } è nell'aura del { -masters-cardinal } in { $cardinal } e non può essere controllato.
masters-claim-no-puppeteer-start = Non ti resta nessun { -masters-puppeteer } per prendere il controllo.
masters-claim-puppeteer-held-start = Il tuo { -masters-puppeteer } in { $puppeteer } è controllato da { $side } e non può prendere il controllo.
masters-claim-empty-start = Non c'è nessun pezzo in { $target } da controllare.
masters-claim-own-piece-start = { $target } è tuo: puoi controllare solo pezzi di { $enemy }.
masters-claim-already-held-start = Il tuo { -masters-puppeteer } controlla già { $target }.
masters-claim-no-line-start = Il tuo { -masters-puppeteer } in { $puppeteer } non vede { $target }: non condividono né traversa né colonna.
masters-claim-blocked-start = Il tuo { -masters-puppeteer } in { $puppeteer } non vede { $target }: { $blocker } in { $square } è in mezzo.
masters-claim-protected-start = { $target } è nell'aura del { -masters-cardinal } in { $cardinal } e non può essere controllato.
masters-claim-after-move = Dopo la tua mossa, { $reason } Cambia la mossa o la presa di controllo.

masters-error-game-over = La partita è finita: ha vinto { $winner }.
masters-error-no-piece = Non c'è nessun pezzo da muovere in { $square }.
masters-error-held = { $piece } è controllato dal { -masters-puppeteer } di { $side }: non puoi muoverlo finché dura il controllo.
masters-error-not-yours = { $piece } non è tuo.
masters-error-witch-still = { $piece } non ha ancora mosse: si muove solo dopo aver accettato un'eredità.
masters-error-null-move = Una mossa deve andare da qualche parte: da { $square } a { $square } resta fermo.
masters-error-out-of-reach = { $piece } non può raggiungere { $to }.
masters-error-out-of-reach-witch = { $piece } non può raggiungere { $to } (muove come: { $moves }).
masters-error-blocked = { $piece } non può raggiungere { $to }: { $blocker } in { $square } è in mezzo.
masters-error-scout-blocked = { $piece } non può avanzare in { $to }: è occupata, e un { -masters-scout } cattura solo in diagonale in avanti.
masters-error-scout-diagonal = { $piece } va in diagonale solo per catturare, e { $to } è vuota.
masters-error-own-piece = { $piece } non può andare in { $to }: controlli quel pezzo.
masters-error-protected = { $piece } è nell'aura del { -masters-cardinal } in { $cardinal } e non può essere catturato.
masters-error-promotion-missing = Il tuo { -masters-scout } raggiunge l'ultima traversa in { $to }: scegli cosa diventa con promote:dragon, promote:sentinel, promote:archer o promote:horseman, come /move from:{ $from } to:{ $to } promote:dragon.
masters-error-promotion-not-allowed = Solo un { -masters-scout } che raggiunge l'ultima traversa viene promosso: togli promote: dalla mossa { $from }-{ $to }.
masters-error-no-offer = La tua { -masters-witch } non ha offerte di eredità: togli la risposta.
masters-error-not-offered = Alla tua { -masters-witch } non sono state offerte queste mosse: { $piece }; le è stato offerto: { $offers }.
masters-error-forced = La tua { -masters-witch } deve ereditare queste mosse (obbligato): { $piece }; togli la risposta.
masters-error-no-witch = La tua { -masters-witch } è stata catturata: non c'è nessuno che erediti.

masters-rules = Masters: { -masters-ember } contro { -masters-frost } su una scacchiera 10×12; { -masters-ember } inizia. Vinci quando tutti e tre i capi nemici ({ -masters-general }, { -masters-puppeteer }, { -masters-witch }) sono catturati o sotto controllo.
    Un turno è una mossa, una presa di controllo o entrambe. Il tuo { -masters-puppeteer } può prendere il controllo di un pezzo nemico sulla sua traversa o colonna se non c'è niente in mezzo; controlli quel pezzo finché la linea non si spezza. I cardinali proteggono le 8 caselle intorno (punti dorati): quei pezzi non possono essere catturati né controllati. Quando ti catturano un pezzo, la tua { -masters-witch } può ereditarne le mosse nel turno successivo. Un { -masters-scout } che raggiunge l'ultima traversa diventa { -masters-dragon }, { -masters-sentinel }, { -masters-archer } o { -masters-horseman }.
    Guarda come muove un pezzo con /rules piece:horseman.
masters-rule-general = Generale (M6): un capo; 1 o 2 caselle in linea retta in una delle 8 direzioni (la prima casella dev'essere vuota per andare di 2).
masters-rule-puppeteer = Burattinaio (M7, M21): un capo; 1 casella in ogni direzione. Prende il controllo di un pezzo nemico sulla sua traversa o colonna se non c'è niente in mezzo, e controlli quel pezzo finché la linea non si spezza.
masters-rule-witch = Strega (M8, M31): un capo senza mosse proprie; quando ti catturano un pezzo può ereditarne le mosse nel turno successivo, e poi muove e cattura come quel pezzo.
masters-rule-cardinal = Cardinale (M9, M16): scivola in diagonale di quante caselle vuole e protegge le 8 caselle intorno (punti dorati): i pezzi lì non possono essere catturati né controllati.
masters-rule-dragon = Drago (M10): scivola di quante caselle vuole in linea retta o in diagonale, e può passare sopra i tuoi pezzi (non quelli nemici).
masters-rule-sentinel = Sentinella (M11): scivola di quante caselle vuole lungo una traversa o colonna.
masters-rule-archer = Arciere (M11): 1, 2 o 3 caselle in linea retta in una delle 8 direzioni, su caselle vuote.
masters-rule-horseman = Cavaliere (M12): salta 2 caselle in una direzione e 1 nell'altra, sopra qualsiasi cosa in mezzo.
masters-rule-scout = Esploratore (M13, M36): 1 casella dritto in avanti, o 2 se entrambe sono vuote, da qualsiasi casella; cattura 1 casella in diagonale in avanti. Sull'ultima traversa diventa { -masters-dragon }, { -masters-sentinel }, { -masters-archer } o { -masters-horseman }.
masters-rule-diagram = I pezzi traslucidi mostrano dove può andare; le parentesi, dove può catturare.
masters-rule-puppeteer-diagram = In partita, /claim senza bersaglio cerchia con un anello tratteggiato del tuo colore ogni pezzo che il tuo { -masters-puppeteer } può controllare; un pezzo controllato porta poi un punto del colore di chi lo controlla.
masters-rule-cardinal-diagram = Un nemico vicino non ha parentesi: sta nell'aura di questo { -masters-cardinal }, che protegge i pezzi di entrambe le fazioni (M16, M17), quindi il { -masters-cardinal } cattura solo a una distanza di due o più.

masters-header-over = Partita finita · { $ended }
masters-header-won = Turno { $turn } · vince { $side }
masters-header-to-move = Turno { $turn } · tocca a { $side }

masters-alt-over = Scacchiera di Masters, partita finita dopo il turno { $turn }: { $ended }.
masters-alt-won = Scacchiera di Masters dopo il turno { $turn }: ha vinto { $side } ({ $player }).
masters-alt-to-move = Scacchiera di Masters, turno { $turn }, tocca a { $side } ({ $player }).
masters-alt-last-move = Ultima mossa { $move }.
masters-alt-staged-move = Mossa preparata { $move }.
masters-alt-staged-claim = Presa di controllo preparata { $square }.
masters-alt-claim-targets = Bersagli della presa di controllo: { $squares }.
masters-alt-no-claim-targets = Bersagli della presa di controllo: nessuno.
masters-alt-holds = { $side } controlla { $piece } in { $square }.
masters-alt-protected = Protetti: { $squares }.
masters-alt-offered = Alla { -masters-witch } di { $side } viene offerto: { $offers }.
masters-alt-army = { $side } ({ $player }): { $army }.
masters-alt-no-pieces = { $side } ({ $player }): nessun pezzo.
masters-alt-lost = { $side } ha perso: { $pieces }.
masters-alt-witch-moves-as = { $witches } (muove come: { $piece })
masters-alt-generals = { $count ->
    [one] { -masters-general }
   *[other] generali
} { $squares }
masters-alt-puppeteers = { $count ->
    [one] { -masters-puppeteer }
   *[other] burattinai
} { $squares }
masters-alt-witches = { $count ->
    [one] { -masters-witch }
   *[other] streghe
} { $squares }
masters-alt-cardinals = { $count ->
    [one] { -masters-cardinal }
   *[other] cardinali
} { $squares }
masters-alt-dragons = { $count ->
    [one] { -masters-dragon }
   *[other] draghi
} { $squares }
masters-alt-sentinels = { $count ->
    [one] { -masters-sentinel }
   *[other] sentinelle
} { $squares }
masters-alt-archers = { $count ->
    [one] { -masters-archer }
   *[other] arcieri
} { $squares }
masters-alt-horsemen = { $count ->
    [one] { -masters-horseman }
   *[other] cavalieri
} { $squares }
masters-alt-scouts = { $count ->
    [one] { -masters-scout }
   *[other] esploratori
} { $squares }

masters-title-general = Generale
masters-title-puppeteer = Burattinaio
masters-title-witch = Strega
masters-title-cardinal = Cardinale
masters-title-dragon = Drago
masters-title-sentinel = Sentinella
masters-title-archer = Arciere
masters-title-horseman = Cavaliere
masters-title-scout = Esploratore
masters-diagram-general = Generale: 1 o 2 caselle in ogni direzione; la prima dev'essere vuota per andare di 2.
masters-diagram-puppeteer = Burattinaio: 1 casella in ogni direzione. Anelli tratteggiati: pezzi che può controllare sulla sua traversa e colonna.
masters-diagram-witch = Strega: muove solo come il pezzo ereditato (qui un { -masters-horseman }), mostrato sul suo distintivo.
masters-diagram-cardinal = Cardinale: scivola in diagonale; la sua aura protegge le 8 caselle intorno.
masters-diagram-dragon = Drago: scivola in 8 direzioni, sopra i propri pezzi, fino al primo nemico.
masters-diagram-sentinel = Sentinella: scivola lungo traverse e colonne.
masters-diagram-archer = Arciere: da 1 a 3 caselle in ogni direzione.
masters-diagram-horseman = Cavaliere: salta 2 + 1, sopra qualsiasi cosa.
masters-diagram-scout = Esploratore: 1 o 2 in avanti; cattura 1 in diagonale in avanti; promosso sull'ultima traversa.

## /help: i comandi del gioco in una riga.
masters-help = Masters: un turno è una mossa, una presa di controllo o entrambe: preparale in privato, guarda l'anteprima, poi /endturn.
