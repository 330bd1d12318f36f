-- Each seat's place once a game ended (issue 42), as a JSON list (`[1,2]`;
-- 1 = first, equal places a draw): who won, as data, so that a page can
-- tell the result by seats (an anonymous player's name never shown).
-- Games stored before keep none and are told by how they ended.
ALTER TABLE games ADD COLUMN places TEXT;
