/** The history chart's ranges, in days counted back from the newest observation. */
export const HISTORY_RANGES = [
  { days: 30, label: '30 days' },
  { days: 365, label: '1 year' },
  { days: 1825, label: '5 years' },
] as const;

export type HistoryRangeDays = (typeof HISTORY_RANGES)[number]['days'];

export const DEFAULT_HISTORY_RANGE: HistoryRangeDays = 365;
