import { z } from 'zod';

/** The spec's simple pattern: no spaces, one at sign, a dot in the domain part. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** RFC 5321 caps a forward path at 254 characters. */
export const MAX_EMAIL_LENGTH = 254;

/** A trimmed email address; `message` is what a person sees when it is not one. */
export function emailAddress(message = 'Enter a valid email address.') {
  return z
    .string(message)
    .trim()
    .max(MAX_EMAIL_LENGTH, 'Email addresses are at most 254 characters.')
    .regex(SIMPLE_EMAIL_PATTERN, message);
}
