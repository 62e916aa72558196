/**
 * Shapes of calculator and worksheet inputs, shared by the UI (custom-element attributes, form
 * state) and anything on the server that accepts them. Every field is optional text: spec §5 says
 * inputs are held as text and an empty or unreadable one counts as 0 or its default, so validation
 * of values belongs to the calculators, not here. `zod/mini` keeps this cheap in browser bundles.
 */
import { z } from 'zod/mini';
import { AFFORDABILITY_FIELDS, AFFORDABILITY_INPUT_BOUNDS } from '../finance/affordability';
import { AMORTIZATION_FIELDS, AMORTIZATION_INPUT_BOUNDS } from '../finance/amortization';
import { BUDGET_WORKSHEET_FIELDS } from '../finance/budget-worksheet';
import { CALCULATOR_IDS, type CalculatorId } from '../finance/defaults';
import { DOWN_PAYMENT_FIELDS, DOWN_PAYMENT_INPUT_BOUNDS } from '../finance/down-payment';
import { EXTRA_PAYMENT_FIELDS, EXTRA_PAYMENT_INPUT_BOUNDS } from '../finance/extra-payment';
import { INFLATION_IMPACT_FIELDS, INFLATION_IMPACT_INPUT_BOUNDS } from '../finance/inflation-impact';
import type { InputBounds } from '../finance/input-bounds';
import { LENDER_OFFER_FIELDS } from '../finance/lender-comparison';
import { PAYMENT_FIELDS, PAYMENT_INPUT_BOUNDS } from '../finance/payment';
import { REFINANCE_FIELDS, REFINANCE_INPUT_BOUNDS } from '../finance/refinance';
import { RENT_VS_BUY_FIELDS, RENT_VS_BUY_INPUT_BOUNDS } from '../finance/rent-vs-buy';
import { SAVINGS_TRACKER_FIELDS } from '../finance/savings-tracker';
import { TERM_COMPARISON_FIELDS, TERM_COMPARISON_INPUT_BOUNDS } from '../finance/term-comparison';

type TextFieldShape<Field extends string> = { [Name in Field]: z.ZodMiniOptional<z.ZodMiniString> };

/** An object of optional text fields; unknown keys are dropped (zod's default), not rejected. */
function textFields<const Fields extends readonly string[]>(fields: Fields) {
  const shape = Object.fromEntries(fields.map((field) => [field, z.optional(z.string())]));
  return z.object(shape as TextFieldShape<Fields[number]>);
}

/** The input field names of each calculator, in form order (also its element attribute names). */
export const CALCULATOR_INPUT_FIELDS: { readonly [Id in CalculatorId]: readonly string[] } = {
  payment: PAYMENT_FIELDS,
  affordability: AFFORDABILITY_FIELDS,
  'down-payment': DOWN_PAYMENT_FIELDS,
  'rent-vs-buy': RENT_VS_BUY_FIELDS,
  '15-vs-30': TERM_COMPARISON_FIELDS,
  'inflation-impact': INFLATION_IMPACT_FIELDS,
  refinance: REFINANCE_FIELDS,
  amortization: AMORTIZATION_FIELDS,
  'extra-payment': EXTRA_PAYMENT_FIELDS,
};

/**
 * The documented range of every numeric calculator input (issue 13 item 15), e.g. terms 1-50
 * years, rates 0.001-30 %, amounts a cent to $100,000,000; 0, negatives and empty text keep the
 * spec §5 reading (0 or the default). The values stay text in the schemas above (spec §5); the
 * finance functions enforce these bounds (refusing with NotComputable via calculateWithinBounds)
 * and the calculators say beside the field what is allowed. Defined beside each calculator's math
 * so the calculator chunks need no zod.
 */
export const CALCULATOR_INPUT_BOUNDS: {
  readonly [Id in CalculatorId]: { readonly [field: string]: InputBounds | undefined };
} = {
  payment: PAYMENT_INPUT_BOUNDS,
  affordability: AFFORDABILITY_INPUT_BOUNDS,
  'down-payment': DOWN_PAYMENT_INPUT_BOUNDS,
  'rent-vs-buy': RENT_VS_BUY_INPUT_BOUNDS,
  '15-vs-30': TERM_COMPARISON_INPUT_BOUNDS,
  'inflation-impact': INFLATION_IMPACT_INPUT_BOUNDS,
  refinance: REFINANCE_INPUT_BOUNDS,
  amortization: AMORTIZATION_INPUT_BOUNDS,
  'extra-payment': EXTRA_PAYMENT_INPUT_BOUNDS,
};

/** The `type` attribute of <mrn-calculator>. */
export const calculatorIdSchema = z.enum(CALCULATOR_IDS as [CalculatorId, ...CalculatorId[]]);

export const calculatorInputSchemas = {
  payment: textFields(PAYMENT_FIELDS),
  affordability: textFields(AFFORDABILITY_FIELDS),
  'down-payment': textFields(DOWN_PAYMENT_FIELDS),
  'rent-vs-buy': textFields(RENT_VS_BUY_FIELDS),
  '15-vs-30': textFields(TERM_COMPARISON_FIELDS),
  'inflation-impact': textFields(INFLATION_IMPACT_FIELDS),
  refinance: textFields(REFINANCE_FIELDS),
  amortization: textFields(AMORTIZATION_FIELDS),
  'extra-payment': textFields(EXTRA_PAYMENT_FIELDS),
} as const;

export const budgetWorksheetInputSchema = textFields(BUDGET_WORKSHEET_FIELDS);
export const savingsTrackerInputSchema = textFields(SAVINGS_TRACKER_FIELDS);
export const lenderOfferInputSchema = textFields(LENDER_OFFER_FIELDS);
/** The comparison worksheet starts with three lenders; at least one column always remains (spec §4). */
export const lenderComparisonInputSchema = z.array(lenderOfferInputSchema).check(z.minLength(1));

export type CalculatorInputValues<Id extends CalculatorId> = z.infer<(typeof calculatorInputSchemas)[Id]>;
