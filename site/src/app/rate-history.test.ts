import { describe, expect, it } from 'vitest';
import { rateAxisFor } from './rate-axis.ts';
import { mergeRateHistories, revisionNote, seriesPresent } from './rate-history-rows.ts';
import { summarizeRateHistory } from './rate-history-summary.ts';

describe('mergeRateHistories', () => {
  it('puts both series on one date axis, oldest first, with gaps where a series has no value', () => {
    const rows = mergeRateHistories([
      {
        type: '30y',
        points: [
          { date: '2026-01-08', value: 6.2 },
          { date: '2026-01-01', value: 6.3 },
        ],
      },
      {
        type: '15y',
        points: [
          { date: '2026-01-01', value: 5.4 },
          { date: '2026-01-15', value: 5.3 },
        ],
      },
    ]);
    expect(rows).toEqual([
      { date: '2026-01-01', values: { OBMMIC30YF: 6.3, OBMMIC15YF: 5.4 } },
      { date: '2026-01-08', values: { OBMMIC30YF: 6.2 } },
      { date: '2026-01-15', values: { OBMMIC15YF: 5.3 } },
    ]);
    const drawn = ['OBMMIC30YF', 'OBMMIC15YF'];
    expect(seriesPresent(rows, drawn)).toEqual(drawn);
    expect(seriesPresent(rows.slice(1, 2), drawn)).toEqual(['OBMMIC30YF']);
  });

  it('keys each series by its FRED id, so two 30-year series keep apart', () => {
    const rows = mergeRateHistories([
      { type: '30y', series: 'OBMMIFHA30YF', points: [{ date: '2026-01-01', value: 6.1 }] },
      { type: '30y', series: 'OBMMIC30YF', points: [{ date: '2026-01-01', value: 6.4 }] },
    ]);
    expect(rows).toEqual([{ date: '2026-01-01', values: { OBMMIFHA30YF: 6.1, OBMMIC30YF: 6.4 } }]);
  });
});

describe('revised days', () => {
  const rows = mergeRateHistories([
    {
      type: '30y',
      points: [
        { date: '2026-01-01', value: 6.3, revised: false },
        { date: '2026-01-02', value: 6.85, revised: true, originalValue: 6.87 },
      ],
    },
    { type: '15y', points: [{ date: '2026-01-02', value: 5.9, revised: true }] },
  ]);

  it('keep the value first published, per series', () => {
    expect(rows).toEqual([
      { date: '2026-01-01', values: { OBMMIC30YF: 6.3 } },
      {
        date: '2026-01-02',
        values: { OBMMIC30YF: 6.85, OBMMIC15YF: 5.9 },
        revisedFrom: { OBMMIC30YF: 6.87, OBMMIC15YF: null },
      },
    ]);
  });

  it('are noted with the earlier figure when it is known and differs', () => {
    expect(revisionNote(rows[1], 'OBMMIC30YF')).toBe('revised from 6.87%');
    expect(revisionNote(rows[1], 'OBMMIC15YF')).toBe('revised');
    expect(
      revisionNote(
        { date: '2026-01-03', values: { OBMMIC30YF: 6.8 }, revisedFrom: { OBMMIC30YF: 6.8 } },
        'OBMMIC30YF',
      ),
    ).toBe('revised');
    expect(revisionNote(rows[0], 'OBMMIC30YF')).toBeUndefined();
  });

  it('are counted in the summary', () => {
    const points = [
      { date: '2026-01-01', value: 6.3, revised: false },
      { date: '2026-01-02', value: 6.85, revised: true, originalValue: 6.87 },
    ];
    expect(summarizeRateHistory({ type: '30y', points })).toBe(
      'The 30-year fixed rate went from 6.30% on Jan 1, 2026 to 6.85% on Jan 2, 2026 (up 0.55 points); ' +
        'low 6.30%, high 6.85%. FRED revised 1 of these values after first publishing it; the table shows the earlier figure.',
    );
    const both = points.map((point) => ({ ...point, revised: true }));
    expect(summarizeRateHistory({ type: '30y', points: both })).toContain('FRED revised 2 of these values');
    expect(summarizeRateHistory({ type: '30y', points: points.slice(0, 1) })).not.toContain('revised');
  });
});

describe('summarizeRateHistory', () => {
  it('tells start, end, change, low and high', () => {
    expect(
      summarizeRateHistory({
        type: '30y',
        points: [
          { date: '2025-12-31', value: 6.2 },
          { date: '2025-01-02', value: 6.85 },
          { date: '2025-06-05', value: 7.04 },
          { date: '2025-09-04', value: 6.08 },
        ],
      }),
    ).toBe(
      'The 30-year fixed rate went from 6.85% on Jan 2, 2025 to 6.20% on Dec 31, 2025 (down 0.65 points); low 6.08%, high 7.04%.',
    );
  });

  it('handles rising, flat, single-point and empty series', () => {
    const rising = summarizeRateHistory({
      type: '15y',
      points: [
        { date: '2025-01-02', value: 5 },
        { date: '2025-02-02', value: 5.5 },
      ],
    });
    expect(rising).toContain('(up 0.50 points)');
    const flat = summarizeRateHistory({
      type: '15y',
      points: [
        { date: '2025-01-02', value: 5 },
        { date: '2025-02-02', value: 5 },
      ],
    });
    expect(flat).toContain('(unchanged)');
    expect(summarizeRateHistory({ type: '15y', points: [{ date: '2025-01-02', value: 5 }] })).toBe(
      'The 15-year fixed rate was 5.00% on Jan 2, 2025.',
    );
    expect(summarizeRateHistory({ type: '30y', points: [] })).toBe('No 30-year fixed rates in this range.');
  });

  it("names a program's series in words", () => {
    const fha = {
      type: '30y' as const,
      series: 'OBMMIFHA30YF',
      points: [{ date: '2025-01-02', value: 6.1 }],
    };
    expect(summarizeRateHistory(fha)).toBe('The 30-year FHA rate was 6.10% on Jan 2, 2025.');
  });
});

describe('rateAxisFor', () => {
  it('spans every value with round ticks, at most seven', () => {
    const axis = rateAxisFor([6.087, 7.136, 5.298, 6.285]);
    expect(axis.ticks.length).toBeLessThanOrEqual(7);
    expect(axis.domain[0]).toBeLessThan(5.298);
    expect(axis.domain[1]).toBeGreaterThan(7.136);
    const steps = axis.ticks
      .slice(1)
      .map((tick, index) => Math.round((tick - axis.ticks[index]) * 1000) / 1000);
    expect(new Set(steps).size).toBe(1);
    expect(axis).toEqual({ domain: [5, 7.5], ticks: [5, 5.5, 6, 6.5, 7, 7.5] });
  });

  it('uses fine ticks for a narrow range and ignores gaps', () => {
    expect(rateAxisFor([6.2, Number.NaN, 6.3])).toEqual({
      domain: [6.15, 6.35],
      ticks: [6.15, 6.2, 6.25, 6.3, 6.35],
    });
    expect(rateAxisFor([])).toEqual({ domain: [0, 1], ticks: [0, 0.5, 1] });
  });
});
