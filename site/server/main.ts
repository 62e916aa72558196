import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiRuntime } from './api-runtime.ts';
import { createProductServer } from './product-server.ts';
import { createSiteRequestHandler } from './site-request-handler.ts';
import { warmStaticFiles } from './static-files.ts';

/**
 * The single product process (`npm start`): static pages + API + widget scripts on one port,
 * with the background worker in-process unless WORKER=off.
 */
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.PORT || 4321);
const host = process.env.HOST || '0.0.0.0';

// Data lives at the repository root whichever directory npm starts us in.
const api = await startApiRuntime({
  ...process.env,
  PORT: String(port),
  DATA_DIR: process.env.DATA_DIR || path.join(repositoryRoot, 'data'),
});
const directories = {
  // npm start passes the build made for this instance's PUBLIC_URL (scripts/site-build.mjs).
  pages: process.env.SITE_PAGES_DIR || path.join(repositoryRoot, 'site/dist'),
  widgets: [path.join(repositoryRoot, 'embed/dist'), path.join(repositoryRoot, 'popup/dist')],
};
const handler = createSiteRequestHandler(directories, api.fetch, api.pageSessions, {
  https: api.publicUrl.startsWith('https:'),
});

const server = createProductServer(handler, api.httpLimits);

server.listen(port, host, () => {
  const shownHost = host === '0.0.0.0' ? 'localhost' : host;
  console.log(
    [
      `Mortgage Rate Notifier is running at http://${shownHost}:${port} (ready ${Math.round(performance.now())} ms after start)`,
      `Pages:    ${path.relative(repositoryRoot, directories.pages)} (static, brotli/gzip)`,
      `API:      http://${shownHost}:${port}/api/*`,
      `Widgets:  http://${shownHost}:${port}/embed.js and /popup.js`,
      ...api.summary,
    ].join('\n  '),
  );
  for (const root of [directories.pages, ...directories.widgets]) {
    warmStaticFiles(root).catch((error: unknown) => console.warn(`Could not pre-compress ${root}`, error));
  }
});

let stopping = false;
async function shutDown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down...`);
  server.close();
  server.closeAllConnections();
  try {
    await api.stop();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));
