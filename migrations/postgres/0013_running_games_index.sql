-- /mygames lists a player's running games across servers (issue 46): the
-- running games are found by this index, however many games are stored.
CREATE INDEX games_running ON games (id) WHERE status = 'running';
