// Component test setup (jsdom project only): jest-dom matchers, and an unmount after every test
// because Testing Library's automatic cleanup needs Vitest globals, which we keep off.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
