import type { PartnerPlan } from '@mrn/sdk/schemas';
import { loadPlanState, partnerPlanOf } from '../billing/index.ts';
import type { DatabaseExecutor } from '../db/client.ts';

/** Daily caps (UTC days) of lead confirmation mails, per form and for all of a partner's forms together. */
export interface LeadConfirmationCaps {
  perForm: number;
  perPartner: number;
}

/**
 * Every lead gets a confirmation mail branded for the partner, to whatever address was typed into
 * the form, so a form is a way to mail strangers. A mortgage professional's forms bring a handful of
 * leads a day; these caps leave room for a busy campaign and stop a form from being used as a relay.
 * Reaching one tells the partner (once a day) and shows in the console; the leads are still stored.
 */
export const LEAD_CONFIRMATION_CAPS: Record<PartnerPlan, LeadConfirmationCaps> = {
  pro: { perForm: 300, perPartner: 1000 },
  trial: { perForm: 100, perPartner: 200 },
  ended: { perForm: 50, perPartner: 100 },
};

/** The caps of a partner's plan as it stands at `now`, as the plan state machine decides it. */
export async function leadConfirmationCaps(
  db: DatabaseExecutor,
  partnerId: string,
  now: Date,
): Promise<LeadConfirmationCaps> {
  const plan = await loadPlanState(db, partnerId, now);
  return LEAD_CONFIRMATION_CAPS[partnerPlanOf(plan?.state ?? 'ended')];
}

/** The UTC day `now` falls on, as the counts key it (YYYY-MM-DD). */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
