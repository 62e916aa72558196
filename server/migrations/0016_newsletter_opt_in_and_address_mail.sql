-- Newsletter double opt-in and mail to a bare address (issue 15, item 8).
--
-- A subscriber is unconfirmed until the link in the confirmation mail is followed; the id is what
-- that link signs. Rows from before this migration never confirmed, so they stay unconfirmed (no
-- newsletter has been sent yet; subscribing again mails them a confirmation link).
ALTER TABLE newsletter_subscribers ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE newsletter_subscribers ADD CONSTRAINT newsletter_subscribers_id_key UNIQUE (id);
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at timestamptz;
-- When its confirmation mail was last queued: subscribing again re-sends at most every 10 minutes.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmation_queued_at timestamptz;

-- When the address was last told it holds its plan's alerts (same throttle).
ALTER TABLE alert_addresses ADD COLUMN plan_limit_notice_at timestamptz;

-- Two kinds of mail addressed to an address that has no row of its own to point at: the
-- newsletter confirmation, and the notice that an address asking POST /api/alerts for another
-- alert already holds its plan's alerts (the API answers the same 202 either way, so it cannot be
-- asked which addresses subscribe).
ALTER TABLE mail_outbox ADD COLUMN recipient text;
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check
  CHECK (kind IN ('rate_alert', 'alert_confirmation', 'partner_lead', 'sign_in', 'email_change',
                  'webhook_disabled', 'install_instructions', 'newsletter_confirmation', 'alert_plan_limit'));
