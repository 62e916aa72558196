import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './setup/chromium-flags.mjs';

/**
 * Browser tests for the whole product. `npm start` serves site + API + widgets on 4321; the partner
 * examples run on 4322 (a separate origin, as on a partner's site). Debian's Chromium is used
 * (tests/setup/ensure-chromium.sh installs it); Playwright never downloads browsers here.
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4321);
const EXAMPLES_PORT = Number(process.env.E2E_EXAMPLES_PORT ?? 4322);
/** A throwaway data directory so test runs never touch ./data. */
const dataDirectory = path.join(os.tmpdir(), `mrn-e2e-${process.pid}`);

/** The spec's layout widths: phone, tablet (between the 768 and 1140 breakpoints), desktop. */
const SITE_WIDTHS = [375, 800, 1280] as const;
const TABLET_WIDTH = 800;
/** Specs whose checks change with the width: the shell, the header and its states, the page layouts. */
const LAYOUT_SPECS = /\/(layout|shell|header-contrast|home)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // Overridable so parallel runs on one checkout do not wipe each other's traces.
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? path.join(repositoryRoot, 'test-results'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
    trace: 'retain-on-failure',
  },
  projects: [
    ...SITE_WIDTHS.map((width) => ({
      name: `site-${width}`,
      testDir: './e2e/site',
      // The tablet width (between the two breakpoints) runs the specs about layout and the header; what the
      // pages do is the same there as at the phone and desktop widths, which run everything.
      testMatch: width === TABLET_WIDTH ? LAYOUT_SPECS : undefined,
      // HTTP-level checks (headers, sitemap, API shape, the curl examples) do not depend on the viewport, and
      // mobile-overflow sets its own phone widths: run them once.
      testIgnore: width === 1280 ? undefined : /(server-responses|developers-curl|mobile-overflow)\.spec\.ts/,
      use: { viewport: { width, height: 900 } },
    })),
    {
      // Product processes of its own (worker on): one per worker shared by the specs that need only a fresh
      // account or partner (app-loop/support/fixtures.ts), and one per spec that changes what every account
      // sees (rates:import, Stripe settings, the plan CLI), restarted around those commands.
      name: 'app-loop',
      testDir: './e2e/app-loop',
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'widgets',
      testDir: './e2e/widgets',
      use: { viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      cwd: repositoryRoot,
      url: `http://localhost:${SITE_PORT}/api/health`,
      env: { PORT: String(SITE_PORT), WORKER: 'off', DATA_DIR: dataDirectory, LOG_LEVEL: 'warn' },
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'pipe',
    },
    // Started only once the examples server exists (it is built by the widgets work).
    ...(existsSync(path.join(repositoryRoot, 'examples/serve.mjs'))
      ? [
          {
            command: 'node examples/serve.mjs',
            cwd: repositoryRoot,
            url: `http://localhost:${EXAMPLES_PORT}`,
            env: {
              PORT: String(EXAMPLES_PORT),
              EXAMPLES_PORT: String(EXAMPLES_PORT),
              API_ORIGIN: `http://localhost:${SITE_PORT}`,
            },
            reuseExistingServer: !process.env.CI,
            timeout: 120_000,
          },
        ]
      : []),
  ],
});
