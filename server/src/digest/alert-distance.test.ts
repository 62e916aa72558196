import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertDistance, type DigestAlert } from './alert-distance.ts';

const base: DigestAlert = {
  id: 'a',
  kind: 'rate',
  rateType: '30y',
  direction: 'below',
  threshold: 6,
  upperThreshold: null,
  status: 'active',
  armed: true,
  rearmAt: null,
};

describe('alertDistance', () => {
  it('is rate - threshold for below, threshold - rate for above, the nearer edge for a rate move', () => {
    expect(alertDistance(base, 6.12)).toEqual({ state: 'armed', points: 0.12, edge: 6, side: 'below' });
    expect(alertDistance({ ...base, direction: 'above', threshold: 6.5 }, 6.12)).toEqual({
      state: 'armed',
      points: 0.38,
      edge: 6.5,
      side: 'above',
    });
    const move = { ...base, kind: 'rate_move' as const, threshold: 5.9, upperThreshold: 6.4 };
    expect(alertDistance(move, 6.12)).toMatchObject({ points: 0.22, edge: 5.9 });
    expect(alertDistance(move, 6.2)).toMatchObject({ points: 0.2, edge: 6.4, side: 'above' });
  });

  it('says paused, re-arming or no rate instead of a distance', () => {
    expect(alertDistance({ ...base, status: 'paused' }, 6.12)).toEqual({ state: 'paused' });
    expect(alertDistance({ ...base, armed: false, rearmAt: 6.125 }, 5.9)).toEqual({
      state: 'rearming',
      rearmAt: 6.125,
    });
    expect(alertDistance(base, null)).toEqual({ state: 'no_rate' });
  });

  it('is never negative, and 0 exactly when the rate has reached the edge', () => {
    const rate = fc.integer({ min: 1000, max: 12000 }).map((value) => value / 1000);
    fc.assert(
      fc.property(
        rate,
        rate,
        fc.constantFrom('below' as const, 'above' as const),
        (current, threshold, direction) => {
          const distance = alertDistance({ ...base, threshold, direction }, current);
          if (distance.state !== 'armed') throw new Error('an active armed alert has a distance');
          const reached = direction === 'below' ? current <= threshold : current >= threshold;
          expect(distance.points >= 0).toBe(true);
          expect(distance.points === 0).toBe(reached);
          expect(distance.points).toBeCloseTo(reached ? 0 : Math.abs(current - threshold), 9);
        },
      ),
    );
  });
});
