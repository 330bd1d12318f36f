-- Each seat's place once a game ended (issue 42), as a JSON list (`[1,2]`;
-- 1 = first, equal places a draw): who won, as data, so that a page can
-- tell the result by seats (an anonymous player's name never shown).
-- Games stored before keep none and are told by how they ended.
ALTER TABLE games ADD COLUMN places TEXT;

-- The page keys 0004 gave the games stored before it came from
-- md5(random()), which is not a cryptographic source: those keys (the
-- only ones 32 hex digits long; the bot's own are 24) are made anew from
-- gen_random_uuid(), which PostgreSQL 13 and later draw from the system's
-- strong random source. A version 4 UUID fixes its 13th and 17th hex
-- digits; the key takes 12 digits either side of them: 96 random bits,
-- like the bot's.
UPDATE games
SET page_key = substr(u, 1, 12) || substr(u, 18, 12)
FROM (SELECT id AS gid, replace(gen_random_uuid()::text, '-', '') AS u FROM games WHERE length(page_key) = 32) AS fresh
WHERE games.id = fresh.gid;
