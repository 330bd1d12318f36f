-- Each person's direct-message channel with the bot (issue 46), kept so
-- that an alert does not open it again, after a restart or in another
-- process.
CREATE TABLE dm_channels (
    user_id TEXT PRIMARY KEY,
    channel TEXT NOT NULL
);
