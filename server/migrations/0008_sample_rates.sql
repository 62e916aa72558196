-- Observations seeded from the bundled sample year (src/rates/sample/) on an empty database, so a
-- fresh install shows rates offline. They never fire alerts; the first real observation of a series
-- replaces them (src/rates/ingest-observations.ts) and GET /api/rates/current says `sample: true`
-- while the newest value is one of them.
ALTER TABLE rate_observations ADD COLUMN sample boolean NOT NULL DEFAULT false;
