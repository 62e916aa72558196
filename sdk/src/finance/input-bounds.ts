import { type FieldValue, readNumber } from './parse-amount';

/**
 * The documented range of each calculator input (issue 13 item 15). Inside it every calculator
 * returns finite numbers quickly; outside it the calculators refuse with NotComputable instead of
 * a wrong number, an exception or a long loop (a 1e8-year timeframe, a term under a month).
 */
export interface InputBounds {
  readonly min: number;
  readonly max: number;
  readonly unit: 'dollars' | 'percent' | 'years' | 'month';
}

/**
 * Money (prices, balances, income, savings, fees, rent): a cent to $100,000,000 (0 is allowed too,
 * see outOfRange). Sub-cent amounts are refused: 5e-324 dollars made ratios and months to save infinite.
 */
export const AMOUNT_BOUNDS: InputBounds = { min: 0.01, max: 100_000_000, unit: 'dollars' };
/** Interest rates: 0.001 % (the finest step quoted) to 30 % a year, or 0. */
export const INTEREST_RATE_BOUNDS: InputBounds = { min: 0.001, max: 30, unit: 'percent' };
/** Shares of a price or income (down payment, tax, insurance and PMI rates): 0.001 % to 100 %, or 0. */
export const SHARE_PERCENT_BOUNDS: InputBounds = { min: 0.001, max: 100, unit: 'percent' };
/** Yearly growth or return (appreciation, inflation, rent increase, income growth): -50 % to 50 %. */
export const GROWTH_PERCENT_BOUNDS: InputBounds = { min: -50, max: 50, unit: 'percent' };
/** Loan terms and the periods compared month by month: 1 to 50 years. */
export const TERM_YEARS_BOUNDS: InputBounds = { min: 1, max: 50, unit: 'years' };
/** How long to wait before buying: a quarter of a year to 50 years. */
export const WAIT_YEARS_BOUNDS: InputBounds = { min: 0.25, max: 50, unit: 'years' };
/** A payment number within the longest term: 1 to 600. */
export const PAYMENT_MONTH_BOUNDS: InputBounds = { min: 1, max: 600, unit: 'month' };

/** Bounds of a calculator's numeric fields (its text fields, such as dates, have none). */
export type InputBoundsOf<Field extends string> = { readonly [Name in Field]?: InputBounds };

/** A calculator's inputs in form order, each with its range; TEXT_FIELD for a date or a choice. */
export type InputTable = { readonly [field: string]: InputBounds | undefined };

/** Marks a text field (a date, a choice) in an input table: it has its place in the form but no range. */
export const TEXT_FIELD = undefined;

/** The field names of a calculator's input table, in form order. */
export function fieldsOf<Table extends InputTable>(table: Table): readonly (keyof Table & string)[] {
  return Object.keys(table) as (keyof Table & string)[];
}

/** The typed refusal: which inputs are out of range, each with what is allowed. */
export interface NotComputable {
  readonly notComputable: true;
  /** Field name -> "Enter 1 to 50 years." */
  readonly fields: Readonly<Record<string, string>>;
}

export function isNotComputable(value: unknown): value is NotComputable {
  return typeof value === 'object' && value !== null && (value as NotComputable).notComputable === true;
}

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
});

/** What a field accepts, said the way the field asks for it (0 is accepted as well where it says so). */
export function boundsMessage({ min, max, unit }: InputBounds): string {
  if (unit === 'dollars') return `Enter 0 or ${DOLLARS.format(min)} to ${DOLLARS.format(max)}.`;
  if (unit === 'percent') return min <= 0 ? `Enter ${min}% to ${max}%.` : `Enter 0 or ${min}% to ${max}%.`;
  if (unit === 'month') return `Enter month ${min} to ${max}.`;
  return `Enter ${min} to ${max} years.`;
}

/**
 * The out-of-range inputs, or null when all are in range. Empty and unreadable text is not
 * judged here, and neither are 0 and negatives in a field whose range starts at 0 or above:
 * spec §5 already reads those as 0 or the field's default. Anything else outside its range, or too
 * large to read as a finite number, is refused.
 */
export function outOfRange<Field extends string>(
  inputs: { readonly [Name in Field]?: FieldValue },
  bounds: InputBoundsOf<Field>,
): NotComputable | null {
  const fields: Record<string, string> = {};
  for (const field of Object.keys(bounds) as Field[]) {
    const range = bounds[field];
    const value = readNumber(inputs[field]);
    if (!range || Number.isNaN(value)) continue;
    if (range.min >= 0 && value <= 0) continue;
    if (!(value >= range.min && value <= range.max)) fields[field] = boundsMessage(range);
  }
  return Object.keys(fields).length > 0 ? { notComputable: true, fields } : null;
}

/**
 * A calculator run with its bounds: the typed refusal for out-of-range input, else the calculator's
 * own answer (null when spec §5 says the inputs are incomplete). The UI shows the refusal's
 * messages beside the fields.
 */
export function calculateWithinBounds<
  Field extends string,
  Inputs extends { readonly [Name in Field]?: FieldValue },
  Result,
>(
  bounds: InputBoundsOf<Field>,
  calculate: (inputs: Inputs) => Result | null,
  inputs: Inputs,
): Result | NotComputable | null {
  return outOfRange(inputs, bounds) ?? calculate(inputs);
}
