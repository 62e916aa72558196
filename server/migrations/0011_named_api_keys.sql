-- Named API keys (issue 12, part 5): the partner console lists keys by name with when each was
-- last used. last_used_at is written at most once a minute per key, not on every request.
ALTER TABLE partner_api_keys ADD COLUMN name text NOT NULL DEFAULT 'API key';
ALTER TABLE partner_api_keys ADD COLUMN last_used_at timestamptz;
