-- Challenges, games, the turn log and staged drafts.

CREATE TABLE challenges (
    id            INTEGER PRIMARY KEY,
    channel       TEXT    NOT NULL,
    game          TEXT    NOT NULL,
    challenger    TEXT    NOT NULL,
    challenger_name TEXT  NOT NULL,
    opponent      TEXT    NOT NULL,
    opponent_name TEXT    NOT NULL,
    side          TEXT    NOT NULL,              -- the challenger's choice: ember, frost, random
    status        TEXT    NOT NULL DEFAULT 'open', -- open, accepted, declined, cancelled, expired
    created_at    INTEGER NOT NULL,              -- unix seconds
    expires_at    INTEGER NOT NULL
);
-- At most one open challenge per channel.
CREATE UNIQUE INDEX challenges_open_per_channel ON challenges (channel) WHERE status = 'open';

CREATE TABLE games (
    id            INTEGER PRIMARY KEY,
    channel       TEXT    NOT NULL,
    game          TEXT    NOT NULL,
    players       TEXT    NOT NULL,              -- JSON: [{"id","name"}, …] in seat order
    start_state   TEXT    NOT NULL,              -- the game's own notation
    state         TEXT    NOT NULL,
    version       INTEGER NOT NULL DEFAULT 0,    -- +1 for every change; buttons carry it
    status        TEXT    NOT NULL DEFAULT 'running', -- running, won, resigned, drawn
    result        TEXT,                          -- who won and how, for people
    draw_offer    TEXT,                          -- user id of a pending draw offer
    last_move     TEXT,
    captured      TEXT    NOT NULL DEFAULT '[[],[]]', -- JSON: kinds lost, per seat
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL
);
-- At most one running game per channel; finished games are kept.
CREATE UNIQUE INDEX games_running_per_channel ON games (channel) WHERE status = 'running';

CREATE TABLE turns (
    game_id       INTEGER NOT NULL REFERENCES games (id),
    number        INTEGER NOT NULL,
    user_id       TEXT    NOT NULL,
    notation      TEXT    NOT NULL,
    committed_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, number)
);

CREATE TABLE drafts (
    game_id       INTEGER NOT NULL REFERENCES games (id),
    user_id       TEXT    NOT NULL,
    draft         TEXT    NOT NULL,              -- JSON, see src/host/draft.rs
    PRIMARY KEY (game_id, user_id)
);
