import type { AlertDirection } from '../schemas/alert-direction';
import { RATE_TYPE_LABELS, type RateType } from '../schemas/rate-type';
import { formatPayment } from './currency-format';
import { type PaymentAlertInputs, paymentAt } from './payment-alert';
import { rateOfStep, stepOfRate } from './rate-threshold-search';
import { type RefinanceAlertInputs, type RefinanceAlertOutcome, refinanceOutcomeAt } from './refinance-alert';

/**
 * Where an alert stands against today's rate (issue 14 item 5): how far the rate still has to move,
 * what that means in dollars, and one plain-English sentence. The dashboard shows it beside each
 * alert and the server's mails quote it, so it is pure (no DOM) and takes the alert's own fields.
 * It takes structural types (not the schemas' inferred ones) so the GET answer of /api/app/alerts
 * (sdk/src/schemas/app-alerts.ts) and the server's alert rows both fit them as they are.
 */
export interface StandingAlert {
  readonly kind: 'rate' | 'refinance' | 'payment' | 'rate_move';
  readonly rateType: RateType;
  /** The series it watches in words ("30-year FHA"); without it, the conforming rate of its term. */
  readonly seriesLabel?: string;
  /** Target, derived rate (0 when no rate meets the rule), or the lower edge of a rate move. */
  readonly threshold: number;
  /** Upper edge of a rate move; null for the other kinds. */
  readonly upperThreshold: number | null;
  readonly direction: AlertDirection;
  /** False after the alert fired, until the rate comes back by the re-arm margin. */
  readonly armed: boolean;
  readonly rearmMargin: number | null;
  /** Where a disarmed alert re-arms, as the server stored it; without it, threshold ± re-arm margin. */
  readonly rearmAt?: number | null;
  readonly inputs:
    | null
    | { readonly kind: 'refinance'; readonly refinance: RefinanceAlertInputs }
    | { readonly kind: 'payment'; readonly payment: PaymentAlertInputs }
    | { readonly kind: 'rate_move'; readonly rateMove: { readonly move: number; readonly baseRate: number } };
}

/** A dollar figure of a money alert, per month: today's value and what the alert waits for. */
export type StandingDollars =
  | {
      /** Refinance: the monthly saving at today's rate, and the least saving the rule accepts. */
      readonly kind: 'monthlySaving';
      readonly today: number;
      readonly target: number;
      /** Dollars a month still missing (0 once met). */
      readonly shortfall: number;
      /** The calculator's figures at today's rate (new payment, break-even...). */
      readonly outcome: RefinanceAlertOutcome;
    }
  | {
      /** Payment target: the total monthly payment at today's rate, and the target. */
      readonly kind: 'payment';
      readonly today: number;
      readonly target: number;
      /** Dollars a month above the target (0 once met). */
      readonly shortfall: number;
    };

export interface AlertStanding {
  /**
   * Points the rate still has to move for the alert to fire: negative to fall, positive to rise,
   * 0 when today's rate already meets it. Null while the alert is disarmed (it cannot fire until it
   * re-arms), when no rate meets its rule (threshold 0), or when today's rate is unknown.
   */
  readonly pointsToGo: number | null;
  /** Today's rate meets the alert (it fires on the next observation if armed). */
  readonly met: boolean;
  /** The rate at which a disarmed alert arms again; null while armed. */
  readonly rearmsAt: number | null;
  /** Null for plain rate and rate-move alerts, and when the calculator refuses the inputs. */
  readonly dollars: StandingDollars | null;
  /** One sentence for the dashboard and the mails. */
  readonly summary: string;
}

const observedRate = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const thresholdRate = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** A published rate: 6.85% or 6.125%. */
export function formatStandingRate(percent: number): string {
  return `${observedRate.format(percent)}%`;
}

/** An alert threshold with the three decimals it is stored with: 6.125%. */
export function formatStandingThreshold(percent: number): string {
  return `${thresholdRate.format(percent)}%`;
}

/** "0.375 points", "1.00 points" (a size, so without its sign). */
export function formatPoints(points: number): string {
  return `${observedRate.format(Math.abs(points))} points`;
}

/** b - a in whole 0.001 steps, so 6.5 - 6.125 is exactly 0.375. */
function stepsBetween(from: number, to: number): number {
  return rateOfStep(stepOfRate(to) - stepOfRate(from));
}

/** The rate a fired alert must come back past to arm again: above a "below" threshold, and vice versa. */
export function rearmRate(alert: Pick<StandingAlert, 'threshold' | 'direction' | 'rearmMargin'>): number {
  const margin = alert.rearmMargin ?? 0;
  const step = stepOfRate(alert.threshold) + (alert.direction === 'below' ? 1 : -1) * stepOfRate(margin);
  return rateOfStep(step);
}

/** Points to go for a one-sided threshold: 0 once met. */
function pointsToThreshold(threshold: number, direction: AlertDirection, rate: number): number {
  const gap = stepsBetween(rate, threshold);
  return direction === 'below' ? Math.min(0, gap) : Math.max(0, gap);
}

/** Points to the nearer edge of a rate move (negative: down to the lower edge); 0 once outside. */
function pointsToEdges(lower: number, upper: number, rate: number): number {
  const down = stepsBetween(rate, lower);
  const up = stepsBetween(rate, upper);
  if (down >= 0 || up <= 0) return 0;
  return -down <= up ? down : up;
}

