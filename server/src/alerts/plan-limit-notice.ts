import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { ALERT_RULES } from './alert-rules.ts';

/**
 * When POST /api/alerts is refused at the plan limit, the address is told so by mail, not in the
 * answer (which is the same 202 as ever, so the API cannot be asked who subscribes). At most one
 * notice per address every confirmation-resend gap, so the form cannot be used to flood an inbox.
 *
 * One statement: the upsert's WHERE is judged against the newest row version, so two refused
 * requests at the same moment cannot both queue a notice. It leaves `version` alone, so it never
 * disturbs the claims of alert-statement.ts.
 */
export async function queuePlanLimitNotice(
  db: DatabaseExecutor,
  email: string,
  now: Date,
): Promise<{ noticeQueued: boolean }> {
  const moment = now.toISOString();
  const recentSince = new Date(now.getTime() - ALERT_RULES.confirmationResendGapMs).toISOString();
  const queued = await queryRows<{ id: string }>(
    db,
    sql`WITH due AS (
          INSERT INTO alert_addresses AS a (email, plan_limit_notice_at) VALUES (${email}, ${moment}::timestamptz)
          ON CONFLICT (email) DO UPDATE SET plan_limit_notice_at = EXCLUDED.plan_limit_notice_at
           WHERE a.plan_limit_notice_at IS NULL OR a.plan_limit_notice_at <= ${recentSince}::timestamptz
          RETURNING a.email
        )
        INSERT INTO mail_outbox (kind, recipient, next_attempt_at, created_at)
        SELECT 'alert_plan_limit', due.email, ${moment}::timestamptz, ${moment}::timestamptz FROM due
        RETURNING id::text AS id`,
  );
  return { noticeQueued: queued.length > 0 };
}
