import { defineConfig } from 'vitest/config';

// Widgets bundle the UI with Preact instead of React; the dom-preact project renders the same
// components through this aliasing to prove they work there too.
const preactAliases = [
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom(\/client)?$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// Pure modules (finance, schemas, api) run in Node; components (*.test.tsx) in jsdom with the
// jest-dom matchers and Testing Library cleanup from test/support/test-setup.ts.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          benchmark: { include: ['src/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          // Benchmarks run once, in the node project.
          benchmark: { include: [] },
          include: ['src/**/*.test.tsx'],
          exclude: ['src/**/*.preact.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./test/support/test-setup.ts'],
        },
      },
      {
        extends: true,
        resolve: { alias: preactAliases },
        test: {
          name: 'dom-preact',
          benchmark: { include: [] },
          include: ['src/**/*.preact.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./test/support/test-setup-preact.ts'],
        },
      },
    ],
  },
});
