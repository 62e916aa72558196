#!/usr/bin/env node
/**
 * The calendar check: the sdk and server suites run again with the machine's date moved (Debian's
 * faketime), so a test or a rule that only holds on the day it was written fails here, not on a
 * fresh clone months later. The server suite runs on PGlite only: PGlite lives in this process and
 * reads the same faked clock, while a PostgreSQL server keeps the real one.
 *
 * Usage: node scripts/test-calendar.mjs [DATE ...]
 *   DATE is what faketime takes: an offset ('+365d', the default) or a moment ('2027-02-28 23:30:00',
 *   '@2027-12-31 23:30:00'). Each date is one run of both suites.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A year ahead by default: far enough that every fixed date written into a test today is in the past. */
const DEFAULT_SHIFTS = ['+365d'];
/** The suites whose rules compare dates; the browser and widget suites render what they compute. */
const SUITES = ['sdk', 'server'];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repositoryRoot, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (run('bash', ['tests/setup/ensure-faketime.sh']) !== 0) {
  console.error('test:calendar: faketime is missing and could not be installed (apt-get install faketime).');
  process.exit(1);
}

const shifts = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_SHIFTS;
const environment = { ...process.env };
delete environment.TEST_DATABASE_URL;

const failures = [];
for (const shift of shifts) {
  // -f takes libfaketime's own format: '+365d' moves the running clock, '@YYYY-MM-DD hh:mm:ss' starts it there.
  const fakeTime = /^[+-]/.test(shift) || shift.startsWith('@') ? shift : `@${shift}`;
  for (const suite of SUITES) {
    console.log(`\n== test:calendar: ${suite} with the date moved to ${shift} ==`);
    const status = run('faketime', ['-f', fakeTime, 'npx', 'vitest', 'run'], {
      cwd: path.join(repositoryRoot, suite),
      env: environment,
    });
    if (status !== 0) failures.push(`${suite} at ${shift}`);
  }
}

if (failures.length > 0) {
  console.error(`\ntest:calendar failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log(`\ntest:calendar: ${SUITES.join(' and ')} pass with the date moved to ${shifts.join(', ')}`);
