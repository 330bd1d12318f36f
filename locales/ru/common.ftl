# Русский (ru). Glossary: move = ход фигурой, turn = ход, piece = фигура, square = поле, game = игра (одна — партия), challenge = вызов
# Списки и короткие слова, общие для всех частей бота.

## Списки: «a, b и c», «a, b или c». $head — все элементы, кроме последнего,
## уже соединённые через list-comma.
list-comma = {", "}
list-and = { $head } и { $last }
list-or = { $head } или { $last }

## Срок сообщения отдельной строкой. $when — момент времени.
reply-due = Срок: { $when }.

## Язык по его коду, на нём самом (одинаково во всех локалях).
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
