# Korean (ko). Glossary: Swiss = 스위스 방식, round robin = 리그전, knockout = 녹아웃, seed = 시드, standings = 순위, draw = 무승부, White/Black = 백/흑 (Ember, Frost stay English), puppeteer = 인형술사, witch = 마녀, general = 장군, cardinal = 추기경, dragon = 드래곤, sentinel = 파수꾼, archer = 궁수, horseman = 기마병, scout = 정찰병; game titles, elements, augmentors and abilities stay English
# Discord가 옵션에 보여 주는 고정 선택지의 이름 (플레이어가 고르는 것. 옵션은
# 어느 언어에서나 입력하는 단어를 그대로 씀: `state:on`).
# 옵션과 단어마다 메시지 하나: choice-<option>-<word>.

## /tournament action:
choice-action-create = 만들기
choice-action-join = 참가
choice-action-leave = 나가기
choice-action-withdraw = 제외
choice-action-start = 시작
choice-action-pause = 일시 정지
choice-action-resume = 재개
choice-action-end = 종료
choice-action-standings = 순위
## /draw action:
choice-action-offer = 무승부 제안
choice-action-accept = 수락
choice-action-decline = 거절

## /tournament format:과 draws:
choice-format-swiss = 스위스 방식
choice-format-roundrobin = 리그전
choice-format-double = 더블 리그전
choice-format-knockout = 녹아웃
choice-format-arena = 아레나
choice-format-tables = 테이블 (Throne)
choice-draws-replay = 무승부 게임 재경기
choice-draws-seed = 상위 시드 진출

## 게임과 진영.
choice-game-masters = Masters
choice-game-regions = Regions chess
choice-game-throne = Throne
choice-game-elemental = Elemental chess
choice-side-white = 백
choice-side-black = 흑
choice-side-ember = Ember
choice-side-frost = Frost
choice-side-random = 무작위

## 턴당 시간.
choice-time-none = 시간 제한 없음
choice-time-5m = 5분
choice-time-15m = 15분
choice-time-1h = 1시간
choice-time-6h = 6시간
choice-time-1d = 1일
choice-time-3d = 3일
choice-time-7d = 7일

## /notify mode:
choice-mode-every = 매 턴
choice-mode-low = 시간이 얼마 안 남았을 때만
choice-mode-digest = 하루 한 번 요약
choice-mode-off = 끄기

## 켜기 또는 끄기, 누구의 언어인지.
choice-state-on = 켜기
choice-state-off = 끄기
choice-daily-on = { choice-state-on }
choice-daily-off = { choice-state-off }
choice-for-me = 나
choice-for-server = 이 서버

## /language locale: 각 언어를 그 언어로 (모든 언어에서 같음).
choice-locale-auto = 자동
choice-locale-en-US = English (US)
choice-locale-de = Deutsch
choice-locale-fr = Français
choice-locale-es-ES = Español
choice-locale-pt-BR = Português (Brasil)
choice-locale-it = Italiano
choice-locale-pl = Polski
choice-locale-ru = Русский
choice-locale-uk = Українська
choice-locale-tr = Türkçe
choice-locale-ko = 한국어
choice-locale-ja = 日本語
choice-locale-zh-CN = 中文（简体）

## Masters: 마녀의 계승 (/inherit choice:, /turn inherit:).
choice-choice-accept = 수락
choice-choice-decline = 거절
choice-choice-general = 장군
choice-choice-puppeteer = 인형술사
choice-choice-cardinal = 추기경
choice-choice-dragon = 드래곤
choice-choice-sentinel = 파수꾼
choice-choice-archer = 궁수
choice-choice-horseman = 기마병
choice-choice-scout = 정찰병
choice-inherit-accept = { choice-choice-accept }
choice-inherit-decline = { choice-choice-decline }
choice-inherit-general = { choice-choice-general }
choice-inherit-puppeteer = { choice-choice-puppeteer }
choice-inherit-cardinal = { choice-choice-cardinal }
choice-inherit-dragon = { choice-choice-dragon }
choice-inherit-sentinel = { choice-choice-sentinel }
choice-inherit-archer = { choice-choice-archer }
choice-inherit-horseman = { choice-choice-horseman }
choice-inherit-scout = { choice-choice-scout }

## Elemental chess: 원소, 증강체, 능력은 게임의 고유 이름 (모든 언어에서
## 영어). "none"은 번역함.
choice-element-fire = Fire
choice-element-water = Water
choice-element-earth = Earth
choice-element-air = Air
choice-element-lightning = Lightning
choice-element-light = Light
choice-element-shadow = Shadow
choice-augmentor-none = 없음
choice-augmentor-side-step = Side Step
choice-augmentor-quantum-step = Quantum Step
choice-augmentor-stalwart = Stalwart
choice-augmentor-belligerent = Belligerent
choice-augmentor-indomitable = Indomitable
choice-augmentor-block-piece = Block Piece
choice-offense-none = { choice-augmentor-none }
choice-offense-chain-kill = Chain Kill
choice-offense-double-kill = Double Kill
choice-offense-quantum-kill = Quantum Kill
choice-offense-poisonous-meat = Poisonous Meat
choice-temporal-none = { choice-augmentor-none }
choice-temporal-do-over = Do-Over
choice-temporal-resurrection = Resurrection
choice-temporal-temporal-lock = Temporal Lock
choice-temporal-schrodingers-laugh = Schrödinger's Laugh
choice-laugh-yes = 예
