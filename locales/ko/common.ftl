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
