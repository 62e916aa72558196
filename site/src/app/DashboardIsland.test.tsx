// @vitest-environment jsdom
import { RATE_SERIES } from '@mrn/sdk/schemas/rate-series';
import '../../test/support/dom-setup.ts';
import { todayInNewYork } from '@mrn/sdk/rates/rate-freshness';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountAlert } from '../../test/support/account-alert.ts';
import { apiError, fakeApi } from '../../test/support/fake-api.ts';
import DashboardIsland from './DashboardIsland.tsx';
import { goTo, replaceWith } from './navigation.ts';
import type { ChartThreshold } from './RateHistoryChart.tsx';

vi.mock('./navigation.ts', async (original) => ({
  ...(await original<typeof import('./navigation.ts')>()),
  goTo: vi.fn(),
  replaceWith: vi.fn(),
}));

// The chart has tests of its own (RateHistoryChart.test.tsx); here what matters is what the panel hands it.
vi.mock('./RateHistoryChart.tsx', () => ({
  default: ({ thresholds, rows }: { thresholds: ChartThreshold[]; rows: unknown[] }) => (
    <div data-testid="chart">
      {rows.length} rows; thresholds{' '}
      {thresholds.map((alert) => `${alert.series}:${alert.threshold}`).join(',')}
    </div>
  ),
}));

const SESSION = {
  user: { id: 'u1', email: 'pat@example.com', plan: 'free', createdAt: '2026-01-01T00:00:00Z' },
};

function rates(date: string, sample?: boolean) {
  return {
    rates: [
      { type: '30y', value: 6.85, date },
      { type: '15y', value: 6.125, date },
    ],
    source: {
      name: 'FRED, Federal Reserve Bank of St. Louis',
      notice:
        'This product uses the FRED® API but is not endorsed or certified by the Federal Reserve Bank of St. Louis.',
      series: [
        {
          type: '30y',
          seriesId: 'MORTGAGE30US',
          observationDate: date,
          url: 'https://fred.stlouisfed.org/series/MORTGAGE30US',
        },
        {
          type: '15y',
          seriesId: 'MORTGAGE15US',
          observationDate: date,
          url: 'https://fred.stlouisfed.org/series/MORTGAGE15US',
        },
      ],
    },
    checkedAt: null,
    series: RATE_SERIES.map((entry) => ({
      id: entry.id,
      program: entry.program,
      term: entry.term,
      label: entry.label,
      source: entry.source,
      value:
        entry.id === 'OBMMIC30YF'
          ? 6.85
          : entry.id === 'OBMMIC15YF'
            ? 6.125
            : entry.id === 'OBMMIFHA30YF'
              ? 6.5
              : null,
      date: ['OBMMIC30YF', 'OBMMIC15YF', 'OBMMIFHA30YF'].includes(entry.id) ? date : null,
      sample: sample ?? false,
    })),
    ...(sample === undefined ? {} : { sample }),
  };
}

const alert = accountAlert;

const HISTORY_VALUES: Record<string, [number, number]> = {
  OBMMIC30YF: [6.9, 6.85],
  OBMMIC15YF: [6.1, 6.125],
  OBMMIFHA30YF: [6.6, 6.5],
};

function history(series: string, days: number) {
  const entry = RATE_SERIES.find((candidate) => candidate.id === series)!;
  const [first, second] = HISTORY_VALUES[series];
  return {
    status: 200,
    body: {
      type: entry.term,
      series,
      label: entry.label,
      points: [
        { date: '2026-01-01', value: first },
        { date: '2026-01-08', value: second },
      ].slice(0, days === 30 ? 1 : 2),
    },
  };
}

const historyRoutes = Object.fromEntries(
  Object.keys(HISTORY_VALUES).flatMap((series) =>
    [30, 365].map((days) => [`GET /api/rates/history?series=${series}&days=${days}`, history(series, days)]),
  ),
);

const FHA_LOAN = {
  program: 'fha',
  term: '30y',
  creditBand: null,
  downPayment: null,
  series: 'OBMMIFHA30YF',
  seriesLabel: '30-year FHA',
};

