-- Fan-out as a durable job per observation, expanded into the outbox in chunks by the worker.
-- Writing one outbox row per firing alert inside the ingest transaction took 13 s for a million
-- alerts on PostgreSQL (a million rows and their index entries); the job row takes a millisecond
-- and is just as durable: the alerts it covers are fixed by its range and cut-off, and the
-- outbox's unique (alert_id, observation_id) key still makes every expansion step idempotent.
-- See src/alerts/evaluate-observation.ts and src/alerts/expand-fanout.ts.
CREATE TABLE alert_fanouts (
  -- One job per observation: evaluating an observation twice queues nothing twice.
  observation_id bigint PRIMARY KEY,
  rate_type text NOT NULL CHECK (rate_type IN ('30y', '15y')),
  direction text NOT NULL CHECK (direction IN ('below', 'above')),
  -- The crossing: thresholds in [lowest, highest) for 'below', (lowest, highest] for 'above'.
  lowest numeric(6, 3) NOT NULL,
  highest numeric(6, 3) NOT NULL,
  -- Alerts confirmed after this moment were not on when the rate moved, so they wait for the next crossing.
  alerts_confirmed_by timestamptz NOT NULL,
  -- Keyset position of the last alert expanded, in fan-out index order (threshold, id); NULL before the first chunk.
  after_threshold numeric(6, 3),
  after_alert_id uuid,
  enqueued integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX alert_fanouts_unfinished_idx ON alert_fanouts (observation_id) WHERE finished_at IS NULL;

-- The fan-out index gains the alert id, so chunks are walked by keyset (threshold, id), and carries
-- confirmed_at, so the cut-off is checked without visiting the table.
DROP INDEX alerts_fanout_idx;
CREATE INDEX alerts_fanout_idx ON alerts (rate_type, direction, threshold, id) INCLUDE (confirmed_at)
  WHERE status = 'active';

-- The cut-off needs an activation time on every active alert (confirmAlert always set one).
UPDATE alerts SET confirmed_at = created_at WHERE status = 'active' AND confirmed_at IS NULL;
ALTER TABLE alerts ADD CONSTRAINT alerts_active_confirmed_check CHECK (status <> 'active' OR confirmed_at IS NOT NULL);
