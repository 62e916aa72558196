import type { Logger } from 'pino';

/** Per-request values set by createApp's middleware and read by every route. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** Child logger bound to the request id. */
    logger: Logger;
  };
}
