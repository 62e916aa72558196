import { formatPayment, formatTotal } from '@mrn/sdk/finance';
import { type AccountAlertInputs, rateSeriesLabel } from '@mrn/sdk/schemas';
import { percent } from './rate-alert-mail.ts';

/**
 * What a refinance or payment alert asks for, and the rate that stands for it, in the words of its
 * confirmation mail and its partner's new-lead mail: "email me when refinancing my $250,000 loan at
 * 7.5% would save at least $150.00 a month. That happens when the 30-year fixed rate falls to or below
 * 6.184%." Undefined for the other kinds, whose threshold is the rule itself.
 */
export function derivedAlertRule(
  inputs: AccountAlertInputs | undefined,
  seriesId: string,
  threshold: string,
): string | undefined {
  const when = `That happens when the ${rateSeriesLabel(seriesId)} rate falls to or below ${percent(threshold)}.`;
  if (inputs?.kind === 'refinance') {
    const loan = inputs.refinance;
    const rules = [
      loan.minMonthlySaving === null ? null : `save at least ${formatPayment(loan.minMonthlySaving)} a month`,
      loan.maxBreakEvenMonths === null
        ? null
        : `pay back ${formatTotal(loan.closingCosts)} of closing costs within ${loan.maxBreakEvenMonths} months`,
    ].filter((rule) => rule !== null);
    return (
      `refinancing a ${formatTotal(loan.currentBalance)} loan at ${loan.currentRate}% ` +
      `(${loan.yearsRemaining} years left) into a new ${loan.newTermYears}-year loan would ${rules.join(' and ')}. ${when}`
    );
  }
  if (inputs?.kind === 'payment') {
    const home = inputs.payment;
    return (
      `the monthly payment on a ${formatTotal(home.homePrice)} home with ${formatTotal(home.downPayment)} down ` +
      `(${home.termYears}-year loan, tax, insurance and HOA included) would fall to ` +
      `${formatPayment(home.targetMonthlyPayment)}. ${when}`
    );
  }
  return undefined;
}
