import { eachRow, type FeatureMailComposers } from '../outbox/index.ts';
import { composeChallengeMail } from './compose-challenge-mail.ts';

/** Sign-in and email-change mails (counted per recipient by their routes, which can answer 429). */
export const authMailComposers = {
  sign_in: eachRow(composeChallengeMail),
  email_change: eachRow(composeChallengeMail),
} satisfies FeatureMailComposers;
