import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ProductProcess {
  origin: string;
  stop(): Promise<void>;
}

/** Runs a repository script with tsx (Node 20 cannot run .ts directly) and the given environment. */
function runTsx(script: string, args: string[], environment: Record<string, string>): ChildProcess {
  return spawn(path.join(repositoryRoot, 'node_modules/.bin/tsx'), [script, ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function waitForHealth(origin: string, child: ChildProcess, output: string[]): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the product exited early:\n${output.join('')}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the product did not answer /api/health:\n${output.join('')}`);
}

/** Offline defaults: FRED points at a closed port, so the sample year stays, as it would offline. */
const productEnvironment = (port: number, environment: Record<string, string>) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  WORKER: 'on',
  LOG_LEVEL: 'warn',
  FRED_GRAPH_BASE_URL: 'http://127.0.0.1:9',
  FRED_API_BASE_URL: 'http://127.0.0.1:9',
  // Alert mails at once: the loop tests read them right after importing a rate.
  ALERT_MAIL_COMBINE_SECONDS: '0',
  ...environment,
});

/**
 * The one product process (pages, API, widgets and the worker) on its own port and data directory,
 * started from the built site. `viaNpmStart` runs `npm start`'s script instead (it picks or builds the
 * static site for this instance's settings and runs the compiled server).
 */
export async function startProduct(
  port: number,
  environment: Record<string, string>,
  options: { viaNpmStart?: boolean } = {},
): Promise<ProductProcess> {
  const origin = `http://localhost:${port}`;
  const output: string[] = [];
  const child = options.viaNpmStart
    ? spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: repositoryRoot,
        env: { ...process.env, ...productEnvironment(port, environment) },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : runTsx('site/server/main.ts', [], productEnvironment(port, environment));
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  await waitForHealth(origin, child, output);
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** `npm run rates:import -- FILE` against the same data directory (the product must be stopped on PGlite). */
export function importRates(file: string, environment: Record<string, string>): Promise<string> {
  const output: string[] = [];
  const child = runTsx('server/src/cli/rates-import.ts', [file], environment);
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve(output.join('')) : reject(new Error(`rates:import failed:\n${output.join('')}`)),
    );
  });
}
