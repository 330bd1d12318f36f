-- Links that let a seated player play a game on its web page: each
-- (game, seat) has a generation; a link carries the generation it was
-- made at, and a new link bumps it, so the older link no longer plays.
-- Issue 35.
CREATE TABLE seat_links (
    game_id    INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    generation INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
