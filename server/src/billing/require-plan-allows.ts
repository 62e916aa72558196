import { type PlanAllowances, planAllows } from '@mrn/sdk/schemas';
import type { MiddlewareHandler } from 'hono';
import type { DatabaseExecutor } from '../db/client.ts';
import { apiError } from '../http/errors.ts';
import type { PartnerEnv } from '../http/partner-env.ts';
import { loadPlanState } from './plan-record.ts';

export type PlanFeature = Exclude<keyof PlanAllowances, 'activeAlerts'>;

const FEATURE_NAMES: Record<PlanFeature, string> = {
  whiteLabel: 'White-label forms are',
  csvExport: 'CSV export is',
  apiKeys: 'API keys are',
  webhooks: 'Webhooks are',
};

/** The sentence a refused Pro feature answers with: what, why, and the way back. */
export function planRequiredMessage(feature: PlanFeature): string {
  return (
    `${FEATURE_NAMES[feature]} part of the Pro plan, and your plan has ended. Upgrade under "Your plan" in the ` +
    'partner console to turn it back on; your forms keep working and your leads are kept.'
  );
}

/** Whether the partner's plan allows `feature` now (the one plan function answers). */
export async function partnerMay(
  db: DatabaseExecutor,
  partnerId: string,
  feature: PlanFeature,
  now: Date,
): Promise<boolean> {
  const state = await loadPlanState(db, partnerId, now);
  return state !== undefined && planAllows(state.state)[feature];
}

/** 403 `plan_required` unless the authenticated partner's plan allows `feature`. */
export function requirePlanAllows(
  deps: { db: DatabaseExecutor; clock?: () => Date },
  feature: PlanFeature,
): MiddlewareHandler<PartnerEnv> {
  return async (c, next) => {
    const now = deps.clock ? deps.clock() : new Date();
    if (!(await partnerMay(deps.db, c.get('partnerId'), feature, now))) {
      return apiError(c, 403, 'plan_required', planRequiredMessage(feature));
    }
    return next();
  };
}
