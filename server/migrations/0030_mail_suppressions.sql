-- Bounces and complaints (issue 30): addresses the outbox no longer mails, and the reports that led there.

-- A row the outbox did not send because its address is suppressed (bounced or complained).
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_status_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check
  CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'cancelled', 'suppressed'));
-- The address a sent row's mail went to: a bounce or complaint naming the row (VERP) suppresses this
-- address and no other, whatever the report claims.
ALTER TABLE mail_outbox ADD COLUMN sent_to text;

-- One row per suppressed address (canonical form). A bounce suppression is lifted when the person
-- signs in or confirms by mail; a complaint only when the person asks for mail again.
CREATE TABLE mail_suppressions (
  email text PRIMARY KEY,
  reason text NOT NULL CHECK (reason IN ('hard_bounce', 'soft_bounces', 'complaint')),
  -- What the receiving server said, e.g. "550 5.1.1 user unknown" (already cut to a short line).
  detail text NOT NULL,
  -- The outbox row whose mail bounced or was reported.
  outbox_id bigint,
  suppressed_at timestamptz NOT NULL
);

-- Every accepted report, kept to count soft bounces (3 within 7 days suppress) and to show why.
CREATE TABLE mail_bounce_reports (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('hard_bounce', 'soft_bounce', 'complaint')),
  detail text NOT NULL,
  outbox_id bigint NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX mail_bounce_reports_email_idx ON mail_bounce_reports (email, received_at DESC);

-- Reports refused (malformed, forged token, unknown row, an address we never mailed): counted by
-- reason for the metrics, nothing else kept, so junk cannot grow a table.
CREATE TABLE mail_bounce_rejections (
  reason text PRIMARY KEY,
  reports bigint NOT NULL DEFAULT 0
);
