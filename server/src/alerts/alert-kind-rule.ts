import { paymentThresholdRate, refinanceThresholdRate } from '@mrn/sdk/finance';
import {
  type AccountAlertCreate,
  type AlertDirection,
  type AlertKind,
  DEFAULT_REARM_MARGIN,
  type PaymentAlertInputs,
  type RateMoveState,
  type RateType,
  type RefinanceAlertInputs,
  rateSeriesById,
  seriesOfRequest,
} from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { ApiFailure } from '../http/errors.ts';

/**
 * What the alerts table stores for one alert's rule: every kind reduces to a threshold the fan-out
 * walks (evaluate-observation.ts, expand-fanout.ts), plus the inputs it was derived from.
 */
export interface AlertRule {
  kind: AlertKind;
  /** The catalogued FRED series it watches; rateType is its term. */
  seriesId: string;
  rateType: RateType;
  /** numeric(6,3) text. */
  threshold: string;
  direction: AlertDirection;
  upperThreshold: string | null;
  inputs: RefinanceAlertInputs | PaymentAlertInputs | RateMoveState | null;
  rearmMargin: string | null;
}

export const NO_RATE_MEETS_REFINANCE_RULE =
  'No mortgage rate would meet this rule for your loan: the closing costs cannot be paid back in time, or the ' +
  'saving asked for is more than refinancing could save. Lower the closing costs, allow a longer break-even or ' +
  'ask for a smaller saving.';

export const NO_RATE_MEETS_PAYMENT_TARGET =
  'No mortgage rate would bring the payment down to this target: property tax, insurance, HOA and PMI alone come ' +
  'to more, or the loan is too large. Raise the target or the down payment.';

export const NO_RATE_YET =
  'We have no published rate for this loan type yet, so there is no level to measure a move from. Try again after ' +
  'the next rate update.';

/** The newest stored value of a series: where a rate-move alert measures from. */
export async function latestRateValue(db: DatabaseExecutor, seriesId: string): Promise<number | undefined> {
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`SELECT value::text AS value FROM rate_observations WHERE series_id = ${seriesId}
         ORDER BY observed_on DESC LIMIT 1`,
  );
  return row ? Number(row.value) : undefined;
}

const rate3 = (value: number) => value.toFixed(3);

/** A rate-move alert's edges around its base: it fires at or below the lower, at or above the upper. */
export function rateMoveEdges(state: RateMoveState): { threshold: string; upperThreshold: string } {
  return {
    threshold: rate3(state.baseRate - state.move),
    upperThreshold: rate3(state.baseRate + state.move),
  };
}

function rearmMarginOf(requested: number | undefined): string {
  return (requested ?? DEFAULT_REARM_MARGIN).toFixed(3);
}

/** The highest rate meeting a refinance rule, or a 422 saying why none does. */
export function refinanceThreshold(inputs: RefinanceAlertInputs): string {
  const threshold = refinanceThresholdRate(inputs);
  if (threshold === null) throw new ApiFailure(422, 'validation_failed', NO_RATE_MEETS_REFINANCE_RULE);
  return rate3(threshold);
}

/** The highest rate meeting a payment target, or a 422 saying why none does. */
export function paymentThreshold(inputs: PaymentAlertInputs): string {
  const threshold = paymentThresholdRate(inputs);
  if (threshold === null) throw new ApiFailure(422, 'validation_failed', NO_RATE_MEETS_PAYMENT_TARGET);
  return rate3(threshold);
}

/**
 * The stored rule for a new alert. Refinance and payment alerts fire when the rate falls to the highest
 * rate that meets the person's rule (derived once here, and again when the inputs change or the balance
 * amortises); a rate-move alert measures from the newest rate of its series.
 */
export async function alertRuleFor(db: DatabaseExecutor, request: AccountAlertCreate): Promise<AlertRule> {
  const seriesId = seriesOfRequest(request);
  const base = { kind: request.kind, seriesId, rateType: rateSeriesById(seriesId)?.term ?? ('30y' as const) };
  switch (request.kind) {
    case 'rate':
      return {
        ...base,
        threshold: rate3(request.threshold),
        direction: request.direction,
        upperThreshold: null,
        inputs: null,
        rearmMargin: rearmMarginOf(request.rearmMargin),
      };
    case 'refinance':
      return {
        ...base,
        threshold: refinanceThreshold(request.inputs),
        direction: 'below',
        upperThreshold: null,
        inputs: request.inputs,
        rearmMargin: rearmMarginOf(request.rearmMargin),
      };
    case 'payment':
      return {
        ...base,
        threshold: paymentThreshold(request.inputs),
        direction: 'below',
        upperThreshold: null,
        inputs: request.inputs,
        rearmMargin: rearmMarginOf(request.rearmMargin),
      };
    case 'rate_move': {
      const baseRate = await latestRateValue(db, seriesId);
      if (baseRate === undefined) throw new ApiFailure(422, 'validation_failed', NO_RATE_YET);
      const state: RateMoveState = { move: request.inputs.move, baseRate };
      return { ...base, ...rateMoveEdges(state), direction: 'below', inputs: state, rearmMargin: null };
    }
  }
}
