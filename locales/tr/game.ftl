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


## Options a game's command was given wrong. $option is the option's name, $value what was typed, $verb the command.
game-not-a-square = `{ $option }:{ $value }` bir kare değil: A–J arası bir sütun ve 1–12 arası bir sıra yaz, örneğin E2.
game-needs-option = `/{ $verb }` için `{ $option }:` gerekir, örneğin { $example }.
## $what is choice or answer; $words the values it takes, joined with "or".
game-not-one-of = `{ $option }:{ $value }` bir { $what ->
    [answer] yanıt
   *[choice] seçenek
} değil: { $words } kullan.
game-value = { $value }
## $game is the game's title; $options the options it has.
game-no-such-option = { $game } oyununda `/{ $verb }` komutunun `{ $option }` seçeneği yok; seçenekleri: { $options }.
game-no-options = { $game } oyununda `/{ $verb }` komutunun `{ $option }` seçeneği yok; hiç seçenek almaz.
## Someone who does not play asks to act. $players the players' names (game-player), joined with "and".
game-player = { $player }
game-not-seated = Bu oyunda yalnız { $players } oynuyor; /board ile izleyebilirsin.

## A turn typed wrong, a staged move replaced. $value is what was typed; $old a staged move in notation.
game-not-a-move = `move:{ $value }` bir hamle değil: hamle iki karedir, örneğin move:E2-E4.
game-replaced-staged = Hazırladığın { $old } hamlesinin yerine bu geçti.

## How a game ended off the board, on its picture. $winner and $loser are sides' names.
game-ended-resigned = { $winner } kazandı: { $loser } çekildi
game-ended-agreed = anlaşmayla berabere
game-ended-on-time = { $winner } süreden kazandı
game-ended-aborted = iptal edildi
