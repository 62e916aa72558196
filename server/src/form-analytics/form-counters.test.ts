import { createFormSchema } from '@mrn/sdk/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestPartner } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { formDailyCounts } from '../db/schema/index.ts';
import { createForm } from '../forms/form-store.ts';
import { silentLogger } from '../logger.ts';
import { FormCounters } from './form-counters.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

forEachDatabase((driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const partner = await createTestPartner(database);
    for (const id of ['busy-form', 'quiet-form']) {
      await createForm(
        database.db,
        partner.partnerId,
        createFormSchema.parse({ businessName: 'Lender' }),
        id,
      );
    }
  });
  afterAll(() => database.close());

  it('writes a burst of counts for several forms in one statement, adding to what is stored', async () => {
    const inserts: unknown[] = [];
    const watched = new Proxy(database.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== 'insert' || typeof value !== 'function') return value;
        return (...parameters: unknown[]) => {
          inserts.push(parameters[0]);
          return value.apply(target, parameters);
        };
      },
    });
    const counters = new FormCounters(watched, () => NOW, silentLogger(), 'http://localhost');
    for (let round = 0; round < 2; round++) {
      for (let lead = 0; lead < 50; lead++) counters.count('busy-form', 'submissions');
      counters.count('busy-form', 'views');
      counters.count('quiet-form', 'opens');
      await counters.settled();
    }
    expect(inserts).toHaveLength(2);
    const rows = await database.db
      .select({
        formId: formDailyCounts.formId,
        views: formDailyCounts.views,
        opens: formDailyCounts.opens,
        submissions: formDailyCounts.submissions,
      })
      .from(formDailyCounts)
      .orderBy(formDailyCounts.formId);
    expect(rows).toEqual([
      { formId: 'busy-form', views: 2, opens: 0, submissions: 100 },
      { formId: 'quiet-form', views: 0, opens: 2, submissions: 0 },
    ]);
  });
});
