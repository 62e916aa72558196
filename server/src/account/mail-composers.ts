import { eachRow, type FeatureMailComposers } from '../outbox/index.ts';
import { composeEmailChangeNotice } from './compose-email-change-notice.ts';

/** The warning to an account's old address (to the account's proven address: counted by its route's throttle). */
export const accountMailComposers = {
  email_change_notice: eachRow(composeEmailChangeNotice),
} satisfies FeatureMailComposers;
