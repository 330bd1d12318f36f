-- Who played each game, by player and server (issue 47): a player's page
-- and the archive filtered by a player read that player's games from this
-- index, however many games the server has; before, they looked among
-- the server's latest 200 games only (a player with none of those had no
-- page). Filled from every stored game's players.
CREATE TABLE game_players (
    user_id TEXT    NOT NULL,
    server  TEXT    NOT NULL,
    game_id INTEGER NOT NULL,
    PRIMARY KEY (user_id, server, game_id)
) WITHOUT ROWID;
INSERT OR IGNORE INTO game_players (user_id, server, game_id)
    SELECT json_extract(p.value, '$.id'), g.server, g.id
    FROM games g, json_each(g.players) p;
