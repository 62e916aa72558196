// @vitest-environment jsdom
import '../../test/support/dom-setup.ts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RateHistoryTable from './RateHistoryTable.tsx';
import { mergeRateHistories } from './rate-history-rows.ts';

describe('RateHistoryTable', () => {
  it('notes a value FRED revised, with the figure it first published', () => {
    const rows = mergeRateHistories([
      {
        type: '30y',
        points: [
          { date: '2026-01-01', value: 6.9, revised: false },
          { date: '2026-01-02', value: 6.85, revised: true, originalValue: 6.87 },
        ],
      },
      { type: '15y', points: [{ date: '2026-01-02', value: 5.9, revised: false }] },
    ]);
    render(<RateHistoryTable rows={rows} series={['OBMMIC30YF', 'OBMMIC15YF']} />);
    const [, newest, older] = screen.getAllByRole('row');
    expect(
      within(newest)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6.85% (revised from 6.87%)', '5.90%']);
    expect(
      within(older)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6.90%', '–']);
  });
});
