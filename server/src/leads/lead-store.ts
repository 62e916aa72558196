import type { AlertDirection, RateType } from '@mrn/sdk/schemas';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client.ts';
import { leads } from '../db/schema/index.ts';

export interface LeadView {
  id: string;
  formId: string;
  name: string;
  email: string;
  phone: string | null;
  rateType: RateType;
  targetRate: number;
  direction: AlertDirection;
  consent: boolean;
  pageUrl: string | null;
  utm: Record<string, string> | null;
  alertId: string | null;
  createdAt: string;
}

/** Position after the last lead of a page: created_at as PostgreSQL text (keeps microseconds) and id. */
export interface LeadCursor {
  createdAt: string;
  id: string;
}

export interface LeadPage {
  leads: LeadView[];
  nextCursor: LeadCursor | null;
}

const leadColumns = {
  id: leads.id,
  formId: leads.formId,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  rateType: leads.rateType,
  targetRate: leads.targetRate,
  direction: leads.direction,
  consent: leads.consent,
  pageUrl: leads.pageUrl,
  utm: leads.utm,
  alertId: leads.alertId,
  createdAt: leads.createdAt,
  cursorTime: sql<string>`${leads.createdAt}::text`,
};

/**
 * One page of a partner's leads, newest first, by keyset (created_at, id): stable while new
 * leads arrive, and an index range scan however deep the page.
 */
export async function listPartnerLeads(
  db: DatabaseExecutor,
  partnerId: string,
  options: { formId?: string; limit: number; after?: LeadCursor },
): Promise<LeadPage> {
  const conditions: SQL[] = [eq(leads.partnerId, partnerId)];
  if (options.formId) conditions.push(eq(leads.formId, options.formId));
  if (options.after) {
    conditions.push(
      sql`(${leads.createdAt}, ${leads.id}) < (${options.after.createdAt}::timestamptz, ${options.after.id}::uuid)`,
    );
  }
  const rows = await db
    .select(leadColumns)
    .from(leads)
    .where(and(...conditions))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    leads: page.map(({ cursorTime: _cursorTime, ...lead }) => ({
      ...lead,
      targetRate: Number(lead.targetRate),
      createdAt: lead.createdAt.toISOString(),
    })),
    nextCursor: rows.length > options.limit && last ? { createdAt: last.cursorTime, id: last.id } : null,
  };
}

export function encodeLeadCursor(cursor: LeadCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id]), 'utf8').toString('base64url');
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Undefined when the text is not a cursor this server produced. */
export function decodeLeadCursor(text: string): LeadCursor | undefined {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(decoded) || decoded.length !== 2) return undefined;
    const [createdAt, id] = decoded;
    if (typeof createdAt !== 'string' || typeof id !== 'string') return undefined;
    if (!CURSOR_TIME.test(createdAt) || !UUID.test(id)) return undefined;
    return { createdAt, id };
  } catch {
    return undefined;
  }
}
