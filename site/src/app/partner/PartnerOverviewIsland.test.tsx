// @vitest-environment jsdom
import '../../../test/support/dom-setup.ts';
import { partnerLeadPageSchema } from '@mrn/sdk/schemas/partner-leads';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FORM } from '../../../test/support/FormBuilderFixture.ts';
import { apiError, fakeApi } from '../../../test/support/fake-api.ts';
import { replaceWith } from '../navigation.ts';
import PartnerOverviewIsland from './PartnerOverviewIsland.tsx';
import { REPLY_TO_WAITING } from './PartnerProfileSection.tsx';

vi.mock('../navigation.ts', async (original) => ({
  ...(await original<typeof import('../navigation.ts')>()),
  goTo: vi.fn(),
  replaceWith: vi.fn(),
}));

const SESSION = {
  user: { id: 'u1', email: 'pat@lender.example', plan: 'free', createdAt: '2026-01-01T00:00:00Z' },
};

const PROFILE = {
  businessName: 'Acme Mortgage',
  licenceId: null,
  website: null,
  logoUrl: null,
  replyToEmail: null,
  replyToEmailStatus: 'none',
  plan: 'trial',
  trialEndsAt: '2026-03-16T12:00:00.000Z',
  trialDaysLeft: 12,
  createdAt: '2026-03-02T12:00:00.000Z',
};

// The server's answer before the account has a partner profile: 204, no content.
const NO_PROFILE = { status: 204 };

