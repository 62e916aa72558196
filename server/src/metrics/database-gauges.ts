import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { type Database, queryRows } from '../db/client.ts';

/**
 * Figures read from the database at scrape time, so every node reports the same shared state:
 * the outbox (rows by status, which counts mails sent and failed, and the oldest waiting row's age)
 * and the last successful rate check per rate type.
 */
export function registerDatabaseGauges(registry: Registry, db: Database, clock: () => Date): void {
  new Gauge({
    name: 'mrn_mail_outbox_rows',
    help: 'Mail outbox rows by status (sent and failed are totals since the database was created).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ status: string; rows: number }>(
        db,
        sql`SELECT status, count(*)::int AS rows FROM mail_outbox GROUP BY status`,
      );
      this.reset();
      for (const row of rows) this.set({ status: row.status }, row.rows);
    },
  });
  new Gauge({
    name: 'mrn_mail_outbox_oldest_waiting_seconds',
    help: 'Age of the oldest mail still pending or being sent (0 when none waits).',
    registers: [registry],
    async collect() {
      const [row] = await queryRows<{ oldest: string | Date | null }>(
        db,
        sql`SELECT min(created_at) AS oldest FROM mail_outbox WHERE status IN ('pending', 'sending')`,
      );
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
      this.set(oldest === undefined ? 0 : Math.max(0, (clock().getTime() - oldest) / 1000));
    },
  });
  new Gauge({
    name: 'mrn_rate_check_last_success_timestamp_seconds',
    help: 'When the last successful FRED rate check of each rate type ran (Unix time).',
    labelNames: ['rate_type'] as const,
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ rate_type: string; at: string | Date }>(
        db,
        sql`SELECT rate_type, max(checked_at) AS at FROM rate_checks WHERE status = 'ok' GROUP BY rate_type`,
      );
      this.reset();
      for (const row of rows) this.set({ rate_type: row.rate_type }, new Date(row.at).getTime() / 1000);
    },
  });
}
