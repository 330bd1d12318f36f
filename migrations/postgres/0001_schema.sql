-- The PostgreSQL schema (issue 24): the same tables, columns and indexes as
-- the SQLite migrations 0001–0009 together, with PostgreSQL's types.
-- Integers are BIGINT throughout (unix seconds, versions, flags), so the
-- queries read the same types from either database.

CREATE TABLE challenges (
    id              BIGSERIAL PRIMARY KEY,
    channel         TEXT    NOT NULL,
    game            TEXT    NOT NULL,
    challenger      TEXT    NOT NULL,
    challenger_name TEXT    NOT NULL,
    opponent        TEXT    NOT NULL,
    opponent_name   TEXT    NOT NULL,
    side            TEXT    NOT NULL,
    status          TEXT    NOT NULL DEFAULT 'open',
    created_at      BIGINT  NOT NULL,
    expires_at      BIGINT  NOT NULL,
    message_id      TEXT,
    seats           TEXT,
    table_size      BIGINT,
    turn_seconds    BIGINT,
    rated           BIGINT  NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX challenges_open_per_channel ON challenges (channel) WHERE status = 'open';

CREATE TABLE games (
    id            BIGSERIAL PRIMARY KEY,
    channel       TEXT    NOT NULL,
    game          TEXT    NOT NULL,
    players       TEXT    NOT NULL,
    start_state   TEXT    NOT NULL,
    state         TEXT    NOT NULL,
    version       BIGINT  NOT NULL DEFAULT 0,
    status        TEXT    NOT NULL DEFAULT 'running',
    result        TEXT,
    draw_offer    TEXT,
    last_move     TEXT,
    captured      TEXT    NOT NULL DEFAULT '[[],[]]',
    created_at    BIGINT  NOT NULL,
    updated_at    BIGINT  NOT NULL,
    turn_seconds  BIGINT,
    deadline      BIGINT,
    reminded      BIGINT  NOT NULL DEFAULT 0,
    server        TEXT    NOT NULL DEFAULT '',
    rated         BIGINT  NOT NULL DEFAULT 0,
    draw_message  TEXT,
    engine_seats  BIGINT  NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX games_running_per_channel ON games (channel) WHERE status = 'running';
CREATE INDEX games_deadline ON games (deadline) WHERE status = 'running' AND deadline IS NOT NULL;
CREATE INDEX games_reminder ON games ((deadline - turn_seconds / 2))
    WHERE status = 'running' AND deadline IS NOT NULL AND reminded = 0;
CREATE INDEX games_with_engine ON games (id) WHERE status = 'running' AND engine_seats > 0;

CREATE TABLE turns (
    game_id       BIGINT  NOT NULL REFERENCES games (id),
    number        BIGINT  NOT NULL,
    user_id       TEXT    NOT NULL,
    notation      TEXT    NOT NULL,
    committed_at  BIGINT  NOT NULL,
    seat          BIGINT  NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, number)
);

CREATE TABLE drafts (
    game_id       BIGINT  NOT NULL REFERENCES games (id),
    user_id       TEXT    NOT NULL,
    draft         TEXT    NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

CREATE TABLE ratings (
    server      TEXT    NOT NULL,
    game        TEXT    NOT NULL,
    user_id     TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    games       BIGINT  NOT NULL DEFAULT 0,
    wins        BIGINT  NOT NULL DEFAULT 0,
    losses      BIGINT  NOT NULL DEFAULT 0,
    draws       BIGINT  NOT NULL DEFAULT 0,
    PRIMARY KEY (server, game, user_id)
);

CREATE TABLE results (
    game_id       BIGINT  NOT NULL REFERENCES games (id),
    user_id       TEXT    NOT NULL,
    server        TEXT    NOT NULL,
    game          TEXT    NOT NULL,
    outcome       TEXT    NOT NULL,
    place         BIGINT  NOT NULL,
    rating_before DOUBLE PRECISION NOT NULL,
    rating_after  DOUBLE PRECISION NOT NULL,
    finished_at   BIGINT  NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX results_by_user ON results (server, user_id, finished_at);
