# Japanese (ja). Glossary: move = 移動, turn = ターン, piece = 駒, square = マス, game = ゲーム（1回の対戦は対局）, challenge = 対戦の申し込み, claim = 支配, capture = 取る, stage = 予約, last rank = 最終ランク, infiltrator = 潜入者, commander = 指揮官, pawn = ポーン, puppeteer = 人形使い, witch = 魔女, loadout = 編成, element = 属性, augmentor = 強化能力, offense = 攻撃能力, temporal ability = 時間能力, shells = 貝, values = 出目, table = テーブル, tournament = 大会
# ボット全体で共通の、並べ方と短い言葉。

## 並べ方：「a、b と c」「a、b または c」。$head は最後以外のすべての項目で、
## list-comma ですでにつながれている。
list-comma = 、
list-and = { $head }と{ $last }
list-or = { $head }または{ $last }

## 1 行で示すメッセージの期限。$when は日時。
reply-due = 期限：{ $when }

## 言語コードに対応する、その言語自身での名前（すべてのロケールで同じ）。
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

## 期間：$unit（day、hour、minute、second）を単位とした $n。
time-span = { $unit ->
    [day] { $n ->
       *[other] { $n } 日
    }
    [hour] { $n ->
       *[other] { $n } 時間
    }
    [minute] { $n ->
       *[other] { $n } 分
    }
   *[second] { $n ->
       *[other] { $n } 秒
    }
}

## どのゲームにも出るボタン。
button-accept = 承諾
button-decline = 拒否
button-join = 参加
button-leave = 退出
button-start = 開始
button-game-page = 対局ページ
button-play = プレイ
button-rematch = 再戦
button-end-turn = ターン終了
button-undo = 元に戻す
button-throw = 投げる
button-move = 移動
button-accept-draw = 引き分けを承諾
button-decline-draw = 引き分けを拒否
button-play-on-the-web = ウェブでプレイ
button-back = 戻る
button-start-again = 最初から

## 終わった対局の後に出る、リプレイを案内する行。$game は対局の番号。
replay-line = もう一度見る：/replay game:{ $game }
