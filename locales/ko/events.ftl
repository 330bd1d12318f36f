# Korean (ko). Glossary: event = 대회, round = 라운드, board = 보드 (라운드의 한 게임), bye = 부전승 (bye), organiser = 주최자, standings = 순위표, tie-breaks = 동점 처리 (부크홀츠, 조네보른-베르거), arena = 아레나, pairing = 대진, leaderboard = 리더보드, rating = 레이팅, table = 테이블, seat = 자리, archive = 아카이브
# 대회, 테이블, 리더보드, 아카이브, 그리고 프런트엔드가 직접 하는 말.

## 대회 소개. $game은 게임 이름, $span은 시간 길이.
tournament-rounds = { $n ->
    [0] 참가자 수에 맞춘 라운드
   *[other] { $n }라운드
}
tournament-about-swiss = { $game } 스위스 대회 ({ $rounds }, 턴당 { $span })
tournament-about-round-robin = { $game } 리그전 (턴당 { $span })
tournament-about-double-round-robin = { $game } 더블 리그전 (턴당 { $span })
tournament-about-knockout-replay = { $game } 토너먼트 (턴당 { $span }; 무승부면 자리를 바꿔 다시 둠)
tournament-about-knockout-seed = { $game } 토너먼트 (턴당 { $span }; 무승부면 상위 시드가 진출)
tournament-about-arena = { $game } 아레나 ({ $length } 동안 대진, 턴당 { $span })
tournament-about-tables = { $game } 테이블 대회 ({ $rounds } 후 결승 테이블, 턴당 { $span })

## /tournament.
tournament-players = { $n ->
   *[other] { $n }명
}
tournament-no-event = 이 채널에는 대회가 없어요. 주최자가 /tournament action:create로 만들 수 있어요.
tournament-organiser-only = 대회 주최자(대회를 만든 사람이나 서버 관리자)만 할 수 있어요.
tournament-you-not-joined = 이 대회에 참가하지 않았어요.
tournament-left = { $who } 님이 대회에서 나갔어요 ({ $players }).
tournament-started-by = { $who } 님이 대회를 시작했어요.
tournament-not-in = { $who } 님은 이 대회 참가자가 아니에요.
tournament-unentered = { $who } 님은 이제 대회에 등록되어 있지 않아요.
tournament-withdrew = { $organiser } 님이 { $who } 님을 대회에서 기권 처리했어요. 더 이상 대진이 없어요.
tournament-withdrew-playing = { $organiser } 님이 { $who } 님을 대회에서 기권 처리했어요. 더 이상 대진이 없고, 진행 중인 게임은 끝까지 둬요.
tournament-paused = 대회가 일시 정지됐어요. 진행 중인 게임은 계속되고, /tournament action:resume 전까지 새 라운드는 대진하지 않아요.
tournament-running-again = 대회가 다시 진행돼요.
tournament-over-already = 대회는 이미 끝났어요.
tournament-ended-by = { $who } 님이 대회를 끝냈어요. 이 순위표가 최종이에요(아직 진행 중인 게임은 더 이상 반영되지 않아요).
tournament-over-see-standings = 대회가 끝났어요. /tournament action:standings로 최종 순위표를 볼 수 있어요.
tournament-busy = 이 채널에는 이미 대회가 있어요({ $about }). 여기서 새 대회를 만들려면 먼저 끝나야 해요.
tournament-game-gone = 그 게임은 이제 여기서 제공하지 않아요.
tournament-created = { $who } 님이 대회를 만들었어요: { $about }. /tournament action:join으로 참가하세요;
tournament-starts-in = { $span } 후에 자동으로 시작해요(또는 { $who } 님이 /tournament action:start로 시작할 때).
tournament-starts-by = { $who } 님이 /tournament action:start로 시작해요.
tournament-enter-yourself = 다른 사람을 등록하는 건 주최자만 할 수 있어요. 본인은 /tournament action:join으로 참가하세요.
tournament-level-for-bot = `level:`은 봇을 등록할 때 써요. 예: /tournament action:join player:engine level:1
tournament-joined-already = { $who } 님은 이미 참가했어요.
tournament-joined = { $who } 님이 대회에 참가했어요 ({ $players }).
tournament-changed = 같은 순간에 대회가 바뀌어서 아무것도 하지 않았어요. 다시 시도해 주세요.

