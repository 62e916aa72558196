import { disclosuresMarkup } from '@mrn/sdk/schemas/disclosures-markup';
import { FORM_DEFAULTS } from '@mrn/sdk/schemas/form-settings';
import { leadSubmissionSchema } from '@mrn/sdk/schemas/lead-submission';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  DEMO_CURRENT_RATES,
  DEMO_FORM_CONFIG,
  RawBody,
  startTestApiServer,
  type TestApiServer,
} from '../../../test/support/test-api-server';
import { createApiClient } from '../../api';
import { LeadForm } from './LeadForm';

let api: TestApiServer | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function renderForm(
  routes: Parameters<typeof startTestApiServer>[0] = {},
  { untilSettled = true } = {},
) {
  api = await startTestApiServer({
    form: (id) => (id === 'demo' ? [200, DEMO_FORM_CONFIG] : [404, {}]),
    ...routes,
  });
  const onReady = vi.fn();
  const onSubmitted = vi.fn();
  const onError = vi.fn();
  const view = render(
    <LeadForm
      formId="demo"
      client={createApiClient({ origin: api.origin })}
      pageUrl={() => PAGE_URL}
      onReady={onReady}
      onSubmitted={onSubmitted}
      onError={onError}
    />,
  );
  // The loading skeleton lays out a hidden form with the same labels: wait for the answer first.
  if (untilSettled) {
    await waitFor(() =>
      expect(view.container.querySelector('section')).toHaveAttribute('aria-busy', 'false'),
    );
  }
  return { ...view, onReady, onSubmitted, onError, user: userEvent.setup() };
}

const PAGE_URL = 'https://realtor.example/listing?utm_source=mail';

async function fillValidLead(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Pat Example');
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.selectOptions(screen.getByLabelText('Rate type'), '15y');
  await user.type(screen.getByLabelText('Target rate (%)'), '5.25');
  await user.click(screen.getByRole('checkbox'));
}

