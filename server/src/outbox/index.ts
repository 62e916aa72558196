// What other features may use of outbox/: its named entry file (server/src/architecture.test.ts).
export type { ClaimedMail } from './claim-due-mail.ts';
export type { Composition } from './composition.ts';
export { eachRow, type FeatureMailComposers, type MailContext } from './mail-composer.ts';
export { nextAttemptAt, type RetryBackoff } from './retry-backoff.ts';
