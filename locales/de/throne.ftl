# Throne (de). Glossar: soldier = Soldat, unit = Einheit (2 Soldaten, als Pferd gezeichnet), squad = Trupp (4 Soldaten, als Wagen gezeichnet), Throne = Thron, home = Haus (wo die Soldaten vor dem Einstieg warten; im Satz „zu Hause“), ring = Ring, entry = Einstieg, gate = Tor (verschlossen/offen), bridge = Brücke, shield = Schild, shells = Muscheln, throw = Wurf, value = Wert, power value = Kraftwert, bonus round = Bonusrunde, round = Runde; Farben Rot, Blau, Grün, Gold.
# Orte, die man tippt (home, 5, red-1, throne), Arten (kind:unit) und Werte (6+5) bleiben, wie sie sind.

-throne-red = Rot
-throne-blue = Blau
-throne-green = Grün
-throne-gold = Gold
-throne-soldier = { $n ->
   *[one] Soldat
    [acc] Soldaten
    [other] Soldaten
}
-throne-unit = { $n ->
   *[one] Einheit
    [acc] Einheit
    [other] Einheiten
}
-throne-squad = { $n ->
   *[one] Trupp
    [acc] Trupp
    [other] Trupps
}
-throne = Thron
-throne-home = Haus
-throne-gate = Tor
-throne-bridge = Brücke

throne-seat-red = { -throne-red }
throne-seat-blue = { -throne-blue }
throne-seat-green = { -throne-green }
throne-seat-gold = { -throne-gold }
throne-who = { $seat } ({ $player })

throne-at-home = zu Hause
throne-at-throne = im { -throne }
throne-at-square = auf { $square }
throne-from-home = von zu Hause
throne-from-square = von { $square }
throne-to-square = auf { $square }
throne-to-throne = in den { -throne }
throne-reach-throne = der { -throne }
throne-reach-square = { $square }

throne-begins = Throne beginnt: { $seats }. Bringt eure 12 { -throne-soldier(n: "other") } rund um den Ring und in den { -throne }: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier } (T19).
throne-throws-first = { $who } wirft zuerst: /throw oder der Knopf.
throne-throws-first-engine = { $who } wirft zuerst.
throne-to-throw = { $who } wirft: /throw.
throne-to-throw-engine = { $who } wirft.
throne-to-move-button = { $who } zieht mit { $values } ({ $moves } { $moves ->
    [one] möglicher Zug
   *[other] mögliche Züge
}): /move piece:<place> values:<values> oder ein Knopf.
throne-to-move-menu = { $who } zieht mit { $values } ({ $moves } { $moves ->
    [one] möglicher Zug
   *[other] mögliche Züge
}): /move piece:<place> values:<values> oder ein Menü.
throne-to-move-engine = { $who } zieht mit { $values } ({ $moves } { $moves ->
    [one] möglicher Zug
   *[other] mögliche Züge
}).
throne-threw = Runde { $turn } · { $who } warf { $throws }: { $values } zu setzen.

throne-won = { $who } hat den { -throne } gewonnen.
throne-wins = { $who } gewinnt den { -throne }.
throne-resigned-wins = { $who } hat aufgegeben; { $winner } gewinnt.
throne-timed-out-wins = { $who } hat keine Zeit mehr; { $winner } gewinnt.
throne-timed-out-leaves = { $who } hat keine Zeit mehr und verlässt das Spiel.

throne-event-moved = { $who } zog { $kind ->
    [unit] eine { -throne-unit }
    [squad] einen { -throne-squad }
   *[soldier] einen { -throne-soldier(n: "acc") }
} { $from } { $to } mit { $values }.
throne-event-moved-stopped = { $who } zog { $kind ->
    [unit] eine { -throne-unit }
    [squad] einen { -throne-squad }
   *[soldier] einen { -throne-soldier(n: "acc") }
} { $from } { $to } mit { $values } und hält am { -throne-gate } ({ $lost } { $lost ->
    [one] Feld
   *[other] Felder
} verloren).
throne-event-captured = { $by } schlägt { $count ->
    [one] { $kind ->
        [unit] die { -throne-unit }
        [squad] den { -throne-squad }
       *[soldier] den { -throne-soldier(n: "acc") }
    } von { $seat }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "other") }
        [squad] { -throne-squad(n: "other") }
       *[soldier] { -throne-soldier(n: "other") }
    } von { $seat }
} auf { $square }: zurück nach Hause als { -throne-soldier(n: "other") }.
throne-event-formed = { $who } bildet { $kind ->
    [unit] eine { -throne-unit }
    [squad] einen { -throne-squad }
   *[soldier] einen { -throne-soldier(n: "acc") }
} auf { $square }.
throne-event-unlocked-by-capture = Das { -throne-gate } von { $who } ist durch den ersten Schlag offen.
throne-event-unlocked-by-throne = Das { -throne-gate } von { $who } ist offen: eine Figur ist in den { -throne } eingezogen.
throne-event-bonus-earned = { $who } verdient eine Bonusrunde.
throne-event-bonus-round = { $who } spielt eine Bonusrunde: wirf noch einmal.
throne-event-forfeited = { $who } hat keinen möglichen Zug für { $values }: verfallen.
throne-event-finished = { $kind ->
    [unit] Die { -throne-unit }
    [squad] Der { -throne-squad }
   *[soldier] Der { -throne-soldier }
} von { $who } ist in den { -throne } eingezogen ({ $count } von 5).
throne-event-resigned = { $who } hat aufgegeben.
throne-event-won = { $who } gewinnt den { -throne }!

