# Japanese (ja). Glossary: move = 移動, turn = ターン, piece = 駒, square = マス, game = ゲーム（1回の対戦は対局）, challenge = 対戦の申し込み, claim = 支配, capture = 取る, stage = 予約, last rank = 最終ランク, infiltrator = 潜入者, commander = 指揮官, pawn = ポーン, puppeteer = 人形使い, witch = 魔女, loadout = 編成, element = 属性, augmentor = 強化能力, offense = 攻撃能力, temporal ability = 時間能力, shells = 貝, values = 出目, table = テーブル, tournament = 大会
# Discord のフロントエンドだけが出す言葉。

## メッセージから省いた画像。$megabytes はサーバーのアップロード上限。
discord-picture-too-large = （画像がこのサーバーのアップロード上限 { $megabytes } MB を超えたので、省略したよ。）
