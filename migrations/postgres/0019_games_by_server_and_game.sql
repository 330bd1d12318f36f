-- The archive filtered by game (issue 47): a server's latest games of one
-- game read straight from an index, not by walking all the server's games
-- and looking at each row.
CREATE INDEX games_by_server_and_game ON games (server, game, id);
