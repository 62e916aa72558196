import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from './free-port.mjs';

const STOP_GRACE_MS = 10_000;

/**
 * @typedef {{
 *   origin: string,
 *   mailDirectory: string,
 *   waitUntilReady: (timeoutMs: number) => Promise<void>,
 *   stop: () => Promise<void>,
 * }} ProductServer
 */

/**
 * Spawns the real product (`node scripts/start.mjs`) on a free port with a throwaway data
 * directory and no background worker. Resolves as soon as the process exists, so the caller can
 * register `stop` before the (possibly long: the first start builds the site) wait for readiness.
 *
 * The child gets its own process group (detached) because start.mjs spawns npm, which spawns
 * tsx, which spawns node: killing only the direct child would orphan the actual server.
 *
 * @param {{ repositoryRoot: string, environment?: Record<string, string> }} options
 * @returns {Promise<ProductServer>}
 */
export async function spawnProductServer({ repositoryRoot, environment = {} }) {
  const port = await findFreePort();
  const workDirectory = await mkdtemp(path.join(tmpdir(), 'mrn-lighthouse-'));
  const logFile = path.join(workDirectory, 'server.log');
  const log = createWriteStream(logFile);

  const child = spawn(process.execPath, [path.join(repositoryRoot, 'scripts/start.mjs')], {
    cwd: repositoryRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(workDirectory, 'data'),
      WORKER: 'off',
      PUBLIC_URL: process.env.PUBLIC_URL ?? (await builtSiteOrigin(repositoryRoot)),
      ...environment,
    },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  /** @type {number | null} */
  let exitCode = null;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? 128 : 1);
      resolve(undefined);
    });
  });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await killProcessGroup(/** @type {number} */ (child.pid));
    await Promise.race([exited, sleep(1_000)]);
    log.end();
    await rm(workDirectory, { recursive: true, force: true }).catch(() => {});
  };

  const origin = `http://localhost:${port}`;
  /** @param {number} timeoutMs */
  const waitUntilReady = async (timeoutMs) => {
    try {
      await waitForHomePage(origin, timeoutMs, () => exitCode);
    } catch (error) {
      const output = await readFile(logFile, 'utf8').catch(() => '');
      const tail = output.trim().split('\n').slice(-40).join('\n');
      throw new Error(`${/** @type {Error} */ (error).message}\n--- server output (last lines) ---\n${tail}`);
    }
  };
  return { origin, mailDirectory: path.join(workDirectory, 'data', 'mail'), waitUntilReady, stop };
}

/**
 * The canonical origin the current site/dist was built with. start.mjs rebuilds the shared
 * site/dist whenever PUBLIC_URL (default: localhost on PORT) differs from it; reusing it keeps a
 * Lighthouse run on a random port from rebuilding the pages under everyone else's feet. Lighthouse's
 * canonical audit accepts a canonical URL on another origin, so the audit is unaffected.
 * @param {string} repositoryRoot
 * @returns {Promise<string>}
 */
async function builtSiteOrigin(repositoryRoot) {
  try {
    const stamp = JSON.parse(await readFile(path.join(repositoryRoot, 'site/dist/build-stamp.json'), 'utf8'));
    if (typeof stamp.siteOrigin === 'string' && stamp.siteOrigin) return stamp.siteOrigin;
  } catch {
    // Not built yet: the build start.mjs is about to run uses the default origin.
  }
  return 'http://localhost:4321';
}

/**
 * Polls `origin/` until it answers 2xx: the first start may build the site first, and a server
 * that is up while site/dist is being rebuilt answers 404.
 * @param {string} origin
 * @param {number} timeoutMs
 * @param {() => number | null} exitCodeIfExited
 */
async function waitForHomePage(origin, timeoutMs, exitCodeIfExited) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exitCode = exitCodeIfExited();
    if (exitCode !== null) throw new Error(`The product exited with code ${exitCode} before answering`);
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new Error(`The product did not answer 2xx at ${origin}/ within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * SIGTERM to the whole group, then SIGKILL for whatever is still alive after the grace period.
 * @param {number} groupId
 */
async function killProcessGroup(groupId) {
  if (!signalGroup(groupId, 'SIGTERM')) return;
  const deadline = Date.now() + STOP_GRACE_MS;
  while (Date.now() < deadline) {
    await sleep(100);
    if (!signalGroup(groupId, 0)) return;
  }
  signalGroup(groupId, 'SIGKILL');
}

/**
 * @param {number} groupId
 * @param {NodeJS.Signals | 0} signal
 * @returns {boolean} whether any process of the group was still there
 */
function signalGroup(groupId, signal) {
  try {
    process.kill(-groupId, signal);
    return true;
  } catch {
    return false;
  }
}
