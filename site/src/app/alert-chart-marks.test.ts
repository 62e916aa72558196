import { describe, expect, it } from 'vitest';
import { accountAlert } from '../../test/support/account-alert.ts';
import { alertMarksSummary, firedMarks, thresholdLines } from './alert-chart-marks.ts';

const rows = [
  { date: '2026-11-02', values: {} },
  { date: '2026-11-03', values: {} },
  { date: '2026-11-04', values: {} },
];

const refinance = accountAlert({
  id: 'r1',
  kind: 'refinance',
  threshold: 6.125,
  notifications: [
    { sentAt: '2026-11-03T15:00:00Z', rate: 6.1, observationDate: '2026-11-03' },
    { sentAt: '2025-01-03T15:00:00Z', rate: 6.0, observationDate: '2025-01-02' },
  ],
});
const move = accountAlert({
  id: 'm1',
  kind: 'rate_move',
  rateType: '15y',
  series: 'OBMMIC15YF',
  seriesLabel: '15-year fixed',
  threshold: 5.5,
  upperThreshold: 6,
});

describe('alert chart marks', () => {
  it('draws one line per threshold, both edges for a rate move', () => {
    expect(thresholdLines([refinance, move]).map((line) => [line.key, line.rate, line.label])).toEqual([
      ['r1', 6.125, '30-year fixed refinance ≤ 6.125%'],
      ['m1-lower', 5.5, '15-year fixed rate move ≤ 5.500%'],
      ['m1-upper', 6, '15-year fixed rate move ≥ 6.000%'],
    ]);
  });

  it('marks where an alert fired, only on the dates the chart shows', () => {
    expect(firedMarks([refinance, move], rows)).toEqual([
      {
        key: 'OBMMIC30YF-2026-11-03',
        series: 'OBMMIC30YF',
        seriesLabel: '30-year fixed',
        date: '2026-11-03',
        rate: 6.1,
      },
    ]);
  });

  it('says in words what the lines and dots show', () => {
    const lines = thresholdLines([refinance, move]);
    expect(alertMarksSummary(lines, firedMarks([refinance], rows))).toBe(
      'Dotted lines mark your active alerts: 30-year fixed refinance alert at or below 6.125%; ' +
        '15-year fixed rate move alert at or below 5.500%; 15-year fixed rate move alert at or above 6.000%. ' +
        'Dots mark when they fired: Nov 3, 2026 at 6.10% (30-year fixed).',
    );
    expect(alertMarksSummary([], [])).toBe('');
  });
});
