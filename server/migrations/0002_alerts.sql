-- Rates, alerts and the mail outbox (owned by the alerts side; mirrored in src/db/schema/rates.ts and alerts.ts).

-- One row per published day of a FRED series. The unique key makes every ingest idempotent.
CREATE TABLE rate_observations (
  id bigserial PRIMARY KEY,
  series_id text NOT NULL,
  rate_type text NOT NULL CHECK (rate_type IN ('30y', '15y')),
  observed_on date NOT NULL,
  value numeric(6, 3) NOT NULL CHECK (value > 0 AND value < 100),
  -- 'fred-json', 'fred-csv' or 'csv-import'.
  source text NOT NULL,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (series_id, observed_on)
);

-- Every rate check (scheduled, `rates:check` or `rates:import`), newest last; /api/health reads the latest.
CREATE TABLE rate_checks (
  id bigserial PRIMARY KEY,
  series_id text NOT NULL,
  rate_type text NOT NULL CHECK (rate_type IN ('30y', '15y')),
  -- ok: answer accepted; rejected: answer implausible or malformed, nothing stored; failed: FRED unreachable.
  status text NOT NULL CHECK (status IN ('ok', 'rejected', 'failed')),
  new_observations integer NOT NULL DEFAULT 0,
  latest_observed_on date,
  message text,
  checked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_checks_series_checked_idx ON rate_checks (series_id, checked_at DESC);

CREATE TABLE alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored lower-cased so the per-address plan limit cannot be dodged with capitals.
  email text NOT NULL,
  rate_type text NOT NULL CHECK (rate_type IN ('30y', '15y')),
  threshold numeric(6, 3) NOT NULL CHECK (threshold > 0 AND threshold < 100),
  direction text NOT NULL CHECK (direction IN ('below', 'above')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'unsubscribed')),
  -- Set when the alert came through a partner's form: its mail is branded for that partner.
  form_id text REFERENCES forms (id) ON DELETE SET NULL,
  lead_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  last_notified_at timestamptz
);
-- The fan-out index: one range scan over the thresholds of one rate type and direction, active alerts only.
-- (No "armed" column: an alert fires only on a crossing between two consecutive observations, so a
-- crossing back is what re-arms it. See src/alerts/evaluate-observation.ts.)
CREATE INDEX alerts_fanout_idx ON alerts (rate_type, direction, threshold) WHERE status = 'active';
-- Plan limit and duplicate checks per address.
CREATE INDEX alerts_email_idx ON alerts (email) WHERE status <> 'unsubscribed';

-- One outbox for every mail the service sends. Rate alerts carry (alert_id, observation_id), whose
-- unique key means evaluating the same observation twice can never enqueue the same mail twice.
-- Confirmation mails carry alert_id only; partner new-lead mails carry lead_id only.
-- No foreign keys on purpose: their per-row checks tripled the cost of a large fan-out, and the
-- worker already cancels a row whose alert, observation or lead no longer exists.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('rate_alert', 'alert_confirmation', 'partner_lead')),
  alert_id uuid,
  observation_id bigint,
  lead_id uuid,
  -- pending: waiting for next_attempt_at; sending: claimed by a worker until next_attempt_at (its lease);
  -- sent; failed: gave up (last_error says why); cancelled: no longer wanted (e.g. unsubscribed first).
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (alert_id, observation_id)
);
-- What a worker claims: due rows only, oldest first.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
