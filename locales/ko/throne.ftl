# Throne (ko). 용어: soldier = 병사, unit = 부대 (병사 2명, 말로 그림), squad = 분대 (병사 4명, 수레로 그림), Throne = 왕좌, home = 집, ring = 고리, entry = 입구, gate = 관문 (잠김/열림), bridge = 다리, shield = 방패, shells = 조개껍데기, throw = 던지기, value = 값, power value = 파워 값, bonus round = 보너스 라운드, round = 라운드; 색 빨강, 파랑, 초록, 금색.
# 입력하는 장소(home, 5, red-1, throne), 종류(kind:unit), 값(6+5)은 그대로 둡니다.

-throne-red = 빨강
-throne-blue = 파랑
-throne-green = 초록
-throne-gold = 금색
-throne-soldier = 병사
-throne-unit = 부대
-throne-squad = 분대
-throne = 왕좌
-throne-home = 집
-throne-gate = 관문
-throne-bridge = 다리

throne-seat-red = { -throne-red }
throne-seat-blue = { -throne-blue }
throne-seat-green = { -throne-green }
throne-seat-gold = { -throne-gold }
throne-who = { $seat } ({ $player })

throne-at-home = 집에
throne-at-throne = 왕좌에
throne-at-square = { $square } 칸에
throne-from-home = 집에서
throne-from-square = { $square } 칸에서
throne-to-square = { $square } 칸으로
throne-to-throne = 왕좌로
throne-reach-throne = { -throne }
throne-reach-square = { $square }

throne-begins = Throne 시작: { $seats }. 병사 12명을 고리를 따라 왕좌까지 보내세요: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier } (T19).
throne-throws-first = 먼저 던질 사람: { $who }. /throw 또는 버튼.
throne-throws-first-engine = 먼저 던질 사람: { $who }.
throne-to-throw = { $who } 차례, 던지기: /throw.
throne-to-throw-engine = { $who } 차례, 던지기.
throne-to-move-button = { $who } 차례, { $values }(으)로 이동 (가능한 수 { $moves }개): /move piece:<place> values:<values> 또는 버튼.
throne-to-move-menu = { $who } 차례, { $values }(으)로 이동 (가능한 수 { $moves }개): /move piece:<place> values:<values> 또는 메뉴.
throne-to-move-engine = { $who } 차례, { $values }(으)로 이동 (가능한 수 { $moves }개).
throne-threw = 라운드 { $turn } · { $who } 던진 값 { $throws }: 쓸 값 { $values }.

throne-won = { $who } 왕좌를 차지했어요.
throne-wins = { $who } 왕좌를 차지해요.
throne-resigned-wins = { $who } 기권, { $winner } 승리.
throne-timed-out-wins = { $who } 시간 초과, { $winner } 승리.
throne-timed-out-leaves = { $who } 시간 초과로 게임에서 나가요.

throne-event-moved = { $who }: { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}, { $from } { $to } 이동 ({ $values }).
throne-event-moved-stopped = { $who }: { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}, { $from } { $to } 이동 ({ $values }), 관문에서 멈춤 ({ $lost }칸 손해).
throne-event-captured = { $by }: { $seat }의 { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} { $count }개를 { $square } 칸에서 잡음, 병사가 되어 집으로.
throne-event-formed = { $who }: { $square } 칸에서 { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} 결성.
throne-event-unlocked-by-capture = { $who }의 관문이 첫 잡기로 열렸어요.
throne-event-unlocked-by-throne = { $who }의 관문이 열렸어요: 기물이 왕좌에 들어갔어요.
throne-event-bonus-earned = { $who } 보너스 라운드 획득.
throne-event-bonus-round = { $who } 보너스 라운드: 다시 던지세요.
throne-event-forfeited = { $who }: { $values }(으)로 가능한 수가 없어 버려요.
throne-event-finished = { $who }의 { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}, 왕좌 입성 ({ $count }/5).
throne-event-resigned = { $who } 기권.
throne-event-won = { $who } 왕좌를 차지해요!