describe('PartnerOverviewIsland', () => {
  it('sends a signed-out visitor to sign-in with next=/app/partner', async () => {
    fakeApi({ 'GET /api/auth/session': apiError(401, 'unauthorized', 'Please sign in to continue.') });
    render(<PartnerOverviewIsland />);
    await vi.waitFor(() => expect(replaceWith).toHaveBeenCalledWith('/app/sign-in?next=/app/partner'));
  });

  it('offers "Become a partner" without a profile, checks the fields with the schema, then shows the trial', async () => {
    const api = fakeApi({
      'GET /api/auth/session': { status: 200, body: SESSION },
      'GET /api/app/partner': NO_PROFILE,
      'POST /api/app/partner': { status: 201, body: { ...PROFILE, trialDaysLeft: 14 } },
    });
    const user = userEvent.setup();
    render(<PartnerOverviewIsland />);
    expect(await screen.findByRole('heading', { name: 'Become a partner' })).toBeInTheDocument();
    expect(screen.getByText('NMLS or state licence ID')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Logo URL (optional)'), 'http://acme.example/logo.png');
    await user.click(screen.getByRole('button', { name: 'Start my free trial' }));
    expect(screen.getByText('Enter your business name.')).toBeInTheDocument();
    expect(
      screen.getByText('Use a full https address such as https://www.example.com/logo.png.'),
    ).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);

    await user.type(screen.getByLabelText('Business name'), 'Acme Mortgage');
    await user.clear(screen.getByLabelText('Logo URL (optional)'));
    await user.type(screen.getByLabelText('Licence ID (optional)'), 'NMLS 123456');
    await user.click(screen.getByRole('button', { name: 'Start my free trial' }));

    expect(await screen.findByText('Pro trial: 14 days left')).toBeInTheDocument();
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/app/partner',
      body: { businessName: 'Acme Mortgage', licenceId: 'NMLS 123456', logoUrl: null },
    });
  });

  it('shows the overview: trial days left, what happens at the end, the profile and the console links', async () => {
    fakeApi({
      'GET /api/auth/session': { status: 200, body: SESSION },
      'GET /api/app/partner': { status: 200, body: PROFILE },
    });
    render(<PartnerOverviewIsland />);
    expect(await screen.findByText('Pro trial: 12 days left')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Your forms keep working with Mortgage Rate Notifier branding until you upgrade; your leads are never deleted\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Acme Mortgage')).toBeInTheDocument();
    const consoleLinks = within(screen.getByRole('region', { name: 'Your console' }));
    expect(consoleLinks.getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/app/partner/leads');
    expect(consoleLinks.getByRole('link', { name: 'API keys' })).toHaveAttribute('href', '/app/partner/keys');
    expect(consoleLinks.getByRole('link', { name: /Installation guide/ })).toHaveAttribute(
      'href',
      '/installation-guide',
    );
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  describe('the next steps of a new partner', () => {
    const install = (overrides: object) => ({
      status: 200,
      body: {
        formId: FORM.id,
        days: 7,
        series: [],
        totals: { views: 0, opens: 0, submissions: 0, confirmed: 0, conversion: null },
        install: {
          lastLoadedOrigin: null,
          lastLoadedAt: null,
          allowedOrigin: null,
          refusedOrigins: [],
          ...overrides,
        },
      },
    });
    const NO_LEADS = { status: 200, body: { leads: [], nextCursor: null } };
    const LEAD = {
      id: 'lead_1',
      formId: FORM.id,
      name: 'Sam Buyer',
      email: 'sam@example.com',
      phone: null,
      rateType: '30y',
      series: 'OBMMIC30YF',
      seriesLabel: '30-year fixed',
      targetRate: 5.5,
      direction: 'below',
      consent: true,
      pageUrl: null,
      utm: null,
      gclid: null,
      hiddenFields: null,
      alertId: null,
      status: 'pending_confirmation',
      confirmedAt: null,
      unsubscribedAt: null,
      lastAlertSentAt: null,
      createdAt: '2026-03-02T12:00:00.000Z',
    };

    async function steps(routes: Record<string, unknown>) {
      fakeApi({
        'GET /api/auth/session': { status: 200, body: SESSION },
        'GET /api/app/partner': { status: 200, body: PROFILE },
        'GET /api/partner/leads?limit=1': NO_LEADS,
        ...(routes as Parameters<typeof fakeApi>[0]),
      });
      render(<PartnerOverviewIsland />);
      const region = await screen.findByRole('region', { name: 'Your next steps' });
      return within(region).getAllByRole('listitem');
    }

    it('starts with creating the first form', async () => {
      const [create, installIt, lead] = await steps({
        'GET /api/partner/forms': { status: 200, body: { forms: [] } },
      });
      expect(create).toHaveAttribute('aria-current', 'step');
      expect(create).toHaveTextContent(/^To do Create your first form/);
      expect(within(create).getByRole('link', { name: 'Create your first form' })).toHaveAttribute(
        'href',
        '/app/partner/forms/edit?new=1',
      );
      expect(installIt).toHaveTextContent(/^To do Install it on your website/);
      expect(lead).toHaveTextContent(/^To do See your first lead/);
    });

    it('then installing it, with what the install check saw', async () => {
      const [create, installIt] = await steps({
        'GET /api/partner/forms': { status: 200, body: { forms: [FORM] } },
        'GET /api/partner/forms/form_abc123/analytics?days=7': install({}),
      });
      expect(create).toHaveTextContent(/^Done Create your first form: Homepage form/);
      expect(installIt).toHaveAttribute('aria-current', 'step');
      expect(installIt).toHaveTextContent('no website has loaded it yet');
    });

    it('names a site the form refused, with the way to allow it', async () => {
      const [, installIt] = await steps({
        'GET /api/partner/forms': { status: 200, body: { forms: [FORM] } },
        'GET /api/partner/forms/form_abc123/analytics?days=7': install({
          lastLoadedOrigin: 'https://copycat.example',
          lastLoadedAt: '2026-03-02T12:00:00.000Z',
          allowedOrigin: false,
        }),
      });
      expect(installIt).toHaveTextContent(
        'https://copycat.example loaded it, but it is not in the form’s allowed sites',
      );
      expect(within(installIt).getByRole('link', { name: 'Add it in the form settings' })).toHaveAttribute(
        'href',
        '/app/partner/forms/edit?id=form_abc123#form-allowedOrigins',
      );
    });

    it('then the first lead; and goes away once all three are done', async () => {
      const [, installIt, lead] = await steps({
        'GET /api/partner/forms': { status: 200, body: { forms: [FORM] } },
        'GET /api/partner/forms/form_abc123/analytics?days=7': install({
          lastLoadedOrigin: 'https://www.patlending.example',
          lastLoadedAt: '2026-03-02T12:00:00.000Z',
          allowedOrigin: true,
        }),
      });
      expect(installIt).toHaveTextContent(
        /^Done Install it on your website: loaded from https:\/\/www.patlending.example/,
      );
      expect(lead).toHaveAttribute('aria-current', 'step');
    });

    it('arrives with the overview, never after it (nothing on the page moves down)', async () => {
      fakeApi({
        'GET /api/auth/session': { status: 200, body: SESSION },
        'GET /api/app/partner': { status: 200, body: PROFILE },
        'GET /api/partner/leads?limit=1': NO_LEADS,
        'GET /api/partner/forms': { status: 200, body: { forms: [] } },
      });
      // The console's own answers come a little after the profile's, as on a real network.
      const answer = globalThis.fetch;
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).startsWith('/api/partner/'))
          await new Promise((resolve) => setTimeout(resolve, 50));
        return answer(input, init);
      });
      render(<PartnerOverviewIsland />);
      expect(await screen.findByText('Pro trial: 12 days left')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Your next steps' })).not.toBeNull();
    });

    it('is not shown to a partner who has a lead', async () => {
      fakeApi({
        'GET /api/auth/session': { status: 200, body: SESSION },
        'GET /api/app/partner': { status: 200, body: PROFILE },
        'GET /api/partner/forms': { status: 200, body: { forms: [FORM] } },
        'GET /api/partner/leads?limit=1': { status: 200, body: { leads: [LEAD], nextCursor: null } },
        'GET /api/partner/forms/form_abc123/analytics?days=7': install({}),
      });
      expect(partnerLeadPageSchema.safeParse({ leads: [LEAD], nextCursor: null }).success).toBe(true);
      render(<PartnerOverviewIsland />);
      expect(await screen.findByText('Pro trial: 12 days left')).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region', { name: 'Your next steps' })).toBeNull();
    });
  });

  it('edits the profile in place (PATCH) and shows the server’s field message', async () => {
    const api = fakeApi({
      'GET /api/auth/session': { status: 200, body: SESSION },
      'GET /api/app/partner': { status: 200, body: PROFILE },
      'PATCH /api/app/partner': (request) =>
        (request.body as { website?: string | null }).website === 'https://taken.example'
          ? apiError(422, 'validation_failed', 'Some fields are missing or invalid.', {
              website: 'Not this one.',
            })
          : {
              status: 200,
              body: { ...PROFILE, businessName: 'Acme Home Loans', website: 'https://acme.example' },
            },
    });
    const user = userEvent.setup();
    render(<PartnerOverviewIsland />);
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const name = screen.getByLabelText('Business name');
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'Acme Home Loans');
    await user.type(screen.getByLabelText('Website (optional)'), 'https://taken.example');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Not this one.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Website (optional)'));
    await user.type(screen.getByLabelText('Website (optional)'), 'https://acme.example');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByText('Acme Home Loans')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
    expect(api.writes()[1]).toMatchObject({
      method: 'PATCH',
      body: { businessName: 'Acme Home Loans', website: 'https://acme.example' },
    });
  });

  it('says a reply-to address waits for its confirmation, and nothing once it is confirmed', async () => {
    const waiting = {
      ...PROFILE,
      replyToEmail: 'team@acme.example',
      replyToEmailStatus: 'awaiting_confirmation',
    };
    fakeApi({
      'GET /api/auth/session': { status: 200, body: SESSION },
      'GET /api/app/partner': { status: 200, body: waiting },
    });
    const { unmount } = render(<PartnerOverviewIsland />);
    expect(await screen.findByText('team@acme.example')).toBeInTheDocument();
    expect(screen.getByText(REPLY_TO_WAITING)).toBeInTheDocument();
    unmount();

    fakeApi({
      'GET /api/auth/session': { status: 200, body: SESSION },
      'GET /api/app/partner': { status: 200, body: { ...waiting, replyToEmailStatus: 'confirmed' } },
    });
    render(<PartnerOverviewIsland />);
    expect(await screen.findByText('team@acme.example')).toBeInTheDocument();
    expect(screen.queryByText(REPLY_TO_WAITING)).not.toBeInTheDocument();
  });

  it('shows an ended trial plainly', async () => {
    fakeApi({
      'GET /api/auth/session': { status: 200, body: SESSION },
      'GET /api/app/partner': { status: 200, body: { ...PROFILE, plan: 'ended', trialDaysLeft: 0 } },
    });
    render(<PartnerOverviewIsland />);
    expect(await screen.findByText('Pro trial ended')).toBeInTheDocument();
  });
});
