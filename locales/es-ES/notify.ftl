# Spanish (es-ES). Glossary: turn = turno, game = partida (the kind of game: juego), turn alert = aviso de turno, direct message = mensaje directo, quiet hours = horas de silencio, time zone = zona horaria
# Avisos de turno por mensaje directo (/notify).

## Lo que responde /notify.
notify-off = Los avisos de turno están desactivados: no te escribiré sobre tus partidas.
notify-every = Te escribiré cuando sea tu turno, y una vez cuando se te esté acabando el tiempo.
notify-low = Te escribiré una vez cuando se te esté acabando el tiempo de un turno.
## $at is the local time of day the digest is sent (09:00).
notify-digest = Te escribiré una vez al día a las { $at } en tu zona horaria (UTC si no indicas zone:), con las partidas que esperan tu turno.
## Tras una de las respuestas anteriores: la elección vale para un solo juego. $game es su nombre.
notify-only-game = (Solo para { $game }.)
## $from y $to son horas del día (22:00), $zone el nombre de una zona horaria.
notify-quiet = Horas de silencio: nada de { $from } a { $to } ({ $zone }).

## /notify rechazado. $given es lo que se escribió.
notify-mode-unknown = `mode:{ $given }` no es una opción: usa every, low u off.
notify-quiet-unreadable = `quiet:{ $given }` no es un intervalo de horas: escríbelo como quiet:22-07 o quiet:22:30-07:00.
notify-zone-unknown = `zone:{ $given }` no es una zona horaria que conozca: usa un nombre como Europe/Berlin o America/New_York.
notify-quiet-needs-zone = Las horas de silencio también necesitan tu zona horaria: añade zone:, como zone:Europe/Berlin.
notify-low-unreadable = `low:{ $given }` no es un número de minutos entre 1 y 10080.

## El aviso. $title es el título del juego, $number el número de la partida,
## $opponents los demás jugadores (una lista de notify-name), $channel dónde se juega.
notify-name = { $name }
notify-alert-turn = Te toca: { $title } #{ $number } contra { $opponents }, en { $channel }.
notify-alert-low = Se te acaba el tiempo: { $title } #{ $number } contra { $opponents }, en { $channel }.
## $when es el momento en que vence el tiempo del turno (relativo: «dentro de 3 horas»).
notify-time-left = Tu tiempo se acaba { $when }.

## /mygames: a header, then one line per running game (newest first).
## $state is one of mygames-your-turn-due ($when: when the turn is due),
## mygames-your-turn, or mygames-waiting ($movers: who is to act).
mygames-none = No tienes partidas en curso.
mygames-header = Tus partidas en curso:
mygames-line = { $title } #{ $number } contra { $opponents }, en { $channel }: { $state }
mygames-your-turn-due = te toca, vence { $when }.
mygames-your-turn = te toca.
mygames-waiting = esperando a { $movers }.
mygames-more = Solo se muestran las { $listed } más recientes.

## A daily digest: $count games wait for the reader, listed below (mygames-line each).
notify-digest-header = { $count ->
    [one] Una partida espera tu turno:
   *[other] { $count } partidas esperan tu turno:
}
