import { sql } from 'drizzle-orm';
import { claimAlertAddress } from '../account-alerts/index.ts';
import { arrayLiteral } from '../db/array-literal.ts';
import { type Database, queryRows } from '../db/client.ts';
import { detachLeadsFromAlerts } from '../leads/index.ts';
import { closePartnerOfUser } from './close-partner.ts';
import { EMAIL_CHANGE_THROTTLE_PREFIX } from './email-change-throttle.ts';

/**
 * Deletes an account and what we hold about its address, in one transaction:
 * - the user (its sessions cascade) and its sign-in and email-change challenges with their mails;
 * - every alert stored with the address, and every outbox row of those alerts (sent or not);
 * - the address's throttle counters, newsletter subscription, contact messages and alert_addresses row;
 * - its partner profile, if any, is closed (close-partner.ts): keys, forms, webhooks and mail stop.
 * Leads the person submitted through a partner's form are the partner's business record (privacy
 * policy, "Campaign Lead Sharing with Partners"): they keep the details given to that partner and
 * lose only their link to our deleted alert.
 */
export async function deleteAccount(db: Database, userId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await queryRows<{ email: string }>(
      tx,
      sql`SELECT email FROM users WHERE id = ${userId}::uuid FOR UPDATE`,
    );
    if (!user) return;
    const { email } = user;
    // No alert request for the address can slip in between (alert-slots.ts).
    await claimAlertAddress(tx, email);
    const owned = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id::text AS id FROM alerts WHERE email = ${email}`,
    );
    await detachLeadsFromAlerts(
      tx,
      owned.map((row) => row.id),
    );
    const alerts = await queryRows<{ id: string }>(
      tx,
      sql`DELETE FROM alerts WHERE email = ${email} RETURNING id`,
    );
    if (alerts.length > 0) {
      const alertIds = arrayLiteral(alerts.map((row) => row.id));
      await tx.execute(sql`DELETE FROM mail_outbox WHERE alert_id = ANY(${alertIds}::uuid[])`);
    }
    await tx.execute(
      sql`WITH challenges AS (
            DELETE FROM auth_challenges WHERE email = ${email} OR user_id = ${userId}::uuid RETURNING id
          )
          DELETE FROM mail_outbox WHERE challenge_id IN (SELECT id FROM challenges)`,
    );
    // Throttle keys end with ":<address>" (sign-in) or name the account (email change).
    await tx.execute(
      sql`DELETE FROM auth_throttles
           WHERE right(key, length(${email}) + 1) = ':' || ${email}
              OR key = ${`${EMAIL_CHANGE_THROTTLE_PREFIX}${userId}`}`,
    );
    await tx.execute(sql`DELETE FROM newsletter_subscribers WHERE email = ${email}`);
    await tx.execute(sql`DELETE FROM contact_messages WHERE lower(trim(email)) = ${email}`);
    await tx.execute(sql`DELETE FROM alert_addresses WHERE email = ${email}`);
    await closePartnerOfUser(tx, userId, now);
    await tx.execute(sql`DELETE FROM users WHERE id = ${userId}::uuid`);
  });
}
