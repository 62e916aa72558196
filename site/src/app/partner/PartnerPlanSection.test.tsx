// @vitest-environment jsdom
import '../../../test/support/dom-setup.ts';
import { BILLING_NOT_CONFIGURED_MESSAGE, type BillingStatus } from '@mrn/sdk/schemas/billing';
import { planAllows } from '@mrn/sdk/schemas/plan-allowances';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../test/support/fake-api.ts';
import { goTo } from '../navigation.ts';
import PartnerPlanSection from './PartnerPlanSection.tsx';

vi.mock('../navigation.ts', async (original) => ({
  ...(await original<typeof import('../navigation.ts')>()),
  goTo: vi.fn(),
}));

const PROFILE = {
  businessName: 'Acme Mortgage',
  licenceId: null,
  website: null,
  logoUrl: null,
  replyToEmail: null,
  replyToEmailStatus: 'none' as const,
  equalHousing: null,
  plan: 'trial' as const,
  trialEndsAt: '2026-03-16T12:00:00.000Z',
  trialDaysLeft: 12,
  createdAt: '2026-03-02T12:00:00.000Z',
};

const TRIAL: BillingStatus = {
  configured: true,
  notConfiguredMessage: null,
  state: 'trial',
  trialEndsAt: PROFILE.trialEndsAt,
  trialDaysLeft: 12,
  subscription: null,
  canManageBilling: false,
  allows: planAllows('trial'),
};

const ACTIVE: BillingStatus = {
  ...TRIAL,
  state: 'active',
  trialEndsAt: null,
  trialDaysLeft: null,
  subscription: {
    period: 'annual',
    currentPeriodEnd: '2027-03-16T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
  },
  canManageBilling: true,
};

describe('PartnerPlanSection', () => {
  it('offers Upgrade with annual chosen first, the home page prices and "Save 20%", and opens Checkout', async () => {
    const api = fakeApi({
      'GET /api/app/partner/billing': { status: 200, body: TRIAL },
      'POST /api/app/partner/billing/checkout': {
        status: 200,
        body: { url: 'https://checkout.stripe.test/c/1' },
      },
    });
    const user = userEvent.setup();
    render(<PartnerPlanSection profile={PROFILE} />);
    const annual = await screen.findByRole('radio', { name: /Annual/ });
    expect(annual).toBeChecked();
    expect(screen.getByRole('radio', { name: /Monthly \$7\/month/ })).not.toBeChecked();
    expect(screen.getByText('Save 20%')).toBeInTheDocument();
    expect(screen.getByText(/Paying now keeps the rest of your trial/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.stripe.test/c/1'));
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/app/partner/billing/checkout',
        body: { period: 'annual' },
      }),
    ]);
  });

  it('without Stripe on the installation, Upgrade says in the partner’s words that paid plans are not available yet, and calls nothing', async () => {
    const api = fakeApi({
      'GET /api/app/partner/billing': {
        status: 200,
        body: { ...TRIAL, configured: false, notConfiguredMessage: BILLING_NOT_CONFIGURED_MESSAGE },
      },
    });
    const user = userEvent.setup();
    render(<PartnerPlanSection profile={PROFILE} />);
    await user.click(await screen.findByRole('button', { name: 'Upgrade' }));
    expect(
      screen.getByText(
        "Paid plans are not available on this installation yet; your trial and your forms keep working. Contact the site's operator.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your plan' })).not.toHaveTextContent(/STRIPE_|npm run/);
    expect(api.writes()).toEqual([]);
  });

  it('says so plainly when Stripe cannot be reached', async () => {
    fakeApi({
      'GET /api/app/partner/billing': { status: 200, body: TRIAL },
      'POST /api/app/partner/billing/checkout': apiError(
        502,
        'billing_unavailable',
        'We could not reach our payment provider.',
      ),
    });
    const user = userEvent.setup();
    render(<PartnerPlanSection profile={PROFILE} />);
    await user.click(await screen.findByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our payment provider.');
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeEnabled();
  });

  it('shows the paid plan: Active, its price, the next renewal and Manage billing (the portal)', async () => {
    fakeApi({
      'GET /api/app/partner/billing': { status: 200, body: ACTIVE },
      'POST /api/app/partner/billing/portal': {
        status: 200,
        body: { url: 'https://billing.stripe.test/p/1' },
      },
    });
    const user = userEvent.setup();
    render(<PartnerPlanSection profile={{ ...PROFILE, plan: 'pro', trialDaysLeft: null }} />);
    expect(await screen.findByText('Pro: Active')).toBeInTheDocument();
    expect(screen.getByText(/Next renewal: Mar 16, 2027/)).toBeInTheDocument();
    expect(screen.getByText(/\$67\/yr/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('https://billing.stripe.test/p/1'));
  });

  it('shows a cancelled plan as cancelled, with the day Pro stops', async () => {
    fakeApi({
      'GET /api/app/partner/billing': {
        status: 200,
        body: { ...ACTIVE, subscription: { ...ACTIVE.subscription, cancelAtPeriodEnd: true } },
      },
    });
    render(<PartnerPlanSection profile={{ ...PROFILE, plan: 'pro', trialDaysLeft: null }} />);
    expect(await screen.findByText('Pro: cancelled')).toBeInTheDocument();
    expect(screen.getByText(/Pro stays until Mar 16, 2027, then the plan ends/)).toBeInTheDocument();
  });
});
