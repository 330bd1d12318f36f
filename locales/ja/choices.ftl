# Japanese (ja). Glossary: Swiss = スイス式, round robin = 総当たり, knockout = ノックアウト, seed = シード, standings = 順位, draw = 引き分け, White/Black = 白/黒 (Ember, Frost stay English), puppeteer = 人形使い, witch = 魔女, general = 将軍, cardinal = 枢機卿, dragon = ドラゴン, sentinel = 番兵, archer = 弓兵, horseman = 騎兵, scout = 斥候; game titles, elements, augmentors and abilities stay English
# オプションに対して Discord が一覧表示する固定の選択肢の名前（プレイヤーが
# 選ぶもの。オプションはどの言語でも入力する単語のまま：`state:on`）。
# オプションと単語ごとにメッセージ 1 つ：choice-<option>-<word>。

## /tournament action:
choice-action-create = 作成
choice-action-join = 参加
choice-action-leave = 退出
choice-action-withdraw = 除外
choice-action-start = 開始
choice-action-pause = 一時停止
choice-action-resume = 再開
choice-action-end = 終了
choice-action-standings = 順位
## /draw action:
choice-action-offer = 引き分けを提案
choice-action-accept = 承諾
choice-action-decline = 拒否

## /tournament format: と draws:
choice-format-swiss = スイス式
choice-format-roundrobin = 総当たり
choice-format-double = 2 回総当たり
choice-format-knockout = ノックアウト
choice-format-arena = アリーナ
choice-format-tables = テーブル（Throne）
choice-draws-replay = 引き分けは再対局
choice-draws-seed = 上位シードが勝ち上がり

## ゲームと陣営。
choice-game-masters = Masters
choice-game-regions = Regions chess
choice-game-throne = Throne
choice-game-elemental = Elemental chess
choice-side-white = 白
choice-side-black = 黒
choice-side-ember = Ember
choice-side-frost = Frost
choice-side-random = ランダム

## 1 ターンの持ち時間。
choice-time-none = 持ち時間なし
choice-time-5m = 5 分
choice-time-15m = 15 分
choice-time-1h = 1 時間
choice-time-6h = 6 時間
choice-time-1d = 1 日
choice-time-3d = 3 日
choice-time-7d = 7 日

## /notify mode:
choice-mode-every = 毎ターン
choice-mode-low = 持ち時間が少ないときだけ
choice-mode-digest = 1日1回のまとめ
choice-mode-off = オフ

## オンかオフか、誰の言語か。
choice-state-on = オン
choice-state-off = オフ
choice-daily-on = { choice-state-on }
choice-daily-off = { choice-state-off }
choice-for-me = 自分
choice-for-server = このサーバー

## /language locale: 各言語をその言語自身で（どの言語でも同じ）。
choice-locale-auto = 自動
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

## Masters：魔女の継承（/inherit choice:、/turn inherit:）。
choice-choice-accept = 承諾
choice-choice-decline = 拒否
choice-choice-general = 将軍
choice-choice-puppeteer = 人形使い
choice-choice-cardinal = 枢機卿
choice-choice-dragon = ドラゴン
choice-choice-sentinel = 番兵
choice-choice-archer = 弓兵
choice-choice-horseman = 騎兵
choice-choice-scout = 斥候
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

## Elemental chess：属性、強化能力、能力はゲームの固有名（どの言語でも
## 英語）。「none」は翻訳する。
choice-element-fire = Fire
choice-element-water = Water
choice-element-earth = Earth
choice-element-air = Air
choice-element-lightning = Lightning
choice-element-light = Light
choice-element-shadow = Shadow
choice-augmentor-none = なし
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
choice-laugh-yes = はい
