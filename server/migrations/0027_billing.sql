-- Issue 27: the Professional plan through Stripe. The rules (which state a plan is in, what it
-- allows) live in server/src/billing; these tables only store what Stripe told us.

-- One Stripe customer per partner, and the newest snapshot of its subscription. The snapshot is
-- replaced only by a newer one (snapshot_at, then snapshot_rank: created < updated < deleted), so
-- events that arrive late, twice or out of order settle to the same state.
CREATE TABLE billing_customers (
  partner_id uuid PRIMARY KEY REFERENCES partners (id) ON DELETE CASCADE,
  customer_id text NOT NULL UNIQUE,
  subscription_id text,
  subscription_status text,
  period text CHECK (period IN ('monthly', 'annual')),
  current_period_end timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  -- When the first unpaid invoice of the current trouble failed; the grace period counts from it.
  payment_failed_at timestamptz,
  snapshot_at timestamptz,
  snapshot_rank smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX billing_customers_subscription_idx ON billing_customers (subscription_id);

-- Every Stripe event we accepted, by its id: a retried or replayed event is applied once.
CREATE TABLE billing_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('applied', 'ignored')),
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Billing mails name their partner and what they are about (billing_key: the trial end, the
-- failed invoice, the ended subscription), so each goes out once.
-- partner_id came with 0025 (lead confirmation cap notices); it now also names billing mails' partner.
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_partner_id_fkey
  FOREIGN KEY (partner_id) REFERENCES partners (id) ON DELETE CASCADE;
ALTER TABLE mail_outbox ADD COLUMN billing_key text;
CREATE UNIQUE INDEX mail_outbox_billing_once_idx ON mail_outbox (kind, partner_id, billing_key)
  WHERE partner_id IS NOT NULL;

ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check
  CHECK (kind IN ('rate_alert', 'alert_confirmation', 'partner_lead', 'sign_in', 'email_change',
                  'webhook_disabled', 'install_instructions', 'newsletter_confirmation', 'alert_plan_limit',
                  'weekly_digest', 'partner_address_confirmation', 'lead_confirmation_cap',
                  'billing_trial_ending', 'billing_payment_failed', 'billing_ended'));
