import { appBase, contactEndpoint, siteOrigin } from './build-environment.mjs';

/** Brand and company facts shown in the shell. */
export const SITE = {
  name: 'Mortgage Rate Notifier',
  shortName: 'MRN',
  company: 'Mortgage Rate Notifier LLC',
  origin: siteOrigin(),
  socialImage: '/og-image.png',
  professionalNetworkUrl: 'https://www.linkedin.com/company/mortgage-rate-notifier',
  socialMediaUrl: 'https://www.facebook.com/mortgageratenotifier',
  contactEndpoint: contactEndpoint(),
} as const;

const app = appBase();

/**
 * Where the app links go; they always open in a new tab (spec §1). The app has no FAQ or demo page
 * of its own, so those two are site pages: the footer's Account Help opens the FAQ's account
 * question, and the demo is a calculator page, live, the same calculator widget partners embed.
 */
export const APP_LINKS = {
  root: app,
  signUp: `${app}/sign-up`,
  signIn: `${app}/sign-in`,
  /** The partner console: "Become a partner" when the account has no partner profile yet. */
  partnerConsole: `${app}/partner`,
  /** Sign-up that lands in the partner console (its `next` is a path on the app's host), for professionals. */
  partnerSignUp: `${app}/sign-up?next=${encodeURIComponent(`${new URL(app, 'http://app.invalid').pathname.replace(/\/$/, '')}/partner`)}`,
  faq: '/faq#trouble-with-my-account',
  demo: '/calculators/payment',
} as const;
