import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dueDigest, isWeeklySeries, mondayOf } from './digest-week.ts';

const isoDate = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

describe('mondayOf', () => {
  it('is the Monday on or before the date, at most six days earlier', () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        const monday = mondayOf(date);
        expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(monday <= date).toBe(true);
        expect(addDays(monday, 6) >= date).toBe(true);
      }),
    );
  });
});

describe('isWeeklySeries', () => {
  it('tells PMMS Thursdays (and a holiday Wednesday) from weekday readings', () => {
    expect(isWeeklySeries({ latest: '2026-12-03', previous: '2026-11-25' })).toBe(true);
    expect(isWeeklySeries({ latest: '2026-11-25', previous: '2026-11-19' })).toBe(true);
    expect(isWeeklySeries({ latest: '2026-11-30', previous: '2026-11-27' })).toBe(false);
    expect(isWeeklySeries({ latest: '2026-11-30', previous: null })).toBe(false);
  });
});

describe('dueDigest', () => {
  const weekly = (latest: string) => ({ latest, previous: addDays(latest, -7) });

  it('is due for a weekly series once every series has this week’s reading', () => {
    const thursday = new Date('2026-12-03T17:00:00Z');
    expect(dueDigest(thursday, [weekly('2026-11-26'), weekly('2026-11-26')])).toBeNull();
    expect(dueDigest(thursday, [weekly('2026-12-03'), weekly('2026-11-26')])).toBeNull();
    expect(dueDigest(thursday, [weekly('2026-12-03'), weekly('2026-12-03')])).toEqual({
      weekOf: '2026-11-30',
      asOf: '2026-12-03',
    });
    // Thanksgiving week: Freddie Mac publishes on Wednesday.
    expect(dueDigest(new Date('2026-11-25T18:00:00Z'), [weekly('2026-11-25')])).toEqual({
      weekOf: '2026-11-23',
      asOf: '2026-11-25',
    });
    expect(dueDigest(thursday, [])).toBeNull();
  });

  it('is due for a daily series from Friday 13:00 UTC to Sunday, if the week has readings', () => {
    const daily = { latest: '2026-12-03', previous: '2026-12-02' };
    expect(dueDigest(new Date('2026-12-04T12:59:59Z'), [daily])).toBeNull();
    expect(dueDigest(new Date('2026-12-04T13:00:00Z'), [daily])).toEqual({
      weekOf: '2026-11-30',
      asOf: '2026-12-04',
    });
    expect(dueDigest(new Date('2026-12-06T23:59:00Z'), [daily])).toEqual({
      weekOf: '2026-11-30',
      asOf: '2026-12-04',
    });
    expect(dueDigest(new Date('2026-12-07T13:00:00Z'), [daily])).toBeNull();
    const staleWeek = { latest: '2026-11-27', previous: '2026-11-26' };
    expect(dueDigest(new Date('2026-12-04T13:00:00Z'), [staleWeek])).toBeNull();
  });

  it('only ever names the current week, with its report date inside it and not in the future', () => {
    const moment = fc
      .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
      .map((ms) => new Date(ms));
    const dates = fc.record({ latest: isoDate, gap: fc.integer({ min: 1, max: 10 }) });
    fc.assert(
      fc.property(moment, fc.array(dates, { minLength: 1, maxLength: 3 }), (now, series) => {
        const due = dueDigest(
          now,
          series.map(({ latest, gap }) => ({ latest, previous: addDays(latest, -gap) })),
        );
        if (due === null) return;
        const today = now.toISOString().slice(0, 10);
        expect(due.weekOf).toBe(mondayOf(today));
        expect(due.asOf >= due.weekOf && due.asOf <= today).toBe(true);
      }),
    );
  });
});
