-- Signed-in people manage their own alerts (src/account-alerts, src/account): an alert can be
-- paused, which keeps it but takes it out of the fan-out index (`WHERE status = 'active'`), so a
-- paused alert never fires; mail composition also sends rate alerts for active alerts only.
ALTER TABLE alerts DROP CONSTRAINT alerts_status_check;
ALTER TABLE alerts ADD CONSTRAINT alerts_status_check
  CHECK (status IN ('pending', 'active', 'paused', 'unsubscribed'));

-- Who paused it: 'person' (this alert, from the app), 'pause_all' (the account's "pause all alert
-- mails"; turning mails back on resumes only these), 'plan_limit' (an email change brought in more
-- active alerts than the plan allows). Left as it was when a paused alert is later unsubscribed.
ALTER TABLE alerts ADD COLUMN paused_by text CHECK (paused_by IN ('person', 'pause_all', 'plan_limit'));
ALTER TABLE alerts ADD CONSTRAINT alerts_paused_reason_check CHECK (status <> 'paused' OR paused_by IS NOT NULL);

-- The account's "alert mails" preference: true while the person has paused every alert at once.
ALTER TABLE users ADD COLUMN alert_mails_paused boolean NOT NULL DEFAULT false;

-- A lead's alert, for clearing leads.alert_id when the person deletes that alert or their account.
CREATE INDEX leads_alert_idx ON leads (alert_id) WHERE alert_id IS NOT NULL;
-- Sent mails of an alert, for its notification history in the app.
CREATE INDEX mail_outbox_alert_sent_idx ON mail_outbox (alert_id, sent_at DESC) WHERE status = 'sent';
