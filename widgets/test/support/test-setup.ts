// Component test setup (jsdom project only): jest-dom matchers, and an unmount after every test
// because Testing Library's automatic cleanup needs Vitest globals, which we keep off.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({
  // CI machines are shared and slow: give findBy/waitFor room before they give up.
  asyncUtilTimeout: 5000,
  // The default error pretty-prints the container, which throws for a ShadowRoot container
  // (widget tests query inside shadow roots) and hides the real "not found" message.
  getElementError: (message) => {
    const error = new Error(message ?? 'Element not found');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

afterEach(() => {
  cleanup();
});
