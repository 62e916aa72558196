import { formatTotal } from './currency-format';
import type { NotComputable } from './input-bounds';
import { type FieldValue, parseAmount, parseNonNegative } from './parse-amount';

/**
 * A down payment above the home price, as the typed refusal the calculators show beside the field
 * (like an out-of-range input): otherwise the result would show a down payment over 100% of the price
 * and mortgage insurance on a $0 loan. A down payment equal to the price (buying outright) is allowed.
 * Null when the rule is met or there is no price yet (spec §5 then gives no result).
 */
export function downPaymentAbovePriceRefusal(inputs: {
  readonly homePrice?: FieldValue;
  readonly downPayment?: FieldValue;
}): NotComputable | null {
  const homePrice = parseAmount(inputs.homePrice);
  if (!(homePrice > 0) || parseNonNegative(inputs.downPayment) <= homePrice) return null;
  return {
    notComputable: true,
    fields: {
      downPayment: `Enter ${formatTotal(Math.floor(homePrice))} or less: the down payment cannot be more than the home price.`,
    },
  };
}
