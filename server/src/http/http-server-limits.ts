import type { IncomingMessage, Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config.ts';

export type HttpLimitSettings = Pick<
  Config,
  'HTTP_HEADERS_TIMEOUT_MS' | 'HTTP_REQUEST_TIMEOUT_MS' | 'HTTP_IDLE_TIMEOUT_MS' | 'HTTP_MAX_CONNECTIONS'
>;

/**
 * node:http options that close slow clients: headers within HTTP_HEADERS_TIMEOUT_MS, the whole
 * request (headers and body) within HTTP_REQUEST_TIMEOUT_MS, an idle keep-alive connection after
 * HTTP_IDLE_TIMEOUT_MS. Node only enforces the first two when it checks its connections, every
 * 30 s by default, so a slow-loris client would get up to 30 s more: check at least every second.
 */
export function httpServerOptions(settings: HttpLimitSettings): ServerOptions {
  return {
    headersTimeout: settings.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeout: settings.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: settings.HTTP_IDLE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.max(
      10,
      Math.min(1000, Math.floor(settings.HTTP_HEADERS_TIMEOUT_MS / 2)),
    ),
  };
}

/**
 * What can only be set on a created server. The connection cap: Node drops connections beyond
 * it at once, so slow clients cannot hold every socket of the process. And a deadline for the
 * first request: Node's headersTimeout starts with the first byte, so a connection that sends
 * nothing at all would otherwise stay open for good.
 */
export function limitHttpServer<S extends Server>(server: S, settings: HttpLimitSettings): S {
  server.maxConnections = settings.HTTP_MAX_CONNECTIONS;
  const firstRequestDeadlines = new WeakMap<Socket, NodeJS.Timeout>();
  server.on('connection', (socket: Socket) => {
    const deadline = setTimeout(() => socket.destroy(), settings.HTTP_HEADERS_TIMEOUT_MS);
    deadline.unref();
    firstRequestDeadlines.set(socket, deadline);
    socket.once('close', () => clearTimeout(deadline));
  });
  server.on('request', (request: IncomingMessage) => {
    clearTimeout(firstRequestDeadlines.get(request.socket));
  });
  return server;
}
