import type { DatabaseExecutor } from '../db/client.ts';
import { csvRow } from './csv-cell.ts';
import { type LeadCursor, type LeadFilters, type LeadView, listPartnerLeads } from './lead-store.ts';

const UTM_COLUMNS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

const HEADER = [
  'created_at',
  'lead_id',
  'form_id',
  'name',
  'email',
  'phone',
  'rate_type',
  'target_rate',
  'direction',
  'consent',
  'page_url',
  ...UTM_COLUMNS,
  'gclid',
  'hidden_fields',
  'status',
  'confirmed_at',
  'unsubscribed_at',
  'last_alert_sent_at',
  // Last, so exports read by column position before these existed keep their meaning.
  'alert_kind',
  'alert_inputs',
  // Proof of consent: the hash of the wording the person agreed to, and when (full record: the console's JSON).
  'consent_text_sha256',
  'consented_at',
  // The rate series the lead's alert watches (issue 31): its FRED id and its words.
  'series',
  'series_label',
];

function leadRow(lead: LeadView): string {
  return csvRow([
    lead.createdAt,
    lead.id,
    lead.formId,
    lead.name,
    lead.email,
    lead.phone,
    lead.rateType,
    lead.targetRate.toFixed(3),
    lead.direction,
    lead.consent,
    lead.pageUrl,
    ...UTM_COLUMNS.map((column) => lead.utm?.[column] ?? null),
    lead.gclid,
    // One column whatever the keys: a JSON object, {"campaign":"spring"} (csvCell guards it like any text).
    lead.hiddenFields === null ? null : JSON.stringify(lead.hiddenFields),
    lead.status,
    lead.confirmedAt,
    lead.unsubscribedAt,
    lead.lastAlertSentAt,
    lead.alertKind,
    lead.alertInputs === null ? null : JSON.stringify(lead.alertInputs),
    lead.consentRecord?.textSha256 ?? null,
    lead.consentRecord?.consentedAt ?? null,
    lead.series,
    lead.seriesLabel,
  ]);
}

const BATCH_SIZE = 500;

/**
 * Every lead of a partner the filters select, in the list's order, as CSV, streamed a batch at a
 * time: the same query as the list, so the export is exactly what the console shows.
 */
export function leadsCsvStream(
  db: DatabaseExecutor,
  partnerId: string,
  filters: LeadFilters,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: LeadCursor | undefined;
  let headerSent = false;
  let finished = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvRow(HEADER)));
        return;
      }
      if (finished) {
        controller.close();
        return;
      }
      const page = await listPartnerLeads(db, partnerId, { ...filters, limit: BATCH_SIZE, after });
      if (page.leads.length > 0) controller.enqueue(encoder.encode(page.leads.map(leadRow).join('')));
      if (page.nextCursor) after = page.nextCursor;
      else finished = true;
    },
  });
}
