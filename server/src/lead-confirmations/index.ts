// What other features may use of lead-confirmations/: its named entry file (server/src/architecture.test.ts).
export { admitLeadConfirmation } from './admit-lead-confirmation.ts';
export { leadConfirmationCaps } from './lead-confirmation-caps.ts';