throne-describe-head = { -throne }, { $players }인, 라운드 { $turn }.
throne-describe-seat = { $who }: 집에 { $home }; { $pieces }; { -throne } { $finished }/5; { $gate ->
    [open] 관문 열림
   *[locked] 관문 잠김 (잡기나 왕좌에 처음 들어간 기물이 열어요)
}.
throne-describe-pieces = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} { $count }개 { $at }
throne-describe-nothing = 판 위에 없음
throne-describe-bonus = { $who }에게 남은 보너스 라운드: { $count }.
throne-describe-position = 포지션: `{ $position } | 생성기 숨김`

throne-game-over = 게임이 끝났어요: { $who } 승리.
throne-game-over-short = 게임이 끝났어요.
throne-you-resigned = 이 게임에서 기권했어요. /board로 관전할 수 있어요.
throne-their-round-throw = 지금은 { $who } 라운드예요: 던질 때까지 기다리세요.
throne-their-round-move = 지금은 { $who } 라운드예요: 움직일 때까지 기다리세요.
throne-their-turn = 지금은 { $seat } 차례예요.
throne-stale-choices = 이 선택으로는 더 이상 수가 안 돼요: 다시 시작하세요.
throne-thrown-already = 이미 던졌어요: { $values }(으)로 움직이세요 (/move piece:<place> values:<values>). 패스는 없어요 (T16).
throne-throw-first = 먼저 /throw로 던지세요: 라운드의 던지기가 끝나야 움직일 수 있어요 (T8).
throne-not-a-place = `piece:{ $piece }`은(는) 장소가 아니에요: home, 고리 칸 1–12, 또는 red-1 같은 다리 칸을 쓰세요.
throne-not-values = `values:{ $values }`은(는) 값 목록이 아니에요: values:6+5처럼 +로 이으세요.
throne-bad-place = `{ $place }`은(는) 장소가 아니에요: home, 고리 칸 1–12, red-1 같은 다리 칸, 또는 throne을 쓰세요.
throne-bad-values = `{ $values }`은(는) 던진 값 목록이 아니에요: 6+5처럼 +로 이으세요 (값은 2–8, 11, 16).
throne-move-needs = `/move`에는 `{ $option }:`이 필요해요. 예: /move piece:home values:6+5.
throne-not-a-kind = `kind:{ $kind }`은(는) 종류가 아니에요: soldier, unit 또는 squad를 쓰세요.
throne-not-your-bridge = { $place }은(는) { $owner }의 다리예요. 내 다리 칸은 { $first }, { $second }예요.
throne-finished-do-not-move = 왕좌에 들어간 기물은 끝났어요. 다시 움직이지 않아요.
throne-no-piece-on = { $square } 칸에 내 기물이 없어요.
throne-several-kinds = { $square } 칸에 내 기물이 여러 종류 있어요: { $options }을(를) 덧붙이세요.
throne-option = { $option }
throne-rejected-game-over = 게임이 끝났어요: { $seat } 승리.
throne-rejected-not-your-round = 지금은 { $seat } 라운드예요.
throne-rejected-resigned = { $seat } 기권해서 더 이상 두지 않아요 (T21).
throne-rejected-throw-first = 먼저 던지세요: 라운드의 던지기가 끝날 때까지 이동은 잠겨 있어요 (T8).
throne-rejected-already-thrown = 이번 라운드에 이미 던졌어요: 값 { $values }을(를) 이동에 쓰세요. 패스는 없어요 (T16).
throne-rejected-not-a-chain = `{ $throws }`은(는) 한 라운드의 던지기가 아니에요: 마지막을 뺀 모든 값은 파워 값(16, 11, 4, 6, 8)이어야 하고 마지막은 아니어야 해요 (T8).
throne-rejected-no-values = 이동에 쓸 라운드 값을 하나 이상 말하세요 (T10).
throne-rejected-values-not-thrown = 라운드에 남은 값은 { $unused }예요. { $asked }이(가) 아니에요 (T10).
throne-rejected-no-piece = { $at } 내 { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}이(가) 없어요.
throne-rejected-wrong-values = { $kind ->
    [unit] { -throne-unit }는 짝수 값(2, 4, 6, 8, 16)으로만 움직여요
   *[squad] { -throne-squad }는 4의 배수(4, 8, 16)로만 움직여요
}. { $values }은(는) 안 돼요 (T11).
throne-rejected-overshoot = 왕좌를 { $over }칸 지나쳐요: 들어가려면 정확한 거리가 필요해요 (T12).
throne-rejected-last-bridge = 혼자인 { -throne-soldier }는 { $square } 칸에 멈출 수 없어요: 1이 나오는 던지기가 없어서 다시는 못 나와요 (T12).
throne-rejected-whole-lap = 관문이 잠긴 상태에서 { $steps }칸은 기물을 다시 { $square } 칸으로 데려와요: 이동은 칸을 바꿔야 해요 (T13).
throne-rejected-held-at-gate = 혼자인 병사는 분대 둘과 부대가 모두 생길 때까지 내 관문({ $square })에서 기다려요 (T13a).
throne-rejected-mixed-landing = 내 { $mover ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}는 { $square } 칸에 설 수 없어요: { $owner }의 { $other ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}가 있고, 같은 종류만 잡을 수 있어요 (T14).
throne-rejected-finish-order = 다음으로 왕좌에 들어갈 기물은 { $expected ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}여야 해요. { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}는 안 돼요 (순서: { -throne-squad }, { -throne-squad }, { -throne-unit }, { -throne-soldier }, { -throne-soldier }; T19).

