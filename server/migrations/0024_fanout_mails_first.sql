-- A fan-out job queues every firing alert's mail before it records what firing did to the alerts
-- (issue 14, fan-out speed): hysteresis disarm rows and rate-move re-bases are one more write per
-- fired alert, and doing them in the same steps as the outbox rows made mails reach the outbox 2.5x
-- later than before alert kinds existed. The job now walks its alerts twice: first writing the
-- outbox rows, then, from the start again, disarming and re-basing the alerts that got one.
-- The job is finished (and the next job of its rate type may start) only after the second walk.
-- NULL while mails are still being queued; the keyset columns then restart for the second walk.
ALTER TABLE alert_fanouts ADD COLUMN mails_queued_at timestamptz;
-- Jobs in flight when this runs already disarmed and re-based as they went; their second walk finds
-- nothing left to do (disarm inserts skip existing rows, re-based alerts have left the range).
