# Korean (ko). Glossary: command = 명령어, option = 옵션, value = 값, side = 진영, seat = 자리, table = 테이블, turn time = 턴당 시간, level = 레벨, event = 대회, round = 라운드, format = 방식, menu = 메뉴, button = 버튼, choice = 선택지
# 잘못 입력한 명령어 거절: 각 옵션이 받는 값. $value는 입력한 값(줄임), 값 목록($games, $sides,
# $times, $formats, $others)은 "또는"으로 이어져 와요. $game은 게임 이름이에요. 입력하는 옵션과
# 값(players:, rated:true, state:on, format:tables, /challenge opponent:bob)은 그대로 둬요.

## /challenge, /replay, /draw, /rules, /archive 등.
parse-not-a-game = `game:{ $value }`: 아직 제가 제공하는 게임이 아니에요. 다음 중 하나를 쓰세요: { $games }.
parse-unknown-member = `{ $value }`: 누군지 모르겠어요. 이 채널의 멤버를 지정하세요.
parse-no-such-command = `/{ $value }` 명령어는 없어요. /help로 목록을 보세요.
## $verb는 명령어, $options는 입력하는 그대로의 옵션 목록.
parse-no-such-option = `/{ $verb }`에는 `{ $value }` 옵션이 없어요. 옵션: { $options }.
parse-no-options = `/{ $verb }`에는 `{ $value }` 옵션이 없어요. 옵션을 받지 않는 명령어예요.
parse-needs-opponent = `/challenge`에는 `opponent:` 옵션이 필요해요. 예: /challenge opponent:bob
parse-players-not-a-table = `players:` 옵션은 테이블 게임용이에요. { $game }은(는) 2인용이에요.
## $min과 $max는 플레이어 수.
parse-not-a-table-size = `players:{ $value }`: 테이블 인원 수가 아니에요. { $min }에서 { $max } 사이로 쓰세요.
parse-no-side-to-choose = `side:{ $value }`: { $game }에서는 참가한 순서대로 자리가 정해져서 고를 진영이 없어요.
parse-not-a-side = `side:{ $value }`: 진영이 아니에요. 다음 중 하나를 쓰세요: { $sides }.
parse-not-a-turn-time = `time:{ $value }`: 턴당 시간이 아니에요. 다음 중 하나를 쓰세요: { $times }.
parse-not-a-rated-answer = `rated:{ $value }`: 올바른 답이 아니에요. rated:true 또는 rated:false를 쓰세요.
parse-not-a-level = `level:{ $value }`: 레벨이 아니에요. 1(빠름, 약함)에서 5(최강) 사이로 쓰세요.
parse-bots-not-a-table = `bots:` 옵션은 테이블 게임용이에요. { $game }에서는 봇에게 직접 도전하세요. 예: /challenge opponent:engine
## $max는 자리 수.
parse-not-bot-seats = `bots:{ $value }`: 봇 자리 수가 아니에요. 1에서 { $max } 사이로 쓰세요.
parse-not-a-game-number = `game:{ $value }`: 게임 번호가 아니에요. /history에 나오는 번호를 쓰세요. 예: game:12
parse-not-a-draw-action = `action:{ $value }`: 무승부 동작이 아니에요. offer, accept 또는 decline을 쓰세요.
## $first는 입력한 그대로의 게임 이름(masters), $others는 다른 게임들의 이름.
parse-not-a-piece = `piece:{ $value }`: 여기 있는 어떤 게임의 기물도 아니에요. `/rules game:{ $first }`(또는 { $others })로 그 게임의 기물을 볼 수 있어요.
## $verb는 명령어(/archive, /anonymous).
parse-not-on-or-off = `state:{ $value }`: on도 off도 아니에요. { $verb } state:on 또는 state:off를 쓰세요.

## 입력한 한 줄(콘솔), /choose와 /press.
## $max는 글자 수.
parse-too-long = 명령어가 너무 길어요({ $max }자 초과).
parse-empty = 명령어를 입력하세요. 예: /help
parse-no-slash = 명령어는 /help처럼 `/`로 시작해요. `{ $value }`은(는) 그렇지 않아요.
parse-choose-not-a-number = `/choose { $value }`: 선택지 번호(예: /choose 2, 목록은 /play) 또는 메뉴 ID와 값을 주세요.
parse-choose-needs = `/choose`에는 선택지 번호(예: /choose 2, 목록은 /play) 또는 메뉴 ID와 값(예: /choose g:1:0:cs:p:0:~0 e9)이 필요해요.
parse-not-my-menu = 그 메뉴는 제 것이 아니에요.
parse-press-needs = `/press`에는 버튼 ID가 필요해요. 예: /press g:1:4:endturn
parse-press-one = `/press`는 버튼 ID 하나만 받아요. 예: /press g:1:4:endturn
parse-not-my-button = 그 버튼은 제 것이 아니에요.
parse-not-an-option = `{ $value }`: 옵션이 아니에요. 이름:값 형식으로 쓰세요. 예: from:E2
parse-option-twice = `{ $value }` 옵션이 두 번 들어갔어요.

## /tournament.
event-needs-action = `/tournament`에는 `action:` 옵션(create, join, leave, start, standings, withdraw, pause, resume 또는 end)이 필요해요. 예: /tournament action:standings
event-withdraw-needs-player = 누구를 기권 처리할지 지정하세요. 예: /tournament action:withdraw player:bob
event-not-an-action = `action:{ $value }`: 대회 동작이 아니에요. create, join, leave, start, standings, withdraw, pause, resume 또는 end를 쓰세요.
event-not-a-format = `format:{ $value }`: 대회 방식이 아니에요. 다음 중 하나를 쓰세요: { $formats }.
event-tables-only = { $game }은(는) 최대 4인 테이블에서 하는 게임이라 대회도 format:tables를 써요.
event-tables-not-for-two = format:tables는 3인 이상 게임용이에요. { $game }은(는) 2인용이니 swiss, roundrobin, double, knockout 또는 arena를 쓰세요.
## $max는 라운드 수.
event-not-rounds = `rounds:{ $value }`: 라운드 수가 아니에요. 1에서 { $max } 사이로 쓰세요.
event-rounds-not-here = `rounds:` 옵션은 스위스 방식과 테이블 대회용이에요. 다른 방식은 라운드 수가 알아서 정해져요.
event-needs-clock = 대회 게임에는 시간 제한이 있어야 해요(나타나지 않으면 시간패). time:1d처럼 시간을 정하세요.
event-not-starts = `starts:{ $value }`: 지금부터의 시간이 아니에요. 분, 시간 또는 일 단위로 쓰세요. 예: starts:30m, starts:2d
event-length-not-here = `length:` 옵션은 아레나 대회용이에요. 새 게임을 짝지어 주는 기간이에요.
event-not-length = `length:{ $value }`: 기간이 아니에요. 분, 시간 또는 일 단위로 쓰세요. 예: length:1h
event-draws-not-here = `draws:` 옵션은 녹아웃 대회용이에요. 무승부 게임을 무엇으로 가를지 정해요.
event-not-draw-rule = `draws:{ $value }`: 무승부 규칙이 아니에요. replay(자리를 바꿔 다시 둠) 또는 seed(상위 시드가 진출)를 쓰세요.
