import { PLAN_ACTIVE_ALERT_LIMITS, type Plan } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { ALERT_RULES } from '../alerts/index.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { ApiFailure } from '../http/errors.ts';

/**
 * The plan limit for signed-in people, by the same rule as the public path (alert-rules.ts rule 3):
 * an address holds a slot for every active alert and every pending one created within
 * ALERT_RULES.pendingHoldsSlotMs; paused and unsubscribed alerts hold none. Only the number of
 * slots differs: the account's plan (PLAN_ACTIVE_ALERT_LIMITS) instead of the free plan's.
 */
export interface HeldSlots {
  active: number;
  pending: number;
}

export function heldSlotCount(slots: HeldSlots): number {
  return slots.active + slots.pending;
}

/**
 * Serialises every write that could add an active alert for `email` (or move alerts to it) with
 * every other such write, whichever path it comes from. Call first inside the transaction; under
 * READ COMMITTED each later statement then reads a snapshot that includes every competitor that
 * held the address before.
 * - The advisory lock is the one confirmAlert (alerts/confirm-alert.ts) takes.
 * - Moving `alert_addresses.version` is the public path's claim (alerts/alert-statement.ts): the row
 *   lock waits for a public request holding the address, and a public request that decided from a
 *   snapshot taken before this commit finds the version moved, writes nothing, and runs again after us.
 */
export async function claimAlertAddress(tx: DatabaseExecutor, email: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`alerts:${email}`}))`);
  await tx.execute(
    sql`INSERT INTO alert_addresses AS address (email) VALUES (${email})
        ON CONFLICT (email) DO UPDATE SET version = address.version + 1`,
  );
}

/** The slots `email` holds at `now`, not counting `exceptAlertId` (the alert being resumed). */
export async function heldSlots(
  db: DatabaseExecutor,
  email: string,
  now: Date,
  exceptAlertId?: string,
): Promise<HeldSlots> {
  const pendingHeldSince = new Date(now.getTime() - ALERT_RULES.pendingHoldsSlotMs).toISOString();
  const [row] = await queryRows<{ active: number; pending: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'active')::int AS active,
               count(*) FILTER (WHERE status = 'pending' AND created_at > ${pendingHeldSince}::timestamptz)::int AS pending
          FROM alerts
         WHERE email = ${email} AND status IN ('active', 'pending')
           AND id IS DISTINCT FROM ${exceptAlertId ?? null}::uuid`,
  );
  return { active: Number(row.active), pending: Number(row.pending) };
}

const PLAN_NAMES: Record<Plan, string> = { free: 'Free', pro: 'Pro' };

/** Why one more active alert is refused, and what to do about it. */
export function planLimitMessage(plan: Plan, slots: HeldSlots, intent: 'add' | 'resume'): string {
  const held =
    slots.pending > 0
      ? `You have ${heldSlotCount(slots)} alerts that are active or waiting for confirmation`
      : `You have ${heldSlotCount(slots)} active alerts`;
  const free =
    intent === 'add' ? 'Pause or delete one to add another' : 'Pause or delete another to resume this one';
  const upgrade = plan === 'free' ? `, or upgrade to Pro for up to ${PLAN_ACTIVE_ALERT_LIMITS.pro}` : '';
  return `${held}, the most the ${PLAN_NAMES[plan]} plan allows. ${free}${upgrade}.`;
}

/** 409 plan_limit unless `email` has a free slot; run after claimAlertAddress in the same transaction. */
export async function assertFreeSlot(
  tx: DatabaseExecutor,
  input: { email: string; plan: Plan; now: Date; exceptAlertId?: string; intent: 'add' | 'resume' },
): Promise<void> {
  const slots = await heldSlots(tx, input.email, input.now, input.exceptAlertId);
  if (heldSlotCount(slots) >= PLAN_ACTIVE_ALERT_LIMITS[input.plan]) {
    throw new ApiFailure(409, 'plan_limit', planLimitMessage(input.plan, slots, input.intent));
  }
}

/**
 * Keeps the newest active alerts of `email` that `plan` allows and pauses the rest, marked 'plan_limit'
 * (the person resumes them in the dashboard once there is room): when alerts join an account, or when a
 * partner's plan ends and the account drops to Free's limit.
 */
export async function pauseAlertsOverPlanLimit(
  tx: DatabaseExecutor,
  email: string,
  plan: Plan,
): Promise<void> {
  await tx.execute(
    sql`UPDATE alerts SET status = 'paused', paused_by = 'plan_limit'
         WHERE id IN (SELECT id FROM alerts WHERE email = ${email} AND status = 'active'
                       ORDER BY confirmed_at DESC, id DESC OFFSET ${PLAN_ACTIVE_ALERT_LIMITS[plan]}::int)`,
  );
}
