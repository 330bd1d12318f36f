# Korean (ko). Glossary: move = 수 (이동), turn = 턴 (whose turn = 차례), piece = 기물, square = 칸, game = 게임, challenge = 도전

# 호스트가 모든 게임에 대해 하는 말: 명령어, 거절, 도전,
# 시간, 레이팅, 대회.

## 봇 쪽에서 문제가 생김. 아무것도 바뀌지 않음.
host-fault = 제 쪽에서 문제가 생겨 아무것도 바뀌지 않았어요. 관리자는 `gamehost verify`로 게임을 점검할 수 있어요.
host-store-failed = 제 쪽에서 문제가 생겨 아무것도 바뀌지 않았어요. 다시 시도해 주세요.
host-picture-failed = 명령은 처리했지만 그림을 그리지 못했어요.

## 시간. $movers는 차례인 사람들의 이름, $when은 시각.
host-turn-due = { $movers }: 이번 턴 마감: { $when }.
## /game의 시간 줄. $span은 시간의 길이 (time-span).
host-clock = 시간: 턴당 { $span }.
host-clock-waiting = { $waiting }: 차례가 오면 { $span } 전부를 쓸 수 있어요.
host-no-clock = 시간 제한 없음: 턴에 시간이 얼마나 걸려도 괜찮아요.

## /game의 레이팅 줄: $changes는 플레이어마다 하나씩인 host-rating-moved 목록.
host-rating-change = 레이팅 변동: { $changes }.
host-rating-moved = { $who }: { $before } → { $after }
host-friendly-game = 친선 게임이라 레이팅 변동이 없어요.
host-half-time-gone = { $movers }: 이번 { $game } 턴의 시간이 절반 지났어요 (턴당 { $per_turn }). 마감: { $when }.

## /language. $language는 언어 자체의 이름 (language-name).
host-language-mine = 이제부터 { $language } 언어로 답할게요.
host-language-mine-auto = 이제부터 내 Discord에 설정된 언어로 답할게요.
host-language-server = 이제부터 이 서버의 공개 메시지는 { $language } 언어로 나가요.
host-language-server-auto = 이제부터 이 서버의 공개 메시지는 서버의 Discord 언어로 나가요.
host-language-server-not-manager = 이 서버를 관리할 수 있는 사람만 서버 언어를 정할 수 있어요.
host-language-unknown = `locale:{ $given }`: 제가 쓰는 언어가 아니에요. auto 또는 다음 중 하나를 쓰세요: { $known }.
host-language-whose = `for:{ $given }`: me도 server도 아니에요. /language locale:de for:server처럼 쓰세요.

## /help와 /rules. $games는 게임 이름 목록.
help-commands = 명령어 (옵션은 이름:값 형식):
help-for-games = { $about } ({ $games })
help-games = 게임: { $games } (/challenge opponent:<name> game:<game>; Throne: /challenge game:throne players:<2-4> 후 /join; /rules game:<game>).
help-the-bot = 같이 할 사람이 없나요? 봇에게 직접 도전하세요: /challenge opponent:<the bot> level:<1-5> (콘솔에서는 opponent:engine). Throne 테이블에서는 bots:<1-3>로 봇을 앉혀요. 봇과의 게임은 레이팅에 반영되지 않아요.
help-hosted = 제가 진행하는 게임들이에요. 규칙: /rules game:<name>.
help-rules-by-id = 번호별 전체 규칙: { $url }

## 게임 조건. $clock은 terms-per-turn 또는 terms-no-clock, $rated는 yes 또는 no.
terms = { $rated ->
    [yes] { $clock }
   *[no] { $clock }, 친선 게임 (레이팅 미반영)
}
terms-per-turn = 턴당 { $span }
terms-no-clock = 시간 제한 없음

## 도전. $challenger, $opponent, $opener는 플레이어 이름.
challenge-open = { $challenger } 님이 { $opponent } 님에게 { $game } 게임 도전을 신청했어요 ({ $plays }, { $terms }). { $opponent } 님, { $minutes ->
       *[other] { $minutes }분
    } 안에 /accept 또는 /decline으로 답해 주세요.
challenge-playing = 도전자: { $side }
challenge-coin-flip = 진영은 동전 던지기로 결정
challenge-engine-game = { $player } 님이 레벨 { $level } 봇과 { $game } 게임을 해요 (레이팅 미반영). 봇은 자기 턴을 스스로 진행해요.
challenge-level-without-bot = `level:` 옵션은 봇에게 직접 도전할 때(opponent: 봇) 봇의 실력을 정해요. 사람과 할 때는 빼 주세요.
challenge-yourself = 자기 자신에게는 도전할 수 없어요. /challenge opponent:bob처럼 다른 사람을 지정하세요.
challenge-game-running = 이 채널에서는 이미 게임이 진행 중이에요. /board로 관전하거나 다른 채널에서 도전하세요.
challenge-closed = 이미 마감된 도전이에요.
challenge-none-here = 이 채널에는 열린 도전이 없어요. /challenge opponent:<name> 명령으로 도전해 보세요.
challenge-is-a-table = { $opener } 님이 여기에 테이블을 열었어요. /join으로 자리에 앉으세요 (테이블을 연 사람이 /start로 시작해요).
challenge-for-someone-else = { $opponent } 님에게 온 도전이에요. 그 사람만 답할 수 있어요.
challenge-game-gone = 이 도전의 게임은 이제 제가 진행하지 않아요.
challenge-declined = { $opponent } 님이 { $challenger } 님의 도전을 거절했어요.
challenge-none-to-cancel = 이 채널에는 취소할 열린 도전이 없어요.
challenge-not-yours = { $challenger } 님만 이 도전을 취소할 수 있어요.
challenge-withdrawn-from = { $challenger } 님이 { $opponent } 님에게 한 도전을 취소했어요.
challenge-withdrawn = { $challenger } 님이 도전을 취소했어요.
table-closed = { $opener } 님이 테이블을 닫았어요.

## 테이블 (Throne). $opener, $who, $invited는 플레이어 이름, $seat는 자리 색.
table-open = { $opener } 님이 { $size }인용 { $game } 테이블을 열었어요 ({ $terms }, { $minutes ->
       *[other] { $minutes }분
    } 동안 참가 가능).
table-invited = { $invited } 님, 초대받았어요.
table-seat = { $number }. { $seat }: { $who }
table-seat-open = { $number }. { $seat }: 빈자리
table-full-start = 테이블이 다 찼어요. { $opener } 님이 [시작] 버튼이나 /start로 게임을 시작해요.
table-join-or-start = [참가] 버튼이나 /join으로 참가하세요. { $opener } 님이 [시작] 버튼이나 /start로 게임을 시작해요.
table-join = [참가] 버튼이나 /join으로 참가하세요. { $min }명이 앉으면 { $opener } 님이 시작할 수 있어요.
table-joins = { $who } 님이 { $seat } 자리에 앉았어요.
table-leaves = { $who } 님이 테이블을 떠났어요.
