// @vitest-environment jsdom
import '../../../test/support/dom-setup.ts';
import { planAllows } from '@mrn/sdk/schemas/plan-allowances';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../test/support/fake-api.ts';
import { replaceWith } from '../navigation.ts';
import { leadQueryString, NO_LEAD_FILTERS } from './LeadFilters.tsx';
import LeadsIsland, { LEADS_PAGE_SIZE, NO_LEADS_YET } from './LeadsIsland.tsx';

vi.mock('../navigation.ts', async (original) => ({
  ...(await original<typeof import('../navigation.ts')>()),
  goTo: vi.fn(),
  replaceWith: vi.fn(),
}));

const SESSION = {
  status: 200,
  body: { user: { id: 'u1', email: 'pat@lender.example', plan: 'pro', createdAt: '2026-01-01T00:00:00Z' } },
};

const FORM = {
  id: 'harbor',
  type: 'embed',
  fontFamily: 'Inter',
  headerColor: '#123456',
  buttonColor: '#123456',
  textColor: '#111111',
  headerTextColor: '#ffffff',
  buttonTextColor: '#ffffff',
  headerText: 'Get rate alerts',
  buttonText: 'Notify me',
  showCurrentRates: true,
  name: 'Harbor homepage',
  businessName: 'Harbor Lending',
  businessEmail: null,
  businessPhone: null,
  businessWebsite: null,
  licenceId: null,
  maxWidth: null,
  status: 'active',
  allowedOrigins: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function lead(index: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    formId: 'harbor',
    name: `Lead ${index}`,
    email: `lead${index}@example.com`,
    phone: null,
    rateType: '30y',
    series: 'OBMMIC30YF',
    seriesLabel: '30-year fixed',
    targetRate: 5.5,
    direction: 'below',
    consent: true,
    pageUrl: 'https://harbor.example/rates',
    utm: null,
    gclid: null,
    hiddenFields: null,
    alertId: null,
    status: 'pending_confirmation',
    confirmedAt: null,
    unsubscribedAt: null,
    lastAlertSentAt: null,
    createdAt: '2026-03-01T12:00:00Z',
    ...overrides,
  };
}

const LIST = `GET /api/partner/leads?limit=${LEADS_PAGE_SIZE}`;

