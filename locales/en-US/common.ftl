# Lists and small words shared by every part of the bot.

## Lists: "a, b and c", "a, b or c". $head is every item but the last,
## already joined by list-comma.
list-comma = {", "}
list-and = { $head } and { $last }
list-or = { $head } or { $last }

## A message's due time on a line of its own. $when is a moment.
reply-due = Due { $when }.

## A language by its code, in its own words (the same in every locale).
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

## A length of time: $n of $unit (day, hour, minute or second).
time-span = { $unit ->
    [day] { $n ->
        [one] { $n } day
       *[other] { $n } days
    }
    [hour] { $n ->
        [one] { $n } hour
       *[other] { $n } hours
    }
    [minute] { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
   *[second] { $n ->
        [one] { $n } second
       *[other] { $n } seconds
    }
}

## Buttons every game shows.
button-accept = Accept
button-decline = Decline
button-join = Join
button-leave = Leave
button-start = Start
button-game-page = Game page
button-play = Play
button-rematch = Rematch
button-end-turn = End turn
button-undo = Undo
button-throw = Throw
button-move = Move
button-accept-draw = Accept draw
button-decline-draw = Decline draw
button-play-on-the-web = Play on the web
button-back = Back
button-start-again = Start again

## The line after a finished game that links its replay. $game is its number.
replay-line = Watch it again: /replay game:{ $game }
