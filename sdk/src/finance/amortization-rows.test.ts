import { CUMIPMT } from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizationRows, type ScheduleRow } from './amortization-rows';
import { parseIsoDate } from './calendar-date';
import type { ExtraPaymentPlan } from './extra-payment-plan';
import { simulatePayoff } from './payoff-simulation';

function excel(value: number | Error): number {
  if (value instanceof Error) throw value;
  return value;
}

const loanCase = fc.record({
  principal: fc.integer({ min: 100_000, max: 500_000_000 }).map((cents) => cents / 100),
  ratePercent: fc.integer({ min: 1, max: 2_000 }).map((hundredths) => hundredths / 100),
  years: fc.integer({ min: 1, max: 40 }),
});

const extraPlan: fc.Arbitrary<ExtraPaymentPlan> = fc.record({
  amount: fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
  frequency: fc.constantFrom('monthly' as const, 'yearly' as const),
  startMonth: fc.integer({ min: 1, max: 500 }),
});

function schedule(
  principal: number,
  ratePercent: number,
  years: number,
  options?: Parameters<typeof amortizationRows>[3],
) {
  return Array.from(amortizationRows(principal, ratePercent, years, options));
}

function sum(rows: readonly ScheduleRow[], pick: (row: ScheduleRow) => number): number {
  let total = 0;
  for (const row of rows) total += pick(row);
  return total;
}

