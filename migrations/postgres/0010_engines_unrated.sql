-- The engine is never rated (issue 43): games an event paired with an
-- engine seat were rated before; they are unrated now, and the engine's
-- rating and result rows go (its seats' ids are `engine:LEVEL:N`). The
-- people's ratings those games moved stay as they are.
UPDATE games SET rated = 0 WHERE engine_seats > 0;
DELETE FROM ratings WHERE user_id LIKE 'engine:%';
DELETE FROM results WHERE user_id LIKE 'engine:%';