throne-describe-head = { -throne }, { $players } Spieler, Runde { $turn }.
throne-describe-seat = { $who }: { $home } zu Hause; { $pieces }; { -throne } { $finished } von 5; { $gate ->
    [open] { -throne-gate } offen
   *[locked] { -throne-gate } verschlossen (ein Schlag oder die erste Figur im { -throne } öffnet es)
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
throne-describe-nothing = nichts auf dem Brett
throne-describe-bonus = { $count } { $count ->
    [one] Bonusrunde
   *[other] Bonusrunden
} offen für { $who }.
throne-describe-position = Stellung: `{ $position } | Generator verborgen`

throne-game-over = Das Spiel ist vorbei: { $who } hat gewonnen.
throne-game-over-short = Das Spiel ist vorbei.
throne-you-resigned = Du hast dieses Spiel aufgegeben; mit /board kannst du zuschauen.
throne-their-round-throw = { $who } ist dran: warte, bis geworfen wurde.
throne-their-round-move = { $who } ist dran: warte, bis gezogen wurde.
throne-their-turn = { $seat } ist am Zug, nicht du.
throne-stale-choices = Diese Auswahl ergibt hier keinen Zug mehr: fang neu an.
throne-thrown-already = Du hast schon geworfen: zieh mit { $values } (/move piece:<place> values:<values>); Passen gibt es nicht (T16).
throne-throw-first = Wirf zuerst mit /throw: Ziehen wartet, bis die Würfe der Runde fertig sind (T8).
throne-not-a-place = `piece:{ $piece }` ist kein Ort: nimm home, ein Ringfeld 1–12 oder ein Brückenfeld wie red-1.
throne-not-values = `values:{ $values }` ist keine Liste von Werten: verbinde sie mit +, z. B. values:6+5.
throne-bad-place = `{ $place }` ist kein Ort: nimm home, ein Ringfeld 1–12, ein Brückenfeld wie red-1 oder throne.
throne-bad-values = `{ $values }` ist keine Liste von Wurfwerten: verbinde sie mit +, z. B. 6+5 (Werte sind 2–8, 11 und 16).
throne-move-needs = `/move` braucht `{ $option }:`, z. B. /move piece:home values:6+5.
throne-not-a-kind = `kind:{ $kind }` ist keine Art: nimm soldier, unit oder squad.
throne-not-your-bridge = { $place } gehört zur { -throne-bridge } von { $owner }; deine Brückenfelder sind { $first } und { $second }.
throne-finished-do-not-move = Figuren im { -throne } sind im Ziel; sie ziehen nicht mehr.
throne-no-piece-on = Du hast keine Figur auf { $square }.
throne-several-kinds = Auf { $square } stehen mehrere deiner Figuren: gib { $options } an.
throne-option = { $option }
throne-rejected-game-over = Das Spiel ist vorbei: { $seat } hat gewonnen.
throne-rejected-not-your-round = { $seat } ist dran, nicht du.
throne-rejected-resigned = { $seat } hat aufgegeben und spielt nicht mehr mit (T21).
throne-rejected-throw-first = Wirf zuerst: Ziehen ist gesperrt, bis die Würfe der Runde fertig sind (T8).
throne-rejected-already-thrown = Du hast in dieser Runde schon geworfen: setz ihre Werte { $values } mit einem Zug; Passen gibt es nicht (T16).
throne-rejected-not-a-chain = `{ $throws }` sind nicht die Würfe einer Runde: jeder Wert außer dem letzten muss ein Kraftwert sein (16, 11, 4, 6, 8), der letzte nicht (T8).
throne-rejected-no-values = Nenne mindestens einen Wert der Runde, mit dem du ziehst (T10).
throne-rejected-values-not-thrown = Die Runde hat noch { $unused }, nicht { $asked } (T10).
throne-rejected-no-piece = Du hast { $kind ->
    [unit] keine { -throne-unit }
    [squad] keinen { -throne-squad }
   *[soldier] keinen { -throne-soldier(n: "acc") }
} { $at }.
throne-rejected-wrong-values = { $kind ->
    [unit] Eine { -throne-unit } zieht nur mit geraden Werten (2, 4, 6, 8, 16)
   *[squad] Ein { -throne-squad } zieht nur mit Vielfachen von 4 (4, 8, 16)
}; { $values } geht nicht (T11).
throne-rejected-overshoot = Das geht { $over } { $over ->
    [one] Feld
   *[other] Felder
} über den { -throne } hinaus: zum Einziehen braucht es die genaue Entfernung (T12).
throne-rejected-last-bridge = Ein einzelner { -throne-soldier } darf nicht auf { $square } stehen bleiben: er käme nie mehr weg, denn kein Wurf gibt 1 (T12).
throne-rejected-whole-lap = Bei verschlossenem { -throne-gate } bringen { $steps } Felder die Figur wieder auf { $square }: ein Zug muss ihr Feld ändern (T13).
throne-rejected-held-at-gate = Deine einzelnen { -throne-soldier(n: "other") } warten auf deinem { -throne-gate } ({ $square }), bis deine beiden { -throne-squad(n: "other") } und deine { -throne-unit } stehen (T13a).
throne-rejected-mixed-landing = { $mover ->
    [unit] Deine { -throne-unit }
    [squad] Dein { -throne-squad }
   *[soldier] Dein { -throne-soldier }
} kann nicht auf { $square } landen: dort steht { $other ->
    [unit] eine { -throne-unit }
    [squad] ein { -throne-squad }
   *[soldier] ein { -throne-soldier }
} von { $owner }, und nur eine Figur gleicher Art schlägt (T14).
throne-rejected-finish-order = Deine nächste Figur in den { -throne } muss { $expected ->
    [unit] eine { -throne-unit }
    [squad] ein { -throne-squad }
   *[soldier] ein { -throne-soldier }
} sein, nicht { $kind ->
    [unit] eine { -throne-unit }
    [squad] ein { -throne-squad }
   *[soldier] ein { -throne-soldier }
} (Reihenfolge: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }; T19).

