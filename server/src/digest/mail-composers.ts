import { eachRow, type FeatureMailComposers } from '../outbox/index.ts';
import { composeWeeklyDigestMail } from './compose-weekly-digest-mail.ts';

/** The weekly digest. */
export const digestMailComposers = {
  weekly_digest: eachRow(({ db, settings }, row) => composeWeeklyDigestMail(db, settings, row)),
} satisfies FeatureMailComposers;
