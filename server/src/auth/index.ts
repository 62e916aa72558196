// What other features may use of auth/: its named entry file (server/src/architecture.test.ts).
export { keyHoldUntil } from './address-change-hold.ts';
export { issueChallenge, redeemLinkToken } from './auth-challenges.ts';
export { assertFreshSignIn } from './fresh-sign-in.ts';
export type { PartnerSide } from './partner-side.ts';
export { requireSession } from './require-session.ts';
export { crossSiteGuard, csrfRejected } from './same-origin-only.ts';
export {
  clearSessionCookie,
  readSessionCookie,
  sessionCookiePolicy,
  writeSignedInMarker,
} from './session-cookie.ts';
export { findSession } from './sessions.ts';
export { SIGN_IN_THROTTLES, signInAddressThrottleKey } from './sign-in-throttles.ts';
export { type ThrottleRule, takeThrottleHit } from './throttle.ts';
