// `npm start`: the single product process. On a fresh clone it first builds what is missing
// (widget bundles, the static site, the compiled server), then runs server/dist/main.mjs (compiled from
// site/server/main.ts): pages + API + widgets on PORT. `npm run worker` runs server/dist/worker.mjs the same way.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStamp } from '../site/src/config/build-environment.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** `worker`: the background jobs alone, which need neither the widgets nor the static site. */
const workerOnly = process.argv[2] === 'worker';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

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

/** Newest modification time of any file under the given folders (0 when none exist). */
function newestSourceTime(folders) {
  let newest = 0;
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile())
        newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

// The static site: rebuilt when missing, when a value baked into the pages (origins, endpoints) changed,
// or when its sources (site or sdk) are newer than the last build.
const stampFile = path.join(root, 'site/dist/build-stamp.json');
const wanted = buildStamp();
const built = readJson(stampFile);
const sourcesChanged =
  built !== null &&
  newestSourceTime(['site/src', 'site/public', 'sdk/src'].map((folder) => path.join(root, folder))) >
    statSync(stampFile).mtimeMs;
if (!workerOnly && (!built || sourcesChanged || JSON.stringify(built) !== JSON.stringify(wanted))) {
  const reason = !built
    ? 'building the site'
    : sourcesChanged
      ? 'rebuilding the site (sources changed)'
      : 'rebuilding the site (settings changed)';
  run(['run', 'build', '-w', 'site'], reason);
}

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
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
