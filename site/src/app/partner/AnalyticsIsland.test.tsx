// @vitest-environment jsdom
import '../../../test/support/dom-setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../test/support/fake-api.ts';
import { replaceWith } from '../navigation.ts';
import AnalyticsIsland, { formatConversion, NO_FORMS_YET } from './AnalyticsIsland.tsx';
import { timeAgo } from './time-ago.ts';

const NOT_ALLOWED = 'which is not in this form’s allowed origins';

vi.mock('../navigation.ts', async (original) => ({
  ...(await original<typeof import('../navigation.ts')>()),
  goTo: vi.fn(),
  replaceWith: vi.fn(),
}));

// The chart is decoration (the table has the numbers) with tests of its own (charts/DatedLineChart.test.tsx).
vi.mock('./AnalyticsChart.tsx', () => ({ default: () => <div data-testid="analytics-chart" /> }));

const SESSION = {
  status: 200,
  body: { user: { id: 'u1', email: 'pat@lender.example', plan: 'pro', createdAt: '2026-01-01T00:00:00Z' } },
};

function form(id: string, businessName: string) {
  return {
    id,
    name: `${businessName} form`,
    type: 'popup',
    fontFamily: 'Inter',
    headerColor: '#123456',
    buttonColor: '#123456',
    textColor: '#111111',
    headerTextColor: '#ffffff',
    buttonTextColor: '#ffffff',
    headerText: 'Get rate alerts',
    buttonText: 'Notify me',
    showCurrentRates: true,
    businessName,
    businessEmail: null,
    businessPhone: null,
    businessWebsite: null,
    licenceId: null,
    maxWidth: null,
    status: 'active',
    allowedOrigins: ['https://harbor.example'],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };
}

