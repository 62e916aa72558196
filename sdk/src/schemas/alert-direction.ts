import { z } from 'zod/mini';

/** An alert fires when the rate falls below, or rises above, its threshold. */
export const ALERT_DIRECTIONS = ['below', 'above'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];

export const alertDirectionSchema = z.enum(ALERT_DIRECTIONS, 'Choose below or above.');
