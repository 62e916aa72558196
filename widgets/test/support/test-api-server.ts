import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { consentText } from '@mrn/sdk/schemas/consent-text';
import type { PublicFormConfig } from '@mrn/sdk/schemas/form-config';
import type { CurrentRates } from '@mrn/sdk/schemas/rates';

/** A body sent exactly as written (not JSON-encoded), e.g. an HTML error page or truncated JSON. */
export class RawBody {
  constructor(readonly text: string) {}
}

/** One canned answer: status and JSON body (or a RawBody). */
export type TestAnswer = [status: number, body: unknown];

export interface TestApiRoutes {
  /** GET /api/forms/:id; the default is 404 for every id. */
  form?: (formId: string) => TestAnswer;
  /** GET /api/rates/current; the default is 503. */
  rates?: () => TestAnswer;
  /** POST /api/forms/:id/leads; the default is 201 with a lead id. May wait to hold "submitting". */
  lead?: (body: Record<string, unknown>) => TestAnswer | Promise<TestAnswer>;
}

export interface TestApiServer {
  origin: string;
  /** Bodies of every POSTed lead, in order. */
  leads: Record<string, unknown>[];
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text || '{}') as Record<string, unknown>;
}

/**
 * A real HTTP server on 127.0.0.1 speaking the public API's shapes, for component tests: the
 * widget code runs its real fetch, JSON and error handling against it.
 */
export async function startTestApiServer(routes: TestApiRoutes = {}): Promise<TestApiServer> {
  const leads: Record<string, unknown>[] = [];
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://test.local').pathname;
    let answer: TestAnswer = [404, { error: { code: 'not_found', message: 'Not found.' } }];
    const leadPath = /^\/api\/forms\/([^/]+)\/leads$/.exec(path);
    const formPath = /^\/api\/forms\/([^/]+)$/.exec(path);
    if (request.method === 'POST' && leadPath) {
      const body = await readJson(request);
      leads.push(body);
      answer = routes.lead ? await routes.lead(body) : [201, { leadId: `lead-${leads.length}` }];
    } else if (formPath) {
      answer = routes.form?.(decodeURIComponent(formPath[1])) ?? answer;
    } else if (path === '/api/rates/current') {
      answer = routes.rates?.() ?? [
        503,
        { error: { code: 'service_unavailable', message: 'No rates yet.' } },
      ];
    }
    const [status, body] = answer;
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end(body instanceof RawBody ? body.text : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    leads,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A form config as the server sends it (GET /api/forms/demo). */
export const DEMO_FORM_CONFIG: PublicFormConfig = {
  id: 'demo',
  type: 'embed',
  fontFamily: 'Inter',
  headerColor: '#5b21b6',
  buttonColor: '#7c3aed',
  textColor: '#1f2937',
  headerTextColor: '#fff',
  buttonTextColor: '#fff',
  headerText: 'Get notified when mortgage rates move',
  buttonText: 'Watch Rates For Me',
  showCurrentRates: false,
  businessName: 'Example Home Loans',
  consentText: consentText({ businessName: 'Example Home Loans' }),
  disclosures: null,
  businessEmail: 'partner@example.com',
  businessPhone: null,
  businessWebsite: null,
  maxWidth: null,
  alertKinds: [],
  programs: ['conforming'],
  mrnBranding: null,
  notEnabledHere: null,
  currentRates: null,
};

/** Current rates as the server sends them (GET /api/rates/current). */
export const DEMO_CURRENT_RATES: CurrentRates = {
  rates: [
    { type: '30y', value: 6.123, date: '2026-11-20' },
    { type: '15y', value: 5.5, date: '2026-11-20' },
  ],
  source: {
    name: 'FRED, Federal Reserve Bank of St. Louis',
    notice: 'Freddie Mac Primary Mortgage Market Survey averages, via FRED.',
    series: [
      {
        type: '30y',
        seriesId: 'MORTGAGE30US',
        observationDate: '2026-11-20',
        url: 'https://fred.stlouisfed.org/series/MORTGAGE30US',
      },
      {
        type: '15y',
        seriesId: 'MORTGAGE15US',
        observationDate: '2026-11-20',
        url: 'https://fred.stlouisfed.org/series/MORTGAGE15US',
      },
    ],
  },
  checkedAt: '2026-11-21T12:00:00Z',
};
