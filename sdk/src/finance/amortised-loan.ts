import { paymentCount } from './loan-terms';
import { remainingBalance } from './remaining-balance';

export interface AmortisedLoan {
  /** Balance owed after the payments, unrounded like remainingBalance (round to cents for display). */
  readonly balance: number;
  /** Years then left, a whole number of months: (payments left) / 12. */
  readonly yearsRemaining: number;
}

/**
 * A loan after `monthsElapsed` scheduled payments, for re-deriving a refinance alert's threshold
 * as the balance amortises each month. Months are whole (fractions round down) and clamped to the
 * loan's payments; a paid-off loan owes 0 with 0 years left. The scheduled payment of the result
 * equals the original's, so the alert keeps comparing against the payment the owner really makes.
 * Derive from the inputs as entered and the months since then, rather than month over month from
 * the last result, so that no rounding builds up.
 */
export function amortisedLoan(
  balance: number,
  ratePercent: number,
  yearsRemaining: number,
  monthsElapsed: number,
): AmortisedLoan {
  const payments = Math.max(0, paymentCount(yearsRemaining));
  // NaN months count as none; Infinity as all of them.
  const made = Math.min(Math.max(0, Math.floor(monthsElapsed) || 0), payments);
  return {
    balance: remainingBalance(balance, ratePercent, yearsRemaining, made),
    yearsRemaining: (payments - made) / 12,
  };
}
