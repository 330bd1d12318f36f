-- What each log entry is (issue 32): a turn, a secret set-up choice, or a
-- note that is not a turn. The game says so when it commits an entry.
ALTER TABLE turns ADD COLUMN kind TEXT NOT NULL DEFAULT 'turn';
-- Entries written before the kind was stored: the two games with a set-up
-- wrote theirs with these words, and Elemental chess its notes with this.
UPDATE turns SET kind = 'setup'
    WHERE notation LIKE 'pick %' OR notation LIKE 'loadout %';
UPDATE turns SET kind = 'note' WHERE notation LIKE 'reveal %'
    AND game_id IN (SELECT id FROM games WHERE game = 'elemental');
