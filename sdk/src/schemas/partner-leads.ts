import { z } from 'zod/mini';
import { ALERT_DIRECTIONS } from './alert-direction';
import { formIdSchema } from './form-settings';
import { LEAD_ALERT_CHOICE_KINDS } from './lead-alert-kinds';
import { leadConsentRecordSchema } from './lead-consent';
import { mailSuppressionSchema } from './mail-suppression';
import { RATE_TYPES } from './rate-type';
import { wholeNumberQuery } from './whole-number-query';

/**
 * Where a lead's rate alert stands, as the lead's own partner may know it (only what happened
 * through its own forms): `pending_confirmation` until the person confirms the partner's own
 * confirmation mail (also when no alert could be made, so nothing about the person's other alerts
 * or plan shows); `confirmed` once confirmed; `alert_sent` once at least one rate alert mail went
 * out; `paused`; `unsubscribed`; `no_alert` once the person deleted the alert they had confirmed.
 */
export const LEAD_STATUSES = [
  'pending_confirmation',
  'confirmed',
  'alert_sent',
  'paused',
  'unsubscribed',
  'no_alert',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_SORTS = ['newest', 'oldest', 'name'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

const CURSOR_MESSAGE = 'cursor is not valid; use the nextCursor of a previous page.';

/** The filters shared by the list and the CSV export, so the export is exactly what is listed. */
const leadFilterShape = {
  formId: z.optional(formIdSchema),
  status: z.optional(z.enum(LEAD_STATUSES, `status must be one of ${LEAD_STATUSES.join(', ')}.`)),
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(200, 'q is a search text of at most 200 characters.')),
  ),
  sort: z._default(z.enum(LEAD_SORTS, `sort must be one of ${LEAD_SORTS.join(', ')}.`), 'newest'),
};

/**
 * GET /api/partner/leads: filtered by form, status and a search in name, email and phone; sorted
 * newest first (default), oldest first or by name; `limit` per page, `cursor` from the previous
 * page's nextCursor (with the same filters and sort).
 */
export const leadListQuerySchema = z.strictObject({
  ...leadFilterShape,
  limit: wholeNumberQuery('limit', 1, 200, 50),
  cursor: z.optional(z.string().check(z.maxLength(2048, CURSOR_MESSAGE))),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** GET /api/partner/leads.csv: every lead the same filters select, in the same order. */
export const leadExportQuerySchema = z.strictObject(leadFilterShape);
export type LeadExportQuery = z.infer<typeof leadExportQuerySchema>;

export const partnerLeadSchema = z.object({
  id: z.string(),
  formId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  rateType: z.enum(RATE_TYPES),
  /** The catalogued FRED series the lead's alert watches, and its words ("30-year VA"). */
  series: z.string(),
  seriesLabel: z.string(),
  targetRate: z.number(),
  direction: z.enum(ALERT_DIRECTIONS),
  consent: z.boolean(),
  pageUrl: z.nullable(z.string()),
  utm: z.nullable(z.record(z.string(), z.string())),
  /** Google Ads click id from the host page's address. */
  gclid: z.nullable(z.string()),
  /** The form's data-field-<key> values. */
  hiddenFields: z.nullable(z.record(z.string(), z.string())),
  /** The lead's alert once the person confirmed it for this partner; null until then. */
  alertId: z.nullable(z.string()),
  /**
   * The alert the visitor chose. For `refinance` and `payment` (forms offering them), `targetRate` is
   * the rate derived from `alertInputs` (what they entered: balance, rates, price, ...), where the alert fires.
   */
  alertKind: z._default(z.enum(LEAD_ALERT_CHOICE_KINDS), 'rate'),
  alertInputs: z._default(z.nullable(z.record(z.string(), z.nullable(z.number()))), null),
  status: z.enum(LEAD_STATUSES),
  confirmedAt: z.nullable(z.string()),
  unsubscribedAt: z.nullable(z.string()),
  lastAlertSentAt: z.nullable(z.string()),
  /** Set while no mail goes to the lead's address (it bounced, or a mail was marked as spam), with why. */
  mailSuppression: z._default(z.nullable(mailSuppressionSchema), null),
  createdAt: z.string(),
  /** Proof of consent (see leadConsentRecordSchema); null for leads from before records were kept. */
  consentRecord: z._default(z.nullable(leadConsentRecordSchema), null),
});
export type PartnerLead = z.infer<typeof partnerLeadSchema>;

export const partnerLeadPageSchema = z.object({
  leads: z.array(partnerLeadSchema),
  nextCursor: z.nullable(z.string()),
});
