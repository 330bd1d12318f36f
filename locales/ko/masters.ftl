# Korean (ko). 용어: Ember, Frost(진영, 고유명사); general = 장군, puppeteer = 인형술사, witch = 마녀(세 지도자); cardinal = 추기경, dragon = 용, sentinel = 파수꾼, archer = 궁수, horseman = 기수, scout = 정찰병; claim = 장악, inherit = 계승, offer = 제안, moveset = 이동 방식, aura = 오라. 입력하는 값(promote:dragon, inherit:accept, piece:horseman)과 명령어는 그대로 둬요.

## 진영과 기물.
-masters-ember = Ember
-masters-frost = Frost
-masters-general = 장군
-masters-puppeteer = 인형술사
-masters-witch = 마녀
-masters-cardinal = 추기경
-masters-dragon = 용
-masters-sentinel = 파수꾼
-masters-archer = 궁수
-masters-horseman = 기수
-masters-scout = 정찰병

masters-side-ember = { -masters-ember }
masters-side-frost = { -masters-frost }
masters-piece-general = { -masters-general }
masters-piece-puppeteer = { -masters-puppeteer }
masters-piece-witch = { -masters-witch }
masters-piece-cardinal = { -masters-cardinal }
masters-piece-dragon = { -masters-dragon }
masters-piece-sentinel = { -masters-sentinel }
masters-piece-archer = { -masters-archer }
masters-piece-horseman = { -masters-horseman }
masters-piece-scout = { -masters-scout }

masters-owned = { $side }의 { $piece }
masters-yours-on = { $square }의 내 { $piece }
masters-yours-on-start = { $square }의 내 { $piece }
masters-theirs-on = { $square }의 { $side } { $piece }
masters-notation = { $notation }
masters-and-then = { $first }, { $rest }
masters-notes-join = { $first }; { $rest }

masters-started = 게임 시작: { $ember }({ -masters-ember }) 대 { $frost }({ -masters-frost }). { -masters-ember } 선공: { $ember }.
masters-started-how = 게임 시작: { $ember }({ -masters-ember }) 대 { $frost }({ -masters-frost }). { -masters-ember } 선공: { $ember }, /move와 /claim으로 턴을 예약하고 /endturn 하세요(한 번에 하려면 /turn).
masters-game-over = 게임 종료:
masters-status = { $turn }턴 · { $side }({ $player }) 차례.
masters-not-your-turn = 지금은 { $player }({ $side })의 차례예요. 상대의 수를 기다려요.
masters-players = Masters: { $ember }({ -masters-ember }) 대 { $frost }({ -masters-frost }).
masters-holds = { $side }의 { -masters-puppeteer }가 { $square }의 { $piece }를 장악하고 있어요.
masters-offered = { $side }의 { -masters-witch }에게 제안: { $offers }.
masters-offered-forced = { $side }의 { -masters-witch }에게 제안: { $offers } ({ $forced }는 강제).
masters-witch-moves-as = { $side }의 { -masters-witch }는 { $piece }처럼 움직여요.
masters-has-lost = { $side }가 잃은 기물: { $pieces }.
masters-position = 국면: `{ $position }`

masters-turn-line = { $number }턴 · { $side }({ $player }): { $what }
masters-part-inherits = { $piece } 계승
masters-part-declines = 계승 거절
masters-part-takes = { $piece } 잡음
masters-part-claims = { $square } 장악
masters-event-claimed = { $side }의 { -masters-puppeteer }가 { $piece }를 장악했어요.
masters-event-retargeted = { $side }의 { -masters-puppeteer }가 { $released }를 놓고 { $piece }를 장악했어요.
masters-event-released = { $side }의 { -masters-puppeteer }가 { $piece }에 대한 장악을 잃었어요.
masters-event-offer = { $side }의 { -masters-witch }에게 { $piece }의 이동 방식이 제안됐어요.
masters-event-offer-forced = { $side }의 { -masters-witch }에게 { $piece }의 이동 방식이 제안됐고, 반드시 받아야 해요.
masters-event-forced = { $side }의 { -masters-witch }가 { $piece }의 이동 방식을 강제로 계승했어요.
masters-event-promoted = { $square }의 { $side } { -masters-scout }가 { $piece }(으)로 승격했어요.
masters-won = { $player }({ $side }) 승리! { $loser }의 지도자 셋이 모두 쓰러졌어요.
masters-result-won = { $player }({ $side }) 승리: { $loser }의 지도자 셋이 모두 쓰러졌어요.
masters-stuck = { $player }({ $side })에게 둘 수 있는 턴이 없어요: /resign으로 기권하거나 /draw action:offer로 무승부를 제안하세요.
masters-note-takes = { $square }의 { $piece } 잡음
masters-note-promotes = { $piece }(으)로 승격
masters-note-inherits = { -masters-witch }가 { $piece } 계승
masters-note-inherits-forced = { -masters-witch }가 { $piece } 계승, 강제(M34)

