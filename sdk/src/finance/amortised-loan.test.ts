import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortisedLoan } from './amortised-loan';
import { paymentCount } from './loan-terms';
import { monthlyPayment } from './monthly-payment';
import { remainingBalance } from './remaining-balance';
import { roundToCents } from './round-to-cents';

const loan = fc.record({
  balance: fc.integer({ min: 1_000_00, max: 5_000_000_00 }).map((cents) => cents / 100),
  ratePercent: fc.integer({ min: 1, max: 15_000 }).map((step) => step / 1000),
  // Whole months, so fractional years such as 27.5 come up.
  yearsRemaining: fc.integer({ min: 12, max: 480 }).map((months) => months / 12),
});

describe('amortisedLoan', () => {
  it('worked example: $300,000 at 7.5 % with 28 years left, a year later', () => {
    // 2,138.60 a month for 12 months, of which about 1,856 of the first and 1,829 of the 12th is interest.
    const later = amortisedLoan(300_000, 7.5, 28, 12);
    expect(roundToCents(later.balance)).toBe(296_725.73);
    expect(later.yearsRemaining).toBe(27);
  });

  it('owes what remainingBalance says, with the months not yet paid left', () => {
    fc.assert(
      fc.property(
        loan,
        fc.integer({ min: 0, max: 600 }),
        ({ balance, ratePercent, yearsRemaining }, months) => {
          const later = amortisedLoan(balance, ratePercent, yearsRemaining, months);
          expect(later.balance).toBe(remainingBalance(balance, ratePercent, yearsRemaining, months));
          const payments = paymentCount(yearsRemaining);
          expect(later.yearsRemaining * 12).toBe(Math.max(0, payments - months));
          expect(paymentCount(later.yearsRemaining)).toBe(Math.max(0, payments - months));
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('keeps the scheduled payment the owner makes (to a hundredth of a cent)', () => {
    fc.assert(
      fc.property(
        loan,
        fc.integer({ min: 0, max: 479 }),
        ({ balance, ratePercent, yearsRemaining }, months) => {
          fc.pre(months < paymentCount(yearsRemaining));
          const later = amortisedLoan(balance, ratePercent, yearsRemaining, months);
          const before = monthlyPayment(balance, ratePercent, yearsRemaining);
          expect(
            Math.abs(monthlyPayment(later.balance, ratePercent, later.yearsRemaining) - before),
          ).toBeLessThan(1e-4);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('a months after b months is a + b months (to a hundredth of a cent)', () => {
    fc.assert(
      fc.property(
        loan,
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: 0, max: 240 }),
        ({ balance, ratePercent, yearsRemaining }, first, second) => {
          const stepwise = amortisedLoan(balance, ratePercent, yearsRemaining, first);
          const twice = amortisedLoan(stepwise.balance, ratePercent, stepwise.yearsRemaining, second);
          const once = amortisedLoan(balance, ratePercent, yearsRemaining, first + second);
          expect(twice.yearsRemaining).toBe(once.yearsRemaining);
          expect(Math.abs(twice.balance - once.balance)).toBeLessThan(1e-4);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads no months, fractions and a term overrun the way remainingBalance does', () => {
    expect(amortisedLoan(200_000, 6, 30, 0)).toEqual({ balance: 200_000, yearsRemaining: 30 });
    expect(amortisedLoan(200_000, 6, 30, 12.9)).toEqual(amortisedLoan(200_000, 6, 30, 12));
    expect(amortisedLoan(200_000, 6, 30, -3)).toEqual({ balance: 200_000, yearsRemaining: 30 });
    expect(amortisedLoan(200_000, 6, 30, Number.NaN)).toEqual({ balance: 200_000, yearsRemaining: 30 });
    expect(amortisedLoan(200_000, 6, 30, 360)).toEqual({ balance: 0, yearsRemaining: 0 });
    expect(amortisedLoan(200_000, 6, 30, 1_000)).toEqual({ balance: 0, yearsRemaining: 0 });
  });
});
