-- How many seats the engine opponent plays (issue 23), so that the
-- engine's runner finds the running games it plays in from an index.
ALTER TABLE games ADD COLUMN engine_seats INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_with_engine ON games (id) WHERE status = 'running' AND engine_seats > 0;
