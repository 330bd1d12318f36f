# Korean (ko). Glossary: move = 수 (이동), turn = 턴 (whose turn = 차례), piece = 기물, square = 칸, game = 게임, challenge = 도전, analysis = 분석, accuracy = 정확도, inaccuracy = 부정확한 수, mistake = 실수, blunder = 대실수, win chance = 승률, engine = 봇
# 끝난 게임에 대한 봇의 분석 (/analyse, 분석 버튼, 분석 이미지,
# 게임 페이지의 분석).

## /analyse 거절. $id는 게임 번호, $game은 게임 이름.
analyse-no-such-game = 이 서버에는 { $id }번 게임이 없어요. /history로 이 채널의 게임을 볼 수 있어요.
analyse-no-game-yet = 이 채널에서는 아직 게임을 한 적이 없어요. /challenge로 시작하세요.
analyse-not-over = { $id }번 게임은 아직 진행 중이에요. 분석은 게임이 끝난 뒤에 나와요.
analyse-not-this-game = 봇은 { $game } 게임을 분석하지 않아요.
analyse-nothing = { $id }번 게임은 아무도 턴을 진행하기 전에 끝났어요. 분석할 것이 없어요.

## 분석이 아직 준비되지 않음. $ahead는 앞에서 기다리는 게임 수.
analyse-queued = 봇이 { $id }번 게임을 분석하고 있어요{ $ahead ->
        [0] {""}
       *[other] {" "}(앞에 게임 { $ahead }개 대기 중)
    }. 1~2분 뒤에 /analyse game:{ $id }로 다시 확인하세요.

## 분석. $players는 "alice 대 bob" 형태.
analyse-of = { $id }번 게임 분석 ({ $game }: { $players })
analyse-alt = { $id }번 게임 동안 각 플레이어의 승률을 보여주는 그래프 ({ $game }: { $players }), 그 아래에 표시된 턴.
## 플레이어마다 한 줄. $accuracy는 정수 퍼센트.
analyse-player = { $who }: 정확도 { $accuracy }%, { $inaccuracies ->
       *[other] 부정확한 수 { $inaccuracies }회
    }, { $mistakes ->
       *[other] 실수 { $mistakes }회
    }, { $blunders ->
       *[other] 대실수 { $blunders }회
    }
analyse-player-no-turns = { $who }: 봇이 평가할 수 있는 선택을 하지 않았어요
analyse-swings = 형세가 가장 크게 바뀐 턴:
## $turn은 턴 번호, $played와 $best는 게임 기보법으로 적은 턴, $mark는 analysis-mark- 단어 중 하나.
analyse-swing = 턴 { $turn }, { $who }: { $played } ({ $mark }). 봇의 추천은 { $best }
analysis-mark-inaccuracy = 부정확한 수
analysis-mark-mistake = 실수
analysis-mark-blunder = 대실수
analysis-mark-none = 작은 손해

## 끝난 게임의 마지막 메시지 아래에 있는 버튼.
button-analysis = 분석

## 게임 페이지의 분석.
web-analysis-title = 봇의 분석
web-analysis-graph-alt = { $id }번 게임에서 국면마다 각 플레이어의 승률을 보여주는 그래프, 그 아래에 표시된 턴.
web-analysis-secrets = 봇은 게임 중에 숨겨져 있던 정보(게임이 끝날 때 공개된 비밀 선택)를 읽었어요. 이 분석도 마찬가지라서 모두에게 똑같아요.
## $mark는 analysis-mark- 단어 중 하나.
web-analysis-shown-mark = 표시: { $mark }.
web-analysis-shown-best = 봇도 이 턴을 똑같이 두었을 거예요.
## $best는 게임 기보법으로 적은 턴, $line은 봇이 그다음에 예상한 턴들.
web-analysis-shown-preferred = 봇의 추천은 { $best }였어요 (예상 수순: { $line }).
web-analysis-how = 승률은 봇이 일정한 탐색량으로 내린 평가를 봇 자신의 게임에 맞춰 환산한 값이에요. 봇의 선택에 비해 그 플레이어의 승률을 5%p(부정확한 수), 10%p(실수), 15%p(대실수) 잃은 턴에 표시가 붙어요. 정확도는 플레이어의 모든 턴의 평균이에요.
web-analysis-waiting = 봇이 아직 이 게임을 분석하지 않았어요. 분석이 끝나면 여기에 나와요.

## Under a page's board where the next turn was marked: the engine's choice, drawn as an arrow.
web-analysis-arrow = 화살표: 여기서 봇이 고른 수, { $best }.