throne-move-label = { $from }{ $kind ->
    [unit] {" "}{ -throne-unit }
    [squad] {" "}{ -throne-squad }
    [soldier] {" "}{ -throne-soldier }
   *[none] {""}
} { $values } → { $to }
throne-label-throne = { -throne }
throne-label-home = { -throne-home }
throne-label-square = { $square }
## Einen Zug Schritt für Schritt wählen. $kind ist soldier, unit oder squad; $values die noch nicht gesetzten Werte der Muscheln.
throne-kind = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}
throne-choice-kind = { $kind ->
    [unit] die { -throne-unit }
    [squad] der { -throne-squad }
   *[soldier] der { -throne-soldier }
}
throne-prompt-throw = Wirf deine Muscheln.
throne-prompt-piece = Wähl eine Figur, die mit { $values } zieht.
throne-prompt-kind = Dort stehen mehrere Arten: wähl eine.
throne-prompt-values = Wähl die Werte, die du setzt (wo sie landet).
throne-prompt-move = Ziehen, um ihn zu spielen.
throne-moves-menu = Züge { $first }–{ $last } von { $total }

throne-rules-soldier = Soldat (T11): einer deiner 12; er zieht die Summe der Werte, die du setzt. { -throne-soldier(n: "other") }, die sich auf deinem { -throne-gate } treffen, bilden { -throne-squad(n: "other") } und dann deine { -throne-unit } (T17); die letzten zwei { -throne-soldier(n: "other") } ziehen nach beiden { -throne-squad(n: "other") } und der { -throne-unit } in den { -throne } ein (T19).
throne-rules-unit = Einheit (T11, T17): 2 { -throne-soldier(n: "other") }, auf deinem { -throne-gate } gebildet, als Pferd gezeichnet; sie setzt nur gerade Werte (2, 4, 6, 8, 16) und zieht die Hälfte ihrer Summe. Sie zieht als dritte in den { -throne } ein (T19).
throne-rules-squad = Trupp (T11, T17): 4 { -throne-soldier(n: "other") }, auf deinem { -throne-gate } gebildet, als Wagen gezeichnet; er setzt nur Vielfache von 4 (4, 8, 16) und zieht ein Viertel ihrer Summe. Deine zwei { -throne-squad(n: "other") } ziehen zuerst in den { -throne } ein (T19).
throne-rules-not-a-piece = `piece:{ $piece }` ist keine Figur von Throne: nimm soldier, unit oder squad.
throne-rules = Throne (2–4 Spieler). Jeder bringt 12 { -throne-soldier(n: "other") } von zu Hause rund um einen Ring aus 12 Feldern, über die eigene { -throne-bridge } aus 2 Feldern und in den { -throne } in der Mitte. Deine Runde: /throw wirft 8 Muscheln; die weißen Seiten geben den Wert (2–8; 1 weiße = 11, keine = 16). 16, 11, 4, 6 und 8 sind Kraftwerte: du wirfst noch einmal, und die Werte der Runde sind die ganze Kette. Dann setzt du die Werte: /move piece:<home, ein Feld oder deine Brücke> values:<einige davon, z. B. 6+5> (oder drück einen Knopf). Ein { -throne-soldier } zieht die Summe; eine { -throne-unit } (2 { -throne-soldier(n: "other") }, ein Pferd) nimmt nur gerade Werte und zieht die Hälfte; ein { -throne-squad } (4, ein Wagen) nimmt Vielfache von 4 und zieht ein Viertel. Landest du auf einem gegnerischen Stein gleicher Art auf einem normalen Feld, schlägst du ihn (er geht als { -throne-soldier(n: "other") } nach Hause) und verdienst eine Bonusrunde; Schilde (jeder Einstieg und jedes { -throne-gate }, grau) sind sicher. Dein { -throne-gate } (das Feld vor deinem Einstieg, mit dem Schloss) ist verschlossen bis zu deinem ersten Schlag oder bis irgendeine Figur in den { -throne } einzieht; bis dahin kreisen deine Figuren um den Ring. { -throne-soldier(n: "other") }, die sich auf deinem { -throne-gate } treffen, bilden { -throne-squad(n: "other") } und dann deine { -throne-unit } (die Wagenplätze zeigen den Fortschritt); einzelne { -throne-soldier(n: "other") } warten auf dem { -throne-gate }, bis beide { -throne-squad(n: "other") } und die { -throne-unit } stehen. Figuren ziehen in der Reihenfolge { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier } mit genau passender Entfernung in den { -throne } ein; wer zuerst fertig ist, gewinnt. Passen gibt es nicht: gibt es einen Zug, musst du ziehen; Werte, die kein Zug nutzen kann, verfallen. Das Bild markiert jedes Feld, das du erreichen kannst.