throne-move-label = { $from }{ $kind ->
    [unit] {" "}{ -throne-unit }
    [squad] {" "}{ -throne-squad }
    [soldier] {" "}{ -throne-soldier }
   *[none] {""}
} { $values } → { $to }
throne-label-throne = { -throne }
throne-label-home = { -throne-home }
throne-label-square = { $square }
## Choosing a move step by step. $kind is soldier, unit or squad; $values the shells' values not yet spent.
throne-kind = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}
throne-choice-kind = { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
}
throne-prompt-throw = 조개껍데기를 던지세요.
throne-prompt-piece = { $values }(으)로 움직일 기물을 고르세요.
throne-prompt-kind = 그 칸에 여러 종류가 있어요: 하나를 고르세요.
throne-prompt-values = 쓸 값을 고르세요(도착하는 곳 기준).
throne-prompt-move = 이동을 눌러 두세요.
throne-moves-menu = 수 { $first }–{ $last } / { $total }

throne-rules-soldier = 병사 (T11): 내 12명 중 하나. 쓴 값의 합만큼 움직여요. 내 관문에서 만난 병사들은 분대를, 그다음 부대를 만들어요 (T17). 마지막 병사 둘은 분대 둘과 부대 다음에 왕좌에 들어가요 (T19).
throne-rules-unit = 부대 (T11, T17): 내 관문에서 만든 병사 2명, 말로 그려요. 짝수 값(2, 4, 6, 8, 16)만 쓰고 합의 절반만큼 움직여요. 왕좌에 세 번째로 들어가요 (T19).
throne-rules-squad = 분대 (T11, T17): 내 관문에서 만든 병사 4명, 수레로 그려요. 4의 배수(4, 8, 16)만 쓰고 합의 4분의 1만큼 움직여요. 내 분대 둘이 왕좌에 가장 먼저 들어가요 (T19).
throne-rules-not-a-piece = `piece:{ $piece }`은(는) Throne 기물이 아니에요: soldier, unit 또는 squad를 쓰세요.
throne-rules = Throne (2–4인). 각자 병사 12명을 집에서 12칸 고리를 따라, 자기 2칸 다리를 건너 가운데 왕좌까지 보내요. 내 라운드: /throw로 조개껍데기 8개를 던져요. 흰 면이 값을 정해요 (2–8; 흰 면 1개 = 11, 없음 = 16). 16, 11, 4, 6, 8은 파워 값: 다시 던지고, 라운드의 값은 사슬 전체예요. 그다음 값을 써요: /move piece:<home, 칸 또는 내 다리> values:<그중 일부, 예: 6+5> (또는 버튼). 병사는 합만큼, 부대(병사 2명, 말)는 짝수 값만 써서 절반만큼, 분대(4명, 수레)는 4의 배수를 써서 4분의 1만큼 움직여요. 일반 칸에서 같은 종류의 상대 기물 위에 서면 잡아요 (병사가 되어 집으로 돌아가요). 그러면 보너스 라운드를 얻어요. 방패 칸(모든 입구와 관문, 회색)은 안전해요. 내 관문(내 입구 앞 칸, 자물쇠)은 첫 잡기나 누군가의 기물이 왕좌에 들어갈 때까지 잠겨 있고, 그동안 내 기물은 고리를 돌아요. 내 관문에서 만난 병사들은 분대를, 그다음 부대를 만들어요 (수레 칸이 진행을 보여줘요). 혼자인 병사는 분대 둘과 부대가 생길 때까지 관문에서 기다려요. 기물은 분대, 분대, 부대, 병사, 병사 순서로 정확한 거리로 왕좌에 들어가요. 먼저 끝내는 사람이 이겨요. 패스는 없어요: 가능한 수가 있으면 둬야 하고, 어떤 수도 쓸 수 없는 값은 버려져요. 그림에 갈 수 있는 모든 칸이 표시돼요.

