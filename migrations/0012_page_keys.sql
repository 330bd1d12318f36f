-- Each game's web page is reached by a key nobody can guess (issue 34):
-- 24 hex digits from SQLite's random source for the games stored before,
-- and from the bot's for every new game.
ALTER TABLE games ADD COLUMN page_key TEXT;
UPDATE games SET page_key = lower(hex(randomblob(12)));
CREATE UNIQUE INDEX games_page_key ON games (page_key);
