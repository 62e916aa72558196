import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createTestPartner, errorBody, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';

interface FormAnswer {
  form: { id: string; name: string; maxWidth: string | null };
}

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let partner: Awaited<ReturnType<typeof createTestPartner>>;
  const send = (method: string, path: string, body: unknown) =>
    subject.app.request(path, {
      method,
      headers: { ...partner.authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
    partner = await createTestPartner(database);
  });
  afterAll(() => database.close());

  it('saves a form’s name and max width, which the widget’s config carries (the name stays private)', async () => {
    const created = await send('POST', '/api/partner/forms', { businessName: 'Named Loans' });
    expect(created.status).toBe(201);
    const { form } = (await created.json()) as FormAnswer;
    expect(form).toMatchObject({ name: 'Untitled form', maxWidth: null });

    const updated = await send('PATCH', `/api/partner/forms/${form.id}`, {
      name: '  Homepage form ',
      maxWidth: '80%',
    });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as FormAnswer).form).toMatchObject({
      name: 'Homepage form',
      maxWidth: '80%',
    });
    const config = (await (await subject.app.request(`/api/forms/${form.id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(config.maxWidth).toBe('80%');
    expect(config).not.toHaveProperty('name');

    // An empty max width is full width again.
    const cleared = await send('PATCH', `/api/partner/forms/${form.id}`, { maxWidth: '' });
    expect(((await cleared.json()) as FormAnswer).form.maxWidth).toBeNull();
  });

  it('refuses an empty name and a max width embed.js would refuse', async () => {
    const { form } = (await (
      await send('POST', '/api/partner/forms', { businessName: 'Strict' })
    ).json()) as FormAnswer;
    for (const [body, field] of [
      [{ name: '   ' }, 'name'],
      [{ maxWidth: '600' }, 'maxWidth'],
      [{ maxWidth: '120%' }, 'maxWidth'],
      [{ maxWidth: '50vw' }, 'maxWidth'],
    ] as const) {
      const response = await send('PATCH', `/api/partner/forms/${form.id}`, body);
      expect(response.status).toBe(422);
      expect(Object.keys((await errorBody(response)).fields ?? {})).toEqual([field]);
    }
  });
});
