import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type HttpLimitSettings, httpServerOptions, limitHttpServer } from '@mrn/server';

type NodeHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * The product's node:http server around the site handler, with the API's header, body and idle
 * timeouts and connection cap (slow clients cannot hold the process), and a bare 500 for a
 * handler that throws.
 */
export function createProductServer(handler: NodeHandler, limits: HttpLimitSettings): Server {
  const server = createServer(httpServerOptions(limits), (request, response) => {
    handler(request, response).catch((error: unknown) => {
      console.error('Request failed', error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });
  return limitHttpServer(server, limits);
}
