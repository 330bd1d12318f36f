# Italian (it). Glossary: move = mossa, turn = turno, piece = pezzo, square = casella, game = partita, challenge = sfida, claim = presa di controllo, loadout = equipaggiamento, augmentor = potenziatore, element = elemento, shells = conchiglie, rating = punteggio

# Elenchi e piccole parole condivise da tutte le parti del bot.

## Elenchi: "a, b e c", "a, b o c". $head è ogni elemento tranne l'ultimo,
## già uniti con list-comma.
list-comma = {", "}
list-and = { $head } e { $last }
list-or = { $head } o { $last }

## La scadenza di un messaggio, su una riga a sé. $when è un momento.
reply-due = Scadenza: { $when }.

## Una lingua dal suo codice, nella lingua stessa (uguale in ogni locale).
language-name = { $code ->
    [en-US] English (US)
    [de] Deutsch
    [fr] Français
    [es-ES] Español
    [pt-BR] Português (Brasil)
    [it] Italiano
    [pl] Polski
    [ru] Русский
    [uk] Українська
    [tr] Türkçe
    [ja] 日本語
    [zh-CN] 中文（简体）
    [ko] 한국어
   *[other] { $code }
}

## Una durata: $n di $unit (day, hour, minute o second).
time-span = { $unit ->
    [day] { $n ->
        [one] { $n } giorno
       *[other] { $n } giorni
    }
    [hour] { $n ->
        [one] { $n } ora
       *[other] { $n } ore
    }
    [minute] { $n ->
        [one] { $n } minuto
       *[other] { $n } minuti
    }
   *[second] { $n ->
        [one] { $n } secondo
       *[other] { $n } secondi
    }
}

## Pulsanti che ogni partita mostra.
button-accept = Accetta
button-decline = Rifiuta
button-join = Unisciti
button-leave = Esci
button-start = Avvia
