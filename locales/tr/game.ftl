# Turkish (tr). Glossary: move = hamle, turn = tur (whose turn = sıra), piece = taş, square = kare, game = oyun, challenge = meydan okuma
# Her oyunun aynı biçimde söylediği: beraberlik teklifleri, hazırlık, bir hamle.

## $player is a player's name.
game-draw-offered = { $player } beraberlik teklif ediyor.
game-draw-offer-lapsed = { $player } adlı oyuncunun beraberlik teklifi geçersiz oldu.

## How a secret set-up reads in another player's record, and a turn with nothing staged.
game-set-up = hazırlığını yaptı
game-a-turn = bir hamle
regions-picked-an-infiltrator = bir sızıcı seçti
elemental-locked-in-a-loadout = bir donanımı kilitledi
