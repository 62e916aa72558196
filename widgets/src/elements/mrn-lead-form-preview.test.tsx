import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FORM_CONFIG, startTestApiServer, type TestApiServer } from '../../test/support/test-api-server';
import { defineLeadFormElement } from './mrn-lead-form';

let api: TestApiServer;
let configRequests = 0;
beforeAll(async () => {
  api = await startTestApiServer({
    form: () => {
      configRequests += 1;
      return [404, {}];
    },
  });
  defineLeadFormElement({ defaultApiOrigin: api.origin });
});
afterAll(() => api.close());
afterEach(() => {
  document.body.replaceChildren();
});

function mountPreview(config: unknown): HTMLElement {
  const element = document.createElement('mrn-lead-form');
  element.setAttribute('form-id', 'draft');
  element.setAttribute('preview-config', JSON.stringify(config));
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

describe('<mrn-lead-form preview-config>', () => {
  it('shows the given config without fetching it, and follows changes', async () => {
    const element = mountPreview({ ...DEMO_FORM_CONFIG, headerText: 'Draft heading' });
    expect(await shadow(element).findByRole('heading', { name: 'Draft heading' })).toBeTruthy();

    element.setAttribute('preview-config', JSON.stringify({ ...DEMO_FORM_CONFIG, headerText: 'Changed' }));
    expect(await shadow(element).findByRole('heading', { name: 'Changed' })).toBeTruthy();
    expect(configRequests).toBe(0);
  });

  it('a config the public schema refuses shows the could-not-load state', async () => {
    const element = mountPreview({ ...DEMO_FORM_CONFIG, headerText: '' });
    expect(await shadow(element).findByText(/could not be loaded/)).toBeTruthy();
  });

  it('never sends a lead', async () => {
    const element = mountPreview(DEMO_FORM_CONFIG);
    const view = shadow(element);
    fireEvent.change((await settled(element)).getByLabelText('Name'), { target: { value: 'Pat Example' } });
    fireEvent.change(view.getByLabelText('Email'), { target: { value: 'pat@example.com' } });
    fireEvent.change(view.getByLabelText('Target rate (%)'), { target: { value: '5.5' } });
    fireEvent.click(view.getByRole('checkbox'));
    fireEvent.click(view.getByRole('button', { name: DEMO_FORM_CONFIG.buttonText }));
    expect(await view.findByText(/could not send your request/)).toBeTruthy();
    expect(api.leads).toHaveLength(0);
  });
});
