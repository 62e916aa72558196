-- Duplicate lead submissions (issue 13, item 5): the same address, form and target submitted
-- again within 10 minutes (a double click, three quick submits) is the same lead, with one mail.
--
-- One row per address (trimmed and lower-cased, like alerts.email), form and target: the lead that
-- last claimed it and when. store-lead.ts claims it with INSERT ... ON CONFLICT DO UPDATE in the
-- lead's own statement: the upsert waits for a competitor holding the row and reads its newest
-- version, so of parallel submits exactly one stores a lead and the others answer with its id.
CREATE TABLE lead_submission_claims (
  form_id text NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  email text NOT NULL,
  rate_type text NOT NULL,
  target_rate numeric(6, 3) NOT NULL,
  direction text NOT NULL,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (form_id, email, rate_type, target_rate, direction)
);
CREATE INDEX lead_submission_claims_lead_idx ON lead_submission_claims (lead_id);
