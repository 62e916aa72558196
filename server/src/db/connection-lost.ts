/**
 * Errors that mean the database connection went away (failover, restart, pg_terminate_backend,
 * network), as opposed to a fault in the query: the request may be retried once the pool reconnects,
 * so the API answers 503 `database_unavailable` instead of 500.
 */
const CONNECTION_SQLSTATE_CLASSES = ['08', '57P'];
const CONNECTION_ERRNOS = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (CONNECTION_ERRNOS.has(code)) return true;
    if (CONNECTION_SQLSTATE_CLASSES.some((prefix) => code.startsWith(prefix))) return true;
  }
  if (CONNECTION_MESSAGES.some((message) => error.message.includes(message))) return true;
  // drizzle wraps driver errors ("Failed query: ...") with the original as `cause`.
  return error.cause !== undefined && error.cause !== error && isConnectionLost(error.cause);
}
