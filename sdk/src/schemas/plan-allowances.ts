import { z } from 'zod/mini';

/**
 * Where a plan stands (server/src/billing/plan-state.ts decides it): `free` for an account without a
 * partner profile, then a partner's `trial` (14 days, no card), `active` (paid, or granted by an
 * operator), `past_due` (a payment failed: Pro stays for the grace period) and `ended`.
 */
export const PLAN_STATES = ['free', 'trial', 'active', 'past_due', 'ended'] as const;
export type PlanStateName = (typeof PLAN_STATES)[number];

/** What a plan allows, as planAllows answers it. */
export const planAllowancesSchema = z.object({
  /** Rate alerts an account may hold active at once (spec §9: 3 on Free, 20 on Pro). */
  activeAlerts: z.number(),
  /** Forms without the "Rate alerts by Mortgage Rate Notifier" line. */
  whiteLabel: z.boolean(),
  /**
   * GET /api/partner/leads.csv. A partner's leads are theirs: reading and exporting them (JSON and
   * CSV) go on after the plan ends, for as long as the account exists.
   */
  csvExport: z.boolean(),
  /** Creating and using partner API keys. */
  apiKeys: z.boolean(),
  /** Setting up a webhook endpoint and receiving lead events. */
  webhooks: z.boolean(),
});
export type PlanAllowances = z.infer<typeof planAllowancesSchema>;

const FREE: PlanAllowances = {
  activeAlerts: 3,
  whiteLabel: false,
  csvExport: false,
  apiKeys: false,
  webhooks: false,
};
const PRO: PlanAllowances = {
  activeAlerts: 20,
  whiteLabel: true,
  csvExport: true,
  apiKeys: true,
  webhooks: true,
};

/** An ended partner plan: Free's limits, but the partner still reads and exports their own leads. */
const ENDED: PlanAllowances = { ...FREE, csvExport: true };

/**
 * The one answer to "what may this plan do?". Every route that enforces a limit asks it (alert
 * slots, form branding, CSV export, API keys, webhooks), and the console explains limits from it.
 * A trial and a payment's grace period are Pro; an ended plan is Free (forms keep working with our
 * branding) except that its leads stay the partner's to read and export.
 */
export function planAllows(state: PlanStateName): PlanAllowances {
  if (state === 'trial' || state === 'active' || state === 'past_due') return PRO;
  return state === 'ended' ? ENDED : FREE;
}
