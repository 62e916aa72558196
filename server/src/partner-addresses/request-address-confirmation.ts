import { canonicalEmail } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type ThrottleRule, takeThrottleHit } from '../auth/index.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { isProvenPartnerAddress } from './proven-partner-address.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The confirmation mail is itself mail to an address nobody has vouched for yet, so it is capped:
 * per recipient, whichever partners ask (a stranger gets at most 3 a day), and per partner (a
 * partner cannot spray confirmations at many strangers). One address gets at most one link every
 * 10 minutes, whichever partner asks (the gap is the address's, not the partner's).
 */
export const PARTNER_ADDRESS_CONFIRMATION_LIMITS = {
  perRecipient: { limit: 3, windowMs: DAY_MS } satisfies ThrottleRule,
  perPartner: { limit: 10, windowMs: DAY_MS } satisfies ThrottleRule,
  resendGapMs: 10 * 60 * 1000,
} as const;

/** The resend gap as a one-hit window, so two partners asking at the same moment cannot both send. */
const RESEND_GAP: ThrottleRule = { limit: 1, windowMs: PARTNER_ADDRESS_CONFIRMATION_LIMITS.resendGapMs };

/** auth_throttles keys; the recipient's end with ":<address>" like the sign-in ones, so deleting that account clears them. */
const recipientKey = (email: string) => `partner-address-confirmation:${email}`;
const resendGapKey = (email: string) => `partner-address-confirmation-gap:${email}`;
const partnerKey = (partnerId: string) => `partner-address-confirmation-by:${partnerId}`;

/**
 * - `proven`: the partner owns the address already (its account's, or confirmed): nothing to send.
 * - `queued`: a confirmation mail is on its way.
 * - `recently_queued`: one went to the address within the resend gap (for this partner or another); nothing more is sent.
 * - `throttled`: the address or the partner had its confirmations for today.
 */
export type AddressConfirmationRequest = 'proven' | 'queued' | 'recently_queued' | 'throttled';

/**
 * Makes sure the partner owns `email` or is asking its owner: stores the address unconfirmed and
 * queues the mail with the link that confirms it, within PARTNER_ADDRESS_CONFIRMATION_LIMITS.
 */
export async function requestPartnerAddressConfirmation(
  db: DatabaseExecutor,
  partnerId: string,
  address: string,
  now: Date,
): Promise<AddressConfirmationRequest> {
  const email = canonicalEmail(address);
  const moment = now.toISOString();
  const recentSince = new Date(now.getTime() - PARTNER_ADDRESS_CONFIRMATION_LIMITS.resendGapMs).toISOString();
  const [state] = await queryRows<{ proven: boolean | null; recent: boolean }>(
    db,
    sql`SELECT ${isProvenPartnerAddress(sql`${email}::text`)} AS proven,
               EXISTS (SELECT 1 FROM partner_mail_addresses a
                        WHERE a.email = ${email}
                          AND a.confirmation_queued_at > ${recentSince}::timestamptz) AS recent
          FROM partners p LEFT JOIN users u ON u.id = p.user_id
         WHERE p.id = ${partnerId}::uuid`,
  );
  if (!state) throw new Error(`No partner ${partnerId}`);
  if (state.proven) return 'proven';
  if (state.recent) return 'recently_queued';
  if (!(await takeThrottleHit(db, resendGapKey(email), RESEND_GAP, now))) return 'recently_queued';
  const { perPartner, perRecipient } = PARTNER_ADDRESS_CONFIRMATION_LIMITS;
  if (!(await takeThrottleHit(db, partnerKey(partnerId), perPartner, now))) return 'throttled';
  if (!(await takeThrottleHit(db, recipientKey(email), perRecipient, now))) return 'throttled';
  // One statement: the upsert's WHERE is judged against the newest row version, so two requests at
  // the same moment cannot both queue a mail.
  const queued = await queryRows<{ id: string }>(
    db,
    sql`WITH due AS (
          INSERT INTO partner_mail_addresses AS a (partner_id, email, created_at, confirmation_queued_at)
          VALUES (${partnerId}::uuid, ${email}, ${moment}::timestamptz, ${moment}::timestamptz)
          ON CONFLICT (partner_id, email) DO UPDATE SET confirmation_queued_at = EXCLUDED.confirmation_queued_at
           WHERE a.confirmed_at IS NULL
             AND (a.confirmation_queued_at IS NULL OR a.confirmation_queued_at <= ${recentSince}::timestamptz)
          RETURNING a.id
        )
        INSERT INTO mail_outbox (kind, partner_address_id, next_attempt_at, created_at)
        SELECT 'partner_address_confirmation', due.id, ${moment}::timestamptz, ${moment}::timestamptz FROM due
        RETURNING id::text AS id`,
  );
  return queued.length > 0 ? 'queued' : 'recently_queued';
}
