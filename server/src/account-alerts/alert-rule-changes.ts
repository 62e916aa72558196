import {
  type AccountAlertUpdate,
  ALERT_KIND_LABELS,
  type AlertKind,
  CONFORMING_SERIES,
  type RateMoveState,
  rateSeriesById,
} from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import {
  latestRateValue,
  NO_RATE_YET,
  paymentThreshold,
  rateMoveEdges,
  refinanceThreshold,
} from '../alerts/index.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { ApiFailure } from '../http/errors.ts';

interface StoredRule {
  series_id: string;
  rate_type: string;
  threshold: string;
  direction: string;
  inputs: unknown;
}

/** Only `status` was sent (the body's kind then defaults to 'rate'): fine for an alert of any kind. */
function onlyStatus(changes: AccountAlertUpdate): boolean {
  return Object.entries(changes).every(
    ([key, value]) => key === 'kind' || key === 'status' || value === undefined,
  );
}

function jsonOf(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * Applies an edit of what an alert watches. The body's `kind` must be the alert's (the threshold of
 * a refinance, payment or rate-move alert is derived from its inputs, so those are what change). A
 * changed rule restarts an active alert's activation time and arms it, so it waits for the next
 * crossing of the new rule; a changed re-arm margin alone only moves a disarmed alert's re-arm level.
 */
export async function applyRuleChanges(
  tx: DatabaseExecutor,
  alertId: string,
  kind: AlertKind,
  changes: AccountAlertUpdate,
  now: Date,
): Promise<void> {
  if (onlyStatus(changes)) return;
  if (changes.kind !== kind) {
    throw new ApiFailure(
      422,
      'validation_failed',
      `This is a ${ALERT_KIND_LABELS[kind].toLowerCase()} alert: send "kind": "${kind}" with its own fields.`,
    );
  }
  const [stored] = await queryRows<StoredRule>(
    tx,
    sql`SELECT series_id, rate_type, threshold::text AS threshold, direction, inputs FROM alerts
         WHERE id = ${alertId}::uuid`,
  );
  // A new `series` (or the older `rateType`, meaning its conforming series) changes what it watches.
  const seriesId =
    changes.series ?? (changes.rateType ? CONFORMING_SERIES[changes.rateType] : stored.series_id);
  const rateType = rateSeriesById(seriesId)?.term ?? stored.rate_type;
  let threshold = stored.threshold;
  let direction = stored.direction;
  let upperThreshold: string | null = null;
  let inputs = jsonOf(stored.inputs);
  switch (changes.kind) {
    case 'rate':
      threshold = changes.threshold?.toFixed(3) ?? threshold;
      direction = changes.direction ?? direction;
      break;
    case 'refinance':
      inputs = changes.inputs ?? inputs;
      if (changes.inputs) threshold = refinanceThreshold(changes.inputs);
      break;
    case 'payment':
      inputs = changes.inputs ?? inputs;
      if (changes.inputs) threshold = paymentThreshold(changes.inputs);
      break;
    case 'rate_move': {
      const state = inputs as RateMoveState;
      // Another series has another level: measure from its newest value.
      const baseRate = seriesId === stored.series_id ? state.baseRate : await latestRateValue(tx, seriesId);
      if (baseRate === undefined) throw new ApiFailure(422, 'validation_failed', NO_RATE_YET);
      const next: RateMoveState = { move: changes.inputs?.move ?? state.move, baseRate };
      inputs = next;
      ({ threshold, upperThreshold } = rateMoveEdges(next));
      break;
    }
  }
  const ruleChanged =
    seriesId !== stored.series_id ||
    direction !== stored.direction ||
    Number(threshold) !== Number(stored.threshold) ||
    JSON.stringify(inputs) !== JSON.stringify(jsonOf(stored.inputs));
  const rearmMargin = 'rearmMargin' in changes ? changes.rearmMargin?.toFixed(3) : undefined;
  if (ruleChanged) {
    await tx.execute(
      sql`UPDATE alerts
             SET rate_type = ${rateType}, series_id = ${seriesId}, direction = ${direction}, threshold = ${threshold}::numeric,
                 upper_threshold = ${upperThreshold}::numeric,
                 inputs = ${inputs === null ? null : JSON.stringify(inputs)}::jsonb,
                 inputs_as_of = CASE WHEN kind = 'refinance' THEN ${now.toISOString().slice(0, 10)}::date END,
                 rearm_margin = coalesce(${rearmMargin ?? null}::numeric, rearm_margin),
                 confirmed_at = CASE WHEN status = 'active' THEN ${now.toISOString()}::timestamptz ELSE confirmed_at END
           WHERE id = ${alertId}::uuid`,
    );
    // A new rule starts armed.
    await tx.execute(sql`DELETE FROM alert_disarms WHERE alert_id = ${alertId}::uuid`);
  } else if (rearmMargin !== undefined) {
    await tx.execute(
      sql`WITH changed AS (
            UPDATE alerts SET rearm_margin = ${rearmMargin}::numeric WHERE id = ${alertId}::uuid
            RETURNING id, threshold)
          UPDATE alert_disarms d
             SET rearm_at = CASE WHEN d.direction = 'below' THEN changed.threshold + ${rearmMargin}::numeric
                                 ELSE changed.threshold - ${rearmMargin}::numeric END
            FROM changed WHERE d.alert_id = changed.id`,
    );
  }
}