function dashboardApi(overrides: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  return fakeApi({
    'GET /api/auth/session': { status: 200, body: SESSION },
    'GET /api/rates/current': { status: 200, body: rates(todayInNewYork()) },
    ...historyRoutes,
    'GET /api/app/account/loan': { status: 200, body: { loan: null } },
    'GET /api/app/alerts': {
      status: 200,
      body: { alerts: [], plan: 'free', activeLimit: 3, activeCount: 0 },
    },
    ...overrides,
  });
}

describe('DashboardIsland', () => {
  it('sends a signed-out visitor to sign-in, replacing the page', async () => {
    const api = fakeApi({
      'GET /api/auth/session': apiError(401, 'unauthorized', 'Please sign in to continue.'),
    });
    render(<DashboardIsland />);
    await vi.waitFor(() => expect(replaceWith).toHaveBeenCalledWith('/app/sign-in?next=/app'));
    expect(api.requests.map((request) => request.path)).toEqual(['/api/auth/session']);
  });

  it('shows current rates with attribution, and no stale cue or sample banner for fresh real data', async () => {
    dashboardApi();
    render(<DashboardIsland />);
    const card30 = (await screen.findByRole('heading', { name: '30-year fixed' })).parentElement!;
    expect(within(card30).getByText('6.85%')).toBeInTheDocument();
    const card15 = screen.getByRole('heading', { name: '15-year fixed' }).parentElement!;
    expect(within(card15).getByText('6.125%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '30-year fixed: FRED series MORTGAGE30US' })).toHaveAttribute(
      'href',
      'https://fred.stlouisfed.org/series/MORTGAGE30US',
    );
    expect(screen.getByText(/not endorsed or certified by the Federal Reserve Bank/)).toBeInTheDocument();
    expect(screen.queryByText(/Stale/)).not.toBeInTheDocument();
    expect(screen.queryByText(/These are sample rates/)).not.toBeInTheDocument();
    expect(screen.getByText('Signed in as pat@example.com')).toBeInTheDocument();
  });

  it('marks stale rates and sample data', async () => {
    dashboardApi({ 'GET /api/rates/current': { status: 200, body: rates('2020-01-02', true) } });
    render(<DashboardIsland />);
    expect(await screen.findAllByText(/no newer rate for more than 3 business days/)).toHaveLength(2);
    expect(screen.getByRole('note')).toHaveTextContent(
      'These are sample rates so you can try the app; real rates from FRED replace them after the first successful check.',
    );
  });

  it('says plainly when no rate has been ingested yet (503)', async () => {
    dashboardApi({ 'GET /api/rates/current': apiError(503, 'no_rates', 'No rates yet.') });
    render(<DashboardIsland />);
    expect(
      await screen.findByText(/No rates yet: we have not received the first rates from FRED/),
    ).toBeInTheDocument();
  });

  it('loads the history per range with a pressed toggle, a summary and the data table', async () => {
    const api = dashboardApi();
    render(<DashboardIsland />);
    expect(await screen.findByTestId('chart')).toHaveTextContent('2 rows');
    expect(screen.getByRole('button', { name: '1 year' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByText(/The 30-year fixed rate went from 6.90% on Jan 1, 2026 to 6.85%/),
    ).toBeInTheDocument();
    expect(screen.getByText('Show the data as a table')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);

    await userEvent.setup().click(screen.getByRole('button', { name: '30 days' }));
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1 year' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByTestId('chart')).toHaveTextContent('1 rows');
    expect(api.requests.map((request) => request.path)).toContain(
      '/api/rates/history?series=OBMMIC15YF&days=30',
    );
  });

  it('draws only active alerts as thresholds', async () => {
    dashboardApi({
      'GET /api/app/alerts': {
        status: 200,
        body: {
          alerts: [
            alert({
              id: 'a1',
              threshold: 5.75,
              notifications: [{ sentAt: '2026-01-08T15:00:00Z', rate: 6.85, observationDate: '2026-01-08' }],
            }),
            alert({
              id: 'a2',
              rateType: '15y',
              series: 'OBMMIC15YF',
              seriesLabel: '15-year fixed',
              threshold: 5.1,
              status: 'paused',
            }),
          ],
          plan: 'free',
          activeLimit: 3,
          activeCount: 1,
        },
      },
    });
    render(<DashboardIsland />);
    await screen.findByRole('heading', { name: '15-year fixed below 5.100%' });
    expect(await screen.findByTestId('chart')).toHaveTextContent('thresholds OBMMIC30YF:5.75');
    expect(screen.getByTestId('chart')).not.toHaveTextContent('OBMMIC15YF:5.1');
    expect(
      screen.getByText(
        /Dotted lines mark your active alerts: 30-year fixed target alert at or below 5\.750%\. Dots mark when they fired: Jan 8, 2026 at 6\.85% \(30-year fixed\)\./,
      ),
    ).toBeInTheDocument();
  });

  it('shows the empty state and plan usage', async () => {
    dashboardApi();
    render(<DashboardIsland />);
    expect(await screen.findByRole('heading', { name: 'No alerts yet' })).toBeInTheDocument();
    expect(screen.getByText('0 of 3 active alerts on the Free plan')).toBeInTheDocument();
  });

  it('validates a new alert with the schema, creates it, and counts it', async () => {
    const api = dashboardApi({
      'POST /api/app/alerts': {
        status: 201,
        body: alert({
          id: 'new',
          rateType: '15y',
          series: 'OBMMIC15YF',
          seriesLabel: '15-year fixed',
          threshold: 5.125,
        }),
      },
    });
    const user = userEvent.setup();
    render(<DashboardIsland />);
    await screen.findByRole('heading', { name: 'No alerts yet' });
    await user.type(screen.getByLabelText('Target rate (%)'), '25');
    await user.click(screen.getByRole('button', { name: 'Add alert' }));
    expect(screen.getByText('Enter a rate between 0.5% and 20%, e.g. 5.75.')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Rate'), 'OBMMIC15YF');
    await user.clear(screen.getByLabelText('Target rate (%)'));
    await user.type(screen.getByLabelText('Target rate (%)'), '5.125');
    await user.click(screen.getByRole('button', { name: 'Add alert' }));
    expect(await screen.findByRole('heading', { name: '15-year fixed below 5.125%' })).toBeInTheDocument();
    expect(api.writes()[0].body).toEqual({
      kind: 'rate',
      series: 'OBMMIC15YF',
      threshold: 5.125,
      direction: 'below',
      rearmMargin: 0.125,
    });
    expect(screen.getByText('1 of 3 active alerts on the Free plan')).toBeInTheDocument();
    expect(screen.getByLabelText('Target rate (%)')).toHaveValue('');
  });

  it("shows the plan limit message from the server's 409", async () => {
    dashboardApi({
      'POST /api/app/alerts': apiError(
        409,
        'plan_limit',
        'You have 3 active alerts, the most the Free plan allows.',
      ),
    });
    const user = userEvent.setup();
    render(<DashboardIsland />);
    await screen.findByRole('heading', { name: 'No alerts yet' });
    await user.type(screen.getByLabelText('Target rate (%)'), '5.5');
    await user.click(screen.getByRole('button', { name: 'Add alert' }));
    expect(
      await screen.findByText('You have 3 active alerts, the most the Free plan allows.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Alert limit reached.')).toBeInTheDocument();
  });

  it('signs out and goes to sign-in', async () => {
    const api = dashboardApi({ 'POST /api/auth/sign-out': { status: 204 } });
    render(<DashboardIsland />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/app/sign-in'));
    expect(api.writes()[0].headers['content-type']).toBe('application/json');
  });
});

describe('DashboardIsland: My loan', () => {
  it('saves FHA 30 years on the account, then shows its rate, its chart and defaults new alerts to it', async () => {
    const api = dashboardApi({
      'PUT /api/app/account/loan': { status: 200, body: { loan: FHA_LOAN } },
    });
    const user = userEvent.setup();
    render(<DashboardIsland />);
    await user.selectOptions(await screen.findByLabelText('Loan program'), 'fha');
    expect(screen.queryByLabelText('Credit score')).not.toBeInTheDocument();
    expect(screen.getByText('Watches the 30-year FHA rate.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save my loan' }));

    expect(await screen.findByText('Saved: your loan is the 30-year FHA.')).toBeInTheDocument();
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/app/account/loan',
      body: { program: 'fha', term: '30y', creditBand: null, downPayment: null },
    });
    const card = screen.getByRole('heading', { name: 'Rate for borrowers like you: 30-year FHA' })
      .parentElement!;
    expect(within(card).getByText('6.50%')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(api.requests.map((request) => request.path)).toContain(
        '/api/rates/history?series=OBMMIFHA30YF&days=365',
      ),
    );
    expect(await screen.findByText(/The 30-year FHA rate went from 6.60%/)).toBeInTheDocument();
    expect(screen.getByLabelText('Rate')).toHaveValue('OBMMIFHA30YF');
  });

  it('explains a combination FRED does not publish beside the field, and sends nothing', async () => {
    const api = dashboardApi();
    const user = userEvent.setup();
    render(<DashboardIsland />);
    await user.selectOptions(await screen.findByLabelText('Term'), '15y');
    await user.selectOptions(screen.getByLabelText('Loan program'), 'va');
    expect(screen.getByLabelText('Term')).toHaveValue('15y');
    expect(screen.getByLabelText('Term')).toHaveAccessibleDescription(/FRED publishes no 15-year VA rate/);
    await user.click(screen.getByRole('button', { name: 'Save my loan' }));
    expect(screen.getByLabelText('Term')).toHaveFocus();
    expect(api.writes()).toHaveLength(0);
  });

  it('offers credit and down-payment bands for the conventional 30-year rate only', async () => {
    dashboardApi();
    const user = userEvent.setup();
    render(<DashboardIsland />);
    await user.selectOptions(await screen.findByLabelText('Credit score'), 'ge740');
    expect(screen.getByLabelText('Down payment')).toHaveAccessibleDescription(/choose a down payment too/);
    await user.selectOptions(screen.getByLabelText('Down payment'), '20-or-more');
    expect(
      screen.getByText('Watches the 30-year fixed, credit 740 or more, 20% down or more rate.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Term'), '15y');
    expect(screen.queryByLabelText('Credit score')).not.toBeInTheDocument();
  });

  it('says "not published yet" for a series without an observation, never 0 %', async () => {
    dashboardApi({
      'GET /api/app/account/loan': {
        status: 200,
        body: { loan: { ...FHA_LOAN, program: 'va', series: 'OBMMIVA30YF', seriesLabel: '30-year VA' } },
      },
      'GET /api/rates/history?series=OBMMIVA30YF&days=365': {
        status: 200,
        body: { type: '30y', series: 'OBMMIVA30YF', label: '30-year VA', points: [] },
      },
    });
    render(<DashboardIsland />);
    const card = (await screen.findByRole('heading', { name: 'Rate for borrowers like you: 30-year VA' }))
      .parentElement!;
    expect(card).toHaveTextContent('Not published yet');
    expect(card).not.toHaveTextContent('0%');
  });

  it('moves a loan kept in this browser to the account once, then forgets it', async () => {
    window.localStorage.setItem('mrn:my-loan', 'OBMMIFHA30YF');
    const api = dashboardApi({
      'PUT /api/app/account/loan': { status: 200, body: { loan: FHA_LOAN } },
    });
    render(<DashboardIsland />);
    expect(
      await screen.findByRole('heading', { name: 'Rate for borrowers like you: 30-year FHA' }),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: { program: 'fha', term: '30y', creditBand: null, downPayment: null },
      }),
    ]);
    expect(window.localStorage.getItem('mrn:my-loan')).toBeNull();
  });

  it('keeps the account loan and drops the browser copy when the account already has one', async () => {
    window.localStorage.setItem('mrn:my-loan', 'OBMMIVA30YF');
    const api = dashboardApi({ 'GET /api/app/account/loan': { status: 200, body: { loan: FHA_LOAN } } });
    render(<DashboardIsland />);
    expect(
      await screen.findByRole('heading', { name: 'Rate for borrowers like you: 30-year FHA' }),
    ).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);
    expect(window.localStorage.getItem('mrn:my-loan')).toBeNull();
  });
});
