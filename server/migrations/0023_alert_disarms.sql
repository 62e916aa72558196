-- Hysteresis state in its own narrow table (issue 14, fan-out speed). Disarming a fired alert used to
-- UPDATE its wide `alerts` row; `armed` and `rearm_at` are indexed, so every such update wrote a whole
-- new row version and index entries, which more than doubled the time expansion took.
-- A disarmed alert is now one small row here, written by one INSERT ... SELECT per expansion step and
-- deleted when the rate comes back by the re-arm margin. An alert without a row is armed.
-- No foreign key: its check locks the alert row (FOR KEY SHARE), which writes to the alerts table
-- again for every fired alert and cost more than the insert itself. A deleted alert's row goes with
-- it through the trigger below; one that slips past it (an alert deleted while a step fires it) is
-- never read and goes when the rate comes back to its re-arm level.
CREATE TABLE alert_disarms (
  alert_id uuid PRIMARY KEY,
  -- The alert's rate type and direction when it fired (a rule change re-arms it, deleting this row),
  -- so re-arming walks this table alone.
  rate_type text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('below', 'above')),
  -- The level that re-arms it: its threshold plus ('below') or minus ('above') its re-arm margin.
  rearm_at numeric(6, 3) NOT NULL
);
-- Each observation re-arms a range of them.
CREATE INDEX alert_disarms_rearm_idx ON alert_disarms (rate_type, direction, rearm_at);

CREATE FUNCTION delete_alert_disarms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM alert_disarms d USING deleted_alerts g WHERE d.alert_id = g.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER alerts_delete_disarms AFTER DELETE ON alerts
  REFERENCING OLD TABLE AS deleted_alerts FOR EACH STATEMENT EXECUTE FUNCTION delete_alert_disarms();
-- TRUNCATE fires no delete trigger (tests empty the alerts table between cases).
CREATE FUNCTION truncate_alert_disarms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE alert_disarms;
  RETURN NULL;
END;
$$;
CREATE TRIGGER alerts_truncate_disarms AFTER TRUNCATE ON alerts
  FOR EACH STATEMENT EXECUTE FUNCTION truncate_alert_disarms();

INSERT INTO alert_disarms (alert_id, rate_type, direction, rearm_at)
SELECT id, rate_type, direction, rearm_at FROM alerts WHERE NOT armed;

-- The fan-out walks active alerts and skips those with a disarm row; the index also carries the
-- re-arm margin, so a step knows which fired alerts to disarm (margin set) or re-base (rate-move
-- alerts, no margin) without reading the rows.
DROP INDEX alerts_fanout_idx;
CREATE INDEX alerts_fanout_idx ON alerts (rate_type, direction, threshold, id) INCLUDE (confirmed_at, rearm_margin)
  WHERE status = 'active';
DROP INDEX alerts_rearm_idx;
ALTER TABLE alerts DROP CONSTRAINT alerts_disarmed_check, DROP COLUMN armed, DROP COLUMN rearm_at;
