// Serves the partner examples on their own origin (default http://localhost:4322), as a partner's
// site would be. Every "http://localhost:4321" in a page becomes PRODUCT_ORIGIN (or API_ORIGIN),
// so tests can point the examples at a product server on another port.
//   PORT=4322 PRODUCT_ORIGIN=http://localhost:4321 node examples/serve.mjs
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const EXAMPLES_DIRECTORY = fileURLToPath(new URL('.', import.meta.url));
const DEFAULT_PRODUCT_ORIGIN = 'http://localhost:4321';
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/** Starts the examples server; resolves once it listens (port 0 picks a free one). */
export function startExamplesServer({ port = 4322, productOrigin = DEFAULT_PRODUCT_ORIGIN } = {}) {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://examples.local');
    const name =
      pathname === '/' ? 'index.html' : normalize(decodeURIComponent(pathname)).replace(/^[/\\]+/, '');
    const type = CONTENT_TYPES[extname(name)];
    if (!type || name.includes('..')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    try {
      const text = await readFile(join(EXAMPLES_DIRECTORY, name), 'utf8');
      response
        .writeHead(200, { 'content-type': type, 'cache-control': 'no-store' })
        .end(text.replaceAll(DEFAULT_PRODUCT_ORIGIN, productOrigin));
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(port, () => resolve({ server, url: `http://localhost:${server.address().port}` }));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const productOrigin = (
    process.env.PRODUCT_ORIGIN ||
    process.env.API_ORIGIN ||
    DEFAULT_PRODUCT_ORIGIN
  ).replace(/\/+$/, '');
  const { url } = await startExamplesServer({ port: Number(process.env.PORT ?? 4322), productOrigin });
  console.log(`Partner examples: ${url} (product at ${productOrigin})`);
}
