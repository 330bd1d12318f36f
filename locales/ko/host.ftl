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
host-time-running-low = { $movers }: 이번 { $game } 턴의 시간이 얼마 남지 않았어요 (턴당 { $per_turn }). 마감: { $when }.

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
## 제공하는 게임 하나: $title은 이름, $name은 /rules에 쓰는 이름, $help는 그 명령어(게임의 도움말 한 줄).
help-hosted-game = - { $title } (`/rules game:{ $name }`): { $help }
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

## 게임 진행 ($who 등은 플레이어 이름, $seat과 $other는 자리, $game은 게임, $when은 UTC 시각).
host-player = { $who }
host-player-seat = { $who } ({ $seat })
host-command = /{ $verb }
host-ratings = 레이팅: { $changes }.
host-committed-first = 이 보드는 오래됐어요. 다른 변경이 먼저 저장됐어요. /board로 현재 국면을 보세요.
host-no-game-running = 이 채널에서 진행 중인 게임이 없어요. /challenge opponent:<name>로 시작하세요.
host-no-game-yet = 이 채널에서는 아직 게임을 한 적이 없어요. /challenge opponent:<name>로 시작하세요.
host-game-gone = 그 게임은 더 이상 제공하지 않아요.
host-game-running-there = 거기서는 이미 게임이 진행 중이에요.
host-game-not-read-back = 새 게임을 다시 읽지 못했어요. 다시 시도해 주세요.
host-button-unknown-game = 이 버튼은 제가 모르는 게임의 버튼이에요.
host-button-other-channel = 이 버튼은 다른 채널의 게임 버튼이에요.
host-verb-elsewhere = /{ $verb }는 { $games }의 명령어예요. 이 채널에서는 { $game }을(를) 하고 있어요.
host-verb-nowhere = /{ $verb }는 제가 제공하는 어떤 게임의 명령어도 아니에요. 이 채널에서는 { $game }을(를) 하고 있어요.

## 보드 밖에서 끝나는 게임.
ending-no-draws = { $game }에는 무승부가 없어요. 계속 두거나 /resign 하세요.
ending-abort-event = 대회 게임은 중단할 수 없어요. 대신 /resign으로 끝내세요.
ending-abort-too-late = 중단하기엔 늦었어요. 이미 { $played }턴을 진행했어요. 대신 /resign으로 게임을 끝내세요.
ending-aborted-result = { $who } 님이 두 번째 턴 전에 중단함. 결과 없음.
ending-aborted = { $who } 님이 두 번째 턴 전에 게임을 중단했어요. 결과 없음.
ending-resigned-result = { $who } ({ $seat }) 님이 기권. { $winners } 님 { $count ->
       *[other] 승리
    }.
ending-resigns = { $who } ({ $seat }) 님이 기권했어요. { $winners } 님이 게임에서 { $count ->
       *[other] 이겼어요
    }.
ending-your-opponent = 상대
ending-draw-already-offered = 이미 무승부를 제안했어요. 상대가 답하거나 턴을 둘 때까지 유효해요.
ending-draw-offered-you = { $offerer } 님이 이미 무승부를 제안했어요. /draw action:accept 또는 /draw action:decline으로 답하세요.
ending-ended-meanwhile = 그사이에 이 게임이 끝났어요.
ending-draw-offer = { $who } ({ $seat }) 님이 무승부를 제안했어요. { $others } 님, /draw action:accept로 수락하거나 /draw action:decline으로 거절하세요. 턴을 두면 거절한 것으로 봐요.
ending-no-draw-offer = 답할 무승부 제안이 없어요. /draw action:offer로 제안하세요.
ending-own-offer = 내가 한 제안이에요. { $others } 님만 답할 수 있어요.
ending-draw-accepted = { $who } ({ $seat }) 님이 무승부를 수락했어요. 게임은 무승부예요.
ending-drawn-by-agreement = 합의에 의한 무승부.
ending-draw-declined = { $who } ({ $seat }) 님이 무승부를 거절했어요. 계속 두세요.
ending-engines-alone-result = { $who } ({ $seat }) 님이 { $how ->
        [resigned] 기권
       *[timeout] 시간 초과
    }. 봇의 자리만 남아서 게임이 거기서 끝났어요.
ending-engines-alone = 봇의 자리만 남아서 게임이 여기서 끝나요. 봇은 혼자서 계속 두지 않아요.

## 시계.
clock-aborted = { $late } 님이 두 번째 턴 전에 제시간에 두지 않았어요. 게임은 결과 없이 중단돼요.
clock-aborted-result = 중단: { $late } 님이 두 번째 턴 전에 제시간에 두지 않음 ({ $when }). 결과 없음.
clock-at = ({ $when })
clock-timeout = { $loser } ({ $seat }) 님의 시간이 다 됐어요. { $winner } ({ $other }) 님이 게임에서 이겼어요.
clock-timeout-result = { $loser } ({ $seat }) 님이 { $when }에 시간 초과. { $winner } ({ $other }) 님 승리.

## /history.
record-versus = { $first } 대 { $second }
record-header = { $game }: { $players }
record-attached = (전체 기보는 첨부 파일에 있어요)
record-no-turns = 아직 진행한 턴이 없어요.
record-description = 기보법으로 적은 게임 기보.
record-page-line = 게임 페이지: { $url }

## /replay.
replay-no-such-game = 이 서버에는 { $id }번 게임이 없어요. /history로 이 채널의 게임을 볼 수 있어요.
replay-no-game-yet = 이 채널에서는 아직 게임을 한 적이 없어요. /challenge로 시작하세요.
replay-cannot = 이 게임의 기보는 재생할 수 없어요. 관리자가 `gamehost verify`로 확인할 수 있어요.
replay-of = { $id }번 게임 리플레이 ({ $game }: { $players }), { $turns ->
       *[other] { $turns }턴
    }.
