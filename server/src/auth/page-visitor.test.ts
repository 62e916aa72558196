import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createPartnerProfile } from '../partner-profile/partner-profile-store.ts';
import { partnerSideOfAccounts } from '../partners/partner-side-of-accounts.ts';
import { pageVisitorCheck, signedInMarkerRefresh } from './page-visitor.ts';
import { createSession, SESSION_LIFETIME_MS } from './sessions.ts';
import { findOrCreateUser } from './users.ts';

forEachDatabase((driver) => {
  describe(`pageVisitorCheck (${driver})`, () => {
    let database: TestDatabase;
    let clockNow = new Date('2026-11-24T15:00:00Z');
    let visitorOf: ReturnType<typeof pageVisitorCheck>;
    let buyerToken = '';
    let partnerToken = '';

    beforeAll(async () => {
      database = await createTestDatabase(driver);
      visitorOf = pageVisitorCheck(
        { db: database.db, config: testConfig(), clock: () => clockNow },
        partnerSideOfAccounts,
      );
      const buyer = await findOrCreateUser(database.db, 'page-buyer@example.com', clockNow);
      buyerToken = await createSession(database.db, buyer.id, clockNow);
      const partner = await findOrCreateUser(database.db, 'page-partner@lender.example', clockNow);
      await createPartnerProfile(
        database.db,
        { userId: partner.id, email: partner.email },
        { businessName: 'Page Loans' },
        { now: clockNow, secret: 'page-visitor-test-secret' },
      );
      partnerToken = await createSession(database.db, partner.id, clockNow);
    });
    afterAll(async () => {
      await database.close();
    });

    it('names the signed-in account and the partner from their session cookies, among other cookies', async () => {
      expect(await visitorOf(`theme=dark; mrn_session=${buyerToken}; other=1`)).toBe('signed-in');
      expect(await visitorOf(`mrn_session=${partnerToken}`)).toBe('partner');
    });

    it('is signed out without a cookie, for an unknown token, and for another cookie name', async () => {
      expect(await visitorOf(undefined)).toBe('signed-out');
      expect(await visitorOf('')).toBe('signed-out');
      expect(await visitorOf('mrn_session=not-a-session')).toBe('signed-out');
      expect(await visitorOf(`__Host-mrn_session=${buyerToken}`)).toBe('signed-out');
    });

    it('is signed out once the session has expired', async () => {
      clockNow = new Date(clockNow.getTime() + SESSION_LIFETIME_MS + 1000);
      expect(await visitorOf(`mrn_session=${buyerToken}`)).toBe('signed-out');
    });
  });

  describe('signedInMarkerRefresh', () => {
    const refresh = signedInMarkerRefresh(testConfig());

    it('leaves a marker that is right alone', () => {
      expect(refresh('mrn_signed_in=account', 'signed-in')).toBeNull();
      expect(refresh('a=1; mrn_signed_in=partner', 'partner')).toBeNull();
      expect(refresh(undefined, 'signed-out')).toBeNull();
    });

    it('clears the marker of an ended session and corrects the kind of account', () => {
      expect(refresh('mrn_signed_in=account', 'signed-out')).toMatch(/^mrn_signed_in=; Max-Age=0; Path=\/;/);
      expect(refresh('mrn_signed_in=account', 'partner')).toMatch(
        /^mrn_signed_in=partner; Max-Age=2592000; Path=\//,
      );
      expect(refresh(undefined, 'signed-in')).toMatch(/^mrn_signed_in=account;/);
      expect(refresh(undefined, 'signed-in')).not.toMatch(/HttpOnly/i);
    });

    it('is __Host- prefixed and Secure over https', () => {
      const secure = signedInMarkerRefresh(testConfig({ PUBLIC_URL: 'https://mrn.example' }));
      expect(secure(undefined, 'partner')).toMatch(/^__Host-mrn_signed_in=partner;.*Secure/);
    });
  });
});
