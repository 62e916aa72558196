import { describe, expect, it } from 'vitest';
import { headerButtonFor } from './header-button.ts';

describe('headerButtonFor', () => {
  it('points template pages back to the template index', () => {
    expect(headerButtonFor('/templates/budget-worksheet')).toEqual({
      label: 'All Templates',
      href: '/templates',
    });
  });

  it('shows All Calculators elsewhere, including the template index itself', () => {
    expect(headerButtonFor('/templates')?.label).toBe('All Calculators');
    expect(headerButtonFor('/glossary')?.href).toBe('/calculators');
  });

  it('never links /calculators to itself', () => {
    expect(headerButtonFor('/calculators')).toBeNull();
  });

  it.each(['/privacy', '/terms', '/contact', '/faq', '/app', '/app/sign-in'])(
    'hides the button on %s',
    (path) => {
      expect(headerButtonFor(path)).toBeNull();
    },
  );
});
