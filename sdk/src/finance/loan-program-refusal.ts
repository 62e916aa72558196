import { formatTotal } from './currency-format';
import { FHA_MINIMUM_DOWN_PERCENT, fhaMinimumDownPayment } from './fha-mortgage-insurance';
import type { NotComputable } from './input-bounds';
import { parseLoanType } from './loan-type';
import { type FieldValue, parseAmount, parseNonNegative } from './parse-amount';

/**
 * The loan program's own rule on the inputs, as the typed refusal the calculators show beside the
 * field (like an out-of-range input): an FHA loan needs at least 3.5% of the price down. Null when
 * the rule is met or does not apply (another loan type, or no price yet: spec §5 then gives no result).
 * The calculators themselves answer null for such inputs, as they do for out-of-range ones.
 */
export function loanProgramRefusal(inputs: {
  readonly homePrice?: FieldValue;
  readonly downPayment?: FieldValue;
  readonly loanType?: FieldValue;
}): NotComputable | null {
  if (parseLoanType(inputs.loanType) !== 'fha') return null;
  const homePrice = parseAmount(inputs.homePrice);
  if (!(homePrice > 0)) return null;
  const minimum = fhaMinimumDownPayment(homePrice);
  if (parseNonNegative(inputs.downPayment) >= minimum) return null;
  return {
    notComputable: true,
    fields: {
      downPayment: `Enter ${formatTotal(Math.ceil(minimum))} or more: FHA loans need at least ${FHA_MINIMUM_DOWN_PERCENT}% down.`,
    },
  };
}

/**
 * The affordability calculator's form of the rule: its price is the answer, so FHA needs a down
 * payment above $0 (the price is then capped where the down payment is 3.5% of it).
 */
export function affordabilityLoanProgramRefusal(inputs: {
  readonly downPayment?: FieldValue;
  readonly loanType?: FieldValue;
}): NotComputable | null {
  if (parseLoanType(inputs.loanType) !== 'fha' || parseNonNegative(inputs.downPayment) > 0) return null;
  return {
    notComputable: true,
    fields: {
      downPayment: `Enter a down payment above $0: FHA loans need at least ${FHA_MINIMUM_DOWN_PERCENT}% down.`,
    },
  };
}
