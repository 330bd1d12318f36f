# Turn alerts by direct message (/notify).

## What /notify says back.
notify-off = Turn alerts are off: I will not message you about your games.
notify-every = I will message you when it is your turn, and once when your time runs low.
notify-low = I will message you once when your time for a turn runs low.
## $at is the local time of day the digest is sent (09:00).
notify-digest = I will message you once a day at { $at } in your time zone (UTC unless you give zone:), listing the games waiting for your turn.
## After one of the above: the choice is for one game kind. $game is its name.
notify-only-game = (Only for { $game }.)
## $from and $to are times of day (22:00), $zone a time zone's name.
notify-quiet = Quiet hours: nothing from { $from } to { $to } ({ $zone }).

## /notify refused. $given is what was typed.
notify-mode-unknown = `mode:{ $given }` is not a choice: use every, low or off.
notify-quiet-unreadable = `quiet:{ $given }` is not a span of hours: write it like quiet:22-07 or quiet:22:30-07:00.
notify-zone-unknown = `zone:{ $given }` is not a time zone I know: use a name like Europe/Berlin or America/New_York.
notify-quiet-needs-zone = Quiet hours need your time zone too: add zone:, like zone:Europe/Berlin.
notify-low-unreadable = `low:{ $given }` is not a number of minutes from 1 to 10080.

## The alert. $title is the game's title, $number its number, $opponents
## the other players (a list of notify-name), $channel where it is played.
notify-name = { $name }
notify-alert-turn = Your turn in { $title } #{ $number } against { $opponents }, in { $channel }.
notify-alert-low = Your time is running low in { $title } #{ $number } against { $opponents }, in { $channel }.
## $when is the moment the turn's time runs out.
notify-time-left = Your time runs out { $when }.

## /mygames: a header, then one line per running game (newest first).
## $state is one of mygames-your-turn-due ($when: when the turn is due),
## mygames-your-turn, or mygames-waiting ($movers: who is to act).
mygames-none = You have no running games.
mygames-header = Your running games:
mygames-line = { $title } #{ $number } against { $opponents }, in { $channel }: { $state }
mygames-your-turn-due = your turn, due { $when }.
mygames-your-turn = your turn.
mygames-waiting = waiting for { $movers }.
mygames-more = Only the newest { $listed } are listed.

## A daily digest: $count games wait for the reader, listed below (mygames-line each).
notify-digest-header = { $count ->
    [one] One game waits for your turn:
   *[other] { $count } games wait for your turn:
}
