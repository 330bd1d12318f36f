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


## Options a game's command was given wrong. $option is the option's name, $value what was typed, $verb the command.
game-not-a-square = `{ $option }:{ $value }` はマスではありません。A–J の列と 1–12 の段で、E2 のように書いてね。
game-needs-option = `/{ $verb }` には `{ $option }:` が必要です。例：{ $example }。
## $what is choice or answer; $words the values it takes, joined with "or".
game-not-one-of = `{ $option }:{ $value }` は{ $what ->
    [answer] 答え
   *[choice] 選べる値
}ではありません：{ $words } のどれかを使ってね。
game-value = { $value }
## $game is the game's title; $options the options it has.
game-no-such-option = { $game } の `/{ $verb }` にはオプション `{ $option }` がありません。使えるオプション：{ $options }。
game-no-options = { $game } の `/{ $verb }` にはオプション `{ $option }` がありません。オプションは取りません。
## Someone who does not play asks to act. $players the players' names (game-player), joined with "and".
game-player = { $player }
game-not-seated = このゲームをプレイしているのは { $players } だけです。/board で観戦できます。

## A turn typed wrong, a staged move replaced. $value is what was typed; $old a staged move in notation.
game-not-a-move = `move:{ $value }` は手ではありません。手は move:E2-E4 のように 2 つのマスです。
game-replaced-staged = 予約していた { $old } を置き換えました。

## How a game ended off the board, on its picture. $winner and $loser are sides' names.
game-ended-resigned = { $winner }の勝ち：{ $loser }が投了
game-ended-agreed = 合意で引き分け
game-ended-on-time = { $winner }の時間切れ勝ち
game-ended-aborted = 中止
