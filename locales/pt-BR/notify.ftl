# Portuguese (pt-BR). Glossary: turn = turno (whose turn: de quem é a vez), game = partida (the kind of game: jogo), turn alert = alerta de turno, direct message = mensagem direta, quiet hours = horário de silêncio, time zone = fuso horário
# Alertas de turno por mensagem direta (/notify).

## O que o /notify responde.
notify-off = Os alertas de turno estão desligados: não vou te mandar mensagens sobre suas partidas.
notify-every = Vou te mandar mensagem quando for a sua vez, e uma vez quando seu tempo estiver acabando.
notify-low = Vou te mandar mensagem uma vez quando seu tempo para um turno estiver acabando.
## $at is the local time of day the digest is sent (09:00).
notify-digest = Vou te mandar mensagem uma vez por dia às { $at } no seu fuso horário (UTC se você não der zone:), com as partidas esperando a sua vez.
## Depois de uma das respostas acima: a escolha vale para um só jogo. $game é o nome dele.
notify-only-game = (Só para { $game }.)
## $from e $to são horários (22:00), $zone o nome de um fuso horário.
notify-quiet = Horário de silêncio: nada das { $from } às { $to } ({ $zone }).

## /notify recusado. $given é o que foi digitado.
notify-mode-unknown = `mode:{ $given }` não é uma opção: use every, low ou off.
notify-quiet-unreadable = `quiet:{ $given }` não é um intervalo de horas: escreva como quiet:22-07 ou quiet:22:30-07:00.
notify-zone-unknown = `zone:{ $given }` não é um fuso horário que eu conheça: use um nome como Europe/Berlin ou America/New_York.
notify-quiet-needs-zone = O horário de silêncio também precisa do seu fuso horário: adicione zone:, como zone:Europe/Berlin.
notify-low-unreadable = `low:{ $given }` não é um número de minutos de 1 a 10080.

## O alerta. $title é o título do jogo, $number o número da partida,
## $opponents os outros jogadores (uma lista de notify-name), $channel onde se joga.
notify-name = { $name }
notify-alert-turn = Sua vez: { $title } #{ $number } contra { $opponents }, em { $channel }.
notify-alert-low = Seu tempo está acabando: { $title } #{ $number } contra { $opponents }, em { $channel }.
## $when é o momento em que o tempo do turno acaba (relativo: "em 3 horas").
notify-time-left = Seu tempo acaba { $when }.

## /mygames: a header, then one line per running game (newest first).
## $state is one of mygames-your-turn-due ($when: when the turn is due),
## mygames-your-turn, or mygames-waiting ($movers: who is to act).
mygames-none = Você não tem partidas em andamento.
mygames-header = Suas partidas em andamento:
mygames-line = { $title } #{ $number } contra { $opponents }, em { $channel }: { $state }
mygames-your-turn-due = sua vez, vence { $when }.
mygames-your-turn = sua vez.
mygames-waiting = esperando { $movers }.
mygames-more = Só as { $listed } mais recentes aparecem.

## A daily digest: $count games wait for the reader, listed below (mygames-line each).
notify-digest-header = { $count ->
    [one] Uma partida espera a sua vez:
   *[other] { $count } partidas esperam a sua vez:
}
