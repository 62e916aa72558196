/**
 * Fallback for the call to action when the host passes no ctaHref. The site passes its configured
 * APP_URL sign-up page; this matches the site's default app origin.
 */
export const DEFAULT_SIGNUP_URL = 'https://app.mortgageratenotifier.example/signup';
