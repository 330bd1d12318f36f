# Русский (ru). Glossary: turn = ход, game = игра (одна — партия), turn alert = уведомление о ходе, direct message = личное сообщение, quiet hours = тихие часы, time zone = часовой пояс
# Уведомления о ходе в личные сообщения (/notify). Имена игроков стоят без склонения (после «vs»).

## Что отвечает /notify.
notify-off = Уведомления о ходе выключены: я не буду писать тебе о твоих партиях.
notify-every = Я напишу тебе, когда будет твой ход, и один раз, когда время будет на исходе.
notify-low = Я напишу тебе один раз, когда время на ход будет на исходе.
## $at is the local time of day the digest is sent (09:00).
notify-digest = Раз в день в { $at } по твоему часовому поясу (UTC, если не указан zone:) я напишу, какие партии ждут твоего хода.
## После одного из ответов выше: выбор касается одной игры. $game — её название.
notify-only-game = (Только для игры { $game }.)
## $from и $to — время суток (22:00), $zone — название часового пояса.
notify-quiet = Тихие часы: ничего с { $from } до { $to } ({ $zone }).

## /notify отклонён. $given — то, что было введено.
notify-mode-unknown = `mode:{ $given }` — такого варианта нет: используй every, low или off.
notify-quiet-unreadable = `quiet:{ $given }` — это не промежуток часов: пиши, например, quiet:22-07 или quiet:22:30-07:00.
notify-zone-unknown = `zone:{ $given }` — незнакомый мне часовой пояс: используй название вроде Europe/Berlin или America/New_York.
notify-quiet-needs-zone = Для тихих часов нужен и твой часовой пояс: добавь zone:, например zone:Europe/Berlin.
notify-low-unreadable = `low:{ $given }` — это не число минут от 1 до 10080.

## Уведомление. $title — название игры, $number — номер партии,
## $opponents — другие игроки (список notify-name), $channel — где идёт игра.
notify-name = { $name }
notify-alert-turn = Твой ход: { $title } #{ $number } vs { $opponents }, в канале { $channel }.
notify-alert-low = Время на исходе: { $title } #{ $number } vs { $opponents }, в канале { $channel }.
## $when — момент, когда истекает время на ход (относительно: «через 3 часа»).
notify-time-left = Твоё время истекает { $when }.

## /mygames: a header, then one line per running game (newest first).
## $state is one of mygames-your-turn-due ($when: when the turn is due),
## mygames-your-turn, or mygames-waiting ($movers: who is to act).
mygames-none = У тебя нет текущих партий.
mygames-header = Твои текущие партии:
mygames-line = { $title } #{ $number } против { $opponents }, в { $channel }: { $state }
mygames-your-turn-due = твой ход, срок { $when }.
mygames-your-turn = твой ход.
mygames-waiting = ждём ход: { $movers }.
mygames-more = Показаны только последние ({ $listed }).

## A daily digest: $count games wait for the reader, listed below (mygames-line each).
notify-digest-header = { $count ->
    [one] { $count } партия ждёт твоего хода:
    [few] { $count } партии ждут твоего хода:
   *[other] { $count } партий ждут твоего хода:
}
