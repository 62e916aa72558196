import type { LeadFormValues } from './lead-form-values';

/**
 * What the host page gives the form beyond its config: values the form starts with, and the hidden
 * fields sent with the lead (never shown, never edited).
 */
export type LeadFormContext = Partial<Pick<LeadFormValues, 'name' | 'email' | 'phone'>> & {
  /** The partner's data-field-<key> values, as the page gave them. */
  hiddenFields: Record<string, string>;
};
