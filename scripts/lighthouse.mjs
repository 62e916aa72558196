// `npm run lighthouse`: Lighthouse 12 (mobile, simulated throttling) on the key public pages and,
// signed in as a new partner (issue 28 item 8), on the dashboard and the partner console.
// Fails when performance < 95 or accessibility / best practices / SEO < 100 on any page.
//
//   node scripts/lighthouse.mjs [--json summary.json] [--runs 3] [--report-dir reports/]
//   LIGHTHOUSE_URL=http://localhost:4321 node scripts/lighthouse.mjs   (audit a server already running;
//   the signed-in pages too when LIGHTHOUSE_MAIL_DIR names its DATA_DIR/mail and its worker runs)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateReport } from 'lighthouse';
import { auditPage } from './lighthouse/audit-page.mjs';
import { launchChromium } from './lighthouse/chromium.mjs';
import { spawnProductServer } from './lighthouse/product-server.mjs';
import { findBudgetBreaches, MINIMUM_SCORES } from './lighthouse/score-budget.mjs';
import { createShutdown } from './lighthouse/shutdown.mjs';
import { signInForAudit } from './lighthouse/signed-in-session.mjs';
import { formatFailures, formatSummaryTable } from './lighthouse/summary-table.mjs';
import { warmUpPages } from './lighthouse/warm-up.mjs';

const AUDITED_PATHS = ['/', '/calculators/payment', '/glossary', '/app/sign-in'];
/** Audited with a partner's session (the server redirects these pages to sign-in without one). */
const SIGNED_IN_PATHS = ['/app', '/app/partner'];
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

const { values: options } = parseArgs({
  options: {
    json: { type: 'string' },
    // The median of three damps the noise a busy CPU puts into simulated timings.
    runs: { type: 'string', default: '3' },
    'report-dir': { type: 'string' },
  },
});
const runsPerPage = Number(options.runs);
if (!Number.isInteger(runsPerPage) || runsPerPage < 1) {
  console.error(`--runs must be a positive whole number, got "${options.runs}"`);
  process.exit(2);
}

const shutdown = createShutdown();
for (const [signal, code] of /** @type {const} */ ([
  ['SIGINT', 130],
  ['SIGTERM', 143],
])) {
  process.once(signal, () => {
    console.error(`${signal} received, stopping...`);
    void shutdown.stopAll().finally(() => process.exit(code));
  });
}

async function main() {
  let origin = process.env.LIGHTHOUSE_URL?.replace(/\/+$/, '');
  let mailDirectory = process.env.LIGHTHOUSE_MAIL_DIR;
  if (!origin) {
    // The worker runs to send the sign-in mail of the signed-in audit; FRED points at a closed port
    // (the sample rates stay), so it has nothing else to do while Lighthouse measures.
    console.log('Starting the product (node scripts/start.mjs, fresh DATA_DIR, FRED offline)...');
    const environment = {
      WORKER: 'on',
      FRED_GRAPH_BASE_URL: 'http://127.0.0.1:9',
      FRED_API_BASE_URL: 'http://127.0.0.1:9',
    };
    const server = await shutdown.track(spawnProductServer({ repositoryRoot, environment }), (started) =>
      started.stop(),
    );
    await server.waitUntilReady(Number(process.env.LIGHTHOUSE_START_TIMEOUT_MS || 300_000));
    origin = server.origin;
    mailDirectory = server.mailDirectory;
  }
  const warmUp = await warmUpPages(origin, AUDITED_PATHS);
  const warmUpLine = warmUp.map((page) => `${page.path} ${page.status} in ${page.firstResponseMs} ms`);
  console.log(`First requests (before auditing): ${warmUpLine.join(', ')}`);
  console.log(`Auditing ${origin}`);

  const chromium = await shutdown.track(launchChromium(), async (launched) => launched.kill());

  /** @type {import('./lighthouse/audit-page.mjs').PageSummary[]} */
  const pages = [];
  for (const pagePath of AUDITED_PATHS) {
    console.log(`  ${pagePath} ...`);
    const { summary, lhr } = await auditPage({
      origin,
      path: pagePath,
      chromePort: chromium.port,
      runs: runsPerPage,
    });
    pages.push(summary);
    if (options['report-dir']) await writeFullReports(options['report-dir'], pagePath, lhr);
  }

  if (mailDirectory) {
    const cookie = await signInForAudit({ origin, mailDirectory });
    await warmUpPages(origin, SIGNED_IN_PATHS);
    for (const pagePath of SIGNED_IN_PATHS) {
      const label = `${pagePath} (signed in)`;
      console.log(`  ${label} ...`);
      const { summary, lhr } = await auditPage({
        origin,
        path: pagePath,
        chromePort: chromium.port,
        runs: runsPerPage,
        cookie,
        label,
      });
      // A session the server did not take would audit the sign-in page under this page's name.
      if (new URL(summary.finalUrl).pathname !== pagePath) {
        throw new Error(`${label} ended on ${summary.finalUrl}: the session was not accepted`);
      }
      pages.push(summary);
      if (options['report-dir']) await writeFullReports(options['report-dir'], `${pagePath}-signed-in`, lhr);
    }
  } else {
    console.log("  (signed-in pages skipped: set LIGHTHOUSE_MAIL_DIR to the running product's mail folder)");
  }

  const { formFactor, throttlingMethod } = pages[0].settings;
  const runsNote = runsPerPage > 1 ? `, median of ${runsPerPage} runs per page` : '';
  console.log(`\nLighthouse 12, ${formFactor}, ${throttlingMethod} throttling${runsNote}\n`);
  console.log(formatSummaryTable(pages));
  for (const page of pages) {
    for (const warning of page.runWarnings) console.log(`warning (${page.path}): ${warning}`);
  }

  const failures = pages
    .map((page) => ({ page, breaches: findBudgetBreaches(page) }))
    .filter(({ page, breaches }) => breaches.length > 0 || page.runtimeError);

  if (options.json) {
    const jsonPath = path.resolve(options.json);
    await mkdir(path.dirname(jsonPath), { recursive: true });
    const summary = {
      origin,
      runsPerPage,
      warmUp,
      minimumScores: MINIMUM_SCORES,
      passed: failures.length === 0,
      pages,
    };
    await writeFile(jsonPath, `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`\nSummary written to ${jsonPath}`);
  }

  if (failures.length > 0) {
    console.log(
      `\nBelow the minimum scores (${JSON.stringify(MINIMUM_SCORES)}):\n${formatFailures(failures)}`,
    );
    return 1;
  }
  console.log('\nAll pages meet the minimum scores.');
  return 0;
}

/**
 * The full Lighthouse report (HTML to read, JSON to diff) for one page.
 * @param {string} directory
 * @param {string} pagePath
 * @param {import('lighthouse').Result} lhr
 */
async function writeFullReports(directory, pagePath, lhr) {
  await mkdir(directory, { recursive: true });
  const name = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-');
  await writeFile(path.join(directory, `${name}.report.html`), generateReport(lhr, 'html'));
  await writeFile(path.join(directory, `${name}.report.json`), generateReport(lhr, 'json'));
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await shutdown.stopAll();
}
process.exit(exitCode);