## 대진이 거절하는 것.
tournament-refused-join-after-start = 대회가 시작됐어요. 이제는 참가할 수 없어요.
tournament-refused-already-joined = 이미 참가했어요.
tournament-refused-leave-after-start = 대회가 시작됐어요. 주최자에게 기권 처리를 부탁하세요.
tournament-refused-not-joined = 참가하지 않았어요.
tournament-refused-already-started = 대회가 이미 시작됐어요.
tournament-refused-too-few = 시작하기에는 참가자가 너무 적어요.
tournament-refused-not-a-player = 그 플레이어는 대회 참가자가 아니에요.
tournament-refused-not-running = 진행 중인 대회만 일시 정지할 수 있어요.
tournament-refused-not-paused = 대회가 일시 정지 상태가 아니에요.
tournament-refused-not-its-game = 그 게임은 대회 게임이 아니에요.
tournament-refused-result-in = 그 게임의 결과는 이미 반영됐어요.

## 한 라운드의 게임.
tournament-name = { $who }
tournament-versus = { $first } 대 { $second }
tournament-seated = { $who } ({ $seat })
tournament-round = { $round }라운드: { $games }. 게임마다 전용 채널이 열려요.
tournament-round-byes = { $round }라운드: { $games }; 부전승: { $byes }. 게임마다 전용 채널이 열려요.
tournament-new-games = 새 게임: { $games }. 게임마다 전용 채널이 열려요.
tournament-new-games-byes = 새 게임: { $games }; 부전승: { $byes }. 게임마다 전용 채널이 열려요.

## 대회 게임이 채널을 받아요.
tournament-board-name = { $game } · R{ $round } B{ $board } · { $players }
tournament-board-heading = 대회 게임: { $round }라운드, { $board }번 보드 — { $players }.
tournament-board-placed = { $round }라운드 { $board }번 보드: { $players } — 장소: { $place }.
tournament-this-channel = 이 채널
tournament-gone = 그 대회는 이제 없어요.
tournament-unreadable = 대회 게임을 다시 읽지 못했어요.
tournament-placed-already = 그 게임은 이미 자리가 정해졌어요.
tournament-over-final = 대회가 끝났어요. 최종 순위표:

## 대회 게임이 끝났어요.
tournament-result-not-counted = 이 게임이 속한 대회는 이미 끝나서, 결과가 대회에 반영되지 않아요.
tournament-last-game = 대회의 마지막 게임이었어요. 대회가 끝났고, 최종 순위표는 대회 채널로 가요(거기서 /tournament action:standings).
tournament-goes-on = 대회가 계속돼요.
tournament-round-complete = 대회 { $round }라운드가 끝났어요.
tournament-paused-next = 대회가 일시 정지됐어요. 주최자가 재개하면 다음 라운드를 대진해요.
tournament-arena-goes-on = 대회가 계속돼요. 점수가 비슷한 사람이 비는 대로 다시 대진돼요.
tournament-round-waits = 대회 { $round }라운드는 { $left ->
   *[other] 게임 { $left }개가 더
} 끝나기를 기다리고 있어요.

## 시계가 대회에 하는 일.
tournament-has-started = 대회가 시작됐어요.
tournament-could-not-start = 대회가 정한 시간에 시작하지 못했어요. { $joined }명이 참가했는데 { $least }명이 필요해요. 대회는 닫혔고, 주최자가 새로 만들 수 있어요.
tournament-arena-time-up = 아레나 시간이 끝났어요. 새 게임은 대진하지 않고, 진행 중인 게임이 끝나면 아레나도 끝나요.

