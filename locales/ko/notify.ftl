# Korean (ko). Glossary: turn = 턴 (whose turn = 차례), game = 게임, turn alert = 턴 알림, direct message = DM, quiet hours = 방해 금지 시간, time zone = 시간대
# DM으로 보내는 턴 알림 (/notify).

## /notify의 답.
notify-off = 턴 알림이 꺼졌어요. 게임에 관한 메시지는 보내지 않을게요.
notify-every = 차례가 오면 메시지를 보내고, 시간이 얼마 남지 않으면 한 번 더 보낼게요.
notify-low = 턴 시간이 얼마 남지 않으면 한 번 메시지를 보낼게요.
## $at is the local time of day the digest is sent (09:00).
notify-digest = 하루 한 번, 내 시간대의 { $at }에 (zone:이 없으면 UTC) 내 차례를 기다리는 게임을 알려 드려요.
## 위의 답 다음에: 선택이 한 게임에만 해당함. $game은 그 게임 이름.
notify-only-game = ({ $game }에만 해당해요.)
## $from과 $to는 시각 (22:00), $zone은 시간대 이름.
notify-quiet = 방해 금지 시간: { $from }부터 { $to }까지는 보내지 않아요 ({ $zone }).

## /notify 거절. $given은 입력한 값.
notify-mode-unknown = `mode:{ $given }`: 그런 선택지는 없어요. every, low, off 중 하나를 쓰세요.
notify-quiet-unreadable = `quiet:{ $given }`: 시간 범위로 읽을 수 없어요. quiet:22-07이나 quiet:22:30-07:00처럼 쓰세요.
notify-zone-unknown = `zone:{ $given }`: 모르는 시간대예요. Europe/Berlin이나 America/New_York 같은 이름을 쓰세요.
notify-quiet-needs-zone = 방해 금지 시간에는 시간대도 필요해요. zone:Europe/Berlin처럼 zone:을 붙이세요.
notify-low-unreadable = `low:{ $given }`: 1부터 10080까지의 분 수가 아니에요.

## 알림. $title은 게임 이름, $number는 게임 번호,
## $opponents는 다른 플레이어들 (notify-name 목록), $channel은 게임하는 곳.
notify-name = { $name }
notify-alert-turn = 차례가 왔어요: { $title } #{ $number }, 상대: { $opponents }, 채널: { $channel }.
notify-alert-low = 시간이 얼마 남지 않았어요: { $title } #{ $number }, 상대: { $opponents }, 채널: { $channel }.
## $when은 턴 시간이 끝나는 시각 (상대적: "3시간 후").
notify-time-left = 남은 시간은 { $when } 끝나요.

## /mygames: a header, then one line per running game (newest first).
## $state is one of mygames-your-turn-due ($when: when the turn is due),
## mygames-your-turn, or mygames-waiting ($movers: who is to act).
mygames-none = 진행 중인 게임이 없어요.
mygames-header = 진행 중인 게임:
mygames-line = { $title } #{ $number } (상대: { $opponents }, { $channel }): { $state }
mygames-your-turn-due = 내 차례예요. 기한은 { $when }.
mygames-your-turn = 내 차례예요.
mygames-waiting = { $movers } 님의 차례를 기다리는 중이에요.
mygames-more = 최신 { $listed }개만 보여 줘요.

## A daily digest: $count games wait for the reader, listed below (mygames-line each).
notify-digest-header = 내 차례를 기다리는 게임 { $count }개:
