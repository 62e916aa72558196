import { eachRow, type FeatureMailComposers } from '../outbox/index.ts';
import { composeNewsletterConfirmationMail } from './compose-newsletter-confirmation-mail.ts';

/** The newsletter's double opt-in mail. */
export const newsletterMailComposers = {
  newsletter_confirmation: eachRow(
    ({ db, settings, now }, row) => composeNewsletterConfirmationMail(db, settings, row, now),
    { countedPerRecipient: true },
  ),
} satisfies FeatureMailComposers;
