import type { InputBounds } from './input-bounds';

/**
 * Estimated closing costs and cash to close (issue 13 item 19).
 *
 * Closing costs (lender and origination fees, appraisal, title insurance, recording and transfer
 * charges, prepaid interest and the first escrow deposits) usually come to about 2% to 5% of the loan;
 * 3% is the default estimate. The Loan Estimate a lender must give within three business days of an
 * application has the real figures.
 */
export const DEFAULT_CLOSING_COST_PERCENT = '3';

/**
 * Closing costs as a percentage of the loan: 0.001% to 15%, or 0. Above the usual 2-5% to allow small
 * loans, where fixed fees weigh more.
 */
export const CLOSING_COST_PERCENT_BOUNDS: InputBounds = { min: 0.001, max: 15, unit: 'percent' };

/** Closing costs in dollars: the loan amount times the percentage. */
export function estimatedClosingCosts(loanAmount: number, closingCostPercent: number): number {
  return (Math.max(0, loanAmount) * Math.max(0, closingCostPercent)) / 100;
}

/**
 * The cash needed at closing: the down payment, the closing costs, and an FHA upfront premium or VA
 * funding fee when it is paid in cash rather than added to the loan.
 */
export function cashToClose(downPayment: number, closingCosts: number, upfrontFeePaidInCash: number): number {
  return downPayment + closingCosts + upfrontFeePaidInCash;
}
