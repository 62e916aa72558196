export const LEAD_FORM_TAG = 'mrn-lead-form';
