import { isRateStale, STALE_AFTER_BUSINESS_DAYS } from '@mrn/sdk/rates/rate-freshness';
import { CONFORMING_SERIES } from '@mrn/sdk/schemas/rate-series';
import { RATE_TYPE_LABELS, RATE_TYPES, type RateType } from '@mrn/sdk/schemas/rate-type';
import { type CurrentRatesAnswer, currentRatesAnswerSchema } from '@mrn/sdk/schemas/series-rates';
import type { ReactNode } from 'react';
import DateText from './DateText.tsx';
import { formatDate } from './date-format.ts';
import LoadFailure from './LoadFailure.tsx';
import { formatRate } from './rate-format.ts';
import SampleDataBanner from './SampleDataBanner.tsx';
import SkeletonLines from './SkeletonLines.tsx';
import { useApiData } from './use-api-data.ts';

interface CurrentRatesPanelProps {
  /** The catalogued series of the person's loan (My loan), and the form that changes it. */
  myLoan?: string;
  loanPicker?: ReactNode;
}

/**
 * 30-year and 15-year rate cards with FRED's attribution, the stale cue and the sample banner, and
 * beside them the rate for borrowers like the person (My loan), which they choose here.
 */
export default function CurrentRatesPanel({ myLoan, loanPicker }: CurrentRatesPanelProps = {}) {
  const { state, retry } = useApiData('/api/rates/current', currentRatesAnswerSchema);

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
      {state.phase === 'ready' && (
        <CurrentRateCards rates={state.data} myLoan={myLoan} loanPicker={loanPicker} />
      )}
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

function CurrentRateCards({
  rates,
  myLoan,
  loanPicker,
}: { rates: CurrentRatesAnswer } & CurrentRatesPanelProps) {
  // Beside the headline rates, unless the person's loan is one of them (then that card says so).
  const headline = (type: RateType) => CONFORMING_SERIES[type];
  const mine = rates.series.find(
    (series) => series.id === myLoan && !RATE_TYPES.some((type) => headline(type) === series.id),
  );
  return (
    <>
      {rates.sample === true && <SampleDataBanner />}
      <div className="app-rate-cards">
        {mine && (
          <div className="app-rate-card app-rate-card-mine" data-my-loan={mine.id}>
            <h3 className="app-rate-label">
              Rate for borrowers like you: <span className="app-rate-series">{mine.label}</span>
            </h3>
            {mine.value === null || mine.date === null ? (
              <p className="app-rate-unpublished">
                Not published yet: FRED has no value for this rate so far.
              </p>
            ) : (
              <>
                <p className="app-rate-value">{formatRate(mine.value)}</p>
                <p className="app-rate-date">
                  Observed <DateText value={mine.date} />
                </p>
              </>
            )}
          </div>
        )}
        {RATE_TYPES.map((type) => {
          const rate = rates.rates.find((candidate) => candidate.type === type);
          const stale = rate ? isRateStale(rate.date) : false;
          return (
            <div key={type} className="app-rate-card" data-rate-type={type}>
              <h3 className="app-rate-label">{RATE_TYPE_LABELS[type]}</h3>
              {myLoan === headline(type) && <p className="app-rate-mine">The rate for borrowers like you.</p>}
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
      {loanPicker}
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
            {mine && (
              <li>
                <a href={`https://fred.stlouisfed.org/series/${mine.id}`} rel="noopener">
                  {mine.label}: FRED series {mine.id}
                </a>
              </li>
            )}
          </ul>
        )}
        {rates.checkedAt && <p>Last checked {formatDate(rates.checkedAt)}.</p>}
      </div>
    </>
  );
}
