# Korean (ko). Glossary: loadout = 로드아웃, element = 원소, augmentor = 증강체, offense = 공격 능력, temporal = 시간 능력, slot = 슬롯, lock in = 확정, turn = 턴 (whose turn = 차례), move = 수 (이동), ply = 반수, piece = 기물, square = 칸, capture = 잡기, remove = 제거, rank (of a piece) = 등급, stage = 준비, knockback = 넉백, White/Black = 백/흑, pawn/knight/bishop/rook/queen/king = 폰/나이트/비숍/룩/퀸/킹, check = 체크, checkmate = 체크메이트, stalemate = 스테일메이트, draw = 무승부.
# Elemental chess의 말: 턴, 거절, 규칙, 그림. 원소와 능력 이름은 고유명사라 영어 그대로 둬요 (Fire, Side Step, Double Kill …).

## Sides, pieces, facings.
-elemental-white = 백
-elemental-black = 흑
elemental-side-white = { -elemental-white }
elemental-side-black = { -elemental-black }
-elemental-pawn = 폰
-elemental-knight = 나이트
-elemental-bishop = 비숍
-elemental-rook = 룩
-elemental-queen = 퀸
-elemental-king = 킹
elemental-piece-pawn = { -elemental-pawn }
elemental-piece-knight = { -elemental-knight }
elemental-piece-bishop = { -elemental-bishop }
elemental-piece-rook = { -elemental-rook }
elemental-piece-queen = { -elemental-queen }
elemental-piece-king = { -elemental-king }
## The same names starting a sentence.
elemental-piece-pawn-start = 폰
elemental-piece-knight-start = 나이트
elemental-piece-bishop-start = 비숍
elemental-piece-rook-start = 룩
elemental-piece-queen-start = 퀸
elemental-piece-king-start = 킹
elemental-facing-north = 북쪽
elemental-facing-east = 동쪽
elemental-facing-south = 남쪽
elemental-facing-west = 서쪽

## Elements and abilities (proper names, English everywhere).
-elemental-fire = Fire
-elemental-water = Water
-elemental-earth = Earth
-elemental-air = Air
-elemental-lightning = Lightning
-elemental-light = Light
-elemental-shadow = Shadow
-elemental-side-step = Side Step
-elemental-block-piece = Block Piece
-elemental-quantum-step = Quantum Step
-elemental-stalwart = Stalwart
-elemental-belligerent = Belligerent
-elemental-indomitable = Indomitable
-elemental-double-kill = Double Kill
-elemental-quantum-kill = Quantum Kill
-elemental-chain-kill = Chain Kill
-elemental-poisonous-meat = Poisonous Meat
-elemental-do-over = Do-Over
-elemental-resurrection = Resurrection
-elemental-temporal-lock = Temporal Lock
-elemental-schrodingers-laugh = Schrödinger's Laugh
-elemental-sturdy = Sturdy
-elemental-bastion = Bastion
-elemental-mist-shroud = Mist Shroud
-elemental-blaze-rush = Blaze Rush
-elemental-flood-wake = Flood Wake
-elemental-sadist-streak = Sadist Streak
-elemental-raijin = Raijin
elemental-element-fire = { -elemental-fire }
elemental-element-water = { -elemental-water }
elemental-element-earth = { -elemental-earth }
elemental-element-air = { -elemental-air }
elemental-element-lightning = { -elemental-lightning }
elemental-element-light = { -elemental-light }
elemental-element-shadow = { -elemental-shadow }
elemental-augmentor-side-step = { -elemental-side-step }
elemental-augmentor-block-piece = { -elemental-block-piece }
elemental-augmentor-quantum-step = { -elemental-quantum-step }
elemental-augmentor-stalwart = { -elemental-stalwart }
elemental-augmentor-belligerent = { -elemental-belligerent }
elemental-augmentor-indomitable = { -elemental-indomitable }
elemental-offense-double-kill = { -elemental-double-kill }
elemental-offense-quantum-kill = { -elemental-quantum-kill }
elemental-offense-chain-kill = { -elemental-chain-kill }
elemental-offense-poisonous-meat = { -elemental-poisonous-meat }
elemental-temporal-do-over = { -elemental-do-over }
elemental-temporal-resurrection = { -elemental-resurrection }
elemental-temporal-temporal-lock = { -elemental-temporal-lock }
elemental-temporal-schrodingers-laugh = { -elemental-schrodingers-laugh }
elemental-sturdy-name = { -elemental-sturdy }
elemental-mist-shroud-name = { -elemental-mist-shroud }
elemental-flood-wake-name = { -elemental-flood-wake }
elemental-sadist-streak-name = { -elemental-sadist-streak }
elemental-raijin-name = { -elemental-raijin }
elemental-blaze-double-kill = { -elemental-blaze-rush }의 { -elemental-double-kill }
elemental-blaze-quantum-kill = { -elemental-blaze-rush }의 { -elemental-quantum-kill }
elemental-empty-slot = 빈 슬롯
elemental-slot-augmentor = 증강체
elemental-slot-offense = 공격 능력
elemental-slot-temporal = 시간 능력

## What removed a piece or blocked a capture, with its rule.
elemental-by-double-kill = { -elemental-double-kill } (E32)
elemental-by-quantum-kill = { -elemental-quantum-kill } (E32)
elemental-by-poisonous-meat = { -elemental-poisonous-meat } (E32)
elemental-by-blaze-double-kill = { -elemental-blaze-rush }의 { -elemental-double-kill } (E10)
elemental-by-blaze-quantum-kill = { -elemental-blaze-rush }의 { -elemental-quantum-kill } (E10)
elemental-by-sadist-streak = { -elemental-sadist-streak } (E24)
elemental-by-flood-wake = { -elemental-flood-wake } (E11)
elemental-blocker-cone = { -elemental-block-piece } (E25)
elemental-blocker-stalwart = { -elemental-stalwart } (E28)
elemental-blocker-belligerent = { -elemental-belligerent } (E29)
elemental-blocker-sturdy = { -elemental-sturdy } (E14)
elemental-blocker-solid = 통과할 수 없는 기물(E3, E62)
elemental-blocker-solid-short = 통과할 수 없는 기물

