import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createAlert } from '../alerts/create-alert.ts';
import { healthReport } from './health-report.ts';

forEachDatabase((driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(sql`TRUNCATE rate_checks, mail_outbox, alerts CASCADE`);
  });

  const checks = (...rows: [status: string, at: string][]) =>
    Promise.all(
      rows.map(([status, at]) =>
        database.db.execute(
          sql`INSERT INTO rate_checks (series_id, rate_type, status, message, checked_at)
              VALUES ('S30', '30y', ${status}, ${status === 'ok' ? null : 'FRED unreachable'}, ${at}::timestamptz)`,
        ),
      ),
    );

  it('is ok on a fresh install and while checks succeed', async () => {
    expect(await healthReport(database.db, driver, new Date('2026-11-24T15:00:00Z'))).toMatchObject({
      status: 'ok',
      problems: [],
    });
    await checks(['ok', '2026-11-23T15:00:00Z']);
    expect((await healthReport(database.db, driver, new Date('2026-11-24T15:00:00Z'))).status).toBe('ok');
  });

  it('is degraded when no rate check succeeded for more than two business days', async () => {
    // Thursday's check, read the next Tuesday: Friday, Monday, Tuesday are three business days.
    await checks(['ok', '2026-11-19T15:00:00Z']);
    const monday = await healthReport(database.db, driver, new Date('2026-11-23T15:00:00Z'));
    expect(monday.status).toBe('ok');
    const tuesday = await healthReport(database.db, driver, new Date('2026-11-24T15:00:00Z'));
    expect(tuesday.status).toBe('degraded');
    expect(tuesday.problems).toEqual([
      expect.stringMatching(/No S30 \(S30\) rate check has succeeded for 3 business days/),
    ]);
  });

  it('names a failing series by its id and shows each series’ last good date', async () => {
    await database.db.execute(
      sql`INSERT INTO rate_observations (series_id, rate_type, observed_on, value, source)
          VALUES ('OBMMIFHA30YF', '30y', '2026-11-20', 6.01, 'test')`,
    );
    await database.db.execute(
      sql`INSERT INTO rate_checks (series_id, rate_type, status, message, checked_at) VALUES
            ('OBMMIFHA30YF', '30y', 'ok', NULL, '2026-11-23T14:00:00Z'),
            ('OBMMIFHA30YF', '30y', 'failed', 'FRED answered HTTP 404 for OBMMIFHA30YF', '2026-11-24T14:00:00Z')`,
    );
    const report = await healthReport(database.db, driver, new Date('2026-11-24T15:00:00Z'));
    expect(report.status).toBe('degraded');
    expect(report.rateChecks).toEqual([
      expect.objectContaining({
        seriesId: 'OBMMIFHA30YF',
        label: '30-year FHA',
        status: 'failed',
        lastOkAt: '2026-11-23T14:00:00.000Z',
        lastGoodDate: '2026-11-20',
      }),
    ]);
    expect(report.problems).toEqual([
      'The last 30-year FHA (OBMMIFHA30YF) rate check failed: FRED answered HTTP 404 for OBMMIFHA30YF.',
    ]);
  });

  it('is degraded when mail has waited more than ten minutes', async () => {
    await createAlert(
      database.db,
      { email: 'health@example.com', rateType: '30y', threshold: 6, direction: 'below' },
      { now: new Date() },
    );
    const soon = await healthReport(database.db, driver, new Date(Date.now() + 9 * 60_000));
    expect(soon).toMatchObject({ status: 'ok', outbox: { waiting: 1 } });
    const later = await healthReport(database.db, driver, new Date(Date.now() + 11 * 60_000));
    expect(later.status).toBe('degraded');
    expect(later.problems).toEqual([
      expect.stringMatching(/oldest of 1 waiting mails has waited 1[01] minutes/),
    ]);
  });
});
