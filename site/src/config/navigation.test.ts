import { describe, expect, it } from 'vitest';
import { sessionMenuItems } from './navigation.ts';

describe('sessionMenuItems', () => {
  const bySide = (path: string) =>
    Object.fromEntries(sessionMenuItems(path).map((item) => [item.label, item.session ?? 'both']));

  it('shows Sign In signed out only, and the app signed in, the partner console to partners only', () => {
    expect(bySide('/')).toEqual({
      'How it works': 'both',
      'For Mortgage Pros': 'both',
      Pricing: 'both',
      Freebies: 'both',
      Blog: 'both',
      'Sign In': 'signed-out',
      Dashboard: 'signed-in',
      'Partner console': 'partner',
    });
  });

  it('links the home page sections from any page, and opens the app in a new tab', () => {
    const items = (path: string) =>
      Object.fromEntries(sessionMenuItems(path).map((item) => [item.label, item]));
    expect(items('/').Pricing).toMatchObject({ href: '#pricing', sectionId: 'pricing', newTab: false });
    expect(items('/faq').Pricing.href).toBe('/#pricing');
    expect(items('/faq')['Sign In']).toMatchObject({ href: '/app/sign-in', newTab: true });
    expect(items('/faq').Dashboard).toMatchObject({ href: '/app', newTab: true });
  });
});
