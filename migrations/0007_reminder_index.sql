-- The sweeper's two questions, each answered from an index with 10,000
-- running games: the nearest deadline (games_deadline, 0005) and the
-- nearest half-time reminder not yet sent (this expression index).
CREATE INDEX games_reminder ON games (deadline - turn_seconds / 2)
    WHERE status = 'running' AND deadline IS NOT NULL AND reminded = 0;
