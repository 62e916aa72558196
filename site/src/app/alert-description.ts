import { formatPayment, formatTotal } from '@mrn/sdk/finance/currency-format';
import type { AccountAlert } from '@mrn/sdk/schemas/app-alerts';
import { RATE_TYPE_LABELS } from '@mrn/sdk/schemas/rate-type';
import { describeAlert, formatThreshold } from './rate-format.ts';

type DescribedAlert = Pick<
  AccountAlert,
  'kind' | 'rateType' | 'direction' | 'threshold' | 'upperThreshold' | 'inputs'
> &
  Partial<Pick<AccountAlert, 'seriesLabel'>>;

const rateNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const points = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 });

function years(count: number): string {
  return `${rateNumber.format(count)} ${count === 1 ? 'year' : 'years'}`;
}

/**
 * What an alert watches, in one line (its heading, and what the delete question and messages quote):
 * "30-year fixed below 5.750%", "Refinance $250,000 at 7.5%: save at least $150.00 a month",
 * "Payment of $2,500.00 a month or less on a $400,000 home", "30-year fixed moves 0.25 points".
 */
export function describeAlertKind(alert: DescribedAlert): string {
  const inputs = alert.inputs;
  if (inputs?.kind === 'refinance') {
    const loan = inputs.refinance;
    const rules = [
      loan.minMonthlySaving === null ? null : `save at least ${formatPayment(loan.minMonthlySaving)} a month`,
      loan.maxBreakEvenMonths === null ? null : `break even within ${loan.maxBreakEvenMonths} months`,
    ].filter((rule) => rule !== null);
    return `Refinance ${formatTotal(loan.currentBalance)} at ${rateNumber.format(loan.currentRate)}%: ${rules.join(' and ')}`;
  }
  if (inputs?.kind === 'payment') {
    const home = inputs.payment;
    return `Payment of ${formatPayment(home.targetMonthlyPayment)} a month or less on a ${formatTotal(home.homePrice)} home`;
  }
  if (inputs?.kind === 'rate_move') {
    return `${alert.seriesLabel ?? RATE_TYPE_LABELS[alert.rateType]} moves ${points.format(inputs.rateMove.move)} points`;
  }
  return describeAlert(alert);
}

/** The details under the heading: the loan or home the alert was set up with. */
export function alertInputsSummary(alert: DescribedAlert): string | null {
  const inputs = alert.inputs;
  if (inputs?.kind === 'refinance') {
    const loan = inputs.refinance;
    return (
      `${years(loan.yearsRemaining)} left; ${formatTotal(loan.closingCosts)} closing costs; ` +
      `new ${rateNumber.format(loan.newTermYears)}-year loan.`
    );
  }
  if (inputs?.kind === 'payment') {
    const home = inputs.payment;
    const extras = [
      home.propertyTaxYearly > 0 ? `${formatTotal(home.propertyTaxYearly)} tax a year` : null,
      home.homeInsuranceYearly > 0 ? `${formatTotal(home.homeInsuranceYearly)} insurance a year` : null,
      home.hoaMonthly > 0 ? `${formatPayment(home.hoaMonthly)} HOA a month` : null,
      home.pmiMonthly > 0 ? `${formatPayment(home.pmiMonthly)} PMI a month` : null,
    ].filter((part) => part !== null);
    return (
      `${formatTotal(home.downPayment)} down, ${years(home.termYears)}` +
      (extras.length > 0 ? `; ${extras.join(', ')}.` : '.')
    );
  }
  if (inputs?.kind === 'rate_move') {
    return `Measured from ${formatThreshold(inputs.rateMove.baseRate)}, in either direction; after it fires it measures from the new level.`;
  }
  return null;
}

/**
 * The rate(s) the alert fires at, in words: "Fires when the 30-year FHA rate is at or below 6.125%."
 * A money alert whose rule no rate meets any more has threshold 0.
 */
export function alertThresholdText(alert: DescribedAlert): string {
  const label = alert.seriesLabel ?? RATE_TYPE_LABELS[alert.rateType];
  if (alert.kind === 'rate_move' && alert.upperThreshold !== null) {
    return `Fires when the ${label} rate is at or below ${formatThreshold(alert.threshold)}, or at or above ${formatThreshold(alert.upperThreshold)}.`;
  }
  if ((alert.kind === 'refinance' || alert.kind === 'payment') && alert.threshold <= 0) {
    return 'No rate meets this rule at the moment.';
  }
  return `Fires when the ${label} rate is at or ${alert.direction} ${formatThreshold(alert.threshold)}.`;
}
