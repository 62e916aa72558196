// Values baked into the static pages at build time. scripts/start.mjs rebuilds when they change.

/** Public origin of the site (canonical links, sitemap, social tags). */
export function siteOrigin() {
  const port = process.env.PORT || '4321';
  return (process.env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
}

/** The separate app host (sign-up, sign-in) opened in new tabs. */
export function appOrigin() {
  return (process.env.APP_URL || 'https://app.mortgageratenotifier.example').replace(/\/+$/, '');
}

/** Where the contact form posts its multipart fields. */
export function contactEndpoint() {
  return process.env.CONTACT_ENDPOINT || '/api/contact';
}

/** The settings a build depends on; compared by start.mjs to decide whether to rebuild. */
export function buildStamp() {
  return { siteOrigin: siteOrigin(), appOrigin: appOrigin(), contactEndpoint: contactEndpoint() };
}
