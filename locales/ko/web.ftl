# Korean (ko). Glossary: move = 수 (이동), turn = 턴 (whose turn = 차례), piece = 기물, square = 칸, game = 게임, challenge = 도전

# 웹 페이지의 말: 홈 페이지, 게임 페이지, 자리 페이지(와 그 스크립트의 말),
# 아카이브, Activity, 한 문장짜리 답. 이름, 기보 표기, 게임 이름은 인자로,
# 그대로 보여줌.

## 모든 페이지.
web-languages = 언어
web-home-title = gamehost
web-versus = 대
web-in-play = 진행 중.
web-anonymous = 익명
web-play-as = 플레이할 자리…

## 한 문장짜리 답.
web-no-such-page = 그런 페이지는 없어요.
web-unavailable = 지금은 게임을 읽을 수 없어요. 잠시 후 다시 시도해 주세요.
web-too-many = 이 주소에서 요청이 너무 많아요. 1분 기다려 주세요.
web-too-large = 이 요청은 어떤 페이지가 보내는 것보다도 커요.
web-too-slow = 이 요청이 도착하는 데 너무 오래 걸렸어요.
web-not-this-site = 이 사이트의 주소가 아니에요.
web-not-own-page = 이 사이트의 페이지만 그 요청을 할 수 있어요.
web-not-an-ask = 페이지가 할 수 있는 요청이 아니에요.

## 홈 페이지. $game은 게임 이름, $id는 게임 번호, $channel은 채널 이름.
web-home-about = 게임마다 자기 페이지가 있어요. 링크는 게임 메시지에 있어요 (또는 봇에게 /history를 요청하세요).
web-home-running = 진행 중인 게임
web-home-none = 지금은 없어요. 콘솔에서 /challenge로 시작하세요.
web-home-game = { $game } #{ $id } (#{ $channel })
web-home-archive = 콘솔의 아카이브

## 게임 페이지. $game은 게임 이름, $players는 게임하는 사람들 (이름과 자리),
## $standing은 현재 상황.
web-game-title = { $game }: { $players }
web-game-description = { $game }: { $players }. { $standing }
web-rules = 규칙
## 게임 시작일: $day와 $year는 숫자, $month는 1에서 12까지.
web-started = { $year }년 { $month ->
    [1] 1월
    [2] 2월
    [3] 3월
    [4] 4월
    [5] 5월
    [6] 6월
    [7] 7월
    [8] 8월
    [9] 9월
    [10] 10월
    [11] 11월
   *[12] 12월
} { $day }일 시작
## 보드 아래: 보이는 턴에 무엇을 했는지. $line은 기록의 한 줄 (게임 자체의
## 말), $who는 둔 사람, $number는 턴 번호, $entry는 보이는 로그 항목 수.
web-caption-start = 시작.
web-caption-turn = { $number }. { $line } ({ $who }) 이후
web-caption-setup = 배치 선택 이후: { $line } ({ $who })
web-caption-entry = 항목 { $entry } 이후.
web-steps-label = 턴
web-step-first = « 처음
web-step-back = ◀ 뒤로
web-step-forward = 앞으로 ▶
web-step-last = 마지막 »
web-record = 기보
web-record-empty = 아직 진행된 턴이 없어요.
web-replay = 다시 보기 (GIF)
web-download-record = 기보 다운로드

## 자리 페이지: 그 자리의 플레이어가 클릭해서 두는 곳. $name은 플레이어
## 이름, $turn과 $last는 턴 번호.
web-seat-label = 내 차례
web-seat-playing-as = { $name }(으)로 플레이 중
web-seat-past = 지금 보고 있는 건 턴 { $turn } 이후의 게임이에요 (전체 { $last }턴).
web-seat-present = 현재 게임으로 돌아가기
web-seat-needs-script = 여기서 두려면 페이지의 스크립트가 필요해요. 게임 명령어는 평소처럼 쓸 수 있어요.
web-seat-several = 여기서는 선택지가 여러 개예요. 하나를 고르세요.
web-seat-unanswered = 서버가 응답하지 않았어요. 다시 시도해 주세요.
## 단계 패널. $choices는 지금까지의 선택, $what은 버튼이 두는 것 (둘 다
## 게임의 말), $plays는 두면 무엇을 하는지.
web-so-far = 지금까지: { $choices }.
web-take-back = 되돌리기
web-start-again = 처음부터
web-plays-end-turn = 턴 종료
web-plays-throw = 던지기
web-plays-move = 이동
web-plays-what = { $plays }: { $what }

