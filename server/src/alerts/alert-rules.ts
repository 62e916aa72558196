import { canonicalEmail } from '@mrn/sdk/schemas';
import { FREE_PLAN_ALERT_LIMIT } from './plan-limit.ts';

/**
 * The rules for asking for a rate alert, whether through POST /api/alerts (createAlert) or a
 * partner's lead form (storeLead). They are decided here and in alert-statement.ts, which turns
 * them into the one SQL statement each request runs; the database only stores and constrains.
 *
 * 1. Addresses compare trimmed and lower-cased (alertEmail), so capitals cannot dodge the limit.
 * 2. Asking again for an alert identical to one that is pending or active (same address, rate
 *    type, direction and threshold) reuses it, the active one first, else the newest.
 *    - Active: nothing is written, no mail.
 *    - Pending: its confirmation mail is queued again, unless one was queued within the last
 *      CONFIRMATION_RESEND_GAP_MS (no mail bombing through someone else's address).
 * 3. Otherwise a new pending alert is stored and its confirmation queued, unless the address
 *    already holds `planLimit` slots: every active alert, and every pending one created within
 *    PENDING_HOLDS_SLOT_MS (after that its confirmation link has expired). Then it is refused.
 * 4. A lead is stored, and its partner's mail queued, in every case (refused included: the
 *    partner wants the lead); it points at the alert it created or reused, if any.
 * 5. Two requests for one address at the same moment behave as if one came after the other: they
 *    never both take the last slot, never store the same alert twice and never both re-send.
 *    See alert-statement.ts for how.
 */
export const ALERT_RULES = {
  planLimit: FREE_PLAN_ALERT_LIMIT,
  pendingHoldsSlotMs: 7 * 24 * 60 * 60 * 1000,
  confirmationResendGapMs: 10 * 60 * 1000,
} as const;

/** The rules as the moments and numbers one request at `now` is judged by. */
export interface AlertRuleCutoffs {
  planLimit: number;
  /** A pending alert created after this moment holds a slot. */
  pendingHeldSince: Date;
  /** A confirmation queued after this moment is recent: asking again re-sends nothing. */
  confirmationRecentSince: Date;
}

export function alertRuleCutoffs(now: Date): AlertRuleCutoffs {
  return {
    planLimit: ALERT_RULES.planLimit,
    pendingHeldSince: new Date(now.getTime() - ALERT_RULES.pendingHoldsSlotMs),
    confirmationRecentSince: new Date(now.getTime() - ALERT_RULES.confirmationResendGapMs),
  };
}

/** Alerts store the canonical address, so the plan limit cannot be dodged with capitals. */
export function alertEmail(email: string): string {
  return canonicalEmail(email);
}
