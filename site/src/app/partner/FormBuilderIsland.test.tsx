// @vitest-environment jsdom
import '../../../test/support/dom-setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM } from '../../../test/support/FormBuilderFixture.ts';
import { apiError, fakeApi } from '../../../test/support/fake-api.ts';
import { goTo, replaceWith } from '../navigation.ts';
import FormBuilderIsland, { ORIGINS_HINT, swatchValue } from './FormBuilderIsland.tsx';

vi.mock('../navigation.ts', async (original) => ({
  ...(await original<typeof import('../navigation.ts')>()),
  goTo: vi.fn(),
  replaceWith: vi.fn(),
}));

const SESSION = {
  status: 200,
  body: { user: { id: 'u1', email: 'pat@lender.example', plan: 'pro', createdAt: '2026-01-01T00:00:00Z' } },
};

const PROFILE = {
  businessName: 'Lakeside Home Loans',
  licenceId: 'NMLS #123456',
  website: 'https://lakeside.example',
  logoUrl: null,
  replyToEmail: 'team@lakeside.example',
  replyToEmailStatus: 'confirmed',
  plan: 'trial',
  trialEndsAt: '2026-12-08T00:00:00Z',
  trialDaysLeft: 11,
  createdAt: '2026-11-24T00:00:00Z',
};

/** The saved FORM, signed in: GET answers it and PATCH answers it with the changes applied. */
const savedFormApi = () =>
  fakeApi({
    'GET /api/auth/session': SESSION,
    'GET /api/partner/forms/form_abc123': { status: 200, body: { form: FORM } },
    'PATCH /api/partner/forms/form_abc123': (request) => ({
      status: 200,
      body: { form: { ...FORM, ...(request.body as object) } },
    }),
  });
const at = (path: string) => window.history.replaceState(null, '', path);
const previewConfig = () =>
  JSON.parse(document.querySelector('mrn-lead-form')?.getAttribute('preview-config') ?? 'null');

beforeEach(() => at('/app/partner/forms/edit?id=form_abc123'));
afterEach(() => vi.unstubAllGlobals());

