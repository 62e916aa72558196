// `npm start`: the single product process. On a fresh clone it first builds what is missing
// (widget bundles, the static site, the compiled server), then runs server/dist/main.mjs (compiled from
// site/server/main.ts): pages + API + widgets on PORT. `npm run worker` runs server/dist/worker.mjs the same way.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStamp } from '../site/src/config/build-environment.mjs';
import { newestSourceTime, readJson, siteBuildFor } from './site-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** `worker`: the background jobs alone, which need neither the widgets nor the static site. */
const workerOnly = process.argv[2] === 'worker';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args, label) {
  console.log(`> ${label}`);
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`${label} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

// Widget bundles: build only the workspaces whose output is missing and that have a build script.
const widgetWorkspaces = (workerOnly ? [] : ['embed', 'popup']).filter((name) => {
  const manifest = readJson(path.join(root, name, 'package.json'));
  return manifest?.scripts?.build && !existsSync(path.join(root, name, 'dist', `${name}.js`));
});
if (widgetWorkspaces.length > 0) {
  run(
    ['run', 'build', ...widgetWorkspaces.flatMap((name) => ['-w', name])],
    `building ${widgetWorkspaces.join(', ')}`,
  );
}

// The static site this instance serves: site/dist when it was built for these settings, else a build of
// its own (see site-build.mjs), never rebuilt in place under another running instance.
const pagesDirectory = workerOnly ? undefined : siteBuildFor({ root, wanted: buildStamp(), npm });

// The compiled server: rebuilt when missing or older than any of its sources (about a quarter of a second).
const serverBundle = path.join(root, 'server/dist', workerOnly ? 'worker.mjs' : 'main.mjs');
const serverSources = ['server/src', 'site/server', 'sdk/src'].map((folder) => path.join(root, folder));
if (!existsSync(serverBundle) || newestSourceTime(serverSources) > statSync(serverBundle).mtimeMs) {
  run(['run', 'build:server'], 'compiling the server');
}

// Run the server directly (not through npm) so signals reach it and Ctrl+C stops it cleanly.
const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: pagesDirectory ? { ...process.env, SITE_PAGES_DIR: pagesDirectory } : process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
