-- Ratings per server and per game. Challenges are rated unless they say
-- rated:false; each game remembers its server and whether it is rated
-- (games from before ratings existed are not). `ratings` holds each
-- player's current rating; `results` each rated game's outcome per player,
-- with the rating before and after (for /profile and /game).
ALTER TABLE challenges ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN server TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;

CREATE TABLE ratings (
    server      TEXT    NOT NULL,
    game        TEXT    NOT NULL,
    user_id     TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    rating      REAL    NOT NULL,  -- Glicko-2 rating, or Weng-Lin mu (Throne)
    deviation   REAL    NOT NULL,  -- Glicko-2 deviation, or Weng-Lin sigma
    volatility  REAL    NOT NULL,  -- Glicko-2 volatility (0 for Weng-Lin)
    games       INTEGER NOT NULL DEFAULT 0,
    wins        INTEGER NOT NULL DEFAULT 0,
    losses      INTEGER NOT NULL DEFAULT 0,
    draws       INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (server, game, user_id)
);

CREATE TABLE results (
    game_id       INTEGER NOT NULL REFERENCES games (id),
    user_id       TEXT    NOT NULL,
    server        TEXT    NOT NULL,
    game          TEXT    NOT NULL,
    outcome       TEXT    NOT NULL,  -- win, loss, draw
    place         INTEGER NOT NULL,  -- 1 = first
    rating_before REAL    NOT NULL,
    rating_after  REAL    NOT NULL,
    finished_at   INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX results_by_user ON results (server, user_id, finished_at);