function analytics(formId: string, days: number, overrides: Record<string, unknown> = {}) {
  const series = Array.from({ length: days }, (_, index) => ({
    date: new Date(Date.UTC(2026, 2, 10) - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    views: 0,
    opens: 0,
    submissions: 0,
    confirmed: 0,
  }));
  series[days - 1] = { ...series[days - 1], views: 40, opens: 12, submissions: 3, confirmed: 2 };
  return {
    status: 200,
    body: {
      formId,
      days,
      series,
      totals: { views: 40, opens: 12, submissions: 3, confirmed: 2, conversion: 0.075 },
      install: {
        lastLoadedOrigin: 'https://harbor.example',
        lastLoadedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        allowedOrigin: true,
        refusedOrigins: [],
      },
      ...overrides,
    },
  };
}

const FORMS = { status: 200, body: { forms: [form('harbor', 'Harbor Lending'), form('bay', 'Bay Homes')] } };

afterEach(() => vi.unstubAllGlobals());

describe('AnalyticsIsland', () => {
  it('sends a signed-out visitor to sign-in with next=/app/partner/analytics', async () => {
    fakeApi({ 'GET /api/auth/session': apiError(401, 'unauthorized', 'Please sign in to continue.') });
    render(<AnalyticsIsland />);
    await vi.waitFor(() =>
      expect(replaceWith).toHaveBeenCalledWith('/app/sign-in?next=/app/partner/analytics'),
    );
  });

  it('shows the first form’s last 30 days: totals with conversion, the daily table and the install check', async () => {
    fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/forms': FORMS,
      'GET /api/partner/forms/harbor/analytics?days=30': analytics('harbor', 30),
    });
    render(<AnalyticsIsland />);
    const table = await screen.findByRole('table', {
      name: 'Harbor Lending form (harbor) per day, last 30 days, newest first',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    const today = within(table).getByRole('row', { name: /Mar 10, 2026/ });
    expect(
      within(today)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', '12', '3', '2']);
    const totals = screen.getByText('Conversion').closest('dl');
    expect(totals).toHaveTextContent('Views40');
    expect(totals).toHaveTextContent('Confirmed leads2');
    expect(totals).toHaveTextContent('Conversion7.5%');
    expect(
      screen.getByText(
        'Last 30 days of Harbor Lending form (harbor): 40 views, 12 opens, 3 submissions, 2 confirmed leads.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    const install = screen.getByRole('region', { name: 'Install check' });
    expect(install).toHaveTextContent('Last loaded from https://harbor.example, 5 minutes ago.');
    expect(install).not.toHaveTextContent(NOT_ALLOWED);
  });

  it('counts one of each in the singular', async () => {
    fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/forms': FORMS,
      'GET /api/partner/forms/harbor/analytics?days=30': analytics('harbor', 30, {
        totals: { views: 1, opens: 1, submissions: 1, confirmed: 1, conversion: 1 },
      }),
    });
    render(<AnalyticsIsland />);
    expect(
      await screen.findByText(
        'Last 30 days of Harbor Lending form (harbor): 1 view, 1 open, 1 submission, 1 confirmed lead.',
      ),
    ).toBeInTheDocument();
  });

  it('switches the period and the form, and warns when a form was loaded from a site it refuses', async () => {
    const api = fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/forms': FORMS,
      'GET /api/partner/forms/harbor/analytics?days=30': analytics('harbor', 30),
      'GET /api/partner/forms/harbor/analytics?days=7': analytics('harbor', 7),
      'GET /api/partner/forms/bay/analytics?days=7': analytics('bay', 7, {
        install: {
          lastLoadedOrigin: 'https://copycat.example',
          lastLoadedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
          allowedOrigin: false,
          refusedOrigins: [
            {
              origin: 'https://copycat.example',
              lastSeenAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
              refusals: 3,
            },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    render(<AnalyticsIsland />);
    await screen.findByRole('table', { name: /last 30 days/ });
    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(
      await screen.findByRole('table', { name: /Harbor Lending form \(harbor\) per day, last 7 days/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'false');

    await user.selectOptions(screen.getByLabelText('Form'), 'bay');
    await screen.findByRole('table', { name: /Bay Homes form \(bay\) per day, last 7 days/ });
    const install = screen.getByRole('region', { name: 'Install check' });
    expect(install).toHaveTextContent('Last loaded from https://copycat.example, 2 hours ago.');
    expect(install).toHaveTextContent(
      'Loaded from https://copycat.example, which is not in this form’s allowed origins: add it in the form settings. Last refused 2 hours ago, 3 times in all.',
    );
    expect(within(install).getByRole('link', { name: 'add it in the form settings' })).toHaveAttribute(
      'href',
      '/app/partner/forms/edit?id=bay#form-allowedOrigins',
    );
    expect(api.requests.map((request) => request.path)).toContain('/api/partner/forms/bay/analytics?days=7');
  });

  it('says so when the partner has no forms yet', async () => {
    fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/forms': { status: 200, body: { forms: [] } },
    });
    render(<AnalyticsIsland />);
    expect(await screen.findByText(NO_FORMS_YET, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('leads an account without a partner profile to set one up', async () => {
    fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/forms': apiError(401, 'unauthorized', 'Send your API key.'),
    });
    render(<AnalyticsIsland />);
    expect(
      await screen.findByRole('heading', { name: 'Set up your partner profile first' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up your partner profile' })).toHaveAttribute(
      'href',
      '/app/partner',
    );
  });

  it('offers Try again when the analytics do not load', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/forms': FORMS,
      'GET /api/partner/forms/harbor/analytics?days=30': () => {
        calls += 1;
        return calls === 1 ? 'network-error' : analytics('harbor', 30);
      },
    });
    const user = userEvent.setup();
    render(<AnalyticsIsland />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /last 30 days/ })).toBeInTheDocument();
  });
});

describe('analytics formatting', () => {
  it('says how long ago and the conversion as a percentage', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(timeAgo('2026-03-10T11:59:30Z', now)).toBe('less than a minute ago');
    expect(timeAgo('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-03-10T11:00:00Z', now)).toBe('1 hour ago');
    expect(timeAgo('2026-03-07T12:00:00Z', now)).toBe('3 days ago');
    expect(formatConversion(null)).toBe('–');
    expect(formatConversion(0.25)).toBe('25.0%');
  });
});
