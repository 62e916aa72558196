// Values baked into the static pages at build time. scripts/start.mjs rebuilds when they change.

/** Public origin of the site (canonical links, sitemap, social tags). */
export function siteOrigin() {
  const port = process.env.PORT || '4321';
  return (process.env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
}

/**
 * Where the app (sign-up, sign-in, dashboard) lives: APP_URL when set, else `/app` on this same
 * origin, which the product process serves. A path, not an absolute URL, so the default build
 * does not depend on the deployment's URL.
 */
export function appBase() {
  return (process.env.APP_URL || '/app').replace(/\/+$/, '');
}

/** Where the contact form posts its multipart fields. */
export function contactEndpoint() {
  return process.env.CONTACT_ENDPOINT || '/api/contact';
}

/** The settings a build depends on; compared by start.mjs to decide whether to rebuild. */
export function buildStamp() {
  return { siteOrigin: siteOrigin(), appBase: appBase(), contactEndpoint: contactEndpoint() };
}