describe('amortizationRows', () => {
  it('starts with the hand-computed first month of $300,000 at 6.5% / 30y', () => {
    const [first] = schedule(300_000, 6.5, 30);
    expect(first.month).toBe(1);
    expect(first.date).toBeNull();
    expect(first.interest).toBeCloseTo(1625, 10); // 300000 * 0.065 / 12
    expect(first.principal).toBeCloseTo(271.2, 2); // 1896.20 - 1625.00
    expect(first.balance).toBeCloseTo(299_728.8, 2);
  });

  it('has one row per month and ends at exactly 0', () => {
    const rows = schedule(300_000, 6.5, 30);
    expect(rows).toHaveLength(360);
    expect(rows[359].balance).toBe(0);
  });

  it('yields nothing for an empty loan or term', () => {
    expect(schedule(0, 6.5, 30)).toEqual([]);
    expect(schedule(100_000, 6.5, 0)).toEqual([]);
  });

  it('dates payments monthly from the first payment date, clamping to short months', () => {
    const rows = schedule(10_000, 5, 1, { firstPaymentDate: parseIsoDate('2024-01-31') });
    expect(rows.slice(0, 4).map((row) => row.date)).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
    ]);
    expect(rows[11].date).toBe('2024-12-31');
  });

  it('rolls dates over into the next year', () => {
    const rows = schedule(10_000, 5, 2, { firstPaymentDate: parseIsoDate('2025-11-15') });
    expect(rows[2].date).toBe('2026-01-15');
    expect(rows[23].date).toBe('2027-10-15');
  });

  it('agrees with Excel CUMIPMT on total interest for 1,000 generated loans', () => {
    fc.assert(
      fc.property(loanCase, ({ principal, ratePercent, years }) => {
        const rows = schedule(principal, ratePercent, years);
        const excelInterest = -excel(CUMIPMT(ratePercent / 1200, years * 12, principal, 1, years * 12, 0));
        expect(Math.abs(sum(rows, (row) => row.interest) - excelInterest)).toBeLessThan(0.005);
      }),
      { numRuns: 1_000 },
    );
  });

  it('agrees with Excel CUMIPMT on interest between two periods for 1,000 generated loans', () => {
    const caseWithPeriods = loanCase.chain((loan) =>
      fc
        .tuple(fc.integer({ min: 1, max: loan.years * 12 }), fc.integer({ min: 1, max: loan.years * 12 }))
        .map(([a, b]) => ({ ...loan, first: Math.min(a, b), last: Math.max(a, b) })),
    );
    fc.assert(
      fc.property(caseWithPeriods, ({ principal, ratePercent, years, first, last }) => {
        const rows = schedule(principal, ratePercent, years).slice(first - 1, last);
        const excelInterest = -excel(CUMIPMT(ratePercent / 1200, years * 12, principal, first, last, 0));
        expect(Math.abs(sum(rows, (row) => row.interest) - excelInterest)).toBeLessThan(0.005);
      }),
      { numRuns: 1_000 },
    );
  });

  it('repays exactly the loan in principal, to the cent, with or without extra payments', () => {
    fc.assert(
      fc.property(loanCase, fc.option(extraPlan, { nil: undefined }), (loan, plan) => {
        const rows = schedule(loan.principal, loan.ratePercent, loan.years, { extraPayments: plan });
        const repaid = sum(rows, (row) => row.principal + row.extra);
        expect(Math.abs(repaid - loan.principal)).toBeLessThan(0.005);
        expect(rows[rows.length - 1].balance).toBe(0);
      }),
      { numRuns: 1_000 },
    );
  });

  it('never lets a balance increase', () => {
    fc.assert(
      fc.property(loanCase, fc.option(extraPlan, { nil: undefined }), (loan, plan) => {
        let previous = loan.principal;
        let increases = 0;
        for (const row of amortizationRows(loan.principal, loan.ratePercent, loan.years, {
          extraPayments: plan,
        })) {
          if (row.balance > previous || row.balance < 0) increases++;
          previous = row.balance;
        }
        expect(increases).toBe(0);
      }),
      { numRuns: 1_000 },
    );
  });

  it('caps an extra payment larger than the balance and stops there', () => {
    const rows = schedule(10_000, 6, 30, {
      extraPayments: { amount: 50_000, frequency: 'monthly', startMonth: 1 },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0].principal + rows[0].extra).toBeCloseTo(10_000, 8);
    expect(rows[0].extra).toBeLessThan(10_000);
    expect(rows[0].balance).toBe(0);
  });

  it('makes yearly extra payments only in months 13, 25, 37 ... from the start month', () => {
    const rows = schedule(300_000, 6.5, 30, {
      extraPayments: { amount: 1_000, frequency: 'yearly', startMonth: 1 },
    });
    const extraMonths = rows.filter((row) => row.extra > 0).map((row) => row.month);
    expect(extraMonths.slice(0, 3)).toEqual([13, 25, 37]);
    expect(extraMonths.every((month) => month % 12 === 1 && month > 1)).toBe(true);
    const fromMonth30 = schedule(300_000, 6.5, 30, {
      extraPayments: { amount: 1_000, frequency: 'yearly', startMonth: 30 },
    });
    expect(fromMonth30.find((row) => row.extra > 0)?.month).toBe(37);
  });

  it('makes no extra payment when the start month is beyond the term', () => {
    const rows = schedule(300_000, 6.5, 30, {
      extraPayments: { amount: 500, frequency: 'monthly', startMonth: 361 },
    });
    expect(rows).toHaveLength(360);
    expect(rows.every((row) => row.extra === 0)).toBe(true);
  });

  it('gives the same totals as the payoff simulation built on it', () => {
    fc.assert(
      fc.property(loanCase, fc.option(extraPlan, { nil: undefined }), (loan, plan) => {
        const rows = schedule(loan.principal, loan.ratePercent, loan.years, { extraPayments: plan });
        const summary = simulatePayoff(loan.principal, loan.ratePercent, loan.years, plan);
        expect(summary.payoffMonths).toBe(rows.length);
        expect(summary.totalInterest).toBeCloseTo(
          sum(rows, (row) => row.interest),
          6,
        );
        expect(summary.totalExtraPaid).toBeCloseTo(
          sum(rows, (row) => row.extra),
          6,
        );
        for (const row of rows) {
          if (row.month % 12 === 0)
            expect(summary.yearEndBalances[row.month / 12]).toBeCloseTo(row.balance, 6);
        }
      }),
      { numRuns: 300 },
    );
  });
});
