import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_DEFAULTS } from './defaults';
import { calculateExtraPayment, yearsAndMonths } from './extra-payment';

const defaults = CALCULATOR_DEFAULTS['extra-payment'];

/** The spec §9 loop written out literally, as an independent oracle. */
function specLoop(
  loan: number,
  ratePercent: number,
  years: number,
  extra: number,
  yearly: boolean,
  start: number,
) {
  const r = ratePercent / 100 / 12;
  const n = years * 12;
  const payment = (loan * r * (1 + r) ** n) / ((1 + r) ** n - 1);
  let balance = loan;
  let month = 0;
  let interestPaid = 0;
  let extraPaid = 0;
  while (balance > 0.01 && month < n) {
    month += 1;
    const interest = balance * r;
    balance -= Math.min(payment - interest, balance);
    const due = month >= start && (!yearly || (month % 12 === 1 && month > 1));
    const extraNow = due ? Math.min(extra, balance) : 0;
    balance -= extraNow;
    interestPaid += interest;
    extraPaid += extraNow;
  }
  return { months: month, interestPaid, extraPaid };
}

describe('calculateExtraPayment', () => {
  const result = calculateExtraPayment(defaults);

  it('pays $300,000 at 6.5% off in 23 years 1 month with $200 a month extra', () => {
    const standard = specLoop(300_000, 6.5, 30, 0, false, 1);
    const accelerated = specLoop(300_000, 6.5, 30, 200, false, 1);
    expect(result?.standardMonthlyPayment).toBeCloseTo(1896.2, 2);
    expect(result?.standardPayoffMonths).toBe(360);
    expect(result?.newPayoffMonths).toBe(277);
    expect(yearsAndMonths(277)).toEqual({ years: 23, months: 1 });
    expect(result?.monthsSaved).toBe(83);
    expect(result?.yearsSaved).toBeCloseTo(6.92, 2);
    expect(result?.standardTotalInterest).toBeCloseTo(standard.interestPaid, 6);
    expect(result?.newTotalInterest).toBeCloseTo(accelerated.interestPaid, 6);
    expect(result?.interestSaved).toBeCloseTo(standard.interestPaid - accelerated.interestPaid, 6);
    expect(result?.totalExtraPaid).toBeCloseTo(accelerated.extraPaid, 6);
  });

  it('derives net savings and ROI as the spec defines them', () => {
    if (result === null) throw new Error('expected a result');
    expect(result.netSavings).toBeCloseTo(result.interestSaved - result.totalExtraPaid, 8);
    // 103448.79 / 55200 x 100 = 187.40 -> 187.4
    expect(result.roiPercent).toBe(187.4);
  });

  it('charts both balances year by year', () => {
    const balances = result?.yearlyBalances ?? [];
    expect(balances).toHaveLength(31);
    expect(balances[0]).toEqual({ year: 0, standardBalance: 300_000, extraBalance: 300_000 });
    expect(balances[1].extraBalance).toBeLessThan(balances[1].standardBalance);
    expect(balances[24].extraBalance).toBe(0);
    expect(balances[24].standardBalance).toBeGreaterThan(0);
  });

  it('agrees with the literal spec loop for any plan', () => {
    const plan = fc.record({
      loan: fc.integer({ min: 1_000, max: 2_000_000 }),
      rate: fc.integer({ min: 1, max: 1_500 }).map((hundredths) => hundredths / 100),
      years: fc.integer({ min: 1, max: 40 }),
      extra: fc.integer({ min: 0, max: 20_000 }),
      yearly: fc.boolean(),
      start: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(
      fc.property(plan, (p) => {
        const ours = calculateExtraPayment({
          loanAmount: String(p.loan),
          interestRate: String(p.rate),
          loanTerm: String(p.years),
          extraPayment: String(p.extra),
          frequency: p.yearly ? 'yearly' : 'monthly',
          startMonth: String(p.start),
        });
        const oracle = specLoop(p.loan, p.rate, p.years, p.extra, p.yearly, p.start);
        expect(ours?.newPayoffMonths).toBe(oracle.months);
        expect(ours?.newTotalInterest).toBeCloseTo(oracle.interestPaid, 4);
        expect(ours?.totalExtraPaid).toBeCloseTo(oracle.extraPaid, 4);
        expect(ours?.interestSaved).toBeGreaterThanOrEqual(-1e-6);
        expect(ours?.monthsSaved).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1_000 },
    );
  });

  it('makes yearly extras only from month 13 on', () => {
    const yearly = calculateExtraPayment({ ...defaults, frequency: 'yearly', extraPayment: '2400' });
    expect(yearly?.frequency).toBe('yearly');
    expect(yearly?.totalExtraPaid).toBeGreaterThan(0);
    // A loan of one year has no month 13, so a yearly extra never happens.
    const oneYear = calculateExtraPayment({ ...defaults, loanTerm: '1', frequency: 'yearly' });
    expect(oneYear?.totalExtraPaid).toBe(0);
  });

  it('saves nothing when the start month is beyond the term', () => {
    const late = calculateExtraPayment({ ...defaults, startMonth: '400' });
    expect(late?.monthsSaved).toBe(0);
    expect(late?.interestSaved).toBe(0);
    expect(late?.totalExtraPaid).toBe(0);
    expect(late?.roiPercent).toBe(0);
    expect(late?.netSavings).toBe(0);
  });

  it('caps an extra payment larger than the balance', () => {
    const huge = calculateExtraPayment({ ...defaults, extraPayment: '1000000' });
    expect(huge?.newPayoffMonths).toBe(1);
    expect(huge?.totalExtraPaid).toBeLessThan(300_000);
    expect((huge?.totalExtraPaid ?? 0) + 271.2).toBeCloseTo(300_000, 0);
  });

  it('applies the empty-field defaults and the start month minimum', () => {
    const blank = calculateExtraPayment({ loanAmount: '300000', interestRate: '6.5' });
    expect(blank?.standardPayoffMonths).toBe(360);
    expect(blank?.totalExtraPaid).toBe(0);
    expect(blank?.startMonth).toBe(1);
    expect(calculateExtraPayment({ ...defaults, startMonth: '0' })?.startMonth).toBe(1);
    expect(calculateExtraPayment({ ...defaults, startMonth: '-7' })?.newPayoffMonths).toBe(277);
    expect(calculateExtraPayment({ ...defaults, frequency: 'weekly' })?.frequency).toBe('monthly');
  });

  it('needs loan amount and rate above 0', () => {
    expect(calculateExtraPayment({ ...defaults, loanAmount: '' })).toBeNull();
    expect(calculateExtraPayment({ ...defaults, interestRate: '0' })).toBeNull();
  });
});
