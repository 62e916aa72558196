-- Partner notices (issue 12, parts 3 and 7; issue 13, part 2).
--
-- form_refused_origins: the install check's warning. Each page origin a form refused (CORS
-- preflight of a lead submission, or a config load from a site the form does not accept), when it
-- was last seen and how many refusals were recorded. Only origins, never visitor data. The
-- server keeps at most a few recent origins per form.
CREATE TABLE form_refused_origins (
  form_id text NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  origin text NOT NULL,
  last_seen_at timestamptz NOT NULL,
  refusals integer NOT NULL DEFAULT 1,
  PRIMARY KEY (form_id, origin)
);

-- Why an endpoint was disabled (the last delivery's error), for the partner's mail.
ALTER TABLE webhook_endpoints ADD COLUMN disabled_reason text;

-- "Send these instructions to my web developer": the request the mail is rendered from.
CREATE TABLE install_instruction_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  form_id text NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  developer_email text NOT NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Two new mail kinds, each pointing at the row it is rendered from at send time (no foreign keys,
-- like the other references: the worker cancels a row whose subject is gone).
ALTER TABLE mail_outbox ADD COLUMN webhook_endpoint_id uuid;
ALTER TABLE mail_outbox ADD COLUMN install_request_id uuid;
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check
  CHECK (kind IN ('rate_alert', 'alert_confirmation', 'partner_lead', 'sign_in', 'email_change',
                  'webhook_disabled', 'install_instructions'));
