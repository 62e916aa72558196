/**
 * The signed-in marker the server sets beside the HttpOnly session (server/src/auth/session-cookie.ts):
 * 'account' or 'partner', or null when nobody is signed in here. Not proof of anything; it only
 * decides which header links a static page shows.
 */
export type SignedInMarker = 'account' | 'partner';

const MARKER = /(?:^|;\s*)(?:__Host-)?mrn_signed_in=(account|partner)(?:;|$)/;

export function readSignedInMarker(cookies: string = document.cookie): SignedInMarker | null {
  return (MARKER.exec(cookies)?.[1] as SignedInMarker | undefined) ?? null;
}
