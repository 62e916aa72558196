export { LeadForm, type LeadFormProps } from './LeadForm';
export { leadFormTheme } from './lead-form-theme';
