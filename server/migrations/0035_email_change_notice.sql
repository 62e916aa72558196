-- Issue 41: an address change is no longer silent. Every change an account asks for is kept here;
-- the old address is told at once, with a "This wasn't me" link that for 7 days puts the old
-- address back, signs out every device and revokes the API keys made since. No API key is made for
-- 24 hours after a confirmed change (auth/address-change-hold.ts).
CREATE TABLE account_email_changes (
  -- The email_change auth challenge whose link the new address got.
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  old_email text NOT NULL,
  new_email text NOT NULL,
  requested_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  undone_at timestamptz
);
CREATE INDEX account_email_changes_user_idx ON account_email_changes (user_id, requested_at);

-- The mail to the old address (mail_outbox.challenge_id names the change).
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check
  CHECK (kind IN ('rate_alert', 'alert_confirmation', 'partner_lead', 'sign_in', 'email_change',
                  'webhook_disabled', 'install_instructions', 'newsletter_confirmation', 'alert_plan_limit',
                  'weekly_digest', 'partner_address_confirmation', 'lead_confirmation_cap',
                  'billing_trial_ending', 'billing_payment_failed', 'billing_ended', 'email_change_notice'));
