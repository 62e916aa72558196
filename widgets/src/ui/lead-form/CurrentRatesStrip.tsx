import { RATE_TYPE_LABELS } from '@mrn/sdk/schemas/rate-type';
import type { CurrentRates } from '@mrn/sdk/schemas/rates';
import { asOfDate } from './as-of-date';

/**
 * Today's 30- and 15-year averages above the form, with the attribution FRED asks for. The rates
 * come with the form config (one request for the whole form); null when there are none yet.
 */
export function CurrentRatesStrip({ currentRates }: { currentRates: CurrentRates | null }) {
  const rates = currentRates?.rates ?? [];
  return (
    <div className="mrn-rates-strip" part="rates">
      {rates.length === 0 ? (
        'Current rates are unavailable right now.'
      ) : (
        <>
          {rates.map((rate) => (
            <span key={rate.type} className="mrn-rates-strip__rate">
              {RATE_TYPE_LABELS[rate.type]} <strong>{rate.value.toFixed(2)}%</strong>
            </span>
          ))}
          <small className="mrn-rates-strip__source">
            {/* A fresh install shows the bundled sample year until its first FRED check, as the site says too. */}
            {currentRates?.sample ? 'Sample rates. ' : ''}As of {asOfDate(rates[0].date)}. Source:{' '}
            <a href="https://fred.stlouisfed.org/" target="_blank" rel="noopener noreferrer">
              FRED, Federal Reserve Bank of St. Louis
            </a>
          </small>
        </>
      )}
    </div>
  );
}
