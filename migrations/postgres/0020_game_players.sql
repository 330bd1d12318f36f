-- Who played each game, by player and server (issue 47): a player's page
-- and the archive filtered by a player read that player's games from this
-- index, however many games the server has; before, they looked among
-- the server's latest 200 games only (a player with none of those had no
-- page). Filled from every stored game's players.
CREATE TABLE game_players (
    user_id TEXT   NOT NULL,
    server  TEXT   NOT NULL,
    game_id BIGINT NOT NULL,
    PRIMARY KEY (user_id, server, game_id)
);
INSERT INTO game_players (user_id, server, game_id)
    SELECT DISTINCT p.value ->> 'id', g.server, g.id
    FROM games g, jsonb_array_elements(g.players::jsonb) p
ON CONFLICT DO NOTHING;
