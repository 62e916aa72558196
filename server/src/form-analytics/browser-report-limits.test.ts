import { createFormSchema } from '@mrn/sdk/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, createTestPartner, postJson, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { formDailyCounts, formRefusedOrigins, forms } from '../db/schema/index.ts';
import { createForm } from '../forms/form-store.ts';
import { silentLogger } from '../logger.ts';
import {
  BROWSER_REPORT_LIMITS,
  createBrowserReportLimiters,
  REFUSALS_COUNTED_PER_WRITE,
} from './browser-report-limits.ts';
import { FormCounters } from './form-counters.ts';

const START = new Date('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let now = START;
  const clock = () => now;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database, { clock });
    const partner = await createTestPartner(database, 'Charts');
    for (const [id, allowedOrigins] of [
      ['opened-form', []],
      ['forged-form', []],
      ['refusing-form', ['https://mine.example']],
    ] as const) {
      await createForm(
        database.db,
        partner.partnerId,
        createFormSchema.parse({ businessName: 'Charts Lending', allowedOrigins: [...allowedOrigins] }),
        id,
      );
    }
  });
  afterAll(() => database.close());

  const open = (origin: string) =>
    postJson(subject.app, '/api/forms/opened-form/events', { type: 'open' }, { Origin: origin });

  async function opensSent(origin: string, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let sent = 0; sent < count; sent += 40) {
      const batch = Array.from({ length: Math.min(40, count - sent) }, () => open(origin));
      statuses.push(...(await Promise.all(batch)).map((response) => response.status));
    }
    return statuses;
  }

  async function storedOpens(): Promise<number> {
    const rows = await database.db
      .select({ opens: formDailyCounts.opens })
      .from(formDailyCounts)
      .where(eq(formDailyCounts.formId, 'opened-form'));
    return rows.reduce((sum, row) => sum + row.opens, 0);
  }

  it(`counts at most ${BROWSER_REPORT_LIMITS.opensPerFormAndOrigin.limit} opens an hour per page origin and ${BROWSER_REPORT_LIMITS.opensPerForm.limit} per form; the rest get 429`, async () => {
    const perOrigin = BROWSER_REPORT_LIMITS.opensPerFormAndOrigin.limit;
    const perForm = BROWSER_REPORT_LIMITS.opensPerForm.limit;
    const first = await opensSent('https://flood.example', perOrigin + 5);
    expect(first.filter((status) => status === 204)).toHaveLength(perOrigin);
    expect(first.filter((status) => status === 429)).toHaveLength(5);
    const limited = await open('https://flood.example');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // Other (forged) origins share the form's budget.
    const statuses: number[] = [];
    for (let site = 0; statuses.filter((status) => status === 204).length + perOrigin < perForm; site++) {
      statuses.push(...(await opensSent(`https://forged-${site}.example`, perOrigin)));
    }
    expect((await open('https://one-more.example')).status).toBe(429);
    await vi.waitFor(async () => expect(await storedOpens()).toBe(perForm), { timeout: 5_000, interval: 50 });

    // The next hour counts again.
    now = new Date(START.getTime() + HOUR);
    expect((await open('https://flood.example')).status).toBe(204);
    await vi.waitFor(async () => expect(await storedOpens()).toBe(perForm + 1), {
      timeout: 5_000,
      interval: 50,
    });
    now = START;
  });

  it(`records at most ${BROWSER_REPORT_LIMITS.installChecksPerForm.limit} install-check origins a minute per form`, async () => {
    const counters = new FormCounters(
      database.db,
      clock,
      silentLogger(),
      'http://localhost:3000',
      createBrowserReportLimiters(database.db, clock).installChecksPerForm,
    );
    const form = { id: 'forged-form', allowedOrigins: [] };
    const lastLoaded = async () =>
      (
        await database.db.select({ origin: forms.lastLoadedOrigin }).from(forms).where(eq(forms.id, form.id))
      )[0].origin;
    const budget = BROWSER_REPORT_LIMITS.installChecksPerForm.limit;
    for (let site = 1; site <= budget; site++) {
      counters.recordLoad(form, `https://site-${site}.example`);
      await counters.settled();
    }
    expect(await lastLoaded()).toBe(`https://site-${budget}.example`);
    counters.recordLoad(form, 'https://made-up.example');
    await counters.settled();
    expect(await lastLoaded()).toBe(`https://site-${budget}.example`);

    now = new Date(START.getTime() + 61_000);
    counters.recordLoad(form, 'https://made-up.example');
    await counters.settled();
    expect(await lastLoaded()).toBe('https://made-up.example');
    now = START;
  });

  it(`adds at most ${REFUSALS_COUNTED_PER_WRITE} refusals a minute for one origin`, async () => {
    const counters = new FormCounters(
      database.db,
      clock,
      silentLogger(),
      'http://localhost:3000',
      createBrowserReportLimiters(database.db, clock).installChecksPerForm,
    );
    const form = { id: 'refusing-form', allowedOrigins: ['https://mine.example'] };
    for (let refusal = 0; refusal < 50; refusal++) counters.recordRefusal(form, 'https://noisy.example');
    now = new Date(START.getTime() + 70_000);
    counters.recordRefusal(form, 'https://noisy.example');
    await counters.settled();
    const [row] = await database.db
      .select({ refusals: formRefusedOrigins.refusals })
      .from(formRefusedOrigins)
      .where(eq(formRefusedOrigins.formId, form.id));
    expect(row.refusals).toBe(1 + REFUSALS_COUNTED_PER_WRITE);
    now = START;
  });
});
