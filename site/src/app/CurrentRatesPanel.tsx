import { isRateStale, STALE_AFTER_BUSINESS_DAYS } from '@mrn/sdk/rates/rate-freshness.ts';
import { RATE_TYPE_LABELS, RATE_TYPES } from '@mrn/sdk/schemas/rate-type';
import { type CurrentRates, currentRatesSchema } from '@mrn/sdk/schemas/rates';
import DateText from './DateText.tsx';
import { formatDate } from './date-format.ts';
import LoadFailure from './LoadFailure.tsx';
import { formatRate } from './rate-format.ts';
import SampleDataBanner from './SampleDataBanner.tsx';
import SkeletonLines from './SkeletonLines.tsx';
import { useApiData } from './use-api-data.ts';

/** 30-year and 15-year rate cards with FRED's attribution, the stale cue and the sample banner. */
export default function CurrentRatesPanel() {
  const { state, retry } = useApiData('/api/rates/current', currentRatesSchema);

  return (
    <section
      className="card app-panel"
      aria-labelledby="current-rates-heading"
      aria-busy={state.phase === 'loading'}
    >
      <h2 id="current-rates-heading">Current rates</h2>
      {state.phase === 'loading' && (
        <>
          <p className="visually-hidden">Loading current rates…</p>
          <CurrentRatesSkeleton />
        </>
      )}
      {state.phase === 'failed' &&
        (state.failure.status === 503 ? (
          <p className="app-empty">
            No rates yet: we have not received the first rates from FRED. They appear here after the first
            successful check, usually within a few hours.
          </p>
        ) : (
          <LoadFailure message={state.failure.message} onRetry={retry} />
        ))}
      {state.phase === 'ready' && <CurrentRateCards rates={state.data} />}
    </section>
  );
}

/** The cards and attribution at their loaded size (also used while the session loads). */
export function CurrentRatesSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="app-rate-cards">
        {RATE_TYPES.map((type) => (
          <div key={type} className="app-rate-card app-skeleton-card">
            <span className="app-skeleton app-skeleton-line" />
            <span className="app-skeleton app-skeleton-value" />
            <span className="app-skeleton app-skeleton-line" />
          </div>
        ))}
      </div>
      <SkeletonLines count={4} />
    </div>
  );
}

function CurrentRateCards({ rates }: { rates: CurrentRates }) {
  return (
    <>
      {rates.sample === true && <SampleDataBanner />}
      <div className="app-rate-cards">
        {RATE_TYPES.map((type) => {
          const rate = rates.rates.find((candidate) => candidate.type === type);
          const stale = rate ? isRateStale(rate.date) : false;
          return (
            <div key={type} className="app-rate-card" data-rate-type={type}>
              <h3 className="app-rate-label">{RATE_TYPE_LABELS[type]}</h3>
              {rate ? (
                <>
                  <p className="app-rate-value">{formatRate(rate.value)}</p>
                  <p className="app-rate-date">
                    Observed <DateText value={rate.date} />
                  </p>
                  {stale && (
                    <p className="app-stale">
                      <strong>Stale:</strong> no newer rate for more than {STALE_AFTER_BUSINESS_DAYS} business
                      days.
                    </p>
                  )}
                </>
              ) : (
                <p className="app-empty">No rate yet.</p>
              )}
            </div>
          );
        })}
      </div>
      <div className="app-attribution">
        <p>
          Source: {rates.source.name}. {rates.source.notice}
        </p>
        {rates.source.series.length > 0 && (
          <ul className="app-series-links">
            {rates.source.series.map((series) => (
              <li key={series.seriesId}>
                <a href={series.url} rel="noopener">
                  {RATE_TYPE_LABELS[series.type]}: FRED series {series.seriesId}
                </a>
              </li>
            ))}
          </ul>
        )}
        {rates.checkedAt && <p>Last checked {formatDate(rates.checkedAt)}.</p>}
      </div>
    </>
  );
}
