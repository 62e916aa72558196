// A stand-in for `npm start` while the site is not built: the real API (createApp through the
// server package, PGlite in a temporary directory) plus the built widget scripts, on one origin,
// and the partner examples on another. Used by playwright.harness.config.ts.
//   npx tsx tests/e2e/widgets/support/widget-harness.ts   (E2E_SITE_PORT, E2E_EXAMPLES_PORT)
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { prepareServer } from '@mrn/server';
// @ts-expect-error: plain ESM script without type declarations.
import { startExamplesServer } from '../../../../examples/serve.mjs';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const widgetDirectories = [path.join(repositoryRoot, 'embed/dist'), path.join(repositoryRoot, 'popup/dist')];
const sitePort = Number(process.env.E2E_SITE_PORT ?? 4321);
const examplesPort = Number(process.env.E2E_EXAMPLES_PORT ?? 4322);

/** A widget file (embed.js, popup.js, calculators.js, chunks/*) with the headers the site sends. */
async function widgetResponse(pathname: string): Promise<Response | undefined> {
  if (!/^\/(embed|popup|calculators)\.js(\.map)?$|^\/chunks\/[\w.-]+\.js(\.map)?$/.test(pathname))
    return undefined;
  for (const directory of widgetDirectories) {
    try {
      const body = await readFile(path.join(directory, pathname));
      return new Response(body, {
        headers: {
          'content-type': pathname.endsWith('.map') ? 'application/json' : 'text/javascript; charset=utf-8',
          // Module scripts (calculators.js and its chunks) load cross-origin only with CORS.
          'access-control-allow-origin': '*',
          'cache-control': 'no-store',
        },
      });
    } catch {
      // try the next directory
    }
  }
  return undefined;
}

const prepared = await prepareServer({
  environment: {
    ...process.env,
    PORT: String(sitePort),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'mrn-widgets-')),
    WORKER: 'off',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATABASE_URL: '',
  },
});

serve({
  port: sitePort,
  fetch: async (request) => {
    const { pathname } = new URL(request.url);
    return (await widgetResponse(pathname)) ?? prepared.app.fetch(request);
  },
});
await startExamplesServer({ port: examplesPort, productOrigin: `http://localhost:${sitePort}` });
console.log(
  `widget harness: product http://localhost:${sitePort}, examples http://localhost:${examplesPort}`,
);
