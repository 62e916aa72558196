/** The app's sign-up page on the product's origin (the app is served at /app beside the API). */
export function signUpUrlOn(productOrigin: string): string {
  return `${productOrigin.replace(/\/+$/, '')}/app/sign-up`;
}

/**
 * Fallback for the call to action when the host passes no ctaHref: the sign-up page on the page's
 * own origin, right on the site. Widgets on partner pages pass the absolute one (signUpUrlOn).
 */
export const DEFAULT_SIGNUP_URL = signUpUrlOn('');
