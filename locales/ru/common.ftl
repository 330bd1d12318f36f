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

## Отрезок времени: $n единиц $unit (day, hour, minute или second).
time-span = { $unit ->
    [day] { $n ->
        [one] { $n } день
        [few] { $n } дня
        [many] { $n } дней
       *[other] { $n } дня
    }
    [hour] { $n ->
        [one] { $n } час
        [few] { $n } часа
        [many] { $n } часов
       *[other] { $n } часа
    }
    [minute] { $n ->
        [one] { $n } минута
        [few] { $n } минуты
        [many] { $n } минут
       *[other] { $n } минуты
    }
   *[second] { $n ->
        [one] { $n } секунда
        [few] { $n } секунды
        [many] { $n } секунд
       *[other] { $n } секунды
    }
}

## Кнопки, которые показывает каждая игра.
button-accept = Принять
button-decline = Отклонить
button-join = Присоединиться
button-leave = Выйти
button-start = Начать
button-game-page = Страница партии
button-play = Играть
button-rematch = Реванш
button-end-turn = Завершить ход
button-undo = Отменить
button-throw = Бросить
button-move = Сходить
button-accept-draw = Принять ничью
button-decline-draw = Отклонить ничью
button-play-on-the-web = Играть через веб
button-back = Назад
button-start-again = Начать заново

## Строка после оконченной партии со ссылкой на её повтор. $game — её номер.
replay-line = Посмотреть ещё раз: /replay game:{ $game }
