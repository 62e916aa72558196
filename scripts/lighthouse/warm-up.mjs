/**
 * Requests each page once before auditing, the way a browser would (compressed), so Lighthouse
 * measures a server in its steady state rather than its first-request work (such as compressing
 * and caching a file on demand). The first-request times are returned so that cost stays visible.
 * @param {string} origin
 * @param {string[]} paths
 * @returns {Promise<Array<{ path: string, status: number, firstResponseMs: number }>>}
 */
export async function warmUpPages(origin, paths) {
  const timings = [];
  for (const path of paths) {
    const startedAt = performance.now();
    const response = await fetch(new URL(path, origin), {
      headers: { 'accept-encoding': 'br, gzip' },
      signal: AbortSignal.timeout(60_000),
    });
    const firstResponseMs = Math.round(performance.now() - startedAt);
    await response.arrayBuffer();
    timings.push({ path, status: response.status, firstResponseMs });
  }
  return timings;
}
