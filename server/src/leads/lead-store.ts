import { type LeadSort, type LeadStatus, type PartnerLead, rateSeriesLabel } from '@mrn/sdk/schemas';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client.ts';
import { alerts, leads } from '../db/schema/index.ts';
import { leadStatusSql, partnerLeadColumns, partnerOwnAlertJoin } from '../lead-view/index.ts';

/** A lead as its partner sees it (the console, the CSV, the partner API). */
export type LeadView = PartnerLead;

/**
 * Position after the last lead of a page, for one sort: the sort key as PostgreSQL text
 * (created_at keeps its microseconds; `name` sorts by lower(name)) and the id as tie-breaker.
 */
export interface LeadCursor {
  sort: LeadSort;
  key: string;
  id: string;
}

/** What a partner asked to see; the list and the CSV export take the same filters. */
export interface LeadFilters {
  formId?: string;
  status?: LeadStatus;
  /** Case-insensitive text found in the name, email or phone (wildcards are literal). */
  q?: string;
  sort?: LeadSort;
}

export interface LeadPage {
  leads: LeadView[];
  nextCursor: LeadCursor | null;
}

const nameKey = sql<string>`lower(${leads.name})`;

/** Per sort: the key as cursor text, the ORDER BY, and "after this cursor". */
const SORTS: Record<LeadSort, { key: SQL<string>; orderBy: SQL[]; after: (cursor: LeadCursor) => SQL }> = {
  newest: {
    key: sql<string>`${leads.createdAt}::text`,
    orderBy: [desc(leads.createdAt), desc(leads.id)],
    after: (cursor) =>
      sql`(${leads.createdAt}, ${leads.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`,
  },
  oldest: {
    key: sql<string>`${leads.createdAt}::text`,
    orderBy: [asc(leads.createdAt), asc(leads.id)],
    after: (cursor) =>
      sql`(${leads.createdAt}, ${leads.id}) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)`,
  },
  name: {
    key: nameKey,
    orderBy: [asc(nameKey), asc(leads.id)],
    after: (cursor) => sql`(${nameKey}, ${leads.id}) > (${cursor.key}::text, ${cursor.id}::uuid)`,
  },
};

/** `q` as an ILIKE pattern matching it anywhere, with `\`, `%` and `_` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filterConditions(partnerId: string, filters: LeadFilters): SQL[] {
  const conditions: SQL[] = [eq(leads.partnerId, partnerId)];
  if (filters.formId) conditions.push(eq(leads.formId, filters.formId));
  if (filters.status) conditions.push(sql`${leadStatusSql} = ${filters.status}`);
  const q = filters.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    const search = or(
      sql`${leads.name} ILIKE ${pattern} ESCAPE '\\'`,
      sql`${leads.email} ILIKE ${pattern} ESCAPE '\\'`,
      sql`${leads.phone} ILIKE ${pattern} ESCAPE '\\'`,
    );
    if (search) conditions.push(search);
  }
  return conditions;
}

const isoOrNull = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * One page of a partner's leads with their status, by keyset on (sort key, id): stable while new
 * leads arrive, and no OFFSET however deep the page. The cursor must come from the same sort.
 */
export async function listPartnerLeads(
  db: DatabaseExecutor,
  partnerId: string,
  options: LeadFilters & { limit: number; after?: LeadCursor },
): Promise<LeadPage> {
  const sort = SORTS[options.sort ?? 'newest'];
  const conditions = filterConditions(partnerId, options);
  if (options.after) conditions.push(sort.after(options.after));
  const rows = await db
    .select({
      ...partnerLeadColumns,
      cursorKey: sort.key,
    })
    .from(leads)
    .leftJoin(alerts, partnerOwnAlertJoin)
    .where(and(...conditions))
    .orderBy(...sort.orderBy)
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    leads: page.map(({ cursorKey: _cursorKey, ...lead }) => ({
      ...lead,
      seriesLabel: rateSeriesLabel(lead.series),
      targetRate: Number(lead.targetRate),
      confirmedAt: isoOrNull(lead.confirmedAt),
      unsubscribedAt: isoOrNull(lead.unsubscribedAt),
      lastAlertSentAt: isoOrNull(lead.lastAlertSentAt),
      createdAt: lead.createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > options.limit && last
        ? { sort: options.sort ?? 'newest', key: last.cursorKey, id: last.id }
        : null,
  };
}

export function encodeLeadCursor(cursor: LeadCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id]), 'utf8').toString('base64url');
}

const CURSOR_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cursor's timestamp has PostgreSQL's shape and names a real moment (no 2026-02-30 or 25:00). */
function isPossibleCursorTime(key: string): boolean {
  const parts = CURSOR_TIME.exec(key);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHour = 0] = parts
    .slice(1, 8)
    .map(Number);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHour <= 15
  );
}

/** Undefined when the text is not a cursor this server produced for this sort. */
export function decodeLeadCursor(text: string, sort: LeadSort = 'newest'): LeadCursor | undefined {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(decoded)) return undefined;
    // Cursors from before sorting existed: [created_at, id], newest first.
    const [cursorSort, key, id] = decoded.length === 2 ? ['newest', ...decoded] : decoded;
    if (decoded.length < 2 || decoded.length > 3) return undefined;
    if (cursorSort !== sort || typeof key !== 'string' || typeof id !== 'string') return undefined;
    if (!UUID.test(id)) return undefined;
    if (sort !== 'name' && !isPossibleCursorTime(key)) return undefined;
    if (sort === 'name' && key.length > 240) return undefined;
    return { sort, key, id };
  } catch {
    return undefined;
  }
}
