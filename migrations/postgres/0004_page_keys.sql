-- Each game's web page is reached by a key nobody can guess (issue 34):
-- 32 hex digits for the games stored before, and the bot's 24 for every
-- new game.
ALTER TABLE games ADD COLUMN page_key TEXT;
UPDATE games SET page_key = md5(random()::text || clock_timestamp()::text || id::text);
CREATE UNIQUE INDEX games_page_key ON games (page_key);
