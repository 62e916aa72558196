import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../setup/chromium-flags.mjs';

/**
 * The widget specs against the local harness (API + built widgets, examples on another origin),
 * for when the full site is not running. The product config (tests/playwright.config.ts) runs the
 * same specs against `npm start`.
 *   npm run build -w embed -w popup
 *   npx playwright test -c tests/e2e/widgets/support/playwright.harness.config.ts
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
process.env.E2E_SITE_PORT ??= '4331';
process.env.E2E_EXAMPLES_PORT ??= '4332';

export default defineConfig({
  testDir: '..',
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
  },
  webServer: {
    command: 'npx tsx tests/e2e/widgets/support/widget-harness.ts',
    cwd: repositoryRoot,
    url: `http://localhost:${process.env.E2E_SITE_PORT}/api/health`,
    env: { E2E_SITE_PORT: process.env.E2E_SITE_PORT, E2E_EXAMPLES_PORT: process.env.E2E_EXAMPLES_PORT },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
