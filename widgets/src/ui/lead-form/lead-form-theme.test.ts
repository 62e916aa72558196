import { describe, expect, it } from 'vitest';
import { DEMO_FORM_CONFIG } from '../../../test/support/test-api-server';
import { leadFormTheme } from './lead-form-theme';

describe('leadFormTheme', () => {
  it('uses the text colours the server derived, each yielding to the page property', () => {
    const style = leadFormTheme({
      ...DEMO_FORM_CONFIG,
      headerColor: '#fde047',
      headerTextColor: '#111827',
      buttonColor: '#1d4ed8',
      buttonTextColor: '#fff',
    });
    expect(style['--mrn-lead-header-background']).toBe('var(--mrn-lead-header-color, #fde047)');
    expect(style['--mrn-lead-header-text']).toBe('var(--mrn-lead-header-text-color, #111827)');
    expect(style['--mrn-color-brand']).toBe('var(--mrn-lead-button-color, #1d4ed8)');
    expect(style['--mrn-color-on-brand']).toBe('var(--mrn-lead-button-text-color, #fff)');
    expect(style['--mrn-color-text']).toBe('var(--mrn-lead-text-color, #1f2937)');
  });

  it('names the font first and cannot be broken out of', () => {
    const style = leadFormTheme({ ...DEMO_FORM_CONFIG, fontFamily: 'Inter"; } body { color: red' });
    expect(style['--mrn-font-family']).toBe(
      'var(--mrn-lead-font-family, "Inter  body  color: red", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif)',
    );
  });
});
