-- A finished game's log kept compactly (issue 47): one row per game, its
-- entries encoded and deflated (src/store/log_codec.rs), instead of a row
-- per entry in `turns`. A game's rows move here as it ends; the games that
-- ended before this migration are moved by `gamehost compact` (and by the
-- bot in the background), a batch at a time, so the move can stop and
-- resume anywhere. Until a game is moved its log is read from its rows.
CREATE TABLE game_logs (
    game_id INTEGER PRIMARY KEY,
    entries INTEGER NOT NULL,
    log     BLOB    NOT NULL
);
