import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A recorded FRED answer from server/test/fixtures/fred. */
export function fredFixture(name: string): string {
  return readFileSync(new URL(`../../test/fixtures/fred/${name}`, import.meta.url), 'utf8');
}

export type FredResponder = (request: IncomingMessage, response: ServerResponse) => void;

export const fredAnswer =
  (status: number, body: string, type = 'text/plain'): FredResponder =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };

/** A stand-in FRED over real HTTP, for tests: each request takes the next responder from `queue`. */
export interface FredTestServer {
  baseUrl: string;
  /** Responders still to answer, in order; an empty queue answers HTTP 500. */
  queue: FredResponder[];
  /** Every request URL, in order. */
  seen: URL[];
  /** Holds a request open without answering (until close). */
  hang: FredResponder;
  /** Empties the queue and the request log. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFredTestServer(): Promise<FredTestServer> {
  const hanging: ServerResponse[] = [];
  const queue: FredResponder[] = [];
  const seen: URL[] = [];
  const server = createServer((request, response) => {
    seen.push(new URL(request.url ?? '/', 'http://fred.test'));
    const next = queue.shift() ?? fredAnswer(500, 'queue empty');
    next(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    queue,
    seen,
    hang: (_request, response) => {
      hanging.push(response);
    },
    reset() {
      queue.length = 0;
      seen.length = 0;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
