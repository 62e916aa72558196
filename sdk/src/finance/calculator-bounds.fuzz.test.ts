import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFFORDABILITY_INPUT_BOUNDS, calculateAffordability } from './affordability';
import { AMORTIZATION_INPUT_BOUNDS, calculateAmortization } from './amortization';
import { CALCULATOR_DEFAULTS, type CalculatorId } from './defaults';
import { calculateDownPayment, DOWN_PAYMENT_INPUT_BOUNDS } from './down-payment';
import { calculateExtraPayment, EXTRA_PAYMENT_INPUT_BOUNDS } from './extra-payment';
import { calculateInflationImpact, INFLATION_IMPACT_INPUT_BOUNDS } from './inflation-impact';
import { calculateWithinBounds, type InputBounds, type InputBoundsOf, isNotComputable } from './input-bounds';
import { calculatePayment, PAYMENT_INPUT_BOUNDS } from './payment';
import { calculateRefinance, REFINANCE_INPUT_BOUNDS } from './refinance';
import { calculateRentVsBuy, RENT_VS_BUY_INPUT_BOUNDS } from './rent-vs-buy';
import { compareTerms, TERM_COMPARISON_INPUT_BOUNDS } from './term-comparison';

/**
 * Issue 13 item 15: every calculator, fed random and extreme text, answers with finite numbers, the
 * spec's null (incomplete inputs) or the typed refusal: never NaN, Infinity, an exception or a hang.
 * Time per call is measured in calculators.bench.ts, not asserted here.
 */
type Inputs = Record<string, string>;
interface CalculatorUnderTest {
  id: CalculatorId;
  bounds: InputBoundsOf<string>;
  calculate: (inputs: Inputs) => unknown;
}

const today = new Date(2026, 10, 21);
const CALCULATORS: CalculatorUnderTest[] = [
  { id: 'payment', bounds: PAYMENT_INPUT_BOUNDS, calculate: calculatePayment },
  { id: 'affordability', bounds: AFFORDABILITY_INPUT_BOUNDS, calculate: calculateAffordability },
  {
    id: 'down-payment',
    bounds: DOWN_PAYMENT_INPUT_BOUNDS,
    calculate: (inputs) => calculateDownPayment(inputs, today),
  },
  { id: 'rent-vs-buy', bounds: RENT_VS_BUY_INPUT_BOUNDS, calculate: calculateRentVsBuy },
  { id: '15-vs-30', bounds: TERM_COMPARISON_INPUT_BOUNDS, calculate: compareTerms },
  { id: 'inflation-impact', bounds: INFLATION_IMPACT_INPUT_BOUNDS, calculate: calculateInflationImpact },
  { id: 'refinance', bounds: REFINANCE_INPUT_BOUNDS, calculate: calculateRefinance },
  { id: 'amortization', bounds: AMORTIZATION_INPUT_BOUNDS, calculate: calculateAmortization },
  { id: 'extra-payment', bounds: EXTRA_PAYMENT_INPUT_BOUNDS, calculate: calculateExtraPayment },
];

/** Every number anywhere in a result (schedules included) is finite. */
function nonFiniteNumbers(value: unknown, path = 'result', found: string[] = []): string[] {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) found.push(`${path} = ${value}`);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) nonFiniteNumbers(item, `${path}[${index}]`, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) nonFiniteNumbers(item, `${path}.${key}`, found);
  }
  return found;
}

const EXTREMES = [
  '',
  'abc',
  '12abc',
  '0',
  '-0',
  '0.0001',
  '0.01',
  '-5',
  '1e8',
  '100000001',
  '1e15',
  '1e308',
  '1e309',
  '-1e308',
  '5e-324',
  'Infinity',
  '-Infinity',
  'NaN',
  '$1,000,000',
];

/** Any text a person or a script could put in a numeric field. */
const anyNumberText = fc.oneof(
  fc.constantFrom(...EXTREMES),
  fc.double().map(String),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }).map(String),
  fc.integer({ min: -1000, max: 1000 }).map(String),
);

/** A value inside the field's range, as text. */
const inRangeText = ({ min, max }: InputBounds) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((value) => String(value));

function fieldTexts(
  calculator: CalculatorUnderTest,
  numberText: (bounds: InputBounds) => fc.Arbitrary<string>,
) {
  const defaults = CALCULATOR_DEFAULTS[calculator.id] as Inputs;
  const shape: Record<string, fc.Arbitrary<string>> = {};
  for (const field of Object.keys(defaults)) {
    const bounds = calculator.bounds[field];
    if (bounds) shape[field] = numberText(bounds);
    else if (field === 'frequency') shape[field] = fc.constantFrom('monthly', 'yearly', 'weekly', '');
    else shape[field] = fc.constantFrom('', '2030-06-15', '1999-01-01', '9999-12-31', 'not a date');
  }
  return fc.record(shape);
}

