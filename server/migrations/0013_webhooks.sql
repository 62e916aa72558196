-- Webhooks (issue 12, part 7): one endpoint per partner, and its deliveries as an outbox of their
-- own (claimed FOR UPDATE SKIP LOCKED with a lease, like mail_outbox). Events are written in the
-- transaction of the change where practical; the worker signs and POSTs them, retries with
-- exponential backoff for 24 hours, and disables an endpoint after persistent failure.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL UNIQUE REFERENCES partners (id) ON DELETE CASCADE,
  url text NOT NULL,
  -- HMAC-SHA256 key of the MRN-Signature header; shown to the partner when the endpoint is created.
  secret text NOT NULL,
  events text[] NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  consecutive_failures integer NOT NULL DEFAULT 0,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_type text NOT NULL,
  event_id uuid NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_status_code integer,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  UNIQUE (endpoint_id, event_id)
);

-- The worker's claim: due rows only.
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at)
  WHERE status IN ('pending', 'sending');
-- The console's delivery log: newest first per endpoint.
CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (endpoint_id, created_at DESC, id DESC);
