import type { CalculatorId } from '@mrn/sdk/finance/defaults';
import type { LoanProgram } from '@mrn/sdk/schemas/rate-series';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { pressCalculate, resultsRegion, typeInto } from '../../../test/support/calculator-test-driver';
import type { AnyCalculatorProps } from './';
import AffordabilityCalculator from './AffordabilityCalculator';
import AmortizationCalculator from './AmortizationCalculator';
import DownPaymentCalculator from './DownPaymentCalculator';
import ExtraPaymentCalculator from './ExtraPaymentCalculator';
import InflationImpactCalculator from './InflationImpactCalculator';
import PaymentCalculator from './PaymentCalculator';
import RefinanceCalculator from './RefinanceCalculator';
import RentVsBuyCalculator from './RentVsBuyCalculator';
import TermComparisonCalculator from './TermComparisonCalculator';
import type { TodaysRates, TodaysSeriesRate } from './todays-rates';

const TODAY: TodaysRates = {
  rates: [
    { type: '30y', value: 6.287, date: '2025-10-14' },
    { type: '15y', value: 5.493, date: '2025-10-14' },
  ],
  sample: false,
};

const USE = { name: 'Use today’s rate' } as const;

/** Each calculator and the rate fields that offer today's rate, with the type they fill in. */
const RATE_FIELDS: [CalculatorId, ComponentType<AnyCalculatorProps>, [string, number][]][] = [
  ['payment', PaymentCalculator as ComponentType<AnyCalculatorProps>, [['Interest Rate (%)', 6.287]]],
  [
    'affordability',
    AffordabilityCalculator as ComponentType<AnyCalculatorProps>,
    [['Interest Rate (%)', 6.287]],
  ],
  ['rent-vs-buy', RentVsBuyCalculator as ComponentType<AnyCalculatorProps>, [['Interest Rate (%)', 6.287]]],
  [
    '15-vs-30',
    TermComparisonCalculator as ComponentType<AnyCalculatorProps>,
    [
      ['15-Year Rate (%)', 5.493],
      ['30-Year Rate (%)', 6.287],
    ],
  ],
  ['refinance', RefinanceCalculator as ComponentType<AnyCalculatorProps>, [['New Interest Rate (%)', 6.287]]],
  [
    'amortization',
    AmortizationCalculator as ComponentType<AnyCalculatorProps>,
    [['Interest Rate (%)', 6.287]],
  ],
  [
    'extra-payment',
    ExtraPaymentCalculator as ComponentType<AnyCalculatorProps>,
    [['Interest Rate (%)', 6.287]],
  ],
];

/** The "Use today's rate" button in the same field as the input labelled `label`. */
function todaysRateButtonOf(label: string): HTMLElement {
  const field = screen.getByLabelText(label).closest('.mrn-field') as HTMLElement;
  return within(field).getByRole('button', USE);
}

describe('Use today’s rate', () => {
  it.each(RATE_FIELDS)(
    '%s: fills each rate field with the right rate and does not calculate',
    (_id, Calculator, fields) => {
      const { unmount } = render(<Calculator todaysRates={TODAY} />);
      expect(screen.getAllByRole('button', USE)).toHaveLength(fields.length);
      const promptBefore = resultsRegion().textContent;
      for (const [label, value] of fields) {
        fireEvent.click(todaysRateButtonOf(label));
        expect(screen.getByLabelText(label)).toHaveValue(String(value));
      }
      // Spec §4: only Calculate! computes; filling a rate leaves the prompt in place.
      expect(resultsRegion().textContent).toBe(promptBefore);
      expect(resultsRegion().textContent).toMatch(/^Click "Calculate!" to see/);
      unmount();
    },
  );

  it('the filled rate is what Calculate! uses', () => {
    render(<PaymentCalculator todaysRates={TODAY} />);
    pressCalculate();
    const withDefaultRate = resultsRegion().textContent;
    fireEvent.click(screen.getByRole('button', USE));
    pressCalculate();
    expect(resultsRegion().textContent).not.toBe(withDefaultRate);
  });

  it('offers no button without current rates, nor for a rate type the host does not know', () => {
    const { unmount } = render(<PaymentCalculator />);
    expect(screen.queryByRole('button', USE)).toBeNull();
    unmount();
    render(<TermComparisonCalculator todaysRates={{ rates: [TODAY.rates[1]], sample: true }} />);
    expect(screen.getAllByRole('button', USE)).toHaveLength(1);
    expect(todaysRateButtonOf('15-Year Rate (%)')).toHaveAttribute(
      'title',
      '15-year fixed, 5.493% on 14 Oct 2025 (sample data)',
    );
  });

  it('calculators without an interest rate offer no button', () => {
    for (const Calculator of [DownPaymentCalculator, InflationImpactCalculator]) {
      const { unmount } = render(<Calculator todaysRates={TODAY} />);
      expect(screen.queryByRole('button', USE)).toBeNull();
      unmount();
    }
  });
});

