// What other features may use of lead-consent/: its named entry file (server/src/architecture.test.ts).
export { consentOfSubmission, type LeadClient } from './consent-of-submission.ts';
export { consentRecordColumn, consentRecordOf } from './consent-record-column.ts';
