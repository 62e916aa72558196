import { defineConfig } from 'vitest/config';

// The contract is pure TypeScript (schemas and finance math): every test and benchmark runs in Node.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
});