masters-staged = 예약됨: { $draft }. 두려면 턴 종료(또는 /endturn), 다시 하려면 되돌리기(/undo)를 누르세요.
masters-draft-claim = { $square } 장악
masters-draft-accept = 제안 수락
masters-draft-decline = 제안 거절
masters-draft-inherit = { $piece } 계승
masters-no-claim = 장악할 수 있는 기물이 없어요.
masters-no-claim-after-move = 예약한 이동 뒤에는 장악할 수 있는 기물이 없어요.
masters-can-claim = 장악할 수 있어요: { $targets }. /claim target:{ $first }로 하나를 예약하세요.
masters-can-claim-after-move = 예약한 이동 뒤에 장악할 수 있어요: { $targets }. /claim target:{ $first }로 하나를 예약하세요.
masters-claim-target = { $square }({ $piece })
masters-claim-staged-already = 이미 { $square } 장악을 예약했어요: 바꾸려면 먼저 /undo.
masters-answer-staged-already = 이미 골랐어요({ $answer }): 바꾸려면 먼저 /undo.
masters-nothing-staged = 예약한 이동이나 장악이 없어요: /move나 /claim으로 예약하거나 /turn으로 한 번에 두세요.
masters-m23-warning = 주의: 예약한 이동 뒤에는 { $reason } 이 턴은 거부돼요: 이동이나 장악을 바꾸세요(/undo).
masters-m23-warning-blocked = 주의: 예약한 이동 뒤에는 { $reason } 이 턴은 거부돼요({ $square }의 { $blocker }가 막아요): 이동이나 장악을 바꾸세요(/undo).
masters-claim-first = { $refusal } 움직이려면 같은 턴에 장악하세요: 먼저 /claim target:{ $square }.

masters-choices-over = 게임이 끝났어요.
masters-choices-not-your-turn = 지금은 { $side }의 차례예요. 당신 차례가 아니에요.
masters-choices-stale = 그 선택은 이제 여기서 턴이 되지 않아요: 처음부터 다시 하세요.

## Choosing a turn by buttons: what each choice says and what to do now.
## $piece a piece's name (or a side's piece); $square a square.
masters-choice-inherit = 내 { -masters-witch }가 { $piece } 계승
masters-choice-decline = { -masters-witch }의 제안 거절
masters-choice-piece = { $square } · { $piece }
masters-choice-promote = 승격: { $piece }
masters-choice-claim-only = 장악만 하기
masters-choice-claim = { $square } 장악
masters-takes = { $piece } 잡음
masters-prompt-piece = 움직일 기물을 고르세요.
masters-prompt-piece-or-claim = 움직일 기물을 고르거나 장악만 하세요.
masters-prompt-offers = 내 { -masters-witch }에게 제안이 있어요: 답하거나 움직일 기물을 고르세요.
masters-prompt-promote = 내 { -masters-scout }이 무엇이 될지 고르세요.
masters-prompt-claim-or-end = 장악할 기물을 고르거나(점선 원) 턴 종료를 누르세요.
masters-prompt-claim = 내 { -masters-puppeteer }가 장악할 기물을 고르세요(점선 원).
masters-prompt-end = 턴 종료를 눌러 두세요.
masters-prompt-where = 어디로 갈지 고르세요.

