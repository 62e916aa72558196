-- The alert and lead rules move from PL/pgSQL (0003) to the features that own them:
-- src/alerts/alert-rules.ts decides, src/alerts/alert-statement.ts and src/leads/store-lead.ts
-- run each request as one SQL statement. What SQL keeps is storage and one constraint.
--
-- One statement reads a single snapshot, so "lock the address, then count its alerts" inside it
-- would not see a competitor that committed after the snapshot. Instead every write the plan
-- limit or the re-send gap governs (a new alert, a re-sent confirmation) also moves its address's
-- row here from the version the statement read to the next one, with
-- INSERT ... ON CONFLICT DO UPDATE ... WHERE version = <read>. That upsert locks the newest row
-- version and compares against it, so of two requests that read the same snapshot only one
-- writes; the other writes nothing (lead included) and is run again after the winner commits.
CREATE TABLE alert_addresses (
  -- The address as alerts store it (trimmed, lower-cased; alertEmail in src/alerts/create-alert.ts).
  email text PRIMARY KEY,
  -- Moves by one with every alert created or confirmation re-sent for the address; 0 means "no row".
  version bigint NOT NULL DEFAULT 1 CHECK (version > 0)
);

-- Every address that already has alerts gets its row (version 1), so the table lists every address.
INSERT INTO alert_addresses (email) SELECT DISTINCT email FROM alerts;

DROP FUNCTION mrn_store_lead(uuid, text, uuid, text, text, text, text, text, numeric, text, boolean, text, jsonb,
                             timestamptz, integer, interval, interval);
DROP FUNCTION mrn_create_alert(text, text, numeric, text, text, uuid, timestamptz, integer, interval, interval);
