# Turkish (tr). Glossary: Swiss = İsviçre sistemi, round robin = lig usulü, knockout = eleme, seed = seribaşı, standings = sıralama, draw = beraberlik, White/Black = Beyaz/Siyah (Ember, Frost stay English), puppeteer = kuklacı, witch = cadı, general = general, cardinal = kardinal, dragon = ejderha, sentinel = nöbetçi, archer = okçu, horseman = atlı, scout = keşifçi; game titles, elements, augmentors and abilities stay English
# Discord'un bir seçenek için listelediği sabit seçimlerin adları (oyuncunun
# seçtiği şey; seçenek her dilde yazılan kelimeyi korur: `state:on`).
# Seçenek ve kelime başına bir mesaj: choice-<option>-<word>.

## /tournament action:
choice-action-create = Oluştur
choice-action-join = Katıl
choice-action-leave = Ayrıl
choice-action-withdraw = Çıkar
choice-action-start = Başlat
choice-action-pause = Duraklat
choice-action-resume = Sürdür
choice-action-end = Bitir
choice-action-standings = Sıralama
## /draw action:
choice-action-offer = Beraberlik teklif et
choice-action-accept = Kabul et
choice-action-decline = Reddet

## /tournament format: ve draws:
choice-format-swiss = İsviçre sistemi
choice-format-roundrobin = Lig usulü
choice-format-double = Çift devreli lig usulü
choice-format-knockout = Eleme
choice-format-arena = Arena
choice-format-tables = Masalar (Throne)
choice-draws-replay = Berabere oyunu tekrarla
choice-draws-seed = Üst seribaşı geçer

## Oyunlar ve taraflar.
choice-game-masters = Masters
choice-game-regions = Regions chess
choice-game-throne = Throne
choice-game-elemental = Elemental chess
choice-side-white = Beyaz
choice-side-black = Siyah
choice-side-ember = Ember
choice-side-frost = Frost
choice-side-random = Rastgele

## Tur başına süre.
choice-time-none = Süre sınırı yok
choice-time-5m = 5 dakika
choice-time-15m = 15 dakika
choice-time-1h = 1 saat
choice-time-6h = 6 saat
choice-time-1d = 1 gün
choice-time-3d = 3 gün
choice-time-7d = 7 gün

## /notify mode:
choice-mode-every = Her tur
choice-mode-low = Yalnızca süre azalınca
choice-mode-digest = Günlük özet
choice-mode-off = Kapalı

## Açık ya da kapalı; kimin dili.
choice-state-on = Açık
choice-state-off = Kapalı
choice-daily-on = { choice-state-on }
choice-daily-off = { choice-state-off }
choice-for-me = Ben
choice-for-server = Bu sunucu

## /language locale: her dil kendi sözcükleriyle (her dilde aynı).
choice-locale-auto = Otomatik
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

## Masters: cadının mirası (/inherit choice:, /turn inherit:).
choice-choice-accept = Kabul et
choice-choice-decline = Reddet
choice-choice-general = General
choice-choice-puppeteer = Kuklacı
choice-choice-cardinal = Kardinal
choice-choice-dragon = Ejderha
choice-choice-sentinel = Nöbetçi
choice-choice-archer = Okçu
choice-choice-horseman = Atlı
choice-choice-scout = Keşifçi
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

## Elemental chess: elementler, güçlendiriciler ve yetenekler oyunun özel
## adlarıdır (her dilde İngilizce); "none" çevrilir.
choice-element-fire = Fire
choice-element-water = Water
choice-element-earth = Earth
choice-element-air = Air
choice-element-lightning = Lightning
choice-element-light = Light
choice-element-shadow = Shadow
choice-augmentor-none = Yok
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
choice-laugh-yes = Evet
