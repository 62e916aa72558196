import { eachRow, type FeatureMailComposers } from '../outbox/index.ts';
import { composeWebhookDisabledMail } from './compose-webhook-disabled-mail.ts';

/** The partner's notice that deliveries failed so often their endpoint was disabled. */
export const webhookMailComposers = {
  webhook_disabled: eachRow(({ db, settings }, row) => composeWebhookDisabledMail(db, settings, row)),
} satisfies FeatureMailComposers;
