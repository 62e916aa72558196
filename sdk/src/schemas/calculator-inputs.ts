/**
 * Shapes of calculator and worksheet inputs, shared by the UI (custom-element attributes, form
 * state) and anything on the server that accepts them. Every field is optional text: spec §5 says
 * inputs are held as text and an empty or unreadable one counts as 0 or its default, so validation
 * of values belongs to the calculators, not here. `zod/mini` keeps this cheap in browser bundles.
 */
import { z } from 'zod/mini';
import { AFFORDABILITY_FIELDS } from '../finance/affordability';
import { AMORTIZATION_FIELDS } from '../finance/amortization';
import { BUDGET_WORKSHEET_FIELDS } from '../finance/budget-worksheet';
import { CALCULATOR_IDS, type CalculatorId } from '../finance/defaults';
import { DOWN_PAYMENT_FIELDS } from '../finance/down-payment';
import { EXTRA_PAYMENT_FIELDS } from '../finance/extra-payment';
import { INFLATION_IMPACT_FIELDS } from '../finance/inflation-impact';
import { LENDER_OFFER_FIELDS } from '../finance/lender-comparison';
import { PAYMENT_FIELDS } from '../finance/payment';
import { REFINANCE_FIELDS } from '../finance/refinance';
import { RENT_VS_BUY_FIELDS } from '../finance/rent-vs-buy';
import { SAVINGS_TRACKER_FIELDS } from '../finance/savings-tracker';
import { TERM_COMPARISON_FIELDS } from '../finance/term-comparison';

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
