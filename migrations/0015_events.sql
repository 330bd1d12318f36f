-- A server's tournaments (issue 36): an event's whole state as the
-- tournament crate's JSON, with a version every change must match (two
-- processes never both pair one round), and its pairings, each waiting
-- for the channel its game is played in until a front end places it.
CREATE TABLE events (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    server     TEXT    NOT NULL,
    channel    TEXT    NOT NULL,
    game       TEXT    NOT NULL,
    organiser  TEXT    NOT NULL,
    state      TEXT    NOT NULL,
    finished   INTEGER NOT NULL DEFAULT 0,
    version    INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
);
CREATE INDEX events_by_channel ON events (channel, finished);
CREATE TABLE event_boards (
    event_id INTEGER NOT NULL,
    round    INTEGER NOT NULL,
    board    INTEGER NOT NULL,
    seats    TEXT    NOT NULL,
    channel  TEXT,
    game_id  INTEGER,
    PRIMARY KEY (event_id, round, board)
);
CREATE INDEX event_boards_unplaced ON event_boards (channel);
CREATE INDEX event_boards_by_game ON event_boards (game_id);
