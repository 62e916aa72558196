-- Issue 12 (parts 2, 4 and 8): a form's partner-facing name and saved max width, and the campaign
-- context a lead brings beyond utm_*: the host page's gclid and the form's data-field-* values.
ALTER TABLE forms ADD COLUMN name text;
-- Forms made before names existed are named after their id, which is what the partner saw until now.
UPDATE forms SET name = 'Form ' || id;
ALTER TABLE forms ALTER COLUMN name SET NOT NULL;
ALTER TABLE forms ALTER COLUMN name SET DEFAULT 'Untitled form';
-- Same rules as the widget's data-max-width (sdk/src/elements/max-width.ts); null is full width.
ALTER TABLE forms ADD COLUMN max_width text CHECK (max_width ~ '^[0-9]+(\.[0-9]+)?(px|%)$');

ALTER TABLE leads ADD COLUMN gclid text;
ALTER TABLE leads ADD COLUMN hidden_fields jsonb;
