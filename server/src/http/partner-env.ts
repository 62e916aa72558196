import type { AppEnv } from './app-env.ts';

/** The request context of the partner API: who the partner is, set by authenticate-partner.ts. */
export interface PartnerEnv extends AppEnv {
  Variables: AppEnv['Variables'] & {
    partnerId: string;
    /** When the console's session began (its owner last proved their mailbox); unset for a Bearer key. */
    signedInAt?: Date;
  };
}
