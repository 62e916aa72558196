import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    benchmark: { include: ['src/**/*.bench.ts', 'bench/**/*.bench.ts'] },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
