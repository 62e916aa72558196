import type { AccountAlert } from '@mrn/sdk/schemas/app-alerts';

/** A rate alert as GET /api/app/alerts lists it: 30-year below 5.75%, active, armed, never fired. */
export function accountAlert(overrides: Partial<AccountAlert> = {}): AccountAlert {
  return {
    id: 'a1',
    kind: 'rate',
    rateType: '30y',
    series: 'OBMMIC30YF',
    seriesLabel: '30-year fixed',
    threshold: 5.75,
    direction: 'below',
    upperThreshold: null,
    rearmMargin: 0.125,
    armed: true,
    rearmAt: null,
    inputs: null,
    status: 'active',
    partnerName: null,
    createdAt: '2026-01-01T00:00:00Z',
    lastNotifiedAt: null,
    notifications: [],
    ...overrides,
  };
}

/** $250,000 at 7.5% with 25 years left, $5,000 closing costs, new 30-year: save at least $150 a month. */
export const REFINANCE_INPUTS = {
  currentBalance: 250_000,
  currentRate: 7.5,
  yearsRemaining: 25,
  closingCosts: 5_000,
  newTermYears: 30,
  minMonthlySaving: 150,
  maxBreakEvenMonths: null,
};
