import { type PublicFormConfig, planAllows } from '@mrn/sdk/schemas';
import { planState } from '../billing/index.ts';
import type { ActiveFormRecord } from './form-store.ts';

/**
 * The widget's "Rate alerts by Mortgage Rate Notifier" line and where it links, or null for white-label.
 * White-label is what the Pro plan (and its trial and grace period) pays for; once the plan has ended
 * (by the clock, a cancelled subscription or setPartnerPlan), the partner's forms keep working and
 * show MRN branding.
 */
export function mrnBranding(
  form: ActiveFormRecord,
  now: Date,
  publicUrl: string,
): PublicFormConfig['mrnBranding'] {
  return planAllows(planState(form.partnerPlan, now).state).whiteLabel
    ? null
    : { href: `${publicUrl}/`, text: 'Rate alerts by Mortgage Rate Notifier' };
}
