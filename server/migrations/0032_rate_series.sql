-- Issue 31: alerts and leads watch one catalogued FRED series (sdk/src/schemas/rate-series.ts), not
-- only the conforming 30- and 15-year rates. `rate_type` stays as the series' term (30y or 15y);
-- `series_id` says which series. Everything stored so far watched the conforming series of its rate
-- type, so it is mapped to exactly that: no alert changes what it watches, none fires because of it.

ALTER TABLE alerts ADD COLUMN series_id text;
UPDATE alerts SET series_id = CASE rate_type WHEN '15y' THEN 'OBMMIC15YF' ELSE 'OBMMIC30YF' END;
ALTER TABLE alerts ALTER COLUMN series_id SET NOT NULL;

ALTER TABLE leads ADD COLUMN series_id text;
UPDATE leads SET series_id = CASE rate_type WHEN '15y' THEN 'OBMMIC15YF' ELSE 'OBMMIC30YF' END;
ALTER TABLE leads ALTER COLUMN series_id SET NOT NULL;

-- A fan-out job and a disarmed alert belong to one series: its observations move its alerts only.
ALTER TABLE alert_fanouts ADD COLUMN series_id text;
UPDATE alert_fanouts f SET series_id = o.series_id FROM rate_observations o WHERE o.id = f.observation_id;
UPDATE alert_fanouts SET series_id = CASE rate_type WHEN '15y' THEN 'OBMMIC15YF' ELSE 'OBMMIC30YF' END
 WHERE series_id IS NULL;
ALTER TABLE alert_fanouts ALTER COLUMN series_id SET NOT NULL;

ALTER TABLE alert_disarms ADD COLUMN series_id text;
UPDATE alert_disarms d SET series_id = a.series_id FROM alerts a WHERE a.id = d.alert_id;
UPDATE alert_disarms SET series_id = CASE rate_type WHEN '15y' THEN 'OBMMIC15YF' ELSE 'OBMMIC30YF' END
 WHERE series_id IS NULL;
ALTER TABLE alert_disarms ALTER COLUMN series_id SET NOT NULL;

-- A repeated lead submit is the same lead only when it asks about the same series.
ALTER TABLE lead_submission_claims ADD COLUMN series_id text;
UPDATE lead_submission_claims SET series_id = CASE rate_type WHEN '15y' THEN 'OBMMIC15YF' ELSE 'OBMMIC30YF' END;
ALTER TABLE lead_submission_claims ALTER COLUMN series_id SET NOT NULL;
ALTER TABLE lead_submission_claims DROP CONSTRAINT lead_submission_claims_pkey;
ALTER TABLE lead_submission_claims ADD PRIMARY KEY (form_id, email, series_id, target_rate, direction);

-- The fan-out stays one indexed range query per observation: the indexes now lead with the series.
DROP INDEX alerts_fanout_idx;
CREATE INDEX alerts_fanout_idx ON alerts (series_id, direction, threshold, id) INCLUDE (confirmed_at, rearm_margin)
  WHERE status = 'active';
DROP INDEX alerts_fanout_upper_idx;
CREATE INDEX alerts_fanout_upper_idx ON alerts (series_id, upper_threshold, id) INCLUDE (confirmed_at)
  WHERE status = 'active' AND kind = 'rate_move';
DROP INDEX alert_disarms_rearm_idx;
CREATE INDEX alert_disarms_rearm_idx ON alert_disarms (series_id, direction, rearm_at);

-- A row written without a series (code or scripts from before this migration, which name only the
-- rate type) watches the conforming series of its rate type, as every such row always has. The WHEN
-- clause keeps the fan-out's own inserts, which name the series, free of any trigger call.
CREATE FUNCTION conforming_series_of_rate_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.series_id := CASE NEW.rate_type WHEN '15y' THEN 'OBMMIC15YF' ELSE 'OBMMIC30YF' END;
  RETURN NEW;
END;
$$;
CREATE TRIGGER alerts_default_series BEFORE INSERT ON alerts
  FOR EACH ROW WHEN (NEW.series_id IS NULL) EXECUTE FUNCTION conforming_series_of_rate_type();
CREATE TRIGGER leads_default_series BEFORE INSERT ON leads
  FOR EACH ROW WHEN (NEW.series_id IS NULL) EXECUTE FUNCTION conforming_series_of_rate_type();
CREATE TRIGGER lead_submission_claims_default_series BEFORE INSERT ON lead_submission_claims
  FOR EACH ROW WHEN (NEW.series_id IS NULL) EXECUTE FUNCTION conforming_series_of_rate_type();
CREATE TRIGGER alert_disarms_default_series BEFORE INSERT ON alert_disarms
  FOR EACH ROW WHEN (NEW.series_id IS NULL) EXECUTE FUNCTION conforming_series_of_rate_type();
CREATE TRIGGER alert_fanouts_default_series BEFORE INSERT ON alert_fanouts
  FOR EACH ROW WHEN (NEW.series_id IS NULL) EXECUTE FUNCTION conforming_series_of_rate_type();
