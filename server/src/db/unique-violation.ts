/**
 * A Postgres unique_violation (SQLSTATE 23505), on the error itself or on an error it wraps: drizzle
 * wraps the driver's error ("Failed query: ...") with the original as `cause`. For the writes that
 * check first and leave the race to a unique index, to answer 409 instead of 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; ) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    const next = (cause as { cause?: unknown }).cause;
    if (next === undefined || next === cause) break;
    cause = next;
  }
  return false;
}