throne-status-won = { $who } gewinnt den { -throne }
throne-status-throw = { $who } wirft
throne-status-throw-bonus = { $who } wirft (Bonusrunde)
throne-status-move = { $who } zieht mit { $values }
throne-header = { -throne } · { $status } · Runde { $turn }
throne-header-ended = { -throne } · { $ended }
throne-foot = letzter Wurf { $value } · diese Runde { $values }
throne-foot-left = letzter Wurf { $value } · diese Runde { $values } · übrig { $left }
throne-foot-no-throw = noch kein Wurf
throne-alt-head = { -throne }, { $players } Spieler. { $status }.
throne-alt-resigned = { $who } hat aufgegeben.
throne-alt-seat = { $who }: { $home } zu Hause, { $pieces }; { -throne } { $finished } von 5; { $gate ->
    [open] { -throne-gate } offen
   *[locked] { -throne-gate } verschlossen
}.
throne-alt-pieces = { $count ->
    [one] { $kind ->
        [unit] eine { -throne-unit }
        [squad] ein { -throne-squad }
       *[soldier] ein { -throne-soldier }
    }
   *[other] { $count } { $kind ->
        [unit] { -throne-unit(n: "other") }
        [squad] { -throne-squad(n: "other") }
       *[soldier] { -throne-soldier(n: "other") }
    }
} auf { $square }{ $gate ->
    [yes] {" "}({ -throne-gate })
   *[no] {""}
}
throne-alt-reachable = Erreichbar: { $squares }.
throne-alt-last-throw = Letzter Wurf { $value } ({ $white } von 8 weiß); Werte { $values }.

throne-diagram-you = du
throne-diagram-opponent = Gegner
throne-diagram-entry = ← dein Einstieg
throne-diagram-home = ← dein Zuhause
throne-diagram-gate = dein { -throne-gate }: Schloss, Wagenplätze →
throne-diagram-bridge = ← deine { -throne-bridge }
throne-diagram-shields = Schilde (grau): Einstiege und Tore →
throne-diagram-alt = Das Throne-Brett für 2 Spieler, beschriftet: dein Zuhause mit 12 { -throne-soldier(n: "other") }, dein Einstiegsfeld 1 (ein farbiger Streifen), dein { -throne-gate } auf Feld 12 (farbiger Rand, ein Schloss, solange es verschlossen ist, Wagenplätze für Formationen), deine { -throne-bridge } aus 2 Feldern in den { -throne } in der Mitte und die grauen Schildfelder (jeder Einstieg und jedes { -throne-gate }).

## /help: die Befehle des Spiels in einer Zeile.
throne-help = Throne: /challenge game:throne players:<2-4> eröffnet einen Tisch; /join, /leave, /start; dann /throw und /move piece:<place> values:<6+5> (kind:unit|squad, wenn dort mehrere Arten stehen).
