import type { OutboxKind } from '../db/schema/alerts.ts';

/** Why an address gets no more mail (mail_suppressions.reason). */
export type SuppressionReason = 'hard_bounce' | 'soft_bounces' | 'complaint';

/**
 * Mail a person gets while a bounce suppresses their address: what they are asking for right now
 * (signing in, changing address, confirming a subscription or a business address). These are how a
 * bounce suppression is lifted (see lift-suppression.ts), and each is within the recipient budget.
 */
const STILL_SENT_AFTER_A_BOUNCE: ReadonlySet<OutboxKind> = new Set<OutboxKind>([
  'sign_in',
  'email_change',
  'alert_confirmation',
  'newsletter_confirmation',
  'partner_address_confirmation',
]);

/** After a complaint (the person marked our mail as spam): sign-in mail only, until they ask again. */
const STILL_SENT_AFTER_A_COMPLAINT: ReadonlySet<OutboxKind> = new Set<OutboxKind>([
  'sign_in',
  'email_change',
]);

/** True when a mail of `kind` must not go to an address suppressed for `reason`. */
export function suppressionStops(reason: SuppressionReason, kind: OutboxKind): boolean {
  return reason === 'complaint'
    ? !STILL_SENT_AFTER_A_COMPLAINT.has(kind)
    : !STILL_SENT_AFTER_A_BOUNCE.has(kind);
}