const series = (id: string, program: LoanProgram, term: '30y' | '15y', label: string, value: number | null) =>
  ({
    id,
    program,
    term,
    label,
    value,
    date: value === null ? null : '2026-11-26',
  }) satisfies TodaysSeriesRate;

/** The site's rates: every catalogued series (VA not published yet). */
const TODAY_BY_SERIES: TodaysRates = {
  ...TODAY,
  series: [
    series('OBMMIC30YF', 'conforming', '30y', '30-year fixed', 6.287),
    series('OBMMIC15YF', 'conforming', '15y', '15-year fixed', 5.493),
    series('OBMMIFHA30YF', 'fha', '30y', '30-year FHA', 6.12),
    series('OBMMIVA30YF', 'va', '30y', '30-year VA', null),
  ],
};

describe('Use today’s rate by loan type and term', () => {
  const rate = () => screen.getByLabelText('Interest Rate (%)');
  const usedNote = () => rate().closest('.mrn-field')!.querySelector('.mrn-rate-field__used');

  it('fills the FHA rate for an FHA loan and says which series it used, without calculating', () => {
    render(<PaymentCalculator todaysRates={TODAY_BY_SERIES} />);
    const promptBefore = resultsRegion().textContent;
    expect(usedNote()).toHaveTextContent(/^$/);
    typeInto('Loan Type', 'fha');
    fireEvent.click(screen.getByRole('button', USE));
    expect(rate()).toHaveValue('6.12');
    expect(usedNote()).toHaveTextContent('Today’s rate used: 30-year FHA, 6.12% on 26 Nov 2026.');
    expect(resultsRegion().textContent).toBe(promptBefore);
    // Typing another rate: the note no longer describes the field.
    typeInto('Interest Rate (%)', '6.5');
    expect(usedNote()).toHaveTextContent(/^$/);
  });

  it('takes the term into account: a 15-year loan uses the 15-year rate', () => {
    render(<AmortizationCalculator todaysRates={TODAY_BY_SERIES} />);
    typeInto('Loan Term (years)', '15');
    fireEvent.click(screen.getByRole('button', USE));
    expect(rate()).toHaveValue('5.493');
    expect(usedNote()).toHaveTextContent('15-year fixed, 5.493% on 14 Oct 2025');
  });

  it('says so when the loan type has no published rate at that term, and uses the conventional one', () => {
    render(<AffordabilityCalculator todaysRates={TODAY_BY_SERIES} />);
    typeInto('Loan Type', 'va');
    fireEvent.click(screen.getByRole('button', USE));
    expect(rate()).toHaveValue('6.287');
    expect(usedNote()).toHaveTextContent(
      '30-year fixed, 6.287% on 14 Oct 2025: no VA rate is published yet.',
    );
    typeInto('Loan Type', 'fha');
    typeInto('Loan Term (years)', '15');
    fireEvent.click(screen.getByRole('button', USE));
    expect(usedNote()).toHaveTextContent(
      '15-year fixed, 5.493% on 14 Oct 2025: no 15-year FHA rate is published.',
    );
  });
});
