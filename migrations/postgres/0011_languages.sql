-- The language a player or a server chose with /language (issue 45): a
-- shipped locale's code, or NULL to follow what Discord says.
ALTER TABLE server_settings ADD COLUMN locale TEXT;
ALTER TABLE player_settings ADD COLUMN locale TEXT;
-- A message no interaction prompted (a clock's, an engine's turn) is said
-- in the language of the server its channel's latest game belongs to.
CREATE INDEX games_by_channel ON games (channel, id);
