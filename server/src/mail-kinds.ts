import { accountMailComposers } from './account/mail-composers.ts';
import { alertMailComposers } from './alerts/mail-composers.ts';
import { authMailComposers } from './auth/mail-composers.ts';
import { billingMailComposers } from './billing/mail-composers.ts';
import { digestMailComposers } from './digest/mail-composers.ts';
import { installInstructionsMailComposers } from './install-instructions/mail-composers.ts';
import { leadConfirmationMailComposers } from './lead-confirmations/mail-composers.ts';
import { leadMailComposers } from './leads/mail-composers.ts';
import { newsletterMailComposers } from './newsletter/mail-composers.ts';
import { type MailComposers, mailComposerRegistry } from './outbox/mail-composer.ts';
import { partnerAddressMailComposers } from './partner-addresses/mail-composers.ts';
import { webhookMailComposers } from './webhooks/mail-composers.ts';

/**
 * Every kind of mail the outbox sends, and where it is written: each feature registers the
 * composers of its own kinds (its mail-composers.ts); the outbox looks a claimed row's kind up here.
 */
export const MAIL_KINDS: MailComposers = mailComposerRegistry(
  alertMailComposers,
  authMailComposers,
  leadMailComposers,
  leadConfirmationMailComposers,
  newsletterMailComposers,
  digestMailComposers,
  partnerAddressMailComposers,
  installInstructionsMailComposers,
  webhookMailComposers,
  billingMailComposers,
  accountMailComposers,
);
