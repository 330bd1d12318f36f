# German (de). Glossary: move = Bewegung (ziehen), turn = Zug, piece = Figur, square = Feld, game = Spiel (eine Partie), challenge = Herausforderung, claim = Übernahme, draw = Remis, infiltrator = Infiltrator, loadout = Ausrüstung, augmentor = Verstärker, shells = Muscheln
# Listen und kleine Wörter, die alle Teile des Bots gemeinsam nutzen.

## Listen: „a, b und c“, „a, b oder c“. $head sind alle Einträge außer dem letzten,
## bereits mit list-comma verbunden.
list-comma = {", "}
list-and = { $head } und { $last }
list-or = { $head } oder { $last }

## Die Frist einer Nachricht in einer eigenen Zeile. $when ist ein Zeitpunkt.
reply-due = Fällig { $when }.

## Eine Sprache nach ihrem Code, in ihren eigenen Worten (in jeder Sprache gleich).
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

## Eine Zeitspanne: $n mal $unit (day, hour, minute oder second).
time-span = { $unit ->
    [day] { $n ->
        [one] { $n } Tag
       *[other] { $n } Tage
    }
    [hour] { $n ->
        [one] { $n } Stunde
       *[other] { $n } Stunden
    }
    [minute] { $n ->
        [one] { $n } Minute
       *[other] { $n } Minuten
    }
   *[second] { $n ->
        [one] { $n } Sekunde
       *[other] { $n } Sekunden
    }
}

## Buttons, die jedes Spiel zeigt.
button-accept = Annehmen
button-decline = Ablehnen
button-join = Beitreten
button-leave = Verlassen
button-start = Starten
button-game-page = Spielseite
button-play = Spielen
button-rematch = Revanche
button-end-turn = Zug beenden
button-undo = Rückgängig
button-throw = Werfen
button-move = Ziehen
button-accept-draw = Remis annehmen
button-decline-draw = Remis ablehnen
button-play-on-the-web = Im Web spielen
button-back = Zurück
button-start-again = Neu anfangen

## Die Zeile nach einer beendeten Partie, die auf ihre Wiederholung verweist. $game ist ihre Nummer.
replay-line = Sieh sie dir noch einmal an: /replay game:{ $game }
