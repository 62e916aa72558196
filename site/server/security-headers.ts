/** How the product is reached, as far as the headers care. */
export interface SecurityHeaderOptions {
  /** PUBLIC_URL is https: browsers are told to come back over https only (HSTS). */
  https: boolean;
}

/** A year, the usual HSTS lifetime; subdomains are left out, since they may be other people's sites. */
const HSTS = 'max-age=31536000';

/**
 * Headers for every answer of the product process. Pages carry their own script and style policy
 * (Astro's hashed <meta> CSP, site/astro.config.mjs); frame-ancestors is ignored in a <meta>, so
 * app pages get it here: the signed-in app must not be framed by another site (clickjacking).
 */
export function securityHeaders(urlPath: string, options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (options.https) headers['strict-transport-security'] = HSTS;
  if (urlPath === '/app' || urlPath.startsWith('/app/')) {
    headers['content-security-policy'] = "frame-ancestors 'self'";
    headers['x-frame-options'] = 'SAMEORIGIN';
  }
  return headers;
}