function leadsApi(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/auth/session': SESSION,
    'GET /api/partner/forms': { status: 200, body: { forms: [FORM] } },
    [LIST]: {
      status: 200,
      body: {
        leads: [
          lead(1, {
            name: 'Jamie Buyer',
            phone: '555-0100',
            series: 'OBMMIVA30YF',
            seriesLabel: '30-year VA',
            status: 'alert_sent',
            confirmedAt: '2026-03-02T12:00:00Z',
            lastAlertSentAt: '2026-03-05T12:00:00Z',
            utm: { utm_source: 'newsletter', utm_campaign: 'spring' },
            gclid: 'Cj0KCQ',
            hiddenFields: { agent: '7' },
          }),
        ],
        nextCursor: null,
      },
    },
    ...overrides,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('LeadsIsland', () => {
  it('keeps Export CSV once the plan has ended (the leads are the partner’s), and still lists the leads', async () => {
    leadsApi({
      'GET /api/app/partner/billing': {
        status: 200,
        body: {
          configured: true,
          notConfiguredMessage: null,
          state: 'ended',
          trialEndsAt: null,
          trialDaysLeft: null,
          subscription: null,
          canManageBilling: true,
          allows: planAllows('ended'),
        },
      },
    });
    render(<LeadsIsland />);
    expect(await screen.findByText('Jamie Buyer')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByText(/CSV export is part of the Pro plan/)).toBeNull();
  });

  it('sends a signed-out visitor to sign-in with next=/app/partner/leads', async () => {
    fakeApi({ 'GET /api/auth/session': apiError(401, 'unauthorized', 'Please sign in to continue.') });
    render(<LeadsIsland />);
    await vi.waitFor(() => expect(replaceWith).toHaveBeenCalledWith('/app/sign-in?next=/app/partner/leads'));
  });

  it('shows a refinance lead’s kind, what they entered and the rate derived from it', async () => {
    leadsApi({
      [LIST]: {
        status: 200,
        body: {
          nextCursor: null,
          leads: [
            lead(1, {
              name: 'Owner Olsen',
              alertKind: 'refinance',
              targetRate: 6.184,
              alertInputs: {
                currentBalance: 250000,
                currentRate: 7.5,
                yearsRemaining: 25,
                closingCosts: 5000,
                newTermYears: 30,
                minMonthlySaving: 150,
                maxBreakEvenMonths: null,
              },
            }),
          ],
        },
      },
    });
    render(<LeadsIsland />);
    const table = await screen.findByRole('table', { name: 'Leads, page 1' });
    const row = within(table).getByRole('row', { name: /Owner Olsen/ });
    expect(row).toHaveTextContent('Refinance saving');
    expect(row).toHaveTextContent('$250,000 at 7.5%');
    expect(row).toHaveTextContent('save $150.00 a month');
    expect(row).toHaveTextContent('6.184%derived from their numbers');
  });

  it('shows a table of leads with status, dates, form, source page and campaign (UTM, gclid, hidden fields)', async () => {
    leadsApi();
    render(<LeadsIsland />);
    const table = await screen.findByRole('table', { name: 'Leads, page 1' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Name',
      'Email',
      'Phone',
      'Rate',
      'Alert',
      'Target',
      'Direction',
      'Status',
      'Form',
      'Source page',
      'Campaign',
      'Received',
      'Consent',
    ]);
    const row = within(table).getByRole('row', { name: /Jamie Buyer/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Jamie Buyer');
    expect(row).toHaveTextContent('lead1@example.com');
    expect(row).toHaveTextContent('555-0100');
    expect(row).toHaveTextContent('30-year VA');
    expect(row).toHaveTextContent('5.500%');
    expect(row).toHaveTextContent('Alert sent');
    expect(row).toHaveTextContent(/Confirmed Mar 2, 2026/);
    expect(row).toHaveTextContent(/Last alert Mar 5, 2026/);
    expect(row).toHaveTextContent('Harbor homepage (harbor)');
    expect(row).toHaveTextContent('https://harbor.example/rates');
    expect(row).toHaveTextContent('source: newsletter');
    expect(row).toHaveTextContent('campaign: spring');
    expect(row).toHaveTextContent('gclid: Cj0KCQ');
    expect(row).toHaveTextContent('field-agent: 7');
    expect(row).toHaveTextContent('Target rate');
    expect(await screen.findByText('Showing leads 1 to 1, the last page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/partner/leads.csv',
    );
  });

  it('shows each lead’s proof of consent in a dialog, with its JSON download', async () => {
    const record = {
      text: 'I agree that Harbor Lending may email me rate alerts.',
      textSha256: 'a'.repeat(64),
      checked: true,
      formId: 'harbor',
      formSettingsVersion: 3,
      pageUrl: 'https://harbor.example/rates',
      consentedAt: '2026-03-01T12:00:00.000Z',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 Test',
    };
    leadsApi({
      [LIST]: {
        status: 200,
        body: { nextCursor: null, leads: [lead(1, { name: 'Proven Pat', consentRecord: record }), lead(2)] },
      },
    });
    render(<LeadsIsland />);
    const table = await screen.findByRole('table', { name: 'Leads, page 1' });
    const proven = within(table).getByRole('row', { name: /Proven Pat/ });
    expect(within(proven).getByRole('button', { name: 'Proof of consent' })).toBeInTheDocument();
    // The dialog is closed (hidden) until the button opens it.
    const dialog = within(proven).getByRole('dialog', { hidden: true });
    expect(dialog).not.toHaveAttribute('open');
    expect(within(dialog).getByRole('heading', { hidden: true })).toHaveTextContent(
      'Proof of consent: Proven Pat',
    );
    expect(dialog).toHaveTextContent(record.text);
    expect(dialog).toHaveTextContent('settings version 3');
    expect(dialog).toHaveTextContent('203.0.113.7');
    expect(within(dialog).getByRole('link', { hidden: true, name: 'Download JSON' })).toHaveAttribute(
      'href',
      `/api/partner/leads/${lead(1).id}/consent`,
    );
    // A lead from before records were kept says so.
    expect(within(table).getByRole('row', { name: /Lead 2/ })).toHaveTextContent('No record');
  });

  it('shows the empty state when the partner has no leads', async () => {
    leadsApi({ [LIST]: { status: 200, body: { leads: [], nextCursor: null } } });
    render(<LeadsIsland />);
    expect(await screen.findByText(NO_LEADS_YET)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('filters, searches and sorts, and the CSV link carries the same filters', async () => {
    const filteredPath = `/api/partner/leads?formId=harbor&status=confirmed&q=50%25+off&sort=name&limit=${LEADS_PAGE_SIZE}`;
    const api = leadsApi({
      [`GET /api/partner/leads?formId=harbor&limit=${LEADS_PAGE_SIZE}`]: {
        status: 200,
        body: { leads: [lead(2)], nextCursor: null },
      },
      [`GET /api/partner/leads?formId=harbor&status=confirmed&limit=${LEADS_PAGE_SIZE}`]: {
        status: 200,
        body: { leads: [], nextCursor: null },
      },
      [`GET /api/partner/leads?formId=harbor&status=confirmed&q=50%25+off&limit=${LEADS_PAGE_SIZE}`]: {
        status: 200,
        body: { leads: [], nextCursor: null },
      },
      [`GET ${filteredPath}`]: {
        status: 200,
        body: {
          leads: [lead(3, { status: 'confirmed', confirmedAt: '2026-03-02T12:00:00Z' })],
          nextCursor: null,
        },
      },
    });
    const user = userEvent.setup();
    render(<LeadsIsland />);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Form'), 'harbor');
    await user.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    expect(await screen.findByText('No leads match these filters.')).toBeInTheDocument();
    expect(screen.queryByText(NO_LEADS_YET)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Search leads'), '50% off{Enter}');
    await user.selectOptions(screen.getByLabelText('Sort'), 'name');
    expect(await screen.findByRole('row', { name: /Lead 3/ })).toBeInTheDocument();
    expect(api.requests.at(-1)?.path).toBe(filteredPath);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/partner/leads.csv?formId=harbor&status=confirmed&q=50%25+off&sort=name',
    );
  });

  it('pages with Next and Previous by cursor and announces the range', async () => {
    const firstPage = Array.from({ length: LEADS_PAGE_SIZE }, (_, index) => lead(index + 1));
    leadsApi({
      [LIST]: { status: 200, body: { leads: firstPage, nextCursor: 'c2' } },
      [`${LIST}&cursor=c2`]: {
        status: 200,
        body: { leads: [lead(99, { name: 'Last One' })], nextCursor: null },
      },
    });
    const user = userEvent.setup();
    render(<LeadsIsland />);
    expect(await screen.findByText(`Showing leads 1 to ${LEADS_PAGE_SIZE}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(
        `Showing leads ${LEADS_PAGE_SIZE + 1} to ${LEADS_PAGE_SIZE + 1}, the last page.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Last One/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText(`Showing leads 1 to ${LEADS_PAGE_SIZE}.`)).toBeInTheDocument();
  });

  it('keeps filters, sort and page in the address: a reload shows the same view, and Back the one before', async () => {
    const firstPage = Array.from({ length: LEADS_PAGE_SIZE }, (_, index) => lead(index + 1));
    const byName = `GET /api/partner/leads?status=confirmed&sort=name&limit=${LEADS_PAGE_SIZE}`;
    const api = leadsApi({
      [`GET /api/partner/leads?status=confirmed&limit=${LEADS_PAGE_SIZE}`]: {
        status: 200,
        body: { leads: [lead(5, { name: 'Only Confirmed' })], nextCursor: null },
      },
      [byName]: { status: 200, body: { leads: firstPage, nextCursor: 'c2' } },
      [`${byName}&cursor=c2`]: {
        status: 200,
        body: { leads: [lead(99, { name: 'Last One' })], nextCursor: null },
      },
    });
    window.history.replaceState(null, '', '/app/partner/leads');
    const user = userEvent.setup();
    const { unmount } = render(<LeadsIsland />);
    await screen.findByText('Jamie Buyer');
    await user.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    await user.selectOptions(screen.getByLabelText('Sort'), 'name');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Last One')).toBeInTheDocument();
    expect(window.location.search).toBe('?status=confirmed&sort=name&after=c2');

    // Reload: the page starts from the address.
    unmount();
    const requestsBefore = api.requests.length;
    render(<LeadsIsland />);
    expect(await screen.findByText('Last One')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('confirmed');
    expect(screen.getByLabelText('Sort')).toHaveValue('name');
    expect(api.requests.slice(requestsBefore).map((request) => request.path)).toContain(
      `${byName.slice(4)}&cursor=c2`,
    );

    // Back: the first page of the same filters, then without the sort.
    window.history.back();
    expect(await screen.findByText(`Showing leads 1 to ${LEADS_PAGE_SIZE}.`)).toBeInTheDocument();
    expect(window.location.search).toBe('?status=confirmed&sort=name');
    window.history.back();
    expect(await screen.findByText('Only Confirmed')).toBeInTheDocument();
    expect(window.location.search).toBe('?status=confirmed');
    expect(screen.getByLabelText('Sort')).toHaveValue('newest');
  });

  it('falls back quietly to the defaults for values edited by hand into the address', async () => {
    leadsApi({
      [`GET /api/partner/leads?sort=name&limit=${LEADS_PAGE_SIZE}`]: {
        status: 200,
        body: { leads: [lead(7, { name: 'Sorted Sam' })], nextCursor: null },
      },
    });
    window.history.replaceState(null, '', '/app/partner/leads?status=lost&sort=name&after=not%24a%24cursor');
    render(<LeadsIsland />);
    expect(await screen.findByText('Sorted Sam')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(window.location.search).toBe('?sort=name');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows all forms for a form id that is not the partner’s, and the first page for a cursor the API refuses', async () => {
    leadsApi({
      [`GET /api/partner/leads?formId=someone_else&limit=${LEADS_PAGE_SIZE}`]: {
        status: 200,
        body: { leads: [], nextCursor: null },
      },
      [`${LIST}&cursor=c9`]: apiError(422, 'validation_failed', 'Some query parameters are invalid.', {
        cursor: 'cursor is not valid; use the nextCursor of a previous page with the same sort.',
      }),
    });
    window.history.replaceState(null, '', '/app/partner/leads?formId=someone_else');
    const { unmount } = render(<LeadsIsland />);
    expect(await screen.findByText('Jamie Buyer')).toBeInTheDocument();
    expect(screen.getByLabelText('Form')).toHaveValue('');
    expect(window.location.search).toBe('');
    unmount();

    window.history.replaceState(null, '', '/app/partner/leads?after=c9');
    render(<LeadsIsland />);
    expect(await screen.findByText('Jamie Buyer')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('explains a signed-in account without a partner profile', async () => {
    leadsApi({
      'GET /api/partner/forms': apiError(401, 'unauthorized', 'Send your partner API key.'),
      [LIST]: apiError(401, 'unauthorized', 'Send your partner API key.'),
    });
    render(<LeadsIsland />);
    const heading = await screen.findByRole('heading', { name: 'Set up your partner profile first' });
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByRole('link', { name: /Set up your partner profile/ })).toHaveAttribute(
      'href',
      '/app/partner',
    );
    expect(replaceWith).not.toHaveBeenCalledWith('/app/sign-in?next=/app/partner/leads');
  });

  it('builds query strings without the defaults', () => {
    expect(leadQueryString(NO_LEAD_FILTERS)).toBe('');
    expect(leadQueryString({ ...NO_LEAD_FILTERS, q: '  a_b ' }, { limit: '5' })).toBe('?q=a_b&limit=5');
  });
});
