-- The message that shows a standing draw offer (Discord), so its buttons
-- can be taken off once the offer is answered or lapses.
ALTER TABLE games ADD COLUMN draw_message TEXT;
