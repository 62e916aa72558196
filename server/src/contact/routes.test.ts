import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, postJson } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { contactMessages } from '../db/schema/index.ts';

const message = {
  Name: 'Sam Visitor',
  Email: 'sam@example.com',
  Topic: 'Feedback',
  Message: 'Love the calculators.',
  Created: '{{now}}',
};

/** A stand-in for the third-party form service: real HTTP on a local port. */
async function startFormService(status: number) {
  const received: { contentType: string; body: string }[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ contentType: request.headers['content-type'] ?? '', body });
      response.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/form`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

forEachDatabase((driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  describe('POST /api/contact', () => {
    it('stores a JSON message (201)', async () => {
      const { app } = createTestApp(database);
      const response = await postJson(app, '/api/contact', message);
      expect(response.status).toBe(201);
      const rows = await database.db.select().from(contactMessages);
      expect(rows.find((row) => row.email === 'sam@example.com')).toMatchObject({
        name: 'Sam Visitor',
        topic: 'Feedback',
        createdLabel: '{{now}}',
        forwardedAt: null,
      });
    });

    it('accepts multipart form data with the spec’s field names', async () => {
      const { app } = createTestApp(database);
      const form = new FormData();
      for (const [key, value] of Object.entries({ ...message, Email: 'multi@example.com' }))
        form.set(key, value);
      const response = await app.request('/api/contact', { method: 'POST', body: form });
      expect(response.status).toBe(201);
    });

    it('sends a browser posting the page without script back to the page with success=true (303)', async () => {
      const { app, config } = createTestApp(database);
      const response = await app.request('/api/contact', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
          Origin: new URL(config.PUBLIC_URL).origin,
        },
        body: new URLSearchParams({
          Name: 'No Script',
          Email: 'noscript@example.com',
          Topic: 'Other',
          Message: 'Hi',
        }),
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${config.PUBLIC_URL}/contact?success=true#sent`);
      const rows = await database.db.select().from(contactMessages);
      expect(rows.find((row) => row.email === 'noscript@example.com')).toMatchObject({ name: 'No Script' });
    });

    it('requires all fields (trimmed) and a topic from the list', async () => {
      const { app } = createTestApp(database);
      for (const broken of [
        { ...message, Name: '   ' },
        { ...message, Topic: 'Sales' },
        { ...message, Message: undefined },
      ]) {
        const response = await postJson(app, '/api/contact', broken);
        expect(response.status).toBe(422);
        expect((await errorBody(response)).message).toContain('Please fill in all fields');
      }
    });

    it('rejects an email that fails the simple pattern', async () => {
      const { app } = createTestApp(database);
      for (const email of ['no-at-sign', 'two@@example.com', 'sp ace@example.com', 'nodot@example']) {
        const response = await postJson(app, '/api/contact', { ...message, Email: email });
        expect(response.status).toBe(422);
        expect((await errorBody(response)).message).toContain('Invalid email address');
      }
    });

    it('forwards to CONTACT_FORWARD_URL as multipart with Name, Email, Topic, Message, Created', async () => {
      const service = await startFormService(200);
      try {
        const { app } = createTestApp(database, { environment: { CONTACT_FORWARD_URL: service.url } });
        const response = await postJson(app, '/api/contact', { ...message, Email: 'fwd@example.com' });
        expect(response.status).toBe(201);
        expect(service.received).toHaveLength(1);
        expect(service.received[0].contentType).toContain('multipart/form-data');
        for (const field of ['Name', 'Email', 'Topic', 'Message', 'Created']) {
          expect(service.received[0].body).toContain(`name="${field}"`);
        }
        const rows = await database.db.select().from(contactMessages);
        expect(rows.find((row) => row.email === 'fwd@example.com')?.forwardedAt).toBeInstanceOf(Date);
      } finally {
        await service.close();
      }
    });

    it('still stores the message and answers 201 when forwarding fails', async () => {
      const service = await startFormService(500);
      try {
        const { app } = createTestApp(database, { environment: { CONTACT_FORWARD_URL: service.url } });
        const response = await postJson(app, '/api/contact', { ...message, Email: 'kept@example.com' });
        expect(response.status).toBe(201);
        const rows = await database.db.select().from(contactMessages);
        expect(rows.find((row) => row.email === 'kept@example.com')?.forwardedAt).toBeNull();
      } finally {
        await service.close();
      }
    });
  });
});
