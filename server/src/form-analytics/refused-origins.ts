import type { RefusedOrigin } from '@mrn/sdk/schemas';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client.ts';
import { formRefusedOrigins } from '../db/schema/index.ts';
import { isOriginAllowed } from '../http/cors.ts';

/** Origins kept per form: enough to name every real site, bounded against forged Origin headers. */
export const REFUSED_ORIGINS_KEPT = 10;

/** Adds `refusals` to a form's count for `origin` (seen at `now`), then drops all but the newest. */
export async function recordRefusedOrigin(
  db: DatabaseExecutor,
  refusal: { formId: string; origin: string; now: Date; refusals: number },
): Promise<void> {
  await db
    .insert(formRefusedOrigins)
    .values({
      formId: refusal.formId,
      origin: refusal.origin,
      lastSeenAt: refusal.now,
      refusals: refusal.refusals,
    })
    .onConflictDoUpdate({
      target: [formRefusedOrigins.formId, formRefusedOrigins.origin],
      set: {
        lastSeenAt: sql`greatest(${formRefusedOrigins.lastSeenAt}, excluded.last_seen_at)`,
        refusals: sql`${formRefusedOrigins.refusals} + excluded.refusals`,
      },
    });
  const newest = db
    .select({ origin: formRefusedOrigins.origin })
    .from(formRefusedOrigins)
    .where(eq(formRefusedOrigins.formId, refusal.formId))
    .orderBy(desc(formRefusedOrigins.lastSeenAt), formRefusedOrigins.origin)
    .limit(REFUSED_ORIGINS_KEPT);
  await db
    .delete(formRefusedOrigins)
    .where(and(eq(formRefusedOrigins.formId, refusal.formId), notInArray(formRefusedOrigins.origin, newest)));
}

/**
 * The origins a form refused, most recent first, leaving out those it accepts now: once the
 * partner adds a site to the allowed origins, its warning goes.
 */
export async function refusedOriginsOf(
  db: DatabaseExecutor,
  form: { id: string; allowedOrigins: readonly string[] },
): Promise<RefusedOrigin[]> {
  const rows = await db
    .select()
    .from(formRefusedOrigins)
    .where(eq(formRefusedOrigins.formId, form.id))
    .orderBy(desc(formRefusedOrigins.lastSeenAt), formRefusedOrigins.origin);
  return rows
    .filter((row) => !isOriginAllowed(row.origin, form.allowedOrigins, ''))
    .map((row) => ({ origin: row.origin, lastSeenAt: row.lastSeenAt.toISOString(), refusals: row.refusals }));
}
