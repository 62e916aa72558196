/** Cache-Control for a served URL path. */
export type CachePolicy = 'immutable' | 'short' | 'revalidate' | 'private';

const HEADER_VALUES: Record<CachePolicy, string> = {
  // Content-hashed files never change under the same name.
  immutable: 'public, max-age=31536000, immutable',
  // Widget entry files keep a stable name across releases, so partners get updates within minutes.
  short: 'public, max-age=300',
  // Pages: always revalidate (cheap 304 via ETag) so a deploy shows at once.
  revalidate: 'public, max-age=0, must-revalidate',
  // App pages answered by session (redirect or page): no shared cache may keep one person's answer.
  private: 'private, no-cache',
};

/** A file name carrying a content hash, e.g. `client.BkDVtqqA.js` or `lead-form-3f9a1c2b.js`. */
const HASHED_NAME = /[.-][A-Za-z0-9_-]{8,}\.(js|css|mjs)$/;

export function cachePolicyFor(urlPath: string): CachePolicy {
  if (urlPath.startsWith('/_astro/')) return 'immutable';
  if (urlPath === '/embed.js' || urlPath === '/popup.js') return 'short';
  if (HASHED_NAME.test(urlPath)) return 'immutable';
  if (/\.(html)$/.test(urlPath) || !/\.[a-z0-9]+$/i.test(urlPath)) return 'revalidate';
  return 'short';
}

export function cacheControlHeader(policy: CachePolicy): string {
  return HEADER_VALUES[policy];
}
