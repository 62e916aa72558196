import { z } from 'zod/mini';

/** The two products MRN tracks: 30-year and 15-year fixed mortgage rates. */
export const RATE_TYPES = ['30y', '15y'] as const;
export type RateType = (typeof RATE_TYPES)[number];

export const rateTypeSchema = z.enum(RATE_TYPES, 'Choose the 30-year (30y) or 15-year (15y) fixed rate.');

export const RATE_TYPE_LABELS: Record<RateType, string> = {
  '30y': '30-year fixed',
  '15y': '15-year fixed',
};

export function isRateType(value: unknown): value is RateType {
  return value === '30y' || value === '15y';
}
