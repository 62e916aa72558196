import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyPayment } from './monthly-payment';
import { remainingBalance } from './remaining-balance';
import { roundToCents } from './round-to-cents';

/**
 * Issue 13 item 16: payments exact to the cent at every rate from 0.001 % to 30 %. The reference is
 * exact rational arithmetic in BigInt: a rate of k thousandths of a percent is a monthly rate of
 * k / 1,200,000, so (1 + r)^n = A^n / B^n with A = 1,200,000 + k and B = 1,200,000.
 */
const B = 1_200_000n;
/** Reference values carry 20 decimals of a cent. */
const SCALE = 10n ** 20n;

function exactPaymentCents(principalCents: bigint, rateThousandths: bigint, payments: bigint): bigint {
  const grownAll = (B + rateThousandths) ** payments;
  return (principalCents * rateThousandths * grownAll * SCALE) / (B * (grownAll - B ** payments));
}

function exactBalanceCents(principalCents: bigint, rateThousandths: bigint, payments: bigint, made: bigint) {
  const A = B + rateThousandths;
  const numerator = A ** payments - A ** made * B ** (payments - made);
  return (principalCents * numerator * SCALE) / (A ** payments - B ** payments);
}

/** Relative gap between a float amount in dollars and a scaled exact amount in cents. */
function relativeError(dollars: number, exactScaledCents: bigint): number {
  const exact = Number(exactScaledCents) / Number(SCALE);
  return Math.abs(dollars * 100 - exact) / exact;
}

/** The exact amount rounded half-up to whole cents. */
function exactCents(scaled: bigint): number {
  return Number((scaled + SCALE / 2n) / SCALE);
}

const loan = fc.record({
  principalCents: fc.bigInt({ min: 100n, max: 10_000_000_000n }),
  // 0.001 % to 30 %, weighted toward the smallest rates where 1 + r loses digits.
  rateThousandths: fc.oneof(fc.bigInt({ min: 1n, max: 100n }), fc.bigInt({ min: 1n, max: 30_000n })),
  years: fc.integer({ min: 1, max: 50 }),
});

describe('payment precision against exact arithmetic', () => {
  it('monthlyPayment is within 1e-13 of the exact value and rounds to the exact cent', () => {
    fc.assert(
      fc.property(loan, ({ principalCents, rateThousandths, years }) => {
        const payment = monthlyPayment(Number(principalCents) / 100, Number(rateThousandths) / 1000, years);
        const exact = exactPaymentCents(principalCents, rateThousandths, BigInt(years * 12));
        expect(relativeError(payment, exact)).toBeLessThanOrEqual(1e-13);
        // Unless the exact value sits within a billionth of a cent of a half cent, the cent agrees.
        const fraction = Number(exact % SCALE) / Number(SCALE);
        if (Math.abs(fraction - 0.5) > 1e-9)
          expect(Math.round(roundToCents(payment) * 100)).toBe(exactCents(exact));
      }),
      { numRuns: 500 },
    );
  });

  it('remainingBalance is within 1e-12 of the exact balance at every payment count', () => {
    fc.assert(
      fc.property(
        loan,
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ principalCents, rateThousandths, years }, share) => {
          const payments = years * 12;
          const made = Math.min(payments - 1, Math.floor(share * payments));
          const balance = remainingBalance(
            Number(principalCents) / 100,
            Number(rateThousandths) / 1000,
            years,
            made,
          );
          const exact = exactBalanceCents(principalCents, rateThousandths, BigInt(payments), BigInt(made));
          expect(relativeError(balance, exact)).toBeLessThanOrEqual(1e-12);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('at 0.001 % a $300,000 30-year loan pays $833.46 a month', () => {
    const exact = exactPaymentCents(30_000_000n, 1n, 360n);
    expect(exactCents(exact)).toBe(83_346);
    expect(roundToCents(monthlyPayment(300_000, 0.001, 30))).toBe(833.46);
  });
});