masters-bad-promotion = `promote:{ $value }`는 선택지가 아니에요: dragon, sentinel, archer, horseman 중 하나를 쓰세요.
masters-bad-answer = `inherit:{ $value }`는 답이 아니에요: accept, decline 또는 제안된 기물(예: horseman)을 쓰세요.
masters-turn-needs-action = 턴에는 이동이나 장악(또는 둘 다)이 필요해요. 예: /turn move:E2-E4, /turn claim:F7.
masters-turn-needs-move-or-claim = 턴에는 이동이나 장악(또는 둘 다)이 필요해요. 예: /turn move:E2-E4.
masters-promote-needs-move = `promote:`는 이동과 함께 써요. 예: /turn move:E11-E12 promote:dragon.
masters-no-offer-to-accept = 내 { -masters-witch }에게는 수락할 계승 제안이 없어요.
masters-several-offers = 내 { -masters-witch }에게 제안이 여러 개 있어요({ $offers }): 하나를 고르세요. 예: { $option }:{ $first }.
masters-bad-piece = `piece:{ $value }`는 Masters 기물이 아니에요: general, puppeteer, witch, cardinal, dragon, sentinel, archer, horseman, scout 중 하나를 쓰세요.

masters-claim-no-puppeteer = 장악에 쓸 { -masters-puppeteer }가 남아 있지 않아요.
masters-claim-puppeteer-held = { $puppeteer }의 내 { -masters-puppeteer }는 { $side }에게 장악당해 장악할 수 없어요.
masters-claim-empty = { $target }에는 장악할 기물이 없어요.
masters-claim-own-piece = { $target }는 내 기물이에요: { $enemy }의 기물만 장악할 수 있어요.
masters-claim-already-held = 내 { -masters-puppeteer }가 이미 { $target }를 장악하고 있어요.
masters-claim-no-line = { $puppeteer }의 내 { -masters-puppeteer }는 { $target }를 볼 수 없어요: 같은 행이나 열이 아니에요.
masters-claim-blocked = { $puppeteer }의 내 { -masters-puppeteer }는 { $target }를 볼 수 없어요: { $square }의 { $blocker }가 가로막아요.
masters-claim-protected = { $target }는 { $cardinal }의 { -masters-cardinal } 오라 안에 있어 장악할 수 없어요.
masters-claim-no-puppeteer-start = 장악에 쓸 { -masters-puppeteer }가 남아 있지 않아요.
masters-claim-puppeteer-held-start = { $puppeteer }의 내 { -masters-puppeteer }는 { $side }에게 장악당해 장악할 수 없어요.
masters-claim-empty-start = { $target }에는 장악할 기물이 없어요.
masters-claim-own-piece-start = { $target }는 내 기물이에요: { $enemy }의 기물만 장악할 수 있어요.
masters-claim-already-held-start = 내 { -masters-puppeteer }가 이미 { $target }를 장악하고 있어요.
masters-claim-no-line-start = { $puppeteer }의 내 { -masters-puppeteer }는 { $target }를 볼 수 없어요: 같은 행이나 열이 아니에요.
masters-claim-blocked-start = { $puppeteer }의 내 { -masters-puppeteer }는 { $target }를 볼 수 없어요: { $square }의 { $blocker }가 가로막아요.
masters-claim-protected-start = { $target }는 { $cardinal }의 { -masters-cardinal } 오라 안에 있어 장악할 수 없어요.
masters-claim-after-move = 이동 뒤에는 { $reason } 이동이나 장악을 바꾸세요.

masters-error-game-over = 게임이 끝났어요: { $winner } 승리.
masters-error-no-piece = { $square }에 움직일 기물이 없어요.
masters-error-held = { $piece }는 { $side }의 { -masters-puppeteer }에게 장악당했어요: 장악이 끝날 때까지 움직일 수 없어요.
masters-error-not-yours = { $piece }는 내가 움직일 수 있는 기물이 아니에요.
masters-error-witch-still = { $piece }는 아직 이동 방식이 없어요: 계승을 받아야 움직여요.
masters-error-null-move = 이동은 어딘가로 가야 해요: { $square }에서 { $square }로는 제자리예요.
masters-error-out-of-reach = { $piece }는 { $to }에 닿지 않아요.
masters-error-out-of-reach-witch = { $piece }는 { $to }에 닿지 않아요({ $moves }처럼 움직여요).
masters-error-blocked = { $piece }는 { $to }에 닿지 않아요: { $square }의 { $blocker }가 가로막아요.
masters-error-scout-blocked = { $piece }는 { $to }로 갈 수 없어요: 칸이 차 있고, { -masters-scout }는 대각선 앞으로만 잡아요.
masters-error-scout-diagonal = { $piece }는 잡을 때만 대각선으로 가는데, { $to }는 비어 있어요.
masters-error-own-piece = { $piece }는 { $to }로 갈 수 없어요: 그 기물은 내가 조종해요.
masters-error-protected = { $piece }는 { $cardinal }의 { -masters-cardinal } 오라 안에 있어 잡을 수 없어요.
masters-error-promotion-missing = 내 { -masters-scout }가 { $to }에서 마지막 줄에 닿아요: promote:dragon, promote:sentinel, promote:archer, promote:horseman으로 무엇이 될지 고르세요. 예: /move from:{ $from } to:{ $to } promote:dragon.
masters-error-promotion-not-allowed = 마지막 줄에 닿은 { -masters-scout }만 승격해요: { $from }-{ $to } 이동에서 promote:를 빼세요.
masters-error-no-offer = 내 { -masters-witch }에게는 계승 제안이 없어요: 답을 빼세요.
masters-error-not-offered = 내 { -masters-witch }에게 { $piece }의 이동 방식은 제안되지 않았어요. 제안된 것: { $offers }.
masters-error-forced = 내 { -masters-witch }는 { $piece }의 이동 방식을 계승해야 해요(강제): 답을 빼세요.
masters-error-no-witch = 내 { -masters-witch }가 잡혔어요: 계승할 기물이 없어요.

