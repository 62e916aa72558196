import { leadExportQuerySchema } from '@mrn/sdk/schemas/partner-leads';
import { type LeadFilterValues, NO_LEAD_FILTERS } from './LeadFilters.tsx';

/**
 * What the leads page shows, kept in its address so a reload, Back or a shared link returns to it:
 * the filters and sort (as the API names them: formId, status, q, sort) and the page, as the
 * cursors that led to it (`after`, once per page turned: no `after` is the first page).
 */
export interface LeadView {
  filters: LeadFilterValues;
  /** cursors[i] opens page i + 2. */
  cursors: string[];
}

export const FIRST_LEADS_VIEW: LeadView = { filters: NO_LEAD_FILTERS, cursors: [] };

/** A cursor as the API hands them out (base64url), of a sane length and count. */
const CURSOR = /^[A-Za-z0-9_-]{1,2048}$/;
const MAX_PAGES_KEPT = 200;

const { formId, status, q, sort } = leadExportQuerySchema.shape;

/** The parameter's value if the API's own schema accepts it, else the default: a hand-edited address falls back quietly. */
function accepted<Value>(
  schema: { safeParse: (input: unknown) => { success: boolean; data?: unknown } },
  raw: string | null,
  fallback: Value,
): Value {
  if (raw === null) return fallback;
  const result = schema.safeParse(raw);
  return result.success && result.data !== undefined ? (result.data as Value) : fallback;
}

/** The view a query string stands for; anything not understood is the default (all forms, newest first, page 1). */
export function leadViewFromSearch(search: string): LeadView {
  const params = new URLSearchParams(search);
  const cursors = params.getAll('after');
  return {
    filters: {
      formId: accepted(formId, params.get('formId'), NO_LEAD_FILTERS.formId),
      status: accepted(status, params.get('status'), NO_LEAD_FILTERS.status),
      q: accepted(q, params.get('q'), NO_LEAD_FILTERS.q),
      sort: accepted(sort, params.get('sort'), NO_LEAD_FILTERS.sort),
    },
    cursors:
      cursors.length <= MAX_PAGES_KEPT && cursors.every((cursor) => CURSOR.test(cursor)) ? cursors : [],
  };
}

/** The query string of a view (defaults left out; empty for the first page of everything). */
export function leadViewSearch({ filters, cursors }: LeadView): string {
  const params = new URLSearchParams();
  if (filters.formId) params.set('formId', filters.formId);
  if (filters.status) params.set('status', filters.status);
  const text = filters.q.trim();
  if (text) params.set('q', text);
  if (filters.sort !== NO_LEAD_FILTERS.sort) params.set('sort', filters.sort);
  for (const cursor of cursors) params.append('after', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}
