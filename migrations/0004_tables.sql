-- Tables: games for more than two (Throne) open a table that players join.
-- `seats` lists the users seated so far, in joining order (JSON, like
-- games.players); `table_size` is the number of seats. Both are NULL for a
-- two-player challenge. A table names no opponent (an empty `opponent`),
-- or the player it invites.
ALTER TABLE challenges ADD COLUMN seats TEXT;
ALTER TABLE challenges ADD COLUMN table_size INTEGER;
