// @vitest-environment jsdom
import '../../test/support/dom-setup.ts';
import { describe, expect, it } from 'vitest';
import { leavingLinkHref } from './use-leave-guard.ts';

/** The href a click on a link made of `html` would leave for, on /app/partner/forms/edit?id=f1. */
function leavesFor(html: string, init: MouseEventInit = {}): string | null {
  window.history.replaceState(null, '', '/app/partner/forms/edit?id=f1');
  document.body.innerHTML = html;
  const link = document.body.querySelector('a, span') as HTMLElement;
  let href: string | null = null;
  link.addEventListener('click', (event) => {
    href = leavingLinkHref(event);
    event.preventDefault();
  });
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return href;
}

describe('leavingLinkHref', () => {
  it('names the page a plain click on a link leaves for, on this site or another', () => {
    expect(leavesFor('<a href="/app/partner/leads">Leads</a>')).toBe(
      'http://localhost:3000/app/partner/leads',
    );
    expect(leavesFor('<a href="https://example.com/">Out</a>')).toBe('https://example.com/');
    expect(leavesFor('<a href="?id=f2">Other form</a>')).toBe(
      'http://localhost:3000/app/partner/forms/edit?id=f2',
    );
  });

  it('lets pass what keeps this page: new tabs, downloads, modified clicks, anchors here, mailto', () => {
    expect(leavesFor('<a href="/app" target="_blank">New tab</a>')).toBeNull();
    expect(leavesFor('<a href="/export.csv" download>CSV</a>')).toBeNull();
    expect(leavesFor('<a href="/app">Ctrl</a>', { ctrlKey: true })).toBeNull();
    expect(leavesFor('<a href="/app">Middle</a>', { button: 1 })).toBeNull();
    expect(leavesFor('<a href="#install-heading">Install</a>')).toBeNull();
    expect(leavesFor('<a href="mailto:pat@example.com">Mail</a>')).toBeNull();
    expect(leavesFor('<span>Not a link</span>')).toBeNull();
  });
});
