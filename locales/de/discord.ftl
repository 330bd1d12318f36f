# German (de). Glossary: move = Bewegung (ziehen), turn = Zug, piece = Figur, square = Feld, game = Spiel (eine Partie), challenge = Herausforderung, claim = Übernahme, draw = Remis, infiltrator = Infiltrator, loadout = Ausrüstung, augmentor = Verstärker, shells = Muscheln
# Was nur das Discord-Frontend sagt.

## Ein Bild, das in einer Nachricht weggelassen wurde. $megabytes ist das Upload-Limit des Servers.
discord-picture-too-large = (Das Bild ist größer als das Upload-Limit dieses Servers von { $megabytes } MB und wurde weggelassen.)
