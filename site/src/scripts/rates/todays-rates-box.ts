import { getCurrentRates } from '@mrn/widgets/api/api-client';
import { ApiRequestError } from '@mrn/widgets/api/api-error';
import { summarizeTodaysRates, type TodaysRatesSummary, unavailableSummary } from './todays-rates-summary.ts';

/** Fetches today's rates (same origin) and says what the box should show; never throws. */
export async function loadTodaysRatesSummary(): Promise<TodaysRatesSummary> {
  try {
    return summarizeTodaysRates(await getCurrentRates());
  } catch (error) {
    return unavailableSummary(error instanceof ApiRequestError ? error.status : 0);
  }
}

/**
 * Fills the server-rendered box (TodaysRates.astro). Only text and `hidden` flags change inside a
 * box of reserved height, so nothing on the page moves.
 */
export function renderTodaysRates(box: HTMLElement, summary: TodaysRatesSummary): void {
  const part = (name: string) => box.querySelector<HTMLElement>(`[data-part="${name}"]`);
  const note = part('note');
  if (summary.state === 'unavailable') {
    if (note) note.textContent = summary.message;
  } else {
    for (const [type, shown] of Object.entries(summary.values)) {
      const value = box.querySelector<HTMLElement>(`[data-rate="${type}"]`);
      if (value) value.textContent = shown;
    }
    if (note) note.textContent = `${summary.asOf}. Source: FRED®, Federal Reserve Bank of St. Louis.`;
    const stale = part('stale');
    if (stale) stale.hidden = !summary.stale;
    const sample = part('sample');
    if (sample) sample.hidden = !summary.sample;
  }
  box.setAttribute('aria-busy', 'false');
}
