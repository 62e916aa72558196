// @vitest-environment jsdom
import '../../../test/support/dom-setup.ts';
import type { FormAnalytics } from '@mrn/sdk/schemas/form-analytics';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../test/support/fake-api.ts';
import InstallCheck from './InstallCheck.tsx';

const PATH = 'GET /api/partner/forms/form_abc/analytics?days=7';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function answer(install: FormAnalytics['install']) {
  const totals = { views: 0, opens: 0, submissions: 0, confirmed: 0, conversion: null };
  return { status: 200, body: { formId: 'form_abc', days: 7, series: [], totals, install } };
}

afterEach(() => vi.unstubAllGlobals());

describe('InstallCheck', () => {
  it('says no site has loaded the form yet', async () => {
    fakeApi({
      [PATH]: answer({ lastLoadedOrigin: null, lastLoadedAt: null, allowedOrigin: null, refusedOrigins: [] }),
    });
    render(<InstallCheck formId="form_abc" />);
    const region = screen.getByRole('group', { name: 'Install check' });
    expect(await within(region).findByText(/No website has loaded this form yet/)).toBeInTheDocument();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says no allowed site has loaded it when only refused sites tried', async () => {
    fakeApi({
      [PATH]: answer({
        lastLoadedOrigin: null,
        lastLoadedAt: null,
        allowedOrigin: null,
        refusedOrigins: [{ origin: 'https://x.example', lastSeenAt: minutesAgo(1), refusals: 2 }],
      }),
    });
    render(<InstallCheck formId="form_abc" />);
    const region = screen.getByRole('group', { name: 'Install check' });
    expect(
      await within(region).findByText(/No allowed website has loaded this form yet/),
    ).toBeInTheDocument();
    expect(within(region).getByRole('listitem')).toHaveTextContent('Loaded from https://x.example');
  });

  it('shows the last site and warns for each refused site, with a link to the allowed origins field', async () => {
    fakeApi({
      [PATH]: answer({
        lastLoadedOrigin: 'https://mine.example',
        lastLoadedAt: minutesAgo(5),
        allowedOrigin: true,
        refusedOrigins: [
          { origin: 'https://x.example', lastSeenAt: minutesAgo(10), refusals: 1 },
          { origin: 'https://y.example', lastSeenAt: minutesAgo(120), refusals: 7 },
        ],
      }),
    });
    render(<InstallCheck formId="form_abc" />);
    const region = screen.getByRole('group', { name: 'Install check' });
    expect(await within(region).findByText(/Last loaded from/)).toHaveTextContent(
      'Last loaded from https://mine.example, 5 minutes ago.',
    );
    expect(region).not.toHaveTextContent('has loaded this form yet');
    // Origins are what browsers say: the partner is told so.
    expect(region).toHaveTextContent('Sites are as reported by visitors’ browsers');
    const warnings = within(region).getAllByRole('listitem');
    expect(warnings.map((item) => item.textContent)).toEqual([
      'Loaded from https://x.example, which is not in this form’s allowed origins: add it in the form settings. Last refused 10 minutes ago, 1 time in all.',
      'Loaded from https://y.example, which is not in this form’s allowed origins: add it in the form settings. Last refused 2 hours ago, 7 times in all.',
    ]);
    for (const link of within(region).getAllByRole('link', { name: 'add it in the form settings' })) {
      expect(link).toHaveAttribute('href', '/app/partner/forms/edit?id=form_abc#form-allowedOrigins');
    }
  });

  it('shows why it failed, and Try again loads it again', async () => {
    const api = fakeApi({ [PATH]: apiError(500, 'internal', 'Something went wrong on our side.') });
    render(<InstallCheck formId="form_abc" />);
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() =>
      expect(api.requests.filter((request) => request.path.includes('analytics'))).toHaveLength(2),
    );
  });
});
