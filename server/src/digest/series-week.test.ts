import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './digest-week.ts';
import { type RatePoint, seriesWeek } from './series-week.ts';

const weekly = (start: string, values: number[]): RatePoint[] =>
  values.map((value, index) => ({ date: addDays(start, 7 * index), value }));

describe('seriesWeek', () => {
  it('reports the latest reading, the one a week before, and the move between them', () => {
    const week = seriesWeek(weekly('2026-11-05', [6.4, 6.38, 6.35, 6.33, 6.12]));
    expect(week.latest).toEqual({ date: '2026-12-03', value: 6.12 });
    expect(week.weekBefore).toEqual({ date: '2026-11-26', value: 6.33 });
    expect(week.move).toBe(-0.21);
    expect(week.biggestSince).toBeNull();
    expect(week.recordStart).toBe('2026-11-12');
  });

  it('has no move with a single reading, and no "biggest" claim when nothing moved', () => {
    expect(seriesWeek([{ date: '2026-12-03', value: 6.12 }])).toMatchObject({
      weekBefore: null,
      move: null,
      biggestSince: null,
    });
    expect(seriesWeek(weekly('2026-11-05', [6.5, 6.4, 6.4]))).toMatchObject({ move: 0, biggestSince: null });
  });

  it('compares a daily series with the reading on or before a week ago', () => {
    const daily: RatePoint[] = [
      { date: '2026-11-25', value: 6.3 },
      { date: '2026-11-27', value: 6.29 },
      { date: '2026-11-30', value: 6.25 },
      { date: '2026-12-04', value: 6.2 },
    ];
    expect(seriesWeek(daily)).toMatchObject({ weekBefore: { date: '2026-11-27' }, move: -0.09 });
  });

  it('names the last earlier week that moved at least as much (brute force agrees)', () => {
    const thousandths = fc.integer({ min: 5000, max: 8000 }).map((value) => value / 1000);
    fc.assert(
      fc.property(fc.array(thousandths, { minLength: 2, maxLength: 30 }), (values) => {
        const points = weekly('2025-01-02', values);
        const week = seriesWeek(points);
        const moves = values.map((value, index) =>
          index === 0 ? null : Math.round(value * 1000) - Math.round(values[index - 1] * 1000),
        );
        const current = moves[moves.length - 1] as number;
        let expected: string | null = null;
        for (let index = moves.length - 2; index >= 1 && current !== 0; index -= 1) {
          if (Math.abs(moves[index] as number) >= Math.abs(current)) {
            expected = points[index].date;
            break;
          }
        }
        expect(week.move).toBe(current / 1000);
        expect(week.biggestSince).toBe(expected);
      }),
    );
  });
});
