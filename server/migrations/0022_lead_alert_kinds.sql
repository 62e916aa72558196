-- Partners offer refinance and payment-target alerts on their forms (issue 14 item 6).
--
-- A form lists the kinds it offers beside the target rate every form has; the widget shows them
-- and the lead route refuses a kind the form does not offer.
ALTER TABLE forms ADD COLUMN alert_kinds text[] NOT NULL DEFAULT '{}'
  CHECK (alert_kinds <@ ARRAY['refinance', 'payment']::text[]);

-- A lead keeps the kind its visitor chose and what they entered (balance, price, ...), which is
-- what the partner needs to follow up. `target_rate` holds the threshold derived from them, the
-- same number as the lead's alert, so the lead table and its CSV show where the alert fires.
ALTER TABLE leads ADD COLUMN alert_kind text NOT NULL DEFAULT 'rate'
  CHECK (alert_kind IN ('rate', 'refinance', 'payment'));
ALTER TABLE leads ADD COLUMN alert_inputs jsonb;
