#!/usr/bin/env node
// Usage: node check-size.mjs FILE_OR_GLOB=MAX_BYTES ... Prints gzip -9 sizes; exits 1 when any
// file is over its budget (or a pattern matches nothing, which means the build did not run).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

function filesFor(pattern) {
  if (!pattern.includes('*')) return [pattern];
  const directory = dirname(pattern);
  const matcher = new RegExp(
    `^${basename(pattern)
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')}$`,
  );
  return readdirSync(directory)
    .filter((name) => matcher.test(name))
    .map((name) => join(directory, name));
}

let failed = false;
for (const argument of process.argv.slice(2)) {
  const [pattern, limitText] = argument.split('=');
  const limit = Number(limitText);
  let files = [];
  try {
    files = filesFor(pattern);
  } catch {}
  if (files.length === 0) {
    console.error(`size: nothing matches ${pattern}; run the build first.`);
    failed = true;
  }
  for (const file of files) {
    let bytes;
    try {
      bytes = gzipSync(readFileSync(file), { level: 9 }).length;
    } catch {
      console.error(`size: ${file} is missing; run the build first.`);
      failed = true;
      continue;
    }
    const over = bytes > limit;
    failed ||= over;
    console.log(`${over ? 'OVER' : 'ok  '} ${file}: ${bytes} B gzip -9 (budget ${limit} B)`);
  }
}
process.exit(failed ? 1 : 0);