## Loadouts. $element, $army, $slots, $first… are names of elements and abilities; $square a square.
elemental-loadout = { $element }; 전체: { $army }
elemental-loadout-piece = ; { $square }: { $slots }
elemental-no-slots = 슬롯 없음
elemental-slots-one = { $first }
elemental-slots-two = { $first }, { $second }
elemental-slots-three = { $first }, { $second }, { $third }
elemental-concealed = ; 숨김(E12): { $parts }
elemental-code = { $code }
elemental-name = { $player }
elemental-nothing = {""}
elemental-none = 없음
elemental-not-chosen = 선택 안 함
elemental-player-side = { $player }({ $side })
elemental-choose-loadout = 로드아웃 선택

## Setting up.
elemental-game-on = 게임 시작: { $white }({ -elemental-white }) 대 { $black }({ -elemental-black }), Elemental chess. 먼저 각자 비밀리에 로드아웃을 골라요: 내 군대의 원소 하나와 증강체 하나(E4). "로드아웃 선택"을 누르거나 /loadout element:… augmentor:…를 입력하세요. 둘 다 확정할 때까지 아무도 로드아웃을 볼 수 없어요.
elemental-choose-first = 먼저 로드아웃을 고르세요: "로드아웃 선택"을 누르거나 /loadout element:earth augmentor:block-piece를 입력하세요(E4).
elemental-opponent-choosing = 상대가 아직 로드아웃을 고르는 중이에요. 상대가 확정하면 게임이 시작돼요(E6).
elemental-loadouts-cannot-change = 두 로드아웃 모두 확정됐어요. 게임 중에는 바꿀 수 없어요(E6). /game으로 확인하세요.
elemental-locked-in-already = 이미 로드아웃을 확정했어요. 둘 다 확정하면 게임이 시작돼요(E6).
elemental-element-first = 먼저 원소를 고르세요(/loadout element:earth 또는 "로드아웃 선택" 누르기).
elemental-not-a-choice-here = "{ $value }"은(는) 여기서 고를 수 없어요.
elemental-not-my-menu = 이 봇의 메뉴가 아니에요.
elemental-holds-none-of-your-pieces = { $square }에는 시작할 때 내 기물이 없어요.
elemental-only-lightning-add-element = 기물별로 슬롯을 고를 수 있는 건 Lightning(Overload, E18)뿐이에요: element:lightning을 추가하세요.
elemental-only-lightning-per-piece = 기물별로 슬롯을 고를 수 있는 건 Lightning(Overload, E18)뿐이에요.
elemental-not-in-the-game-yet-named = { $name }은(는) 아직 게임에 없어요. 있는 것은 /rules game:elemental에서 볼 수 있어요.
elemental-loadout-pair = 이 로드아웃의 두 능력은 서로가 있어야만 해요(E51).
elemental-not-a-loadout = 로드아웃이 아니에요.
elemental-draft = 원소: { $element } · 증강체: { $augmentor } · 공격: { $offense } · 시간: { $temporal }
elemental-draft-per-piece = {" "}· 기물별: { $pieces }
elemental-set-only-you = 설정했어요(나만 볼 수 있어요).
elemental-lock-in-lightning = /loadout element:lightning에 전체 슬롯을 넣어 확정하세요.
elemental-you-locked-in = 확정한 로드아웃:
elemental-only-you-see-it = 둘 다 확정할 때까지 나만 볼 수 있어요(E6).
elemental-both-locked-in = 두 로드아웃 모두 확정됐어요(E6).
elemental-moves-first = { $player } 님({ $side })이 먼저 둬요. 보드의 엠블럼, 배지, 점: /rules piece:board.
elemental-moves-first-how = { $player } 님({ $side })이 먼저 둬요: /move from:e2 to:e4. 보드의 엠블럼, 배지, 점: /rules piece:board.
elemental-locked-in-waiting = { $player } 님({ $side })이 로드아웃을 확정했어요. { $other } 님을 기다리는 중이에요.

## /game and the status line.
elemental-game-over = 게임 종료:
elemental-choosing-loadouts-waiting = 로드아웃 선택 중: { $players } 님을 기다리는 중이에요.
elemental-status = { $number }번째 수 · { $side }({ $player }) 차례.
elemental-describe-players = Elemental chess: { $white }({ -elemental-white }) 대 { $black }({ -elemental-black }).
elemental-locked-in = 확정:
elemental-your-loadout = 내 로드아웃(둘 다 확정할 때까지 나만 볼 수 있어요):
elemental-has-locked-in = { $player } 님이 로드아웃을 확정했어요.
elemental-still-choosing = { $player } 님은 아직 고르는 중이에요.
elemental-in-check = { $side }이 체크 상태예요.
elemental-has-lost = { $side }이 잃은 기물: { $pieces }.
elemental-position = 국면: `{ $fen }`
elemental-seed-shown = 생성기 시드: { $seed }(SplitMix64, E41). 이 시드로 넉백을 재현할 수 있어요.
elemental-seed-hidden = 넉백은 게임의 시드 생성기에서 뽑혀요. 시드는 게임이 끝날 때까지 공개되지 않아요(E41).
elemental-loadouts-shown-at-end = 게임이 끝나서 공개하는 로드아웃(E99):
elemental-had-not-locked-in = { $player } 님({ $side })은 로드아웃을 확정하지 않았어요.

## The record. $turn and $loadout are notation.
elemental-record-tried = { $turn } 시도: 숨겨진 능력에 막혔고, 그 능력이 공개됨(E53)
elemental-record-stopped = 숨겨진 능력에 막힌 턴. 그 능력이 공개됨(E53)
elemental-record-locked-in-own = { $loadout } 확정(나만 볼 수 있음)
elemental-record-locked-in = { $loadout } 확정
elemental-record-locked-in-water = Water 로드아웃 확정(숨김, E12)

