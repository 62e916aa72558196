import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, postJson, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { newsletterSubscribers } from '../db/schema/index.ts';

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
  });
  afterAll(() => database.close());

  describe('POST /api/newsletter/subscribe', () => {
    it('answers 201 on first and repeated subscription and stores one row per address', async () => {
      const first = await postJson(subject.app, '/api/newsletter/subscribe', { email: 'reader@example.com' });
      const again = await postJson(subject.app, '/api/newsletter/subscribe', {
        email: ' Reader@Example.com ',
      });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      const rows = await database.db.select().from(newsletterSubscribers);
      expect(rows.map((row) => row.email)).toEqual(['reader@example.com']);
    });

    it('answers 422 for a missing or invalid email', async () => {
      for (const body of [{}, { email: '' }, { email: 'not an email' }, { email: 'a@b' }, { email: 42 }]) {
        const response = await postJson(subject.app, '/api/newsletter/subscribe', body);
        expect(response.status).toBe(422);
        expect((await errorBody(response)).fields?.email).toBeTruthy();
      }
    });

    it('answers 400 for malformed JSON or a non-object body and 415 for another content type', async () => {
      for (const body of ['{"email":', '[]', 'null', '"x"']) {
        const response = await postJson(subject.app, '/api/newsletter/subscribe', body);
        expect(response.status).toBe(400);
        expect((await errorBody(response)).code).toBe('invalid_json');
      }
      const wrongType = await subject.app.request('/api/newsletter/subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'email=a@example.com',
      });
      expect(wrongType.status).toBe(415);
      expect((await errorBody(wrongType)).code).toBe('unsupported_media_type');
    });
  });
});
