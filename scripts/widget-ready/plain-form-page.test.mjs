// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { partnerPageHtml, plainLeadFormHtml, renderedFormHtml } from './plain-form-page.mjs';

const CONFIG = {
  headerText: 'Get notified when mortgage rates move',
  buttonText: 'Get Rate Alerts',
  businessName: 'Pat <Lending> & "Co"',
  showCurrentRates: true,
  currentRates: { rates: [{ type: '30y', label: '30-year fixed', value: 6.269 }] },
};

describe('the plain HTML floor of bench:widget', () => {
  it('is usable by the same check as the widget: its email field and an enabled submit button', () => {
    document.documentElement.innerHTML = partnerPageHtml(plainLeadFormHtml(CONFIG));
    const submit = document.querySelector('.mrn-lead-form__body > form button[type="submit"]');
    expect(submit?.textContent).toBe('Get Rate Alerts');
    expect(submit?.hasAttribute('disabled')).toBe(false);
    expect(document.querySelector('.mrn-lead-form__body > form input[type="email"]')).not.toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe('Rates from a partner');
    expect(document.querySelector('.mrn-lead-form__rates')?.textContent).toBe('30-year fixed: 6.269%');
  });

  it('carries no script and escapes the partner’s words', () => {
    const html = partnerPageHtml(plainLeadFormHtml(CONFIG));
    expect(html).not.toContain('<script');
    expect(html).toContain('Pat &#60;Lending&#62; &#38; &#34;Co&#34;');
  });

  it('serves the widget’s own form as a declarative shadow root on its element, with its stylesheet and no script', () => {
    const html = partnerPageHtml(
      renderedFormHtml({
        css: '.mrn-lead-form { color: red; }',
        html: '<div class="mrn-widget"><section class="mrn-lead-form"></section></div>',
      }),
    );
    expect(html).not.toContain('<script');
    expect(html).toContain(
      '<mrn-lead-form><template shadowrootmode="open"><style>.mrn-lead-form { color: red; }</style><div class="mrn-widget">',
    );
  });

  it('refuses a stylesheet that would end its style element early', () => {
    expect(() => renderedFormHtml({ css: 'a{}</style><script>x()</script>', html: '' })).toThrow(/<\/style/);
  });
});
