/**
 * The widgets' share of the contract in sdk/src/schemas: the schemas the browser client and the
 * lead form check with, plus the two functions that apply them. In embed.js and popup.js this
 * module (with zod/mini) is one lazily loaded ES-module chunk, requested alongside the form
 * config, so the classic scripts themselves carry no schema code: every schema check a widget
 * makes goes through here (the scripts import only types and plain constants from sdk/src/schemas).
 */

import type { FieldMessages } from '@mrn/sdk/schemas/api-error';
import { apiErrorBodySchema } from '@mrn/sdk/schemas/api-error';
import { publicFormConfigSchema } from '@mrn/sdk/schemas/form-config';
import {
  type LeadSubmissionBody,
  leadReceiptSchema,
  leadSubmissionSchema,
  usableHiddenFields,
} from '@mrn/sdk/schemas/lead-submission';
import { currentRatesSchema } from '@mrn/sdk/schemas/rates';
import { z } from 'zod/mini';

// Words and pure functions the lead form needs only once its config is in: here they cost embed.js nothing.
export { LEAD_ALERT_FIELDS, leadAlertChoices, leadAlertEntry } from '@mrn/sdk/schemas/lead-alert-fields';
export { leadFormTheme } from '../ui/lead-form/lead-form-theme';
export { submissionFailureMessage } from '../ui/lead-form/submission-failure-message';

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

/** Every field any kind of lead body has (a union's keyof would give only the shared ones). */
type LeadBodyField = LeadSubmissionBody extends infer Body
  ? Body extends unknown
    ? keyof Body
    : never
  : never;

/** What a form collected, under the request body's field names, before the schema has judged it. */
export type LeadEntry = { [Field in LeadBodyField]?: unknown } & {
  hiddenFields?: Record<string, string> | null;
};

export type LeadCheck = { ok: true; body: LeadSubmissionBody } | { ok: false; fields: FieldMessages };

/**
 * The lead as the server will judge it (leadSubmissionSchema, the same messages), with the
 * server's rule for naming fields in a 422: the first issue of each path wins. On success the body
 * to send is the schema's own normalisation (trimmed, numbers as numbers, the honeypot as it was),
 * which the server's strict schema accepts as it is. A page address the schema refuses
 * (not http(s), or longer than 2,048 characters) is context, not the visitor's input: it is left
 * out rather than blocking the lead, and so are hidden fields the schema would refuse.
 */
export function checkLead(entry: LeadEntry): LeadCheck {
  const body = { ...entry, hiddenFields: usableHiddenFields(entry.hiddenFields) };
  let result = z.safeParse(leadSubmissionSchema, body);
  if (!result.success && result.error.issues.some((issue) => issue.path[0] === 'pageUrl')) {
    result = z.safeParse(leadSubmissionSchema, { ...body, pageUrl: null });
  }
  if (result.success) return { ok: true, body: result.data };
  const fields: FieldMessages = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return { ok: false, fields };
}
