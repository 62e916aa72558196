import { formatPayment } from '@mrn/sdk/finance/currency-format';
import { paymentAt, paymentThresholdRate } from '@mrn/sdk/finance/payment-alert';
import { rateOfStep, stepOfRate } from '@mrn/sdk/finance/rate-threshold-search';
import {
  breakEvenMonthNumber,
  refinanceOutcomeAt,
  refinanceThresholdRate,
} from '@mrn/sdk/finance/refinance-alert';
import {
  paymentAlertInputsSchema,
  rateMoveInputsSchema,
  refinanceAlertInputsSchema,
} from '@mrn/sdk/schemas/alert-kinds';
import { rateSeriesLabel } from '@mrn/sdk/schemas/rate-series';
import { type AlertFormValues, paymentInputsOf, refinanceInputsOf } from './alert-form-values.ts';
import { formatRate, formatThreshold } from './rate-format.ts';
import type { TodayRates } from './today-rates.ts';

interface AlertPreviewProps {
  values: AlertFormValues;
  todayRates: TodayRates;
}

/**
 * A refinance or payment alert's first line: the rate its rule implies, at which it will mail, or,
 * when no rate can meet the rule (null), that kind's own advice.
 */
function thresholdLine(label: string, threshold: number | null, unreachable: string): string {
  return threshold === null
    ? unreachable
    : `We will email you when the ${label} rate is at or below ${formatThreshold(threshold)}.`;
}

/**
 * What the alert will do, worked out live with the same sdk math the server uses: the rate a
 * refinance rule or payment target implies, and the figures at today's rate. Nothing until the
 * inputs parse (their messages appear on submit).
 */
export function alertPreviewLines(values: AlertFormValues, todayRates: TodayRates): string[] {
  const label = rateSeriesLabel(values.series);
  const today = todayRates[values.series];
  if (values.kind === 'refinance') {
    const parsed = refinanceAlertInputsSchema.safeParse(refinanceInputsOf(values.refinance));
    if (!parsed.success) return [];
    const threshold = refinanceThresholdRate(parsed.data);
    const lines = [
      thresholdLine(
        label,
        threshold,
        'No rate would meet this rule with these numbers: try a smaller saving, a longer break-even or lower closing costs.',
      ),
    ];
    const outcome = today === undefined ? null : refinanceOutcomeAt(parsed.data, today);
    if (today !== undefined && outcome !== null) {
      const breakEven =
        outcome.breakEvenMonths === null
          ? 'no break-even, as the payment would not go down'
          : `break-even in month ${breakEvenMonthNumber(outcome.breakEvenMonths)}`;
      lines.push(
        `At today's ${formatRate(today)}: new payment ${formatPayment(outcome.newPayment)} a month ` +
          `(now ${formatPayment(outcome.currentPayment)}), ` +
          (outcome.monthlySaving >= 0
            ? `saving ${formatPayment(outcome.monthlySaving)} a month, `
            : `${formatPayment(-outcome.monthlySaving)} a month more, `) +
          `${breakEven}.`,
      );
    }
    return lines;
  }
  if (values.kind === 'payment') {
    const parsed = paymentAlertInputsSchema.safeParse(paymentInputsOf(values.payment));
    if (!parsed.success) return [];
    const threshold = paymentThresholdRate(parsed.data);
    const lines = [
      thresholdLine(
        label,
        threshold,
        'Tax, insurance, HOA and PMI alone come to more than this target: no rate would reach it.',
      ),
    ];
    const payment = today === undefined ? null : paymentAt(parsed.data, today);
    if (today !== undefined && payment !== null) {
      lines.push(
        `At today's ${formatRate(today)} the payment would be ${formatPayment(payment.totalPayment)} a month ` +
          `(${formatPayment(payment.principalAndInterest)} principal and interest).`,
      );
    }
    return lines;
  }
  if (values.kind === 'rate_move') {
    const parsed = rateMoveInputsSchema.safeParse({ move: values.move });
    if (!parsed.success) return [];
    const move = parsed.data.move;
    const after = `After it emails you, it measures from the new level and waits for the next ${move}-point move.`;
    if (today === undefined) {
      return [
        `We will email you when the ${label} rate moves ${move} points either way from today's level. ${after}`,
      ];
    }
    const lower = rateOfStep(stepOfRate(today) - stepOfRate(move));
    const upper = rateOfStep(stepOfRate(today) + stepOfRate(move));
    return [
      `The ${label} rate is ${formatRate(today)} today: we will email you when it is at or below ` +
        `${formatThreshold(lower)} or at or above ${formatThreshold(upper)}. ${after}`,
    ];
  }
  return [];
}

export default function AlertPreview({ values, todayRates }: AlertPreviewProps) {
  const lines = alertPreviewLines(values, todayRates);
  return (
    <output className="app-alert-preview" aria-live="polite">
      {lines.map((line) => (
        <p key={line} className="app-alert-preview-line">
          {line}
        </p>
      ))}
    </output>
  );
}
