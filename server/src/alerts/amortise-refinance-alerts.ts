import { amortisedLoan, refinanceThresholdRate } from '@mrn/sdk/finance';
import { type RefinanceAlertInputs, refinanceAlertInputsSchema } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/client.ts';

/** A threshold no published rate reaches: the alert stays listed but cannot fire. */
export const UNREACHABLE_THRESHOLD = '0.000';

interface DueRow {
  id: string;
  inputs: unknown;
  months: number;
}

/**
 * The owner's loan `months` payments later: balance to the cent, years left to the month (two
 * decimals keep whole months exactly), still valid under the alert schema. Undefined once fewer
 * than a year of payments would be left (the refinance calculator needs at least a year): the alert
 * then keeps the last loan it could describe and stops firing (refinancing so near the end of a
 * loan cannot pay back closing costs).
 */
export function amortisedInputs(
  inputs: RefinanceAlertInputs,
  months: number,
): RefinanceAlertInputs | undefined {
  const loan = amortisedLoan(inputs.currentBalance, inputs.currentRate, inputs.yearsRemaining, months);
  const next = {
    ...inputs,
    currentBalance: Math.round(loan.balance * 100) / 100,
    yearsRemaining: Math.round(loan.yearsRemaining * 100) / 100,
  };
  const valid = refinanceAlertInputsSchema.safeParse(next);
  return valid.success ? valid.data : undefined;
}

/**
 * Brings refinance alerts' loans forward as they amortise: each alert whose balance was last
 * stated a month or more before `today` gets the balance and years left after the payments made
 * since, and its threshold derived again from them (a smaller balance saves less, so the rate that
 * meets the rule moves). A disarmed alert's re-arm level moves with it. Runs with each rate check;
 * rows are locked and skipped by other workers, so two workers never bring one alert forward twice.
 * Returns how many alerts moved.
 */
export async function amortiseRefinanceAlerts(db: Database, today: string, batchSize = 500): Promise<number> {
  let moved = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await queryRows<DueRow>(
        tx,
        sql`SELECT id, inputs,
                   (extract(year FROM age(${today}::date, inputs_as_of)) * 12
                    + extract(month FROM age(${today}::date, inputs_as_of)))::int AS months
              FROM alerts
             WHERE kind = 'refinance' AND status <> 'unsubscribed'
               AND inputs_as_of <= ${today}::date - interval '1 month'
             ORDER BY inputs_as_of, id LIMIT ${batchSize}
             FOR UPDATE SKIP LOCKED`,
      );
      for (const row of due) {
        const stored = typeof row.inputs === 'string' ? JSON.parse(row.inputs) : row.inputs;
        const next = amortisedInputs(stored as RefinanceAlertInputs, row.months);
        const threshold = next && refinanceThresholdRate(next);
        await tx.execute(
          sql`WITH moved AS (
                UPDATE alerts
                   SET inputs = coalesce(${next ? JSON.stringify(next) : null}::jsonb, inputs),
                       inputs_as_of = inputs_as_of + make_interval(months => ${row.months}::int),
                       threshold = ${threshold ? threshold.toFixed(3) : UNREACHABLE_THRESHOLD}::numeric
                 WHERE id = ${row.id}::uuid
                RETURNING id, threshold, rearm_margin)
              UPDATE alert_disarms d SET rearm_at = moved.threshold + moved.rearm_margin
                FROM moved WHERE d.alert_id = moved.id`,
        );
      }
      moved += due.length;
      return due.length < batchSize;
    });
    if (done) return moved;
  }
}
