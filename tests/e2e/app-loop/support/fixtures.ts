import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startPartnerTrial } from './app-session';
import { loopPort, SHARED_PRODUCT_PORT_OFFSET } from './loop-ports';
import { Mailbox } from './mailbox';
import { type PartnerSite, startPartnerSite } from './partner-site';
import { startProduct } from './product-process';

/** The worker's product: pages, API, widgets and worker on one origin, and the mail it writes. */
export interface SharedProduct {
  origin: string;
  mailbox: Mailbox;
}

interface WorkerFixtures {
  /**
   * One product process per Playwright worker, started the first time a test asks for it, shared by
   * every spec that needs nothing but a fresh account or partner of its own. Such specs use addresses
   * from `uniqueEmail` and look only at their own partner's data (leads, forms), never at totals.
   * Specs that change what every account sees (rates:import, the trial clock, Stripe settings) start
   * their own with startProduct.
   */
  product: SharedProduct;
}

interface TestFixtures {
  /**
   * `name@domain` made unique within the worker's product (`name+w1-3@domain`), so a spec never reads
   * another test's mail or trips its sign-in limits, whatever ran before it on the same product.
   */
  uniqueEmail: (address: string) => string;
  /**
   * Signs in (code from the mail) at /app/partner and starts the Pro trial for `businessName` on the
   * shared product; returns the owner's address, made unique from `ownerAddress`.
   */
  startTrial: (businessName: string, ownerAddress: string) => Promise<string>;
  /** A partner's own site on another origin (a local HTTP server), closed when the test ends. */
  openPartnerSite: (businessName: string) => Promise<PartnerSite>;
}

/** Addresses handed out in this worker process (each worker has its own product, so its own count). */
let addressesIssued = 0;

/**
 * Every app-loop spec imports `test` from here, also those that start their own product: Playwright gives
 * files with different fixtures different workers, and each new worker is one more browser launch.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  product: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const dataDirectory = mkdtempSync(path.join(os.tmpdir(), `mrn-shared-w${workerInfo.workerIndex}-`));
      // The settings several specs need and none minds: partner-loop's webhook receiver is on loopback
      // over http, which production refuses (SSRF guard); no shared spec checks that refusal.
      const running = await startProduct(loopPort(SHARED_PRODUCT_PORT_OFFSET + workerInfo.parallelIndex), {
        DATA_DIR: dataDirectory,
        WEBHOOKS_ALLOW_PRIVATE: 'true',
      });
      try {
        await use({ origin: running.origin, mailbox: new Mailbox(path.join(dataDirectory, 'mail')) });
      } finally {
        await running.stop();
        rmSync(dataDirectory, { recursive: true, force: true });
      }
    },
    // The first start (migrations, demo seed, sample rates) takes long on a loaded machine.
    { scope: 'worker', timeout: 180_000 },
  ],

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  uniqueEmail: async ({}, use, testInfo) => {
    await use((address) => {
      const [local, domain] = address.split('@');
      addressesIssued += 1;
      return `${local}+w${testInfo.workerIndex}-${addressesIssued}@${domain}`;
    });
  },

  startTrial: async ({ page, product, uniqueEmail }, use) => {
    await use(async (businessName, ownerAddress) => {
      const email = uniqueEmail(ownerAddress);
      await startPartnerTrial(page, product.mailbox, product.origin, email, businessName);
      return email;
    });
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  openPartnerSite: async ({}, use) => {
    const sites: PartnerSite[] = [];
    await use(async (businessName) => {
      const site = await startPartnerSite(businessName);
      sites.push(site);
      return site;
    });
    for (const site of sites) site.close();
  },
});

export { expect } from '@playwright/test';
