# Українська (uk). Glossary: move = хід фігурою, turn = хід, piece = фігура, square = поле, game = гра (одна — партія), challenge = виклик
# Списки й короткі слова, спільні для всіх частин бота.

## Списки: «a, b і c», «a, b або c». $head — усі елементи, крім останнього,
## уже з’єднані через list-comma.
list-comma = {", "}
list-and = { $head } і { $last }
list-or = { $head } або { $last }

## Термін повідомлення окремим рядком. $when — момент часу.
reply-due = Термін: { $when }.

## Мова за її кодом, нею самою (однаково в усіх локалях).
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

## Проміжок часу: $n одиниць $unit (day, hour, minute або second).
time-span = { $unit ->
    [day] { $n ->
        [one] { $n } день
        [few] { $n } дні
        [many] { $n } днів
       *[other] { $n } дня
    }
    [hour] { $n ->
        [one] { $n } година
        [few] { $n } години
        [many] { $n } годин
       *[other] { $n } години
    }
    [minute] { $n ->
        [one] { $n } хвилина
        [few] { $n } хвилини
        [many] { $n } хвилин
       *[other] { $n } хвилини
    }
   *[second] { $n ->
        [one] { $n } секунда
        [few] { $n } секунди
        [many] { $n } секунд
       *[other] { $n } секунди
    }
}

## Кнопки, які показує кожна гра.
button-accept = Прийняти
button-decline = Відхилити
button-join = Приєднатися
button-leave = Вийти
button-start = Почати
button-game-page = Сторінка партії
button-play = Грати
button-rematch = Реванш
button-end-turn = Завершити хід
button-undo = Скасувати
button-throw = Кинути
button-move = Походити
button-accept-draw = Прийняти нічию
button-decline-draw = Відхилити нічию
button-play-on-the-web = Грати через веб
button-back = Назад
button-start-again = Почати знову

## Рядок після завершеної партії з посиланням на її повтор. $game — її номер.
replay-line = Переглянути ще раз: /replay game:{ $game }
