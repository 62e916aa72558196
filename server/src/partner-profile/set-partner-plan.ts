import type { PartnerPlan } from '@mrn/sdk/schemas';
import { eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client.ts';
import { partners } from '../db/schema/index.ts';

export interface PartnerPlanChange {
  plan: PartnerPlan;
  /** When a trial ends; null for no trial (Pro paid, or ended). */
  trialEndsAt: Date | null;
}

/**
 * The one place a partner's plan and trial end change. The operator's CLI
 * (`npm run partner:plan`) calls it today; a payment provider's webhook (checkout completed,
 * subscription cancelled) would call it too, and nothing else should write these two columns.
 * Returns false when no partner has the id.
 */
export async function setPartnerPlan(
  db: DatabaseExecutor,
  partnerId: string,
  change: PartnerPlanChange,
): Promise<boolean> {
  const updated = await db
    .update(partners)
    .set({ plan: change.plan, trialEndsAt: change.trialEndsAt })
    .where(eq(partners.id, partnerId))
    .returning({ id: partners.id });
  return updated.length > 0;
}
