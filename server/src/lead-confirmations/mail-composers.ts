import { eachRow, type FeatureMailComposers } from '../outbox/index.ts';
import { composeLeadConfirmationCapMail } from './compose-lead-confirmation-cap-mail.ts';

/** The partner's notice that a daily cap of lead confirmation mails was reached. */
export const leadConfirmationMailComposers = {
  lead_confirmation_cap: eachRow(({ db, settings, now }, row) =>
    composeLeadConfirmationCapMail(db, settings, row, now),
  ),
} satisfies FeatureMailComposers;
