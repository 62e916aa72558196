export { type ApiClient, type ApiClientOptions, createApiClient } from './api-client';
export { ApiRequestError, type FieldMessages } from './api-error';
export type { CurrentRate, CurrentRates, RateType } from './current-rates';
export {
  DEFAULT_BUTTON_TEXT,
  DEFAULT_HEADER_TEXT,
  type PublicFormConfig,
  parseFormConfig,
} from './form-config';
export type { AlertDirection, LeadReceipt, LeadSubmission } from './lead-submission';
