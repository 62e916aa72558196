import { CONFORMING_SERIES, rateSeriesById } from '@mrn/sdk/schemas/rate-series';
import { useCallback, useEffect, useState } from 'react';

/** Where this browser keeps the person's loan (a catalogued series id). */
const STORAGE_KEY = 'mrn:my-loan';

/**
 * "My loan": the catalogued series that matches the loan the person will get (program, term and,
 * for a conventional 30-year loan, credit and down-payment bands). The dashboard shows its rate
 * beside the headline 30-year rate, and new alerts watch it by default. Kept in this browser.
 */
export function useMyLoan(): [string, (seriesId: string) => void] {
  const [seriesId, setSeriesId] = useState<string>(CONFORMING_SERIES['30y']);
  useEffect(() => {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved && rateSeriesById(saved)) setSeriesId(saved);
  }, []);
  const choose = useCallback((next: string) => {
    if (!rateSeriesById(next)) return;
    window.localStorage.setItem(STORAGE_KEY, next);
    setSeriesId(next);
  }, []);
  return [seriesId, choose];
}
