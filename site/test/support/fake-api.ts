import { vi } from 'vitest';

/** One request the page made, as the server would see it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

type Answer = { status: number; body?: unknown } | 'network-error';
type Handler = Answer | ((request: RecordedRequest) => Answer);

/**
 * Replaces fetch (the network edge) with canned answers keyed by "METHOD /path?query";
 * a request nobody expected fails the test with a 599.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(
      Object.entries((init.headers as Record<string, string>) ?? {}).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      headers,
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const answer = typeof handler === 'function' ? handler(request) : handler;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (!answer)
      return new Response(JSON.stringify({ error: { code: 'unexpected', message: 'no route' } }), {
        status: 599,
      });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** Requests other than GETs, in order. */
    writes: () => requests.filter((request) => request.method !== 'GET'),
  };
}

export function apiError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
}
