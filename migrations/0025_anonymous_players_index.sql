-- The pages ask which players chose to be anonymous on every archive and
-- game page (issue 47): read from an index of those players alone, not by
-- scanning every player's settings.
CREATE INDEX player_settings_anonymous ON player_settings (user_id) WHERE anonymous = 1;