describe('FormBuilderIsland', () => {
  it('sends a signed-out visitor to sign-in with next back to this form', async () => {
    fakeApi({ 'GET /api/auth/session': apiError(401, 'unauthorized', 'Please sign in to continue.') });
    render(<FormBuilderIsland />);
    await vi.waitFor(() =>
      expect(replaceWith).toHaveBeenCalledWith(
        '/app/sign-in?next=/app/partner/forms/edit%3Fid%3Dform_abc123',
      ),
    );
  });

  it('an account without a partner profile is sent to set one up', async () => {
    fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/forms/form_abc123': apiError(401, 'unauthorized', 'Use an API key.'),
    });
    render(<FormBuilderIsland />);
    expect(
      await screen.findByRole('heading', { name: 'Set up your partner profile first' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up your partner profile' })).toHaveAttribute(
      'href',
      '/app/partner',
    );
  });

  it('renders the real widget element with the draft, and follows a change of the header text', async () => {
    fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/forms/form_abc123': { status: 200, body: { form: FORM } },
    });
    render(<FormBuilderIsland />);
    const header = await screen.findByLabelText('Header text');
    expect(document.querySelector('mrn-lead-form')?.getAttribute('form-id')).toBe('form_abc123');
    expect(previewConfig()).toMatchObject({
      headerText: FORM.headerText,
      disclosures: '<span>Licence ID: NMLS 123456</span>',
    });

    await userEvent.clear(header);
    await userEvent.type(header, 'Rates just moved');
    await vi.waitFor(() => expect(previewConfig().headerText).toBe('Rates just moved'));
    // The mobile toggle narrows the frame the widget sits in.
    await userEvent.click(screen.getByRole('button', { name: 'Mobile (375 px)' }));
    expect(screen.getByTestId('form-preview-frame')).toHaveClass('form-preview-mobile');
  });

  it('shows the shared schema’s message beside the field, and sends nothing', async () => {
    const api = fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/forms/form_abc123': { status: 200, body: { form: FORM } },
    });
    render(<FormBuilderIsland />);
    const header = await screen.findByLabelText('Header text');
    await userEvent.clear(header);
    await userEvent.clear(screen.getByLabelText('Header colour'));
    await userEvent.type(screen.getByLabelText('Header colour'), 'purple');
    await userEvent.type(screen.getByLabelText('Allowed sites (optional)'), '\nhttps://ok.example/path');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(header).toHaveAccessibleDescription('This field cannot be empty.');
    expect(screen.getByLabelText('Header colour')).toHaveAccessibleDescription(
      'Use a hex colour such as #5b21b6.',
    );
    expect(screen.getByLabelText('Allowed sites (optional)')).toHaveAccessibleDescription(
      `${ORIGINS_HINT} Line 2 (https://ok.example/path): Use an origin such as https://www.example.com (no path).`,
    );
    expect(api.writes()).toHaveLength(0);
  });

  it('PATCHes the changes and maps a server 422 beside the field', async () => {
    const api = fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/forms/form_abc123': { status: 200, body: { form: FORM } },
      'PATCH /api/partner/forms/form_abc123': apiError(422, 'validation_failed', 'Some fields are invalid.', {
        businessName: 'Taken by the server.',
      }),
    });
    render(<FormBuilderIsland />);
    await userEvent.type(await screen.findByLabelText('Button text'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Taken by the server.')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveAccessibleDescription('Taken by the server.');
    expect(api.writes()[0]).toMatchObject({
      method: 'PATCH',
      body: { buttonText: 'Get Rate Alerts!', allowedOrigins: ['https://www.patlending.example'] },
    });
  });

  it('offers refinance and payment alerts when ticked: saved with the form and shown in the preview', async () => {
    const api = savedFormApi();
    render(<FormBuilderIsland />);
    const group = await screen.findByRole('group', { name: 'Alerts visitors can choose' });
    const payment = within(group).getByRole('checkbox', { name: /^Monthly payment/ });
    const refinance = within(group).getByRole('checkbox', { name: /^Refinance saving/ });
    expect(payment).not.toBeChecked();
    await userEvent.click(payment);
    await userEvent.click(refinance);
    await vi.waitFor(() => expect(previewConfig().alertKinds).toEqual(['refinance', 'payment']));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(api.writes()[0]).toMatchObject({
      method: 'PATCH',
      body: { alertKinds: ['refinance', 'payment'] },
    });
  });

  it('offers the loan programs ticked (conventional by default): saved with the form and shown in the preview', async () => {
    const api = savedFormApi();
    render(<FormBuilderIsland />);
    const group = await screen.findByRole('group', { name: 'Loan programs visitors can choose' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent?.trim()),
    ).toEqual(['Conventional', 'FHA', 'VA', 'USDA', 'Jumbo']);
    const conventional = within(group).getByRole('checkbox', { name: 'Conventional' });
    expect(conventional).toBeChecked();
    await userEvent.click(conventional);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    // None ticked: the shared schema's message on the group, and nothing sent.
    // In the checkboxes' words first, then the API's ids.
    expect(group).toHaveAccessibleDescription(
      /Offer at least one loan program: Conventional, FHA, VA, USDA, Jumbo \(in the API/,
    );
    expect(api.writes()).toHaveLength(0);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'VA' }));
    await vi.waitFor(() => expect(previewConfig().programs).toEqual(['va']));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(api.writes()[0]).toMatchObject({ method: 'PATCH', body: { programs: ['va'] } });
  });

  it('starts a new form from the partner profile: business name, licence, website and contact', async () => {
    at('/app/partner/forms/edit?new=1');
    fakeApi({ 'GET /api/auth/session': SESSION, 'GET /api/app/partner': { status: 200, body: PROFILE } });
    render(<FormBuilderIsland />);
    expect(await screen.findByLabelText('Business name')).toHaveValue('Lakeside Home Loans');
    expect(screen.getByLabelText('Licence ID (optional)')).toHaveValue('NMLS #123456');
    expect(screen.getByLabelText('Business website (optional)')).toHaveValue('https://lakeside.example');
    expect(screen.getByLabelText('Business email (optional)')).toHaveValue('team@lakeside.example');
    expect(previewConfig()).toMatchObject({
      businessName: 'Lakeside Home Loans',
      disclosures: '<span>Licence ID: NMLS #123456</span>',
    });
  });

  it('uses the account address as contact when the profile has no reply-to address', async () => {
    at('/app/partner/forms/edit?new=1');
    fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/app/partner': { status: 200, body: { ...PROFILE, replyToEmail: null, website: null } },
    });
    render(<FormBuilderIsland />);
    expect(await screen.findByLabelText('Business email (optional)')).toHaveValue('pat@lender.example');
    expect(screen.getByLabelText('Business website (optional)')).toHaveValue('');
  });

  it('creates a new form with POST, then shows its snippets with the form id and this page’s origin', async () => {
    at('/app/partner/forms/edit?new=1');
    const api = fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/app/partner': { status: 200, body: PROFILE },
      'POST /api/partner/forms': (request) => ({
        status: 201,
        body: { form: { ...FORM, ...(request.body as object), id: 'form_new1' } },
      }),
    });
    render(<FormBuilderIsland />);
    await userEvent.clear(await screen.findByLabelText('Business name'));
    await userEvent.type(screen.getByLabelText('Business name'), 'Pat Lending');
    await userEvent.click(screen.getByRole('radio', { name: /Popup/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create form' }));

    expect(await screen.findByText('Form created. Its snippets are below.')).toBeInTheDocument();
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      body: { businessName: 'Pat Lending', type: 'popup' },
    });
    expect(window.location.search).toBe('?id=form_new1');
    const origin = window.location.origin;
    expect(screen.getByLabelText('Popup snippet')).toHaveValue(
      `<script src="${origin}/popup.js" data-form="form_new1"></script>\n<button type="button" data-mrn-popup-trigger="true">Get rate alerts</button>`,
    );
    expect(screen.getByLabelText('Embed in the page snippet')).toHaveValue(
      `<script src="${origin}/embed.js" data-form="form_new1"></script>`,
    );
    expect((screen.getByLabelText('Calculators snippet') as HTMLTextAreaElement).value).toContain(
      `${origin}/calculators.js`,
    );
  });

  it('saves the name and max width with the form; the preview and the embed snippet use the saved width', async () => {
    const api = savedFormApi();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<FormBuilderIsland />);
    expect(await screen.findByRole('heading', { name: 'Homepage form' })).toBeInTheDocument();
    const name = screen.getByLabelText('Form name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Listing pages');
    const width = screen.getByLabelText('Max width (optional)');
    await userEvent.type(width, '600');
    await vi.waitFor(() => expect(previewConfig().maxWidth).toBeNull());
    await userEvent.type(width, 'px');
    await vi.waitFor(() => expect(previewConfig().maxWidth).toBe('600px'));
    // The snippet is the saved form's until the change is saved.
    const saved = `<script src="${window.location.origin}/embed.js" data-form="form_abc123"></script>`;
    expect(screen.getByLabelText('Embed in the page snippet')).toHaveValue(saved);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(api.writes()[0]).toMatchObject({ body: { name: 'Listing pages', maxWidth: '600px' } });
    expect(screen.getByRole('heading', { name: 'Listing pages' })).toBeInTheDocument();
    const snippet = `<script src="${window.location.origin}/embed.js" data-form="form_abc123" data-max-width="600px"></script>`;
    expect(screen.getByLabelText('Embed in the page snippet')).toHaveValue(snippet);
    await userEvent.click(screen.getAllByRole('button', { name: /^Copy/ })[0] as HTMLElement);
    expect(writeText).toHaveBeenCalledWith(snippet);
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();
  });

  it('requires a form name and a max width embed.js accepts, beside the fields', async () => {
    const api = fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/forms/form_abc123': { status: 200, body: { form: FORM } },
    });
    render(<FormBuilderIsland />);
    await userEvent.clear(await screen.findByLabelText('Form name'));
    await userEvent.type(screen.getByLabelText('Max width (optional)'), '50vw');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Form name')).toHaveAccessibleDescription(
      expect.stringContaining('This field cannot be empty.'),
    );
    expect(screen.getByLabelText('Max width (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Use pixels such as 600px or a percentage such as 80%, or leave it empty.'),
    );
    expect(api.writes()).toHaveLength(0);
  });
});

