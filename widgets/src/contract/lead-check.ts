/**
 * The lead body's check, as the server judges it: the widgets' second contract chunk. embed.js and
 * popup.js get it through widgets/src/contract/widget-contract.ts, which starts loading it as soon as the
 * first chunk (the form config's schema and the form's words, all the first paint needs) is in, so
 * the form appears without waiting for the lead schemas.
 */

import type { FieldMessages } from '@mrn/sdk/schemas/api-error';
import {
  type LeadSubmissionBody,
  leadSubmissionSchema,
  usableHiddenFields,
} from '@mrn/sdk/schemas/lead-submission';
import { z } from 'zod/mini';

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
