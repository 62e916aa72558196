-- Issue 31 item 4: a partner's form offers loan programs (sdk/src/schemas/loan-programs.ts); the
-- widget shows one as a fixed field and several as a select, and a lead's alert watches the series of
-- the program and term it chose. Every form so far offered the conforming rates only, so that is the
-- default: existing forms, their leads and their alerts go on exactly as before.
ALTER TABLE forms ADD COLUMN programs text[] NOT NULL DEFAULT '{conforming}'
  CHECK (cardinality(programs) >= 1 AND programs <@ ARRAY['conforming', 'fha', 'va', 'usda', 'jumbo']::text[]);
