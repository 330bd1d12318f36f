# Korean (ko). Glossary: move = 수 (이동), turn = 턴 (whose turn = 차례), piece = 기물, square = 칸, game = 게임, challenge = 도전

# Discord 화면에서만 하는 말.

## 메시지에서 빠진 그림. $megabytes는 서버의 업로드 한도.
discord-picture-too-large = (그림이 이 서버의 업로드 한도 { $megabytes } MB보다 커서 빠졌어요.)
