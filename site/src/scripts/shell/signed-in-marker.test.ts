import { describe, expect, it } from 'vitest';
import { readSignedInMarker } from './signed-in-marker.ts';

describe('readSignedInMarker', () => {
  it.each([
    ['mrn_signed_in=account', 'account'],
    ['theme=dark; mrn_signed_in=partner; x=1', 'partner'],
    ['__Host-mrn_signed_in=partner', 'partner'],
  ])('reads %s', (cookies, expected) => {
    expect(readSignedInMarker(cookies)).toBe(expected);
  });

  it.each(['', 'mrn_signed_in=', 'mrn_signed_in=admin', 'xmrn_signed_in=account', 'mrn_signed_in=accounts'])(
    'reads nobody from %j',
    (cookies) => {
      expect(readSignedInMarker(cookies)).toBeNull();
    },
  );
});
