import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { RateType } from '../rates/rate-type.ts';
import type { AlertDirection } from './alert-direction.ts';
import { FREE_PLAN_ALERT_LIMIT, PlanLimitError } from './plan-limit.ts';

export interface NewAlert {
  email: string;
  rateType: RateType;
  /** Percent; stored with three decimals. */
  threshold: number;
  direction: AlertDirection;
  /** The partner form the alert came through: its mail is then branded for that partner. */
  formId?: string;
  leadId?: string;
}

export interface CreatedAlert {
  alertId: string;
  status: 'pending' | 'active';
  /** False when the same alert is already active, or its confirmation was sent within the last 10 minutes. */
  confirmationQueued: boolean;
}

/** A pending alert holds a plan slot only while its confirmation link is still valid. */
const PENDING_HOLDS_SLOT = sql`interval '7 days'`;

/** Repeated requests for the same pending alert re-send its confirmation at most this often (no mail bombing). */
const CONFIRMATION_RESEND_GAP = sql`interval '10 minutes'`;

/**
 * Stores a pending alert and queues its double opt-in mail (branded for the form's partner when
 * `formId` is given). Asking again for an identical alert re-sends the confirmation (at most once
 * every 10 minutes) instead of creating a second one. Throws PlanLimitError when the address already has
 * FREE_PLAN_ALERT_LIMIT alerts active or awaiting confirmation.
 *
 * Used by POST /api/alerts and by the partner lead handler, which passes its own transaction (the
 * work then runs in a savepoint, so a PlanLimitError leaves the caller's transaction usable).
 */
export async function createAlert(
  db: DatabaseExecutor,
  alert: NewAlert,
  options: { now?: Date } = {},
): Promise<CreatedAlert> {
  const email = alert.email.trim().toLowerCase();
  const threshold = alert.threshold.toFixed(3);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Serialise requests for one address so two parallel requests cannot both take the last slot.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`alerts:${email}`}))`);
    const [existing] = await queryRows<{ id: string; status: 'pending' | 'active' }>(
      tx,
      sql`SELECT id, status FROM alerts
           WHERE email = ${email} AND rate_type = ${alert.rateType} AND direction = ${alert.direction}
             AND threshold = ${threshold}::numeric AND status IN ('pending', 'active')
           ORDER BY status = 'active' DESC, created_at DESC LIMIT 1`,
    );
    if (existing?.status === 'active') {
      return { alertId: existing.id, status: 'active', confirmationQueued: false };
    }
    if (existing) {
      const [recent] = await queryRows<{ id: string }>(
        tx,
        sql`SELECT id::text FROM mail_outbox
             WHERE alert_id = ${existing.id}::uuid AND kind = 'alert_confirmation'
               AND created_at > ${now.toISOString()}::timestamptz - ${CONFIRMATION_RESEND_GAP}
             LIMIT 1`,
      );
      if (recent) return { alertId: existing.id, status: 'pending', confirmationQueued: false };
    }
    let alertId = existing?.id;
    if (!alertId) {
      const [{ held }] = await queryRows<{ held: number }>(
        tx,
        sql`SELECT count(*)::int AS held FROM alerts
             WHERE email = ${email}
               AND (status = 'active' OR (status = 'pending' AND created_at > ${now.toISOString()}::timestamptz - ${PENDING_HOLDS_SLOT}))`,
      );
      if (held >= FREE_PLAN_ALERT_LIMIT) throw new PlanLimitError();
      [{ id: alertId }] = await queryRows<{ id: string }>(
        tx,
        sql`INSERT INTO alerts (email, rate_type, threshold, direction, form_id, lead_id, created_at)
            VALUES (${email}, ${alert.rateType}, ${threshold}::numeric, ${alert.direction},
                    ${alert.formId ?? null}, ${alert.leadId ?? null}::uuid, ${now.toISOString()}::timestamptz)
            RETURNING id`,
      );
    }
    await tx.execute(
      sql`INSERT INTO mail_outbox (kind, alert_id, next_attempt_at, created_at)
          VALUES ('alert_confirmation', ${alertId}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`,
    );
    return { alertId, status: 'pending', confirmationQueued: true };
  });
}
