import { eachRow, type FeatureMailComposers } from '../outbox/mail-composer.ts';
import { composeAlertConfirmationMail } from './compose-alert-confirmation-mail.ts';
import { composeRateAlertMails } from './compose-rate-alert-mails.ts';
import { composePlanLimitMail } from './plan-limit-mail.ts';

/** The alert mails: fired alerts (a claim's together, in one query), double opt-in and plan-limit notices. */
export const alertMailComposers = {
  rate_alert: { composeAll: composeRateAlertMails },
  alert_confirmation: eachRow(composeAlertConfirmationMail, { countedPerRecipient: true }),
  alert_plan_limit: eachRow(({ settings }, row) => composePlanLimitMail(settings, row), {
    countedPerRecipient: true,
  }),
} satisfies FeatureMailComposers;
