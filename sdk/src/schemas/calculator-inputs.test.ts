import { describe, expect, it } from 'vitest';
import { CALCULATOR_DEFAULTS, CALCULATOR_IDS, WORKSHEET_DEFAULTS } from '../finance/defaults';
import {
  budgetWorksheetInputSchema,
  CALCULATOR_INPUT_BOUNDS,
  CALCULATOR_INPUT_FIELDS,
  calculatorIdSchema,
  calculatorInputSchemas,
  lenderComparisonInputSchema,
  savingsTrackerInputSchema,
} from './calculator-inputs';

describe('calculator input schemas', () => {
  it('accepts the nine calculator ids and nothing else', () => {
    for (const id of CALCULATOR_IDS) expect(calculatorIdSchema.safeParse(id).success).toBe(true);
    expect(calculatorIdSchema.safeParse('mortgage').success).toBe(false);
  });

  it('accepts every calculator default and lists its fields', () => {
    for (const id of CALCULATOR_IDS) {
      expect(calculatorInputSchemas[id].safeParse(CALCULATOR_DEFAULTS[id]).success).toBe(true);
      expect(CALCULATOR_INPUT_FIELDS[id]).toEqual(Object.keys(CALCULATOR_DEFAULTS[id]));
    }
  });

  it('keeps text as text: missing fields are fine, numbers are not', () => {
    expect(calculatorInputSchemas.payment.safeParse({}).success).toBe(true);
    expect(calculatorInputSchemas.payment.safeParse({ homePrice: 400000 }).success).toBe(false);
  });

  it('drops unknown keys', () => {
    const parsed = calculatorInputSchemas['15-vs-30'].parse({ rate15: '6', script: 'x' });
    expect(parsed).toEqual({ rate15: '6' });
  });

  it('accepts the worksheet defaults and needs at least one lender', () => {
    expect(budgetWorksheetInputSchema.safeParse(WORKSHEET_DEFAULTS['budget-worksheet']).success).toBe(true);
    expect(savingsTrackerInputSchema.safeParse(WORKSHEET_DEFAULTS['down-payment-tracker']).success).toBe(
      true,
    );
    expect(lenderComparisonInputSchema.safeParse(WORKSHEET_DEFAULTS['mortgage-comparison']).success).toBe(
      true,
    );
    expect(lenderComparisonInputSchema.safeParse([]).success).toBe(false);
  });

  it('documents bounds for every numeric field of every calculator, each containing its default', () => {
    for (const id of CALCULATOR_IDS) {
      const defaults = CALCULATOR_DEFAULTS[id] as Record<string, string>;
      for (const [field, bounds] of Object.entries(CALCULATOR_INPUT_BOUNDS[id])) {
        expect(CALCULATOR_INPUT_FIELDS[id]).toContain(field);
        if (!bounds) continue;
        expect(bounds.min).toBeLessThan(bounds.max);
        const value = Number(defaults[field] || 0);
        if (value > 0) expect(value >= bounds.min && value <= bounds.max, `${id}.${field}`).toBe(true);
      }
      // Only text such as dates and the choices (frequency, and issue 13 item 19's loan options) go without bounds.
      const unbounded = CALCULATOR_INPUT_FIELDS[id].filter((field) => !CALCULATOR_INPUT_BOUNDS[id][field]);
      const choices = ['frequency', 'loanType', 'pmiMethod', 'upfrontFeePayment'];
      expect(unbounded.every((field) => ['targetDate', 'firstPaymentDate', ...choices].includes(field))).toBe(
        true,
      );
    }
    expect(CALCULATOR_INPUT_BOUNDS.payment.loanTerm).toEqual({ min: 1, max: 50, unit: 'years' });
    expect(CALCULATOR_INPUT_BOUNDS.payment.interestRate?.max).toBe(30);
    expect(CALCULATOR_INPUT_BOUNDS.payment.homePrice?.max).toBe(100_000_000);
  });
});
