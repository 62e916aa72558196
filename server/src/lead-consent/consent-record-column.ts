import type { LeadConsentRecord } from '@mrn/sdk/schemas';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { leads } from '../db/schema/index.ts';

/**
 * A lead's consent record as the sdk's leadConsentRecordSchema shapes it (null for leads from before
 * records were kept): one scalar subquery, so every query that selects partnerLeadColumns (the
 * partner API, the CSV, webhook payloads) carries it without a join of its own.
 */
export function consentRecordOf(leadId: SQL | AnyColumn): SQL<LeadConsentRecord | null> {
  return sql<LeadConsentRecord | null>`(
  SELECT json_build_object(
           'text', t.text,
           'textSha256', t.sha256,
           'checked', c.checked,
           'formId', c.form_id,
           'formSettingsVersion', c.form_settings_version,
           'pageUrl', c.page_url,
           'consentedAt', to_char(c.consented_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'ipAddress', c.ip_address,
           'userAgent', c.user_agent)
    FROM lead_consents c JOIN consent_texts t ON t.sha256 = c.consent_text_sha256
   WHERE c.lead_id = ${leadId})`;
}

/** The record of the lead of the query's `leads` row. */
export const consentRecordColumn = consentRecordOf(leads.id);