describe.each(CALCULATORS)('$id', (calculator) => {
  const run = (inputs: Inputs) => calculateWithinBounds(calculator.bounds, calculator.calculate, inputs);

  it('answers any input with finite numbers, null or the typed refusal', () => {
    fc.assert(
      fc.property(
        fieldTexts(calculator, () => anyNumberText),
        (inputs) => {
          const outcome = run(inputs);
          if (isNotComputable(outcome)) {
            for (const [field, message] of Object.entries(outcome.fields)) {
              expect(calculator.bounds[field]).toBeDefined();
              expect(message).toMatch(/^Enter /);
            }
            // Called directly, the calculator refuses too (null), rather than computing.
            expect(calculator.calculate(inputs)).toBeNull();
          } else {
            expect(nonFiniteNumbers(outcome)).toEqual([]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('computes finite results for every input inside its bounds', () => {
    fc.assert(
      fc.property(fieldTexts(calculator, inRangeText), (inputs) => {
        const outcome = run(inputs);
        expect(isNotComputable(outcome)).toBe(false);
        expect(nonFiniteNumbers(outcome)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses each numeric field above its maximum, naming that field', () => {
    const defaults = CALCULATOR_DEFAULTS[calculator.id] as Inputs;
    for (const [field, bounds] of Object.entries(calculator.bounds)) {
      if (!bounds) continue;
      for (const text of [String(bounds.max * 10 + 1), '1e308', '1e309']) {
        const outcome = run({ ...defaults, [field]: text });
        expect(isNotComputable(outcome) && outcome.fields[field], `${field} = ${text}`).toBeTruthy();
      }
    }
  });
});

describe('the cases the issue found', () => {
  it('a term under one month is refused, not $0', () => {
    const outcome = calculateWithinBounds(PAYMENT_INPUT_BOUNDS, calculatePayment, {
      ...CALCULATOR_DEFAULTS.payment,
      loanTerm: '0.01',
    });
    expect(outcome).toEqual({ notComputable: true, fields: { loanTerm: 'Enter 1 to 50 years.' } });
  });

  it('a rent vs buy timeframe of 1e8 years is refused at once instead of looping', () => {
    const outcome = calculateWithinBounds(RENT_VS_BUY_INPUT_BOUNDS, calculateRentVsBuy, {
      ...CALCULATOR_DEFAULTS['rent-vs-buy'],
      timeframe: '1e8',
    });
    expect(outcome).toEqual({ notComputable: true, fields: { timeframe: 'Enter 1 to 50 years.' } });
  });

  it('an extra-payment term of 1e308 years is refused instead of running out of memory', () => {
    const outcome = calculateWithinBounds(EXTRA_PAYMENT_INPUT_BOUNDS, calculateExtraPayment, {
      ...CALCULATOR_DEFAULTS['extra-payment'],
      loanTerm: '1e308',
    });
    expect(isNotComputable(outcome) && outcome.fields.loanTerm).toBe('Enter 1 to 50 years.');
  });

  it('amounts above $100,000,000 and rates above 30 % are refused with what is allowed', () => {
    const outcome = calculateWithinBounds(AMORTIZATION_INPUT_BOUNDS, calculateAmortization, {
      ...CALCULATOR_DEFAULTS.amortization,
      loanAmount: '1e12',
      interestRate: '31',
    });
    expect(outcome).toEqual({
      notComputable: true,
      fields: { loanAmount: 'Enter 0 or $0.01 to $100,000,000.', interestRate: 'Enter 0 or 0.001% to 30%.' },
    });
  });

  it('keeps spec §5 for empty, zero and negative text: defaults and nulls, not refusals', () => {
    const payment = (overrides: Inputs) =>
      calculateWithinBounds(PAYMENT_INPUT_BOUNDS, calculatePayment, {
        ...CALCULATOR_DEFAULTS.payment,
        ...overrides,
      });
    expect(payment({ loanTerm: '' })).toEqual(calculatePayment(CALCULATOR_DEFAULTS.payment));
    expect(payment({ loanTerm: '0' })).toEqual(calculatePayment(CALCULATOR_DEFAULTS.payment));
    expect(payment({ homePrice: '-1' })).toBeNull();
    expect(payment({ downPayment: '-100' })).toEqual(
      calculatePayment({ ...CALCULATOR_DEFAULTS.payment, downPayment: '0' }),
    );
  });
});
