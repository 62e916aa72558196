import { createHash, randomBytes } from 'node:crypto';

const KEY_PREFIX = 'mrn_';
/** Characters of the key kept in clear for display ("mrn_AbCd1234..."), far too few to guess the rest. */
const DISPLAY_PREFIX_LENGTH = KEY_PREFIX.length + 8;

export interface GeneratedApiKey {
  /** Shown once to the partner, never stored. */
  key: string;
  keyHash: string;
  keyPrefix: string;
}

/** 32 random bytes: a key this strong needs no slow hash, sha256 is enough to store it. */
export function generateApiKey(): GeneratedApiKey {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashApiKey(key), keyPrefix: key.slice(0, DISPLAY_PREFIX_LENGTH) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
