import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highestPriceWithin } from './piecewise-price-solver';

describe('highestPriceWithin', () => {
  it('solves a straight line: 1% of the price fits $1,000 up to $100,000', () => {
    expect(highestPriceWithin(1_000, [], (price) => price / 100)).toBe(100_000);
  });

  it('stops below a jump it cannot pass, and passes one it can', () => {
    // $200 more from $50,000 up (a breakpoint belongs to the piece below it).
    const withJump = (price: number) => price / 100 + (price > 50_000 ? 200 : 0);
    expect(highestPriceWithin(600, [50_000], withJump)).toBe(50_000);
    expect(highestPriceWithin(1_000, [50_000], withJump)).toBe(80_000);
  });

  it('honours a cap', () => {
    expect(highestPriceWithin(1_000, [], (price) => price / 100, 42_000.5)).toBe(42_000);
  });

  it('is the largest whole dollar that fits for random non-decreasing piecewise payments', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1_000, max: 900_000 }), { maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 100, max: 10_000 }),
        (points, jumps, allowed) => {
          const breaks = [...new Set(points)].sort((a, b) => a - b);
          const paymentAt = (price: number) => {
            let total = price * 0.008;
            breaks.forEach((point, index) => {
              if (price > point) total += jumps[index] + price * 0.0001 * index;
            });
            return total;
          };
          const price = highestPriceWithin(allowed, breaks, paymentAt);
          expect(paymentAt(price)).toBeLessThanOrEqual(allowed + 1e-7);
          expect(paymentAt(price + 1)).toBeGreaterThan(allowed);
        },
      ),
    );
  });
});
