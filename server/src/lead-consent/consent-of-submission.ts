import { createHash } from 'node:crypto';
import { consentText } from '@mrn/sdk/schemas';
import type { FormRecord } from '../forms/index.ts';

/** Who sent the lead: kept with the consent record as the browser and network it came from. */
export interface LeadClient {
  ipAddress: string | null;
  userAgent: string | null;
}

/** The consent record's values the lead statement writes (src/leads/store-lead.ts). */
export interface ConsentOfSubmission {
  consentText: string;
  consentSha256: string;
  formSettingsVersion: number;
  ipAddress: string | null;
  userAgent: string | null;
}

/** Long enough for any real browser's user agent, short enough that a client cannot bloat the record. */
const USER_AGENT_MAX = 512;

/**
 * What the person agreed to, as the server knows it: the consent line rendered by the sdk's
 * consentText from the form's settings (the widget renders it with the same function), at the
 * form's current settings version. The server never stores text a client sends: a record holds
 * only wording the form really showed. (A form edited between a page load and its submit records
 * the wording of the new version; the widget loads its settings at most seconds earlier.)
 */
export function consentOfSubmission(
  form: Pick<FormRecord, 'businessName' | 'settingsVersion'>,
  client: LeadClient,
): ConsentOfSubmission {
  const text = consentText(form);
  return {
    consentText: text,
    consentSha256: createHash('sha256').update(text, 'utf8').digest('hex'),
    formSettingsVersion: form.settingsVersion,
    ipAddress: client.ipAddress,
    userAgent: client.userAgent === null ? null : client.userAgent.slice(0, USER_AGENT_MAX),
  };
}
