import { randomInt } from 'node:crypto';

/** Form ids appear in partners' HTML (data-form="..."): short, URL-safe, case-insensitive-safe. */
export const FORM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** 12 characters from a 32-letter alphabet without look-alikes: 60 bits, unguessable enough to enumerate. */
export function generateFormId(): string {
  let id = '';
  for (let index = 0; index < 12; index += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
