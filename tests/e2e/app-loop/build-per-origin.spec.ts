import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { type ProductProcess, startProduct } from './support/product-process';

/**
 * Build once, configure per instance: two `npm start`s from one checkout with different PUBLIC_URLs
 * each serve canonical links on their own origin, and neither rebuilds the shared site/dist under the
 * other (or under the suite's own product on 4321).
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FIRST_PORT = Number(process.env.E2E_LOOP_PORT ?? 4331) + 4;
const SECOND_PORT = FIRST_PORT + 1;
const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'mrn-origins-'));
const products: ProductProcess[] = [];

const sharedStamp = () => readFileSync(path.join(repositoryRoot, 'site/dist/build-stamp.json'), 'utf8');

test.afterAll(async () => {
  await Promise.all(products.map((product) => product.stop()));
  rmSync(dataDirectory, { recursive: true, force: true });
});

test('two instances with different PUBLIC_URLs serve their own canonical links', async () => {
  test.setTimeout(420_000);
  const before = sharedStamp();
  const instances = [
    { port: FIRST_PORT, publicUrl: 'https://rates.first-lender.example' },
    { port: SECOND_PORT, publicUrl: 'https://alerts.second-lender.example' },
  ];
  // One after the other: each may build its own site (the machine has two cores).
  for (const { port, publicUrl } of instances) {
    products.push(
      await startProduct(
        port,
        { PUBLIC_URL: publicUrl, WORKER: 'off', DATA_DIR: path.join(dataDirectory, String(port)) },
        { viaNpmStart: true },
      ),
    );
  }
  for (const [index, { publicUrl }] of instances.entries()) {
    const home = await (await fetch(`${products[index].origin}/`)).text();
    expect(home).toContain(`<link rel="canonical" href="${publicUrl}/"`);
    const glossary = await (await fetch(`${products[index].origin}/glossary`)).text();
    expect(glossary).toContain(`<link rel="canonical" href="${publicUrl}/glossary"`);
  }
  expect(sharedStamp()).toBe(before);
});
