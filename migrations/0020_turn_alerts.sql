-- Turn alerts by direct message (issue 46). A player's /notify choice,
-- for every game kind ('') or one; the alerts due, one per player, game,
-- turn (the game's version) and kind, written in the transaction that
-- made them due and claimed by the process that sends them.
CREATE TABLE notify_settings (
    user_id     TEXT    NOT NULL,
    game        TEXT    NOT NULL DEFAULT '',
    mode        TEXT    NOT NULL,
    low_seconds INTEGER,
    quiet_from  INTEGER,
    quiet_to    INTEGER,
    zone        TEXT,
    PRIMARY KEY (user_id, game)
);
CREATE TABLE alerts (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id       TEXT    NOT NULL,
    game_id       INTEGER NOT NULL,
    version       INTEGER NOT NULL,
    kind          TEXT    NOT NULL,
    due_at        INTEGER NOT NULL,
    claimed_until INTEGER,
    sent_at       INTEGER,
    outcome       TEXT,
    UNIQUE (user_id, game_id, version, kind)
);
CREATE INDEX alerts_due ON alerts (due_at) WHERE sent_at IS NULL;
-- When each player last acted in each game: no alert reaches a player
-- who is at the game.
CREATE TABLE seen_games (
    user_id TEXT    NOT NULL,
    game_id INTEGER NOT NULL,
    at      INTEGER NOT NULL,
    PRIMARY KEY (user_id, game_id)
);