describe('LeadForm', () => {
  it('shows a busy skeleton, then the form styled by its config, and reports it ready', async () => {
    const { container, onReady } = await renderForm({}, { untilSettled: false });
    const section = container.querySelector('section');
    expect(section).toHaveAttribute('aria-busy', 'true');
    // A typical form, laid out at its height but hidden and inert; the heading is already the default one.
    const skeleton = container.querySelector('.mrn-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveAttribute('inert');
    expect(skeleton?.querySelector('.mrn-rates-strip')).not.toBeNull();
    expect(skeleton?.querySelector('input[name="email"]')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();

    expect(screen.getByRole('heading', { name: 'Get notified when mortgage rates move' })).toBeVisible();
    await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'false'));
    expect(container.querySelector('.mrn-skeleton')).toBeNull();
    expect(screen.getByRole('button', { name: 'Watch Rates For Me' })).toBeEnabled();
    expect(section?.style.getPropertyValue('--mrn-color-brand')).toBe(
      'var(--mrn-lead-button-color, #7c3aed)',
    );
    expect(section?.style.getPropertyValue('--mrn-color-on-brand')).toBe(
      'var(--mrn-lead-button-text-color, #fff)',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Phone (optional)')).toHaveAttribute('autocomplete', 'tel');
    expect(
      screen.getByRole('checkbox', { name: /Example Home Loans may email me rate alerts/ }),
    ).not.toBeChecked();
    await waitFor(() => expect(onReady).toHaveBeenCalledWith({ formId: 'demo' }));
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('says politely when the form is unknown or disabled, and reports it', async () => {
    api = await startTestApiServer();
    const onError = vi.fn();
    render(<LeadForm formId="gone" client={createApiClient({ origin: api.origin })} onError={onError} />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Sorry, this form is not available right now.'),
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    // Reported from an effect, which may run just after the message is painted.
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ formId: 'gone', code: 'form_unavailable' }),
      ),
    );
  });

  it.each([
    ['a wrong type', { id: 1 }],
    ['no businessName', { ...DEMO_FORM_CONFIG, businessName: undefined }],
    ['a body that is not JSON', new RawBody('<!doctype html><title>Oops</title>')],
  ])('shows the clear error state, not a crash, for a config with %s', async (_case, body) => {
    const { onError, onReady } = await renderForm({ form: () => [200, body] });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Sorry, the form could not be loaded. Please refresh the page or try again later.',
      ),
    );
    expect(screen.getByRole('heading', { name: FORM_DEFAULTS.headerText })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ formId: 'demo', code: 'invalid_response', status: 200 }),
      ),
    );
    expect(onReady).not.toHaveBeenCalled();
  });

  it('validates on submit: messages tied to fields, focus on the first, nothing sent', async () => {
    const { user } = await renderForm();
    await screen.findByLabelText('Email');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Watch Rates For Me' }));

    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Enter your name (up to 120 characters).');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Tick the box to agree to receive rate alerts.',
    );
    await waitFor(() => expect(name).toHaveFocus());
    expect(api?.leads).toEqual([]);

    await user.type(name, 'Pat');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('shows exactly the messages the server schema gives for the same input', async () => {
    const { user } = await renderForm();
    await screen.findByLabelText('Email');
    const typed = { name: '   ', email: 'pat@example', phone: '12-34', targetRate: '25' };
    await user.type(screen.getByLabelText('Name'), typed.name);
    await user.type(screen.getByLabelText('Email'), typed.email);
    await user.type(screen.getByLabelText('Phone (optional)'), typed.phone);
    await user.type(screen.getByLabelText('Target rate (%)'), typed.targetRate);
    await user.click(screen.getByRole('button', { name: 'Watch Rates For Me' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'));

    // The same body straight through the schema the server validates with.
    const body = { ...typed, rateType: '30y', direction: 'below', consent: false, pageUrl: PAGE_URL };
    const server = z.safeParse(leadSubmissionSchema, body);
    const serverMessages: Record<string, string> = {};
    for (const issue of server.error?.issues ?? []) serverMessages[String(issue.path[0])] ??= issue.message;
    expect(Object.keys(serverMessages).sort()).toEqual(['consent', 'email', 'name', 'phone', 'targetRate']);

    const shown = {
      name: screen.getByLabelText('Name'),
      email: screen.getByLabelText('Email'),
      phone: screen.getByLabelText('Phone (optional)'),
      targetRate: screen.getByLabelText('Target rate (%)'),
      consent: screen.getByRole('checkbox'),
    };
    for (const [field, input] of Object.entries(shown)) {
      expect(input).toHaveAccessibleDescription(expect.stringContaining(serverMessages[field]));
    }
    expect(api?.leads).toEqual([]);
  });

  it('disables the button while sending, then thanks the visitor naming the partner', async () => {
    let release: () => void = () => {};
    const { user, onSubmitted } = await renderForm({
      lead: () => new Promise((resolve) => (release = () => resolve([201, { leadId: 'lead-42' }]))),
    });
    await screen.findByLabelText('Email');
    await fillValidLead(user);
    await user.click(screen.getByRole('button', { name: 'Watch Rates For Me' }));

    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    await waitFor(() => expect(api?.leads).toHaveLength(1));
    expect(api?.leads[0]).toMatchObject({
      name: 'Pat Example',
      email: 'pat@example.com',
      rateType: '15y',
      targetRate: 5.25,
      direction: 'below',
      consent: true,
      pageUrl: 'https://realtor.example/listing?utm_source=mail',
    });
    release();

    const status = await screen.findByText(/Check your inbox to confirm your rate alert/);
    expect(status).toHaveTextContent('Example Home Loans has your request');
    expect(status.closest('[role="status"]')).toHaveFocus();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onSubmitted).toHaveBeenCalledWith({ formId: 'demo', leadId: 'lead-42' });
  });

  it('offers the refinance alert the partner enabled, with its fields, and sends what the server takes', async () => {
    const { user } = await renderForm({
      form: () => [200, { ...DEMO_FORM_CONFIG, alertKinds: ['refinance'] }],
    });
    const choice = await screen.findByLabelText('Alert me about');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['A target rate', 'Refinance saving: when refinancing pays']);
    await user.type(screen.getByLabelText('Name'), 'Owner Olsen');
    await user.type(screen.getByLabelText('Email'), 'olsen@example.com');
    await user.selectOptions(choice, 'refinance');
    expect(screen.queryByLabelText('Target rate (%)')).toBeNull();
    const balance = screen.getByLabelText('Balance you owe ($)');
    expect(balance).toHaveValue('250000');
    expect(balance).toHaveAttribute('inputmode', 'decimal');
    await user.clear(balance);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Watch Rates For Me' }));
    // The shared schema names the empty balance before anything is sent.
    expect(balance).toHaveAccessibleDescription(expect.stringContaining('Enter the balance you owe'));
    expect(api?.leads).toEqual([]);

    await user.type(balance, '180,000');
    await user.click(screen.getByRole('button', { name: 'Watch Rates For Me' }));
    await waitFor(() => expect(api?.leads).toHaveLength(1));
    const sent = api?.leads[0];
    expect(sent).toMatchObject({
      alertKind: 'refinance',
      refinance: {
        currentBalance: 180_000,
        currentRate: 7.5,
        minMonthlySaving: 150,
        maxBreakEvenMonths: null,
      },
    });
    expect(sent).not.toHaveProperty('targetRate');
    expect(z.safeParse(leadSubmissionSchema, sent).success).toBe(true);
  });

  it('on a site the form does not accept, shows the server’s sentence instead of the form and logs one error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const notEnabledHere = {
      text: 'This form is not enabled on this site.',
      console: 'form "demo" refuses this site',
    };
    const { onReady } = await renderForm({ form: () => [200, { ...DEMO_FORM_CONFIG, notEnabledHere }] });
    expect(await screen.findByText('This form is not enabled on this site.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(consoleError.mock.calls).toEqual([['form "demo" refuses this site']]);
    expect(onReady).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('offers the loan programs of the form as a labelled select, and says when a term has no series', async () => {
    const { user } = await renderForm({
      form: () => [200, { ...DEMO_FORM_CONFIG, programs: ['conforming', 'va'] }],
    });
    const choice = await screen.findByLabelText('Loan program');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Conventional', 'VA']);
    await fillValidLead(user);
    // A 15-year VA loan: FRED publishes VA rates for 30 years only, and the form says which rate it watches.
    await user.selectOptions(choice, 'va');
    expect(screen.getByLabelText('Rate type')).toHaveAccessibleDescription(
      'No 15-year VA rate is published: your alert watches the 30-year VA rate.',
    );
    await user.click(screen.getByRole('button', { name: 'Watch Rates For Me' }));
    await waitFor(() => expect(api?.leads).toHaveLength(1));
    expect(api?.leads[0]).toMatchObject({ program: 'va', rateType: '15y' });
  });

  it('keeps one program a fixed field: no select, no hint for the conventional 15-year rate', async () => {
    const { user } = await renderForm();
    await screen.findByLabelText('Rate type');
    expect(screen.queryByLabelText('Loan program')).toBeNull();
    await fillValidLead(user);
    expect(screen.getByLabelText('Rate type')).not.toHaveAccessibleDescription(/published/);
    await user.click(screen.getByRole('button', { name: 'Watch Rates For Me' }));
    await waitFor(() => expect(api?.leads).toHaveLength(1));
    // The server records the form's one program for a lead that names none.
    expect(api?.leads[0]).not.toHaveProperty('program');
  });

  it('shows no alert choice on a form offering only the target rate', async () => {
    await renderForm();
    await screen.findByLabelText('Target rate (%)');
    expect(screen.queryByLabelText('Alert me about')).toBeNull();
  });

  it('stays white-label by default, and names Mortgage Rate Notifier once the config asks for it', async () => {
    const { unmount } = await renderForm();
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('link', { name: /Mortgage Rate Notifier/ })).toBeNull();
    unmount();
    await api?.close();
    await renderForm({
      form: () => [
        200,
        {
          ...DEMO_FORM_CONFIG,
          mrnBranding: { href: 'https://mrn.example/', text: 'Rate alerts by Mortgage Rate Notifier' },
        },
      ],
    });
    const link = await screen.findByRole('link', { name: 'Rate alerts by Mortgage Rate Notifier' });
    expect(link).toHaveAttribute('href', 'https://mrn.example/');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the consent line the config carries, word for word', async () => {
    await renderForm({
      form: () => [
        200,
        { ...DEMO_FORM_CONFIG, consentText: 'I agree to hear from Example Home Loans (v7).' },
      ],
    });
    expect(await screen.findByLabelText('I agree to hear from Example Home Loans (v7).')).toHaveAttribute(
      'type',
      'checkbox',
    );
  });

  it('shows no footer without disclosures, and the licence ID and Equal Housing logo when the config has them', async () => {
    const { unmount } = await renderForm();
    await screen.findByLabelText('Email');
    expect(document.querySelector('[part~="disclosures"]')).toBeNull();
    unmount();
    await api?.close();
    await renderForm({
      form: () => [
        200,
        {
          ...DEMO_FORM_CONFIG,
          disclosures: disclosuresMarkup({ licenceId: 'NMLS #42 <b>', equalHousing: 'opportunity' }),
        },
      ],
    });
    const logo = await screen.findByRole('img', { name: 'Equal Housing Opportunity' });
    expect(logo.tagName.toLowerCase()).toBe('svg');
    const footer = logo.closest('[part~="disclosures"]');
    // The licence ID is text (escaped by the server's markup), not markup of its own.
    expect(footer).toHaveTextContent('Licence ID: NMLS #42 <b> · Equal Housing Opportunity');
    expect(footer?.querySelector('b')).toBeNull();
  });

  it('shows server field errors on the fields and keeps every input', async () => {
    const { user, onError } = await renderForm({
      lead: () => [
        422,
        {
          error: {
            code: 'validation_failed',
            message: 'Check the form.',
            fields: { email: 'This address cannot receive mail.' },
          },
        },
      ],
    });
    await screen.findByLabelText('Email');
    await fillValidLead(user);
    await user.click(screen.getByRole('button', { name: 'Watch Rates For Me' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This address cannot receive mail.'));
    expect(email).toHaveValue('pat@example.com');
    expect(screen.getByLabelText('Name')).toHaveValue('Pat Example');
    expect(screen.getByText('Please correct the highlighted fields and try again.')).toBeVisible();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 422, code: 'validation_failed' }));
  });

  it('keeps the inputs and says so when the server fails', async () => {
    const { user } = await renderForm({
      lead: () => [500, { error: { code: 'internal_error', message: 'Oops.' } }],
    });
    await screen.findByLabelText('Email');
    await fillValidLead(user);
    await user.click(screen.getByRole('button', { name: 'Watch Rates For Me' }));

    expect(await screen.findByText('Sorry, we could not send your request. Please try again.')).toBeVisible();
    expect(screen.getByLabelText('Target rate (%)')).toHaveValue(5.25);
    expect(screen.getByRole('button', { name: 'Watch Rates For Me' })).toBeEnabled();
  });

  it('shows the current rates that came with the config, with the FRED attribution, asking nothing more', async () => {
    const ratesAsked = vi.fn(() => [200, DEMO_CURRENT_RATES] as [number, unknown]);
    const { container } = await renderForm({
      form: () => [200, { ...DEMO_FORM_CONFIG, showCurrentRates: true, currentRates: DEMO_CURRENT_RATES }],
      rates: ratesAsked,
    });
    const strip = container.querySelector<HTMLElement>('.mrn-rates-strip') as HTMLElement;
    expect(strip).toHaveTextContent('30-year fixed 6.12%');
    expect(strip).toHaveTextContent('15-year fixed 5.50%');
    expect(strip).toHaveTextContent('As of Nov 20, 2026');
    expect(
      within(strip).getByRole('link', { name: 'FRED, Federal Reserve Bank of St. Louis' }),
    ).toHaveAttribute('href', 'https://fred.stlouisfed.org/');
    expect(ratesAsked).not.toHaveBeenCalled();
  });

  it('marks the bundled sample rates of a fresh install as samples, and live rates not', async () => {
    const stripText = async (sample: boolean) => {
      const { container, unmount } = await renderForm({
        form: () => [
          200,
          { ...DEMO_FORM_CONFIG, showCurrentRates: true, currentRates: { ...DEMO_CURRENT_RATES, sample } },
        ],
      });
      const text = container.querySelector('.mrn-rates-strip')?.textContent ?? '';
      unmount();
      return text;
    };
    expect(await stripText(true)).toContain('Sample rates. As of Nov 20, 2026');
    expect(await stripText(false)).not.toContain('Sample');
  });

  it('says the rates are unavailable when the config has none', async () => {
    const { container } = await renderForm({
      form: () => [200, { ...DEMO_FORM_CONFIG, showCurrentRates: true, currentRates: null }],
    });
    expect(container.querySelector('.mrn-rates-strip')).toHaveTextContent(
      'Current rates are unavailable right now.',
    );
    expect(screen.getByLabelText('Email')).toBeVisible();
  });
});
