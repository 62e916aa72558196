import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { forms, partners } from '../db/schema/index.ts';
import { DEMO_FORM_ID, DEMO_PARTNER, seedDemo } from './seed-demo.ts';

forEachDatabase((driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  it('creates the fictional demo partner and the `demo` form once, on an empty database only', async () => {
    expect(await seedDemo(database.db)).toBe(true);
    expect(await seedDemo(database.db)).toBe(false);
    const storedPartners = await database.db.select().from(partners);
    expect(storedPartners).toHaveLength(1);
    expect(storedPartners[0]).toMatchObject({ name: DEMO_PARTNER.name, licenceId: 'NMLS #000000 (demo)' });
    expect((await database.db.select().from(forms)).map((form) => form.id).sort()).toEqual([
      'demo',
      'demo-popup',
    ]);

    const { app } = createTestApp(database);
    const response = await app.request(`/api/forms/${DEMO_FORM_ID}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ businessName: 'Example Home Loans (demo)', type: 'embed' });
  });
});
