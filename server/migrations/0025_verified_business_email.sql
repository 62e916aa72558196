-- Nobody can make the product mail a stranger (issue 26, items 1, 2 and 5).

-- Addresses a partner proved they own besides the account's own: a form's business email, or a
-- web developer's address, is confirmed by the link mailed to it (scanner-safe: GET shows a page,
-- POST confirms). Until then new-lead mail goes to the account's address and install mail waits.
-- `id` is what the link signs. Addresses are stored canonical (trimmed, lower-cased).
CREATE TABLE partner_mail_addresses (
  partner_id uuid NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  email text NOT NULL,
  id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When the confirmation mail was last queued (again at most every 10 minutes).
  confirmation_queued_at timestamptz,
  confirmed_at timestamptz,
  PRIMARY KEY (partner_id, email)
);

-- Install mail to an address still waiting for its confirmation is queued when it is confirmed.
ALTER TABLE install_instruction_requests ADD COLUMN mail_queued_at timestamptz;
UPDATE install_instruction_requests SET mail_queued_at = created_at;

-- Lead confirmation mails, per UTC day. One row per address that got one that day, whichever form
-- it came from (the second lead's confirmation the same day is not sent); `outbox_id` lets a retry
-- of the same mail through. Keyed by day first, so yesterday's rows are pruned by an index range.
CREATE TABLE lead_confirmation_recipients (
  day date NOT NULL,
  email text NOT NULL,
  outbox_id bigint NOT NULL,
  PRIMARY KEY (day, email)
);

-- Lead confirmation mails sent and refused per partner and day: `form_id` '' is the partner's total,
-- other rows one form's. The plan decides the caps; `cap_reached_at` says when one was reached (the
-- console shows it) and, on the total row, `partner_notified_at` that the partner was told (once).
CREATE TABLE lead_confirmation_counts (
  partner_id uuid NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  form_id text NOT NULL,
  day date NOT NULL,
  sent integer NOT NULL DEFAULT 0,
  refused integer NOT NULL DEFAULT 0,
  cap_reached_at timestamptz,
  partner_notified_at timestamptz,
  PRIMARY KEY (partner_id, day, form_id)
);

-- A deleted account's partner profile: its keys are revoked, its forms disabled, its webhook
-- stopped and its pending mail cancelled; nothing is sent on its behalf again.
ALTER TABLE partners ADD COLUMN closed_at timestamptz;

-- The two new mail kinds: the address confirmation (rendered from partner_mail_addresses) and the
-- partner's notice that a daily cap was reached (rendered from the partner's counts of that day).
ALTER TABLE mail_outbox ADD COLUMN partner_address_id uuid;
ALTER TABLE mail_outbox ADD COLUMN partner_id uuid;
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check
  CHECK (kind IN ('rate_alert', 'alert_confirmation', 'partner_lead', 'sign_in', 'email_change',
                  'webhook_disabled', 'install_instructions', 'newsletter_confirmation', 'alert_plan_limit',
                  'weekly_digest', 'partner_address_confirmation', 'lead_confirmation_cap'));
