import type { Plan } from '@mrn/sdk/schemas';
import { eq, gt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { billingCustomers, partners, users } from '../db/schema/index.ts';
import { type PollingLoop, startPollingLoop } from '../runtime/polling-loop.ts';
import { accountPlanOf, setAccountTier } from './account-plan-sync.ts';
import { queueBillingMail } from './billing-mail-queue.ts';
import { planRecordColumns, planRecordOf } from './plan-record.ts';
import { planState } from './plan-state.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The trial-ending mail goes out this long before the trial ends. */
const TRIAL_ENDING_NOTICE_MS = 3 * DAY_MS;
const PAGE = 500;

/**
 * What the clock changes in a plan, with nobody calling: a trial, a grace period or a cancelled
 * subscription's period runs out. For every partner with an account, in pages: the account's alert
 * tier follows the plan state, the trial-ending mail is queued 3 days ahead (once per trial end) and
 * the subscription-ended mail once per subscription. Returns how many accounts changed tier.
 */
export async function settlePlans(db: Database, now: Date): Promise<number> {
  let changed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({
        ...planRecordColumns,
        partnerId: partners.id,
        userId: users.id,
        accountPlan: users.plan,
        subscriptionId: billingCustomers.subscriptionId,
      })
      .from(partners)
      .innerJoin(users, eq(users.id, partners.userId))
      .leftJoin(billingCustomers, eq(billingCustomers.partnerId, partners.id))
      .where(gt(partners.id, after))
      .orderBy(partners.id)
      .limit(PAGE);
    for (const row of rows) {
      const state = planState(planRecordOf(row), now);
      const tier: Plan = accountPlanOf(state.state);
      if (tier !== row.accountPlan) {
        await db.transaction((tx) => setAccountTier(tx, row.userId, tier));
        changed += 1;
      }
      if (state.state === 'trial' && state.trialEndsAt) {
        const left = state.trialEndsAt.getTime() - now.getTime();
        if (left > 0 && left <= TRIAL_ENDING_NOTICE_MS) {
          await queueBillingMail(
            db,
            'billing_trial_ending',
            row.partnerId,
            state.trialEndsAt.toISOString(),
            now,
          );
        }
      }
      if (state.state === 'ended' && row.subscriptionId !== null) {
        await queueBillingMail(db, 'billing_ended', row.partnerId, row.subscriptionId, now);
      }
    }
    if (rows.length < PAGE) return changed;
    after = rows[rows.length - 1].partnerId;
  }
}

/** Runs settlePlans every `idleMs` (a minute by default) in the worker. */
export function startPlanClock(deps: {
  db: Database;
  logger: Logger;
  clock: () => Date;
  idleMs?: number;
}): PollingLoop {
  return startPollingLoop({
    name: 'plan clock',
    logger: deps.logger,
    idleMs: deps.idleMs ?? 60_000,
    round: async () => {
      const changed = await settlePlans(deps.db, deps.clock());
      if (changed > 0) deps.logger.info({ accountsChanged: changed }, 'plans settled');
      return false;
    },
  });
}
