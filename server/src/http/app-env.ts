import type { Logger } from 'pino';
import type { RateLimitDecision } from './rate-limiter.ts';

/**
 * Per-request values the app's generic middleware sets and every route may read. A feature that sets
 * more extends it (auth/session-env.ts: the signed-in person; partners/partner-env.ts: the partner).
 */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** Child logger bound to the request id. */
    logger: Logger;
    /** A lead POST's form budget, spent by limitPostsPerIp with the client's in one statement. */
    formBudget: { formId: string; decision: RateLimitDecision };
  };
}
