export const ALERT_DIRECTIONS = ['below', 'above'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];
