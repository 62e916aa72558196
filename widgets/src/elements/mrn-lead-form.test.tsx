import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FORM_CONFIG, startTestApiServer, type TestApiServer } from '../../test/support/test-api-server';
import { defineLeadFormElement } from './mrn-lead-form';

let api: TestApiServer;
beforeAll(async () => {
  api = await startTestApiServer({
    form: (id) =>
      id === 'demo'
        ? [200, DEMO_FORM_CONFIG]
        : id === 'other'
          ? [200, { ...DEMO_FORM_CONFIG, id: 'other', headerText: 'A second form', maxWidth: '640px' }]
          : [404, {}],
  });
  defineLeadFormElement({ defaultApiOrigin: api.origin });
});
afterAll(() => api.close());
afterEach(() => {
  document.body.replaceChildren();
});

function mount(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('mrn-lead-form');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

/** The form once its config is in: the loading skeleton lays out a hidden form with the same labels. */
async function settled(element: HTMLElement) {
  await waitFor(() =>
    expect(element.shadowRoot?.querySelector('section')).toHaveAttribute('aria-busy', 'false'),
  );
  return shadow(element);
}

describe('<mrn-lead-form>', () => {
  it('renders the form inside an open shadow root with its styles adopted', async () => {
    const element = mount({ 'form-id': 'demo' });
    expect(element.shadowRoot?.mode).toBe('open');
    expect(await shadow(element).findByRole('heading', { name: DEMO_FORM_CONFIG.headerText })).toBeTruthy();
    const root = element.shadowRoot as ShadowRoot;
    const styled = root.adoptedStyleSheets?.length > 0 || root.querySelector('style') !== null;
    expect(styled).toBe(true);
    // Nothing of the widget lands in the page's own DOM.
    expect(document.body.querySelector('form')).toBeNull();
  });

  it('re-renders when form-id changes; max-width wins over the width saved with the form', async () => {
    const maxWidth = (element: HTMLElement) =>
      element.shadowRoot?.querySelector<HTMLElement>('.mrn-lead-form')?.style.maxWidth;
    const element = mount({ 'form-id': 'demo', 'max-width': '420px' });
    await shadow(element).findByRole('heading', { name: DEMO_FORM_CONFIG.headerText });
    expect(maxWidth(element)).toBe('420px');

    // "other" was saved with 640px: an invalid attribute is ignored, so the saved width applies.
    element.setAttribute('form-id', 'other');
    element.setAttribute('max-width', 'wide');
    expect(await shadow(element).findByRole('heading', { name: 'A second form' })).toBeTruthy();
    expect(maxWidth(element)).toBe('640px');
    element.setAttribute('max-width', '80%');
    await waitFor(() => expect(maxWidth(element)).toBe('80%'));
    element.removeAttribute('max-width');
    await waitFor(() => expect(maxWidth(element)).toBe('640px'));
  });

  it('prefills from name, email and phone attributes and sends data-field-* as hidden fields', async () => {
    const element = mount({
      'form-id': 'demo',
      name: 'Pat Prefilled',
      'data-email': 'pat@example.com',
      'data-field-campaign': 'spring',
      'data-field-Bad-Key': 'dropped',
    });
    const form = await settled(element);
    expect(form.getByLabelText('Name')).toHaveValue('Pat Prefilled');
    expect(form.getByLabelText('Email')).toHaveValue('pat@example.com');
    fireEvent.input(form.getByLabelText('Target rate (%)'), { target: { value: '5.5' } });
    fireEvent.click(form.getByRole('checkbox'));
    fireEvent.click(form.getByRole('button', { name: DEMO_FORM_CONFIG.buttonText }));
    await waitFor(() => expect(api.leads).toHaveLength(1));
    // Attribute names are lower case in HTML, so data-field-Bad-Key is "bad-key": not a valid key, left out.
    expect(api.leads[0]).toMatchObject({ name: 'Pat Prefilled', hiddenFields: { campaign: 'spring' } });
  });

  it('dispatches a composed mrn:error for an unknown form, heard on the document', async () => {
    const heard = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('mrn:error', (event) => resolve(event as CustomEvent), { once: true }),
    );
    mount({ 'form-id': 'missing' });
    const event = await heard;
    expect(event.composed).toBe(true);
    expect(event.detail).toMatchObject({ formId: 'missing', code: 'form_unavailable', status: 404 });
  });

  it('dispatches a composed mrn:ready once the form is shown with its config', async () => {
    const heard = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('mrn:ready', (event) => resolve(event as CustomEvent), { once: true }),
    );
    const element = mount({ 'form-id': 'demo' });
    const event = await heard;
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.target).toBe(element);
    expect(event.detail).toEqual({ formId: 'demo' });
    expect(shadow(element).getByRole('heading', { name: DEMO_FORM_CONFIG.headerText })).toBeTruthy();
  });

  it('dispatches mrn:submit after a successful submission', async () => {
    const element = mount({ 'form-id': 'demo', 'api-origin': api.origin });
    const view = shadow(element);
    const heard = new Promise<CustomEvent>((resolve) =>
      element.addEventListener('mrn:submit', (event) => resolve(event as CustomEvent), { once: true }),
    );
    // fireEvent rather than user-event: user-event types into document.activeElement, which for a
    // shadow root is the host element.
    fireEvent.change((await settled(element)).getByLabelText('Name'), { target: { value: 'Pat Example' } });
    fireEvent.change(view.getByLabelText('Email'), { target: { value: 'pat@example.com' } });
    fireEvent.change(view.getByLabelText('Target rate (%)'), { target: { value: '5.5' } });
    fireEvent.click(view.getByRole('checkbox'));
    fireEvent.click(view.getByRole('button', { name: DEMO_FORM_CONFIG.buttonText }));

    const event = await heard;
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.detail).toEqual({ formId: 'demo', leadId: expect.stringMatching(/^lead-/) });
  });

  it('unmounts its UI when disconnected and renders again when reconnected', async () => {
    const element = mount({ 'form-id': 'demo' });
    await shadow(element).findByRole('heading', { name: DEMO_FORM_CONFIG.headerText });
    element.remove();
    expect(element.shadowRoot?.querySelector('.mrn-widget')).toBeNull();

    document.body.append(element);
    expect(await shadow(element).findByRole('heading', { name: DEMO_FORM_CONFIG.headerText })).toBeTruthy();
    expect(element.shadowRoot?.querySelectorAll('.mrn-widget')).toHaveLength(1);
  });

  it('defining the element twice is harmless', () => {
    expect(() => defineLeadFormElement({ defaultApiOrigin: 'http://elsewhere.test' })).not.toThrow();
    expect(customElements.get('mrn-lead-form')).toBeDefined();
  });
});
