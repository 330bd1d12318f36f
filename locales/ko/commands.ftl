# Korean (ko). Glossary: move = 수 (이동), turn = 턴 (whose turn = 차례), piece = 기물, square = 칸, game = 게임, challenge = 도전

# Discord가 각 명령어와 옵션 옆에 보여주는 슬래시 명령어 설명
# (최대 100자. 이름과 선택지는 영어 그대로 두어 `/move from:E2 to:E4`가
# 어디서나 똑같이 읽힘). 여러 명령어가 함께 쓰는 설명은 한 번만 쓰고
# 참조함.

## 일부 게임에만 있는 명령어의 설명, 해당 게임 이름과 함께.
## $games는 게임 이름 목록, $about은 설명.
command-for-games = { $games }: { $about }
## 그런 목록 속 게임 이름.
game-title = { $title }

## 호스트 명령어.
command-challenge = 이 채널에서 누군가에게 게임 도전을 신청해요 (Throne: 2–4인 테이블 열기)
command-challenge-opponent = 도전할 상대 (테이블: 초대할 사람, 누구나 참가 가능)
command-challenge-game = 게임 종류 (기본: /help의 첫 번째 게임)
command-challenge-side = 내 진영 (기본: 동전 던지기)
command-challenge-players = 테이블 게임: 자리 수, 2–4 (기본: 최대)
command-challenge-time = 턴당 시간 (기본 1일). 시간이 다 되면 차례인 플레이어가 패배
command-challenge-rated = 레이팅 반영 여부 (기본 true, false: 친선 게임)
command-challenge-level = 봇 상대: 봇의 실력, 1(빠름, 약함)~5(최강), 기본 3
command-challenge-bots = 테이블 게임: 봇이 한 번에 맡을 자리 수, 1–3 (level:과 함께)
command-accept = 나에게 온 도전을 수락해요
command-decline = 나에게 온 도전을 거절해요
command-cancel = 내 도전을 취소해요
command-join = 열린 테이블에 앉아요
command-leave = 열린 테이블에서 자리를 비워요
command-start = 테이블의 게임을 시작해요 (테이블을 연 사람, 2명 이상 앉았을 때)
command-board = 모두에게 보드를 보여줘요
command-game = 누구 차례인지, 장악, 제안, 잡은 기물, 현재 국면 (나만 보기)
command-history = 게임 기보 (나만 보기)
command-play = 입력 없이 단계별로 골라서 턴을 진행해요 (나만 보기)
command-undo = 준비한 턴을 지워요
command-endturn = 준비한 턴을 실행해요
command-resign = 게임에서 기권해요
command-abort = 두 번째 턴 전에 결과 없이 게임을 끝내요
command-draw = 무승부를 제안, 수락 또는 거절해요
command-draw-action = offer, accept 또는 decline
command-rules = 게임 규칙. 기물을 지정하면 그 기물의 이동 방법
command-rules-game = 게임 종류 (기본: 이 채널의 게임)
command-rules-piece = 보여줄 기물
command-leaderboard = 이 서버에서 한 게임의 레이팅 상위 10명과 내 순위
command-leaderboard-game = { command-rules-game }
command-profile = 플레이어의 레이팅, 승, 패, 무승부, 연속 기록, 최근 5게임
command-profile-user = 누구의 프로필 (기본: 나)
command-archive = 이 서버의 게임을 웹에 공개하거나 중단해요 (서버 관리자)
command-archive-state = on 또는 off
command-anonymous = 이 봇의 웹 기록에 "익명"으로 표시하거나 다시 이름으로 표시해요
command-anonymous-state = { command-archive-state }
command-language = 내게 답하는 언어, 또는 이 서버의 공개 메시지 언어
command-language-locale = 언어, 또는 Discord 설정을 따르려면 auto
command-language-for = 나만, 또는 서버 전체 (서버 관리자) (기본: 나)
command-notify = DM으로 차례 알림: 매 턴, 시간이 부족할 때만, 하루 한 번 요약, 또는 끄기
command-notify-mode = every (내 턴과 시간 부족), low (시간 부족만), digest (하루 한 번) 또는 off
command-notify-game = 이 게임에만 (기본: 모든 게임)
command-notify-quiet = 방해 금지 시간, 예: 22-07 (zone: 필요)
command-notify-zone = 내 시간대, 예: Europe/Berlin
command-notify-low = 남은 시간이 이 분 수보다 적으면 알림 (기본: 턴의 4분의 1, 최대 60)
command-replay = 게임을 애니메이션 이미지로 보여줘요 (채널의 최근 게임 또는 번호로 지정)
command-replay-game = /history에 나오는 게임 번호 (기본: 이 채널의 최근 게임)
command-analyse = 끝난 게임의 봇 분석을 보여줘요 (채널의 최근 게임 또는 번호로 지정)
command-analyse-game = /history에 나오는 게임 번호 (기본: 이 채널의 최근 게임)
command-tournament = 대회: create, join, leave, start, standings. 주최자는 withdraw, pause, resume, end
command-tournament-action = 할 일
command-tournament-game = create: 게임 종류 (기본: /help의 첫 번째 게임)
command-tournament-format = create: swiss (기본), roundrobin, double, knockout, arena; Throne: tables
command-tournament-rounds = create: swiss·tables 방식의 라운드 수 (기본: 우승자가 확실히 가려질 만큼)
command-tournament-time = create: 모든 게임의 턴당 시간 (기본 1일). 나타나지 않으면 시간패
command-tournament-starts = create: 이 시간이 지나면 자동 시작, 예: 30m, 2h, 1d (기본: 직접 시작할 때)
command-tournament-length = create: arena 전용, 새 게임을 짝지어 주는 기간, 예: 1h (기본 1h)
command-tournament-draws = create: knockout 전용, 무승부 게임은 재경기(기본) 또는 상위 시드가 진출
command-tournament-player = join(주최자가 다른 사람이나 봇을 등록) 또는 withdraw: 대상
command-tournament-level = join에서 player:가 봇일 때: 봇 레벨, 1(빠름)~5(최강)
command-help = 명령어와 턴 진행 방법

