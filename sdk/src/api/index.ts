export type { AlertDirection } from '../schemas/alert-direction';
export type { FieldMessages } from '../schemas/api-error';
export type { PublicFormConfig } from '../schemas/form-config';
export type { LeadReceipt, LeadSubmissionBody } from '../schemas/lead-submission';
export type { RateType } from '../schemas/rate-type';
export type { CurrentRate, CurrentRates } from '../schemas/rates';
export { type ApiClient, type ApiClientOptions, createApiClient, getCurrentRates } from './api-client';
export { ApiRequestError } from './api-error';
export { loadWidgetContract, type WidgetContract } from './load-widget-contract';
