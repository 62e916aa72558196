export type { AlertDirection } from '@mrn/sdk/schemas/alert-direction';
export type { FieldMessages } from '@mrn/sdk/schemas/api-error';
export type { PublicFormConfig } from '@mrn/sdk/schemas/form-config';
export type { LeadReceipt, LeadSubmissionBody } from '@mrn/sdk/schemas/lead-submission';
export type { RateType } from '@mrn/sdk/schemas/rate-type';
export type { CurrentRate, CurrentRates } from '@mrn/sdk/schemas/rates';
export { type ApiClient, type ApiClientOptions, createApiClient, getCurrentRates } from './api-client';
export { ApiRequestError } from './api-error';
