// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { openPartnerLeadForm } from './open-partner-lead-form';

describe('openPartnerLeadForm', () => {
  afterEach(() => {
    document.body.replaceChildren();
    delete (window as { MRN?: unknown }).MRN;
  });

  function calculatorOnPage(): HTMLElement {
    const host = document.createElement('mrn-calculator');
    document.body.append(host, document.createElement('footer'));
    return host;
  }

  it('opens the popup dialog for the form when the page has popup.js', () => {
    const opened: string[] = [];
    (window as { MRN?: unknown }).MRN = { open: (formId: string) => opened.push(formId) };
    const host = calculatorOnPage();
    const script = openPartnerLeadForm(host, 'acme-popup', 'https://rates.example', null);
    expect(opened).toEqual(['acme-popup']);
    expect(script).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it('otherwise loads embed.js from the product origin right after the calculator, once', () => {
    const host = calculatorOnPage();
    const script = openPartnerLeadForm(host, 'acme', 'https://rates.example', null);
    expect(script?.src).toBe('https://rates.example/embed.js');
    expect(script?.dataset.form).toBe('acme');
    expect(host.nextElementSibling).toBe(script);

    // embed.js mounts the form right after its script tag; a second click brings it into view.
    const form = document.createElement('mrn-lead-form');
    let scrolledIntoView = 0;
    form.scrollIntoView = () => {
      scrolledIntoView += 1;
    };
    script?.after(form);
    const again = openPartnerLeadForm(host, 'acme', 'https://rates.example', script);
    expect(again).toBe(script);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(scrolledIntoView).toBe(1);
  });
});
