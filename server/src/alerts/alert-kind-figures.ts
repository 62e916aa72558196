import {
  breakEvenMonthNumber,
  formatPayment,
  formatTotal,
  paymentAt,
  refinanceOutcomeAt,
} from '@mrn/sdk/finance';
import type { AccountAlertInputs } from '@mrn/sdk/schemas';

/** `6.125%` from a number, trailing zeros kept so values line up. */
const percent = (value: number) => `${value.toFixed(3)}%`;

/**
 * What a fired refinance, payment or rate-move alert means in money, at the observed rate: the
 * lines of its mail, computed by sdk/finance exactly as the refinance and payment calculators show
 * them for the same inputs. Undefined for plain rate alerts (their mail says it all in rates).
 */
export function alertKindFigures(
  inputs: AccountAlertInputs,
  rateLabel: string,
  rate: number,
): { summary: string; subject: string; lines: string[] } | undefined {
  if (inputs === null) return undefined;
  switch (inputs.kind) {
    case 'refinance': {
      const loan = inputs.refinance;
      const outcome = refinanceOutcomeAt(loan, rate);
      if (outcome === null) return undefined;
      const interest = outcome.interestDifference;
      const lines = [
        `Your loan: ${formatTotal(loan.currentBalance)} at ${percent(loan.currentRate)}, ` +
          `${loan.yearsRemaining} years left, paying ${formatPayment(outcome.currentPayment)} a month (principal and interest)`,
        `New ${loan.newTermYears}-year loan at ${percent(rate)}: ${formatPayment(outcome.newPayment)} a month`,
        `Monthly saving: ${formatPayment(outcome.monthlySaving)}`,
        outcome.breakEvenMonths === null
          ? 'Break-even: never (the new payment is not lower)'
          : `Break-even: month ${breakEvenMonthNumber(outcome.breakEvenMonths)} ` +
            `(closing costs of ${formatTotal(loan.closingCosts)} paid back by the savings)`,
        interest >= 0
          ? `Lifetime interest: ${formatTotal(interest)} less than keeping your current loan`
          : `Lifetime interest: ${formatTotal(-interest)} more than keeping your current loan (the new term is longer)`,
      ];
      return {
        subject: `refinancing saves ${formatPayment(outcome.monthlySaving)} a month`,
        summary:
          `Refinancing at today's ${rateLabel} rate of ${percent(rate)} would save you ` +
          `${formatPayment(outcome.monthlySaving)} a month, which meets the rule you set.`,
        lines,
      };
    }
    case 'payment': {
      const home = inputs.payment;
      const payment = paymentAt(home, rate);
      if (payment === null) return undefined;
      return {
        subject: `your payment would be ${formatPayment(payment.totalPayment)} a month`,
        summary:
          `At today's ${rateLabel} rate of ${percent(rate)} the monthly payment on the home you are watching is ` +
          `${formatPayment(payment.totalPayment)}, at or under your target of ${formatPayment(home.targetMonthlyPayment)}.`,
        lines: [
          `Home price ${formatTotal(home.homePrice)}, down payment ${formatTotal(home.downPayment)}, ${home.termYears}-year loan`,
          `Principal and interest: ${formatPayment(payment.principalAndInterest)} a month`,
          `Total with tax, insurance, HOA and PMI: ${formatPayment(payment.totalPayment)} a month`,
        ],
      };
    }
    case 'rate_move': {
      const { move, baseRate, previousBaseRate } = inputs.rateMove;
      // The fan-out re-bases a fired alert on the observed rate after queueing its mail, so the mail may
      // be composed before or after that: re-based, the level it moved from is the previous base.
      // (The base is never the observed rate before re-basing: the rate moved at least `move` from it.)
      const from = baseRate === rate ? (previousBaseRate ?? baseRate) : baseRate;
      const moved = rate - from;
      return {
        subject: `moved ${Math.abs(moved).toFixed(3)} points since ${percent(from)}`,
        summary:
          `The ${rateLabel} rate has moved ${Math.abs(moved).toFixed(3)} points ${moved < 0 ? 'down' : 'up'} since ` +
          `${percent(from)}, past the ${move.toFixed(3)}-point move you asked to hear about.`,
        lines: [
          `From ${percent(from)} to ${percent(rate)}`,
          `We now measure from ${percent(rate)}: the next alert comes when the rate reaches ` +
            `${percent(rate - move)} or ${percent(rate + move)}.`,
        ],
      };
    }
  }
}
