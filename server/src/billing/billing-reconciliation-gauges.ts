import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { type Database, queryRows } from '../db/client.ts';

/**
 * The daily reconciliation with Stripe, read from the database at scrape time (the worker may run
 * in another process): subscriptions checked by outcome (a growing `corrected` means Stripe events
 * are being lost) and when the last run finished.
 */
export function registerBillingReconciliationGauges(registry: Registry, db: Database): void {
  new Gauge({
    name: 'mrn_billing_reconciled_subscriptions',
    help: 'Subscriptions checked against Stripe by the daily reconciliation, by outcome (agreed, corrected, missing, failed); totals since the database was created.',
    labelNames: ['outcome'] as const,
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ outcome: string; subscriptions: string }>(
        db,
        sql`SELECT outcome, subscriptions::text AS subscriptions FROM billing_reconciliation_counts`,
      );
      this.reset();
      for (const row of rows) this.set({ outcome: row.outcome }, Number(row.subscriptions));
    },
  });
  new Gauge({
    name: 'mrn_billing_reconciliation_last_finished_seconds',
    help: 'Unix time the last daily reconciliation with Stripe finished (0: never).',
    registers: [registry],
    async collect() {
      const [row] = await queryRows<{ seconds: number | null }>(
        db,
        sql`SELECT extract(epoch FROM last_finished_at)::float8 AS seconds FROM billing_reconciliation`,
      );
      this.set(row?.seconds ?? 0);
    },
  });
}
