import type { AppEnv } from '../http/app-env.ts';
import type { SessionAccount } from './sessions.ts';

/** The request context of routes behind requireSession: who is signed in. */
export interface SessionEnv extends AppEnv {
  Variables: AppEnv['Variables'] & {
    /** The signed-in person; set by requireSession (require-session.ts). */
    account: SessionAccount;
  };
}
