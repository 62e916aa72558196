import type { LoanType } from './loan-type';

/**
 * The VA funding fee on a VA purchase loan, by down payment, for loans closed from April 7, 2023
 * (VA's current funding fee table; issue 13 item 19). VA loans need no down payment and no mortgage
 * insurance; the fee is a share of the base loan (price minus down payment), usually added to the loan.
 *
 * | Down payment        | First use | Later use |
 * |---------------------|-----------|-----------|
 * | under 5%            | 2.15%     | 3.3%      |
 * | 5% to under 10%     | 1.5%      | 1.5%      |
 * | 10% or more         | 1.25%     | 1.25%     |
 *
 * Veterans receiving VA disability compensation (and some surviving spouses and Purple Heart
 * recipients on active duty) pay no fee: the 'va-exempt' loan type.
 */
export interface VaFeeStep {
  /** The step applies when the down payment is at least this share of the price. */
  readonly minDownShare: number;
  readonly firstUsePercent: number;
  readonly laterUsePercent: number;
}

/** From the largest down payment share down; the last step (0) always applies. */
export const VA_FUNDING_FEE_STEPS: readonly VaFeeStep[] = [
  { minDownShare: 0.1, firstUsePercent: 1.25, laterUsePercent: 1.25 },
  { minDownShare: 0.05, firstUsePercent: 1.5, laterUsePercent: 1.5 },
  { minDownShare: 0, firstUsePercent: 2.15, laterUsePercent: 3.3 },
];

/** The funding fee in percent of the base loan for a VA loan type (0 for other types). */
export function vaFundingFeePercent(loanType: LoanType, downPayment: number, homePrice: number): number {
  if (loanType !== 'va' && loanType !== 'va-subsequent') return 0;
  const step =
    VA_FUNDING_FEE_STEPS.find(({ minDownShare }) => downPayment >= homePrice * minDownShare) ??
    VA_FUNDING_FEE_STEPS[VA_FUNDING_FEE_STEPS.length - 1];
  return loanType === 'va' ? step.firstUsePercent : step.laterUsePercent;
}
