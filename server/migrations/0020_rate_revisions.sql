-- FRED revisions (issue 14 item 7): FRED sometimes corrects a value it already published. The row
-- keeps its id (alert_fanouts and mail_outbox refer to it), takes the corrected value, and the
-- values it replaced go to rate_observation_revisions. Alerts are evaluated once per date, on the
-- value first seen, so a correction never mails anyone.
ALTER TABLE rate_observations
  -- The `realtime_start` FRED reported with the value (JSON API only); NULL when the source does not
  -- say (the CSV download, `rates:import`, the sample year): first_seen_at then tells when it arrived.
  ADD COLUMN realtime_start date,
  -- When this date's real value was first stored; a revision does not move it.
  ADD COLUMN first_seen_at timestamptz,
  -- FRED has changed this date's value since we first stored it.
  ADD COLUMN revised boolean NOT NULL DEFAULT false;
UPDATE rate_observations SET first_seen_at = fetched_at;
ALTER TABLE rate_observations
  ALTER COLUMN first_seen_at SET NOT NULL,
  ALTER COLUMN first_seen_at SET DEFAULT now();

-- One row per correction, oldest first. No foreign key, like the other tables that name an
-- observation: sample rows (never revised) are deleted in bulk and tests truncate the table alone.
CREATE TABLE rate_observation_revisions (
  id bigserial PRIMARY KEY,
  observation_id bigint NOT NULL,
  observed_on date NOT NULL,
  old_value numeric(6, 3) NOT NULL,
  new_value numeric(6, 3) NOT NULL CHECK (new_value > 0 AND new_value < 100),
  realtime_start date,
  seen_at timestamptz NOT NULL DEFAULT now(),
  CHECK (old_value <> new_value)
);
CREATE INDEX rate_observation_revisions_observation_idx ON rate_observation_revisions (observation_id, id);