## Refusals of a command's options. $value is what was typed.
elemental-not-one-to-choose = `{ $key }:{ $value }`은(는) 고를 수 없어요: { $choices } 중에서 쓰세요.
elemental-not-a-list-of-steps = `{ $option }:{ $value }`은(는) 스텝 목록이 아니에요: 칸을 1~3개 순서대로, Quantum Step을 먼저 쓰세요. 예: { $option }:f4, { $option }:f4,g5 또는 { $option }:b4,a4,b5(E93).
elemental-not-a-facing = `{ $option }:{ $value }`은(는) 방향이 아니에요: north, east, south, west 중 하나를 쓰거나, { $option }:e2=north처럼 칸=방향으로 쓰세요.
elemental-not-a-returned-piece = `res:{ $value }`은(는) 되살릴 기물이 아니에요: knight@b1처럼 기물과 칸을 쓰세요.
elemental-not-raijins-capture = `rj:{ $value }`은(는) Raijin의 잡기가 아니에요: f5 또는 f8=q,dk:g7처럼 칸을 쓰세요.
elemental-not-a-square = "{ $value }"은(는) 칸이 아니에요: e4처럼 세로줄 a–h와 가로줄 1–8로 쓰세요.
elemental-move-to-another-square = 이동은 다른 칸으로 가야 해요.
elemental-not-a-promotion = `promote:{ $value }`은(는) 고를 수 없어요: queen, rook, bishop, knight 중 하나를 쓰세요.
elemental-a-facing-is = 방향은 north, east, south, west 중 하나예요.
elemental-not-your-turn = 지금은 { $player } 님({ $side }) 차례예요. 상대의 수를 기다리세요.
elemental-turn-needs-a-move = 턴에는 이동이 필요해요. 예: /turn move:e2-e4.
elemental-nothing-staged = 준비한 수가 없어요: /move로 준비하거나 /turn move:e2-e4로 한 번에 두세요.

## A turn: the channel's line, its events, the ending. $on is "on e5" (elemental-on).
elemental-on = { $square }의
elemental-on-also = { $square }(및 { $other })의
elemental-turn-line = { $number }번째 수 · { $side }({ $player }): { $turn }
elemental-story-takes = { $piece }이(가) { $on } { $victim }을(를) 잡음
elemental-story-moves = { $piece } { $from }-{ $to }
elemental-story-castles-king-side = 킹사이드 캐슬링
elemental-story-castles-queen-side = 퀸사이드 캐슬링
elemental-story-captured = { $on } { $piece }을(를) 잡음
elemental-story-promotes = { $square }에서 { $piece }(으)로 승격
elemental-story-blocked = { $attacker }은(는) { $on } { $defender }을(를) 잡을 수 없음: { $by }
elemental-story-sturdy-used = { -elemental-sturdy }로 { $on } 기물이 살아남음
elemental-story-knocked-back = { -elemental-bastion }이 { $to }(으)로 밀어냄
elemental-story-knocked-back-also = { -elemental-bastion }이 그 기물({ $other }에도 있음)을 { $to }(으)로 밀어냄
elemental-story-removed = { $by }: { $on } { $piece } 제거
elemental-story-sturdy-saved = { -elemental-sturdy }: { $on } { $piece }이(가) { $by }을(를) 버팀
elemental-story-resurrected = { -elemental-resurrection }: { $piece }이(가) { $square }에 복귀
elemental-story-locked = { -elemental-temporal-lock }: { $on } { $piece } 잠금
elemental-story-passed = { $side } 패스, 모든 수가 잠김
elemental-story-marked = { -elemental-sadist-streak }: { $on } { $piece }에 표식
elemental-story-raijin-takes = { -elemental-raijin }: { $on } { $piece }을(를) 잡음
elemental-story-do-over = { -elemental-do-over }! 보드가 { $plies }반수 되돌아감
elemental-story-blinded = Blinding: 다음은 { $side } 차례
elemental-story-stopped = { $piece }은(는) { $square }의 기물을 지나갈 수 없음
elemental-story-revealed = { $side }의 { $ability } 공개
elemental-story-stepped = { $square }(으)로 스텝
elemental-story-swapped = { -elemental-quantum-step }: { $square }의 기물과 자리 바꿈
elemental-event-moved = { $side } { $piece } { $from }-{ $to }.
elemental-event-castled-king-side = { $side }이 킹사이드 캐슬링을 했어요.
elemental-event-castled-queen-side = { $side }이 퀸사이드 캐슬링을 했어요.
elemental-event-captured = { $on } { $side } { $piece }이(가) 잡혔어요.
elemental-event-promoted = { $square }의 폰이 { $piece }(으)로 승격했어요.
elemental-event-promoted-displaced = { $square }(으)로 밀려난 폰이 퀸으로 승격했어요(E50).
elemental-event-stopped = { $from }의 { $piece }은(는) { $square }의 기물을 지나갈 수 없어요: 통과할 수 없는 기물이라 { $piece }은(는) 제자리에 남고 턴이 끝나요(E3, E62).
elemental-event-revealed = { $side }의 숨겨진 { $ability }이(가) 공개됐어요(E12).
elemental-event-blocked = { $from }의 { $attacker }은(는) { $on } { $defender }을(를) 잡을 수 없어요: { $by }에 막혀 잡기가 일어나지 않아요(E30).
elemental-event-sturdy-used = { $on } 기물이 살아남았어요: { -elemental-sturdy }를 소모했어요(E14).
elemental-event-knocked-back = { -elemental-bastion }이 공격한 기물을 { $from }에서 { $to }(으)로 밀어냈어요(E13).
elemental-event-knocked-back-also = { -elemental-bastion }이 공격한 기물({ $other }에도 있음)을 { $from }에서 { $to }(으)로 밀어냈어요(E13).
elemental-event-knockback-cancelled = { $square }의 공격한 기물에 뽑힌 넉백은 자기 킹을 노출시키므로 그 기물은 그대로 있어요(E40).
elemental-event-stepped = { $from }에서 { $to }(으)로 스텝했어요.
elemental-event-swapped = { -elemental-quantum-step }: { $with }의 아군 기물과 자리를 바꿔 그 칸에 서고, 아군 기물은 { $from }(으)로 가요(E27).
elemental-event-poisoned = { -elemental-poisonous-meat }: { $on } { $piece }이(가) 독이 든 { $victim }을(를) 잡았어요(E32).
elemental-event-removed = { $by }: { $on } { $side } { $piece }이(가) 제거됐어요.
elemental-event-sturdy-saved = { $on } { $piece }이(가) { $by }을(를) 버텼어요: { -elemental-sturdy }를 소모했어요(E14).
elemental-event-resurrected = { -elemental-resurrection }: { $side } { $piece }이(가) { $square }에 돌아왔어요(E35).
elemental-event-locked = { -elemental-temporal-lock }: { $on } { $side } { $piece }은(는) 자기 편의 다음 2턴 동안 움직일 수 없어요(E36).
elemental-event-marked-second = { -elemental-sadist-streak }: { $on } { $side } { $piece }에 표식이 생겼어요. 지금부터 그 편의 두 번째 턴에, 그때 옆에 있는 같은 편 기물 전부와 함께 제거돼요(E24).
elemental-event-marked-third = { -elemental-sadist-streak }: { $on } { $side } { $piece }에 표식이 생겼어요. 지금부터 그 편의 세 번째 턴에 혼자 제거돼요(E24).
elemental-event-raijin = { -elemental-raijin }: Quantum Step 뒤에 { $from }의 기물이 { $to }에서 한 번 더 잡아요(E19).
elemental-event-do-over = { -elemental-do-over }! { $side } { $piece }이(가) 발동했어요: 이번 턴은 무효가 되고 보드가 { $plies }반수 되돌아가요(E34).
elemental-event-blinded = Blinding: 다음은 { $side } 차례예요(E21).
elemental-event-passed = { $side }은 패스해요: 둘 수 있는 모든 수가 잠겼어요(E36).
elemental-event-faced = { $square }의 { -elemental-block-piece }가 이제 { $facing }을 향해요.
elemental-event-decided = 지금까지 숨겨져 있던 { $side }의 { $ability } 때문에 { $other }은 둘 수 있는 턴이 없어요(E97).
elemental-event-checkmate = 체크메이트: { $side } 승리.
elemental-event-stalemate = 스테일메이트: 무승부(E1).
elemental-event-seventy-five-moves = 75수 규칙으로 무승부: 잡기, 제거, Sturdy 사용, 폰 이동 없이 150반수가 지났어요(E1).
elemental-event-fivefold = 무승부: 같은 국면이 다섯 번째로 나왔어요(E1).
elemental-decided-by = : { $side }의 { $abilities }(숨김, E12) 때문에 { $other }은 둘 수 있는 턴이 없었음(E97)
elemental-wins-by-checkmate = { $player }({ $side }) 체크메이트 승리{ $decided }.
elemental-checkmate-line = 체크메이트! { $result }
elemental-drawn-by-stalemate = 스테일메이트로 무승부(E1){ $decided }.
elemental-drawn-by-seventy-five-moves = 75수 규칙으로 무승부(E1).
elemental-drawn-by-fivefold = 5회 반복으로 무승부(E1).
elemental-rejected = { $player } 님({ $side })이 고른 턴은 숨겨진 능력에 막혀요(E53):
elemental-no-other-legal-turn = { $side }은 둘 수 있는 다른 턴이 없어요.
elemental-plays-another-turn = { $side }이 다른 턴을 둬요.

