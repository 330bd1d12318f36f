# Japanese (ja). Glossary: move = 移動, turn = ターン, piece = 駒, square = マス, game = ゲーム（1回の対戦は対局）, challenge = 対戦の申し込み, claim = 支配, capture = 取る, stage = 予約, last rank = 最終ランク, infiltrator = 潜入者, commander = 指揮官, pawn = ポーン, puppeteer = 人形使い, witch = 魔女, loadout = 編成, element = 属性, augmentor = 強化能力, offense = 攻撃能力, temporal ability = 時間能力, shells = 貝, values = 出目, table = テーブル, tournament = 大会
# どのゲームでもホストが言うこと：コマンド、お断り、対戦の申し込み、
# 持ち時間、レーティング、大会。

## ボット側で何かが壊れた。何も変更されていない。
host-fault = こっちで問題が起きたので、何も変更していないよ。管理者は `gamehost verify` で対局をチェックできる。
host-store-failed = こっちで問題が起きたので、何も変更していないよ。もう一度試してみて。
host-picture-failed = コマンドは実行したけど、画像を描けなかった。

## 持ち時間。$movers は手番の人の名前、$when は日時。
host-turn-due = { $movers }：このターンの期限は { $when }。
host-half-time-gone = { $movers }：この { $game } のターンの持ち時間（1 ターン { $per_turn }）が半分過ぎたよ。期限は { $when }。

## /language。$language は言語自身での名前（language-name）。
host-language-mine = これからは{ $language }で返事するね。
host-language-mine-auto = これからは Discord で設定している言語で返事するね。
host-language-server = これからこのサーバーの公開メッセージは{ $language }になるよ。
host-language-server-auto = これからこのサーバーの公開メッセージはサーバーの Discord の言語になるよ。
host-language-server-not-manager = サーバーの言語を選べるのは、このサーバーを管理できる人だけだよ。
host-language-unknown = `locale:{ $given }` は対応していない言語だよ。auto か、{ $known } のどれかを使ってね。
host-language-whose = `for:{ $given }` は me でも server でもないよ。/language locale:de for:server のように使ってね。

## /help と /rules。$games はゲームのタイトルの並び。
help-commands = コマンド（オプションは 名前:値 の形）：
help-for-games = { $about }（{ $games }）
help-games = ゲーム：{ $games }（/challenge opponent:<name> game:<game>。Throne は /challenge game:throne players:<2-4> のあと /join。/rules game:<game>）。
help-the-bot = 相手がいない？ ボット自身に挑戦しよう：/challenge opponent:<the bot> level:<1-5>（コンソールでは opponent:engine）。Throne のテーブルでは bots:<1-3> でボットが席に着く。ボットとの対局はレーティング対象外。
help-hosted = これらのゲームを開催しているよ。ルールは /rules game:<name> で。
help-rules-by-id = ID ごとの全ルール：{ $url }
