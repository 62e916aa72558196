// What other features may use of form-analytics/: its named entry file (server/src/architecture.test.ts).
export type { FormCounters } from './form-counters.ts';
