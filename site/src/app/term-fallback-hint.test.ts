import { describe, expect, it } from 'vitest';
import { termFallbackHint } from './AlertFields.tsx';
import { type AlertFormValues, NEW_ALERT_VALUES, withSeries, withTerm } from './alert-form-values.ts';

/** As the term select does: the loan's term, then the series of that term. */
const withLoanTerm = (values: AlertFormValues, term: '30' | '15') =>
  withTerm(
    {
      ...values,
      payment: { ...values.payment, termYears: term },
      refinance: { ...values.refinance, newTermYears: term },
    },
    term,
  );

describe('termFallbackHint', () => {
  const payment = { ...NEW_ALERT_VALUES, kind: 'payment' as const };
  const refinance = { ...NEW_ALERT_VALUES, kind: 'refinance' as const };

  it('says so when a 15-year loan of a 30-year-only program watches its 30-year rate', () => {
    const fha = withLoanTerm(withSeries(payment, 'OBMMIFHA30YF'), '15');
    expect(fha.series).toBe('OBMMIFHA30YF');
    expect(termFallbackHint(fha)).toBe(
      'No 15-year FHA rate is published: this alert watches the 30-year FHA rate.',
    );
    const va = withLoanTerm(withSeries(refinance, 'OBMMIVA30YF'), '15');
    expect(termFallbackHint(va)).toBe(
      'No 15-year VA rate is published: this alert watches the 30-year VA rate.',
    );
  });

  it('says nothing when the term has its own series, for rate alerts, or for a series picked by hand', () => {
    expect(termFallbackHint(withLoanTerm(payment, '15'))).toBeUndefined();
    expect(withLoanTerm(payment, '15').series).toBe('OBMMIC15YF');
    expect(termFallbackHint(withSeries(NEW_ALERT_VALUES, 'OBMMIFHA30YF'))).toBeUndefined();
    // A conventional 15-year loan watching the 30-year fixed rate by the person's own choice.
    expect(termFallbackHint(withSeries(withLoanTerm(payment, '15'), 'OBMMIC30YF'))).toBeUndefined();
  });
});
