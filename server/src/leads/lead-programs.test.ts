import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PartnerForm, PartnerLead, PublicFormConfig, WebhookEvent } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestPartner,
  errorBody,
  postJson,
  type TestApp,
} from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { confirmAlert } from '../alerts/confirm-alert.ts';
import { expandAllFanOuts } from '../alerts/expand-fanout.ts';
import { queryRows } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { ingestObservations } from '../rates/ingest-observations.ts';
import { processWebhookBatch } from '../webhooks/webhook-worker.ts';

/** Issue 31 item 4: a partner's form offers loan programs; a lead's alert watches its program's series. */

const contact = { name: 'Vera Veteran', rateType: '30y', targetRate: 6, direction: 'below', consent: true };

type Partner = Awaited<ReturnType<typeof createTestPartner>>;

/** A real receiver on 127.0.0.1 keeping each webhook body it gets. */
async function startReceiver() {
  const bodies: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let partner: Partner;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database, { environment: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
    partner = await createTestPartner(database, 'Program Lender');
  });
  afterAll(() => database.close());

  const partnerRequest = (method: string, url: string, body?: unknown) =>
    subject.app.request(url, {
      method,
      headers: { ...partner.authorization, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function newForm(settings: Record<string, unknown> = {}): Promise<PartnerForm> {
    const response = await partnerRequest('POST', '/api/partner/forms', {
      businessName: 'Program Lender',
      ...settings,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { form: PartnerForm }).form;
  }

  const submit = (formId: string, body: Record<string, unknown>) =>
    postJson(subject.app, `/api/forms/${formId}/leads`, body);

  async function leadRow(leadId: string) {
    const [row] = await queryRows<{ series_id: string; rate_type: string; alert_id: string }>(
      database.db,
      sql`SELECT series_id, rate_type, alert_id::text AS alert_id FROM leads WHERE id = ${leadId}::uuid`,
    );
    return row;
  }

  async function alertSeries(alertId: string) {
    const [row] = await queryRows<{ series_id: string; rate_type: string }>(
      database.db,
      sql`SELECT series_id, rate_type FROM alerts WHERE id = ${alertId}::uuid`,
    );
    return row;
  }

  describe('the form config', () => {
    it('offers conforming only by default, as every form did before', async () => {
      const form = await newForm();
      expect(form.programs).toEqual(['conforming']);
      const config = (await (await subject.app.request(`/api/forms/${form.id}`)).json()) as PublicFormConfig;
      expect(config.programs).toEqual(['conforming']);
    });

    it('saves the programs the partner ticks, once each, in catalogue order, and serves them to the widget', async () => {
      const form = await newForm();
      const changed = await partnerRequest('PATCH', `/api/partner/forms/${form.id}`, {
        programs: ['va', 'conforming', 'va'],
      });
      expect(changed.status).toBe(200);
      expect(((await changed.json()) as { form: PartnerForm }).form.programs).toEqual(['conforming', 'va']);
      const read = await partnerRequest('GET', `/api/partner/forms/${form.id}`);
      expect(((await read.json()) as { form: PartnerForm }).form.programs).toEqual(['conforming', 'va']);
      const config = (await (await subject.app.request(`/api/forms/${form.id}`)).json()) as PublicFormConfig;
      expect(config.programs).toEqual(['conforming', 'va']);
    });

    it.each([[[]], [['conforming', 'arm']], ['va']])(
      'refuses programs %j with a 422 naming the field',
      async (programs) => {
        const form = await newForm();
        const response = await partnerRequest('PATCH', `/api/partner/forms/${form.id}`, { programs });
        expect(response.status).toBe(422);
        const error = await errorBody(response);
        expect(Object.keys(error.fields ?? {}).some((field) => field.startsWith('programs'))).toBe(true);
        expect(JSON.stringify(error.fields)).toMatch(/conforming, fha, va, usda, jumbo/);
      },
    );
  });

  describe('a lead', () => {
    it('with an offered program watches that program’s series, in the lead and in its alert', async () => {
      const form = await newForm({ programs: ['va'] });
      const response = await submit(form.id, { ...contact, email: 'vera@example.com', program: 'va' });
      expect(response.status).toBe(201);
      const lead = await leadRow(((await response.json()) as { leadId: string }).leadId);
      expect(lead).toMatchObject({ series_id: 'OBMMIVA30YF', rate_type: '30y' });
      expect(await alertSeries(lead.alert_id)).toEqual({ series_id: 'OBMMIVA30YF', rate_type: '30y' });
    });

    it('without a program takes the form’s first; a 15-year term of a program with none watches its 30-year', async () => {
      const form = await newForm({ programs: ['va'] });
      const plain = await submit(form.id, { ...contact, email: 'plain@example.com' });
      expect((await leadRow(((await plain.json()) as { leadId: string }).leadId)).series_id).toBe(
        'OBMMIVA30YF',
      );
      const fifteen = await submit(form.id, {
        ...contact,
        email: 'fifteen@example.com',
        rateType: '15y',
        program: 'va',
      });
      expect(fifteen.status).toBe(201);
      const lead = await leadRow(((await fifteen.json()) as { leadId: string }).leadId);
      expect(lead).toMatchObject({ series_id: 'OBMMIVA30YF', rate_type: '30y' });
    });

    it('on a form as it was (conforming only) watches the conforming 30- or 15-year series, as before', async () => {
      const form = await newForm();
      for (const [rateType, series] of [
        ['30y', 'OBMMIC30YF'],
        ['15y', 'OBMMIC15YF'],
      ]) {
        const response = await submit(form.id, {
          ...contact,
          email: `old-${rateType}@example.com`,
          rateType,
        });
        expect(response.status).toBe(201);
        const lead = await leadRow(((await response.json()) as { leadId: string }).leadId);
        expect(lead.series_id).toBe(series);
        expect((await alertSeries(lead.alert_id)).series_id).toBe(series);
      }
    });

    it('with a program the form does not offer is a 422 naming `program` and listing what it offers', async () => {
      const form = await newForm({ programs: ['va', 'usda'] });
      const response = await submit(form.id, { ...contact, email: 'fha@example.com', program: 'fha' });
      expect(response.status).toBe(422);
      const error = await errorBody(response);
      expect(error.fields?.program).toBe(
        'This form does not offer that loan program. Choose one of: va (VA), usda (USDA).',
      );
      const count = await queryRows<{ leads: number }>(
        database.db,
        sql`SELECT count(*)::int AS leads FROM leads WHERE form_id = ${form.id}`,
      );
      expect(count[0].leads).toBe(0);
    });

    it('with an unknown program is a 422 naming `program` and listing every program', async () => {
      const form = await newForm({ programs: ['va'] });
      const response = await submit(form.id, { ...contact, email: 'arm@example.com', program: 'arm' });
      expect(response.status).toBe(422);
      expect((await errorBody(response)).fields?.program).toBe(
        'program must be one of conforming, fha, va, usda, jumbo.',
      );
    });
  });

  it('the lead’s alert fires on its program’s crossing, not on a conforming one', async () => {
    const form = await newForm({ programs: ['conforming', 'va'] });
    const response = await submit(form.id, {
      ...contact,
      email: 'crossing@example.com',
      targetRate: 6.0,
      program: 'va',
    });
    const lead = await leadRow(((await response.json()) as { leadId: string }).leadId);
    expect(await confirmAlert(database.db, lead.alert_id, new Date(Date.now() - 86_400_000))).toBe(
      'confirmed',
    );

    const observe = async (seriesId: string, values: [string, number][]) => {
      const result = await ingestObservations(database.db, {
        seriesId,
        rateType: '30y',
        source: 'test',
        observations: values.map(([date, value]) => ({ date, value })),
        today: '2030-01-01',
      });
      expect(result.status).toBe('ok');
      await expandAllFanOuts(database.db);
    };
    const mailed = async () =>
      (
        await queryRows<{ alert_id: string }>(
          database.db,
          sql`SELECT alert_id::text AS alert_id FROM mail_outbox WHERE kind = 'rate_alert'`,
        )
      ).map((row) => row.alert_id);

    // The conforming rate falls through 6.0: not this lead's rate.
    await observe('OBMMIC30YF', [['2029-12-01', 6.2]]);
    await observe('OBMMIC30YF', [['2029-12-02', 5.9]]);
    expect(await mailed()).not.toContain(lead.alert_id);
    // The VA rate does: its alert fires.
    await observe('OBMMIVA30YF', [['2029-12-01', 6.1]]);
    await observe('OBMMIVA30YF', [['2029-12-02', 5.95]]);
    expect(await mailed()).toContain(lead.alert_id);
  });

  it('the partner API, the CSV export and the webhook carry the series, by id and in words', async () => {
    const receiver = await startReceiver();
    try {
      const hook = await partnerRequest('PUT', '/api/partner/webhook', {
        url: receiver.url,
        events: ['lead.created'],
      });
      expect([200, 201]).toContain(hook.status);
      const form = await newForm({ programs: ['fha', 'va'] });
      const response = await submit(form.id, { ...contact, email: 'carry@example.com', program: 'va' });
      expect(response.status).toBe(201);
      const { leadId } = (await response.json()) as { leadId: string };

      const list = await partnerRequest('GET', `/api/partner/leads?formId=${form.id}`);
      const [listed] = ((await list.json()) as { leads: PartnerLead[] }).leads;
      expect(listed).toMatchObject({ id: leadId, series: 'OBMMIVA30YF', seriesLabel: '30-year VA' });

      const csv = await (await partnerRequest('GET', `/api/partner/leads.csv?formId=${form.id}`)).text();
      const [header, row] = csv.trim().split(/\r?\n/);
      const columns = header.split(',');
      const cells = row.split(',');
      expect(cells[columns.indexOf('series')]).toBe('OBMMIVA30YF');
      expect(cells[columns.indexOf('series_label')]).toBe('30-year VA');

      expect(
        await processWebhookBatch({ db: database.db, logger: silentLogger(), allowPrivate: true }),
      ).toMatchObject({ delivered: 1 });
      const event = JSON.parse(receiver.bodies[0]) as WebhookEvent;
      expect(event.data.lead).toMatchObject({ id: leadId, series: 'OBMMIVA30YF', seriesLabel: '30-year VA' });
    } finally {
      await receiver.close();
    }
  });
});