masters-rules = Masters: 10×12 판에서 { -masters-ember } 대 { -masters-frost }. { -masters-ember }가 먼저 둬요. 상대 지도자 셋({ -masters-general }, { -masters-puppeteer }, { -masters-witch })을 모두 잡거나 장악하면 이겨요.
    한 턴은 이동, 장악, 또는 둘 다예요. 내 { -masters-puppeteer }는 같은 행이나 열에 있고 사이에 아무것도 없는 적 기물을 장악할 수 있고, 선이 끊길 때까지 그 기물을 조종해요. { -masters-cardinal }은 주변 8칸을 지켜요(금색 점): 그 기물은 잡을 수도 장악할 수도 없어요. 내 기물이 잡히면 다음 턴에 { -masters-witch }가 그 이동 방식을 계승할 수 있어요. 마지막 줄에 닿은 { -masters-scout }는 { -masters-dragon }, { -masters-sentinel }, { -masters-archer }, { -masters-horseman } 중 하나가 돼요.
    기물의 움직임은 /rules piece:horseman으로 보세요.
masters-rule-general = 장군(M6): 지도자. 8방향 중 하나로 곧게 1~2칸(2칸 가려면 첫 칸이 비어 있어야 해요).
masters-rule-puppeteer = 인형술사(M7, M21): 지도자. 모든 방향으로 1칸. 같은 행이나 열에 있고 사이에 아무것도 없는 적 기물을 장악하며, 선이 끊길 때까지 그 기물을 조종해요.
masters-rule-witch = 마녀(M8, M31): 자기 이동 방식이 없는 지도자. 내 기물이 잡히면 다음 턴에 그 이동 방식을 계승할 수 있고, 그 뒤로는 그 기물처럼 움직이고 잡아요.
masters-rule-cardinal = 추기경(M9, M16): 대각선으로 원하는 만큼 미끄러지고, 주변 8칸을 지켜요(금색 점): 거기 있는 기물은 잡을 수도 장악할 수도 없어요.
masters-rule-dragon = 용(M10): 직선이나 대각선으로 원하는 만큼 미끄러지고, 내 기물은 넘어갈 수 있어요(적 기물은 안 돼요).
masters-rule-sentinel = 파수꾼(M11): 행이나 열을 따라 직선으로 원하는 만큼 미끄러져요.
masters-rule-archer = 궁수(M11): 8방향 중 하나로 곧게 1, 2, 3칸, 빈칸을 지나서요.
masters-rule-horseman = 기수(M12): 한쪽으로 2칸, 다른 쪽으로 1칸 뛰어요. 사이에 뭐가 있든 넘어가요.
masters-rule-scout = 정찰병(M13, M36): 어느 칸에서든 곧장 앞으로 1칸, 둘 다 비었으면 2칸. 대각선 앞 1칸을 잡아요. 마지막 줄에서 { -masters-dragon }, { -masters-sentinel }, { -masters-archer }, { -masters-horseman } 중 하나가 돼요.
masters-rule-diagram = 반투명한 기물은 갈 수 있는 곳, 괄호는 잡을 수 있는 곳을 보여줘요.
masters-rule-puppeteer-diagram = 게임에서 대상 없이 /claim을 쓰면 내 { -masters-puppeteer }가 장악할 수 있는 기물마다 내 색 점선 원이 둘러져요. 장악된 기물에는 장악한 쪽 색의 점이 붙어요.
masters-rule-cardinal-diagram = 옆의 적에게는 괄호가 없어요: 이 { -masters-cardinal } 자신의 오라 안에 있기 때문이에요. 오라는 양쪽 기물을 모두 지키므로(M16, M17), { -masters-cardinal }은 두 칸 이상 떨어진 기물만 잡아요.

