-- Correspondence clocks. A challenge (or table) names the time each turn
-- may take (NULL: no clock); its game keeps it, with the deadline of the
-- seat on turn and whether that seat has had its half-time reminder.
-- Games already running keep playing without a clock.
ALTER TABLE challenges ADD COLUMN turn_seconds INTEGER;
ALTER TABLE games ADD COLUMN turn_seconds INTEGER;
ALTER TABLE games ADD COLUMN deadline INTEGER;
ALTER TABLE games ADD COLUMN reminded INTEGER NOT NULL DEFAULT 0;
-- The sweeper looks for the nearest deadline of a running game.
CREATE INDEX games_deadline ON games (deadline) WHERE status = 'running' AND deadline IS NOT NULL;
