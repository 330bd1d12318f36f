# Українська (uk). Glossary: turn = хід, game = гра (одна — партія), turn alert = сповіщення про хід, direct message = особисте повідомлення, quiet hours = тихі години, time zone = часовий пояс
# Сповіщення про хід в особисті повідомлення (/notify). Імена гравців стоять без відмінювання (після «vs»).

## Що відповідає /notify.
notify-off = Сповіщення про хід вимкнено: я не писатиму тобі про твої партії.
notify-every = Я напишу тобі, коли буде твій хід, і один раз, коли час добігатиме кінця.
notify-low = Я напишу тобі один раз, коли час на хід добігатиме кінця.
## $at is the local time of day the digest is sent (09:00).
notify-digest = Раз на день о { $at } за твоїм часовим поясом (UTC, якщо не вказано zone:) я напишу, які партії чекають на твій хід.
## Після однієї з відповідей вище: вибір стосується однієї гри. $game — її назва.
notify-only-game = (Лише для гри { $game }.)
## $from і $to — час доби (22:00), $zone — назва часового поясу.
notify-quiet = Тихі години: нічого з { $from } до { $to } ({ $zone }).

## /notify відхилено. $given — те, що було введено.
notify-mode-unknown = `mode:{ $given }` — такого варіанта немає: використовуй every, low або off.
notify-quiet-unreadable = `quiet:{ $given }` — це не проміжок годин: пиши, наприклад, quiet:22-07 або quiet:22:30-07:00.
notify-zone-unknown = `zone:{ $given }` — незнайомий мені часовий пояс: використовуй назву на кшталт Europe/Berlin або America/New_York.
notify-quiet-needs-zone = Для тихих годин потрібен і твій часовий пояс: додай zone:, наприклад zone:Europe/Berlin.
notify-low-unreadable = `low:{ $given }` — це не кількість хвилин від 1 до 10080.

## Сповіщення. $title — назва гри, $number — номер партії,
## $opponents — інші гравці (список notify-name), $channel — де йде гра.
notify-name = { $name }
notify-alert-turn = Твій хід: { $title } #{ $number } vs { $opponents }, у каналі { $channel }.
notify-alert-low = Час добігає кінця: { $title } #{ $number } vs { $opponents }, у каналі { $channel }.
## $when — момент, коли спливає час на хід (відносно: «через 3 години»).
notify-time-left = Твій час спливає { $when }.

## /mygames: a header, then one line per running game (newest first).
## $state is one of mygames-your-turn-due ($when: when the turn is due),
## mygames-your-turn, or mygames-waiting ($movers: who is to act).
mygames-none = У тебе немає поточних партій.
mygames-header = Твої поточні партії:
mygames-line = { $title } #{ $number } проти { $opponents }, у { $channel }: { $state }
mygames-your-turn-due = твій хід, термін { $when }.
mygames-your-turn = твій хід.
mygames-waiting = чекаємо на хід: { $movers }.
mygames-more = Показано лише найновіші ({ $listed }).

## A daily digest: $count games wait for the reader, listed below (mygames-line each).
notify-digest-header = { $count ->
    [one] { $count } партія чекає на твій хід:
    [few] { $count } партії чекають на твій хід:
   *[other] { $count } партій чекають на твій хід:
}