describe('FormBuilderIsland keeps unsaved work', () => {
  // jsdom has no modal dialogs: open and close stand in for the browser's (the browser tests use the real one).
  beforeEach(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });
  // jsdom cannot navigate: a link nobody stopped is stopped here, after the page had its say.
  const stopNavigation = (event: Event) => {
    if ((event.target as Element).closest('a')) event.preventDefault();
  };
  beforeEach(() => window.addEventListener('click', stopNavigation));
  afterEach(() => window.removeEventListener('click', stopNavigation));

  /** Whether closing or reloading the tab now would make the browser ask. */
  const tabCloseAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

  it('asks before a link leaves unsaved changes: Stay keeps the page, Leave without saving follows the link', async () => {
    savedFormApi();
    render(<FormBuilderIsland />);
    const back = await screen.findByRole('link', { name: 'Back to your forms' });
    expect(tabCloseAsks()).toBe(false);
    await userEvent.type(screen.getByLabelText('Header text'), ' now');
    expect(tabCloseAsks()).toBe(true);

    await userEvent.click(back);
    const question = screen.getByRole('dialog', { name: 'Leave without saving?' });
    expect(question).toHaveAccessibleDescription(
      'You have not saved your changes to this form. If you leave this page now, they will be lost.',
    );
    const stay = within(question).getByRole('button', { name: 'Stay and keep editing' });
    expect(stay).toHaveFocus();
    await userEvent.click(stay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Header text')).toHaveValue(`${FORM.headerText} now`);

    // The app's own bar is a way out too.
    await userEvent.click(screen.getByRole('link', { name: 'Leads' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(goTo).toHaveBeenCalledWith('http://localhost:3000/app/partner/leads');
    expect(tabCloseAsks()).toBe(false);
  });

  it('lets the partner leave without a question when nothing changed, or once the changes are saved', async () => {
    savedFormApi();
    render(<FormBuilderIsland />);
    const back = await screen.findByRole('link', { name: 'Back to your forms' });
    await userEvent.click(back);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Header text'), '!');
    expect(tabCloseAsks()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(tabCloseAsks()).toBe(false);
    await userEvent.click(back);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('asks nothing once a change is typed back the way it was saved', async () => {
    savedFormApi();
    render(<FormBuilderIsland />);
    const header = await screen.findByLabelText('Header text');
    await userEvent.type(header, '!');
    expect(tabCloseAsks()).toBe(true);
    await userEvent.type(header, '{Backspace}');
    expect(tabCloseAsks()).toBe(false);
  });
});

describe('FormBuilderIsland contrast warnings', () => {
  it('warns beside a colour below WCAG AA with its ratio, and still saves', async () => {
    const api = savedFormApi();
    render(<FormBuilderIsland />);
    const text = await screen.findByLabelText('Text colour');
    expect(text).not.toHaveAccessibleDescription();
    await userEvent.clear(text);
    await userEvent.type(text, '#999');
    expect(text).toHaveAccessibleDescription(
      "Contrast 2.8:1 on the form's white background — below 4.5:1 (WCAG AA); some visitors won't be able to read it.",
    );
    const button = screen.getByLabelText('Button colour');
    await userEvent.clear(button);
    await userEvent.type(button, '#8b5cf6');
    expect(button).toHaveAccessibleDescription(
      /^Contrast 4\.2:1 with the button's text — below 4\.5:1 \(WCAG AA\)/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(api.writes()[0]).toMatchObject({
      method: 'PATCH',
      body: { textColor: '#999', buttonColor: '#8b5cf6' },
    });
    // Saved, the warning stays while the colour does.
    expect(screen.getByLabelText('Text colour')).toHaveAccessibleDescription(/^Contrast 2\.8:1/);
  });
});

describe('swatchValue', () => {
  it('shows a three-digit colour as the colour it is, not black', () => {
    expect(swatchValue('#fff')).toBe('#ffffff');
    expect(swatchValue(' #A1b ')).toBe('#aa11bb');
    expect(swatchValue('#1E40AF')).toBe('#1e40af');
    expect(swatchValue('#12')).toBe('#000000');
    expect(swatchValue('blue')).toBe('#000000');
  });
});
