import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    benchmark: { include: ['src/**/*.bench.ts', 'bench/**/*.bench.ts'] },
    testTimeout: 30_000,
    // Two test files at a time: most of a file's time is spent waiting on a database, SMTP or HTTP
    // peer, so two share the 2-core CI machine well (one at a time took over 10 minutes).
    maxWorkers: 2,
    // Files share a worker's modules instead of importing them again each (PGlite's WebAssembly, zod,
    // drizzle): 108 s instead of 306 s for the suite. Every file opens its own database, app and
    // servers, so nothing but the module cache is shared.
    isolate: false,
    hookTimeout: 60_000,
  },
});
