-- Issue 41: what Stripe says wins, whatever our clock says.

-- An event older than the snapshot already stored (by Stripe's own times) changes nothing and is
-- recorded as stale, not applied.
ALTER TABLE billing_events DROP CONSTRAINT billing_events_outcome_check;
ALTER TABLE billing_events ADD CONSTRAINT billing_events_outcome_check
  CHECK (outcome IN ('applied', 'ignored', 'stale'));

-- The daily reconciliation with Stripe: one row, claimed by the worker that starts a run, so
-- several workers run it once a day between them.
CREATE TABLE billing_reconciliation (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  last_started_at timestamptz,
  last_finished_at timestamptz
);
INSERT INTO billing_reconciliation (id) VALUES (true);

-- What reconciliations found, totals by outcome (agreed, corrected, missing, failed): the
-- metrics endpoint reads them, whichever process ran the worker.
CREATE TABLE billing_reconciliation_counts (
  outcome text PRIMARY KEY CHECK (outcome IN ('agreed', 'corrected', 'missing', 'failed')),
  subscriptions bigint NOT NULL DEFAULT 0
);
