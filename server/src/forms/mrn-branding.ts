import type { PublicFormConfig } from '@mrn/sdk/schemas';
import { effectivePlan } from '../partner-profile/partner-profile-store.ts';
import type { ActiveFormRecord } from './form-store.ts';

/**
 * The widget's "Rate alerts by Mortgage Rate Notifier" line and where it links, or null for white-label.
 * White-label is what the Pro plan and its trial pay for; once a trial has ended (by the clock or by
 * setPartnerPlan) without a paid plan, the partner's forms keep working and show MRN branding.
 */
export function mrnBranding(
  form: ActiveFormRecord,
  now: Date,
  publicUrl: string,
): PublicFormConfig['mrnBranding'] {
  return effectivePlan(form.partnerPlan, form.partnerTrialEndsAt, now) === 'ended'
    ? { href: `${publicUrl}/`, text: 'Rate alerts by Mortgage Rate Notifier' }
    : null;
}