replay-alt = { $id }번 게임 애니메이션 ({ $game }: { $players }), { $turns ->
       *[other] { $turns }턴
    }.
replay-skipped = 마지막 { $shown }턴을 보여줘요. 처음 { $skipped }턴은 생략했어요.

## 재대결.
rematch-still-running = 그 게임은 아직 진행 중이에요. 먼저 끝내세요.
rematch-no-opponent = 그 게임에는 상대가 없었어요.

## 기다리거나 만료된 도전.
challenge-table-open-here = { $opener } 님이 여기 테이블을 열어 뒀어요. /join으로 참가하거나, 시작하거나 닫힐 때까지 기다리세요.
challenge-already-challenged = { $challenger } 님이 여기서 이미 { $opponent } 님에게 도전했어요. 먼저 답하거나 취소해야 해요.
challenge-open-here = { $challenger } 님의 도전이 여기 열려 있어요. 먼저 답하거나 취소해야 해요.
challenge-table-expired = { $opener } 님의 { $game } 테이블이 닫혔어요. 아무도 제시간에 시작하지 않았어요. /challenge game:{ $name }로 새로 여세요.
challenge-expired-to = { $challenger } 님이 { $opponent } 님에게 한 도전이 답 없이 만료됐어요. /challenge로 다시 도전하세요.
challenge-expired = { $challenger } 님의 도전이 답 없이 만료됐어요.
challenge-game-not-hosted = 그 게임은 더 이상 여기서 제공하지 않아요.
challenge-name-opponent = 누구에게 도전할지 정하세요. 예: /challenge opponent:bob

## 플레이.
play-wrong-game = 그건 { $game }의 /{ $verb }예요. 이 채널에서는 { $playing }을(를) 하고 있어요. /{ $verb } { $name }을(를) 쓰세요.
play-moved-on = 그 메시지의 턴은 이미 진행됐어요. 지금 게임 상황은 이래요.
play-unknown-game = 모르는 게임이에요.
play-retired-button = 이 버튼은 예전 버전 봇의 버튼이에요. 플레이를 누르거나 /play를 입력하세요.

## 예약한 턴.
staging-nothing-staged = 예약한 게 없어요. { $verbs }로 턴을 예약하거나 /turn으로 바로 두세요.
staging-staged-first = { $staged }을(를) 예약해 뒀어요. 먼저 /endturn으로 끝내거나 /undo로 취소하세요.
staging-nothing = 예약한 게 없어요.
staging-cleared = 예약한 턴을 지웠어요.
staging-old-preview = 이 미리보기는 오래됐어요. 예약한 턴이 그 뒤로 바뀌었어요. 최신 미리보기나 /endturn을 쓰세요.
staging-moved-on = 이 보드는 오래됐어요. 그 뒤로 게임이 진행됐어요. /board로 현재 국면을 보세요.

## 턴을 단계별로 고르기 ($prompt, $so_far, $turn, $choices, $group, $first는 게임 자신의 말).
choosing-chosen-since = 이 선택지는 오래됐어요. 그 뒤로 이미 골랐어요. 최신 메시지나 /play를 쓰세요.
choosing-no-such-choice = 지금은 { $n }번 선택지가 없어요. 1부터 { $count } 중에서 고르세요 (/play로 목록을 볼 수 있어요).
choosing-not-a-choice = 지금 선택지에 없는 거예요. /play로 볼 수 있어요.
choosing-incomplete = 아직 턴이 완성되지 않았어요: { $prompt }
choosing-nothing-chosen = 아직 아무것도 고르지 않았어요.
choosing-step = { $game } · { $prompt }
choosing-so-far = 지금까지: { $so_far }.
choosing-complete = 완성: { $button } 버튼으로 { $turn }을(를) 둬요.
choosing-choices = 선택지 (/choose N): { $choices }.
choosing-menu = 고르기…
choosing-menu-group = { $group }…
choosing-menu-run = { $number }. { $first }…

## 자리의 웹 페이지.
seat-behind = 이 페이지는 오래됐어요. 다른 창에서 이미 골라서, 이제 그 선택을 보여줘요.
seat-stale = 이 페이지는 오래됐어요. 게임이 진행돼서, 이제 현재 게임 상황을 보여줘요.
seat-fault = 제 쪽에서 문제가 생겨 아무것도 바뀌지 않았어요.
seat-draw-failed = 지금은 보드를 그리지 못했어요.
seat-not-done = 실행되지 않았어요.

# An engine seat's name in a game ($level is its level, $n its number among the game's engine seats).
engine-name = { $n ->
    [1] 봇 (레벨 { $level })
   *[other] 봇 { $n } (레벨 { $level })
}

# A game's button pressed in a direct message (a turn alert's): what
# everyone sees was posted in the game's channel ($channel, a link).
host-shown-in-channel = 완료: { $channel }에 표시돼요.
host-told-from-channel = { $channel }에서 (다음 명령 때 그곳에 표시됩니다):

# A challenge to a person in a direct message with the bot (no one else
# there could accept it).
challenge-direct-message = 여기서는 봇만 상대할 수 있어요. 봇을 상대로 고르거나, 서버에서 다른 사람에게 도전하세요.

# A table opened in a direct message with the bot that needs other people
# ($bots: the seats besides the opener's, which bots could take).
table-direct-message = 여기서는 봇만 상대할 수 있어요. bots:{ $bots } 로 나머지 자리를 봇에게 주거나, 서버에서 테이블을 여세요.
