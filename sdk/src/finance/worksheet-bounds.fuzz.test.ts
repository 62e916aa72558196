import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUDGET_WORKSHEET_INPUT_BOUNDS, calculateBudgetWorksheet } from './budget-worksheet';
import { WORKSHEET_DEFAULTS } from './defaults';
import { type InputBounds, type InputBoundsOf, isNotComputable } from './input-bounds';
import { compareLenders, LENDER_OFFER_INPUT_BOUNDS, lenderOfferFieldKey } from './lender-comparison';
import { SAVINGS_TRACKER_INPUT_BOUNDS, trackSavings } from './savings-tracker';

/**
 * Issue 28 item 6: the worksheets, fed random and extreme text, answer with finite numbers or the
 * typed refusal (like the calculators, calculator-bounds.fuzz.test.ts): never NaN or Infinity.
 */
type Inputs = Record<string, string>;
const today = new Date(2026, 10, 21);

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

const EXTREMES = ['', 'abc', '0', '-5', '0.001', '1e8', '100000001', '1e308', '1e309', '-1e308', '5e-324'];
const anyNumberText = fc.oneof(
  fc.constantFrom(...EXTREMES, 'Infinity', '-Infinity', 'NaN'),
  fc.double().map(String),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }).map(String),
);
const inRangeText = ({ min, max }: InputBounds) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map(String);

function texts(
  bounds: InputBoundsOf<string>,
  fields: readonly string[],
  numberText: (b: InputBounds) => fc.Arbitrary<string>,
) {
  const shape: Record<string, fc.Arbitrary<string>> = {};
  for (const field of fields) {
    const range = bounds[field];
    shape[field] = range
      ? numberText(range)
      : field === 'targetDate'
        ? fc.constantFrom('', '2030-06-15', '1999-01-01', '9999-12-31', 'not a date')
        : fc.constantFrom('', 'First Bank');
  }
  return fc.record(shape);
}

const WORKSHEETS = [
  {
    id: 'budget-worksheet',
    bounds: BUDGET_WORKSHEET_INPUT_BOUNDS,
    fields: Object.keys(WORKSHEET_DEFAULTS['budget-worksheet']),
    run: (inputs: Inputs) => calculateBudgetWorksheet(inputs),
    fieldKey: (field: string) => field,
  },
  {
    id: 'down-payment-tracker',
    bounds: SAVINGS_TRACKER_INPUT_BOUNDS,
    fields: Object.keys(WORKSHEET_DEFAULTS['down-payment-tracker']),
    run: (inputs: Inputs) => trackSavings(inputs, today),
    fieldKey: (field: string) => field,
  },
  {
    // Two offers: the second one is the one varied.
    id: 'mortgage-comparison',
    bounds: LENDER_OFFER_INPUT_BOUNDS,
    fields: Object.keys(WORKSHEET_DEFAULTS['mortgage-comparison'][0]),
    run: (inputs: Inputs) =>
      compareLenders([{ lenderName: 'A', loanAmount: '300000', interestRate: '6', loanTerm: '30' }, inputs]),
    fieldKey: (field: string) => lenderOfferFieldKey(1, field as never),
  },
] as const;

describe.each(WORKSHEETS)('$id', (worksheet) => {
  const bounds = worksheet.bounds as InputBoundsOf<string>;

  it('answers any input with finite numbers or the typed refusal', () => {
    fc.assert(
      fc.property(
        texts(bounds, worksheet.fields, () => anyNumberText),
        (inputs) => {
          const outcome = worksheet.run(inputs);
          if (isNotComputable(outcome)) {
            for (const message of Object.values(outcome.fields)) expect(message).toMatch(/^Enter /);
          } else {
            expect(nonFiniteNumbers(outcome)).toEqual([]);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('computes finite figures for every input inside its bounds', () => {
    fc.assert(
      fc.property(texts(bounds, worksheet.fields, inRangeText), (inputs) => {
        const outcome = worksheet.run(inputs);
        expect(isNotComputable(outcome)).toBe(false);
        expect(nonFiniteNumbers(outcome)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses each numeric field above its maximum, naming that field', () => {
    for (const [field, range] of Object.entries(bounds)) {
      if (!range) continue;
      for (const text of [String(range.max * 10 + 1), '1e308', '1e309']) {
        const outcome = worksheet.run({ [field]: text });
        expect(
          isNotComputable(outcome) && outcome.fields[worksheet.fieldKey(field)],
          `${field} = ${text}`,
        ).toBeTruthy();
      }
    }
  });
});
