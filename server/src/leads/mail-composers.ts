import { eachRow, type FeatureMailComposers } from '../outbox/index.ts';
import { composePartnerLeadMail } from './compose-partner-lead-mail.ts';

/** The new-lead mail to the partner. */
export const leadMailComposers = {
  partner_lead: eachRow(composePartnerLeadMail),
} satisfies FeatureMailComposers;
