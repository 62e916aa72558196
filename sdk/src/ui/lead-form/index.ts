export { LeadForm, type LeadFormProps } from './LeadForm';
export type { LeadFormErrorDetail, LeadSubmittedDetail } from './lead-form-events';
export { leadFormTheme } from './lead-form-theme';
export { validateLead } from './validate-lead';
