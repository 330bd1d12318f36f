-- The message that shows a challenge (Discord: the thread a game moves into
-- starts from it when thread_per_game is on).
ALTER TABLE challenges ADD COLUMN message_id TEXT;
