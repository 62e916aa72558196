// @vitest-environment jsdom
import '../../../test/support/dom-setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM } from '../../../test/support/FormBuilderFixture.ts';
import { apiError, fakeApi } from '../../../test/support/fake-api.ts';
import { replaceWith } from '../navigation.ts';
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
const POPUP = {
  ...FORM,
  id: 'form_popup',
  name: 'Blog popup',
  type: 'popup',
  status: 'disabled',
  headerText: 'Rates moved',
};
const NARROW = { ...FORM, id: 'form_narrow', name: 'Sidebar', maxWidth: '360px' };

afterEach(() => vi.unstubAllGlobals());

describe('FormListIsland', () => {
  it('sends a signed-out visitor to sign-in with next=/app/partner/forms', async () => {
    fakeApi({ 'GET /api/auth/session': apiError(401, 'unauthorized', 'Please sign in to continue.') });
    render(<FormListIsland />);
    await vi.waitFor(() => expect(replaceWith).toHaveBeenCalledWith('/app/sign-in?next=/app/partner/forms'));
  });

  it('an account without a partner profile is sent to set one up', async () => {
    fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/forms': apiError(401, 'unauthorized', 'Use an API key.'),
    });
    render(<FormListIsland />);
    expect(
      await screen.findByRole('heading', { name: 'Set up your partner profile first' }),
    ).toBeInTheDocument();
  });

  it('lists forms with name, id, type, width, status and actions, and links to the builder', async () => {
    fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/forms': { status: 200, body: { forms: [FORM, POPUP, NARROW] } },
    });
    render(<FormListIsland />);
    const row = (await screen.findByText('form_abc123')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('rowheader')).toHaveTextContent(/^Homepage form/);
    expect(within(row).getByText('Full width')).toBeInTheDocument();
    const narrow = screen.getByText('form_narrow').closest('tr') as HTMLElement;
    expect(within(narrow).getByRole('rowheader')).toHaveTextContent(/^Sidebar/);
    expect(within(narrow).getByText('360px')).toBeInTheDocument();
    expect(within(row).getByText('Embed')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit form form_abc123' })).toHaveAttribute(
      'href',
      '/app/partner/forms/edit?id=form_abc123',
    );
    expect(screen.getByRole('button', { name: 'Enable form form_popup' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New form' })).toHaveAttribute(
      'href',
      '/app/partner/forms/edit?new=1',
    );
    expect(screen.getByRole('link', { name: 'Forms' })).toHaveAttribute('aria-current', 'page');
  });

  it('Duplicate posts the same settings and lists the copy', async () => {
    const api = fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/forms': { status: 200, body: { forms: [FORM] } },
      'POST /api/partner/forms': { status: 201, body: { form: { ...FORM, id: 'form_copy' } } },
    });
    render(<FormListIsland />);
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate form form_abc123' }));
    expect(await screen.findByText('Copied form form_abc123 as form form_copy.')).toBeInTheDocument();
    expect(screen.getByText('form_copy')).toBeInTheDocument();
    const { id, status, createdAt, updatedAt, headerTextColor, buttonTextColor, ...settings } = FORM;
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'POST', body: { ...settings, name: 'Homepage form (copy)' } }),
    ]);
  });

  it('Disable PATCHes the status and shows the form as disabled', async () => {
    const api = fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/forms': { status: 200, body: { forms: [FORM] } },
      'PATCH /api/partner/forms/form_abc123': {
        status: 200,
        body: { form: { ...FORM, status: 'disabled' } },
      },
    });
    render(<FormListIsland />);
    await userEvent.click(await screen.findByRole('button', { name: 'Disable form form_abc123' }));
    expect(await screen.findByRole('button', { name: 'Enable form form_abc123' })).toBeInTheDocument();
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'PATCH', body: { status: 'disabled' } }),
    ]);
  });
});
