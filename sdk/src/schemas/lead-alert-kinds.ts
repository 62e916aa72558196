import { z } from 'zod/mini';

/**
 * The alerts a partner may offer on a form besides the target rate every form has (issue 14 item 6):
 * a homeowner's refinance rule and a buyer's payment target. Both reduce to a threshold the server
 * derives, so the lead's alert fans out like any other.
 */
export const LEAD_ALERT_KINDS = ['refinance', 'payment'] as const;
export type LeadAlertKind = (typeof LEAD_ALERT_KINDS)[number];

/** Every alert a lead can ask for: the target rate, or one of the kinds its form offers. */
export const LEAD_ALERT_CHOICE_KINDS = ['rate', ...LEAD_ALERT_KINDS] as const;

/** What the builder offers, as a form stores it: each kind at most once, in the order above. */
export const offeredAlertKindsSchema = z.pipe(
  z.array(z.enum(LEAD_ALERT_KINDS, 'Offer refinance and/or payment alerts.'), 'Use a list of alert kinds.'),
  z.transform((kinds: LeadAlertKind[]) => LEAD_ALERT_KINDS.filter((kind) => kinds.includes(kind))),
);
