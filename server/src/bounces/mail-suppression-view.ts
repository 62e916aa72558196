import type { MailSuppression } from '@mrn/sdk/schemas';
import type { Suppression } from './suppressed-addresses.ts';

/** A suppression as the API shows it (the sentence is the sdk's describeMailSuppression). */
export function mailSuppressionView(suppression: Suppression): MailSuppression {
  return {
    reason: suppression.reason,
    detail: suppression.detail,
    since: suppression.suppressedAt.toISOString(),
  };
}
