import { canonicalEmail } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.ts';
import { type Database, type DatabaseExecutor, queryRows } from '../db/client.ts';
import { enqueueLeadEvents } from '../webhooks/index.ts';
import type { BounceReport } from './parse-bounce-report.ts';

/** Soft bounces (temporary failures, delays) that suppress an address: this many within SOFT_BOUNCE_WINDOW_DAYS. */
export const SOFT_BOUNCES_TO_SUPPRESS = 3;
export const SOFT_BOUNCE_WINDOW_DAYS = 7;

/** Why a report changed nothing; counted by reason (mail_bounce_rejections) for the metrics. */
export type RejectionReason =
  | 'unreadable'
  | 'not_a_failure'
  | 'no_bounce_address'
  | 'forged_token'
  | 'unknown_mail'
  | 'recipient_mismatch';

export type BounceOutcome =
  | { accepted: true; kind: 'hard_bounce' | 'soft_bounce' | 'complaint'; email: string; suppressed: boolean }
  | { accepted: false; reason: RejectionReason };

export async function countRejection(db: DatabaseExecutor, reason: RejectionReason): Promise<void> {
  await db.execute(
    sql`INSERT INTO mail_bounce_rejections (reason, reports) VALUES (${reason}, 1)
        ON CONFLICT (reason) DO UPDATE SET reports = mail_bounce_rejections.reports + 1`,
  );
}

/** A provider that hides the complaining address (`xxxxxxx@...`, "redacted") names nobody we can compare. */
const isRedacted = (address: string) => /\*|redacted|x{5,}/i.test(address);

/**
 * Suppresses `email` for `reason`. A complaint replaces a bounce; a bounce never replaces a complaint
 * (only the person lifts that, see lift-suppression.ts).
 */
async function suppress(
  db: DatabaseExecutor,
  email: string,
  reason: 'hard_bounce' | 'soft_bounces' | 'complaint',
  detail: string,
  outboxId: number,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO mail_suppressions (email, reason, detail, outbox_id, suppressed_at)
        VALUES (${email}, ${reason}, ${detail}, ${outboxId}, ${now.toISOString()}::timestamptz)
        ON CONFLICT (email) DO UPDATE SET reason = EXCLUDED.reason, detail = EXCLUDED.detail,
               outbox_id = EXCLUDED.outbox_id, suppressed_at = EXCLUDED.suppressed_at
         WHERE mail_suppressions.reason <> 'complaint'`,
  );
}

/**
 * A complaint unsubscribes the address from everything it gets but sign-in mail: its alerts (each
 * lead's partner gets `lead.unsubscribed`, as after the unsubscribe link), the newsletter and the
 * weekly digest; the suppression stops whatever else was queued.
 */
async function unsubscribeEverywhere(db: DatabaseExecutor, email: string, now: Date): Promise<void> {
  const alerts = await queryRows<{ id: string }>(
    db,
    sql`UPDATE alerts SET status = 'unsubscribed', unsubscribed_at = ${now.toISOString()}::timestamptz
         WHERE email = ${email} AND status <> 'unsubscribed' RETURNING id::text AS id`,
  );
  const alertIds = alerts.map((alert) => alert.id);
  if (alertIds.length > 0) {
    await db.execute(
      sql`UPDATE mail_outbox SET status = 'cancelled', last_error = 'unsubscribed by a spam complaint'
           WHERE alert_id = ANY(${arrayLiteral(alertIds)}::uuid[]) AND status = 'pending'`,
    );
    await enqueueLeadEvents(db, 'lead.unsubscribed', { alertIds }, now);
  }
  await db.execute(sql`DELETE FROM newsletter_subscribers WHERE email = ${email}`);
  await db.execute(
    sql`DELETE FROM weekly_digest_subscribers WHERE user_id IN (SELECT id FROM users WHERE email = ${email})`,
  );
}

/**
 * Applies a bounce or complaint about outbox row `outboxId` (named by its VERP token). The address
 * acted on is always the one that row's mail went to (mail_outbox.sent_to); a report naming another
 * address, or a row never sent, changes nothing. One transaction: all of it or none.
 */
export async function recordBounceReport(
  db: Database,
  outboxId: number,
  report: Extract<BounceReport, { kind: 'hard_bounce' | 'soft_bounce' | 'complaint' }>,
  now: Date,
): Promise<BounceOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ sent_to: string | null }>(
      tx,
      sql`SELECT sent_to FROM mail_outbox WHERE id = ${outboxId} AND status = 'sent'`,
    );
    if (!row?.sent_to) return { accepted: false, reason: 'unknown_mail' } as const;
    const email = canonicalEmail(row.sent_to);
    if (report.recipient && !isRedacted(report.recipient) && canonicalEmail(report.recipient) !== email) {
      return { accepted: false, reason: 'recipient_mismatch' } as const;
    }
    await tx.execute(
      sql`INSERT INTO mail_bounce_reports (email, kind, detail, outbox_id, received_at)
          VALUES (${email}, ${report.kind}, ${report.detail}, ${outboxId}, ${now.toISOString()}::timestamptz)`,
    );
    if (report.kind === 'hard_bounce') {
      await suppress(tx, email, 'hard_bounce', report.detail, outboxId, now);
      return { accepted: true, kind: report.kind, email, suppressed: true } as const;
    }
    if (report.kind === 'complaint') {
      await suppress(tx, email, 'complaint', report.detail, outboxId, now);
      await unsubscribeEverywhere(tx, email, now);
      return { accepted: true, kind: report.kind, email, suppressed: true } as const;
    }
    const since = new Date(now.getTime() - SOFT_BOUNCE_WINDOW_DAYS * 86_400_000).toISOString();
    const [recent] = await queryRows<{ soft: number }>(
      tx,
      sql`SELECT count(*)::int AS soft FROM mail_bounce_reports
           WHERE email = ${email} AND kind = 'soft_bounce' AND received_at > ${since}::timestamptz`,
    );
    const suppressed = (recent?.soft ?? 0) >= SOFT_BOUNCES_TO_SUPPRESS;
    if (suppressed) {
      const detail = `${recent?.soft} temporary failures in ${SOFT_BOUNCE_WINDOW_DAYS} days, the last: ${report.detail}`;
      await suppress(tx, email, 'soft_bounces', detail, outboxId, now);
    }
    return { accepted: true, kind: report.kind, email, suppressed };
  });
}
