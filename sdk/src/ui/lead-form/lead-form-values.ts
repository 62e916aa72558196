import type { AlertDirection, RateType } from '../../api';

/** What the visitor has typed, held as text until submission (as every MRN form does). */
export interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  rateType: RateType;
  targetRate: string;
  direction: AlertDirection;
  consent: boolean;
  /** Honeypot, see LeadSubmission.website. */
  website: string;
}

export type LeadFormField = Exclude<keyof LeadFormValues, 'website'>;

export type LeadFormErrors = Partial<Record<LeadFormField, string>>;

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
