import { eachRow, type FeatureMailComposers } from '../outbox/index.ts';
import { composeAlertConfirmationMail } from './compose-alert-confirmation-mail.ts';
import { composeRateAlertMails } from './compose-rate-alert-mails.ts';
import { composePlanLimitMail } from './plan-limit-mail.ts';
import { RATE_ALERT_COMPANIONS } from './rate-alert-companions.ts';
import { recordAlertsNotified } from './record-alerts-notified.ts';

/**
 * The alert mails: fired alerts (a person's claimed together and rendered in one query, their alerts
 * marked notified once sent), double opt-in and plan-limit notices.
 */
export const alertMailComposers = {
  rate_alert: {
    composeAll: composeRateAlertMails,
    claimedWith: RATE_ALERT_COMPANIONS,
    afterSent: recordAlertsNotified,
  },
  alert_confirmation: eachRow(composeAlertConfirmationMail, { countedPerRecipient: true }),
  alert_plan_limit: eachRow(({ settings }, row) => composePlanLimitMail(settings, row), {
    countedPerRecipient: true,
  }),
} satisfies FeatureMailComposers;
