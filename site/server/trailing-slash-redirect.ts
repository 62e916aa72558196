/**
 * Where a path with trailing slashes redirects: the same path without them, on this origin.
 * Built from the still percent-encoded path, never the decoded one: `/%2Fevil.example%2Fx/`
 * decodes to `//evil.example/x`, which a browser reads as another host. Leading slashes collapse
 * to one for the same reason. Null when there is nothing to strip (or the URL does not parse).
 */
export function trailingSlashRedirect(rawUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(rawUrl, 'http://localhost');
  } catch {
    return null;
  }
  if (url.pathname.length <= 1 || !url.pathname.endsWith('/')) return null;
  const path = `/${url.pathname.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return `${path}${url.search}`;
}
