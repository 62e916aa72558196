import { PLAN_ACTIVE_ALERT_LIMITS } from '@mrn/sdk/schemas';

/** The free (Homebuyers) plan: up to 3 rate targets at once per address (spec §9). */
export const FREE_PLAN_ALERT_LIMIT = PLAN_ACTIVE_ALERT_LIMITS.free;

/**
 * SQL text for the slots an address may hold: Pro's when an account with that address is on the
 * Pro plan, else `freeLimit` (an address without an account is on Free). Placeholders are the
 * statement's own (e.g. `$1`), so the same expression serves the prepared alert statement.
 */
export function addressPlanLimitSql(emailPlaceholder: string, freeLimitPlaceholder: string): string {
  return `coalesce((SELECT ${PLAN_ACTIVE_ALERT_LIMITS.pro} FROM users WHERE email = ${emailPlaceholder} AND plan = 'pro'), ${freeLimitPlaceholder})`;
}

export const PLAN_LIMIT_MESSAGE =
  `The free plan allows ${FREE_PLAN_ALERT_LIMIT} rate alerts per email address, counting alerts still waiting ` +
  'for confirmation. Unsubscribe from one of your alerts to set up a new one.';

export class PlanLimitError extends Error {
  override name = 'PlanLimitError';
  constructor() {
    super(PLAN_LIMIT_MESSAGE);
  }
}
