import type { PartnerProfile } from '@mrn/sdk/schemas/partner-profile';
import { formatDate } from '../date-format.ts';

/** What happens after a trial: the same sentence wherever the console explains it. */
export const AFTER_TRIAL =
  'Your forms keep working with Mortgage Rate Notifier branding until you upgrade; your leads are never deleted.';

export function trialSummary(profile: Pick<PartnerProfile, 'plan' | 'trialDaysLeft'>): string {
  if (profile.plan === 'pro') return 'Pro';
  if (profile.plan === 'ended') return 'Pro trial ended';
  const days = profile.trialDaysLeft ?? 0;
  return `Pro trial: ${days} ${days === 1 ? 'day' : 'days'} left`;
}

/** The partner's plan: the trial with its days left, and what its end means. */
export default function PartnerPlanSection({ profile }: { profile: PartnerProfile }) {
  return (
    <section className="card app-panel" aria-labelledby="partner-plan-heading">
      <h2 id="partner-plan-heading">Your plan</h2>
      <p className="app-lead">
        <strong>{trialSummary(profile)}</strong>
        {profile.plan === 'trial' && profile.trialEndsAt && <> (ends {formatDate(profile.trialEndsAt)})</>}
      </p>
      {profile.plan === 'pro' ? (
        <p>
          White-label forms without Mortgage Rate Notifier branding, unlimited leads and up to 20 rate alerts.
        </p>
      ) : (
        <p>
          {profile.plan === 'trial' ? 'When the trial ends: ' : ''}
          {AFTER_TRIAL}
        </p>
      )}
    </section>
  );
}
