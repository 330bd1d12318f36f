# Japanese (ja). Glossary: move = 移動, turn = ターン, piece = 駒, square = マス, game = ゲーム（1回の対戦は対局）, challenge = 対戦の申し込み, claim = 支配, capture = 取る, stage = 予約, last rank = 最終ランク, infiltrator = 潜入者, commander = 指揮官, pawn = ポーン, puppeteer = 人形使い, witch = 魔女, loadout = 編成, element = 属性, augmentor = 強化能力, offense = 攻撃能力, temporal ability = 時間能力, shells = 貝, values = 出目, table = テーブル, tournament = 大会
# どのゲームでも同じ言い方をするもの：引き分けの申し出、準備、1手。

## $player is a player's name.
game-draw-offered = { $player } さんが引き分けを申し出ています。
game-draw-offer-lapsed = { $player } さんの引き分けの申し出は取り消されました。

## How a secret set-up reads in another player's record, and a turn with nothing staged.
game-set-up = 準備を済ませました
game-a-turn = 1手
regions-picked-an-infiltrator = 潜入者を選びました
elemental-locked-in-a-loadout = 編成を確定しました
