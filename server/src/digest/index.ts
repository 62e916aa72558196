// What other features may use of digest/: its named entry file (server/src/architecture.test.ts).
export { setWeeklyDigest } from './digest-subscription.ts';
