# Korean (ko). Glossary: move = 수 (이동), turn = 턴 (whose turn = 차례), piece = 기물, square = 칸, game = 게임, challenge = 도전

# 호스트가 모든 게임에 대해 하는 말: 명령어, 거절, 도전,
# 시간, 레이팅, 대회.

## 봇 쪽에서 문제가 생김. 아무것도 바뀌지 않음.
host-fault = 제 쪽에서 문제가 생겨 아무것도 바뀌지 않았어요. 관리자는 `gamehost verify`로 게임을 점검할 수 있어요.
host-store-failed = 제 쪽에서 문제가 생겨 아무것도 바뀌지 않았어요. 다시 시도해 주세요.
host-picture-failed = 명령은 처리했지만 그림을 그리지 못했어요.

## 시간. $movers는 차례인 사람들의 이름, $when은 시각.
host-turn-due = { $movers }: 이번 턴 마감: { $when }.
host-half-time-gone = { $movers }: 이번 { $game } 턴의 시간이 절반 지났어요 (턴당 { $per_turn }). 마감: { $when }.

## /language. $language는 언어 자체의 이름 (language-name).
host-language-mine = 이제부터 { $language } 언어로 답할게요.
host-language-mine-auto = 이제부터 내 Discord에 설정된 언어로 답할게요.
host-language-server = 이제부터 이 서버의 공개 메시지는 { $language } 언어로 나가요.
host-language-server-auto = 이제부터 이 서버의 공개 메시지는 서버의 Discord 언어로 나가요.
host-language-server-not-manager = 이 서버를 관리할 수 있는 사람만 서버 언어를 정할 수 있어요.
host-language-unknown = `locale:{ $given }`: 제가 쓰는 언어가 아니에요. auto 또는 다음 중 하나를 쓰세요: { $known }.
host-language-whose = `for:{ $given }`: me도 server도 아니에요. /language locale:de for:server처럼 쓰세요.

## /help와 /rules. $games는 게임 이름 목록.
help-commands = 명령어 (옵션은 이름:값 형식):
help-for-games = { $about } ({ $games })
help-games = 게임: { $games } (/challenge opponent:<name> game:<game>; Throne: /challenge game:throne players:<2-4> 후 /join; /rules game:<game>).
help-the-bot = 같이 할 사람이 없나요? 봇에게 직접 도전하세요: /challenge opponent:<the bot> level:<1-5> (콘솔에서는 opponent:engine). Throne 테이블에서는 bots:<1-3>로 봇을 앉혀요. 봇과의 게임은 레이팅에 반영되지 않아요.
help-hosted = 제가 진행하는 게임들이에요. 규칙: /rules game:<name>.
help-rules-by-id = 번호별 전체 규칙: { $url }
