# Korean (ko). Glossary: puzzle = 퍼즐, daily puzzle = 데일리 퍼즐 (그날의 퍼즐은 오늘의 퍼즐), solve = 풀기 (풀기 버튼), puzzle rating = 퍼즐 레이팅, attempt = 시도, solver = 푸는 사람, line = 수순, reply = 응수, turn = 턴 (whose turn = 차례), game = 게임, challenge = 도전, side = 편, engine = 봇
# 여기서 플레이한 게임에서 뽑은 퍼즐 (/puzzle, 데일리 퍼즐, 퍼즐 시도
# 중의 메시지). 퍼즐은 이기는 턴이 하나뿐이고 다른 턴은 한참 못 미치는
# 국면. 푸는 사람이 정답 수순의 턴을 두고, 그 사이의 응수는 봇이 둔다.
# $id는 퍼즐 번호, $game은 게임 이름, $seat는 푸는 사람의 편
# (Ember, White…), $turns는 푸는 사람이 둘 턴 수.

## /puzzle 거절.
puzzle-none-left = 아직 풀 수 있는 퍼즐이 남아 있지 않아요. 퍼즐은 봇이 분석한 끝난 게임에서 찾아내요. 계속 플레이하다가 나중에 다시 요청하세요.
puzzle-game-running-here = 이 채널에서 게임이 진행 중이에요. 퍼즐은 다른 채널이나 봇과의 DM에서 풀어 보세요.
puzzle-challenge-open-here = 이 채널에 열린 도전이 있어요. 퍼즐은 다른 채널에서 풀거나, 도전이 정리된 뒤에 풀어 보세요.

## 시도 시작. $solver는 푸는 사람, $rating은 퍼즐의 레이팅.
puzzle-start = 퍼즐 { $id } ({ $game }, 레이팅 { $rating }): { $solver } 님은 { $seat } 편이에요. { $turns ->
        [1] 이기는 턴을 찾으세요.
       *[other] 이기는 수순을 찾으세요. 내가 { $turns }턴을 두고, 그 사이에 봇이 응수해요.
    }
puzzle-tried-before = 이 퍼즐은 전에 시도한 적이 있어요. 이번 시도는 퍼즐 레이팅에 반영되지 않아요.
## 출처. $source는 그 게임의 번호, $url은 그 페이지.
puzzle-from-game = { $source }번 게임에서 나온 퍼즐이에요.
puzzle-from-game-page = { $source }번 게임에서 나온 퍼즐이에요: { $url }
puzzle-from-this-server = 이 서버에서 플레이한 게임에서 나온 퍼즐이에요.
puzzle-from-elsewhere = 다른 서버에서 플레이한 게임에서 나온 퍼즐이에요.

## 푸는 사람의 턴.
puzzle-not-the-answer = 퍼즐의 정답이 아니에요. 다시 살펴보고 다른 턴을 시도해 보세요.
puzzle-right-go-on = 정답이에요! 봇이 응수해요. 다음 턴을 찾으세요.
puzzle-solved = 풀었어요!
## $rating은 puzzle-rating-moved.
puzzle-solved-rated = 풀었어요! 내 퍼즐 레이팅: { $rating }.
puzzle-given-up-rated = 퍼즐을 포기했어요. 내 퍼즐 레이팅: { $rating }.
puzzle-rating-moved = { $before } → { $after }
## 게임 결과와 같은 형식의 시도 결과. $solver는 푼 사람.
puzzle-solved-result = { $solver } 님이 퍼즐을 풀었어요.

## 데일리 퍼즐.
puzzle-daily-servers-only = 데일리 퍼즐은 서버 채널에 올라와요. 여기는 서버가 아니에요.
puzzle-daily-managers-only = 이 서버를 관리하는 사람만 데일리 퍼즐을 켜거나 끌 수 있어요.
puzzle-daily-on = 이제 매일 이 채널에 퍼즐이 올라와요. 오늘의 퍼즐은 이거예요.
puzzle-daily-off = 이 서버에서는 더 이상 데일리 퍼즐이 올라오지 않아요.
puzzle-daily = 오늘의 퍼즐: { $game }, 퍼즐 { $id }. { $seat } 차례, { $turns ->
        [1] 1턴
       *[other] { $turns }턴
    } 만에 승리. 풀기를 눌러 여기서 풀어 보세요.

button-next-puzzle = 다음 퍼즐
button-solve-puzzle = 풀기

## 퍼즐 시도의 웹 페이지. $source는 퍼즐이 나온 게임의 번호
## (그 페이지로 가는 링크).
web-puzzle = 퍼즐 { $id }
web-puzzle-from-game = { $source }번 게임에서
web-puzzle-from-this-server = 이 서버에서 플레이한 게임에서
web-puzzle-from-elsewhere = 다른 서버에서 플레이한 게임에서

## A board's headline once an attempt is solved.
game-ended-solved = 퍼즐 해결
## /analyse of an attempt.
analyse-a-puzzle = { $id }번 게임은 퍼즐 시도라서 분석하지 않아요.

## /profile: a player's puzzle rating in one game.
leaderboard-profile-puzzles = { $game } 퍼즐: 레이팅 { $rating } (해결 { $solved }, 실패 { $missed })

## An attempt where an earlier one was played in the same channel.
puzzle-played-here-before = 이 퍼즐은 이 채널에서 이미 플레이되어 정답이 위에 있을 수 있어요. 이번 시도는 퍼즐 레이팅에 반영되지 않아요.
## Above the solver's own view of a game with secrets.
puzzle-your-view = 나만 볼 수 있는 내 진영이에요. 숨겨진 선택도 함께 보여요.
## A wrong turn, the first of a rated attempt.
puzzle-not-the-answer-counted = 퍼즐의 정답이 아니에요. 이번 시도는 퍼즐 레이팅에서 실패로 기록돼요. 다시 살펴보고 다른 턴을 시도해 보세요.
