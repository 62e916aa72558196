import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type DatabaseBeforeMigration,
  databaseBeforeMigration,
} from '../../test/support/database-before-migration.ts';
import { forEachDatabase } from '../../test/support/test-database.ts';

/** Issue 31: existing alerts and leads keep watching the conforming series of their rate type. */
const MIGRATION = '0032_rate_series.sql';

forEachDatabase((driver) => {
  let database: DatabaseBeforeMigration;
  beforeAll(async () => {
    database = await databaseBeforeMigration(driver, MIGRATION);
  });
  afterAll(() => database.close());

  it('maps every alert, lead, disarm and fan-out to its conforming series, and queues no mail', async () => {
    await database.handle.runScriptTransaction(async (session) => {
      await session.exec(`
        INSERT INTO partners (id, name, email) VALUES ('00000000-0000-4000-8000-000000000001', 'P', 'p@example.com');
        INSERT INTO forms (id, partner_id, type, font_family, header_color, button_color, text_color, header_text,
                           button_text, business_name)
        VALUES ('f1', '00000000-0000-4000-8000-000000000001', 'embed', 'Inter', '#000000', '#000000', '#000000',
                'H', 'B', 'P');
        INSERT INTO alerts (id, email, rate_type, threshold, direction, status, confirmed_at) VALUES
          ('00000000-0000-4000-8000-0000000000a1', 'a@example.com', '30y', 6, 'below', 'active', now()),
          ('00000000-0000-4000-8000-0000000000a2', 'b@example.com', '15y', 5, 'above', 'active', now()),
          ('00000000-0000-4000-8000-0000000000a3', 'c@example.com', '30y', 6.5, 'below', 'active', now());
        INSERT INTO alert_disarms (alert_id, rate_type, direction, rearm_at) VALUES
          ('00000000-0000-4000-8000-0000000000a2', '15y', 'above', 4.875);
        INSERT INTO leads (id, form_id, partner_id, name, email, rate_type, target_rate, direction, consent)
        VALUES ('00000000-0000-4000-8000-0000000000b1', 'f1', '00000000-0000-4000-8000-000000000001', 'L',
                'l@example.com', '15y', 5.5, 'below', true);
        -- A lead commits only with its consent record (0031).
        INSERT INTO consent_texts (sha256, text) VALUES (repeat('a', 64), 'P may email me rate alerts.');
        INSERT INTO lead_consents (lead_id, consent_text_sha256, form_id, form_settings_version, consented_at, checked)
        VALUES ('00000000-0000-4000-8000-0000000000b1', repeat('a', 64), 'f1', 1, now(), true);
        INSERT INTO rate_observations (id, series_id, rate_type, observed_on, value, source) VALUES
          (1, 'OBMMIC30YF', '30y', '2025-10-14', 6.1, 'test');
        INSERT INTO alert_fanouts (observation_id, rate_type, direction, lowest, highest, alerts_confirmed_by)
        VALUES (1, '30y', 'below', 6.1, 6.2, now());`);
    });
    const applied = await database.applyMigration();
    expect(applied.applied).toEqual([MIGRATION]);
    await database.handle.runScriptTransaction(async (session) => {
      expect(
        await session.query(
          'SELECT email, rate_type, series_id, status, threshold::text FROM alerts ORDER BY email',
        ),
      ).toEqual([
        {
          email: 'a@example.com',
          rate_type: '30y',
          series_id: 'OBMMIC30YF',
          status: 'active',
          threshold: '6.000',
        },
        {
          email: 'b@example.com',
          rate_type: '15y',
          series_id: 'OBMMIC15YF',
          status: 'active',
          threshold: '5.000',
        },
        {
          email: 'c@example.com',
          rate_type: '30y',
          series_id: 'OBMMIC30YF',
          status: 'active',
          threshold: '6.500',
        },
      ]);
      expect(await session.query('SELECT series_id FROM alert_disarms')).toEqual([
        { series_id: 'OBMMIC15YF' },
      ]);
      expect(await session.query('SELECT series_id FROM leads')).toEqual([{ series_id: 'OBMMIC15YF' }]);
      expect(await session.query('SELECT series_id FROM alert_fanouts')).toEqual([
        { series_id: 'OBMMIC30YF' },
      ]);
      // Nothing fires or is lost because of the migration.
      expect(await session.query('SELECT count(*)::int AS mails FROM mail_outbox')).toEqual([{ mails: 0 }]);
      // A row written the old way (no series) still watches the conforming series of its rate type.
      await session.exec(
        `INSERT INTO alerts (email, rate_type, threshold, direction) VALUES ('d@example.com', '15y', 5, 'below')`,
      );
      expect(await session.query(`SELECT series_id FROM alerts WHERE email = 'd@example.com'`)).toEqual([
        { series_id: 'OBMMIC15YF' },
      ]);
    });
  });
});
