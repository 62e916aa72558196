// @vitest-environment jsdom
import '../../../test/support/dom-setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM } from '../../../test/support/FormBuilderFixture.ts';
import { fakeApi } from '../../../test/support/fake-api.ts';
import FormListIsland from './FormListIsland.tsx';

vi.mock('../navigation.ts', async (original) => ({
  ...(await original<typeof import('../navigation.ts')>()),
  goTo: vi.fn(),
  replaceWith: vi.fn(),
}));

const SESSION = {
  status: 200,
  body: { user: { id: 'u1', email: 'pat@lender.example', plan: 'pro', createdAt: '2026-01-01T00:00:00Z' } },
};
const WAITING_FORM = { ...FORM, businessEmail: 'leads@patlending.example' };
const LEAD_MAIL = {
  accountEmail: 'pat@lender.example',
  day: '2026-11-27',
  confirmationsToday: { sent: 300, refused: 4, cap: 1000, capReachedAt: null },
  forms: [
    {
      formId: FORM.id,
      leadMailTo: 'pat@lender.example',
      businessEmailStatus: 'awaiting_confirmation',
      confirmationSentAt: '2026-11-27T08:00:00.000Z',
      confirmationsToday: { sent: 300, refused: 4, cap: 300, capReachedAt: '2026-11-27T14:05:00.000Z' },
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('LeadMailPanel (under the forms list)', () => {
  it('says where lead mail goes while the business email waits, resends its link, and warns of a reached cap', async () => {
    const api = fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/forms': { status: 200, body: { forms: [WAITING_FORM] } },
      'GET /api/partner/lead-mail': { status: 200, body: LEAD_MAIL },
      'POST /api/partner/lead-mail/confirmations': {
        status: 202,
        body: { status: 'queued', message: 'We sent leads@patlending.example a new confirmation link.' },
      },
    });
    render(<FormListIsland />);
    const panel = (await screen.findByRole('heading', { name: 'Lead mail' })).closest(
      'section',
    ) as HTMLElement;
    const row = (await within(panel).findByRole('rowheader', { name: /Homepage form/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(row).toHaveTextContent('pat@lender.example');
    expect(row).toHaveTextContent('leads@patlending.example: waiting for confirmation');
    expect(row).toHaveTextContent('300 of 300: cap reached at 14:05 UTC, 4 not sent');
    expect(panel).toHaveTextContent('A daily cap was reached today');

    await userEvent.click(
      within(row).getByRole('button', {
        name: 'Send the confirmation link to leads@patlending.example again',
      }),
    );
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'We sent leads@patlending.example a new confirmation link.',
    );
    expect(api.writes()).toEqual([
      expect.objectContaining({
        path: '/api/partner/lead-mail/confirmations',
        body: { email: 'leads@patlending.example' },
      }),
    ]);
  });
});
