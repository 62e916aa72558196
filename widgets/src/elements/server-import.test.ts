import { describe, expect, it } from 'vitest';

// Runs in the Node project: no window, no customElements, no HTMLElement (as in SSR).
describe('importing the element modules on a server', () => {
  it('throws nothing and defines nothing', async () => {
    expect(typeof globalThis.customElements).toBe('undefined');
    const elements = await import('./index');
    expect(elements.canDefineElements()).toBe(false);
    expect(() => elements.defineLeadFormElement()).not.toThrow();
    expect(() => elements.defineCalculatorElement()).not.toThrow();
  });
});
