import { createFormSchema } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPartner } from '../../test/support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { ActiveFormCache } from './active-form-cache.ts';
import { createForm } from './form-store.ts';

describe('form_cache_version, which tells every web node to drop its cached forms', () => {
  let database: TestDatabase;
  let partnerId: string;
  const version = async () =>
    Number(
      (await queryRows<{ version: string }>(database.db, sql`SELECT version FROM form_cache_version`))[0]
        .version,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    partnerId = (await createTestPartner(database)).partnerId;
    await createForm(database.db, partnerId, createFormSchema.parse({ businessName: 'Cached' }), 'cached');
  });
  afterAll(() => database.close());

  it('moves when a widget-visible form setting or the partner’s plan changes', async () => {
    const before = await version();
    await database.db.execute(sql`UPDATE forms SET header_text = 'New words' WHERE id = 'cached'`);
    expect(await version()).toBe(before + 1);
    await database.db.execute(sql`UPDATE partners SET plan = 'ended' WHERE id = ${partnerId}::uuid`);
    expect(await version()).toBe(before + 2);
  });

  it('stays put for the install check’s writes on widget loads, which must not empty the caches', async () => {
    const before = await version();
    await database.db.execute(
      sql`UPDATE forms SET last_loaded_origin = 'https://partner.example', last_loaded_at = now(),
            last_loaded_allowed = true WHERE id = 'cached'`,
    );
    expect(await version()).toBe(before);
  });

  it('serves from memory until the version moves, then reads the form again', async () => {
    let now = Date.parse('2026-03-04T10:00:00Z');
    const cache = new ActiveFormCache(database.db, () => new Date(now), 60_000);
    await cache.get('cached');
    await cache.get('cached');
    await database.db.execute(sql`UPDATE forms SET header_text = 'Changed elsewhere' WHERE id = 'cached'`);
    expect((await cache.get('cached'))?.headerText).not.toBe('Changed elsewhere');
    now += 1_000;
    expect((await cache.get('cached'))?.headerText).toBe('Changed elsewhere');
  });
});
