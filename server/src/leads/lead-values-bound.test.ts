import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestForm } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import type { FormRecord } from '../forms/form-store.ts';
import { silentLogger } from '../logger.ts';
import { type StorableLead, storeLead } from './store-lead.ts';

/** In every hostile value, so a statement text that carried one would show it. */
const MARKER = 'zq7hostile';
/** Quotes, a placeholder, a backslash, a comment and a second statement: what a text built from values would break on. */
const hostileName = (index: number) => `O'Brien "${MARKER}" $1 \\' ${index}'); DROP TABLE leads; --`;

const lead = (index: number): StorableLead => ({
  name: hostileName(index),
  email: `o'brien.${MARKER}${index}@example.com`,
  phone: `$2 '${MARKER}'`,
  rateType: '30y',
  targetRate: 5.875,
  direction: 'below',
  consent: true,
  pageUrl: `https://partner.example/rates?q='${MARKER}'`,
  utm: { utm_source: `news'${MARKER}$3` },
});

forEachDatabase((driver) => {
  let database: TestDatabase;
  let form: FormRecord;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    form = await createTestForm(database, 'Bound Lender', 'bound-form');
  });
  afterAll(() => database.close());

  it('sends lead values only as bound parameters: stored intact, in no statement text', async () => {
    const texts: string[] = [];
    const stopWatching = database.handle.port.watchStatements((text) => texts.push(text));
    const now = new Date();
    // Many at once: on PostgreSQL they share batches (statement-batches.ts), the other way values travel.
    const leads = Array.from({ length: 12 }, (_, index) => lead(index));
    try {
      await Promise.all(
        leads.map((submission) => storeLead(database.db, form, submission, { now, logger: silentLogger() })),
      );
    } finally {
      stopWatching();
    }

    const rows = await queryRows<{
      name: string;
      email: string;
      phone: string;
      page_url: string;
      utm: unknown;
    }>(database.db, sql`SELECT name, email, phone, page_url, utm FROM leads ORDER BY email`);
    expect(rows).toEqual(
      [...leads]
        .sort((a, b) => (a.email < b.email ? -1 : 1))
        .map((submission) => ({
          name: submission.name,
          email: submission.email,
          phone: submission.phone,
          page_url: submission.pageUrl,
          utm: submission.utm,
        })),
    );
    // The watch saw the lead statement itself, so an empty capture cannot pass for a clean one.
    expect(texts.some((text) => text.includes('INSERT INTO leads'))).toBe(true);
    if (driver === 'postgres') {
      // The batches' path ran too: leads sent together share their transaction.
      const [{ transactions }] = await queryRows<{ transactions: number }>(
        database.db,
        sql`SELECT count(DISTINCT xmin::text)::int AS transactions FROM leads`,
      );
      expect(transactions).toBeLessThan(leads.length);
    }
    expect(texts.filter((text) => text.includes(MARKER))).toEqual([]);
  });
});
