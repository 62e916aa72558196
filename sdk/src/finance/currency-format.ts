/**
 * Display formatting (spec §9): US dollars, no decimals for totals, two for monthly payments.
 * The formatters are built once because constructing Intl.NumberFormat is far costlier than using it.
 * signDisplay 'negative' keeps a rounded-away negative (say -0.001) from showing as "-$0".
 */
const totalFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  signDisplay: 'negative',
});

const paymentFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

function finiteOrZero(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** A total such as a price or lifetime interest: "$400,000". */
export function formatTotal(value: number): string {
  return totalFormatter.format(finiteOrZero(value));
}

/** A payment: "$2,022.62". */
export function formatPayment(value: number): string {
  return paymentFormatter.format(finiteOrZero(value));
}

/** A percentage already expressed in percent units: formatPercent(6.5) is "6.5%". */
export function formatPercent(value: number, decimals = 1): string {
  const shown = finiteOrZero(value).toFixed(decimals);
  // "-0.0%" reads as a loss where there is none.
  return `${Number(shown) === 0 ? (0).toFixed(decimals) : shown}%`;
}
