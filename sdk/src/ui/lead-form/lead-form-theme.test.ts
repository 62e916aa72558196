import { describe, expect, it } from 'vitest';
import { leadFormTheme } from './lead-form-theme';

const base = { id: 'demo', headerText: 'Header', buttonText: 'Go', businessName: 'Example' };

describe('leadFormTheme', () => {
  it('uses the text colours the server derived, each yielding to the page property', () => {
    const style = leadFormTheme({
      ...base,
      headerColor: '#fde047',
      headerTextColor: '#111827',
      buttonColor: '#1d4ed8',
      buttonTextColor: '#fff',
    });
    expect(style['--mrn-lead-header-background']).toBe('var(--mrn-lead-header-color, #fde047)');
    expect(style['--mrn-lead-header-text']).toBe('var(--mrn-lead-header-text-color, #111827)');
    expect(style['--mrn-color-brand']).toBe('var(--mrn-lead-button-color, #1d4ed8)');
    expect(style['--mrn-color-on-brand']).toBe('var(--mrn-lead-button-text-color, #fff)');
  });

  it('keeps the stylesheet text colours when an older server sends no derived colours', () => {
    const style = leadFormTheme({ ...base, headerColor: '#fde047', buttonColor: '#1d4ed8' });
    expect(style['--mrn-color-brand']).toBe('var(--mrn-lead-button-color, #1d4ed8)');
    expect(style).not.toHaveProperty('--mrn-lead-header-text');
    expect(style).not.toHaveProperty('--mrn-color-on-brand');
  });
});
