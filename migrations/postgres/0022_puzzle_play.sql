-- Solving puzzles (issue 48). A puzzle has its own Glicko-2 rating, moved
-- by every first attempt at it as a player's is. An attempt is a game of
-- its own (`game_id`), started at the puzzle's position with the engine
-- in the other seat: `misses` counts the turns refused as not the answer;
-- `rated` is whether it is the solver's first at this puzzle, and
-- `outcome` how it was rated once it was (`solved` or `missed`).
ALTER TABLE puzzles ADD COLUMN rating DOUBLE PRECISION NOT NULL DEFAULT 1500;
ALTER TABLE puzzles ADD COLUMN deviation DOUBLE PRECISION NOT NULL DEFAULT 350;
ALTER TABLE puzzles ADD COLUMN volatility DOUBLE PRECISION NOT NULL DEFAULT 0.06;
ALTER TABLE puzzles ADD COLUMN plays INTEGER NOT NULL DEFAULT 0;
CREATE TABLE puzzle_attempts (
    game_id   BIGINT PRIMARY KEY,
    puzzle_id BIGINT  NOT NULL,
    solver    TEXT    NOT NULL,
    misses    INTEGER NOT NULL DEFAULT 0,
    rated     INTEGER NOT NULL,
    outcome   TEXT,
    made_at   BIGINT  NOT NULL
);
CREATE INDEX puzzle_attempts_by_puzzle ON puzzle_attempts (puzzle_id, solver);
-- A player's puzzle rating per game (not per server: puzzles come from
-- every server).
CREATE TABLE puzzle_ratings (
    player     TEXT    NOT NULL,
    game       TEXT    NOT NULL,
    rating     DOUBLE PRECISION    NOT NULL,
    deviation  DOUBLE PRECISION    NOT NULL,
    volatility DOUBLE PRECISION    NOT NULL,
    solved     INTEGER NOT NULL,
    missed     INTEGER NOT NULL,
    PRIMARY KEY (player, game)
);
-- A server's daily puzzle, posted in `channel` once a day (UTC) while
-- a manager keeps it on; `posted_day` is the last day posted (days since
-- 1970-01-01).
CREATE TABLE daily_puzzles (
    server     TEXT    PRIMARY KEY,
    channel    TEXT    NOT NULL,
    posted_day INTEGER NOT NULL
);