## 둘 수 없는 플레이 링크.
web-dead-link = 이 플레이 링크로는 둘 수 없어요
web-watch-game = 게임 관전하기
web-link-forged = 유효하지 않은 플레이 링크예요. [플레이] 버튼으로 새 링크를 받으세요.
web-link-expired = 만료된 플레이 링크예요. [플레이] 버튼으로 새 링크를 받으세요.
web-link-replaced = 이 링크 이후에 이 자리의 새 플레이 링크가 만들어졌어요. 가장 새 링크를 쓰거나 [플레이]를 다시 누르세요.
web-link-finished = 게임이 끝나서 이 링크로는 더 이상 둘 수 없어요.
web-link-unavailable = 지금은 웹에서 플레이할 수 없어요.

## 콘솔의 "플레이할 자리". $game은 게임 이름.
web-play-as-title = { $game }: 플레이할 자리…
web-a-game = 게임
web-game-over = 게임이 끝났어요.
web-watch-instead = 관전하기

## 자리로 알려주는 끝난 게임의 결과 (플레이어가 익명일 때). $seat는 자리
## 이름, $places는 순위별 자리 (`1. Ember, 2. Frost`), $how는 끝난 방식
## (web-how-… 중 하나).
web-result-aborted = 중단됨. 결과 없음.
web-result-drawn = 무승부.
web-result-ended = 종료: { $how }.
web-result-wins = 승리: { $seat }.
web-result-wins-how = 승리: { $seat } ({ $how }).
web-result-places = 순위: { $places }.
web-result-places-how = 순위: { $places } (종료: { $how }).
web-how-on-the-board = 보드 위에서
web-how-by-resignation = 기권으로
web-how-on-time = 시간 초과로

## 서버의 아카이브와 플레이어 페이지. $game은 게임 이름, $rating은 레이팅,
## $games는 레이팅 게임 수.
web-archive = 게임 아카이브
web-archive-games = 게임
web-archive-all = 모든 게임
web-archive-one-player = 한 플레이어의 게임만: { $everyone }
web-archive-everyone = 모두의 게임 보기
web-archive-player-page = 플레이어 페이지
web-archive-empty = 아직 게임이 없어요.
web-archive-events = 대회
web-archive-back = 서버의 아카이브
web-recent-games = 최근 게임
web-leaderboard = { $game } 순위표
web-rating = { $game } 레이팅
web-rating-one = 레이팅 게임 1판 후 { $game } 레이팅: { $rating }
web-rating-over = 레이팅 게임 { $games }판 동안의 { $game } 레이팅: { $first }에서 { $last }까지 (최저 { $lowest }, 최고 { $highest })
## 대회 순위: 열 제목과, 타이브레이크의 전체 이름 (화면 낭독기가 약어 대신
## 읽는 말).
web-standings-player = 플레이어
web-standings-points = 점수
web-standings-bh = Bh
web-standings-buchholz = 부흐홀츠
web-standings-sb = SB
web-standings-sonneborn-berger = 존네보른-베르거

## Activity: Discord 안의 페이지와 그 스크립트가 하는 말.
web-activity-connecting = Discord에 연결하는 중…
web-activity-outside = 이 페이지는 Discord 안에서 실행돼요.
web-activity-asking = Discord에 사용자 정보를 확인하는 중…
web-activity-failed = 문제가 생겼어요. Activity를 닫고 다시 열어 주세요.
web-activity-not-framed = 이 페이지는 Discord 안에서 실행돼요. 게임의 [플레이] 버튼으로 여세요.
web-activity-no-code = Discord가 사용자 정보를 알려주지 않았어요. Activity를 닫고 다시 열어 주세요.
web-activity-unconfirmed = Discord가 사용자 정보를 확인해 주지 않았어요. Activity를 닫고 다시 열어 주세요.
web-activity-no-game = 이 채널에서 진행 중인 게임이 없어요. /challenge로 시작하세요.
web-activity-no-page = 이 게임에는 페이지가 없어요.
web-activity-players-only = 여기서는 게임의 플레이어만 열 수 있어요. 채널에서 관전하세요.
