import type { PartnerSide } from '../auth/index.ts';
import { findPartnerOfUser } from '../partner-profile/index.ts';
import { revokeAccountApiKeys } from './revoke-account-api-keys.ts';

/** The partner side of an account, as sign-in and the app's page checks ask about it. */
export const partnerSideOfAccounts: PartnerSide = {
  isPartner: async (db, userId) => (await findPartnerOfUser(db, userId)) !== undefined,
  revokeApiKeys: revokeAccountApiKeys,
};
