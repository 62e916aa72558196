// What other features may use of lead-view/: its named entry file (server/src/architecture.test.ts).
export { leadStatusSql, partnerOwnAlertJoin } from './lead-status.ts';
export { partnerLeadColumns } from './partner-lead-columns.ts';
