// What other features may use of partner-profile/: its named entry file (server/src/architecture.test.ts).
export { findPartnerOfUser } from './partner-profile-store.ts';
