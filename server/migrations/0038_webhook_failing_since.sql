-- Issue 41 item 13: an endpoint is disabled only once every attempt has failed for 24 hours (and at
-- least 20 attempts), not after 20 failures in a burst of minutes. failing_since is the first failed
-- attempt since the last delivery (null while deliveries succeed); the console shows it.
ALTER TABLE webhook_endpoints ADD COLUMN failing_since timestamptz;
-- Endpoints failing now: their run of failures is at least as old as the oldest delivery pending.
UPDATE webhook_endpoints e SET failing_since = coalesce(
    (SELECT min(d.created_at) FROM webhook_deliveries d WHERE d.endpoint_id = e.id AND d.status IN ('pending', 'sending')),
    e.disabled_at)
 WHERE e.consecutive_failures > 0;
