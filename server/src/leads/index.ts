// What other features may use of leads/: its named entry file (server/src/architecture.test.ts).
export { csvRow } from './csv-cell.ts';
export { detachLeadsFromAlerts } from './detach-deleted-alerts.ts';
export { decodeLeadCursor, encodeLeadCursor, listPartnerLeads } from './lead-store.ts';
export { leadsCsvStream } from './leads-csv.ts';
