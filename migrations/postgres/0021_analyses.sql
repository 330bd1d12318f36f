-- Computer analysis of finished games (issue 48). A game waits in
-- `analysis_queue` from the transaction that ends it (or from `/analyse`)
-- until its review is stored, in the transaction that removes it from the
-- queue: a restart, even after kill -9, resumes where it stopped.
CREATE TABLE analysis_queue (
    game_id  BIGINT PRIMARY KEY,
    asked_at BIGINT NOT NULL
);
CREATE INDEX analysis_queue_by_age ON analysis_queue (asked_at, game_id);
-- `review` is the review as JSON (per position each seat's win chance, per
-- turn its loss, mark, best turn and line); `version` is the analysis's
-- own (its effort and curves), so a changed analysis can be redone.
CREATE TABLE analyses (
    game_id BIGINT  PRIMARY KEY,
    version INTEGER NOT NULL,
    review  TEXT    NOT NULL,
    made_at BIGINT  NOT NULL,
    cpu_ms  BIGINT  NOT NULL
);
-- Puzzles found in analysed games: a position (`state`, where `seat` is
-- to move) with exactly one winning turn, and its `solution` (a JSON list
-- of turns in the game's notation: the solver's, with the replies
-- between them). Listed by server and game, newest last.
CREATE TABLE puzzles (
    id       BIGSERIAL PRIMARY KEY,
    game_id  BIGINT  NOT NULL,
    entry    INTEGER NOT NULL,
    server   TEXT    NOT NULL,
    game     TEXT    NOT NULL,
    seat     INTEGER NOT NULL,
    state    TEXT    NOT NULL,
    solution TEXT    NOT NULL,
    made_at  BIGINT  NOT NULL,
    UNIQUE (game_id, entry)
);
CREATE INDEX puzzles_by_server ON puzzles (server, game, id);