## Masters
command-masters-move = 수를 준비해요. 턴을 끝내기 전에 나만 보는 미리보기가 나와요
command-masters-move-from = 기물이 있는 칸, 예: E2
command-masters-move-to = 이동할 칸, 예: E4
command-masters-move-promote = 마지막 줄에 닿은 기물이 승격할 기물
command-masters-claim = 인형술사로 장악을 준비해요. 대상 없이 쓰면 가능한 대상을 보여줘요
command-masters-claim-target = 적 기물의 칸, 예: F9
command-masters-inherit = 마녀의 계승 제안에 답해요
command-masters-inherit-choice = accept, decline 또는 이동 방식을 물려받을 기물
command-masters-turn = 명령어 하나로 턴 전체를 진행해요
command-masters-turn-move = 수, 예: E2-E4
command-masters-turn-claim = 장악 대상, 예: F9
command-masters-turn-inherit = 마녀의 제안에 대한 내 답
command-masters-turn-promote = { command-masters-move-promote }

## Regions chess
command-regions-pick = 비밀 잠입자로 삼을 적 기물을 골라요 (나만 볼 수 있어요)
command-regions-pick-piece = 적 기물의 칸, 예: e9
command-regions-move = { command-masters-move }
command-regions-move-from = { command-masters-move-from }
command-regions-move-to = { command-masters-move-to }
command-regions-move-promote = { command-masters-move-promote }
command-regions-move-carry = 지휘관 폰이 함께 데려갈 폰
command-regions-move-carry_promote = 데려간 폰이 마지막 줄에서 승격할 기물
command-regions-reveal = 잠입자를 공개해요 (체크가 한 번 나온 뒤부터). 턴이 끝나요
command-regions-turn = { command-masters-turn }
command-regions-turn-move = { command-masters-turn-move }
command-regions-turn-promote = { command-masters-move-promote }
command-regions-turn-carry = { command-regions-move-carry }
command-regions-turn-carry_promote = { command-regions-move-carry_promote }

