// Component tests (jsdom): jest-dom matchers, and an unmount after each test (Testing Library's
// automatic cleanup needs Vitest globals, which the site keeps off).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/');
});
