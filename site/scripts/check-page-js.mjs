// `npm run size -w site`: the JavaScript each budgeted page of the built site (site/dist) makes the
// browser download before it is interactive: its module scripts and islands (component and
// renderer) and everything they import statically, gzip -9. Chunks loaded later by a dynamic
// import (the history chart) are not counted. Exits 1 when a page is over its budget (issue 28
// item 8: the sign-in page shipped 83 KB and the dashboard 113 KB with React in the browser).
//
//   node scripts/check-page-js.mjs PAGE=MAX_KB ...   (PAGE as served: /app/sign-in)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const distDirectory = fileURLToPath(new URL('../dist/', import.meta.url));

/** The page's own script URLs: module scripts and the islands' component and renderer modules. */
function entryScripts(html) {
  const attribute = /(?:src|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.js)"/g;
  return [...html.matchAll(attribute)].map((match) => match[1]);
}

/** Bytes (gzip -9) of the entries and their static imports, each file counted once. */
function pageJavaScript(html) {
  const seen = new Set();
  const queue = entryScripts(html);
  let gzipBytes = 0;
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(path.join(distDirectory, url));
    gzipBytes += gzipSync(code, { level: 9 }).length;
    const text = code.toString('utf8');
    for (const match of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      queue.push(`/_astro/${match[1]}`);
    }
  }
  return { files: seen.size, gzipBytes };
}

let failed = false;
for (const argument of process.argv.slice(2)) {
  const [page, limitText] = argument.split('=');
  const limitBytes = Number(limitText) * 1024;
  const htmlFile = path.join(distDirectory, page === '/' ? 'index.html' : `${page}.html`);
  let html;
  try {
    html = readFileSync(htmlFile, 'utf8');
  } catch {
    console.error(`size: ${htmlFile} is missing; run the build first (npm run build -w site).`);
    failed = true;
    continue;
  }
  const { files, gzipBytes } = pageJavaScript(html);
  const over = gzipBytes > limitBytes;
  failed ||= over;
  const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `${over ? 'OVER' : 'ok  '} ${page}: ${kilobytes(gzipBytes)} gzip -9 of JavaScript in ${files} files (budget ${kilobytes(limitBytes)})`,
  );
}
process.exit(failed ? 1 : 0);
