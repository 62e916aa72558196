import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';
import { loopPort } from './support/loop-ports';
import { type ProductProcess, startProduct } from './support/product-process';

/**
 * Build once, configure per instance: a second `npm start` from this checkout with another PUBLIC_URL
 * serves canonical links on its own origin, while the suite's product (started by `npm start` too, on
 * the default origin) keeps serving its own: the shared site/dist is not rebuilt under it.
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORT = loopPort(4);
const SUITE_ORIGIN = `http://localhost:${process.env.E2E_SITE_PORT ?? 4321}`;
const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'mrn-origins-'));
const products: ProductProcess[] = [];

const sharedStamp = () => readFileSync(path.join(repositoryRoot, 'site/dist/build-stamp.json'), 'utf8');

test.afterAll(async () => {
  await Promise.all(products.map((product) => product.stop()));
  rmSync(dataDirectory, { recursive: true, force: true });
});

test('two instances with different PUBLIC_URLs serve their own canonical links', async () => {
  test.setTimeout(300_000);
  const before = sharedStamp();
  const publicUrl = 'https://rates.first-lender.example';
  products.push(
    await startProduct(
      PORT,
      { PUBLIC_URL: publicUrl, WORKER: 'off', DATA_DIR: path.join(dataDirectory, 'second') },
      { viaNpmStart: true },
    ),
  );
  for (const [origin, canonicalOrigin] of [
    [products[0].origin, publicUrl],
    [SUITE_ORIGIN, SUITE_ORIGIN],
  ]) {
    const home = await (await fetch(`${origin}/`)).text();
    expect(home).toContain(`<link rel="canonical" href="${canonicalOrigin}/"`);
    const glossary = await (await fetch(`${origin}/glossary`)).text();
    expect(glossary).toContain(`<link rel="canonical" href="${canonicalOrigin}/glossary"`);
  }
  expect(sharedStamp()).toBe(before);
});
