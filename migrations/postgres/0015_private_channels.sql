-- Channels that are direct messages or group DMs between people (issue
-- 46): the bot is not a member there and can only answer interactions, so
-- what no interaction prompted (an engine's turn, the clock) is told to
-- the players by DM and shown at the channel's next interaction. Kept so
-- that every process knows, after a restart too.
CREATE TABLE private_channels (
    channel TEXT PRIMARY KEY
);
