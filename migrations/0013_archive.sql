-- A server's archive of games on the web is listed only once someone who
-- manages the server turns it on (/archive state:on); a player may ask to
-- be shown there as "anonymous" (/anonymous state:on). Issue 34.
CREATE TABLE server_settings (
    server  TEXT    PRIMARY KEY,
    archive INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE player_settings (
    user_id   TEXT    PRIMARY KEY,
    anonymous INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX games_by_server ON games (server, id);