function refinanceDollars(inputs: RefinanceAlertInputs, rate: number): StandingDollars | null {
  const outcome = refinanceOutcomeAt(inputs, rate);
  if (outcome === null) return null;
  // Break-even within N months means saving at least closing costs / N a month.
  const breakEvenNeeds =
    inputs.maxBreakEvenMonths === null ? 0 : inputs.closingCosts / inputs.maxBreakEvenMonths;
  const target = Math.max(inputs.minMonthlySaving ?? 0, breakEvenNeeds);
  return {
    kind: 'monthlySaving',
    today: outcome.monthlySaving,
    target,
    shortfall: Math.max(0, target - outcome.monthlySaving),
    outcome,
  };
}

function paymentDollars(inputs: PaymentAlertInputs, rate: number): StandingDollars | null {
  const payment = paymentAt(inputs, rate);
  if (payment === null) return null;
  return {
    kind: 'payment',
    today: payment.totalPayment,
    target: inputs.targetMonthlyPayment,
    shortfall: Math.max(0, payment.totalPayment - inputs.targetMonthlyPayment),
  };
}

/** The dollar figures of a money alert at `rate` (also what the create form shows before saving). */
export function standingDollarsAt(
  alert: Pick<StandingAlert, 'inputs'>,
  rate: number,
): StandingDollars | null {
  const inputs = alert.inputs;
  if (inputs?.kind === 'refinance') return refinanceDollars(inputs.refinance, rate);
  if (inputs?.kind === 'payment') return paymentDollars(inputs.payment, rate);
  return null;
}

function dollarSentence(dollars: StandingDollars, rate: number, met: boolean): string {
  const today = `At today's ${formatStandingRate(rate)}`;
  if (dollars.kind === 'payment') {
    const payment = `${today}, the monthly payment would be ${formatPayment(dollars.today)}`;
    return met
      ? `${payment}, within your ${formatPayment(dollars.target)} target.`
      : `${payment}, ${formatPayment(dollars.shortfall)} above your ${formatPayment(dollars.target)} target.`;
  }
  const saving =
    dollars.today >= 0
      ? `${today}, refinancing would save ${formatPayment(dollars.today)} a month`
      : `${today}, refinancing would raise your payment by ${formatPayment(-dollars.today)} a month`;
  return met
    ? `${saving}, which meets your rule.`
    : `${saving}; your rule needs ${formatPayment(dollars.target)} (${formatPayment(dollars.shortfall)} more).`;
}

/**
 * Where `alert` stands when the published rate of its series is `rate` (null: not known yet).
 * Distances are in whole thousandths of a point, like the thresholds, so they read exactly.
 */
export function alertStanding(alert: StandingAlert, rate: number | null): AlertStanding {
  const label = alert.seriesLabel ?? RATE_TYPE_LABELS[alert.rateType];
  const threshold = formatStandingThreshold(alert.threshold);
  const isRateMove = alert.kind === 'rate_move' && alert.upperThreshold !== null;
  const noRate = (alert.kind === 'refinance' || alert.kind === 'payment') && alert.threshold <= 0;
  const rearmsAt = alert.armed || isRateMove ? null : (alert.rearmAt ?? rearmRate(alert));

  if (noRate) {
    return {
      pointsToGo: null,
      met: false,
      rearmsAt: null,
      dollars: rate === null ? null : standingDollarsAt(alert, rate),
      summary:
        alert.kind === 'refinance'
          ? 'No rate meets this rule with these numbers: edit the alert (a lower break-even or saving, or lower closing costs).'
          : 'No rate brings the payment down to this target: edit the alert (a higher target or a larger down payment).',
    };
  }

  const met =
    rate !== null &&
    (isRateMove
      ? pointsToEdges(alert.threshold, alert.upperThreshold as number, rate) === 0
      : pointsToThreshold(alert.threshold, alert.direction, rate) === 0);
  const dollars = rate === null ? null : standingDollarsAt(alert, rate);

  if (rearmsAt !== null) {
    const back = alert.direction === 'below' ? 'above' : 'below';
    return {
      pointsToGo: null,
      met,
      rearmsAt,
      dollars,
      summary: `Fired; it re-arms when the ${label} rate is back ${back} ${formatStandingThreshold(rearmsAt)}.`,
    };
  }

  if (rate === null) {
    return {
      pointsToGo: null,
      met: false,
      rearmsAt: null,
      dollars: null,
      summary: "Today's rate is not known yet.",
    };
  }

  if (isRateMove) {
    const upper = alert.upperThreshold as number;
    const pointsToGo = pointsToEdges(alert.threshold, upper, rate);
    const edges = `${threshold} or below, or ${formatStandingThreshold(upper)} or above`;
    const summary = met
      ? `The ${label} rate is ${formatStandingRate(rate)}, outside ${threshold}–${formatStandingThreshold(upper)}: the move has happened.`
      : `The ${label} rate is ${formatStandingRate(rate)}; this alert fires at ${edges} (${formatPoints(pointsToGo)} away).`;
    return { pointsToGo, met, rearmsAt: null, dollars: null, summary };
  }

  const pointsToGo = pointsToThreshold(alert.threshold, alert.direction, rate);
  const side = alert.direction === 'below' ? 'or lower' : 'or higher';
  if (dollars !== null) {
    const when = met ? '' : ` It fires at ${threshold} ${side}, ${formatPoints(pointsToGo)} away.`;
    return {
      pointsToGo,
      met,
      rearmsAt: null,
      dollars,
      summary: `${dollarSentence(dollars, rate, met)}${when}`,
    };
  }
  const summary = met
    ? `The ${label} rate is ${formatStandingRate(rate)}, at or ${alert.direction} your ${threshold} target.`
    : `The ${label} rate is ${formatStandingRate(rate)}, ${formatPoints(pointsToGo)} ${alert.direction === 'below' ? 'above' : 'below'} your ${threshold} target.`;
  return { pointsToGo, met, rearmsAt: null, dollars, summary };
}
