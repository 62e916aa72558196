import { z } from 'zod/mini';

/** Lowest and highest rate a person may target, in percent: wide enough for any real mortgage market. */
export const TARGET_RATE_MIN = 0.5;
export const TARGET_RATE_MAX = 20;

const OUT_OF_RANGE = `Enter a rate between ${TARGET_RATE_MIN}% and ${TARGET_RATE_MAX}%, e.g. 5.75.`;

/**
 * A mortgage rate in percent, sent as a number or numeric text (forms hold text), kept to the
 * three decimals the database stores.
 */
export const targetRateSchema = z.pipe(
  z.union(
    [
      z.number(OUT_OF_RANGE),
      z.string(OUT_OF_RANGE).check(z.trim(), z.regex(/^\d{1,2}(\.\d+)?$/, OUT_OF_RANGE)),
    ],
    {
      error: OUT_OF_RANGE,
    },
  ),
  z.pipe(
    z.transform((value: number | string) => Number(value)),
    z
      .number(OUT_OF_RANGE)
      .check(z.gte(TARGET_RATE_MIN, OUT_OF_RANGE), z.lte(TARGET_RATE_MAX, OUT_OF_RANGE))
      .check(z.overwrite((rate) => Math.round(rate * 1000) / 1000)),
  ),
);