## Throne
command-throne-throw = 내 라운드의 조개껍데기를 던져요
command-throne-move = 내 값 중 일부를 써서 기물을 한 번에 움직여요
command-throne-move-piece = 기물이 있는 곳 (home, 1–12, red-1 …)
command-throne-move-kind = 여러 종류가 함께 있을 때 soldier, unit 또는 squad
command-throne-move-values = 쓸 값, 예: 6+5

## Elemental chess
command-elemental-loadout = 비밀 로드아웃을 골라 확정해요 (piece: 기물 하나만 설정, Lightning 전용)
command-elemental-loadout-element = 내 원소
command-elemental-loadout-augmentor = 모든 기물이 지닐 증강체 (piece:를 쓰면 그 기물만)
command-elemental-loadout-offense = 공격 능력
command-elemental-loadout-temporal = 시간 능력
command-elemental-loadout-piece = Lightning: 이 슬롯을 적용할 기물, 예: e2
command-elemental-move = { command-masters-move }
command-elemental-move-from = { command-masters-move-from }
command-elemental-move-to = { command-masters-move-to }
command-elemental-move-promote = { command-masters-move-promote }
command-elemental-move-chain = Chain Kill: 사슬 끝에서 잡기를 할 아군 기물, 예: c3
command-elemental-move-dk = Double Kill: 잡힌 칸 옆에서 제거할 적, 예: g7
command-elemental-move-qk = Quantum Kill: 제거할 적, 예: a7
command-elemental-move-bdk = Fire, Blaze Rush: 추가 Double Kill의 대상, 예: g7
command-elemental-move-bqk = Fire, Blaze Rush: 추가 Quantum Kill의 대상, 예: a7
command-elemental-move-res = Resurrection: 되살릴 잃은 기물과 위치, 예: knight@b1
command-elemental-move-lock = Temporal Lock: 잠글 적 기물, 예: d7
command-elemental-move-then = 이동 후: Quantum Step, 이어서 스텝들, 예: f4, f4,g5 또는 b4,a4,b5 (E93)
command-elemental-move-rj = Lightning, Raijin: Quantum Step 후의 잡기, 예: f5 또는 f8=q,dk:g7
command-elemental-move-laugh = Schrödinger's Laugh: 기물을 움직이지 않고 to: 칸에 복사
command-elemental-move-face = Block Piece 방향, 예: north 또는 e2=north
command-elemental-turn = { command-masters-turn }
command-elemental-turn-move = { command-masters-turn-move }
command-elemental-turn-promote = { command-masters-move-promote }
command-elemental-turn-chain = { command-elemental-move-chain }
command-elemental-turn-dk = { command-elemental-move-dk }
command-elemental-turn-qk = { command-elemental-move-qk }
command-elemental-turn-bdk = { command-elemental-move-bdk }
command-elemental-turn-bqk = { command-elemental-move-bqk }
command-elemental-turn-res = { command-elemental-move-res }
command-elemental-turn-lock = { command-elemental-move-lock }
command-elemental-turn-then = { command-elemental-move-then }
command-elemental-turn-rj = { command-elemental-move-rj }
command-elemental-turn-laugh = { command-elemental-move-laugh }
command-elemental-turn-face = { command-elemental-move-face }
command-mygames = 모든 서버에서 진행 중인 내 게임: 누구 차례인지, 언제까지인지, 어디인지 (비공개)
command-puzzle = 이 서버(또는 모든 서버) 게임에서 나온 퍼즐을 여기서 풀어요. daily:on이면 매일 하나씩 올려요
command-puzzle-game = 어느 게임의 퍼즐인지 (기본: 아무 게임)
command-puzzle-daily = 매일 여기에 퍼즐을 올리거나 중단해요 (서버 관리자)
