import {
  BILLING_NOT_CONFIGURED_MESSAGE,
  type BillingPeriod,
  type BillingStatus,
  billingRedirectSchema,
  billingStatusSchema,
  DEFAULT_BILLING_PERIOD,
} from '@mrn/sdk/schemas/billing';
import type { PartnerProfile } from '@mrn/sdk/schemas/partner-profile';
import { useCallback, useEffect, useState } from 'react';
import { PLANS } from '../../config/plans.ts';
import { apiRequest } from '../api-request.ts';
import { formatDate } from '../date-format.ts';
import { goTo, queryParameter } from '../navigation.ts';

/** What happens after a trial: the same sentence wherever the console explains it. */
export const AFTER_TRIAL =
  'Your forms keep working with Mortgage Rate Notifier branding until you upgrade; your leads are never deleted.';

/** While Stripe's webhook catches up after Checkout: how often and how long the card asks again. */
const RETURN_POLL_MS = 2000;
const RETURN_POLLS = 10;

export function trialSummary(profile: Pick<PartnerProfile, 'plan' | 'trialDaysLeft'>): string {
  if (profile.plan === 'pro') return 'Pro';
  if (profile.plan === 'ended') return 'Pro trial ended';
  const days = profile.trialDaysLeft ?? 0;
  return `Pro trial: ${days} ${days === 1 ? 'day' : 'days'} left`;
}

const { professional } = PLANS;

/** The price line of a period, exactly as the home page's pricing section shows it. */
function PriceOf({ period }: { period: BillingPeriod }) {
  if (period === 'monthly') {
    return (
      <>
        {professional.monthly.price}
        {professional.monthly.period}
      </>
    );
  }
  return (
    <>
      {professional.annual.price}
      {professional.annual.period}{' '}
      <s className="price-original">
        <span className="visually-hidden">was </span>
        {professional.annual.originalPrice}
        {professional.annual.period}
      </s>{' '}
      <span className="save-badge">{professional.annual.badge}</span>
    </>
  );
}

/** Monthly or annual (annual chosen first, as on the home page) and the Upgrade button. */
function UpgradeForm({ status, trialEndsAt }: { status: BillingStatus; trialEndsAt: string | null }) {
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'status'; text: string } | null>(null);

  const upgrade = async () => {
    if (!status.configured) {
      setMessage({
        kind: 'status',
        text: status.notConfiguredMessage ?? BILLING_NOT_CONFIGURED_MESSAGE,
      });
      return;
    }
    setBusy(true);
    setMessage(null);
    const answer = await apiRequest('/api/app/partner/billing/checkout', {
      method: 'POST',
      body: { period },
      schema: billingRedirectSchema,
    });
    if (answer.ok) {
      goTo(answer.data.url);
      return;
    }
    setBusy(false);
    setMessage({ kind: 'error', text: answer.message });
  };

  return (
    <form
      className="plan-upgrade"
      onSubmit={(event) => {
        event.preventDefault();
        void upgrade();
      }}
    >
      <fieldset>
        <legend>Upgrade to Pro</legend>
        {(['annual', 'monthly'] as const).map((option) => (
          <label key={option} className="plan-period">
            <input
              type="radio"
              name="billing-period"
              value={option}
              checked={period === option}
              onChange={() => setPeriod(option)}
            />{' '}
            <span className="plan-period-name">{option === 'annual' ? 'Annual' : 'Monthly'}</span>{' '}
            <span className="plan-period-price">
              <PriceOf period={option} />
            </span>
          </label>
        ))}
      </fieldset>
      {trialEndsAt && (
        <p className="plan-hint">
          Paying now keeps the rest of your trial: the first charge is on {formatDate(trialEndsAt)}.
        </p>
      )}
      <p className="plan-hint">{professional.terms}</p>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Opening checkout…' : 'Upgrade'}
      </button>
      <div aria-live="polite">
        {message && (
          <div
            className={`app-message app-message-${message.kind}`}
            role={message.kind === 'error' ? 'alert' : undefined}
          >
            <p>{message.text}</p>
          </div>
        )}
      </div>
    </form>
  );
}

function ManageBilling() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setBusy(true);
    setError(null);
    const answer = await apiRequest('/api/app/partner/billing/portal', {
      method: 'POST',
      body: {},
      schema: billingRedirectSchema,
    });
    if (answer.ok) {
      goTo(answer.data.url);
      return;
    }
    setBusy(false);
    setError(answer.message);
  };
  return (
    <div className="plan-manage">
      <button type="button" className="button" disabled={busy} onClick={() => void open()}>
        {busy ? 'Opening billing…' : 'Manage billing'}
      </button>
      <p className="plan-hint">
        Change your card, see invoices, switch between monthly and annual, or cancel.
      </p>
      {error && (
        <div className="app-message app-message-error" role="alert">
          <p>{error}</p>
        </div>
      )}
    </div>
  );
}

