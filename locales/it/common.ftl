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
button-game-page = Pagina della partita
button-play = Gioca
button-rematch = Rivincita
button-end-turn = Termina il turno
button-undo = Annulla
button-throw = Lancia
button-move = Muovi
button-accept-draw = Accetta la patta
button-decline-draw = Rifiuta la patta
button-play-on-the-web = Gioca sul web
button-back = Indietro
button-start-again = Ricomincia

## La riga dopo una partita finita, con il link al suo replay. $game è il suo numero.
replay-line = Riguardala: /replay game:{ $game }
