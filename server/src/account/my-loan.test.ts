import type { AccountExport, MyLoanAnswer } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedIn, signedIn } from '../../test/support/signed-in.ts';
import { createTestApp, errorBody, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let ann: SignedIn;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(sql`TRUNCATE users, auth_challenges, auth_throttles CASCADE`);
    ann = await signedIn(database.db, subject.config, 'ann@example.com');
  });

  const get = (path: string, who: SignedIn) =>
    Promise.resolve(subject.app.request(path, { headers: who.headers }));
  const put = (who: SignedIn, body: unknown) =>
    Promise.resolve(
      subject.app.request('/api/app/account/loan', {
        method: 'PUT',
        headers: who.jsonHeaders,
        body: JSON.stringify(body),
      }),
    );

  describe('GET/PUT /api/app/account/loan', () => {
    it('is null until chosen, then answers the choice with its series in words', async () => {
      expect(await (await get('/api/app/account/loan', ann)).json()).toEqual({ loan: null });

      const saved = await put(ann, { program: 'fha', term: '30y' });
      expect(saved.status).toBe(200);
      const fha = {
        program: 'fha',
        term: '30y',
        creditBand: null,
        downPayment: null,
        series: 'OBMMIFHA30YF',
        seriesLabel: '30-year FHA',
      };
      expect(await saved.json()).toEqual({ loan: fha });
      expect(await (await get('/api/app/account/loan', ann)).json()).toEqual({ loan: fha });
    });

    it('stores credit and down-payment bands for the conventional 30-year rate, and drops them again', async () => {
      const banded = (await (
        await put(ann, { program: 'conforming', term: '30y', creditBand: '700-719', downPayment: 'under-20' })
      ).json()) as MyLoanAnswer;
      expect(banded.loan).toMatchObject({ series: 'OBMMIC30YFLVGT80FB700A719', creditBand: '700-719' });
      expect(banded.loan?.seriesLabel).toBe('30-year fixed, credit 700 to 719, under 20% down');

      const plain = (await (await put(ann, { program: 'conforming', term: '15y' })).json()) as MyLoanAnswer;
      expect(plain.loan).toMatchObject({ series: 'OBMMIC15YF', creditBand: null, downPayment: null });
    });

    it('refuses a combination FRED does not publish with a 422 naming the field, and keeps the stored loan', async () => {
      await put(ann, { program: 'va', term: '30y' });
      const cases: [unknown, string, RegExp][] = [
        [{ program: 'fha', term: '15y' }, 'term', /no 15-year FHA rate/],
        [
          { program: 'va', term: '30y', creditBand: 'ge740', downPayment: '20-or-more' },
          'creditBand',
          /without credit/,
        ],
        [{ program: 'conforming', term: '30y', creditBand: 'ge740' }, 'downPayment', /down payment too/],
        [{ program: 'conforming', term: '15y', downPayment: 'under-20' }, 'downPayment', /without credit/],
        [{ program: 'arm', term: '30y' }, 'program', /program must be one of: conforming, fha/],
        [{ program: 'fha', term: '30y', series: 'OBMMIFHA30YF' }, 'series', /unknown field/],
      ];
      for (const [body, field, message] of cases) {
        const response = await put(ann, body);
        expect(response.status, JSON.stringify(body)).toBe(422);
        expect((await errorBody(response)).fields?.[field], JSON.stringify(body)).toMatch(message);
      }
      const kept = (await (await get('/api/app/account/loan', ann)).json()) as MyLoanAnswer;
      expect(kept.loan?.series).toBe('OBMMIVA30YF');
    });

    it('needs a session, and a person sees only their own loan', async () => {
      const anonymous = await subject.app.request('/api/app/account/loan');
      expect(anonymous.status).toBe(401);
      const bob = await signedIn(database.db, subject.config, 'bob@example.com');
      await put(bob, { program: 'usda', term: '30y' });
      expect(await (await get('/api/app/account/loan', ann)).json()).toEqual({ loan: null });
    });

    it('the database refuses half a choice (a program without a term, one band alone)', async () => {
      await expect(
        database.db.execute(sql`UPDATE users SET loan_program = 'fha' WHERE id = ${ann.user.id}::uuid`),
      ).rejects.toThrow();
      await expect(
        database.db.execute(
          sql`UPDATE users SET loan_program = 'conforming', loan_term = '30y', loan_credit_band = 'ge740'
               WHERE id = ${ann.user.id}::uuid`,
        ),
      ).rejects.toThrow();
    });
  });

  describe('the account export', () => {
    it('names the loan and its series in words (JSON and CSV)', async () => {
      await put(ann, { program: 'fha', term: '30y' });
      const data = (await (await get('/api/app/account/export', ann)).json()) as AccountExport;
      expect(data.myLoan).toMatchObject({ program: 'fha', term: '30y', seriesLabel: '30-year FHA' });
      const csv = await (await get('/api/app/account/export?format=csv', ann)).text();
      expect(csv).toContain('my loan,1,seriesLabel,30-year FHA');
    });

    it('says null when no loan was chosen', async () => {
      const data = (await (await get('/api/app/account/export', ann)).json()) as AccountExport;
      expect(data.myLoan).toBeNull();
    });
  });
});
