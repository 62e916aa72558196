import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

/** Asking again within this time queues no second confirmation (no mail bombing through the form). */
export const NEWSLETTER_CONFIRMATION_RESEND_GAP_MS = 10 * 60 * 1000;

/**
 * Double opt-in, first step: stores the (canonical) address unconfirmed and queues its
 * confirmation mail, the only mail an unconfirmed address ever gets. Subscribing again re-sends
 * it at most every NEWSLETTER_CONFIRMATION_RESEND_GAP_MS; a confirmed address gets nothing. The
 * caller answers the same in every case, so the form cannot be asked who subscribes.
 *
 * One statement: the upsert's WHERE is judged against the newest row version, so two requests at
 * the same moment cannot both queue a mail.
 */
export async function subscribeToNewsletter(
  db: DatabaseExecutor,
  email: string,
  now: Date,
): Promise<{ confirmationQueued: boolean }> {
  const moment = now.toISOString();
  const recentSince = new Date(now.getTime() - NEWSLETTER_CONFIRMATION_RESEND_GAP_MS).toISOString();
  const queued = await queryRows<{ id: string }>(
    db,
    sql`WITH due AS (
          INSERT INTO newsletter_subscribers AS s (email, created_at, confirmation_queued_at)
          VALUES (${email}, ${moment}::timestamptz, ${moment}::timestamptz)
          ON CONFLICT (email) DO UPDATE SET confirmation_queued_at = EXCLUDED.confirmation_queued_at
           WHERE s.confirmed_at IS NULL
             AND (s.confirmation_queued_at IS NULL OR s.confirmation_queued_at <= ${recentSince}::timestamptz)
          RETURNING s.email
        )
        INSERT INTO mail_outbox (kind, recipient, next_attempt_at, created_at)
        SELECT 'newsletter_confirmation', due.email, ${moment}::timestamptz, ${moment}::timestamptz FROM due
        RETURNING id::text AS id`,
  );
  return { confirmationQueued: queued.length > 0 };
}