throne-status-won = { $who } 왕좌 차지
throne-status-throw = { $who } 던질 차례
throne-status-throw-bonus = { $who } 던질 차례 (보너스 라운드)
throne-status-move = { $who } 이동 차례, { $values }
throne-header = { -throne } · { $status } · 라운드 { $turn }
throne-header-ended = { -throne } · { $ended }
throne-foot = 마지막 던지기 { $value } · 이번 라운드 { $values }
throne-foot-left = 마지막 던지기 { $value } · 이번 라운드 { $values } · 남음 { $left }
throne-foot-no-throw = 아직 던지지 않음
throne-alt-head = { -throne }, { $players }인. { $status }.
throne-alt-resigned = { $who } 기권.
throne-alt-seat = { $who }: 집 { $home }, { $pieces }; { -throne } { $finished }/5; { $gate ->
    [open] 관문 열림
   *[locked] 관문 잠김
}.
throne-alt-pieces = { $square } 칸에 { $kind ->
    [unit] { -throne-unit }
    [squad] { -throne-squad }
   *[soldier] { -throne-soldier }
} { $count }{ $gate ->
    [yes] {" "}(관문)
   *[no] {""}
}
throne-alt-reachable = 갈 수 있는 칸: { $squares }.
throne-alt-last-throw = 마지막 던지기 { $value } (8개 중 흰 면 { $white }개); 값 { $values }.

throne-diagram-you = 나
throne-diagram-opponent = 상대
throne-diagram-entry = ← 내 입구
throne-diagram-home = ← 내 집
throne-diagram-gate = 내 관문: 자물쇠, 수레 칸 →
throne-diagram-bridge = ← 내 다리
throne-diagram-shields = 방패 (회색): 입구와 관문 →
throne-diagram-alt = 2인용 Throne 판, 설명 포함: 병사 12명이 있는 내 집, 내 입구 칸 1 (색 띠), 칸 12의 내 관문 (색 테두리, 잠겨 있는 동안 자물쇠, 대형을 위한 수레 칸), 가운데 왕좌로 가는 2칸짜리 내 다리, 그리고 회색 방패 칸 (모든 입구와 관문).

## /help: 게임의 명령어를 한 줄로.
throne-help = Throne: /challenge game:throne players:<2-4>로 테이블을 열어요. /join, /leave, /start. 그다음 /throw, 그리고 /move piece:<place> values:<6+5>(그곳에 여러 종류가 있으면 kind:unit|squad).
