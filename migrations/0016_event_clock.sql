-- Events that act by the clock (issue 36): when an event next has
-- something due (its start time, an arena's close), for the sweeper; and
-- whether its end has been announced in its channel (by one process).
ALTER TABLE events ADD COLUMN due_at INTEGER;
ALTER TABLE events ADD COLUMN end_told INTEGER NOT NULL DEFAULT 0;
CREATE INDEX events_due ON events (due_at);
