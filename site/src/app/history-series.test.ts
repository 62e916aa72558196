import { describe, expect, it } from 'vitest';
import { historySeriesFor } from './history-series.ts';

describe('historySeriesFor', () => {
  it("draws the person's series first with the headline 30-year beside it", () => {
    expect(historySeriesFor('OBMMIFHA30YF')).toEqual(['OBMMIFHA30YF', 'OBMMIC30YF']);
  });

  it('keeps the 30- and 15-year fixed for a loan on either headline rate', () => {
    expect(historySeriesFor('OBMMIC30YF')).toEqual(['OBMMIC30YF', 'OBMMIC15YF']);
    expect(historySeriesFor('OBMMIC15YF')).toEqual(['OBMMIC30YF', 'OBMMIC15YF']);
  });
});