masters-header-over = 게임 종료 · { $ended }
masters-header-won = { $turn }턴 · { $side } 승리
masters-header-to-move = { $turn }턴 · { $side } 차례

masters-alt-over = Masters 판, { $turn }턴 뒤 게임 종료: { $ended }.
masters-alt-won = { $turn }턴 뒤 Masters 판: { $side }({ $player }) 승리.
masters-alt-to-move = Masters 판, { $turn }턴, { $side }({ $player }) 차례.
masters-alt-last-move = 마지막 이동 { $move }.
masters-alt-staged-move = 예약한 이동 { $move }.
masters-alt-staged-claim = 예약한 장악 { $square }.
masters-alt-claim-targets = 장악 대상: { $squares }.
masters-alt-no-claim-targets = 장악 대상: 없음.
masters-alt-holds = { $side }가 { $square }의 { $piece }를 장악.
masters-alt-protected = 보호됨: { $squares }.
masters-alt-offered = { $side }의 { -masters-witch }에게 제안: { $offers }.
masters-alt-army = { $side }({ $player }): { $army }.
masters-alt-no-pieces = { $side }({ $player }): 기물 없음.
masters-alt-lost = { $side }가 잃은 기물: { $pieces }.
masters-alt-witch-moves-as = { $witches }({ $piece }처럼 움직임)
masters-alt-generals = { $count ->
   *[other] { -masters-general }
} { $squares }
masters-alt-puppeteers = { $count ->
   *[other] { -masters-puppeteer }
} { $squares }
masters-alt-witches = { $count ->
   *[other] { -masters-witch }
} { $squares }
masters-alt-cardinals = { $count ->
   *[other] { -masters-cardinal }
} { $squares }
masters-alt-dragons = { $count ->
   *[other] { -masters-dragon }
} { $squares }
masters-alt-sentinels = { $count ->
   *[other] { -masters-sentinel }
} { $squares }
masters-alt-archers = { $count ->
   *[other] { -masters-archer }
} { $squares }
masters-alt-horsemen = { $count ->
   *[other] { -masters-horseman }
} { $squares }
masters-alt-scouts = { $count ->
   *[other] { -masters-scout }
} { $squares }

masters-title-general = 장군
masters-title-puppeteer = 인형술사
masters-title-witch = 마녀
masters-title-cardinal = 추기경
masters-title-dragon = 용
masters-title-sentinel = 파수꾼
masters-title-archer = 궁수
masters-title-horseman = 기수
masters-title-scout = 정찰병
masters-diagram-general = 장군: 모든 방향으로 1~2칸. 2칸 가려면 첫 칸이 비어 있어야 해요.
masters-diagram-puppeteer = 인형술사: 모든 방향으로 1칸. 점선 원: 행과 열을 따라 장악할 수 있는 기물.
masters-diagram-witch = 마녀: 계승한 기물(여기서는 { -masters-horseman })처럼만 움직여요. 배지에 표시돼요.
masters-diagram-cardinal = 추기경: 대각선으로 미끄러져요. 오라가 주변 8칸을 지켜요.
masters-diagram-dragon = 용: 8방향으로 미끄러지며 내 기물을 넘어 첫 적까지 가요.
masters-diagram-sentinel = 파수꾼: 행과 열을 따라 미끄러져요.
masters-diagram-archer = 궁수: 모든 방향으로 1~3칸.
masters-diagram-horseman = 기수: 2 + 1로 뛰어요. 무엇이든 넘어가요.
masters-diagram-scout = 정찰병: 앞으로 1~2칸. 대각선 앞 1칸을 잡아요. 마지막 줄에서 승격해요.

## /help: 게임의 명령어를 한 줄로.
masters-help = Masters: 한 턴은 수 하나, 장악 하나, 또는 둘 다예요. 나만 보게 예약하고 미리보기를 본 다음 /endturn.