## 순위표.
tournament-format-swiss = 스위스
tournament-format-round-robin = 리그전
tournament-format-double-round-robin = 더블 리그전
tournament-format-knockout = 토너먼트
tournament-format-arena = 아레나
tournament-format-tables = 테이블
tournament-status-open = 모집 중, { $count }명 참가
tournament-status-final = 최종 순위
tournament-status-round = { $round }라운드
tournament-status-round-of = { $round }/{ $rounds }라운드
tournament-status-round-of-final = { $round }/{ $rounds }라운드 + 결승
tournament-status-paused = 일시 정지: { $round }
tournament-status-arena = 아레나 진행 중
tournament-standings-title = { $game } { $format } · { $status }
tournament-standings-head = 순위표 — { $about } — { $status }:
tournament-standings-nobody = 아직 아무도 참가하지 않았어요: /tournament action:join.
tournament-standings-row = { $rank }. { $who } — { $points }{ $n ->
   *[other] 점
}
tournament-standings-row-half = { $rank }. { $who } — { $points }점
tournament-standings-tie-breaks = (부크홀츠 { $bh }, SB { $sb })
tournament-standings-more = …외 { $n }명 (그림에 모두 있어요).
tournament-withdrawn = { $who } (기권)
tournament-withdrawn-mark = (기권)

## 결과 칸: 승3 3위 상대로 승리, 무3 무승부, 패3 패배.
tournament-cell-won = 승{ $rank }
tournament-cell-drew = 무{ $rank }
tournament-cell-lost = 패{ $rank }
tournament-cell-bye = 부전승
tournament-column-round = R{ $n }
tournament-column-game = G{ $n }

## 순위표 그림.
tournament-picture-points = 점수
tournament-picture-nobody = 아직 없음
tournament-legend-bh = Bh 부크홀츠
tournament-legend-sb = SB 조네보른-베르거
tournament-legend-won = 승3 3위 상대로 승리
tournament-legend-drew = 무 무승부
tournament-legend-lost = 패 패배
tournament-legend-place = 2/4 테이블 4명 중 2위
tournament-legend-playing = …3 진행 중
tournament-legend-playing-table = … 진행 중
tournament-alt-head = 순위표, { $title }.
tournament-alt-nobody = 아직 아무도 참가하지 않았어요.
tournament-alt-row = { $rank }. { $who }, { $points }{ $n ->
   *[other] 점
}
tournament-alt-row-half = { $rank }. { $who }, { $points }점
tournament-alt-tie-breaks = , 부크홀츠 { $bh }, 조네보른-베르거 { $sb }
tournament-alt-results = , 결과 { $results }

## /leaderboard와 /profile.
leaderboard-nobody = 이 서버에는 아직 { $game } 레이팅을 가진 사람이 없어요. 먼저 레이팅 게임을 끝내세요(도전은 rated:false가 아니면 레이팅 게임이에요).
leaderboard-head = { $game } 리더보드 (? = 임시):
leaderboard-row = { $place }. { $who } { $rating } ({ $games ->
   *[other] { $games }게임
}: { $wins }–{ $losses }–{ $draws })
leaderboard-you = 나: { $count }명 중 { $rank }위, { $rating }.
leaderboard-you-unrated = 이 서버에서 아직 { $game } 레이팅 게임을 한 적이 없어요.
leaderboard-profile-head = 이 서버의 { $who }:
leaderboard-profile-game = { $game }: { $rating } · { $wins }승 { $losses }패 { $draws }무
leaderboard-profile-none = 아직 레이팅 게임이 없어요.
leaderboard-streak-win = 현재 연속 기록: { $n ->
   *[other] { $n }연승
}.
leaderboard-streak-loss = 현재 연속 기록: { $n ->
   *[other] { $n }연패
}.
leaderboard-streak-draw = 현재 연속 기록: { $n ->
   *[other] { $n }연속 무승부
}.
leaderboard-last-games = 최근 게임:
leaderboard-last-game = 게임 { $id } · { $game } · { $outcome } · { $before } → { $after }
leaderboard-outcome-win = 승
leaderboard-outcome-loss = 패
leaderboard-outcome-draw = 무

## /archive와 /anonymous.
archive-managers-only = 서버를 관리할 수 있는 사람만 이 서버의 게임을 웹에 공개할 수 있어요.
archive-on = 이제 이 서버의 게임이 웹에 공개돼요: { $link }. 이름을 숨기려면 /anonymous state:on을 쓰세요.
archive-on-later = 봇이 웹 페이지를 제공하기 시작하면 이 서버의 게임이 웹에 공개돼요(web.public_url). 이름을 숨기려면 /anonymous state:on을 쓰세요.
archive-off = 이 서버의 게임은 더 이상 웹에 공개되지 않아요. 각 게임 페이지는 링크로 계속 열 수 있어요.
archive-anonymous-on = 이제부터 웹 아카이브에서 "익명"으로 보여요.
archive-anonymous-off = 웹 아카이브에서 다시 내 이름으로 보여요.

