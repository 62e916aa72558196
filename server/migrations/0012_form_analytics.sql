-- Analytics per form (issue 12, part 6) and the install check (part 3).
--
-- form_daily_counts: one row per form and UTC day, counted server-side from the widget's own
-- requests. No personal data: no IP addresses, no user agents, no cookies, only numbers.
--   views       GET /api/forms/:id that reached the server (the answer is cacheable for 60 s, so a
--               browser re-rendering the form within a minute may not count again)
--   opens       POST /api/forms/:id/events {"type":"open"} (popup.js opening its dialog)
--   submissions leads stored through POST /api/forms/:id/leads (a honeypot hit is not stored)
CREATE TABLE form_daily_counts (
  form_id text NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0,
  opens integer NOT NULL DEFAULT 0,
  submissions integer NOT NULL DEFAULT 0,
  PRIMARY KEY (form_id, day)
);

-- The install check: the last page origin that loaded the form's config, when, and whether the
-- form accepts leads from it. Written at most once a minute per form and origin.
ALTER TABLE forms ADD COLUMN last_loaded_origin text;
ALTER TABLE forms ADD COLUMN last_loaded_at timestamptz;
ALTER TABLE forms ADD COLUMN last_loaded_allowed boolean;
