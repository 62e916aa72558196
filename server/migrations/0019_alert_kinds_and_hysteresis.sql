-- Alert kinds (issue 14): besides a target rate, an alert may watch a refinance rule, a monthly
-- payment target or a move of the rate. Each still fires on one stored threshold, so the fan-out
-- stays an index range walk: refinance and payment alerts store the highest rate that meets the
-- person's rule (derived from `inputs` by sdk/finance), rate-move alerts store their lower edge in
-- `threshold` (direction 'below') and their upper edge in `upper_threshold`.
ALTER TABLE alerts
  ADD COLUMN kind text NOT NULL DEFAULT 'rate' CHECK (kind IN ('rate', 'refinance', 'payment', 'rate_move')),
  -- What the alert was set up with (the request's `inputs`; rate-move alerts also keep `baseRate`).
  ADD COLUMN inputs jsonb,
  -- When a refinance alert's balance was last brought forward (it amortises month by month).
  ADD COLUMN inputs_as_of date,
  ADD COLUMN upper_threshold numeric(6, 3),
  -- Hysteresis: after firing, an alert is disarmed until the rate comes back past its threshold by
  -- `rearm_margin` points (`rearm_at`), so a rate wobbling around the threshold mails once, not daily.
  ADD COLUMN rearm_margin numeric(5, 3) DEFAULT 0.125,
  ADD COLUMN armed boolean NOT NULL DEFAULT true,
  ADD COLUMN rearm_at numeric(6, 3),
  ADD CONSTRAINT alerts_kind_inputs_check CHECK ((kind = 'rate') = (inputs IS NULL)),
  ADD CONSTRAINT alerts_rate_move_check CHECK ((kind = 'rate_move') = (upper_threshold IS NOT NULL)),
  ADD CONSTRAINT alerts_rearm_margin_check CHECK ((kind = 'rate_move') = (rearm_margin IS NULL)),
  ADD CONSTRAINT alerts_disarmed_check CHECK (armed = (rearm_at IS NULL));

-- Only armed alerts can fire: the fan-out walks armed active alerts by (threshold, id).
DROP INDEX alerts_fanout_idx;
CREATE INDEX alerts_fanout_idx ON alerts (rate_type, direction, threshold, id) INCLUDE (confirmed_at)
  WHERE status = 'active' AND armed;
-- The upper edge of rate-move alerts, walked for rising rates alongside 'above' alerts.
CREATE INDEX alerts_fanout_upper_idx ON alerts (rate_type, upper_threshold, id) INCLUDE (confirmed_at)
  WHERE status = 'active' AND kind = 'rate_move';
-- Disarmed alerts by the level that re-arms them: each observation re-arms a range of them.
CREATE INDEX alerts_rearm_idx ON alerts (rate_type, direction, rearm_at) WHERE NOT armed;
-- Refinance alerts re-derive their threshold once a month as the balance amortises.
CREATE INDEX alerts_inputs_as_of_idx ON alerts (inputs_as_of) WHERE kind = 'refinance';

-- A fan-out knows the observation's value: rate-move alerts re-arm at it, fired alerts disarm from it.
ALTER TABLE alert_fanouts ADD COLUMN observed_value numeric(6, 3);
UPDATE alert_fanouts f SET observed_value = o.value FROM rate_observations o WHERE o.id = f.observation_id;
-- Rising rates re-arm disarmed 'below' alerts and falling rates re-arm 'above' ones: a job does
-- that first, in chunks, before it fires anything (expand-fanout.ts).
ALTER TABLE alert_fanouts ADD COLUMN rearmed boolean NOT NULL DEFAULT false;
UPDATE alert_fanouts SET rearmed = true;

