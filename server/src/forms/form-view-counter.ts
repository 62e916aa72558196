import type { FormRecord } from './form-store.ts';

/**
 * Counts a form's config being served (a view, and the page that loaded it for the install check).
 * form-analytics' FormCounters does it; the forms feature only names what it needs, since
 * form-analytics reads forms and not the other way round.
 */
export interface FormViewCounter {
  countView(form: Pick<FormRecord, 'id' | 'allowedOrigins'>, origin?: string, referer?: string): void;
}
