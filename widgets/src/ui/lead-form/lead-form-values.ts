import type { AlertDirection } from '@mrn/sdk/schemas/alert-direction';
import type { LoanProgram } from '@mrn/sdk/schemas/loan-programs';
import type { RateType } from '@mrn/sdk/schemas/rate-type';

/**
 * What the visitor has typed: UI state only, held as text until submission (as every MRN form
 * does). The names are the request body's, so `{ ...values, pageUrl }` is what leadSubmissionSchema
 * judges (widgets/src/contract/widget-contract.ts checkLead).
 */
export interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  rateType: RateType;
  /** Chosen from the form's programs; unset, the form's first (the server's default too). */
  program?: LoanProgram;
  targetRate: string;
  direction: AlertDirection;
  consent: boolean;
  /** Honeypot: people never see it, so anything typed here marks a bot. */
  website: string;
  /** Not typed: the page's data-field-<key> values (lead-form-context.ts), sent as they came. */
  hiddenFields?: Record<string, string>;
}

export const EMPTY_LEAD_FORM: LeadFormValues = {
  name: '',
  email: '',
  phone: '',
  rateType: '30y',
  targetRate: '',
  direction: 'below',
  consent: false,
  website: '',
};
