import { eachRow, type FeatureMailComposers } from '../outbox/index.ts';
import { composeBillingMail } from './compose-billing-mail.ts';

const billingMail = eachRow(({ db, settings, now }, row) => composeBillingMail(db, settings, row, now));

/** The partner's billing notices: trial ending, payment failed, plan ended. */
export const billingMailComposers = {
  billing_trial_ending: billingMail,
  billing_payment_failed: billingMail,
  billing_ended: billingMail,
} satisfies FeatureMailComposers;
