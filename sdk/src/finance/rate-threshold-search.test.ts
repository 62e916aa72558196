import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTEREST_RATE_BOUNDS } from './input-bounds';
import { highestRateWhere, rateOfStep, stepOfRate } from './rate-threshold-search';

describe('rateOfStep and stepOfRate', () => {
  it('gives every step the double its decimal text reads as, and back', () => {
    for (let step = 1; step <= 30_000; step += 1) {
      const text = `${Math.floor(step / 1000)}.${String(step % 1000).padStart(3, '0')}`;
      expect(rateOfStep(step)).toBe(Number(text));
      expect(stepOfRate(Number(text))).toBe(step);
    }
  });
});

describe('highestRateWhere', () => {
  it('finds the last step of a condition that holds up to a random step, in at most 17 calls (both ends, then 15 halvings)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 29_999 }), (lastStep) => {
        let calls = 0;
        const found = highestRateWhere((rate) => {
          calls += 1;
          return stepOfRate(rate) <= lastStep;
        });
        expect(found).toBe(rateOfStep(lastStep));
        expect(calls).toBeLessThanOrEqual(17);
      }),
      { numRuns: 500 },
    );
  });

  it('is null when the condition fails even at 0.001 %', () => {
    expect(highestRateWhere(() => false)).toBeNull();
    expect(highestRateWhere((rate) => rate < INTEREST_RATE_BOUNDS.min)).toBeNull();
  });

  it('clamps to the 30 % bound when the condition holds there', () => {
    expect(highestRateWhere(() => true)).toBe(INTEREST_RATE_BOUNDS.max);
    expect(highestRateWhere((rate) => rate <= 29.999)).toBe(29.999);
  });

  it('finds 0.001 % when only the lowest step holds', () => {
    expect(highestRateWhere((rate) => rate <= 0.001)).toBe(0.001);
  });
});
