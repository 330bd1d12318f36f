# Korean (ko). Glossary: move = 수 (이동), turn = 턴 (whose turn = 차례), piece = 기물, square = 칸, game = 게임, challenge = 도전

# 봇 전체에서 함께 쓰는 목록과 짧은 말.

## 목록: "a, b 및 c", "a, b 또는 c". $head는 마지막을 뺀 모든 항목으로,
## 이미 list-comma로 이어져 있음.
list-comma = {", "}
list-and = { $head } 및 { $last }
list-or = { $head } 또는 { $last }

## 메시지의 마감 시각, 따로 한 줄에. $when은 시각.
reply-due = 마감: { $when }.

## 코드로 지정한 언어, 그 언어 자체의 이름으로 (모든 로캘에서 같음).
language-name = { $code ->
    [en-US] English (US)
    [de] Deutsch
    [fr] Français
    [es-ES] Español
    [pt-BR] Português (Brasil)
    [it] Italiano
    [pl] Polski
    [ru] Русский
    [uk] Українська
    [tr] Türkçe
    [ja] 日本語
    [zh-CN] 中文（简体）
    [ko] 한국어
   *[other] { $code }
}

## 시간의 길이: $unit(day, hour, minute, second) 단위의 $n.
time-span = { $unit ->
    [day] { $n ->
       *[other] { $n }일
    }
    [hour] { $n ->
       *[other] { $n }시간
    }
    [minute] { $n ->
       *[other] { $n }분
    }
   *[second] { $n ->
       *[other] { $n }초
    }
}

## 모든 게임에 나오는 버튼.
button-accept = 수락
button-decline = 거절
button-join = 참가
button-leave = 나가기
button-start = 시작
button-game-page = 게임 페이지
button-play = 플레이
button-rematch = 재대결
button-end-turn = 턴 종료
button-undo = 실행 취소
button-throw = 던지기
button-move = 이동
button-accept-draw = 무승부 수락
button-decline-draw = 무승부 거절
button-play-on-the-web = 웹에서 플레이
button-back = 뒤로
button-start-again = 처음부터

## 끝난 게임 뒤에 다시 보기를 안내하는 줄. $game은 게임 번호.
replay-line = 다시 보기: /replay game:{ $game }
