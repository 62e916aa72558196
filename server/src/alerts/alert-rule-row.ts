import { type AccountAlert, rateSeriesLabel } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { alertInputsOf } from './alert-inputs-of.ts';

/**
 * What says when an alert fires, as the account's pages, its export and the digest show it. Selected
 * from `alerts a LEFT JOIN alert_disarms d ON d.alert_id = a.id`; numerics come as text, so no float
 * rounds them on the way.
 */
export const ALERT_RULE_COLUMNS = sql`a.kind, a.rate_type, a.series_id, a.threshold::text AS threshold, a.direction,
  a.upper_threshold::text AS upper_threshold, a.rearm_margin::text AS rearm_margin,
  d.alert_id IS NULL AS armed, d.rearm_at::text AS rearm_at, a.inputs`;

export interface AlertRuleRow {
  kind: AccountAlert['kind'];
  rate_type: AccountAlert['rateType'];
  series_id: string;
  threshold: string;
  direction: AccountAlert['direction'];
  upper_threshold: string | null;
  rearm_margin: string | null;
  armed: boolean;
  rearm_at: string | null;
  inputs: unknown;
}

export type AlertRule = Pick<
  AccountAlert,
  | 'kind'
  | 'rateType'
  | 'series'
  | 'seriesLabel'
  | 'threshold'
  | 'direction'
  | 'upperThreshold'
  | 'rearmMargin'
  | 'armed'
  | 'rearmAt'
  | 'inputs'
>;

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

export function alertRuleOf(row: AlertRuleRow): AlertRule {
  return {
    kind: row.kind,
    rateType: row.rate_type,
    series: row.series_id,
    seriesLabel: rateSeriesLabel(row.series_id),
    threshold: Number(row.threshold),
    direction: row.direction,
    upperThreshold: numberOrNull(row.upper_threshold),
    rearmMargin: numberOrNull(row.rearm_margin),
    armed: row.armed,
    rearmAt: numberOrNull(row.rearm_at),
    inputs: alertInputsOf(row.kind, row.inputs),
  };
}
