import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateAmortization, pmiForMonth, pmiPaidInYear } from './amortization';
import { CALCULATOR_DEFAULTS } from './defaults';

const defaults = CALCULATOR_DEFAULTS.amortization;

describe('PMI in the amortization schedule (issue 13 item 19)', () => {
  it('has no PMI without a home value, as before', () => {
    expect(calculateAmortization(defaults)?.pmi).toBeNull();
    expect(calculateAmortization({ ...defaults, pmi: '150' })?.pmi).toBeNull();
  });

  it('estimates 0.6% a year on $300,000 against $330,000 (90.9% LTV) and ends it after payment 114', () => {
    const result = calculateAmortization({
      ...defaults,
      homeValue: '330000',
      firstPaymentDate: '2027-01-01',
    })!;
    const pmi = result.pmi!;
    expect(pmi.monthly).toBeCloseTo(150, 10); // 300,000 x 0.6% / 12
    expect(pmi.estimatedPercent).toBe(0.6);
    // 78% of $330,000 is $257,400: the balance is $257,881.13 after payment 113 and $257,381.78 after 114.
    expect(pmi.payments).toBe(114);
    expect(result.schedule[112].balance).toBeGreaterThan(257_400);
    expect(result.schedule[113].balance).toBeLessThanOrEqual(257_400);
    expect(pmi.lastDate).toBe('2036-06-01');
    expect(pmi.total).toBeCloseTo(114 * 150, 8);
    expect(pmiForMonth(pmi, 114)).toBeCloseTo(150, 10);
    expect(pmiForMonth(pmi, 115)).toBe(0);
    // Year 10 holds payments 109-120: six with PMI.
    expect(pmiPaidInYear(pmi, 10)).toBeCloseTo(900, 8);
    expect(pmiPaidInYear(pmi, 11)).toBe(0);
  });

  it('keeps a typed PMI, and has none to estimate at 80% LTV or below', () => {
    const typed = calculateAmortization({ ...defaults, homeValue: '330000', pmi: '99' })!.pmi!;
    expect(typed.monthly).toBe(99);
    expect(typed.estimatedPercent).toBeNull();
    expect(typed.payments).toBe(114);
    expect(calculateAmortization({ ...defaults, homeValue: '375000' })?.pmi).toBeNull();
  });

  it('PMI is zero from the first month the scheduled balance is at most 78% of the original value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 2_000_000 }),
        fc.integer({ min: 801, max: 970 }).map((tenths) => tenths / 1000),
        fc.integer({ min: 100, max: 1200 }).map((hundredths) => hundredths / 100),
        fc.constantFrom(10, 15, 20, 30),
        (value, ltv, rate, years) => {
          const loanAmount = Math.round(value * ltv);
          const result = calculateAmortization({
            loanAmount: String(loanAmount),
            interestRate: String(rate),
            loanTerm: String(years),
            homeValue: String(value),
          })!;
          const { schedule, pmi } = result;
          let opening = loanAmount;
          let total = 0;
          for (const row of schedule) {
            const charged = pmiForMonth(pmi, row.month);
            if (opening <= value * 0.78 || row.month > schedule.length / 2) expect(charged).toBe(0);
            else expect(charged).toBeGreaterThan(0);
            total += charged;
            opening = row.balance;
          }
          expect(pmi?.total ?? 0).toBeCloseTo(total, 6);
        },
      ),
      { numRuns: 100 },
    );
  });
});