## A staged turn's preview. $by is what blocks (elemental-blocker-…), $directions a count.
elemental-staged = 준비됨: { $turn }. 그림의 보드에 표시돼요: 출발 칸은 흐리게, 기물이 도착할 곳엔 반투명 기물, 잡는 기물엔 괄호, 지나가는 칸엔 점. 두려면 "턴 종료"(또는 /endturn), 다시 하려면 "실행 취소"(/undo)를 누르세요.
elemental-this-turn = 이번 턴:
elemental-blocked-sturdy = 막힌 잡기: 내 { $attacker }은(는) { $square }의 { $victim }을(를) 잡을 수 없어요. { $by }이(가) 막아요(E30). { $victim }의 Sturdy가 소모되고, 내 { $attacker }은(는) { $from }에 남고, 내 턴이 끝나요.
elemental-blocked-bastion = 막힌 잡기: 내 { $attacker }은(는) { $square }의 { $victim }을(를) 잡을 수 없어요. { $by }이(가) 막아요(E30). Bastion이 내 { $attacker }을(를) 밀어내요(E13): { $directions }개 방향 중 하나로 1–3칸, 턴을 끝낼 때 뽑아요. 내 킹을 노출시키는 착지는 취소돼요(E40).

## The picture's header.
elemental-headline-move = { $number }번째 수 · { $side } 차례
elemental-headline-checkmate = 체크메이트 · { $side } 승리
elemental-headline-stalemate = 스테일메이트 · 무승부
elemental-headline-seventy-five-moves = 75수 규칙 · 무승부
elemental-headline-fivefold = 5회 반복 · 무승부
elemental-headline-choosing = 로드아웃 선택 중
elemental-headline-ended = 게임 종료 · { $ended }

