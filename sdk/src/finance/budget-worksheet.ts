import { type FieldValues, parseAmount, parseNonNegative } from './parse-amount';

export const BUDGET_WORKSHEET_FIELDS = [
  'monthlyIncome',
  'monthlyDebts',
  'livingExpenses',
  'downPaymentSaved',
  'emergencyFund',
] as const;
export type BudgetWorksheetField = (typeof BUDGET_WORKSHEET_FIELDS)[number];
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
 * Budget worksheet (spec §9); updates live, so it always answers. The conservative estimate is
 * floored at 0: a household already spending more than it earns can afford no housing payment,
 * and a negative "recommended payment" would mean nothing.
 */
export function calculateBudgetWorksheet(inputs: BudgetWorksheetInputs): BudgetWorksheetResult {
  const monthlyIncome = parseAmount(inputs.monthlyIncome);
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
