-- Multi-node (issue 15 item 3): state that every web node must share lives here, not in process memory.

-- Fixed-window request counters (per client address, per form), one row per key, shared by every web node.
-- Rows of ended windows are reused by the next hit on the same key and swept now and then.
-- UNLOGGED: no WAL and no fsync on the lead path (every POST writes here); a crash or a failover to a
-- replica empties the counters, which only restarts everyone's current minute.
CREATE UNLOGGED TABLE rate_limit_windows (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limit_windows_started_idx ON rate_limit_windows (window_started_at);

-- One number that changes whenever a form as a widget sees it changes (edit, disable, delete, the partner's
-- plan). Each web node reads it about once a second and drops its cached forms when it moved, so a disabled
-- form stops on every node within ~1 s. Transactional, unlike a sequence: a node can never see the new
-- number before the change itself is visible.
CREATE TABLE form_cache_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version bigint NOT NULL
);
INSERT INTO form_cache_version (singleton, version) VALUES (true, 1);

CREATE FUNCTION bump_form_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE form_cache_version SET version = version + 1;
  RETURN NULL;
END;
$$;

-- Every column the cached form carries, except the install check's last_loaded_* (written on widget
-- loads, which must not empty the caches). A new widget-visible column must be added here.
CREATE TRIGGER forms_bump_cache_version
  AFTER UPDATE OF partner_id, name, type, status, font_family, header_color, button_color, text_color,
    header_text, button_text, show_current_rates, business_name, business_email, business_phone,
    business_website, licence_id, max_width, allowed_origins, updated_at OR DELETE
  ON forms FOR EACH STATEMENT EXECUTE FUNCTION bump_form_cache_version();

-- The cached form carries the partner's plan and trial end (MRN branding once a trial has ended).
CREATE TRIGGER partners_bump_cache_version
  AFTER UPDATE OF plan, trial_ends_at OR DELETE
  ON partners FOR EACH STATEMENT EXECUTE FUNCTION bump_form_cache_version();