## /rules.
elemental-kind-elements = 원소
elemental-kind-augmentors = 증강체
elemental-kind-offense = 공격 능력
elemental-kind-temporal = 시간 능력
elemental-coming-later = 추가 예정: { $names }.
elemental-not-in-the-game-yet = (아직 게임에 없어요.)
elemental-rules = Elemental chess: 군대마다 비밀 로드아웃이 있는 체스예요(캐슬링, 앙파상, 승격. 체크메이트로 승리. 스테일메이트, 75수 규칙, 5회 반복은 무승부, E1).
    첫 수 전에 각자 원소 하나와 증강체, 공격 능력, 시간 능력을 하나씩 골라요. 모든 기물이 이를 지녀요(E4). 둘 다 확정할 때까지 아무도 로드아웃을 볼 수 없어요(E6).
    체크는 이동 규칙상 가능한 모든 잡기를 따져요. 능력에 막힐 잡기도 마찬가지예요(E1a). 막힌 잡기는 효과가 있을 때만 둘 수 있어요: Sturdy 소모 또는 Bastion 넉백(E30).
    턴: /move from: to: [promote:] [chain:c3 Chain Kill] [dk:g7 Double Kill] [qk:a7 Quantum Kill] [bdk: bqk: Blaze Rush] [res:knight@b1 Resurrection] [lock:d7 Temporal Lock] [then:f4,g5 Side Step, Tailwind, Quantum Step용; then:b4,a4,b5 Quantum Step과 스텝 두 번, E93] [rj:f5 그 뒤 Raijin의 잡기] [laugh:yes to: 칸에 Schrödinger's Laugh] [face:e2=north Block Piece 방향], 나만 보는 미리보기를 거쳐 /endturn. 능력은 E38의 순서로 작동해요.
elemental-rules-see-one = 하나씩 보려면 /rules game:elemental piece:earth(또는 block-piece, double-kill, knight …). 보드의 엠블럼, 배지, 점: piece:board.
elemental-rules-piece = { $piece }은(는) 체스와 똑같이 움직여요(E1). 능력 비교에 쓰는 등급: { $rank }(E2). 반투명 기물은 이동할 수 있는 곳, 괄호는 잡을 수 있는 곳을 보여줘요.
elemental-rules-unknown = `piece:{ $piece }`은(는) Elemental chess의 기물, 원소, 능력이 아니에요: knight, earth, block-piece, double-kill 등을 써 보세요.
elemental-reading-the-board = Elemental 보드 읽는 법: 각 기물의 원소 엠블럼은 왼쪽 아래에 있어요(Fire 삼각형, Water 물방울, Earth 네모 블록, Air 고리, Lightning 번개, Light 별, Shadow 초승달). 증강체 글자는 오른쪽 위에 있어요(Ss Side Step, Qs Quantum Step, St Stalwart, Be Belligerent, In Indomitable. Block Piece는 대신 방향을 화살표로 보여줘요, E25). 오른쪽 아래의 갈색 점은 아직 쓰지 않은 Earth 기물의 Sturdy예요(E14). 숫자와 점이 있는 빗금 칸은 그을린 칸이에요: 막는 등급과 Fire의 남은 턴(E9). 자물쇠는 Temporal Lock과 남은 턴(E36), 조준선은 Sadist 표식(E24), 이어진 고리는 Schrödinger 기물의 두 칸이에요(E37). 아직 숨겨진 로드아웃은 머리글에 ?로 보여요(E12). 나만 보는 미리보기에서는 움직이는 기물의 칸이 흐려지고, 반투명 기물이 도착할 곳을, 괄호가 잡는 기물을, 점이 지나가는 칸을 표시해요.
elemental-about-fire = Scorch: 내 기물이 떠난 칸은 내 다음 3턴 동안 등급이 더 낮은 적(Water 제외)을 막아요. Blaze Rush: 잡기 후 Double Kill 또는 Quantum Kill을 한 번 더, Earth 상대로는 둘 다(E9–E10).
elemental-about-water = Flood Wake: Do-Over로 되돌린 반수 동안 내 편이 잡은 기물은 제거된 채로 남아요. Mist Shroud: 모든 기물이 Quantum Step을 갖고, 각 능력이 처음 효과를 낼 때까지 내 로드아웃이 상대에게 숨겨져요(E11–E12).
elemental-about-earth = Bastion: 180° Block Piece 부채꼴과 시드 기반 넉백. Sturdy: 첫 번째 잡기를 버텨요(E13–E14).
elemental-about-air = Gale Lift로 통과, Tailwind로 추가 스텝 2번, Scatter Shot으로 폰의 옆 방향 잡기(E15–E17).
elemental-about-lightning = Overload: 기물별로 슬롯을 골라요(E18). Raijin: Quantum Kill이 Indomitable을 무시하고, Quantum Step 뒤에 기물이 한 번 더 잡을 수 있어요(E19).
elemental-about-light = Radiant Vision: 비숍·룩·퀸이 처음 가로막는 기물 너머로 체크를 걸어요. Light Speed: 내 잡기에서는 Sturdy를 먼저 따져요(E20, E22).
elemental-about-shadow = Anarchist Streak: 모든 능력의 등급 비교를 양쪽 모두 무시해요(E23). Sadist Streak: 내 Poisonous Meat가 잡은 기물에 표식을 남기고, 그 기물은 자기 턴 두 번 뒤에, 그 옆에 온 같은 편 기물 전부와 함께 제거돼요(E24).
elemental-about-side-step = 이동 후 빈 옆 칸으로 1칸 스텝할 수 있어요(E26).
elemental-about-block-piece = 90° 부채꼴 안에서 오는 잡기를 막아요. face:로 방향을 바꿔요(E25).
elemental-about-quantum-step = 이동 후 등급이 더 낮은 옆의 아군 기물과 자리를 바꾸거나, 빈 옆 칸으로 순간 이동할 수 있어요(E27).
elemental-about-stalwart = 등급이 더 낮은 기물은 이 기물을 잡을 수 없어요(E28).
elemental-about-belligerent = 등급이 더 높은 기물은 이 기물을 잡을 수 없어요(E29).
elemental-about-indomitable = 능력에 의한 제거에 면역이고, 통과할 수 없어요(E31, E3).
elemental-about-double-kill = 잡은 뒤, 잡힌 기물 옆에 있는 등급이 그 기물 이하인 적 하나를 제거해요(E32).
elemental-about-quantum-kill = 턴마다 한 번, 잡은 뒤 등급이 잡힌 기물 이하인 적 하나를 어디서든 제거해요. Lightning이면 Indomitable도요(E32, E19).
elemental-about-chain-kill = 이어진 아군 기물 사슬의 끝에서, 그 자리에 선 것처럼 잡아요(E33). Air와 함께면 Quantum Step도 얻어요(E16).
elemental-about-poisonous-meat = 이 기물을 잡은 더 높은 등급의 기물도 제거돼요. 킹이나 Indomitable은 예외예요(E32).
elemental-about-do-over = 기물마다 한 번: 잡히거나 제거되면 그 턴은 무효가 되고 마지막 2반수가 되돌려져요(E34).
elemental-about-resurrection = 이 기물이 잡은 뒤, 등급이 잡힌 기물 이하인 잃은 내 기물 하나를 내 뒤쪽 두 줄로 되돌려요(E35).
elemental-about-temporal-lock = 기물마다 한 번, 이동 후 적 기물 하나(킹 제외)를 그 편의 다음 2턴 동안 잠가요(E36).
elemental-about-schrodingers-laugh = 기물마다 한 번(킹 제외), 이동 대신 빈 옆 칸에 자신을 복사해요: 두 칸에 있는 한 기물이 되고, 둘을 함께 잡아야 해요(E37).


## Choosing a turn or a loadout step by step. $square a square; $piece a
## piece's name (elemental-piece-…); $facing a facing (elemental-facing-…);
## $side a side; $slot the slot's key as typed (augmentor, offense, temporal).
elemental-a-piece = 기물
elemental-choice-pass = 패스: 모든 수가 잠김(E36)
elemental-choice-piece = { $square } · { $piece }
elemental-choice-laugh = { -elemental-schrodingers-laugh }: 그 칸에 복제(E37)
elemental-choice-promote = 승격: { $piece }
elemental-choice-chain = { -elemental-chain-kill }: { $square }에서(E33)
elemental-choice-double-kill = { -elemental-double-kill }: { $square }
elemental-choice-quantum-kill = { -elemental-quantum-kill }: { $square }
elemental-choice-blaze-double-kill = { -elemental-blaze-rush }의 { -elemental-double-kill }: { $square }
elemental-choice-blaze-quantum-kill = { -elemental-blaze-rush }의 { -elemental-quantum-kill }: { $square }
elemental-choice-resurrection = { -elemental-resurrection }: { $piece }이(가) { $square }에 복귀
elemental-choice-group-return = { $piece } 되살리기
elemental-choice-lock = { -elemental-temporal-lock }: { $square }
elemental-choice-then = 이어서 { $square }(으)로
elemental-choice-and-on = 다시 { $square }(으)로
elemental-choice-raijin = { -elemental-raijin }의 잡기: { $square }
elemental-choice-its-chain = 그 기물의 { -elemental-chain-kill }: { $square }에서
elemental-choice-its-double-kill = 그 기물의 { -elemental-double-kill }: { $square }
elemental-choice-its-quantum-kill = 그 기물의 { -elemental-quantum-kill }: { $square }
elemental-choice-its-resurrection = 그 기물의 { -elemental-resurrection }: { $piece }이(가) { $square }에 복귀
elemental-choice-face = { $square }의 { $piece }을(를) { $facing }으로 돌리기
elemental-choice-group-face = { $square } 방향 바꾸기
elemental-choice-no-slot = { $slot ->
    [augmentor] 증강체 없음
    [offense] 공격 능력 없음
   *[temporal] 시간 능력 없음
}
elemental-choice-overload = { $square } 기물 전용 슬롯(Overload, E18)
elemental-choice-group-overload = Overload
elemental-so-far-face = { $square }: { $facing }을 향함
elemental-legend-step = 이동 뒤의 스텝, 또는 { -elemental-quantum-step }의 칸(E16, E26, E27, E93)
elemental-legend-chain = { -elemental-chain-kill }: 잡기의 출발점이 될 아군 기물(E33)
elemental-legend-double-kill = { -elemental-double-kill }: 잡은 칸 옆에서 제거할 적 기물
elemental-legend-quantum-kill = { -elemental-quantum-kill }: 제거할 적 기물
elemental-legend-blaze = { -elemental-blaze-rush }: 추가 제거의 대상(E10)
elemental-legend-resurrection = { -elemental-resurrection }: 기물이 돌아올 칸
elemental-legend-lock = { -elemental-temporal-lock }: 잠글 적 기물(E36)
elemental-legend-raijin = { -elemental-raijin }: { -elemental-quantum-step } 뒤의 잡기(E19)
elemental-legend-facing = { -elemental-block-piece }: 기물이 다른 방향을 향하게 돌리기(E25)
elemental-prompt-piece = 움직일 기물을 고르세요.
elemental-prompt-where = 어디로 갈지 고르세요.
elemental-prompt-face-or-end = { -elemental-block-piece }의 방향을 바꾸거나(표시된 기물) "턴 종료"를 누르세요.
elemental-prompt-ability-face-or-end = 능력 선택을 추가하거나 { -elemental-block-piece }의 방향을 바꾸거나(어떤 표시가 무엇인지는 범례에 있어요) "턴 종료"를 누르세요.
elemental-prompt-ability-or-end = 능력 선택을 추가하거나(어떤 표시가 무엇인지는 범례에 있어요) "턴 종료"를 누르세요.
elemental-prompt-end = "턴 종료"를 눌러 두세요.
elemental-prompt-promote = 폰이 무엇이 될지 고르세요.
elemental-prompt-abilities = 이번 턴의 능력이 무엇을 할지 고르세요.
elemental-prompt-lock-passed = ({ -elemental-temporal-lock }은 스텝보다 먼저 골라요, E38: 고르려면 "되돌리기"를 누르세요.)
elemental-prompt-element = 내 군대의 원소를 고르세요(둘 다 확정할 때까지 나만 볼 수 있어요, E6).
elemental-prompt-augmentor = 증강체를 고르세요.
elemental-prompt-offense = 공격 능력을 고르세요.
elemental-prompt-temporal = 시간 능력을 고르세요.
elemental-prompt-lock-in = "턴 종료"로 로드아웃을 확정하세요.
elemental-prompt-lock-in-or-overload = "턴 종료"로 확정하거나, 기물 하나에 전용 슬롯을 주세요(Overload, E18).
elemental-choices-over = 게임이 끝났어요.
elemental-choices-not-your-turn = 지금은 { $side } 차례예요. 당신 차례가 아니에요.
elemental-choices-stale = 그 선택은 이제 여기서 턴이 되지 않아요: 처음부터 다시 하세요.
elemental-loadout-locked-already = 로드아웃을 이미 확정했어요. 상대도 확정하면 게임이 시작돼요.
elemental-loadout-choices-stale = 그 선택은 이제 로드아웃이 되지 않아요: 처음부터 다시 하세요.

## Autocomplete's suggestions. $value is the value filled in (notation).
elemental-suggest-piece = { $square } · { $side } { $piece }
elemental-suggest-swap = { $value } · { -elemental-quantum-step } 자리 바꿈
elemental-suggest-step = { $value } · 스텝
elemental-suggest-raijin = { $value } · { -elemental-raijin }의 잡기
elemental-suggest-return = { $value } · 잃은 { $piece } 되살리기
elemental-suggest-face = { $square } { $piece }: { $facing }을 향함

## /help: 게임의 명령어를 한 줄로.
elemental-help = Elemental chess: 먼저 비밀 로드아웃을 고르세요("로드아웃 선택" 또는 /loadout element:… augmentor:…; { -elemental-lightning }은 /loadout piece:e2 …로 기물을 하나씩 설정). 그다음 턴마다 /move 하나를 나만 보게 준비하고 /endturn으로 둬요(능력 선택은 chain:, dk:, qk:, bdk:, bqk:, res:, lock:, rj:, laugh:, 추가 스텝은 then:, { -elemental-block-piece } 방향은 face:). 또는 /turn move:e2-e4.

## Alt text of the board picture (what a screen reader says). $white and
## $black are elemental-alt-player; $loadout a loadout in words (or
## elemental-alt-loadout-not-shown); $parts what is concealed; $headline the
## header's line; $groups a side's pieces (elemental-alt-group each);
## $squares squares in notation; $n a count; $facing a facing.
elemental-alt-board = Elemental chess 보드: { $white } 대 { $black }.
elemental-alt-player = { $player }({ $side }, { $loadout })
elemental-alt-loadout-not-shown = 로드아웃 아직 공개 안 됨
elemental-alt-concealed = { $loadout }; 숨김: { $parts }
elemental-alt-headline = { $headline }.
elemental-alt-in-check = { $side }이 체크 상태.
elemental-alt-last-move = 마지막 수 { $move }.
elemental-alt-group = { $n ->
   *[other] { $piece } { $squares }
}
elemental-alt-pieces = { $side }: { $groups }.
elemental-alt-no-pieces = { $side }: 기물 없음.
elemental-alt-faces = { $square } { $facing }
elemental-alt-block-pieces = { $side }의 { -elemental-block-piece } 기물은 { $facing }을 향함.
## $except the pieces turned another way (elemental-alt-faces each).
elemental-alt-block-pieces-except = { $side }의 { -elemental-block-piece } 기물은 { $facing }을 향함(예외: { $except }).
elemental-alt-sturdy-used = { $side }: { -elemental-sturdy } 소모됨({ $squares }).
elemental-alt-staged = 준비됨, 아직 두지 않음: { $parts }.
elemental-alt-leaves = { $squares }에서 출발
elemental-alt-landed = { $square }({ $side } { $piece })
elemental-alt-lands = { $landed }에 도착
elemental-alt-takes = { $squares }에서 잡기
elemental-alt-passes = { $squares } 통과
elemental-alt-options = 고를 수 있는 칸 표시: { $squares }.
elemental-alt-scorched = { $square } 그을림(등급 { $rank }, { $n ->
   *[other] { $n }턴 남음
}).
elemental-alt-locked = { $square } 잠김({ $n ->
   *[other] { $n }턴 남음
}).
elemental-alt-marked = { $square }에 표식.
elemental-alt-linked = { $square } 및 { $with }: 하나의 기물({ -elemental-schrodingers-laugh }).

## A piece's /rules diagram: its header and alt text. $piece a piece's name
## (elemental-piece-…-start in the header); $square where it stands; $moves
## and $captures squares.
elemental-diagram-headline = { $square }의 { $piece }
elemental-diagram-alt = { $square }의 { $piece } 그림(E1): 반투명 기물은 이동할 수 있는 곳({ $moves }).
elemental-diagram-alt-captures = { $square }의 { $piece } 그림(E1): 반투명 기물은 이동할 수 있는 곳({ $moves }), 괄호는 잡을 수 있는 곳({ $captures }).

## Why a turn is refused (typed errors of the rules crate). $square, $from, $to, $given, $option, $again, $steps and $turn are notation;
## $piece a piece (elemental-piece-…, or -start at the head of a sentence); $side the mover and $owner the piece's side (elemental-side-…);
## $blocker what blocks a capture (elemental-blocker-…); $ability an ability with what it may choose (elemental-turn-choice-…), $first and $second
## abilities' names; $offered and $allowed lists of notation; $n a count (turns left, or how many choices are listed); $rank a piece's rank.
elemental-turn-game-over = 게임이 끝났어요.
elemental-turn-refaced-twice = { $square }의 방향을 두 번 바꾸고 있어요.
elemental-turn-no-block-piece = { $square }의 내 { $piece }에는 방향을 바꿀 { -elemental-block-piece }가 없어요(E25).
elemental-turn-nothing-to-face = { $square }에 방향을 바꿀 내 기물이 없어요(E25).
elemental-turn-pass-not-allowed = 둘 수 있는 모든 수가 잠겼을 때만 패스할 수 있어요(E36).
elemental-turn-no-laugh = { $from }에서 { $to }(으)로는 Laugh를 쓸 수 없어요: { -elemental-schrodingers-laugh }(E37)는 기물마다 한 번이고, 킹이나 잠긴 기물은 쓸 수 없으며, 그 기물을 놓을 수 있는 빈 옆 칸으로만 써요.
elemental-turn-no-piece = { $square }에 기물이 없어요.
elemental-turn-not-yours = { $square }의 { $piece }은(는) { $owner } 기물이에요. 당신은 { $side } 편이에요.
elemental-turn-locked = { $square }의 내 { $piece }은(는) { -elemental-temporal-lock }에 걸려 있어요: 내 턴으로 { $n ->
       *[other] { $n }턴
    } 더 움직일 수 없어요(E36).
elemental-turn-blocked-in-check = 그 잡기는 { $blocker }에 막히고 내 킹이 체크 상태로 남아요(E40).
elemental-turn-blocked-without-effect = 그 잡기는 { $blocker }에 막히고 아무 효과도 없어서 할 수 없어요(E30, E42).
elemental-turn-king-unsafe = { $piece } { $from }-{ $to }: 내 킹이 체크 상태로 남거나 공격받는 칸을 지나가게 돼요(E1b, E44).
elemental-turn-scorched = { $square }은(는) 그을린 칸이에요: { -elemental-fire } 편의 턴으로 { $n ->
       *[other] { $n }턴
    } 더 남은 등급 { $rank } 표지가 내 { $piece }을(를) 거기서 막아요(E9).
elemental-turn-cannot-go = { $from }의 { $piece }은(는) { $to }(으)로 갈 수 없어요.
elemental-turn-no-choice = { $option }:{ $given }은(는) 쓸 수 없어요: 이 이동 뒤에는 { $ability }에 고를 것이 없어요.
elemental-turn-not-offered = { $option }:{ $given }은(는) 쓸 수 없어요: { $ability }은(는) { $n ->
       *[other] 다음만 고를 수 있어요: { $offered }
    }.
elemental-turn-named-twice = { $option }:{ $square }, { $again }:{ $square } 둘 다 같은 기물을 가리켜요: 내가 보기에는 내 { $first }이(가) 그 기물을 제거하므로 { $second }은(는) 그 기물을 다시 가리킬 수 없어요. 제거된 뒤에도 남아 있는 기물({ -elemental-sturdy }로 살아남은 기물)만 두 번 가리킬 수 있어요(E57, E96).
elemental-turn-blocked-does-not-arrive = 그 잡기는 막혀서 기물이 도착하지 않아요: promote:와 then:을 빼세요(E30, E50).
elemental-turn-promotion-missing = 폰이 마지막 줄에 닿아요: promote:queen으로 기물을 정하세요(또는 rook, bishop, knight).
elemental-turn-cannot-promote = 마지막 줄에 닿은 폰만 승격해요.
elemental-turn-raijin-without-step = { -elemental-raijin }의 잡기는 { -elemental-quantum-step } 뒤에 와요(E19): 기물이 스텝하거나 자리를 바꿀 칸을 then:으로 추가하세요.
elemental-turn-steps-needed = { $from }-{ $to }만으로는 내 킹이 체크 상태로 남거나 기물이 출발한 칸에서 턴이 끝나요(E1b, E43). then:으로 스텝을 추가하세요.
elemental-turn-no-steps = 이 { $piece }은(는) { $from }-{ $to } 뒤에 스텝할 수 없어요({ -elemental-side-step } E26, Tailwind E16, { -elemental-quantum-step } E27).
elemental-turn-steps-not-allowed = { $from }-{ $to } 뒤에는 then:{ $steps }을(를) 쓸 수 없어요(E16, E26, E27, E43, E44). { $n ->
       *[other] 쓸 수 있는 것: { $allowed }
    }.
elemental-turn-removal-defeated = 숨겨진 { -elemental-indomitable }이(가) 내 제거를 무효로 했고, 내 턴의 나머지는 그 제거가 필요했어요(E12, E53). 다른 턴을 고르세요.
elemental-turn-poisoned = 잡으려는 기물에 숨겨진 { -elemental-poisonous-meat }가 있어요: 잡는 내 기물이 제거되고 내 킹이 안전하지 않게 돼요(E86, E53). 다른 턴을 고르세요.
elemental-turn-raijin-blocked = 거기서의 { -elemental-raijin } 잡기가 숨겨진 능력에 막히고, 내 기물이 지금 자리에서 턴을 끝낼 수 없어요(E53, E70). 다른 턴을 고르세요.
elemental-turn-unsafe-to-stay = { $square } 기물의 숨겨진 능력이 그 수를 막고, 내 기물이 그 자리에 남으면 내 킹이 안전하지 않아요(E53). 다른 턴을 고르세요.
elemental-turn-not-here = { $turn }은(는) 여기서 둘 수 없어요. 다른 턴을 고르세요.
elemental-turn-choice-chain = { -elemental-chain-kill }(E33: 그 기물 옆에서 시작하는 이어진 아군 사슬의 마지막 아군 기물, 그리고 거기서의 잡기)
elemental-turn-choice-double-kill = { -elemental-double-kill }(E32: 잡힌 칸 옆에 있고 등급이 잡힌 기물 이하인 적, 킹과 { -elemental-indomitable } 기물 제외)
elemental-turn-choice-quantum-kill = { -elemental-quantum-kill }(E32: 등급이 잡힌 기물 이하인 아무 적, 킹과 { -elemental-indomitable } 기물 제외)
elemental-turn-choice-blaze-double-kill = { -elemental-blaze-rush }의 추가 { -elemental-double-kill }(E10: { -elemental-double-kill }과 같음. { -elemental-earth } 상대로는 추가 { -elemental-quantum-kill }과 함께, 그 밖에는 그 대신)
elemental-turn-choice-blaze-quantum-kill = { -elemental-blaze-rush }의 추가 { -elemental-quantum-kill }(E10: { -elemental-quantum-kill }과 같음. { -elemental-earth } 상대로는 추가 { -elemental-double-kill }과 함께, 그 밖에는 그 대신)
elemental-turn-choice-resurrection = { -elemental-resurrection }(E35: 등급이 잡힌 기물 이하인 잃은 기물 하나, 내 뒤쪽 두 줄의 빈 칸에)
elemental-turn-choice-raijin = { -elemental-raijin }(E19: { -elemental-quantum-step } 뒤 새 칸에서 한 번 더 잡기)
elemental-turn-choice-lock = { -elemental-temporal-lock }(E36: 기물마다 한 번, 킹을 뺀 아무 적 기물)
