import { z } from 'zod/mini';

/** A query parameter holding a whole number from `min` to `max` (query strings are text). */
export function wholeNumberQuery(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z._default(
    z.pipe(
      z.string(message).check(z.regex(/^\d{1,6}$/, message)),
      z.pipe(z.transform(Number), z.number().check(z.int(message), z.gte(min, message), z.lte(max, message))),
    ),
    fallback,
  );
}
