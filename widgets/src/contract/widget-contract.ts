/**
 * The widgets' share of the contract in sdk/src/schemas: the schemas the browser client and the
 * lead form check with, plus the two functions that apply them. In embed.js and popup.js this
 * module (with zod/mini) is one lazily loaded ES-module chunk, requested alongside the form
 * config, so the classic scripts themselves carry no schema code: every schema check a widget
 * makes goes through here (the scripts import only types and plain constants from sdk/src/schemas).
 * The lead body's own schemas are a second chunk it loads right away (lead-check.ts).
 */

import { apiErrorBodySchema } from '@mrn/sdk/schemas/api-error';
import { publicFormConfigSchema } from '@mrn/sdk/schemas/form-config';
import { leadReceiptSchema } from '@mrn/sdk/schemas/lead-receipt';
import { currentRatesSchema } from '@mrn/sdk/schemas/rates';
import { z } from 'zod/mini';
import type { LeadCheck, LeadEntry } from './lead-check';

// Words and pure functions the lead form needs only once its config is in: here they cost embed.js nothing.
export { LEAD_ALERT_FIELDS, leadAlertChoices, leadAlertEntry } from '@mrn/sdk/schemas/lead-alert-fields';
export { leadProgramField } from '@mrn/sdk/schemas/lead-program-choices';
export { leadFormTheme } from '../ui/lead-form/lead-form-theme';
export { submissionFailureMessage } from '../ui/lead-form/submission-failure-message';
export type { LeadCheck, LeadEntry } from './lead-check';

/** The public API's answers a widget reads, by name. */
const responseSchemas = {
  formConfig: publicFormConfigSchema,
  currentRates: currentRatesSchema,
  leadReceipt: leadReceiptSchema,
  apiError: apiErrorBodySchema,
};
export type ResponseKind = keyof typeof responseSchemas;
export type ResponseOf<Kind extends ResponseKind> = z.output<(typeof responseSchemas)[Kind]>;

/** The answer parsed by its schema, or undefined when it does not have the agreed shape. */
export function parseResponse<Kind extends ResponseKind>(
  kind: Kind,
  json: unknown,
): ResponseOf<Kind> | undefined {
  const result = z.safeParse(responseSchemas[kind], json);
  return result.success ? (result.data as ResponseOf<Kind>) : undefined;
}

/** The lead check once its chunk is in (a submit before that is judged by the server alone). */
let leadCheck: typeof import('./lead-check') | undefined;

/**
 * The lead body's schemas load as their own chunk, requested as soon as this one runs: the form's
 * first paint needs only the config schema and words above. Settles (never rejects) once the chunk
 * is in or could not be had; the site and tests wait for it (widgets/src/contract/load-widget-contract.ts).
 */
export const leadCheckReady: Promise<void> = import('./lead-check').then(
  (module) => {
    leadCheck = module;
  },
  () => undefined,
);

/**
 * The lead as the server will judge it (see lead-check.ts), or undefined while the lead check's
 * chunk is not in: the form then sends what was typed and the server's 422 lands on the same fields.
 */
export function checkLead(entry: LeadEntry): LeadCheck | undefined {
  return leadCheck?.checkLead(entry);
}
