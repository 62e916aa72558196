import type { Logger } from 'pino';
import type { SessionAccount } from '../auth/sessions.ts';
import type { RateLimitDecision } from './rate-limiter.ts';

/** Per-request values set by createApp's middleware and read by every route. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** Child logger bound to the request id. */
    logger: Logger;
    /** The signed-in person; set by requireSession on /api/app/* and the session routes. */
    account: SessionAccount;
    /** A lead POST's form budget, spent by limitPostsPerIp with the client's in one statement. */
    formBudget: { formId: string; decision: RateLimitDecision };
  };
}
