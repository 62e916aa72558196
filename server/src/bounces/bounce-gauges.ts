import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { type Database, queryRows } from '../db/client.ts';

/**
 * Bounces and complaints, read from the database at scrape time (the listener may run in another
 * process): reports applied by kind, reports ignored by reason (malformed, forged, unknown mail, ...)
 * and addresses suppressed now by reason.
 */
export function registerBounceGauges(registry: Registry, db: Database): void {
  new Gauge({
    name: 'mrn_mail_bounce_reports',
    help: 'Bounce and complaint reports applied, by kind (hard_bounce, soft_bounce, complaint); totals since the database was created.',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ kind: string; reports: number }>(
        db,
        sql`SELECT kind, count(*)::int AS reports FROM mail_bounce_reports GROUP BY kind`,
      );
      this.reset();
      for (const row of rows) this.set({ kind: row.kind }, row.reports);
    },
  });
  new Gauge({
    name: 'mrn_mail_bounce_reports_ignored',
    help: 'Reports received at a bounce address that changed nothing, by reason; totals since the database was created.',
    labelNames: ['reason'] as const,
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ reason: string; reports: string }>(
        db,
        sql`SELECT reason, reports::text AS reports FROM mail_bounce_rejections`,
      );
      this.reset();
      for (const row of rows) this.set({ reason: row.reason }, Number(row.reports));
    },
  });
  new Gauge({
    name: 'mrn_mail_suppressed_addresses',
    help: 'Addresses no mail goes to now, by reason (hard_bounce, soft_bounces, complaint).',
    labelNames: ['reason'] as const,
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ reason: string; addresses: number }>(
        db,
        sql`SELECT reason, count(*)::int AS addresses FROM mail_suppressions GROUP BY reason`,
      );
      this.reset();
      for (const row of rows) this.set({ reason: row.reason }, row.addresses);
    },
  });
}
