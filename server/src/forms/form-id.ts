import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** 12 characters from a 32-letter alphabet without look-alikes: 60 bits, unguessable enough to enumerate. */
export function generateFormId(): string {
  let id = '';
  for (let index = 0; index < 12; index += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
