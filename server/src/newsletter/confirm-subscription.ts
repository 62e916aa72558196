import { sql } from 'drizzle-orm';
import { liftBounceSuppression } from '../bounces/index.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

export type NewsletterConfirmOutcome = 'confirmed' | 'already_confirmed' | 'not_found';

/** Double opt-in, second step: the subscriber named by the signed link is confirmed, once. */
export async function confirmNewsletterSubscription(
  db: DatabaseExecutor,
  subscriberId: string,
  now: Date,
): Promise<NewsletterConfirmOutcome> {
  const confirmed = await queryRows<{ id: string; email: string }>(
    db,
    sql`UPDATE newsletter_subscribers SET confirmed_at = ${now.toISOString()}::timestamptz
         WHERE id = ${subscriberId}::uuid AND confirmed_at IS NULL
        RETURNING id::text AS id, email`,
  );
  if (confirmed.length > 0) {
    // Confirmed from the mailed link: the address receives mail again (a bounce suppression ends).
    await liftBounceSuppression(db, confirmed[0].email);
    return 'confirmed';
  }
  const existing = await queryRows<{ id: string }>(
    db,
    sql`SELECT id::text AS id FROM newsletter_subscribers WHERE id = ${subscriberId}::uuid`,
  );
  return existing.length > 0 ? 'already_confirmed' : 'not_found';
}
