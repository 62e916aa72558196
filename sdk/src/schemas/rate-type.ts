import { z } from 'zod/mini';

/** The two products MRN tracks: 30-year and 15-year fixed mortgage rates. */
export const RATE_TYPES = ['30y', '15y'] as const;
export type RateType = (typeof RATE_TYPES)[number];

// Pure: a bundle that only needs the list or the labels (sdk/finance, the site's rates box) leaves zod out.
export const rateTypeSchema = /*#__PURE__*/ z.enum(
  RATE_TYPES,
  'Choose the 30-year (30y) or 15-year (15y) fixed rate.',
);

export const RATE_TYPE_LABELS: Record<RateType, string> = {
  '30y': '30-year fixed',
  '15y': '15-year fixed',
};

export function isRateType(value: unknown): value is RateType {
  return (RATE_TYPES as readonly unknown[]).includes(value);
}
