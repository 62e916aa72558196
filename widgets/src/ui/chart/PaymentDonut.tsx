import { formatPayment, formatPercent } from '@mrn/sdk/finance/currency-format';
import type { PaymentResult } from '@mrn/sdk/finance/payment';
import { DataTable } from '../primitives/DataTable';
import { paymentParts } from './payment-parts';

// A circle of circumference 100 lets each arc's dash length be its percentage.
const RADIUS = 100 / (2 * Math.PI);
// Gap between arcs, in percent of the ring, so adjacent parts stay apart without relying on colour.
const GAP = 0.6;

/** Monthly payment split into its parts: a donut, a numbered legend and the same numbers as a table. */
export default function PaymentDonut({ result }: { result: PaymentResult }) {
  const parts = paymentParts(result);
  const name = `Monthly payment breakdown: ${parts
    .map((part) => `${part.label} ${formatPayment(part.value)} (${formatPercent(part.percent)})`)
    .join(', ')}.`;
  let start = 0;
  return (
    <figure className="mrn-donut" part="chart">
      <svg className="mrn-donut__svg" viewBox="0 0 42 42" role="img" aria-label={name}>
        {parts.map((part, index) => {
          const length = parts.length > 1 ? Math.max(part.percent - GAP, 0.1) : 100;
          const offset = start;
          start += part.percent;
          return (
            <circle
              key={part.label}
              className={`mrn-donut__arc mrn-donut__arc--${index + 1}`}
              cx="21"
              cy="21"
              r={RADIUS}
              fill="none"
              stroke="currentColor"
              strokeWidth="6"
              strokeDasharray={`${length} ${100 - length}`}
              // Start at 12 o'clock and run clockwise.
              strokeDashoffset={25 - offset}
            />
          );
        })}
      </svg>
      <figcaption className="mrn-donut__legend">
        <ol>
          {parts.map((part, index) => (
            <li key={part.label} className="mrn-donut__legend-item">
              <span className={`mrn-donut__swatch mrn-donut__swatch--${index + 1}`} aria-hidden="true" />
              {part.label}: {formatPayment(part.value)} ({formatPercent(part.percent)})
            </li>
          ))}
        </ol>
      </figcaption>
      <details className="mrn-chart__data">
        <summary>Show chart data as a table</summary>
        <DataTable
          caption="Monthly payment breakdown"
          columns={['Part', 'Monthly amount', 'Share of payment']}
          rows={parts.map((part) => [part.label, formatPayment(part.value), formatPercent(part.percent)])}
        />
      </details>
    </figure>
  );
}
