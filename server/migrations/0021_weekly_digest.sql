-- Weekly digest (issue 14 item 4): an opt-in mail once a week, after the week's rates are in, with
-- both series' moves, the person's alerts and how far each is from firing.
--
-- Opting in is a row here (like newsletter_subscribers), so turning it off leaves nothing behind.
CREATE TABLE weekly_digest_subscribers (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  subscribed_at timestamptz NOT NULL DEFAULT now()
);

-- One row per person and week, whichever worker queued it: the unique key is what makes queueing
-- idempotent (a second worker or a restart inserts nothing and so queues no second mail).
-- `week_of` is the Monday of the week, so a weekly series (Thursday) and a daily one (Friday) can
-- never both send in one week. `as_of` is the last observation date the digest reports on; the mail
-- itself is composed at send time from `outbox_id`'s row. No foreign key to mail_outbox, like the
-- other tables that name an outbox row's neighbours.
CREATE TABLE weekly_digests (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week_of date NOT NULL CHECK (extract(isodow FROM week_of) = 1),
  as_of date NOT NULL CHECK (as_of >= week_of AND as_of < week_of + 7),
  outbox_id bigint NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, week_of)
);

ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check
  CHECK (kind IN ('rate_alert', 'alert_confirmation', 'partner_lead', 'sign_in', 'email_change',
                  'webhook_disabled', 'install_instructions', 'newsletter_confirmation', 'alert_plan_limit',
                  'weekly_digest'));
