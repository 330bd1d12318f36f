-- Games other than Masters: each log entry records the seat that made it
-- (in Regions both players pick their infiltrator before play, in any
-- order, so the log order no longer says whose entry it is). Existing
-- Masters logs alternate seats from Ember's first turn.
ALTER TABLE turns ADD COLUMN seat INTEGER NOT NULL DEFAULT 0;
UPDATE turns SET seat = (number - 1) % 2
    WHERE game_id IN (SELECT id FROM games WHERE game = 'masters');
