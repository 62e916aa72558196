/** The free (Homebuyers) plan: up to 3 rate targets at once per address (spec §9). */
export const FREE_PLAN_ALERT_LIMIT = 3;

export const PLAN_LIMIT_MESSAGE =
  `The free plan allows ${FREE_PLAN_ALERT_LIMIT} rate alerts per email address, counting alerts still waiting ` +
  'for confirmation. Unsubscribe from one of your alerts to set up a new one.';

export class PlanLimitError extends Error {
  override name = 'PlanLimitError';
  constructor() {
    super(PLAN_LIMIT_MESSAGE);
  }
}