## 테이블(Throne): 거절되는 것.
table-own-table = 이미 내 테이블에 앉아 있어요. 다른 사람을 초대하거나 opponent:를 빼세요.
table-level-without-bot = `level:`은 봇의 실력을 정해요. bots:1(또는 opponent: 봇)로 봇을 앉히거나 level:을 빼세요.
table-channel-busy = 이 채널에서 이미 게임이 진행 중이에요. /board로 관전하거나 다른 채널에서 테이블을 여세요.
table-too-many-bots = { $size }인 테이블에는 나 말고 봇을 최대 { $most }개까지 앉힐 수 있어요. bots:를 줄이거나 players:를 늘리세요.
table-game-running = 이 채널에서 이미 게임이 진행 중이에요.
table-no-longer-open = 이 테이블은 더 이상 열려 있지 않아요.
table-none-here = 이 채널에 열린 테이블이 없어요. /challenge game:throne으로 여세요.
table-two-players = 여기 열린 도전은 2인용이에요. /accept나 /decline으로 답하세요.
table-game-gone = 이 테이블은 이제 제공하지 않는 게임용이에요.
table-sitting-already = 이미 이 테이블에 앉아 있어요.
table-full = 이 테이블은 꽉 찼어요({ $seats }자리). { $opener } 님이 시작할 수 있어요.
table-game-started = 이 테이블의 게임이 시작됐어요. 나가려면 /resign.
table-opener-cancels = 이 테이블은 내가 열었어요. /cancel로 닫으세요.
table-not-sitting = 이 테이블에 앉아 있지 않아요.
table-opener-starts = 테이블을 연 { $opener } 님만 시작할 수 있어요.
table-too-few = 게임을 시작하려면 최소 { $min }명이 앉아야 해요. { $now ->
   *[other] 지금은 { $now }명이 앉아 있어요
}.

## Discord 프런트엔드가 직접 하는 말.
discord-unknown-command = /{ $command } 명령어는 이제 없어요. 지금 있는 명령어는 /help로 확인하세요.
discord-not-my-button = 그 버튼은 제 것이 아니에요.
discord-out-of-date = 이 /{ $command }은(는) 오래된 버전이에요. 다시 입력하세요.
discord-out-of-date-games = 이 /{ $command }은(는) 오래된 버전이에요. /{ $command }을(를) 다시 입력하고 게임을 고르세요({ $games }).
discord-bot-opponent = { $who }은(는) 봇이고, 여기서 봇으로 두는 건 저뿐이에요. 저나 이 채널의 사람에게 도전하세요.
discord-thread-name = { $game } · { $players }
discord-accepted-in-thread = { $who } 님이 수락했어요. 게임은 { $thread }에서 진행돼요.

## 콘솔이 직접 하는 말: 명령이 아닌 줄.
console-usage = `#채널 사용자 /명령` 형식으로 쓰세요. 예: `#lobby alice /help`
console-greeting = gamehost 콘솔: `#채널 사용자 /명령` 형식으로 입력하세요. 예: `#lobby alice /help`. 끝내려면 Ctrl-D.
console-channel-empty = 채널 이름은 비워 둘 수 없어요
console-user-empty = 사용자 이름은 비워 둘 수 없어요
console-channel-hidden = 채널 이름에는 제어 문자, 보이지 않는 문자, 방향을 바꾸는 문자를 쓸 수 없어요
console-user-hidden = 사용자 이름에는 제어 문자, 보이지 않는 문자, 방향을 바꾸는 문자를 쓸 수 없어요
console-not-a-channel = `{ $channel }`은(는) 채널이 아니에요. 채널은 #으로 시작해요. 예: #lobby
console-name-too-long = 채널과 사용자 이름은 최대 { $most }자예요
console-not-utf8 = 이 줄은 UTF-8 텍스트가 아니에요. `#lobby alice /help` 같은 명령을 입력하세요
console-engine-name = `{ $user }`은(는) 콘솔에서 봇의 이름이에요(/challenge opponent:engine으로 도전하세요). 다른 이름으로 입력하세요
console-nothing-to-do = 빈 줄이나 주석: 할 일 없음
