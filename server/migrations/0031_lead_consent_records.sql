-- Issue 30 items 3 and 4: a consent record per lead (what the person agreed to, where, when, from which
-- client), forms that carry a settings version, and the partner's Equal Housing disclosure.

-- Every distinct consent wording once, keyed by the SHA-256 (hex) of its UTF-8 text: thousands of leads of
-- one form share one row, and a record can never point at wording that was changed later.
CREATE TABLE consent_texts (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A form's settings version: 1 when made, +1 whenever anything a visitor sees of it changes (the wording of
-- the consent line follows the business name). A consent record names the version the person saw.
ALTER TABLE forms ADD COLUMN settings_version integer NOT NULL DEFAULT 1;

CREATE FUNCTION bump_form_settings_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Install-check bookkeeping (last_loaded_*) and updated_at alone are no new settings.
  IF (to_jsonb(NEW) - 'updated_at' - 'last_loaded_origin' - 'last_loaded_at' - 'last_loaded_allowed' - 'settings_version')
     IS DISTINCT FROM
     (to_jsonb(OLD) - 'updated_at' - 'last_loaded_origin' - 'last_loaded_at' - 'last_loaded_allowed' - 'settings_version')
  THEN
    NEW.settings_version := OLD.settings_version + 1;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER forms_bump_settings_version
  BEFORE UPDATE ON forms FOR EACH ROW EXECUTE FUNCTION bump_form_settings_version();

-- One row per lead, written by the same statement as the lead (src/leads/store-lead.ts). Records are never
-- updated: a later change of the form makes a new version and new text for later leads only.
CREATE TABLE lead_consents (
  lead_id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  consent_text_sha256 text NOT NULL REFERENCES consent_texts (sha256),
  form_id text NOT NULL,
  form_settings_version integer NOT NULL,
  page_url text,
  consented_at timestamptz NOT NULL,
  ip_address text,
  user_agent text,
  checked boolean NOT NULL
);

-- Leads stored before this migration keep no record (what they were shown was never kept). From now on a
-- lead without its consent record cannot be committed: checked at commit, so the statement that inserts
-- both (in either order) passes, and any path that inserts a lead alone fails.
CREATE FUNCTION require_lead_consent_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM lead_consents WHERE lead_id = NEW.id) AND EXISTS (SELECT 1 FROM leads WHERE id = NEW.id) THEN
    RAISE EXCEPTION 'lead % has no consent record', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER leads_require_consent_record
  AFTER INSERT ON leads DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION require_lead_consent_record();

-- Records are evidence: nothing rewrites one (deleting the lead still deletes its record).
CREATE FUNCTION refuse_lead_consent_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent records are never changed' USING ERRCODE = 'check_violation';
END;
$$;

CREATE TRIGGER lead_consents_never_change
  BEFORE UPDATE ON lead_consents FOR EACH ROW EXECUTE FUNCTION refuse_lead_consent_update();

-- The partner's Equal Housing legend for the widget and mails: 'opportunity', 'lender', or none.
ALTER TABLE partners ADD COLUMN equal_housing text CHECK (equal_housing IN ('opportunity', 'lender'));

-- Widgets show the partner's licence ID and Equal Housing legend: a change must empty the form caches.
DROP TRIGGER partners_bump_cache_version ON partners;
CREATE TRIGGER partners_bump_cache_version
  AFTER UPDATE OF plan, trial_ends_at, licence_id, equal_housing OR DELETE
  ON partners FOR EACH STATEMENT EXECUTE FUNCTION bump_form_cache_version();
