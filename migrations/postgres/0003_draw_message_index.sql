-- After every command the host looks for a draw offer's message whose
-- buttons no longer apply (issue 32): only games with a recorded message
-- are indexed, so the look costs nothing when there is none.
CREATE INDEX games_draw_message ON games (channel) WHERE draw_message IS NOT NULL;
