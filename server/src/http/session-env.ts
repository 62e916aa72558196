import type { Plan } from '@mrn/sdk/schemas';
import type { AppEnv } from './app-env.ts';

/** Who a session belongs to, as requireSession finds it (auth/sessions.ts). */
export interface SessionAccount {
  sessionId: string;
  userId: string;
  email: string;
  plan: Plan;
  createdAt: Date;
  /** When this session began: the moment its owner last proved their mailbox (link or code). */
  signedInAt: Date;
}

/** The request context of routes behind requireSession: who is signed in. */
export interface SessionEnv extends AppEnv {
  Variables: AppEnv['Variables'] & {
    /** The signed-in person; set by requireSession (require-session.ts). */
    account: SessionAccount;
  };
}
