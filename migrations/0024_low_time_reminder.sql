-- The channel's reminder comes when a turn's time runs low (issue 46): a
-- quarter of the turn's time before its deadline, at most an hour before,
-- as a DM's low-time reminder does by default; no longer at half time.
-- The sweeper's query uses this very expression.
DROP INDEX games_reminder;
CREATE INDEX games_reminder ON games
    ((deadline - CASE WHEN turn_seconds / 4 < 3600 THEN turn_seconds / 4 ELSE 3600 END))
    WHERE status = 'running' AND deadline IS NOT NULL AND reminded = 0;
