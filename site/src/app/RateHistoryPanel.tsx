import { CONFORMING_SERIES } from '@mrn/sdk/schemas/rate-series';
import { type RateHistory, rateHistorySchema } from '@mrn/sdk/schemas/rates';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { alertMarksSummary, firedMarks, thresholdLines } from './alert-chart-marks.ts';
import { type ApiFailure, apiRequest } from './api-request.ts';
import { DEFAULT_HISTORY_RANGE, HISTORY_RANGES, type HistoryRangeDays } from './history-ranges.ts';
import { historySeriesFor } from './history-series.ts';
import LiveMessage from './LiveMessage.tsx';
import RangeToggle from './RangeToggle.tsx';
import type { ChartThreshold } from './RateHistoryChart.tsx';
import RateHistoryTable from './RateHistoryTable.tsx';
import { mergeRateHistories, seriesPresent } from './rate-history-rows.ts';
import { summarizeRateHistory } from './rate-history-summary.ts';
import SkeletonLines from './SkeletonLines.tsx';

// The chart loads in its own chunk, on the dashboard only, after the page is up.
const RateHistoryChart = lazy(() => import('./RateHistoryChart.tsx'));

type HistoryState =
  | { phase: 'loading' }
  | { phase: 'ready'; histories: RateHistory[] }
  | { phase: 'failed'; failure: ApiFailure };

/** The drawn series for one range, fetched in parallel. */
async function fetchHistories(
  seriesIds: readonly string[],
  days: number,
  signal: AbortSignal,
): Promise<HistoryState> {
  const results = await Promise.all(
    seriesIds.map((series) =>
      apiRequest(`/api/rates/history?series=${encodeURIComponent(series)}&days=${days}`, {
        schema: rateHistorySchema,
        signal,
      }),
    ),
  );
  const failure = results.find((result) => !result.ok);
  if (failure && !failure.ok) return { phase: 'failed', failure };
  return { phase: 'ready', histories: results.flatMap((result) => (result.ok ? [result.data] : [])) };
}

interface RateHistoryPanelProps {
  /** The person's active alerts, drawn as threshold lines (those on a drawn series). */
  thresholds: readonly ChartThreshold[];
  /** The series of the person's loan (My loan): drawn first, with the headline 30-year beside it. */
  seriesId?: string;
}

/** Rate history: range toggle, the lazy chart, a text summary and the data as a table. */
export default function RateHistoryPanel({
  thresholds,
  seriesId = CONFORMING_SERIES['30y'],
}: RateHistoryPanelProps) {
  const [days, setDays] = useState<HistoryRangeDays>(DEFAULT_HISTORY_RANGE);
  const drawn = useMemo(() => historySeriesFor(seriesId), [seriesId]);
  // One entry per series set and range: changing the loan or the range loads each once.
  const cacheKey = `${drawn.join(',')}:${days}`;
  const [cache, setCache] = useState<Partial<Record<string, HistoryState>>>({});
  const [attempt, setAttempt] = useState(0);
  const state: HistoryState = cache[cacheKey] ?? { phase: 'loading' };

  // `cache` is read, not watched (a range loads once); `attempt` makes Try again fetch anew.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (cache[cacheKey]?.phase === 'ready') return;
    const controller = new AbortController();
    fetchHistories(drawn, days, controller.signal).then(
      (next) => setCache((previous) => ({ ...previous, [cacheKey]: next })),
      () => {}, // aborted
    );
    return () => controller.abort();
  }, [cacheKey, attempt]);

  const rows = useMemo(() => (state.phase === 'ready' ? mergeRateHistories(state.histories) : []), [state]);
  const series = useMemo(() => seriesPresent(rows, drawn), [rows, drawn]);
  const shownThresholds = useMemo(
    () => thresholds.filter((alert) => series.includes(alert.series)),
    [thresholds, series],
  );
  const summary =
    state.phase === 'ready' ? state.histories.map((history) => summarizeRateHistory(history)).join(' ') : '';
  const rangeLabel = HISTORY_RANGES.find((range) => range.days === days)?.label ?? '';

  function retry() {
    setCache((previous) => ({ ...previous, [cacheKey]: undefined }));
    setAttempt((count) => count + 1);
  }

  return (
    <section className="card app-panel" aria-labelledby="rate-history-heading">
      <div className="app-panel-head">
        <h2 id="rate-history-heading">Rate history</h2>
        <RangeToggle value={days} onChange={setDays} />
      </div>
      <div className="app-chart-frame" aria-busy={state.phase === 'loading'}>
        {state.phase === 'loading' && <div className="app-skeleton app-chart-skeleton" aria-hidden="true" />}
        {state.phase === 'failed' && (
          <div className="app-chart-message">
            <LiveMessage tone="error">
              <p>
                {state.failure.status === 503
                  ? 'No rate history yet: the first rates have not arrived.'
                  : state.failure.message}
              </p>
            </LiveMessage>
            {state.failure.status !== 503 && (
              <button className="button button-secondary app-small-button" type="button" onClick={retry}>
                Try again
              </button>
            )}
          </div>
        )}
        {state.phase === 'ready' && rows.length === 0 && (
          <p className="app-chart-message app-empty">No rates in this range yet.</p>
        )}
        {state.phase === 'ready' && rows.length > 0 && (
          <Suspense fallback={<div className="app-skeleton app-chart-skeleton" aria-hidden="true" />}>
            <RateHistoryChart
              rows={rows}
              series={series}
              thresholds={shownThresholds}
              longRange={days > 365}
              description={summary}
            />
          </Suspense>
        )}
      </div>
      {state.phase === 'loading' && <HistoryTextSkeleton />}
      <LiveMessage tone="status" className="app-summary">
        {state.phase === 'ready' && rows.length > 0 && (
          <p>
            <span className="visually-hidden">{`Showing ${rangeLabel}. `}</span>
            {summary}
            {shownThresholds.length > 0 &&
              ` ${alertMarksSummary(thresholdLines(shownThresholds), firedMarks(shownThresholds, rows))}`}
          </p>
        )}
      </LiveMessage>
      {state.phase === 'ready' && rows.length > 0 && <RateHistoryTable rows={rows} series={series} />}
    </section>
  );
}

/** Where the summary and the table toggle go, kept while the history loads. */
export function HistoryTextSkeleton() {
  return (
    <div className="app-summary">
      <SkeletonLines count={3} />
      <span className="app-skeleton app-skeleton-line app-skeleton-toggle" aria-hidden="true" />
    </div>
  );
}
