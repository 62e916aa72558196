import { z } from 'zod/mini';
import { groupThousands } from '../finance/group-thousands';

/**
 * What an alert watches (issue 14). Every kind reduces to thresholds on one rate series, so each
 * fans out through the same indexed range query:
 * - `rate`: the rate crosses a target the person chose (below or above);
 * - `refinance`: refinancing at today's rate meets the owner's rule (saving and/or break-even); the
 *   server derives the highest rate at which it does and fires when the rate falls to it;
 * - `payment`: a buyer's monthly payment at today's rate falls to their target (derived the same way);
 * - `rate_move`: the rate moves at least `move` points either way from its level when the alert was
 *   set; after firing it re-arms at the new level.
 */
// The kinds and their words live in their own file: the widgets' first-paint chunk needs the words, not these schemas.
export { ALERT_KIND_LABELS, ALERT_KINDS, type AlertKind } from './alert-kind-labels';

/**
 * 100000000 as "100,000,000", as en-US writes it, without Intl: these messages are built when the
 * lead form's contract chunk loads, and the first Intl number format on a page loads the browser's
 * locale data (about 50 ms of a slow phone's main thread before the form could render).
 */
function grouped(value: number): string {
  const [whole, fraction] = String(value).split('.');
  return groupThousands(whole) + (fraction ? `.${fraction}` : '');
}

/**
 * A number sent as a number or as the text a form holds, within [min, max], rounded to `decimals`.
 * Free of side effects, so bundles that use none of the rate-move schemas drop them (the widget chunk).
 */
/* @__NO_SIDE_EFFECTS__ */
function amount(label: string, min: number, max: number, decimals = 2) {
  const message = `Enter ${label} from ${grouped(min)} to ${grouped(max)}.`;
  return z.pipe(
    z.union([
      z.number(message),
      z.string(message).check(z.trim(), z.regex(/^\$?\d[\d,]*(\.\d+)?$/, message)),
    ]),
    z.pipe(
      z.transform((value: number | string) =>
        typeof value === 'number' ? value : Number(value.replace(/[$,]/g, '')),
      ),
      z
        .number(message)
        .check(z.gte(min, message), z.lte(max, message))
        .check(z.overwrite((value) => Math.round(value * 10 ** decimals) / 10 ** decimals)),
    ),
  );
}

const dollars = (label: string, min = 0) => amount(label, min, 100_000_000);

/** Points the rate must come back past a threshold before the same alert can fire again (hysteresis). */
export const DEFAULT_REARM_MARGIN = 0.125;
export const rearmMarginSchema = amount('a re-arm margin in points', 0.001, 2, 3);

/** Refinance alert: the owner's loan today and the rule that makes refinancing worth it. */
export const refinanceAlertInputsSchema = z
  .strictObject({
    currentBalance: dollars('the balance you owe in dollars', 1000),
    currentRate: amount('your current rate in percent', 0.5, 20, 3),
    yearsRemaining: amount('the years left on your loan', 1, 40, 2),
    closingCosts: dollars('estimated closing costs in dollars'),
    newTermYears: z._default(amount('the new loan term in years', 5, 40, 0), 30),
    minMonthlySaving: z._default(z.nullable(dollars('a monthly saving in dollars', 1)), null),
    maxBreakEvenMonths: z._default(z.nullable(amount('a break-even time in months', 1, 360, 0)), null),
  })
  .check(
    z.refine((inputs) => inputs.minMonthlySaving !== null || inputs.maxBreakEvenMonths !== null, {
      message: 'Choose at least one rule: a monthly saving, a break-even time, or both.',
      path: ['minMonthlySaving'],
    }),
  );
export type RefinanceAlertInputs = z.output<typeof refinanceAlertInputsSchema>;

/** Payment-target alert: the home a buyer has in mind and the monthly payment they want to reach. */
export const paymentAlertInputsSchema = z
  .strictObject({
    homePrice: dollars('the home price in dollars', 1000),
    downPayment: dollars('the down payment in dollars'),
    termYears: z._default(amount('the loan term in years', 5, 40, 0), 30),
    propertyTaxYearly: z._default(dollars('yearly property tax in dollars'), 0),
    homeInsuranceYearly: z._default(dollars('yearly home insurance in dollars'), 0),
    hoaMonthly: z._default(dollars('monthly HOA fees in dollars'), 0),
    pmiMonthly: z._default(dollars('monthly PMI in dollars'), 0),
    targetMonthlyPayment: dollars('the monthly payment you want, in dollars', 1),
  })
  .check(
    z.refine((inputs) => inputs.downPayment < inputs.homePrice, {
      message: 'The down payment must be less than the home price.',
      path: ['downPayment'],
    }),
  );
export type PaymentAlertInputs = z.output<typeof paymentAlertInputsSchema>;

/** Rate-move alert: how far the rate must move, either way, from its level when the alert was set. */
export const DEFAULT_RATE_MOVE = 0.25;
export const rateMoveInputsSchema = z.strictObject({
  move: z._default(amount('a move in points', 0.05, 3, 3), DEFAULT_RATE_MOVE),
});
export type RateMoveInputs = z.output<typeof rateMoveInputsSchema>;

/**
 * What a rate-move alert remembers: the level it measures from (the rate when set, then when it last
 * fired) and, once it has fired, the level before that (what its last mail measured the move from).
 */
export const rateMoveStateSchema = z.object({
  move: z.number(),
  baseRate: z.number(),
  previousBaseRate: z.optional(z.number()),
});
export type RateMoveState = z.infer<typeof rateMoveStateSchema>;
