import { AMOUNT_BOUNDS, fieldsOf, type InputTable, type NotComputable, outOfRange } from './input-bounds';
import { type FieldValues, parseNonNegative } from './parse-amount';

/**
 * Each input in form order with its range, as the calculators' tables: every field is money, 0 or a
 * cent to $100,000,000 a month (issue 28). The field list and the field type are read from this table.
 */
export const BUDGET_WORKSHEET_INPUT_BOUNDS = {
  monthlyIncome: AMOUNT_BOUNDS,
  monthlyDebts: AMOUNT_BOUNDS,
  livingExpenses: AMOUNT_BOUNDS,
  downPaymentSaved: AMOUNT_BOUNDS,
  emergencyFund: AMOUNT_BOUNDS,
} satisfies InputTable;
export type BudgetWorksheetField = keyof typeof BUDGET_WORKSHEET_INPUT_BOUNDS;
export const BUDGET_WORKSHEET_FIELDS = fieldsOf(BUDGET_WORKSHEET_INPUT_BOUNDS);
export type BudgetWorksheetInputs = FieldValues<BudgetWorksheetField>;

export interface BudgetWorksheetResult {
  /** Gross income minus debts and living expenses; negative when spending exceeds income. */
  readonly disposableIncome: number;
  /** 28% of gross monthly income. */
  readonly ruleOf28Max: number;
  /** 25% of disposable income, never below 0. */
  readonly conservativeEstimate: number;
  /** The lower of the two limits above. */
  readonly recommendedPayment: number;
}

const RULE_OF_28_PERCENT = 28;
const CONSERVATIVE_PERCENT_OF_DISPOSABLE = 25;

/**
 * Budget worksheet (spec §9); updates live, so it always answers: the figures, or the typed refusal
 * naming each field outside its bounds (1e308 would make them infinite). The conservative estimate
 * is floored at 0: a household already spending more than it earns can afford no housing payment,
 * and a negative "recommended payment" would mean nothing. A negative income counts as 0, as the
 * other amounts do (spec §5).
 */
export function calculateBudgetWorksheet(
  inputs: BudgetWorksheetInputs,
): BudgetWorksheetResult | NotComputable {
  const refusal = outOfRange(inputs, BUDGET_WORKSHEET_INPUT_BOUNDS);
  if (refusal) return refusal;
  const monthlyIncome = parseNonNegative(inputs.monthlyIncome);
  const disposableIncome =
    monthlyIncome - parseNonNegative(inputs.monthlyDebts) - parseNonNegative(inputs.livingExpenses);
  const ruleOf28Max = Math.max(0, (monthlyIncome * RULE_OF_28_PERCENT) / 100);
  const conservativeEstimate = Math.max(0, (disposableIncome * CONSERVATIVE_PERCENT_OF_DISPOSABLE) / 100);
  return {
    disposableIncome,
    ruleOf28Max,
    conservativeEstimate,
    recommendedPayment: Math.min(ruleOf28Max, conservativeEstimate),
  };
}
