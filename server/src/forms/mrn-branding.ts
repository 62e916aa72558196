import { effectivePlan } from '../partner-profile/partner-profile-store.ts';
import type { ActiveFormRecord } from './form-store.ts';

/**
 * Where the widget's "Rate alerts by Mortgage Rate Notifier" line links, or null for white-label.
 * White-label is what the Pro plan and its trial pay for; once a trial has ended (by the clock or by
 * setPartnerPlan) without a paid plan, the partner's forms keep working and show MRN branding.
 */
export function mrnBrandingUrl(form: ActiveFormRecord, now: Date, publicUrl: string): string | null {
  return effectivePlan(form.partnerPlan, form.partnerTrialEndsAt, now) === 'ended' ? `${publicUrl}/` : null;
}