/** The paid plan: price, next renewal (or when a cancelled plan stops), grace period, portal. */
function PaidPlan({ status }: { status: BillingStatus }) {
  const subscription = status.subscription;
  if (!subscription) {
    return (
      <p>
        White-label forms without Mortgage Rate Notifier branding, unlimited leads and up to 20 rate alerts.
      </p>
    );
  }
  const periodEnd = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;
  return (
    <>
      {subscription.period && (
        <p>
          Price: <PriceOf period={subscription.period} />
        </p>
      )}
      {status.state === 'past_due' ? (
        <div className="app-message app-message-error">
          <p>
            Your last payment failed. Pro stays on until{' '}
            {subscription.graceEndsAt ? formatDate(subscription.graceEndsAt) : 'the grace period ends'}:
            update your card under Manage billing.
          </p>
        </div>
      ) : subscription.cancelAtPeriodEnd ? (
        <p>
          <strong>Cancelled</strong>: Pro stays until {periodEnd ?? 'the end of the period'}, then the plan
          ends. {AFTER_TRIAL}
        </p>
      ) : (
        periodEnd && <p>Next renewal: {periodEnd}</p>
      )}
      {status.canManageBilling && <ManageBilling />}
    </>
  );
}

function planHeadline(profile: PartnerProfile, status: BillingStatus | null): string {
  if (!status) return trialSummary(profile);
  if (status.state === 'active')
    return status.subscription?.cancelAtPeriodEnd ? 'Pro: cancelled' : 'Pro: Active';
  if (status.state === 'past_due') return 'Pro: payment failed';
  // A partner who has paid before (a Stripe customer) had a plan, not only a trial.
  if (status.state === 'ended') return status.canManageBilling ? 'Pro plan ended' : 'Pro trial ended';
  return trialSummary(profile);
}

/**
 * The partner's plan card: trial days left and Upgrade (annual first, the home page's prices), or
 * the paid plan with its price, renewal date and Manage billing. Without Stripe on this
 * installation, Upgrade says in the partner's words that paid plans are not available yet.
 */
export default function PartnerPlanSection({ profile }: { profile: PartnerProfile }) {
  const [status, setStatus] = useState<BillingStatus | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const answer = await apiRequest('/api/app/partner/billing', { schema: billingStatusSchema, signal });
      if (answer.ok) setStatus(answer.data);
      return answer.ok ? answer.data : null;
    } catch {
      return null; // aborted: the component is gone
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const returned = queryParameter('billing') === 'success';
    void (async () => {
      let current = await load(controller.signal);
      // Back from Checkout: Stripe's webhook may land a moment after the browser does.
      for (let poll = 0; returned && current?.state !== 'active' && poll < RETURN_POLLS; poll += 1) {
        await new Promise((resolve) => setTimeout(resolve, RETURN_POLL_MS));
        if (controller.signal.aborted) return;
        current = await load(controller.signal);
      }
    })();
    return () => controller.abort();
  }, [load]);

  const state = status?.state ?? (profile.plan === 'pro' ? 'active' : profile.plan);
  const trialEndsAt = status?.trialEndsAt ?? (profile.plan === 'trial' ? profile.trialEndsAt : null);
  return (
    <section className="card app-panel partner-plan" aria-labelledby="partner-plan-heading">
      <h2 id="partner-plan-heading">Your plan</h2>
      <p className="app-lead">
        <strong>{planHeadline(profile, status)}</strong>
        {state === 'trial' && trialEndsAt && <> (ends {formatDate(trialEndsAt)})</>}
      </p>
      {queryParameter('billing') === 'success' && state !== 'active' && (
        <p role="status">Thank you. Your payment is being confirmed; this card updates in a moment.</p>
      )}
      {state === 'active' || state === 'past_due' ? (
        status ? (
          <PaidPlan status={status} />
        ) : (
          <p>
            White-label forms without Mortgage Rate Notifier branding, unlimited leads and up to 20 rate
            alerts.
          </p>
        )
      ) : (
        <>
          <p>
            {state === 'trial' ? 'When the trial ends: ' : ''}
            {AFTER_TRIAL}
          </p>
          {status && <UpgradeForm status={status} trialEndsAt={state === 'trial' ? trialEndsAt : null} />}
        </>
      )}
    </section>
  );
}
