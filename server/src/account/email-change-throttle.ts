import type { ThrottleRule } from '../auth/index.ts';

/** Email-change mails per account: a person retrying a typo, not a mail cannon aimed at someone else. */
export const EMAIL_CHANGE_THROTTLE: ThrottleRule = { limit: 5, windowMs: 15 * 60_000 };

/** auth_throttles key prefix; the account id follows. */
export const EMAIL_CHANGE_THROTTLE_PREFIX = 'email-change:account:';
