# Turkish (tr). Glossary: move = hamle, turn = tur (whose turn = sıra), piece = taş, square = kare, game = oyun, challenge = meydan okuma

# Yalnızca Discord arayüzünün söyledikleri.

## Mesajdan çıkarılan bir resim. $megabytes sunucunun yükleme sınırı.
discord-picture-too-large = (Resim, bu sunucunun { $megabytes } MB yükleme sınırından büyük olduğu için eklenmedi.)
