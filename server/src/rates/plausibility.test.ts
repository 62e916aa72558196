import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlausibility, checkRevisions, DEFAULT_PLAUSIBILITY_LIMITS } from './plausibility.ts';

const today = '2025-10-20';

describe('checkPlausibility', () => {
  it('accepts a normal run that overlaps the stored latest value', () => {
    const verdict = checkPlausibility(
      [
        { date: '2025-10-09', value: 6.3 },
        { date: '2025-10-10', value: 6.27 },
        { date: '2025-10-14', value: 6.25 },
      ],
      { today, previous: { date: '2025-10-10', value: 6.27 } },
    );
    expect(verdict).toEqual({ ok: true });
  });

  it.each([
    ['an absurd value', [{ date: '2025-10-01', value: 62.5 }]],
    ['a zero', [{ date: '2025-10-01', value: 0 }]],
    ['a future date', [{ date: '2025-10-21', value: 6.2 }]],
    [
      'dates out of order',
      [
        { date: '2025-10-02', value: 6.2 },
        { date: '2025-10-01', value: 6.2 },
      ],
    ],
    [
      'a repeated date',
      [
        { date: '2025-10-02', value: 6.2 },
        { date: '2025-10-02', value: 6.3 },
      ],
    ],
    [
      'a jump inside the answer',
      [
        { date: '2025-10-01', value: 6.2 },
        { date: '2025-10-02', value: 8.2 },
      ],
    ],
  ])('rejects %s', (_label, observations) => {
    expect(checkPlausibility(observations, { today }).ok).toBe(false);
  });

  it('rejects a jump from the stored latest value', () => {
    const verdict = checkPlausibility([{ date: '2025-10-15', value: 3.1 }], {
      today,
      previous: { date: '2025-10-14', value: 6.25 },
    });
    expect(verdict).toMatchObject({ ok: false, reason: expect.stringContaining('moved 3.150 points') });
  });
});

describe('checkRevisions', () => {
  it('accepts a small correction and names the day of a wild one', () => {
    expect(checkRevisions([{ date: '2025-10-15', from: 6.239, to: 6.251 }])).toEqual({ ok: true });
    expect(
      checkRevisions([
        { date: '2025-10-14', from: 6.254, to: 6.25 },
        { date: '2025-10-15', from: 6.239, to: 8.5 },
      ]),
    ).toEqual({ ok: false, reason: '2025-10-15: revised from 6.239 to 8.5, a move of 2.261 points' });
  });

  it('accepts exactly the largest daily move and rejects a thousandth more (any level, either way)', () => {
    const { maxDailyMove } = DEFAULT_PLAUSIBILITY_LIMITS;
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 20000 }), fc.boolean(), (thousandths, up) => {
        const from = thousandths / 1000;
        const sign = up ? 1 : -1;
        const at = Number((from + sign * maxDailyMove).toFixed(3));
        const beyond = Number((from + sign * (maxDailyMove + 0.001)).toFixed(3));
        expect(checkRevisions([{ date: '2025-10-15', from, to: at }]).ok).toBe(true);
        expect(checkRevisions([{ date: '2025-10-15', from, to: beyond }]).ok).toBe(false);
      }),
    );
  });
});
