import { appOrigin, contactEndpoint, siteOrigin } from './build-environment.mjs';

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

const app = appOrigin();

/** Pages on the separate app host; they always open in a new tab. */
export const APP_LINKS = {
  root: app,
  signUp: `${app}/signup`,
  signIn: `${app}/signin`,
  faq: `${app}/faq`,
  demo: `${app}/demo`,
} as const;
